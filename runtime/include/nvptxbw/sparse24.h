// nvptxbw/sparse24.h - 2:4 structured sparsity on the host: compress a dense
// row-major M x K matrix (K % 4 == 0, each 4-wide chunk along K holds at most
// two nonzeros) into M x K/2 kept values plus one metadata nibble per chunk,
// decompress, and check. Header-only, C++17, no exceptions.
//
// Metadata: nibble = idx0 | idx1 << 2 with idx0 < idx1, so the valid nibbles
// are exactly {0x4, 0x8, 0x9, 0xC, 0xD, 0xE}, the values PTX ISA 9.1 section
// 9.7.14.6.1 "Sparse matrix storage" lists as meaningful for
// `mma.sp::ordered_metadata` (docs/kernel-formats.md, "2:4 structured
// sparsity metadata"). A chunk with fewer than two nonzeros is padded with a
// zero at another index: one nonzero at i keeps (i, i+1), or (2, 3) for
// i == 3; no nonzeros keeps (0, 1).
#ifndef NVPTXBW_SPARSE24_H
#define NVPTXBW_SPARSE24_H

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace nvptxbw {

constexpr bool sparse24_valid_nibble(uint8_t m) {
  return m == 0x4 || m == 0x8 || m == 0x9 || m == 0xC || m == 0xD || m == 0xE;
}
constexpr uint8_t sparse24_nibble(int idx0, int idx1) {
  return static_cast<uint8_t>(idx0 | (idx1 << 2));
}

template <class T> struct Sparse24 {
  size_t rows = 0, k = 0;     // dense shape
  std::vector<T> values;      // rows x k/2, row-major: chunk c -> [2c], [2c+1]
  std::vector<uint8_t> meta;  // rows x k/4 nibbles, one per byte, row-major
};

// Zero test: v == T(0) (so -0.0 is zero, NaN is a nonzero).
template <class T> bool sparse24_is_zero(const T &v) { return v == T(0); }

// Why `dense` is not 2:4 sparse (the first offending chunk), or nullopt.
template <class T>
std::optional<std::string> sparse24_check(const T *dense, size_t rows, size_t k) {
  char buf[256];
  if (k % 4 != 0) {
    std::snprintf(buf, sizeof buf, "2:4 sparsity: K = %zu is not a multiple of 4", k);
    return std::string(buf);
  }
  for (size_t r = 0; r < rows; ++r)
    for (size_t c = 0; c < k / 4; ++c) {
      int nz = 0;
      for (int i = 0; i < 4; ++i) nz += !sparse24_is_zero(dense[r * k + 4 * c + i]);
      if (nz > 2) {
        std::snprintf(buf, sizeof buf,
                      "2:4 sparsity: row %zu, chunk %zu (columns %zu..%zu) has %d "
                      "nonzeros; at most 2 of every 4 are allowed",
                      r, c, 4 * c, 4 * c + 3, nz);
        return std::string(buf);
      }
    }
  return std::nullopt;
}

// Compresses; on failure returns false and, if err != nullptr, the reason.
template <class T>
bool sparse24_compress(const T *dense, size_t rows, size_t k, Sparse24<T> &out,
                       std::string *err = nullptr) {
  if (auto why = sparse24_check(dense, rows, k)) {
    if (err) *err = *why;
    return false;
  }
  out.rows = rows;
  out.k = k;
  out.values.assign(rows * k / 2, T(0));
  out.meta.assign(rows * k / 4, 0);
  for (size_t r = 0; r < rows; ++r)
    for (size_t c = 0; c < k / 4; ++c) {
      const T *chunk = dense + r * k + 4 * c;
      int idx[2] = {-1, -1}, n = 0;
      for (int i = 0; i < 4; ++i)
        if (!sparse24_is_zero(chunk[i])) idx[n++] = i;
      if (n == 0) { idx[0] = 0; idx[1] = 1; }
      else if (n == 1) {
        if (idx[0] == 3) { idx[0] = 2; idx[1] = 3; }
        else idx[1] = idx[0] + 1;
      }
      out.values[r * k / 2 + 2 * c] = chunk[idx[0]];
      out.values[r * k / 2 + 2 * c + 1] = chunk[idx[1]];
      out.meta[r * k / 4 + c] = sparse24_nibble(idx[0], idx[1]);
    }
  return true;
}

// Checks every metadata nibble; nullopt when all are valid.
template <class T>
std::optional<std::string> sparse24_check_meta(const Sparse24<T> &s) {
  if (s.k % 4 != 0 || s.meta.size() != s.rows * s.k / 4 ||
      s.values.size() != s.rows * s.k / 2)
    return std::string("2:4 sparsity: inconsistent compressed shape");
  for (size_t i = 0; i < s.meta.size(); ++i)
    if (!sparse24_valid_nibble(s.meta[i])) {
      char buf[256];
      std::snprintf(buf, sizeof buf,
                    "2:4 sparsity: metadata nibble 0x%X at row %zu, chunk %zu is not "
                    "idx0 | idx1 << 2 with idx0 < idx1",
                    unsigned(s.meta[i]), i / (s.k / 4), i % (s.k / 4));
      return std::string(buf);
    }
  return std::nullopt;
}

// Decompresses into dense (rows x k, overwritten). False on bad metadata.
template <class T>
bool sparse24_decompress(const Sparse24<T> &s, T *dense, std::string *err = nullptr) {
  if (auto why = sparse24_check_meta(s)) {
    if (err) *err = *why;
    return false;
  }
  for (size_t i = 0; i < s.rows * s.k; ++i) dense[i] = T(0);
  for (size_t r = 0; r < s.rows; ++r)
    for (size_t c = 0; c < s.k / 4; ++c) {
      const uint8_t m = s.meta[r * s.k / 4 + c];
      dense[r * s.k + 4 * c + (m & 3)] = s.values[r * s.k / 2 + 2 * c];
      dense[r * s.k + 4 * c + (m >> 2)] = s.values[r * s.k / 2 + 2 * c + 1];
    }
  return true;
}

// Row r's nibbles packed 8 per 32-bit word, chunk j at bits [4j+3:4j]
// (word w holds chunks 8w..8w+7), the order mma.sp metadata registers use
// within one row. Returns ceil((k/4)/8) words.
template <class T> std::vector<uint32_t> sparse24_pack_meta_row(const Sparse24<T> &s, size_t r) {
  const size_t chunks = s.k / 4;
  std::vector<uint32_t> w((chunks + 7) / 8, 0);
  for (size_t c = 0; c < chunks; ++c)
    w[c / 8] |= uint32_t(s.meta[r * chunks + c] & 0xF) << (4 * (c % 8));
  return w;
}

} // namespace nvptxbw

#endif // NVPTXBW_SPARSE24_H
