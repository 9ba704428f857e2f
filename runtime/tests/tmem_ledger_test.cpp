// Host tests for nvptxbw/tmem_ledger.h: which tensor memory requests a CTA
// can be granted, given what it holds and whether it relinquished its
// allocation permit, and the message for each refusal.
#include "nvptxbw/tmem_ledger.h"
#include "check.h"

#include <cstring>

using namespace nvptxbw;

// Compile-time use, as device code may.
static_assert(tmem_alloc_check(0, false, 512) == TmemAllocError::None, "constexpr check");
static_assert(tmem_alloc_check(256, false, 512) == TmemAllocError::ExceedsSM, "constexpr check");

int main() {
  // Every count from 0 to 1024 on an empty ledger: exactly the powers of
  // two from 32 to 512 are granted.
  for (uint32_t n = 0; n <= 1024; ++n) {
    const bool pow2 = n && !(n & (n - 1));
    const TmemAllocError e = tmem_alloc_check(0, false, n);
    CHECKF((e == TmemAllocError::None) == (pow2 && n >= 32 && n <= 512), "n=%u\n", n);
    if (e != TmemAllocError::None) CHECK(e == TmemAllocError::BadColumnCount);
  }
  // What a CTA holds plus the request may reach 512 and not pass it.
  const uint32_t counts[] = {32, 64, 128, 256, 512};
  for (uint32_t held = 0; held <= 512; held += 32)
    for (uint32_t n : counts)
      CHECKF((tmem_alloc_check(held, false, n) == TmemAllocError::None) == (held + n <= 512),
             "held=%u n=%u\n", held, n);
  // A held count past the SM (a ledger not reset) never wraps into a grant.
  CHECK(tmem_alloc_check(0xffffffe0u, false, 32) == TmemAllocError::ExceedsSM);
  // After the permit is relinquished nothing is granted, even with nothing held.
  for (uint32_t n : counts) CHECK(tmem_alloc_check(0, true, n) == TmemAllocError::AfterRelinquish);
  // A bad count is reported as such whatever else holds.
  CHECK(tmem_alloc_check(480, true, 96) == TmemAllocError::BadColumnCount);
  // reset() empties the ledger.
  TmemLedger ledger{384, 1};
  ledger.reset();
  CHECK(ledger.held_columns == 0 && ledger.permit_relinquished == 0);
  // Each refusal has its own message, naming the cause.
  CHECK(std::strstr(tmem_alloc_error_text(TmemAllocError::ExceedsSM), "512") != nullptr);
  CHECK(std::strstr(tmem_alloc_error_text(TmemAllocError::AfterRelinquish),
                    "tcgen05.relinquish_alloc_permit") != nullptr);
  CHECK(std::strstr(tmem_alloc_error_text(TmemAllocError::BadColumnCount), "power of two") !=
        nullptr);
  return nvptxbw_test::finish("tmem_ledger");
}
