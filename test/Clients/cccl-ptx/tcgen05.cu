// CCCL's cuda::ptx tcgen05 wrappers (CUDA 13.0 ships CCCL 3.0.1) compiled by
// our clang for sm_100a and assembled by ptxas. Each kernel stores the
// address of every overload it names (so each is emitted, as CCCL's own tests
// force it) or calls the wrappers the way a kernel does.
//
// ptxas refuses a module whose kernels may reach both tcgen05 .cta_group::1
// and ::2 code (an address-taken function counts for every kernel), so the
// whole-program builds take one CTA group at a time (-DGROUP=1 or 2); both
// groups together assemble in relocatable mode (ptxas -c), as with CCCL's lit.
// See tcgen05-cta-pair.cu for the driver-level behaviour.
//
// CCCL 3.0.1 gates tcgen05 on __CUDA_ARCH_FEAT_SM100_ALL/SM101_ALL only: on
// sm_103a every wrapper lowers to a call of an undefined
// __cuda_ptx_tcgen05_*_is_not_supported_* function, which ptxas rejects, as it
// does with nvcc (CHECK-103A).
//
// REQUIRES: cuda-13.0, ptxas
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_100a -DGROUP=1 %s -o %t.g1.ptx
// RUN: %ptxas -arch=sm_100a %t.g1.ptx -o %t.g1.o
// RUN: FileCheck %s --check-prefixes=COMMON,G1 < %t.g1.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_100a -DGROUP=2 %s -o %t.g2.ptx
// RUN: %ptxas -arch=sm_100a %t.g2.ptx -o %t.g2.o
// RUN: FileCheck %s --check-prefixes=COMMON,G2 < %t.g2.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_100a -DGROUP=12 %s -o %t.g12.ptx
// RUN: %ptxas -c -arch=sm_100a %t.g12.ptx -o %t.g12.o
// RUN: FileCheck %s --check-prefixes=COMMON,G1,G2 < %t.g12.ptx
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -O2 --cuda-device-only -S --cuda-gpu-arch=sm_103a -DGROUP=1 %s -o %t.103a.ptx
// RUN: FileCheck %s --check-prefix=CHECK-103A < %t.103a.ptx
// RUN: not %ptxas -arch=sm_103a %t.103a.ptx -o %t.103a.o 2>&1 | FileCheck %s --check-prefix=PTXAS-103A

#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;
using std::uint16_t;
using std::uint32_t;
using std::uint64_t;

// Pin one overload by its exact type and record its address.
#define NVPTXBW_KEEP(out, type, fn) (*(out)++ = reinterpret_cast<void*>(static_cast<type>(fn)))

template <class G>
__device__ void keep_group_overloads(void**& out) {
  using mma_desc_t = void (*)(ptx::kind_f16_t, G, uint32_t, uint64_t, uint64_t, uint32_t, bool);
  using mma_tmem_t = void (*)(ptx::kind_f16_t, G, uint32_t, uint32_t, uint64_t, uint32_t, bool);
  using cp_t = void (*)(G, uint32_t, uint64_t);

  NVPTXBW_KEEP(out, void (*)(G, uint32_t*, const uint32_t&), ptx::tcgen05_alloc);
  NVPTXBW_KEEP(out, void (*)(G, uint32_t, const uint32_t&), ptx::tcgen05_dealloc);
  NVPTXBW_KEEP(out, void (*)(G), ptx::tcgen05_relinquish_alloc_permit);
  NVPTXBW_KEEP(out, void (*)(G, uint64_t*), ptx::tcgen05_commit);
  NVPTXBW_KEEP(out, void (*)(G, uint64_t*, uint16_t), ptx::tcgen05_commit_multicast);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_128x256b);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_4x256b);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_128x128b);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_64x128b_warpx2_02_13);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_32x128b_warpx4);
  NVPTXBW_KEEP(out, cp_t, ptx::tcgen05_cp_128x256b_b8x16_b6x16_p32);
  NVPTXBW_KEEP(out, void (*)(G, uint32_t), ptx::tcgen05_shift_down);
  NVPTXBW_KEEP(out, mma_desc_t, ptx::tcgen05_mma);
  NVPTXBW_KEEP(out, mma_tmem_t, ptx::tcgen05_mma_tmem_a);
  NVPTXBW_KEEP(out,
               void (*)(ptx::kind_mxf8f6f4_t, G, uint32_t, uint64_t, uint64_t, uint32_t, uint32_t, uint32_t, bool),
               ptx::tcgen05_mma_block_scale_vec_1x);
  NVPTXBW_KEEP(out,
               void (*)(ptx::kind_mxf4nvf4_t, G, uint32_t, uint64_t, uint64_t, uint32_t, uint32_t, uint32_t, bool),
               ptx::tcgen05_mma_block_scale_vec_2x);
  NVPTXBW_KEEP(out,
               void (*)(ptx::kind_mxf4nvf4_t, G, uint32_t, uint64_t, uint64_t, uint32_t, uint32_t, uint32_t, bool),
               ptx::tcgen05_mma_block_scale_vec_4x);
}

