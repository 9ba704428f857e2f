// nvptxbw/reference_gemm.h - CPU references, in double, for the block-scaled
// GEMMs (MX and NVFP4) and the 2:4 sparse GEMM. Header-only, C++17.
// Definitions: PTX ISA 9.1 section 9.7.14.3 "Block Scaling for mma.sync" and
// the OCP MX v1.0 specification for the block-scaled product, section
// 9.7.14.6.1 "Sparse matrix storage" for 2:4 sparsity (docs/kernel-formats.md,
// "Narrow floating-point formats and block scaling" and "2:4 structured
// sparsity metadata").
//
// Layouts (all row-major): A is M x K (codes, one per byte), B is given as
// Bt = N x K (the `.row.col` MMA view: B's column n is Bt's row n), C and D
// are M x N. Scale matrices: SA is M x K/blk, SB is N x K/blk.
//
//   MX:    D[m,n] = C[m,n] + sum_j 2^(ea[m,j] + eb[n,j] - 254) * sum_{k in j} a*b
//   NVFP4: D[m,n] = C[m,n] + alpha * sum_j sfa[m,j]*sfb[n,j] * sum_{k in j} a*b
//          (sf are UE4M3 values; alpha = g_A * g_B)
//   2:4:   D[m,n] = C[m,n] + sum_{kept (k, v) of row m} v * B[k, n]
//
// Products are exact in double; sums are exact when the caller's inputs keep
// every partial sum representable (as the golden tests do), otherwise they are
// a double-precision reference. A NaN scale (UE8M0 0xFF, UE4M3 0x7F) makes its
// block's contribution NaN, as the MX specification defines a block with a NaN
// scale; the PTX ISA does not say what the tensor cores do with one.
#ifndef NVPTXBW_REFERENCE_GEMM_H
#define NVPTXBW_REFERENCE_GEMM_H

#include "nvptxbw/mx_formats.h"
#include "nvptxbw/sparse24.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nvptxbw {

struct GemmShape { size_t m, n, k; };

// MX block-scaled GEMM (blocks of 32). fa/fb: element formats of A and B.
// Returns false on a bad shape (k % 32) or a non-MX element format.
inline bool mx_gemm_ref(GemmShape s, Fmt fa, const uint8_t *a, const uint8_t *sa,
                        Fmt fb, const uint8_t *bt, const uint8_t *sb,
                        const double *c, double *d) {
  if (s.k % kMxBlock != 0 || !is_mx_element(fa) || !is_mx_element(fb)) return false;
  const size_t kb = s.k / kMxBlock;
  for (size_t m = 0; m < s.m; ++m)
    for (size_t n = 0; n < s.n; ++n) {
      double acc = c ? c[m * s.n + n] : 0.0;
      for (size_t j = 0; j < kb; ++j) {
        double part = 0;
        for (size_t k = j * kMxBlock; k < (j + 1) * kMxBlock; ++k)
          part += decode(fa, a[m * s.k + k]) * decode(fb, bt[n * s.k + k]);
        const uint8_t ea = sa[m * kb + j], eb = sb[n * kb + j];
        if (ea == 0xFF || eb == 0xFF)
          acc += std::nan("");
        else
          acc += std::ldexp(part, int(ea) + int(eb) - 254);
      }
      d[m * s.n + n] = acc;
    }
  return true;
}

// NVFP4 GEMM: E2M1 codes (one per byte), UE4M3 scales per 16, alpha.
inline bool nvfp4_gemm_ref(GemmShape s, const uint8_t *a, const uint8_t *sa,
                           const uint8_t *bt, const uint8_t *sb, double alpha,
                           const double *c, double *d) {
  if (s.k % kNvfp4Block != 0) return false;
  const size_t kb = s.k / kNvfp4Block;
  for (size_t m = 0; m < s.m; ++m)
    for (size_t n = 0; n < s.n; ++n) {
      double acc = 0;
      for (size_t j = 0; j < kb; ++j) {
        double part = 0;
        for (size_t k = j * kNvfp4Block; k < (j + 1) * kNvfp4Block; ++k)
          part += decode(Fmt::E2M1, a[m * s.k + k]) * decode(Fmt::E2M1, bt[n * s.k + k]);
        acc += decode(Fmt::UE4M3, sa[m * kb + j]) * decode(Fmt::UE4M3, sb[n * kb + j]) * part;
      }
      d[m * s.n + n] = (c ? c[m * s.n + n] : 0.0) + alpha * acc;
    }
  return true;
}

// 2:4 sparse GEMM: A compressed (rows = M, k = K), Bt = N x K, any T that
// converts to double. False if the metadata is invalid or shapes disagree.
template <class T, class U>
bool sparse24_gemm_ref(const Sparse24<T> &a, size_t n_cols, const U *bt,
                       const double *c, double *d) {
  if (sparse24_check_meta(a)) return false;
  const size_t M = a.rows, K = a.k;
  for (size_t m = 0; m < M; ++m)
    for (size_t n = 0; n < n_cols; ++n) {
      double acc = c ? c[m * n_cols + n] : 0.0;
      for (size_t ch = 0; ch < K / 4; ++ch) {
        const uint8_t meta = a.meta[m * K / 4 + ch];
        const size_t k0 = 4 * ch + (meta & 3), k1 = 4 * ch + (meta >> 2);
        acc += double(a.values[m * K / 2 + 2 * ch]) * double(bt[n * K + k0]);
        acc += double(a.values[m * K / 2 + 2 * ch + 1]) * double(bt[n * K + k1]);
      }
      d[m * n_cols + n] = acc;
    }
  return true;
}

// Dense reference in the opposite accumulation order (k descending), used by
// the tests to show that golden results do not depend on the order.
template <class T, class U>
void dense_gemm_ref_reversed(size_t M, size_t N, size_t K, const T *a, const U *bt,
                             const double *c, double *d) {
  for (size_t m = 0; m < M; ++m)
    for (size_t n = 0; n < N; ++n) {
      double acc = 0;
      for (size_t k = K; k-- > 0;) acc += double(a[m * K + k]) * double(bt[n * K + k]);
      d[m * N + n] = acc + (c ? c[m * N + n] : 0.0);
    }
}

} // namespace nvptxbw

#endif // NVPTXBW_REFERENCE_GEMM_H
