// Kernels that call each wrapper of nvptxbw/tma.h once, so that
// test/runtime/tma-ptx.test can check the instruction each one gives and
// that ptxas assembles it. Each kernel's result is stored so nothing is
// optimized away.
#include "nvptxbw/tma.h"

#include <cstdint>

#if defined(NVPTXBW_HAS_TMA)

using namespace nvptxbw;

// A tensor map as the CUDA driver lays it out: 128 opaque bytes, 64-byte
// aligned (cuda.h's CUtensorMap).
struct alignas(64) TensorMapBytes {
  unsigned long long opaque[16];
};

__global__ void mbarrier_kernel(uint32_t *out) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    mbarrier_init(&bar, 2);
    fence_mbarrier_init();
  }
  __syncthreads();
  const uint64_t state = threadIdx.x == 0 ? mbarrier_arrive_expect_tx(&bar, 256)
                                          : mbarrier_arrive(&bar);
  if (threadIdx.x == 1) mbarrier_expect_tx(&bar, 64);
  mbarrier_wait_parity(&bar, 0);
  out[threadIdx.x] = uint32_t(state) + (mbarrier_try_wait_parity(&bar, 1) ? 1 : 0);
}

template <int kRank> __global__ void tma_load_kernel(const __grid_constant__ TensorMapBytes map,
                                                   uint32_t *out) {
  alignas(128) __shared__ uint8_t tile[4096];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    tma_prefetch_map(&map);
    mbarrier_init(&bar, 1);
    fence_mbarrier_init();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(&bar, sizeof tile);
    const int c = int(blockIdx.x);
    if constexpr (kRank == 1) tma_load(tile, &map, &bar, c);
    if constexpr (kRank == 2) tma_load(tile, &map, &bar, c, 1);
    if constexpr (kRank == 3) tma_load(tile, &map, &bar, c, 1, 2);
    if constexpr (kRank == 4) tma_load(tile, &map, &bar, c, 1, 2, 3);
    if constexpr (kRank == 5) tma_load(tile, &map, &bar, c, 1, 2, 3, 4);
  }
  mbarrier_wait_parity(&bar, 0);
  out[threadIdx.x] = tile[threadIdx.x];
}
template __global__ void tma_load_kernel<1>(const TensorMapBytes, uint32_t *);
template __global__ void tma_load_kernel<2>(const TensorMapBytes, uint32_t *);
template __global__ void tma_load_kernel<3>(const TensorMapBytes, uint32_t *);
template __global__ void tma_load_kernel<4>(const TensorMapBytes, uint32_t *);
template __global__ void tma_load_kernel<5>(const TensorMapBytes, uint32_t *);

__global__ void fence_griddep_kernel(uint32_t *out) {
  griddep_wait();
  out[threadIdx.x] = threadIdx.x;
  fence_proxy_async();
  griddep_launch_dependents();
}

#if defined(NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL)
// A persistent-CTA loop: after its own tile, a CTA asks for the tile of a CTA
// not yet launched until none is left.
__global__ void clc_kernel(uint32_t *out) {
  __shared__ ClcResponse response;
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    mbarrier_init(&bar, 1);
    fence_mbarrier_init();
  }
  __syncthreads();
  uint32_t tile = blockIdx.x, phase = 0;
  while (true) {
    if (threadIdx.x == 0) out[tile] = tile;
    if (threadIdx.x == 0) {
      mbarrier_arrive_expect_tx(&bar, sizeof(ClcResponse));
      clc_try_cancel(&response, &bar);
    }
    mbarrier_wait_parity(&bar, phase);
    phase ^= 1;
    const ClcResponse r = response;
    __syncthreads(); // everyone has read it before the next request
    if (!clc_is_canceled(r)) break;
    tile = clc_first_ctaid_x(r) + clc_first_ctaid_y(r) + clc_first_ctaid_z(r);
  }
}
#endif

#endif // NVPTXBW_HAS_TMA
