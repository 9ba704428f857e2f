// nvptxbw/tmem_ledger.h - the rules a CTA's tensor memory allocations must
// keep, as constexpr functions (plain C++17: the host tests check them; the
// device allocator, ScopedTmem in nvptxbw/tcgen05.h, calls them).
//
// tcgen05.alloc does not fail: it waits until the columns it asks for are
// free (PTX ISA, "Tensor Memory Allocation and Management Instructions").
// Two requests can therefore never be granted, and a CTA that makes one
// hangs instead of reporting anything:
//  - more columns than the SM's tensor memory has (512) together with those
//    the CTA already holds: only the CTA itself could free them, and it is
//    waiting;
//  - any allocation after the CTA relinquished its allocation permit
//    (tcgen05.relinquish_alloc_permit), which the PTX ISA makes undefined.
// A column count that is not a power of two from 32 to 512 is a third
// (ptxas rejects a constant one; the compiler reports it first).
// TmemLedger is the CTA's record of what it holds and whether it has
// relinquished the permit; tmem_alloc_check says whether a request can be
// granted and, if not, why.
#ifndef NVPTXBW_TMEM_LEDGER_H
#define NVPTXBW_TMEM_LEDGER_H

#include <cstdint>

namespace nvptxbw {

// Columns of tensor memory in one SM (128 lanes x 512 columns of 32 bits).
constexpr uint32_t kTmemColumnsPerSM = 512;

enum class TmemAllocError : uint8_t {
  None,
  BadColumnCount,  // not a power of two from 32 to 512
  ExceedsSM,       // with the columns this CTA holds, more than the SM has
  AfterRelinquish, // the CTA relinquished its allocation permit already
};

// What one CTA holds. Lives in shared memory (a trivial type, as __shared__
// variables must be); one thread calls reset() before the CTA barrier that
// precedes the first allocation, since shared memory starts undefined.
struct TmemLedger {
  uint32_t held_columns;
  uint32_t permit_relinquished;
  constexpr void reset() {
    held_columns = 0;
    permit_relinquished = 0;
  }
};

constexpr TmemAllocError tmem_alloc_check(uint32_t held_columns, bool permit_relinquished,
                                          uint32_t ncols) {
  if (!(ncols >= 32 && ncols <= kTmemColumnsPerSM && (ncols & (ncols - 1)) == 0))
    return TmemAllocError::BadColumnCount;
  if (permit_relinquished) return TmemAllocError::AfterRelinquish;
  if (held_columns > kTmemColumnsPerSM - ncols) return TmemAllocError::ExceedsSM;
  return TmemAllocError::None;
}

constexpr const char *tmem_alloc_error_text(TmemAllocError e) {
  switch (e) {
  case TmemAllocError::None:
    return "granted";
  case TmemAllocError::BadColumnCount:
    return "the column count is not a power of two from 32 to 512";
  case TmemAllocError::ExceedsSM:
    return "with the columns this CTA already holds it exceeds the 512 of an SM, "
           "so tcgen05.alloc would wait forever";
  case TmemAllocError::AfterRelinquish:
    return "this CTA already relinquished its allocation permit "
           "(tcgen05.relinquish_alloc_permit), after which tcgen05.alloc is undefined";
  }
  return "unknown error";
}

} // namespace nvptxbw

#endif // NVPTXBW_TMEM_LEDGER_H
