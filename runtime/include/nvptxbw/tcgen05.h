// nvptxbw/tcgen05.h - tensor memory and the tcgen05 instructions the
// block-scaled GEMM uses, for sm_100a / sm_103a device code
// (NVPTXBW_HAS_TCGEN05). Each wrapper is one instruction, reached through the
// fork's clang builtin (__nvvm_<intrinsic name, dots as underscores>); no
// inline asm.
//
//   ScopedTmem<kColumns>     allocate / relinquish / deallocate, one warp;
//                            with a TmemLedger, a request that can never be
//                            granted traps with a message instead of hanging
//   tmem_ld_32x32b_x8        8 fp32 columns of this thread's lane
//   tmem_st_32x32b_x4        4 words into this thread's lane
//   tmem_wait_ld/st, tmem_fence_before/after_thread_sync
//   mma_mxf8f6f4_block32, mma_mxf4_block32, mma_mxf4nvf4_block16
//                            block-scaled tcgen05.mma, cta_group::1, A and B
//                            from shared-memory descriptors
//   mma_commit_to_mbarrier   tcgen05.commit (arrive::one on an mbarrier)
//   MmaBarrier               an mbarrier the issuing thread waits on
//   fence_proxy_async_shared generic-proxy shared stores -> tcgen05 reads
//
// Outside an sm_100a/sm_103a device pass nothing here is declared, so code
// that needs it must sit behind `#if NVPTXBW_HAS_TCGEN05`.
#ifndef NVPTXBW_TCGEN05_H
#define NVPTXBW_TCGEN05_H

#include "nvptxbw/arch.h"
#include "nvptxbw/descriptors.h"
#include "nvptxbw/tmem_ledger.h"

#include <cstdint>

#if defined(NVPTXBW_HAS_TCGEN05)

#if !__has_builtin(__nvvm_tcgen05_alloc_shared_cg1)
#error "nvptxbw/tcgen05.h needs the fork's clang with the tcgen05 builtins (__nvvm_tcgen05_*)"
#endif

