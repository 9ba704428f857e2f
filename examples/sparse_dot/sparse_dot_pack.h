// sparse_dot_pack.h - host-side packing for the 2:4 sparse dot example: the
// per-lane metadata registers of the three sparse MMA paths, and the exact
// f16 / e4m3 codes of the golden inputs. Header-only C++17, no CUDA, so the
// packing is tested on the CPU (test/examples/sparse-dot-pack.test).
//
// Metadata words (docs/kernel-formats.md, "2:4 structured sparsity
// metadata"). Every path groups A's rows in 16s and gives one 32-bit word per
// (16-row group, 16-column K slice u, row g < 8):
//
//   bits [4j+3:4j]       nibble of row g,     chunk 4u + j  (j = 0..3)
//   bits [16+4j+3:16+4j] nibble of row g + 8, chunk 4u + j
//
// (a chunk is 4 dense K columns; its nibble is idx0 | idx1 << 2). Who holds
// which word differs:
//   * mma.sp m16n8k32 f16 (selector 0): lane 4g+u, u = 0, 1 (16 columns each);
//     lanes 4g+2, 4g+3 repeat lanes 4g+0, 4g+1, so selector 1 would read the
//     same metadata. The lane pair is stated in PTX ISA 9.1 section 9.7.14.6.1
//     "Sparse matrix storage"; the bits within the word are given only by
//     Figure 122 of section 9.7.14.6.2.2.
//   * mma.sp m16n8k64 e4m3 / kind::f8f6f4 (selector 0): lane 4g+u, u = 0..3.
//     That all four lanes supply metadata is stated (section 9.7.14.6.1); which
//     lane holds which columns is drawn only in Figures 136 and 137 of section
//     9.7.14.6.2.6, and the map here is our reading, not confirmed by the ISA
//     text or by hardware: the m16n8k32 map continued over 4 lanes.
//   * tcgen05.mma.sp kind::f16, M = 128, K = 32, cta_group::1: one TMEM
//     column, TMEM lane 16h + 8u + g holds the word of rows 16h + g and
//     16h + g + 8 for K slice u. Taken from CUTLASS's tmem_e_frg layout for
//     16-bit A; the PTX ISA draws it only (Figure 263, section 9.7.16.10.8.4.2)
//     and it is not checked on hardware here.
#ifndef SPARSE_DOT_PACK_H
#define SPARSE_DOT_PACK_H

#include "nvptxbw/mx_formats.h"
#include "nvptxbw/sparse24.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sparse_dot {

// K columns one MMA consumes: warp-level f16 and tcgen05 kind::f16 take 32,
// the 8-bit warp-level MMA 64.
constexpr size_t kStepF16 = 32;
constexpr size_t kStepF8 = 64;

// The word described above for rows row0 + g and row0 + g + 8 and the 16 K
// columns starting at chunk0 + 4u (chunk0 in chunks of 4 columns).
template <class T>
uint32_t meta_word(const nvptxbw::Sparse24<T> &a, size_t row0, size_t chunk0,
                   unsigned g, unsigned u) {
  const size_t chunks_per_row = a.k / 4;
  uint32_t word = 0;
  for (unsigned j = 0; j < 4; ++j) {
    const size_t chunk = chunk0 + 4 * u + j;
    word |= uint32_t(a.meta[(row0 + g) * chunks_per_row + chunk] & 0xF) << (4 * j);
    word |= uint32_t(a.meta[(row0 + g + 8) * chunks_per_row + chunk] & 0xF) << (16 + 4 * j);
  }
  return word;
}

// Warp-level metadata for every (16-row tile, K step, lane), in that order:
// word [(tile * ksteps + step) * 32 + lane]. `k_step` is kStepF16 (lanes
// 4g+0/1 carry it, 4g+2/3 repeat them) or kStepF8 (all four lanes).
template <class T>
std::vector<uint32_t> pack_warp_meta(const nvptxbw::Sparse24<T> &a, size_t k_step) {
  const size_t tiles = a.rows / 16, steps = a.k / k_step;
  const unsigned slices = unsigned(k_step / 16); // 16-column slices per step
  std::vector<uint32_t> out(tiles * steps * 32);
  for (size_t tile = 0; tile < tiles; ++tile)
    for (size_t step = 0; step < steps; ++step)
      for (unsigned lane = 0; lane < 32; ++lane)
        out[(tile * steps + step) * 32 + lane] =
            meta_word(a, 16 * tile, step * k_step / 4, lane >> 2, (lane & 3) % slices);
  return out;
}

// tcgen05 metadata column for every (128-row tile, 32-column K step, TMEM
// lane): word [(tile * ksteps + step) * 128 + lane].
template <class T>
std::vector<uint32_t> pack_tmem_meta(const nvptxbw::Sparse24<T> &a) {
  const size_t tiles = a.rows / 128, steps = a.k / kStepF16;
  std::vector<uint32_t> out(tiles * steps * 128);
  for (size_t tile = 0; tile < tiles; ++tile)
    for (size_t step = 0; step < steps; ++step)
      for (unsigned lane = 0; lane < 128; ++lane) {
        const size_t row0 = 128 * tile + 16 * (lane / 16);
        out[(tile * steps + step) * 128 + lane] =
            meta_word(a, row0, step * kStepF16 / 4, lane % 8, (lane / 8) % 2);
      }
  return out;
}

// The f16 bits of v, which must be 0 or a normal f16 exactly (the golden
// inputs are small integers); false otherwise.
inline bool f16_bits_exact(double v, uint16_t &bits) {
  if (v == 0) {
    bits = std::signbit(v) ? 0x8000 : 0;
    return true;
  }
  const double mag = std::fabs(v);
  int e = 0;
  const double frac = std::frexp(mag, &e); // mag = frac * 2^e, frac in [0.5, 1)
  const int exponent = e - 1;              // mag = 1.m * 2^exponent
  if (exponent < -14 || exponent > 15) return false;
  const double mant = (frac * 2 - 1) * 1024;
  if (mant != std::floor(mant)) return false;
  bits = uint16_t((v < 0 ? 0x8000 : 0) | ((exponent + 15) << 10) | int(mant));
  return true;
}

// The E4M3 code of v, which must be representable exactly; false otherwise.
inline bool e4m3_code_exact(double v, uint8_t &code) {
  code = nvptxbw::encode_rn_satfinite(nvptxbw::Fmt::E4M3, v);
  return nvptxbw::decode(nvptxbw::Fmt::E4M3, code) == v;
}

} // namespace sparse_dot

#endif // SPARSE_DOT_PACK_H
