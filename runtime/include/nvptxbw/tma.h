// nvptxbw/tma.h - device side of the tensor memory accelerator and the
// barriers that go with it: bulk tensor copies global -> shared memory
// (cp.async.bulk.tensor), mbarrier transaction counts and parity waits,
// the proxy and mbarrier-init fences, tensor-map prefetch, programmatic
// dependent launch (griddepcontrol) and cluster launch control.
//
//   mbarrier_init / fence_mbarrier_init        set up a barrier, publish it
//   mbarrier_arrive / _arrive_expect_tx / _expect_tx
//   mbarrier_try_wait_parity / mbarrier_wait_parity
//   tma_load(dst, map, bar, c0[, c1..c4])      one box, 1-D to 5-D, tile mode
//   tma_prefetch_map(map)                      prefetch.tensormap
//   fence_proxy_async()                        generic <-> async proxy
//   griddep_wait / griddep_launch_dependents   griddepcontrol.*
//   clc_try_cancel, clc_is_canceled, clc_first_ctaid_{x,y,z}  (sm_100+)
//
// Each wrapper is one instruction, reached without inline asm. Where clang
// has a builtin (mbarrier.init, fence.proxy.async) it is used; the other
// intrinsics have no builtin in upstream clang 22, which this toolchain
// follows, so they are called by name: a __device__ function declared with
// the intrinsic's name as its asm label is the intrinsic (clang emits a call
// to `llvm.nvvm.*`, which LLVM reads as the intrinsic). Their pointer
// operands carry the address space the intrinsic's signature has (3 =
// shared::cta, 7 = shared::cluster; the tensor map is generic, e.g. the
// address of a __grid_constant__ kernel parameter), and their immediate
// operands (multicast/cache-hint flags, cta_group) are literal constants
// here, as the intrinsics require.
//
// Declared in device passes for sm_90 and later (NVPTXBW_HAS_TMA); the
// cluster launch control wrappers from sm_100 on
// (NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL). The host side (tensor maps) is
// nvptxbw/tensor_map.h.
#ifndef NVPTXBW_TMA_H
#define NVPTXBW_TMA_H

#include "nvptxbw/arch.h"

#include <cstdint>

#if defined(NVPTXBW_HAS_TMA)

#define NVPTXBW_SHARED_CTA __attribute__((address_space(3)))
#define NVPTXBW_SHARED_CLUSTER __attribute__((address_space(7)))