__global__ void tcgen05_overloads(void** out) {
#if GROUP == 1 || GROUP == 12
  keep_group_overloads<ptx::cta_group_1_t>(out);
  // The weight-stationary MMA exists for cta_group::1 only.
  NVPTXBW_KEEP(out, void (*)(ptx::cta_group_1_t, ptx::kind_f16_t, uint32_t, uint64_t, uint64_t, uint32_t, bool),
               ptx::tcgen05_mma_ws_collector_b0_fill);
#endif
#if GROUP == 2 || GROUP == 12
  keep_group_overloads<ptx::cta_group_2_t>(out);
#endif
}

// A kernel-shaped use: allocate, store and load back through tensor memory
// (with the CTA group of the build, so that whole-program ptxas accepts it).
#if GROUP == 2
constexpr auto group = ptx::cta_group_2;
#else
constexpr auto group = ptx::cta_group_1;
#endif

__global__ void tcgen05_roundtrip(uint32_t* data) {
  __shared__ uint32_t tmem_base;
  constexpr uint32_t columns = 32;
  if (threadIdx.x < 32) {
    ptx::tcgen05_alloc(group, &tmem_base, columns);
    ptx::tcgen05_relinquish_alloc_permit(group);
  }
  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  ptx::tcgen05_fence_after_thread_sync();
  uint32_t taddr = tmem_base;
  uint32_t v[4] = {data[0], data[1], data[2], data[3]};
  ptx::tcgen05_st_32x32b(taddr, v);
  ptx::tcgen05_wait_st();
  uint32_t w[4];
  ptx::tcgen05_ld_32x32b(w, taddr);
  ptx::tcgen05_wait_ld();
  data[threadIdx.x] = w[0] + w[1] + w[2] + w[3];
  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  if (threadIdx.x < 32)
    ptx::tcgen05_dealloc(group, taddr, columns);
}

// COMMON: .version 9.0
// COMMON: .target sm_100a
// G1-DAG: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// G1-DAG: tcgen05.dealloc.cta_group::1.sync.aligned.b32
// G1-DAG: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// G1-DAG: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// G1-DAG: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// G1-DAG: tcgen05.cp.cta_group::1.128x256b
// G1-DAG: tcgen05.cp.cta_group::1.32x128b.warpx4
// G1-DAG: tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32
// G1-DAG: tcgen05.shift.cta_group::1.down
// G1-DAG: tcgen05.mma.cta_group::1.kind::f16 [
// G1-DAG: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X
// G1-DAG: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::2X
// G1-DAG: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X
// G1-DAG: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::fill
// G2-DAG: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32
// G2-DAG: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// G2-DAG: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13
// G2-DAG: tcgen05.mma.cta_group::2.kind::f16 [
// G2-DAG: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::4X
// COMMON-DAG: tcgen05.fence::before_thread_sync;
// COMMON-DAG: tcgen05.fence::after_thread_sync;
// COMMON-DAG: tcgen05.st.sync.aligned.32x32b.x4.b32
// COMMON-DAG: tcgen05.wait::st.sync.aligned;
// COMMON-DAG: tcgen05.ld.sync.aligned.32x32b.x4.b32
// COMMON-DAG: tcgen05.wait::ld.sync.aligned;

// CHECK-103A: .target sm_103a
// CHECK-103A-NOT: tcgen05.alloc
// CHECK-103A: __cuda_ptx_tcgen05_alloc_is_not_supported_before_SM_100a_SM_101a__
// PTXAS-103A: Unresolved extern function '__cuda_ptx_tcgen05_
