// Device code that CUDA 13's headers and PTX-gated builtins must compile on
// the Blackwell arches (cuda13-device-code.test).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>

namespace cg = cooperative_groups;

// Narrow floats: with __CUDA_ARCH_FAMILY_SPECIFIC__ the headers use the
// hardware conversions (cvt.rn.satfinite.e2m1x2/e3m2x2), without it software.
__global__ void narrow(const float2 *in, __nv_fp8x2_e4m3 *o8, __nv_fp6x2_e3m2 *o6,
                       __nv_fp4x2_e2m1 *o4) {
  unsigned i = threadIdx.x;
  o8[i] = __nv_fp8x2_e4m3(in[i]);
  o6[i] = __nv_fp6x2_e3m2(in[i]);
  o4[i] = __nv_fp4x2_e2m1(in[i]);
}

// PTX-gated builtins (BuiltinsNVPTX.def: sm_80/sm_90 and ptx70+ chains).
__global__ void gated(int *out, cudaTextureObject_t tex) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  int v = cg::reduce(tile, (int)threadIdx.x, cg::plus<int>());
  v += __shfl_sync(0xffffffffu, v, 1);
  v += __reduce_add_sync(0xffffffffu, v);
#if __CUDA_ARCH__ >= 900
  v += __nvvm_read_ptx_sreg_clusterid_x();
  v += __nvvm_read_ptx_sreg_cluster_nctarank();
#endif
  v += (int)tex1Dfetch<float>(tex, threadIdx.x);
  out[threadIdx.x] = v;
}
