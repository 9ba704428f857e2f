// nvptxbw/sparse24_device.h's thread-level compression against
// nvptxbw/sparse24.h on every zero/nonzero pattern of a chunk, and the
// nibble packing against sparse24_pack_meta_row on random 2:4 rows.
#include "nvptxbw/sparse24.h"
#include "nvptxbw/sparse24_device.h"
#include "check.h"

#include <cstdint>
#include <random>
#include <vector>

using namespace nvptxbw;

int main() {
  // All 16 patterns, with distinct nonzero values (and -0.0 as a zero).
  for (int pattern = 0; pattern < 16; ++pattern) {
    float chunk[4];
    for (int i = 0; i < 4; ++i) chunk[i] = (pattern >> i & 1) ? float(i + 1) : (i & 1 ? -0.0f : 0.0f);
    const Sparse24Chunk<float> c = sparse24_compress_chunk(chunk);
    const int nonzeros = __builtin_popcount(pattern);
    CHECK(c.ok == (nonzeros <= 2));
    Sparse24<float> ref;
    const bool ref_ok = sparse24_compress(chunk, 1, 4, ref);
    CHECK(ref_ok == c.ok);
    if (c.ok && ref_ok) {
      CHECK(c.nibble == ref.meta[0]);
      CHECK(sparse24_valid_nibble(c.nibble));
      CHECK(c.values[0] == ref.values[0] && c.values[1] == ref.values[1]);
    }
  }
  // Rows of 2:4 data: nibbles packed 8 a word as sparse24_pack_meta_row does.
  std::mt19937 rng(3);
  for (int trial = 0; trial < 2000; ++trial) {
    const size_t k = 4 * (1 + rng() % 40);
    std::vector<int> row(k, 0);
    for (size_t c = 0; c < k / 4; ++c)
      for (int keep = int(rng() % 3); keep > 0; --keep) row[4 * c + rng() % 4] = int(rng() % 9) + 1;
    Sparse24<int> ref;
    CHECK(sparse24_compress(row.data(), 1, k, ref));
    const std::vector<uint32_t> words = sparse24_pack_meta_row(ref, 0);
    std::vector<uint8_t> nibbles((words.size()) * 8, 0);
    for (size_t c = 0; c < k / 4; ++c) {
      const Sparse24Chunk<int> ch = sparse24_compress_chunk(&row[4 * c]);
      CHECK(ch.ok && ch.values[0] == ref.values[2 * c] && ch.values[1] == ref.values[2 * c + 1]);
      nibbles[c] = ch.nibble;
    }
    for (size_t w = 0; w < words.size(); ++w)
      CHECK(sparse24_pack_nibbles(&nibbles[8 * w]) == words[w]);
  }
  return nvptxbw_test::finish("sparse24_device");
}
