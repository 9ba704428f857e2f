// nvptxbw/mma_fragments.h - which matrix element each lane's registers hold
// for the warp-level block-scaled mma.sync shapes (sm_120a family), and where
// the per-lane scale-factor registers come from. __host__ __device__ and
// constexpr, so the host tests can check each map is a bijection onto its tile
// and the device code can use the same functions to load fragments.
//
// Maps (PTX ISA 9.1 sections 9.7.14.5.10 "Matrix Fragments for mma.m16n8k32"
// and 9.7.14.5.11 "Matrix Fragments for mma.m16n8k64"; g = lane >> 2,
// t = lane & 3):
//   m16n8k32 (kind::mxf8f6f4, one element per byte, 4 per 32-bit register)
//     A: 16 elements i = 4*reg + byte; row g for regs 0, 2 and g+8 for 1, 3;
//        col 4t + (i & 3) + 16*(i >= 8)
//     B:  8 elements; k 4t + (i & 3) + 16*(i >= 4); n = g
//   m16n8k64 (kind::mxf4 / mxf4nvf4, two e2m1 per byte, 8 per register)
//     A: 32 elements i = 8*reg + nibble; row as above (reg 0, 2: g);
//        col 8t + (i & 7) + 32*(i >= 16)
//     B: 16 elements; k 8t + (i & 7) + 32*(i >= 8); n = g
//   C/D (both shapes, fp32): 4 elements; row g (+8 for i >= 2), col 2t + (i & 1)
// Scale factors (thread-id-a = thread-id-b = 0): the ISA text (section
// 9.7.14.3 "Block Scaling for mma.sync") says thread-id-a 0 selects the lane
// pair 4g, 4g+1 and thread-id-b the one lane 4n + thread-id-b of each quad;
// which row each lane of the pair supplies is only drawn (Figure 43). Our
// reading, from a third-party probe of sm_120 hardware and not confirmed by
// the ISA text: lane 4g supplies row g's scale word and lane 4g+1 row g+8's;
// lane 4n (n < 8) supplies column n's. The kernels fill every lane of a quad
// so that either lane pair would serve (see scale_row_of_lane);
// docs/kernel-formats.md, "mma.sync fragments and scale-factor selection".
#ifndef NVPTXBW_MMA_FRAGMENTS_H
#define NVPTXBW_MMA_FRAGMENTS_H

#include "nvptxbw/arch.h"

namespace nvptxbw {

struct FragCoord {
  int row, col; // for B: row = k, col = n
};

// Number of elements of each fragment, per lane.
constexpr int kM16N8K32AElems = 16, kM16N8K32BElems = 8;
constexpr int kM16N8K64AElems = 32, kM16N8K64BElems = 16;
constexpr int kAccumElems = 4;

NVPTXBW_HD constexpr FragCoord m16n8k32_a(int lane, int i) {
  return {(lane >> 2) + 8 * ((i >> 2) & 1), 4 * (lane & 3) + (i & 3) + 16 * (i >= 8)};
}
NVPTXBW_HD constexpr FragCoord m16n8k32_b(int lane, int i) {
  return {4 * (lane & 3) + (i & 3) + 16 * (i >= 4), lane >> 2};
}
NVPTXBW_HD constexpr FragCoord m16n8k64_a(int lane, int i) {
  return {(lane >> 2) + 8 * ((i >> 3) & 1), 8 * (lane & 3) + (i & 7) + 32 * (i >= 16)};
}
NVPTXBW_HD constexpr FragCoord m16n8k64_b(int lane, int i) {
  return {8 * (lane & 3) + (i & 7) + 32 * (i >= 8), lane >> 2};
}
NVPTXBW_HD constexpr FragCoord m16n8_accum(int lane, int i) {
  return {(lane >> 2) + 8 * (i >= 2), 2 * (lane & 3) + (i & 1)};
}

// The A row whose scale word lane `lane` should hold so that thread-id-a 0
// (lanes 4g, 4g+1) and 1 (lanes 4g+2, 4g+3) both find rows g and g+8: even
// lanes of a quad row g, odd lanes row g+8.
NVPTXBW_HD constexpr int scale_row_of_lane(int lane) { return (lane >> 2) + 8 * (lane & 1); }
// The B column (n) whose scale word lane `lane` holds: every lane of quad g
// holds column g's, so any thread-id-b finds it.
NVPTXBW_HD constexpr int scale_col_of_lane(int lane) { return lane >> 2; }

} // namespace nvptxbw

#endif // NVPTXBW_MMA_FRAGMENTS_H
