// nvptxbw/mma_sm120.h - warp-level block-scaled mma.sync for sm_120a /
// sm_121a device code (NVPTXBW_HAS_WARP_BLOCK_SCALE), one wrapper per
// instruction, through the fork's clang builtins. Fragment maps:
// nvptxbw/mma_fragments.h.
//
//   mma_m16n8k32_mxf8f6f4_1x<A, B>  kind::mxf8f6f4 block_scale scale_vec::1X,
//                                   UE8M0, one element per byte (FP6 in bits
//                                   [5:0], FP4 in [5:2]); same-format pairs
//   mma_m16n8k64_mxf4_2x            kind::mxf4 scale_vec::2X, UE8M0
//   mma_m16n8k64_mxf4nvf4_4x        kind::mxf4nvf4 scale_vec::4X, UE4M3
// All: D = A*B*scales + C in fp32; scale words as in mma_fragments.h with
// byte-id 0 and thread-id 0 (the 1X wrapper's callers replicate the scale
// byte, the 2X/4X ones put block j in byte j).
#ifndef NVPTXBW_MMA_SM120_H
#define NVPTXBW_MMA_SM120_H

#include "nvptxbw/arch.h"
#include "nvptxbw/mx_formats.h" // Fmt

#include <cstdint>

#if defined(NVPTXBW_HAS_WARP_BLOCK_SCALE)

// Only clang is asked: g++ compiles this header solely in the examples'
// host emulation tests (test/examples/Inputs/mma_emulation.h), which define
// the builtins as functions, and its __has_builtin knows nothing of those.
#if defined(__clang__) &&                                                      \
    !__has_builtin(__nvvm_mma_block_scale_m16n8k64_row_col_mxf4_scale_2x_f32_e2m1_e2m1_f32_ue8m0)
#error "nvptxbw/mma_sm120.h needs the fork's clang with the block-scaled mma builtins"
#endif

namespace nvptxbw {

struct MmaScaleWords {
  uint32_t a, b;
};

#define NVPTXBW_MMA_K32_1X(TY)                                                 \
  __nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_##TY##_##TY##_f32_ue8m0( \
      d, a[0], a[1], a[2], a[3], b[0], b[1], c[0], c[1], c[2], c[3], s.a, 0, 0, s.b, 0, 0)

template <Fmt kA, Fmt kB>
__device__ inline void mma_m16n8k32_mxf8f6f4_1x(float d[4], const uint32_t a[4],
                                                const uint32_t b[2], const float c[4],
                                                MmaScaleWords s) {
  static_assert(kA == kB, "only same-format A/B pairs are wrapped");
  if constexpr (kA == Fmt::E4M3) NVPTXBW_MMA_K32_1X(e4m3);
  else if constexpr (kA == Fmt::E5M2) NVPTXBW_MMA_K32_1X(e5m2);
  else if constexpr (kA == Fmt::E2M3) NVPTXBW_MMA_K32_1X(e2m3);
  else if constexpr (kA == Fmt::E3M2) NVPTXBW_MMA_K32_1X(e3m2);
  else if constexpr (kA == Fmt::E2M1) NVPTXBW_MMA_K32_1X(e2m1);
  else static_assert(kA == Fmt::E4M3, "not an MX element format");
}
#undef NVPTXBW_MMA_K32_1X

__device__ inline void mma_m16n8k64_mxf4_2x(float d[4], const uint32_t a[4],
                                            const uint32_t b[2], const float c[4],
                                            MmaScaleWords s) {
  __nvvm_mma_block_scale_m16n8k64_row_col_mxf4_scale_2x_f32_e2m1_e2m1_f32_ue8m0(
      d, a[0], a[1], a[2], a[3], b[0], b[1], c[0], c[1], c[2], c[3], s.a, 0, 0, s.b, 0, 0);
}

__device__ inline void mma_m16n8k64_mxf4nvf4_4x(float d[4], const uint32_t a[4],
                                                const uint32_t b[2], const float c[4],
                                                MmaScaleWords s) {
  __nvvm_mma_block_scale_m16n8k64_row_col_mxf4nvf4_scale_4x_f32_e2m1_e2m1_f32_ue4m3(
      d, a[0], a[1], a[2], a[3], b[0], b[1], c[0], c[1], c[2], c[3], s.a, 0, 0, s.b, 0, 0);
}

} // namespace nvptxbw

#endif // NVPTXBW_HAS_WARP_BLOCK_SCALE
#endif // NVPTXBW_MMA_SM120_H
