// CCCL's cuda::ptx wrappers for the asynchronous-copy machinery of Hopper and
// Blackwell (CUDA 13.0's CCCL 3.0.1): mbarrier (init, expect_tx, arrive,
// arrive.expect_tx, try_wait with .cta/.cluster scopes), cp.async.bulk (plain,
// tensor, multicast, the .cta_group tensor form), st.bulk,
// clusterlaunchcontrol (try_cancel, query_cancel), tensormap (replace,
// cp_fenceproxy) and the fences, called as a producer/consumer kernel calls
// them (tensor maps by pointer: clang 19 has no __grid_constant__). Each arch
// gets the families its wrappers provide (see the #if's); the PTX goes through
// whole-program ptxas.
//
// REQUIRES: cuda-13.0, ptxas
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_90a %s -o %t.90a.ptx
// RUN: %ptxas -arch=sm_90a %t.90a.ptx -o %t.90a.o
// RUN: FileCheck %s --check-prefixes=ALL,SM90A,TMAP < %t.90a.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_100a %s -o %t.100a.ptx
// RUN: %ptxas -arch=sm_100a %t.100a.ptx -o %t.100a.o
// RUN: FileCheck %s --check-prefixes=ALL,SM100,SM90A,TMAP,SM100A < %t.100a.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_103a %s -o %t.103a.ptx
// RUN: %ptxas -arch=sm_103a %t.103a.ptx -o %t.103a.o
// RUN: FileCheck %s --check-prefixes=ALL,SM100 < %t.103a.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_120a %s -o %t.120a.ptx
// RUN: %ptxas -arch=sm_120a %t.120a.ptx -o %t.120a.o
// RUN: FileCheck %s --check-prefixes=ALL,SM100 < %t.120a.ptx

#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;
using std::int32_t;
using std::uint16_t;
using std::uint32_t;
using std::uint64_t;

// Which wrapper families CCCL 3.0.1 lowers to PTX on this arch (others call
// an undefined __cuda_ptx_*_is_not_supported_* function).
#if defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL)
#  define HAS_MULTICAST_AND_TENSORMAP 1 // sm_90a, sm_100a (and sm_101a)
#endif
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
#  define HAS_CTA_GROUP_TMA 1 // sm_100a (and sm_101a)
#endif
#if __CUDA_ARCH__ >= 1000
#  define HAS_SM100_BASELINE 1 // st.bulk, clusterlaunchcontrol, cp_mask
#endif

// One stage of a TMA pipeline: a 2D tile and a plain bulk copy land in shared
// memory under one mbarrier; every thread waits for the phase to complete.
__global__ void __launch_bounds__(128) tma_stage(const CUtensorMap* tmap, const int4* src,
                                                 int4* dst, int32_t x, int32_t y) {
  alignas(128) __shared__ int4 tile[64];
  alignas(16) __shared__ int4 line[32];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    const int32_t coords[2] = {x, y};
    ptx::mbarrier_expect_tx(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &bar, sizeof(line));
    ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, line, src, sizeof(line), &bar);
    ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, tile, tmap, coords, &bar);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile));
  }
  while (!ptx::mbarrier_try_wait_parity(ptx::sem_acquire, ptx::scope_cta, &bar, 0u)) {
  }
  dst[threadIdx.x] = tile[threadIdx.x % 64];
  // Write back through the async proxy.
  ptx::fence_proxy_async(ptx::space_shared);
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, dst + 128, line, sizeof(line));
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>{});
  }
}

// Cluster-scoped waits and arrivals.
__global__ void cluster_barrier(uint64_t* state_out) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&bar, blockDim.x);
  __syncthreads();
  uint64_t state = ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cluster, ptx::space_shared, &bar);
  while (!ptx::mbarrier_try_wait(ptx::sem_acquire, ptx::scope_cluster, &bar, state)) {
  }
  state_out[threadIdx.x] = ptx::mbarrier_arrive(&bar);
  ptx::fence(ptx::sem_acq_rel, ptx::scope_gpu);
  ptx::fence(ptx::sem_sc, ptx::scope_cluster);
}