namespace nvptxbw {

typedef unsigned tmem_u32x4 __attribute__((vector_size(16)));
typedef unsigned tmem_u32x8 __attribute__((vector_size(32)));

// ------------------------------------------------------------ sync --

__device__ inline void tmem_fence_before_thread_sync() {
  __nvvm_tcgen05_fence_before_thread_sync();
}
__device__ inline void tmem_fence_after_thread_sync() {
  __nvvm_tcgen05_fence_after_thread_sync();
}
__device__ inline void tmem_wait_ld() { __nvvm_tcgen05_wait_ld(); }
__device__ inline void tmem_wait_st() { __nvvm_tcgen05_wait_st(); }

// A CTA-wide barrier that also orders tcgen05 operations across it (the
// before/after fences pair around the thread synchronization).
__device__ inline void tmem_sync_threads() {
  tmem_fence_before_thread_sync();
  __syncthreads();
  tmem_fence_after_thread_sync();
}

// Shared-memory stores made by ordinary st.shared (the generic proxy) become
// visible to tcgen05.mma (the async proxy) only after this fence
// (llvm.nvvm.fence.proxy.async.shared_cta, upstream LLVM 22's intrinsic).
__device__ inline void fence_proxy_async_shared() {
  __nvvm_fence_proxy_async_shared_cta();
}

// ------------------------------------------------------- allocation --

// Tensor memory for one CTA, scoped. Every thread of the CTA constructs and
// destroys it (both contain __syncthreads); warp `owner_warp` allocates
// kColumns columns (writing the address into *slot, a __shared__ word),
// relinquishes the allocation permit so other CTAs on the SM may allocate,
// and deallocates in the destructor after every thread's tcgen05.ld has
// completed (the destructor waits for them).
//
// With a TmemLedger (a __shared__ one per CTA, reset by one thread before a
// CTA barrier), the owner warp first checks the request against what the CTA
// holds (nvptxbw/tmem_ledger.h): an allocation that tcgen05.alloc could never
// grant (more than the SM's 512 columns with the CTA's own, or one after the
// CTA relinquished its permit) prints which and where, and traps, so the
// launch fails with an error instead of hanging. The cost is one shared load
// and compare per allocation. `relinquish` false keeps the permit, so that
// the CTA may allocate again (nested scopes); the ledger counts the columns.
template <uint32_t kColumns> class ScopedTmem {
  static_assert(tmem_columns_valid(kColumns),
                "tensor memory is allocated in powers of two from 32 to 512 columns");

public:
  static constexpr uint32_t kNumColumns = kColumns;

  __device__ ScopedTmem(uint32_t *slot, unsigned owner_warp = 0)
      : owner_warp_(owner_warp) {
    if (threadIdx.x / 32 == owner_warp_) {
      __nvvm_tcgen05_alloc_shared_cg1(slot, kColumns);
      __nvvm_tcgen05_relinq_alloc_permit_cg1();
    }
    tmem_sync_threads();
    base_ = *slot;
  }
  __device__ ScopedTmem(uint32_t *slot, TmemLedger &ledger, unsigned owner_warp = 0,
                        bool relinquish = true)
      : owner_warp_(owner_warp), ledger_(&ledger) {
    if (threadIdx.x / 32 == owner_warp_) {
      // Every lane reads the same words; lane 0 alone writes them.
      const TmemAllocError error =
          tmem_alloc_check(ledger.held_columns, ledger.permit_relinquished != 0, kColumns);
      if (error != TmemAllocError::None) {
        if (threadIdx.x % 32 == 0)
          printf("nvptxbw: ScopedTmem<%u> in block (%u,%u,%u) cannot be allocated: %s "
                 "(this CTA holds %u columns)\n",
                 kColumns, blockIdx.x, blockIdx.y, blockIdx.z, tmem_alloc_error_text(error),
                 ledger.held_columns);
        __builtin_trap();
      }
      __syncwarp();
      __nvvm_tcgen05_alloc_shared_cg1(slot, kColumns);
      if (relinquish) __nvvm_tcgen05_relinq_alloc_permit_cg1();
      if (threadIdx.x % 32 == 0) {
        ledger.held_columns += kColumns;
        if (relinquish) ledger.permit_relinquished = 1;
      }
    }
    tmem_sync_threads();
    base_ = *slot;
  }
  __device__ ~ScopedTmem() {
    tmem_wait_ld();
    // Counted as free before the barrier: the owner warp deallocates right
    // after it, and an allocation that comes first waits for that.
    if (ledger_ && threadIdx.x == owner_warp_ * 32) ledger_->held_columns -= kColumns;
    tmem_sync_threads();
    if (threadIdx.x / 32 == owner_warp_) __nvvm_tcgen05_dealloc_cg1(base_, kColumns);
  }
  ScopedTmem(const ScopedTmem &) = delete;
  ScopedTmem &operator=(const ScopedTmem &) = delete;

  // Address of (lane, column) inside the allocation.
  __device__ uint32_t at(uint32_t lane, uint32_t column) const {
    return tmem_address(base_, lane, column);
  }
  __device__ uint32_t base() const { return base_; }

private:
  uint32_t base_ = 0;
  unsigned owner_warp_;
  TmemLedger *ledger_ = nullptr;
};

// ------------------------------------------------------ loads/stores --

// Warp w may touch lanes 32*(w%4) .. +31 only; `taddr` names the warp's first
// lane and the first column; thread i gets lane taddr.lane + i.
__device__ inline tmem_u32x8 tmem_ld_32x32b_x8(uint32_t taddr) {
  return __nvvm_tcgen05_ld_32x32b_x8(taddr, false);
}
__device__ inline void tmem_st_32x32b_x4(uint32_t taddr, tmem_u32x4 words) {
  __nvvm_tcgen05_st_32x32b_x4(taddr, words, false);
}

// ------------------------------------------------------------- mma --

// D[taddr d] (+)= A * B with block scales at scale_a / scale_b (tensor
// memory), A and B from shared-memory descriptors, cta_group::1, collector
// discard. `accumulate` false overwrites D. Issued by one thread.
__device__ inline void mma_mxf8f6f4_block32(uint32_t d, uint64_t a_desc, uint64_t b_desc,
                                            uint32_t idesc, bool accumulate,
                                            uint32_t scale_a, uint32_t scale_b) {
  __nvvm_tcgen05_mma_shared_mxf8f6f4_block_scale_block32(d, a_desc, b_desc, idesc,
                                                         accumulate, scale_a, scale_b, 1, 0);
}
__device__ inline void mma_mxf4_block32(uint32_t d, uint64_t a_desc, uint64_t b_desc,
                                        uint32_t idesc, bool accumulate, uint32_t scale_a,
                                        uint32_t scale_b) {
  __nvvm_tcgen05_mma_shared_mxf4_block_scale_block32(d, a_desc, b_desc, idesc, accumulate,
                                                     scale_a, scale_b, 1, 0);
}
__device__ inline void mma_mxf4nvf4_block16(uint32_t d, uint64_t a_desc, uint64_t b_desc,
                                            uint32_t idesc, bool accumulate,
                                            uint32_t scale_a, uint32_t scale_b) {
  __nvvm_tcgen05_mma_shared_mxf4nvf4_block_scale_block16(d, a_desc, b_desc, idesc,
                                                         accumulate, scale_a, scale_b, 1, 0);
}

// The mbarrier gets one arrival when every tcgen05.mma this thread issued
// before has completed.
__device__ inline void mma_commit_to_mbarrier(uint64_t *mbarrier) {
  __nvvm_tcgen05_commit_shared_cg1(mbarrier);
}

// An mbarrier in shared memory for "the MMAs are done", waited on by the
// thread that issued them. Expected arrivals per phase: 2, the commit's and
// the waiter's own; the waiter's arrive returns the phase token test_wait
// needs, so clang 19's mbarrier builtins suffice (no parity wait).
class MmaBarrier {
public:
  // One thread, before the CTA barrier that precedes first use. (The
  // mbarrier builtins take int64_t *, which is long *, not long long *.)
  __device__ static void init(uint64_t *bar) {
    __nvvm_mbarrier_init(reinterpret_cast<int64_t *>(bar), 2);
  }
  // Commit the issued MMAs to `bar` and wait until they complete.
  __device__ static void commit_and_wait(uint64_t *bar) {
    mma_commit_to_mbarrier(bar);
    int64_t *b = reinterpret_cast<int64_t *>(bar);
    const int64_t phase = __nvvm_mbarrier_arrive(b);
    while (!__nvvm_mbarrier_test_wait(b, phase)) {
    }
  }
};

} // namespace nvptxbw

#endif // NVPTXBW_HAS_TCGEN05
#endif // NVPTXBW_TCGEN05_H