namespace nvptxbw {
namespace nvvm {

// The intrinsics, with LLVM 22's names and signatures (i1 bool, i16
// unsigned short, i64 unsigned long long, i128 unsigned __int128).
extern "C" {
__device__ void fence_mbarrier_init_release_cluster()
    __asm__("llvm.nvvm.fence.mbarrier_init.release.cluster");
__device__ unsigned long long mbarrier_arrive_cta(uint64_t NVPTXBW_SHARED_CTA *bar,
                                                  uint32_t count)
    __asm__("llvm.nvvm.mbarrier.arrive.scope.cta.space.cta");
__device__ unsigned long long mbarrier_arrive_expect_tx_cta(uint64_t NVPTXBW_SHARED_CTA *bar,
                                                            uint32_t tx_bytes)
    __asm__("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta");
__device__ void mbarrier_expect_tx_cta(uint64_t NVPTXBW_SHARED_CTA *bar, uint32_t tx_bytes)
    __asm__("llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta");
__device__ bool mbarrier_try_wait_parity_cta(uint64_t NVPTXBW_SHARED_CTA *bar, uint32_t parity)
    __asm__("llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta");

__device__ void tma_g2s_tile_1d(void NVPTXBW_SHARED_CLUSTER *dst,
                                uint64_t NVPTXBW_SHARED_CTA *bar, const void *map, int c0,
                                unsigned short mc, unsigned long long ch, bool use_mc,
                                bool use_ch, int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d");
__device__ void tma_g2s_tile_2d(void NVPTXBW_SHARED_CLUSTER *dst,
                                uint64_t NVPTXBW_SHARED_CTA *bar, const void *map, int c0,
                                int c1, unsigned short mc, unsigned long long ch, bool use_mc,
                                bool use_ch, int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");
__device__ void tma_g2s_tile_3d(void NVPTXBW_SHARED_CLUSTER *dst,
                                uint64_t NVPTXBW_SHARED_CTA *bar, const void *map, int c0,
                                int c1, int c2, unsigned short mc, unsigned long long ch,
                                bool use_mc, bool use_ch, int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d");
__device__ void tma_g2s_tile_4d(void NVPTXBW_SHARED_CLUSTER *dst,
                                uint64_t NVPTXBW_SHARED_CTA *bar, const void *map, int c0,
                                int c1, int c2, int c3, unsigned short mc,
                                unsigned long long ch, bool use_mc, bool use_ch,
                                int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d");
__device__ void tma_g2s_tile_5d(void NVPTXBW_SHARED_CLUSTER *dst,
                                uint64_t NVPTXBW_SHARED_CTA *bar, const void *map, int c0,
                                int c1, int c2, int c3, int c4, unsigned short mc,
                                unsigned long long ch, bool use_mc, bool use_ch,
                                int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d");
__device__ void prefetch_tensormap(const void *map) __asm__("llvm.nvvm.prefetch.tensormap.p0");

__device__ void griddepcontrol_wait() __asm__("llvm.nvvm.griddepcontrol.wait");
__device__ void griddepcontrol_launch_dependents()
    __asm__("llvm.nvvm.griddepcontrol.launch.dependents");

#if defined(NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL)
__device__ void clc_try_cancel_shared(void NVPTXBW_SHARED_CTA *response,
                                      uint64_t NVPTXBW_SHARED_CTA *bar)
    __asm__("llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared");
__device__ bool clc_query_is_canceled(unsigned __int128 response)
    __asm__("llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled");
__device__ uint32_t clc_query_first_ctaid_x(unsigned __int128 response)
    __asm__("llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x");
__device__ uint32_t clc_query_first_ctaid_y(unsigned __int128 response)
    __asm__("llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y");
__device__ uint32_t clc_query_first_ctaid_z(unsigned __int128 response)
    __asm__("llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z");
#endif
} // extern "C"

} // namespace nvvm

// A generic pointer to this CTA's shared memory in the shared::cta window
// (address space 3) and the shared::cluster window (7).
template <class T> __device__ inline T NVPTXBW_SHARED_CTA *shared_cta(T *p) {
  return (T NVPTXBW_SHARED_CTA *)p;
}
template <class T> __device__ inline T NVPTXBW_SHARED_CLUSTER *shared_cluster(T *p) {
  return (T NVPTXBW_SHARED_CLUSTER *)p;
}

// ---------------------------------------------------------- mbarrier --

// `bar` (8 bytes of __shared__ memory) expects `arrivals` arrivals per
// phase. One thread; then fence_mbarrier_init and a CTA (or cluster)
// barrier before any other thread or the async proxy uses it.
__device__ inline void mbarrier_init(uint64_t *bar, uint32_t arrivals) {
  __nvvm_mbarrier_init_shared((int64_t NVPTXBW_SHARED_CTA *)shared_cta(bar), int(arrivals));
}
// fence.mbarrier_init.release.cluster: the initializations this thread made
// are visible to the cluster (and to TMA completions) after the next
// barrier.
__device__ inline void fence_mbarrier_init() { nvvm::fence_mbarrier_init_release_cluster(); }

// One arrival; returns the phase state (mbarrier.arrive.release.cta).
__device__ inline uint64_t mbarrier_arrive(uint64_t *bar) {
  return nvvm::mbarrier_arrive_cta(shared_cta(bar), 1);
}
// One arrival that also adds `tx_bytes` to the phase's pending transaction
// count (the bytes the TMA copies signalling `bar` will deliver).
__device__ inline uint64_t mbarrier_arrive_expect_tx(uint64_t *bar, uint32_t tx_bytes) {
  return nvvm::mbarrier_arrive_expect_tx_cta(shared_cta(bar), tx_bytes);
}
// Adds to the pending transaction count without arriving.
__device__ inline void mbarrier_expect_tx(uint64_t *bar, uint32_t tx_bytes) {
  nvvm::mbarrier_expect_tx_cta(shared_cta(bar), tx_bytes);
}
// True once the phase with parity `parity` (0 or 1) has completed; may
// suspend the thread for a system-dependent time first (mbarrier.try_wait).
__device__ inline bool mbarrier_try_wait_parity(uint64_t *bar, uint32_t parity) {
  return nvvm::mbarrier_try_wait_parity_cta(shared_cta(bar), parity);
}
__device__ inline void mbarrier_wait_parity(uint64_t *bar, uint32_t parity) {
  while (!mbarrier_try_wait_parity(bar, parity)) {
  }
}

// -------------------------------------------------------------- TMA --

// One box of the tensor map `map` (64-byte aligned, in global, constant or
// kernel-parameter memory, addressed generically) at the given element
// coordinates, innermost first, into shared memory at `dst` (this CTA's;
// 128-byte aligned; the swizzled modes want their pattern's alignment, see
// the PTX ISA's "Tensor copy" restrictions); completion is signalled to
// `bar` as transaction bytes. Elements outside the tensor are filled as the
// map says. Issued by one thread. cta_group, multicast and cache hints are not used.
__device__ inline void tma_load(void *dst, const void *map, uint64_t *bar, int c0) {
  nvvm::tma_g2s_tile_1d(shared_cluster(dst), shared_cta(bar), map, c0, 0, 0, false, false, 0);
}
__device__ inline void tma_load(void *dst, const void *map, uint64_t *bar, int c0, int c1) {
  nvvm::tma_g2s_tile_2d(shared_cluster(dst), shared_cta(bar), map, c0, c1, 0, 0, false, false,
                        0);
}
__device__ inline void tma_load(void *dst, const void *map, uint64_t *bar, int c0, int c1,
                                int c2) {
  nvvm::tma_g2s_tile_3d(shared_cluster(dst), shared_cta(bar), map, c0, c1, c2, 0, 0, false,
                        false, 0);
}
__device__ inline void tma_load(void *dst, const void *map, uint64_t *bar, int c0, int c1, int c2,
                                int c3) {
  nvvm::tma_g2s_tile_4d(shared_cluster(dst), shared_cta(bar), map, c0, c1, c2, c3, 0, 0, false,
                        false, 0);
}
__device__ inline void tma_load(void *dst, const void *map, uint64_t *bar, int c0, int c1, int c2,
                                int c3, int c4) {
  nvvm::tma_g2s_tile_5d(shared_cluster(dst), shared_cta(bar), map, c0, c1, c2, c3, c4, 0, 0,
                        false, false, 0);
}

// Brings the tensor map into the cache ahead of its first use.
__device__ inline void tma_prefetch_map(const void *map) { nvvm::prefetch_tensormap(map); }

// fence.proxy.async: orders this thread's generic-proxy accesses with
// async-proxy ones (TMA, tcgen05) in every state space.
__device__ inline void fence_proxy_async() { __nvvm_fence_proxy_async(); }

// ------------------------------------------------- dependent launch --

// Wait until the grids this one depends on have completed and their memory
// is visible (a no-op without programmatic dependent launch).
__device__ inline void griddep_wait() { nvvm::griddepcontrol_wait(); }
// Let the dependent grid start launching once every CTA got here or exited.
__device__ inline void griddep_launch_dependents() { nvvm::griddepcontrol_launch_dependents(); }

// ------------------------------------------- cluster launch control --
#if defined(NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL)

// The 16-byte response clusterlaunchcontrol.try_cancel writes into shared
// memory.
struct alignas(16) ClcResponse {
  unsigned __int128 bits;
};

// Ask to cancel a CTA (cluster) that has not started yet, so that this one
// can do its work; the response lands in *response (shared) and completes
// 16 transaction bytes on `bar`, whose phase must expect them
// (mbarrier_arrive_expect_tx(bar, 16)). One thread.
__device__ inline void clc_try_cancel(ClcResponse *response, uint64_t *bar) {
  nvvm::clc_try_cancel_shared(shared_cta(static_cast<void *>(response)), shared_cta(bar));
}
// Read after the barrier phase completed.
__device__ inline bool clc_is_canceled(const ClcResponse &r) {
  return nvvm::clc_query_is_canceled(r.bits);
}
// The first CTA id of the canceled cluster (only when clc_is_canceled).
__device__ inline uint32_t clc_first_ctaid_x(const ClcResponse &r) {
  return nvvm::clc_query_first_ctaid_x(r.bits);
}
__device__ inline uint32_t clc_first_ctaid_y(const ClcResponse &r) {
  return nvvm::clc_query_first_ctaid_y(r.bits);
}
__device__ inline uint32_t clc_first_ctaid_z(const ClcResponse &r) {
  return nvvm::clc_query_first_ctaid_z(r.bits);
}

#endif // NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL

} // namespace nvptxbw

#endif // NVPTXBW_HAS_TMA
#endif // NVPTXBW_TMA_H