#if HAS_MULTICAST_AND_TENSORMAP
// Multicast TMA into every CTA of the cluster, and a tensor map edited in
// global memory then published to the tensormap proxy.
__global__ void multicast_and_tensormap(const CUtensorMap* tmap, const int4* src, void* tmap_copy,
                                        uint16_t mask) {
  alignas(128) __shared__ int4 tile[64];
  alignas(128) __shared__ CUtensorMap smem_tmap;
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    const int32_t coords[2] = {0, 0};
    ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, src, 256, &bar, mask);
    ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, tile, tmap, coords, &bar, mask);
    smem_tmap = *tmap;
    ptx::tensormap_replace_global_address(ptx::space_shared, &smem_tmap, reinterpret_cast<uint64_t>(src));
    ptx::tensormap_replace_global_dim(ptx::space_shared, &smem_tmap, ptx::n32_t<1>{}, 4096u);
  }
  __syncwarp();
  ptx::tensormap_cp_fenceproxy(ptx::sem_release, ptx::scope_gpu, tmap_copy, &smem_tmap, ptx::n32_t<128>{});
  ptx::fence_proxy_tensormap_generic(ptx::sem_acquire, ptx::scope_gpu, tmap_copy, ptx::n32_t<128>{});
}
#endif

#if HAS_CTA_GROUP_TMA
// The .cta_group::1 TMA forms that feed tcgen05.
__global__ void tma_cta_group(const CUtensorMap* tmap, uint16_t mask) {
  alignas(128) __shared__ int4 tile[64];
  __shared__ uint64_t bar;
  const int32_t coords[2] = {0, 0};
  ptx::cp_async_bulk_tensor(ptx::space_shared, ptx::space_global, ptx::cta_group_1, tile, tmap, coords, &bar);
  ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, ptx::cta_group_1, tile, tmap, coords, &bar, mask);
}
#endif

#if HAS_SM100_BASELINE
// A persistent-kernel scheduler: cancel a not-yet-started cluster and take over
// its work, and zero a shared-memory buffer with st.bulk.
__global__ void work_stealing(int* first_x, int* canceled) {
  alignas(16) __shared__ longlong2 response;
  alignas(16) __shared__ int4 scratch[16];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::clusterlaunchcontrol_try_cancel(&response, &bar);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &bar, sizeof(response));
    ptx::st_bulk(scratch, sizeof(scratch), ptx::n32_t<0>{});
  }
  while (!ptx::mbarrier_try_wait_parity(ptx::sem_acquire, ptx::scope_cta, &bar, 0u)) {
  }
  *canceled = ptx::clusterlaunchcontrol_query_cancel_is_canceled(response);
  *first_x = ptx::clusterlaunchcontrol_query_cancel_get_first_ctaid_x<int>(response);
  ptx::fence(ptx::sem_release, ptx::scope_cluster);
}
#endif

// ALL: .version 9.0
// ALL-DAG: mbarrier.init.shared.b64
// ALL-DAG: fence.mbarrier_init.release.cluster;
// ALL-DAG: mbarrier.expect_tx.relaxed.cta.shared::cta.b64
// ALL-DAG: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [
// ALL-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [
// ALL-DAG: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64
// ALL-DAG: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64
// ALL-DAG: fence.proxy.async.shared::cta;
// ALL-DAG: cp.async.bulk.global.shared::cta.bulk_group [
// ALL-DAG: cp.async.bulk.commit_group;
// ALL-DAG: cp.async.bulk.wait_group.read 0;
// ALL-DAG: mbarrier.arrive.release.cluster.shared::cta.b64
// ALL-DAG: mbarrier.try_wait.acquire.cluster.shared::cta.b64
// ALL-DAG: fence.acq_rel.gpu;
// ALL-DAG: fence.sc.cluster;
// SM90A-DAG: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [
// SM90A-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [
// TMAP-DAG: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// TMAP-DAG: tensormap.replace.tile.global_dim.shared::cta.b1024.b32
// TMAP-DAG: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// TMAP-DAG: fence.proxy.tensormap::generic.acquire.gpu
// SM100A-DAG: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [
// SM100A-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1 [
// SM100-DAG: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128
// SM100-DAG: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128
// SM100-DAG: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128
// SM100-DAG: st.bulk.weak.shared::cta [
// SM100-DAG: fence.release.cluster;
