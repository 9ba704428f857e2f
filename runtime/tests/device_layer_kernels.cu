// Device instantiations of the runtime's device layer, compiled (not run) by
// test/runtime/device-layer-ptx.test for every example arch: the codecs of
// nvptxbw/mx_device.h and the warp-level 2:4 compression of
// nvptxbw/sparse24_device.h must compile and assemble everywhere.
#include "nvptxbw/mx_device.h"
#include "nvptxbw/sparse24_device.h"

#include <cuda_fp16.h>

using namespace nvptxbw;

// Thread i: encode x[i] to E4M3, E2M3, E2M1 and UE8M0 codes, decode E4M3.
__global__ void codecs_kernel(const float *x, uint8_t *codes, float *decoded) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  codes[4 * i + 0] = hd::encode_rn_satfinite(Fmt::E4M3, x[i]);
  codes[4 * i + 1] = hd::encode_rn_satfinite(Fmt::E2M3, x[i]);
  codes[4 * i + 2] = hd::encode_rn_satfinite(Fmt::E2M1, x[i]);
  codes[4 * i + 3] = hd::encode_ue8m0(x[i], ScaleRound::Up);
  decoded[i] = hd::decode(Fmt::E4M3, codes[4 * i]);
}

// Warp w compresses row w of a rows x 128 half matrix.
__global__ void sparse_rows_kernel(const __half *dense, __half *values, uint32_t *meta,
                                   int *all_ok) {
  const int row = threadIdx.x / 32 + blockIdx.x * (blockDim.x / 32);
  const bool ok = sparse24_compress_row_warp(dense + row * 128, 128, values + row * 64,
                                             meta + row * 4);
  if ((threadIdx.x & 31) == 0 && !ok) atomicExch(all_ok, 0);
}
