// nvptxbw/sparse24_device.h - 2:4 compression and metadata for device code
// (and the host), producing exactly what nvptxbw/sparse24.h produces.
//
// Two levels:
//   * sparse24_compress_chunk (any thread, __host__ __device__): one 4-wide
//     chunk along K -> its two kept values and metadata nibble
//     (idx0 | idx1 << 2, idx0 < idx1; padding rule of sparse24.h);
//     sparse24_pack_nibbles: 8 nibbles -> one 32-bit metadata word, chunk j
//     at bits [4j+3:4j] (sparse24_pack_meta_row's order).
//   * sparse24_compress_row_warp (device, one full warp): a row of k values
//     (k % 32 == 0) -> k/2 kept values and k/32 metadata words; every lane
//     returns whether the whole row was 2:4 sparse.
// How the words are then split among lanes for a given mma.sp shape is the
// kernel's business (PTX ISA 9.1 section 9.7.14.6.2 "Matrix fragments for
// multiply-accumulate operation with sparse matrix A"; docs/kernel-formats.md,
// "2:4 structured sparsity metadata").
#ifndef NVPTXBW_SPARSE24_DEVICE_H
#define NVPTXBW_SPARSE24_DEVICE_H

#include "nvptxbw/arch.h"

#include <cstdint>

namespace nvptxbw {

template <class T> struct Sparse24Chunk {
  T values[2];    // kept values, in index order
  uint8_t nibble; // idx0 | idx1 << 2
  bool ok;        // at most two nonzeros (false: values/nibble are unusable)
};

// Compresses chunk v[0..3]. Zero test v == T(0), so -0 is zero and NaN is a
// nonzero, as in sparse24.h. Fewer than two nonzeros: one at i keeps (i, i+1)
// or (2, 3) for i == 3; none keeps (0, 1).
template <class T>
NVPTXBW_HD inline Sparse24Chunk<T> sparse24_compress_chunk(const T v[4]) {
  int idx0 = -1, idx1 = -1, nonzeros = 0;
  for (int i = 0; i < 4; ++i) {
    if (v[i] == T(0)) continue;
    if (nonzeros == 0) idx0 = i;
    else if (nonzeros == 1) idx1 = i;
    ++nonzeros;
  }
  if (nonzeros == 0) { idx0 = 0; idx1 = 1; }
  else if (nonzeros == 1) {
    if (idx0 == 3) { idx0 = 2; idx1 = 3; }
    else idx1 = idx0 + 1;
  }
  Sparse24Chunk<T> out{{T(0), T(0)}, 0, nonzeros <= 2};
  if (out.ok) {
    out.values[0] = v[idx0];
    out.values[1] = v[idx1];
    out.nibble = uint8_t(idx0 | (idx1 << 2));
  }
  return out;
}

// Eight nibbles (chunks 8w..8w+7 of a row) -> metadata word w.
NVPTXBW_HD inline uint32_t sparse24_pack_nibbles(const uint8_t nibbles[8]) {
  uint32_t word = 0;
  for (int j = 0; j < 8; ++j) word |= uint32_t(nibbles[j] & 0xF) << (4 * j);
  return word;
}

#if defined(__CUDACC__)
// One warp compresses one row: dense[0..k) (k % 32 == 0) -> values[0..k/2)
// and meta_words[0..k/32). Lane l handles chunks l, l+32, ...; each group of
// 8 lanes ORs its nibbles into one word with shuffles. All 32 lanes must call
// it; each returns true iff every chunk had at most two nonzeros (outputs
// are then those of sparse24_compress + sparse24_pack_meta_row).
template <class T>
__device__ inline bool sparse24_compress_row_warp(const T *dense, int k, T *values,
                                                  uint32_t *meta_words) {
  const int lane = threadIdx.x & 31;
  bool all_ok = true;
  for (int chunk0 = 0; chunk0 < k / 4; chunk0 += 32) {
    const int chunk = chunk0 + lane;
    uint32_t part = 0;
    if (chunk < k / 4) {
      const T *src = dense + 4 * chunk;
      const T v[4] = {src[0], src[1], src[2], src[3]};
      const Sparse24Chunk<T> c = sparse24_compress_chunk(v);
      all_ok &= c.ok;
      values[2 * chunk] = c.values[0];
      values[2 * chunk + 1] = c.values[1];
      part = uint32_t(c.nibble) << (4 * (lane & 7));
    }
    // OR over the 8 lanes that share a word (disjoint bits: a sum would do).
    for (int offset = 1; offset < 8; offset <<= 1)
      part |= __shfl_xor_sync(0xFFFFFFFFu, part, offset);
    if ((lane & 7) == 0 && chunk < k / 4) meta_words[chunk / 8] = part;
  }
  return __all_sync(0xFFFFFFFFu, all_ok);
}
#endif

} // namespace nvptxbw

#endif // NVPTXBW_SPARSE24_DEVICE_H
