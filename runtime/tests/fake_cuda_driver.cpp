// A stand-in for the CUDA driver (libcuda.so.1) with the three entry points
// nvptxbw/tensor_map.h looks up, built as a shared object by
// test/runtime/tensor-map-host.test so that encode_tiled_map's whole path
// (dlopen, dlsym, the call and its arguments, the error path) runs on a
// machine without a GPU. cuTensorMapEncodeTiled records its arguments,
// writes a recognizable pattern into the map and fails with
// CUDA_ERROR_INVALID_VALUE for rank 4, as a driver refusing a map would.
#include "fake_cuda_driver.h"

#include <cuda.h>

#include <cstring>

extern "C" {

static FakeEncodeCall last_call;

__attribute__((visibility("default"))) const FakeEncodeCall *fake_driver_last_call() {
  return &last_call;
}

__attribute__((visibility("default"))) CUresult cuInit(unsigned) {
  ++last_call.init_calls;
  return CUDA_SUCCESS;
}

__attribute__((visibility("default"))) CUresult cuGetErrorName(CUresult r, const char **name) {
  *name = r == CUDA_ERROR_INVALID_VALUE ? "CUDA_ERROR_INVALID_VALUE" : nullptr;
  return *name ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

__attribute__((visibility("default"))) CUresult
cuTensorMapEncodeTiled(CUtensorMap *map, CUtensorMapDataType dtype, cuuint32_t rank, void *global,
                       const cuuint64_t *dims, const cuuint64_t *strides, const cuuint32_t *box,
                       const cuuint32_t *element_strides, CUtensorMapInterleave interleave,
                       CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                       CUtensorMapFloatOOBfill oob) {
  ++last_call.calls;
  last_call.dtype = dtype;
  last_call.rank = rank;
  last_call.global = global;
  for (cuuint32_t i = 0; i < rank && i < 5; ++i) {
    last_call.dims[i] = dims[i];
    last_call.box[i] = box[i];
    last_call.element_strides[i] = element_strides[i];
    if (i + 1 < rank) last_call.strides[i] = strides[i];
  }
  last_call.interleave = interleave;
  last_call.swizzle = swizzle;
  last_call.l2 = l2;
  last_call.oob = oob;
  if (rank == 4) return CUDA_ERROR_INVALID_VALUE;
  for (int i = 0; i < CU_TENSOR_MAP_NUM_QWORDS; ++i) map->opaque[i] = 0x5A5A000000000000ull + i;
  return CUDA_SUCCESS;
}

} // extern "C"
