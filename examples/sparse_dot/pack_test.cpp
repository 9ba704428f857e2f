// CPU test of sparse_dot_pack.h: the per-lane metadata words of the three
// sparse MMA paths for a hand-built matrix whose chunk (r, c) keeps the pair
// kValid[(r + c) % 6], so every word below can be worked out by hand (the
// derivation of the first one is spelled out), plus the exact f16 / e4m3
// encoders. Prints "sparse_dot_pack: N checks passed" or FAIL lines.
#include "sparse_dot_pack.h"

#include <cstdio>
#include <vector>

namespace {

int checks = 0, failures = 0;

void expect_eq(unsigned long long got, unsigned long long want, const char *what) {
  ++checks;
  if (got != want) {
    ++failures;
    std::printf("FAIL %s: got 0x%llX, want 0x%llX\n", what, got, want);
  }
}

// The six ordered pairs (idx0 < idx1), as nibbles idx0 | idx1 << 2.
const int kPairs[6][2] = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {2, 3}};

// rows x k dense matrix: chunk (r, c) holds nonzeros exactly at the pair
// kPairs[(r + c) % 6], so the compressor has no choice to make.
nvptxbw::Sparse24<double> hand_built(size_t rows, size_t k) {
  std::vector<double> dense(rows * k, 0.0);
  for (size_t r = 0; r < rows; ++r)
    for (size_t c = 0; c < k / 4; ++c) {
      const int *pair = kPairs[(r + c) % 6];
      dense[r * k + 4 * c + pair[0]] = 1.0 + double(r % 3);
      dense[r * k + 4 * c + pair[1]] = -2.0;
    }
  nvptxbw::Sparse24<double> s;
  std::string err;
  if (!nvptxbw::sparse24_compress(dense.data(), rows, k, s, &err)) {
    std::printf("FAIL compress: %s\n", err.c_str());
    ++failures;
  }
  return s;
}

} // namespace

int main() {
  using namespace sparse_dot;

  // Nibbles of (r + c) % 6 = 0..5: 0x4, 0x8, 0x9, 0xC, 0xD, 0xE.
  // m16n8k32 f16, lane 0 (g = 0, u = 0): row 0 chunks 0..3 give 4,8,9,C
  // -> 0xC984 in bits 0..15; row 8 chunks 0..3 ((8 + c) % 6 = 2..5) give
  // 9,C,D,E -> 0xEDC9 in bits 16..31.
  {
    const auto a = hand_built(16, 32);
    const auto w = pack_warp_meta(a, kStepF16);
    expect_eq(w.size(), 32, "k32 word count");
    expect_eq(w[0], 0xEDC9C984u, "k32 lane 0 (row 0 / row 8, columns 0..15)");
    expect_eq(w[1], 0xC98484EDu, "k32 lane 1 (row 0 / row 8, columns 16..31)");
    expect_eq(w[2], w[0], "k32 lane 2 repeats lane 0");
    expect_eq(w[3], w[1], "k32 lane 3 repeats lane 1");
    expect_eq(w[5], 0xDC98984Eu, "k32 lane 5 (row 1 / row 9, columns 16..31)");
    for (unsigned lane = 0; lane < 32; ++lane) {
      // Every nibble of every word is a valid ordered pair.
      for (int j = 0; j < 8; ++j)
        expect_eq(nvptxbw::sparse24_valid_nibble((w[lane] >> (4 * j)) & 0xF), 1,
                  "k32 nibble valid");
    }
  }

  // m16n8k64 e4m3 / kind::f8f6f4: all four lanes of a group, 16 columns each.
  {
    const auto a = hand_built(16, 64);
    const auto w = pack_warp_meta(a, kStepF8);
    expect_eq(w.size(), 32, "k64 word count");
    expect_eq(w[0], 0xEDC9C984u, "k64 lane 0 (columns 0..15)");
    expect_eq(w[1], 0xC98484EDu, "k64 lane 1 (columns 16..31)");
    expect_eq(w[2], 0x84EDEDC9u, "k64 lane 2 (row 0 / row 8, columns 32..47)");
    expect_eq(w[31], 0x4EDCDC98u, "k64 lane 31 (row 7 / row 15, columns 48..63)");
  }

  // Tile and step indexing: 32 x 64 with K steps of 32; word
  // [(tile 1 * 2 + step 1) * 32 + lane 13] is rows 19 / 27, chunks 12..15.
  {
    const auto a = hand_built(32, 64);
    const auto w = pack_warp_meta(a, kStepF16);
    expect_eq(w.size(), 2 * 2 * 32, "tiled word count");
    expect_eq(w[(1 * 2 + 1) * 32 + 13], 0x4EDCDC98u, "tile 1, step 1, lane 13");
  }

  // tcgen05 kind::f16 M = 128: TMEM lane 16h + 8u + g.
  {
    const auto a = hand_built(128, 64);
    const auto w = pack_tmem_meta(a);
    expect_eq(w.size(), 2 * 128, "tmem word count");
    expect_eq(w[0], 0xEDC9C984u, "tmem lane 0 (rows 0 / 8, columns 0..15)");
    expect_eq(w[8], 0xC98484EDu, "tmem lane 8 (rows 0 / 8, columns 16..31)");
    expect_eq(w[17], 0xDC98984Eu, "tmem lane 17 (rows 17 / 25, columns 0..15)");
    expect_eq(w[127], 0x984E4EDCu, "tmem lane 127 (rows 119 / 127, columns 16..31)");
    expect_eq(w[128 + 0], meta_word(a, 0, 8, 0, 0), "tmem step 1, lane 0");
  }

  // Exact encoders.
  {
    uint16_t h = 0;
    expect_eq(f16_bits_exact(1.0, h), 1, "f16 1 exact");
    expect_eq(h, 0x3C00, "f16 1");
    expect_eq(f16_bits_exact(-2.0, h) && h == 0xC000, 1, "f16 -2");
    expect_eq(f16_bits_exact(3.0, h) && h == 0x4200, 1, "f16 3");
    expect_eq(f16_bits_exact(0.5, h) && h == 0x3800, 1, "f16 0.5");
    expect_eq(f16_bits_exact(0.0, h) && h == 0x0000, 1, "f16 0");
    expect_eq(f16_bits_exact(1.0 / 3.0, h), 0, "f16 1/3 is not exact");
    expect_eq(f16_bits_exact(65536.0, h), 0, "f16 65536 is out of range");
    uint8_t e = 0;
    expect_eq(e4m3_code_exact(1.0, e) && e == 0x38, 1, "e4m3 1");
    expect_eq(e4m3_code_exact(-3.0, e) && e == 0xC4, 1, "e4m3 -3");
    expect_eq(e4m3_code_exact(448.0, e) && e == 0x7E, 1, "e4m3 448");
    expect_eq(e4m3_code_exact(1.0625, e), 0, "e4m3 1.0625 is not exact");
  }

  if (failures) {
    std::printf("sparse_dot_pack: %d of %d checks FAILED\n", failures, checks);
    return 1;
  }
  std::printf("sparse_dot_pack: %d checks passed\n", checks);
  return 0;
}
