// Host tests for nvptxbw/reference_gemm.h: hand-computed golden results, and
// random inputs chosen so that every partial sum is exact in double, where the
// block-scaled reference must equal a dense reference of the dequantized
// values summed in the opposite order, bit for bit.
#include "nvptxbw/reference_gemm.h"
#include "check.h"

#include <cmath>
#include <random>
#include <vector>

using namespace nvptxbw;

namespace {

void test_mx_golden() {
  // M = N = 2, K = 96 (three blocks). A: E4M3, B: E2M1.
  //   block 0: a = 1 (0x38), b = 3 (5),    ea = 127 (2^0),  eb[n] = 126 + n
  //   block 1: a = -0.5 (0xB0), b = 6 (7), ea = 130 (2^3),  eb = 127
  //   block 2: a = 1, b = 1 (2),           ea = 0 (2^-127), eb = 254 (2^127)
  // D[m,n] = (m + 0.25) + 2^(n-1)*32*3 + 2^3*32*(-3) + 2^0*32
  //        = m + 0.25 + 48*2^n - 768 + 32
  const GemmShape s{2, 2, 96};
  std::vector<uint8_t> a(2 * 96), bt(2 * 96), sa(2 * 3), sb(2 * 3);
  for (int m = 0; m < 2; ++m)
    for (int k = 0; k < 96; ++k) a[m * 96 + k] = k < 32 ? 0x38 : k < 64 ? 0xB0 : 0x38;
  for (int n = 0; n < 2; ++n)
    for (int k = 0; k < 96; ++k) bt[n * 96 + k] = k < 32 ? 5 : k < 64 ? 7 : 2;
  for (int m = 0; m < 2; ++m) { sa[m * 3] = 127; sa[m * 3 + 1] = 130; sa[m * 3 + 2] = 0; }
  for (int n = 0; n < 2; ++n) { sb[n * 3] = uint8_t(126 + n); sb[n * 3 + 1] = 127; sb[n * 3 + 2] = 254; }
  std::vector<double> c = {0.25, 0.25, 1.25, 1.25}, d(4);
  CHECK(mx_gemm_ref(s, Fmt::E4M3, a.data(), sa.data(), Fmt::E2M1, bt.data(), sb.data(), c.data(), d.data()));
  const double want[4] = {-687.75, -639.75, -686.75, -638.75};
  for (int i = 0; i < 4; ++i) CHECKF(d[i] == want[i], "mx golden %d: %g\n", i, d[i]);
  // A NaN scale poisons its row only.
  sa[1 * 3 + 2] = 0xFF;
  CHECK(mx_gemm_ref(s, Fmt::E4M3, a.data(), sa.data(), Fmt::E2M1, bt.data(), sb.data(), c.data(), d.data()));
  CHECK(d[0] == want[0] && d[1] == want[1] && std::isnan(d[2]) && std::isnan(d[3]));
  // Bad shapes / formats.
  CHECK(!mx_gemm_ref({2, 2, 48}, Fmt::E4M3, a.data(), sa.data(), Fmt::E2M1, bt.data(), sb.data(), nullptr, d.data()));
  CHECK(!mx_gemm_ref(s, Fmt::UE4M3, a.data(), sa.data(), Fmt::E2M1, bt.data(), sb.data(), nullptr, d.data()));
}

// A random code of f whose value is 0 or has 2^-4 <= |v| <= 2^9 (keeps every
// product and partial sum inside 53 bits of a common grid).
uint8_t random_code(Fmt f, std::mt19937 &rng) {
  for (;;) {
    uint8_t c = uint8_t(rng() % (1u << fmt_info(f).bits));
    double v = std::fabs(decode(f, c));
    if (v == 0 || (v >= 0.0625 && v <= 512)) return c;
  }
}

void test_mx_random_exact() {
  const Fmt fmts[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1};
  std::mt19937 rng(254);
  for (Fmt fa : fmts)
    for (Fmt fb : fmts) {
      const GemmShape s{3, 4, 128};
      const size_t kb = s.k / 32;
      std::vector<uint8_t> a(s.m * s.k), bt(s.n * s.k), sa(s.m * kb), sb(s.n * kb);
      for (auto &x : a) x = random_code(fa, rng);
      for (auto &x : bt) x = random_code(fb, rng);
      for (auto &x : sa) x = uint8_t(124 + rng() % 7); // 2^-3 .. 2^3
      for (auto &x : sb) x = uint8_t(124 + rng() % 7);
      std::vector<double> c(s.m * s.n), d(s.m * s.n), want(s.m * s.n);
      for (auto &x : c) x = double(int(rng() % 2001) - 1000) / 16;
      CHECK(mx_gemm_ref(s, fa, a.data(), sa.data(), fb, bt.data(), sb.data(), c.data(), d.data()));
      std::vector<double> da(a.size()), db(bt.size());
      for (size_t i = 0; i < a.size(); ++i) da[i] = mx_dequantize(fa, a[i], sa[i / 32]);
      for (size_t i = 0; i < bt.size(); ++i) db[i] = mx_dequantize(fb, bt[i], sb[i / 32]);
      dense_gemm_ref_reversed(s.m, s.n, s.k, da.data(), db.data(), c.data(), want.data());
      for (size_t i = 0; i < d.size(); ++i)
        CHECKF(d[i] == want[i], "mx %s x %s [%zu]: %.17g vs %.17g\n", fmt_info(fa).name,
               fmt_info(fb).name, i, d[i], want[i]);
    }
}

void test_nvfp4_golden() {
  // M = N = 1, K = 32: a = 1 (2); b = 2 (4) then -0.5 (9);
  // sfa = {1.5 (0x3C), 2 (0x40)}, sfb = {4 (0x48), 0.5 (0x30)}, alpha = 0.25, C = 1.
  // D = 1 + 0.25*(1.5*4*16*2 + 2*0.5*16*(-0.5)) = 1 + 0.25*(192 - 8) = 47.
  std::vector<uint8_t> a(32, 2), bt(32, 4);
  for (int k = 16; k < 32; ++k) bt[k] = 9;
  const uint8_t sa[2] = {0x3C, 0x40}, sb[2] = {0x48, 0x30};
  CHECK(decode(Fmt::UE4M3, 0x3C) == 1.5 && decode(Fmt::UE4M3, 0x48) == 4);
  double c = 1, d = 0;
  CHECK(nvfp4_gemm_ref({1, 1, 32}, a.data(), sa, bt.data(), sb, 0.25, &c, &d));
  CHECKF(d == 47, "nvfp4 golden %g\n", d);
  CHECK(nvfp4_gemm_ref({1, 1, 32}, a.data(), sa, bt.data(), sb, 0.25, nullptr, &d) && d == 46);
  const uint8_t nan_sa[2] = {0x3C, 0x7F};
  CHECK(nvfp4_gemm_ref({1, 1, 32}, a.data(), nan_sa, bt.data(), sb, 0.25, &c, &d) && std::isnan(d));
  CHECK(!nvfp4_gemm_ref({1, 1, 24}, a.data(), sa, bt.data(), sb, 0.25, &c, &d));
}

void test_nvfp4_quantized() {
  // Quantize random fp32 matrices with the NVFP4 recipe; the GEMM reference
  // with alpha = gA*gB equals the dense product of the dequantized values up
  // to double rounding (alpha = 1/s_encA/s_encB is not a power of two).
  std::mt19937 rng(16);
  std::uniform_real_distribution<float> u(-3, 3);
  const size_t M = 4, N = 3, K = 64;
  std::vector<float> fa(M * K), fb(N * K);
  for (auto &x : fa) x = u(rng);
  for (auto &x : fb) x = u(rng);
  std::vector<uint8_t> qa(M * K), qb(N * K), sa(M * K / 16), sb(N * K / 16);
  float ga = 0, gb = 0;
  CHECK(nvfp4_quantize(fa.data(), M, K, qa.data(), sa.data(), &ga) == Status::Ok);
  CHECK(nvfp4_quantize(fb.data(), N, K, qb.data(), sb.data(), &gb) == Status::Ok);
  std::vector<double> d(M * N), want(M * N), da(M * K), db(N * K);
  CHECK(nvfp4_gemm_ref({M, N, K}, qa.data(), sa.data(), qb.data(), sb.data(), double(ga) * double(gb), nullptr, d.data()));
  for (size_t i = 0; i < da.size(); ++i) da[i] = nvfp4_dequantize(qa[i], sa[i / 16], ga);
  for (size_t i = 0; i < db.size(); ++i) db[i] = nvfp4_dequantize(qb[i], sb[i / 16], gb);
  dense_gemm_ref_reversed(M, N, K, da.data(), db.data(), nullptr, want.data());
  double exact = 0; // and the quantized product is near the fp32 one
  for (size_t i = 0; i < d.size(); ++i) {
    CHECKF(std::fabs(d[i] - want[i]) <= 1e-12 * (1 + std::fabs(want[i])), "nvfp4 q %zu\n", i);
    double ref = 0;
    for (size_t k = 0; k < K; ++k) ref += double(fa[(i / N) * K + k]) * double(fb[(i % N) * K + k]);
    exact = std::max(exact, std::fabs(ref - d[i]));
  }
  CHECKF(exact < 0.25 * K, "nvfp4 quantization error %g\n", exact);
}

void test_sparse_golden() {
  // A (2 x 8): row0 = [1 0 0 2 | 0 -3 4 0], row1 = [0 0 0 5 | 0 0 0 0]
  // Bt (2 x 8): row0 = 1..8, row1 = 0.5; C = 0.5.
  // D = [[0.5+1+8-18+28, 0.5+2], [0.5+20, 0.5+2.5]] = [[19.5, 2.5], [20.5, 3]].
  const float a[16] = {1, 0, 0, 2, 0, -3, 4, 0, 0, 0, 0, 5, 0, 0, 0, 0};
  const double bt[16] = {1, 2, 3, 4, 5, 6, 7, 8, .5, .5, .5, .5, .5, .5, .5, .5};
  Sparse24<float> s;
  CHECK(sparse24_compress(a, 2, 8, s));
  std::vector<double> c(4, 0.5), d(4);
  CHECK(sparse24_gemm_ref(s, 2, bt, c.data(), d.data()));
  CHECK(d == std::vector<double>({19.5, 2.5, 20.5, 3}));
  s.meta[2] = 0x5; // invalid nibble
  CHECK(!sparse24_gemm_ref(s, 2, bt, c.data(), d.data()));
}

void test_sparse_random_exact() {
  std::mt19937 rng(1624);
  const int pairs[6][2] = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {2, 3}};
  for (int t = 0; t < 100; ++t) {
    size_t M = 1 + rng() % 16, N = 1 + rng() % 8, K = 4 * (1 + rng() % 16);
    std::vector<double> a(M * K, 0), bt(N * K), c(M * N), d(M * N), want(M * N);
    for (size_t r = 0; r < M; ++r)
      for (size_t ch = 0; ch < K / 4; ++ch) {
        const int *p = pairs[rng() % 6];
        for (int i = 0; i < int(rng() % 3); ++i)
          a[r * K + 4 * ch + p[i]] = std::ldexp(double(int(rng() % 31) - 15), -int(rng() % 4));
      }
    for (auto &x : bt) x = std::ldexp(double(int(rng() % 63) - 31), -int(rng() % 6));
    for (auto &x : c) x = double(int(rng() % 101) - 50) / 8;
    Sparse24<double> s;
    CHECK(sparse24_compress(a.data(), M, K, s));
    CHECK(sparse24_gemm_ref(s, N, bt.data(), c.data(), d.data()));
    dense_gemm_ref_reversed(M, N, K, a.data(), bt.data(), c.data(), want.data());
    CHECK(d == want);
  }
}

} // namespace

int main() {
  test_mx_golden();
  test_mx_random_exact();
  test_nvfp4_golden();
  test_nvfp4_quantized();
  test_sparse_golden();
  test_sparse_random_exact();
  return nvptxbw_test::finish("reference_gemm");
}
