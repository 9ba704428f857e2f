// Device code of the tensor memory ledger (nvptxbw/tcgen05.h, ScopedTmem with
// a TmemLedger): nested allocations that keep the permit, then one that
// relinquishes it. Compiled to PTX and assembled by test/runtime/tmem-ledger.test.
#include "nvptxbw/tcgen05.h"

#if NVPTXBW_HAS_TCGEN05
__global__ void nested_tmem(float *out) {
  __shared__ uint32_t outer_slot, inner_slot;
  __shared__ nvptxbw::TmemLedger ledger;
  if (threadIdx.x == 0) ledger.reset();
  __syncthreads();
  {
    nvptxbw::ScopedTmem<256> outer(&outer_slot, ledger, /*owner_warp=*/0, /*relinquish=*/false);
    {
      nvptxbw::ScopedTmem<256> inner(&inner_slot, ledger, /*owner_warp=*/1);
      const nvptxbw::tmem_u32x8 v = nvptxbw::tmem_ld_32x32b_x8(inner.at(32 * (threadIdx.x / 32 % 4), 0));
      nvptxbw::tmem_wait_ld();
      out[threadIdx.x] = __uint_as_float(v[0]) + float(outer.base());
    }
  }
}
#endif
