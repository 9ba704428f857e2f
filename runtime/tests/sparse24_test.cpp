// Host tests for nvptxbw/sparse24.h: every 4-wide chunk pattern, round trips,
// the metadata nibble set, the error messages, and metadata packing.
#include "nvptxbw/sparse24.h"
#include "check.h"

#include <cstring>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace nvptxbw;

namespace {

bool contains(const std::string &s, const char *what) { return s.find(what) != std::string::npos; }

void test_nibbles() {
  std::set<int> pairs; // idx0 | idx1 << 2 for every idx0 < idx1, written out
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) pairs.insert(i + 4 * j);
  CHECK(pairs == std::set<int>({0x4, 0x8, 0x9, 0xC, 0xD, 0xE}));
  for (int m = 0; m < 16; ++m) CHECK(sparse24_valid_nibble(uint8_t(m)) == (pairs.count(m) == 1));
}

void test_all_chunk_patterns() {
  // Every nonzero pattern of one chunk, in a 3 x 8 matrix whose other chunks
  // are fixed, so row/chunk numbers in messages can be checked.
  for (int pat = 0; pat < 16; ++pat) {
    int nz = __builtin_popcount(unsigned(pat));
    std::vector<float> d(3 * 8, 0.0f);
    d[0] = 1; d[3] = -2; // row 0 chunk 0: 2 nonzeros
    for (int i = 0; i < 4; ++i)
      if (pat >> i & 1) d[2 * 8 + 4 + i] = float(i + 1) * 0.5f; // row 2 chunk 1
    Sparse24<float> s;
    std::string err;
    bool ok = sparse24_compress(d.data(), 3, 8, s, &err);
    auto why = sparse24_check(d.data(), 3, 8);
    if (nz > 2) {
      CHECK(!ok && why && *why == err);
      CHECK(contains(err, "row 2, chunk 1 (columns 4..7)"));
      CHECK(contains(err, nz == 3 ? "has 3 nonzeros" : "has 4 nonzeros"));
      continue;
    }
    CHECK(ok && !why && err.empty());
    CHECK(s.values.size() == 12 && s.meta.size() == 6);
    for (uint8_t m : s.meta) CHECK(sparse24_valid_nibble(m) && (m & 3) < (m >> 2));
    // The kept indices cover every nonzero of the chunk.
    uint8_t m = s.meta[2 * 2 + 1];
    for (int i = 0; i < 4; ++i)
      if (pat >> i & 1) CHECK((m & 3) == i || (m >> 2) == i);
    std::vector<float> back(24, 7.0f);
    CHECK(sparse24_decompress(s, back.data()));
    CHECK(back == d);
  }
  // Padding choices, as documented.
  float one[4][4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
  const uint8_t want[4] = {0x4, 0x9, 0xE, 0xE};
  for (int i = 0; i < 4; ++i) {
    Sparse24<float> s;
    CHECK(sparse24_compress(one[i], 1, 4, s) && s.meta[0] == want[i]);
  }
  float zero[4] = {0, -0.0f, 0, 0};
  Sparse24<float> s;
  CHECK(sparse24_compress(zero, 1, 4, s) && s.meta[0] == 0x4);
}

void test_errors() {
  float d[6] = {1, 2, 0, 0, 0, 0};
  Sparse24<float> s;
  std::string err;
  CHECK(!sparse24_compress(d, 1, 6, s, &err) && contains(err, "K = 6 is not a multiple of 4"));
  float nan3[4] = {NAN, 1, 0, 2}; // NaN counts as a nonzero
  CHECK(!sparse24_compress(nan3, 1, 4, s, &err) && contains(err, "has 3 nonzeros"));
  // Bad metadata nibbles are refused by decompress.
  float ok[8] = {0, 1, 0, 2, 3, 0, 0, 0};
  CHECK(sparse24_compress(ok, 1, 8, s));
  for (int m = 0; m < 16; ++m) {
    Sparse24<float> t = s;
    t.meta[1] = uint8_t(m);
    float back[8];
    bool r = sparse24_decompress(t, back, &err);
    CHECK(r == sparse24_valid_nibble(uint8_t(m)));
    if (!r) CHECK(contains(err, "row 0, chunk 1") && contains(err, "idx0 < idx1"));
  }
  Sparse24<float> bad = s;
  bad.values.pop_back();
  CHECK(sparse24_check_meta(bad).has_value());
}

void test_random_roundtrip() {
  std::mt19937 rng(24);
  const int pairs[6][2] = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {2, 3}};
  for (int t = 0; t < 200; ++t) {
    size_t rows = 1 + rng() % 9, k = 4 * (1 + rng() % 12);
    std::vector<int> d(rows * k, 0);
    for (size_t r = 0; r < rows; ++r)
      for (size_t c = 0; c < k / 4; ++c) {
        const int *p = pairs[rng() % 6];
        int keep = rng() % 3; // 0, 1 or 2 nonzeros
        for (int i = 0; i < keep; ++i) {
          int v = int(rng() % 18) - 9; // -9..8, never 0
          d[r * k + 4 * c + p[i]] = v >= 0 ? v + 1 : v;
        }
      }
    Sparse24<int> s;
    CHECK(sparse24_compress(d.data(), rows, k, s));
    std::vector<int> back(rows * k, 99);
    CHECK(sparse24_decompress(s, back.data()) && back == d);
    // Kept values in chunk order, nibbles ordered.
    for (size_t r = 0; r < rows; ++r)
      for (size_t c = 0; c < k / 4; ++c) {
        uint8_t m = s.meta[r * k / 4 + c];
        CHECK(s.values[r * k / 2 + 2 * c] == d[r * k + 4 * c + (m & 3)]);
        CHECK(s.values[r * k / 2 + 2 * c + 1] == d[r * k + 4 * c + (m >> 2)]);
      }
  }
}

void test_pack_meta() {
  // Row 0: chunks (0,3) (1,2) -> 0xC, 0x9; row 1: one nonzero at 3, none -> 0xE, 0x4.
  int d[16] = {1, 0, 0, 2, 0, -3, 4, 0, 0, 0, 0, 5, 0, 0, 0, 0};
  Sparse24<int> s;
  CHECK(sparse24_compress(d, 2, 8, s));
  CHECK(sparse24_pack_meta_row(s, 0) == std::vector<uint32_t>{0x9C});
  CHECK(sparse24_pack_meta_row(s, 1) == std::vector<uint32_t>{0x4E});
  std::vector<int> wide(40, 0); // 10 chunks -> 2 words
  wide[39] = 1;
  CHECK(sparse24_compress(wide.data(), 1, 40, s));
  CHECK(sparse24_pack_meta_row(s, 0) == std::vector<uint32_t>({0x44444444u, 0xE4u}));
}

} // namespace

int main() {
  test_nibbles();
  test_all_chunk_patterns();
  test_errors();
  test_random_roundtrip();
  test_pack_meta();
  return nvptxbw_test::finish("sparse24");
}
