// Exhaustive host tests for nvptxbw/mx_formats.h.
//
// The oracles here are independent of the header: decode values come from a
// field-by-field ldexp reference and the format table of docs/kernel-formats.md
// ("Element and scale formats": OCP MX v1.0, PTX ISA 9.1 section 5.2.3);
// the quantizer oracle is a brute-force nearest search over all finite codes
// (ties to the code with an even mantissa, i.e. an even code). With
// -DNVPTXBW_CUDA_ORACLE (and -I<cuda>/include) every conversion is also
// compared with CUDA 13's host implementations in cuda_fp8/fp6/fp4.h.
#include "nvptxbw/mx_formats.h"
#include "check.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#ifdef NVPTXBW_CUDA_ORACLE
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>
#endif

using namespace nvptxbw;

namespace {

const Fmt kElem[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1};
const Fmt kAll[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1,
                    Fmt::UE8M0, Fmt::UE4M3};

bool same(double a, double b) { // bitwise-ish: NaN == NaN, -0 != +0
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}

// ---- independent decode reference: fields written out per format --------
struct RefFmt { int e, m, bias, width; bool sign; };
RefFmt ref_fmt(Fmt f) {
  switch (f) {
  case Fmt::E4M3: return {4, 3, 7, 8, true};
  case Fmt::E5M2: return {5, 2, 15, 8, true};
  case Fmt::E2M3: return {2, 3, 1, 6, true};
  case Fmt::E3M2: return {3, 2, 3, 6, true};
  case Fmt::E2M1: return {2, 1, 1, 4, true};
  case Fmt::UE8M0: return {8, 0, 127, 8, false};
  case Fmt::UE4M3: return {4, 3, 7, 7, false};
  }
  return {};
}

double ref_decode(Fmt f, unsigned c) {
  const double NaN = std::nan("");
  // Specials: PTX ISA 9.1 section 5.2.3 (E4M3, UE4M3, UE8M0 NaN codes) and
  // OFP8 (E5M2 infinities and NaNs).
  if (f == Fmt::E4M3 && (c == 0x7F || c == 0xFF)) return NaN;
  if (f == Fmt::UE4M3 && c == 0x7F) return NaN;
  if (f == Fmt::UE8M0) return c == 0xFF ? NaN : std::ldexp(1.0, int(c) - 127);
  if (f == Fmt::E5M2) {
    if (c == 0x7C) return INFINITY;
    if (c == 0xFC) return -INFINITY;
    if ((c & 0x7C) == 0x7C) return NaN;
  }
  RefFmt r = ref_fmt(f);
  int sign = r.sign ? (c >> (r.width - 1)) & 1 : 0;
  int exp = (c >> r.m) & ((1 << r.e) - 1);
  int man = c & ((1 << r.m) - 1);
  double frac = double(man) / double(1 << r.m);
  double v = exp == 0 ? frac * std::pow(2.0, 1 - r.bias)
                      : (1.0 + frac) * std::pow(2.0, exp - r.bias);
  return sign ? -v : v;
}

int ncodes(Fmt f) { return 1 << ref_fmt(f).width; }


// ---- independent quantizer reference: brute force ------------------------
// RNE + satfinite; NaN -> NaN code (fp8) or +max (fp6/fp4), the .satfinite
// rules of PTX ISA 9.1 section 9.7.9.21 (cvt).
unsigned ref_quantize(Fmt f, double x) {
  const int n = ncodes(f);
  double maxv = 0;
  unsigned maxc = 0;
  for (int c = 0; c < n; ++c) {
    double v = ref_decode(f, c);
    if (std::isfinite(v) && v > maxv) { maxv = v; maxc = c; }
  }
  if (std::isnan(x)) {
    if (f == Fmt::E4M3 || f == Fmt::E5M2 || f == Fmt::UE4M3) return 0x7F;
    return maxc;
  }
  if (!ref_fmt(f).sign && x <= 0) return 0;
  if (x > maxv) return maxc;
  if (x < -maxv) return maxc | (1u << (ref_fmt(f).width - 1));
  int best = -1;
  double bestd = INFINITY;
  for (int c = 0; c < n; ++c) {
    double v = ref_decode(f, c);
    if (!std::isfinite(v)) continue;
    if (v == 0 && std::signbit(v) != std::signbit(x)) continue; // keep zero's sign
    double d = std::fabs(v - x);
    if (d < bestd || (d == bestd && (c & 1) == 0 && (best & 1) == 1)) {
      best = c;
      bestd = d;
    }
  }
  return unsigned(best);
}

// Sorted distinct non-negative finite values of a format.
std::vector<double> positive_values(Fmt f) {
  std::vector<double> vs;
  for (int c = 0; c < ncodes(f); ++c) {
    double v = ref_decode(f, c);
    if (std::isfinite(v) && !std::signbit(v)) vs.push_back(v);
  }
  std::sort(vs.begin(), vs.end());
  vs.erase(std::unique(vs.begin(), vs.end()), vs.end());
  return vs;
}

void test_facts_table() {
  // Max normal, min normal, min subnormal: the table in docs/kernel-formats.md,
  // "Element and scale formats".
  struct Row { Fmt f; double maxn, minn, minsub; };
  const Row rows[] = {
      {Fmt::E4M3, 448, std::ldexp(1.0, -6), std::ldexp(1.0, -9)},
      {Fmt::E5M2, 57344, std::ldexp(1.0, -14), std::ldexp(1.0, -16)},
      {Fmt::E2M3, 7.5, 1.0, 0.125},
      {Fmt::E3M2, 28, 0.25, 0.0625},
      {Fmt::E2M1, 6, 1.0, 0.5},
      {Fmt::UE4M3, 448, std::ldexp(1.0, -6), std::ldexp(1.0, -9)},
  };
  for (const Row &r : rows) {
    std::vector<double> pv = positive_values(r.f);
    CHECKF(pv.back() == r.maxn, "%s max %g\n", fmt_info(r.f).name, pv.back());
    CHECK(fmt_max(r.f) == r.maxn);
    CHECK(fmt_min_normal(r.f) == r.minn);
    CHECKF(pv[1] == r.minsub, "%s minsub %g\n", fmt_info(r.f).name, pv[1]);
  }
  const double fp4[] = {0, .5, 1, 1.5, 2, 3, 4, 6};
  for (int c = 0; c < 16; ++c)
    CHECK(same(decode(Fmt::E2M1, c), (c & 8) ? -fp4[c & 7] : fp4[c & 7]));
  CHECK(decode(Fmt::E4M3, 0x7E) == 448 && std::isnan(decode(Fmt::E4M3, 0xFF)));
  CHECK(decode(Fmt::UE8M0, 0xFE) == std::ldexp(1.0, 127));
  CHECK(decode(Fmt::UE8M0, 0x7F) == 1.0);
  CHECK(decode(Fmt::UE4M3, 0x7E) == 448 && std::isnan(decode(Fmt::UE4M3, 0x7F)));
  // 2^-127 is an fp32 subnormal, and exact in float.
  float s = decode_f(Fmt::UE8M0, 0x00);
  CHECK(s == std::ldexp(1.0f, -127) && s > 0 && std::fpclassify(s) == FP_SUBNORMAL);
  CHECK(decode_f(Fmt::UE8M0, 0xFE) == std::ldexp(1.0f, 127));
}

void test_decode_roundtrip() {
  for (Fmt f : kAll) {
    for (int c = 0; c < ncodes(f); ++c) {
      double want = ref_decode(f, c), got = decode(f, c);
      CHECKF(same(got, want), "decode %s 0x%02X: got %g want %g\n", fmt_info(f).name, c, got, want);
      CHECK(same(double(decode_f(f, c)), want));
      if (f == Fmt::UE8M0) {
        unsigned back = encode_ue8m0(want, ScaleRound::Zero);
        unsigned up = encode_ue8m0(want, ScaleRound::Up);
        CHECKF(back == unsigned(c) && up == unsigned(c), "ue8m0 rt 0x%02X -> %02X/%02X\n", c, back, up);
        continue;
      }
      unsigned back = encode_rn_satfinite(f, want);
      unsigned backf = encode_rn_satfinite(f, float(want));
      if (std::isnan(want))
        CHECK(back == ref_quantize(f, want) && back == backf);
      else if (std::isinf(want))
        CHECK(back == (c & 0x80 ? 0xFBu : 0x7Bu)); // satfinite: Inf -> +-57344
      else
        CHECKF(back == unsigned(c) && backf == unsigned(c), "rt %s 0x%02X -> 0x%02X\n",
               fmt_info(f).name, c, back);
    }
  }
}

void check_q(Fmt f, double x) {
  unsigned want = ref_quantize(f, x);
  unsigned got = encode_rn_satfinite(f, x);
  CHECKF(got == want, "quantize %s %.17g: got 0x%02X want 0x%02X\n", fmt_info(f).name, x, got, want);
}

void test_quantizer_edges() {
  for (Fmt f : {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1, Fmt::UE4M3}) {
    std::vector<double> pv = positive_values(f);
    const double maxv = pv.back();
    // Every representable value, every midpoint (a tie), and its neighbours.
    for (size_t i = 0; i < pv.size(); ++i) {
      for (double s : {1.0, -1.0}) {
        check_q(f, s * pv[i]);
        if (i + 1 < pv.size()) {
          double mid = (pv[i] + pv[i + 1]) / 2;
          check_q(f, s * mid);
          check_q(f, s * std::nextafter(mid, 0.0));
          check_q(f, s * std::nextafter(mid, INFINITY));
          check_q(f, s * double(std::nextafter(float(mid), 0.0f)));
          // Ties go to the even code: the lower value when its mantissa is even.
          unsigned lo = encode_rn_satfinite(f, pv[i]);
          unsigned got = encode_rn_satfinite(f, mid);
          CHECK(got == ((lo & 1) ? lo + 1 : lo));
        }
      }
    }
    // Saturation boundary: the would-be next step above max, and beyond.
    double step = maxv - pv[pv.size() - 2];
    for (double x : {maxv + step / 2, maxv + step / 4, maxv + step, 2 * maxv, 1e30,
                     double(FLT_MAX), double(INFINITY), std::nextafter(maxv, INFINITY)}) {
      check_q(f, x);
      check_q(f, -x);
      CHECK(decode(f, encode_rn_satfinite(f, x)) == maxv);
      if (fmt_info(f).sign) CHECK(decode(f, encode_rn_satfinite(f, -x)) == -maxv);
    }
    // NaN: fp8 formats keep NaN, fp6/fp4 give +max.
    for (double nan : {std::nan(""), -std::nan("")}) {
      unsigned c = encode_rn_satfinite(f, nan);
      check_q(f, nan);
      if (f == Fmt::E4M3 || f == Fmt::E5M2 || f == Fmt::UE4M3) CHECK(std::isnan(decode(f, c)));
      else CHECK(decode(f, c) == maxv);
    }
    // Zeros and underflow: half the min subnormal is a tie to +-0.
    double minsub = pv[1];
    for (double x : {0.0, -0.0, minsub / 2, -minsub / 2, std::nextafter(minsub / 2, 1.0),
                     minsub / 4, 1e-300, double(std::ldexp(1.0f, -149))})
      check_q(f, x);
    if (fmt_info(f).sign) {
      CHECK(encode_rn_satfinite(f, -0.0) == 1u << (fmt_info(f).bits - 1));
      CHECK(encode_rn_satfinite(f, -minsub / 2) == 1u << (fmt_info(f).bits - 1));
    }
    CHECK(encode_rn_satfinite(f, minsub / 2) == 0);
  }
  // Random floats over the whole range of each format.
  std::mt19937 rng(7);
  for (Fmt f : {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1, Fmt::UE4M3}) {
    std::uniform_real_distribution<double> ex(-20, std::log2(fmt_max(f)) + 2);
    std::uniform_real_distribution<double> sg(-1, 1);
    for (int i = 0; i < 20000; ++i) {
      float x = float(std::copysign(std::exp2(ex(rng)), sg(rng)));
      check_q(f, double(x));
      CHECK(encode_rn_satfinite(f, x) == encode_rn_satfinite(f, double(x)));
    }
  }
}

void test_ue8m0_encode() {
  const double p127 = std::ldexp(1.0, 127), m127 = std::ldexp(1.0, -127);
  for (int e = -127; e <= 127; ++e) {
    double p = std::ldexp(1.0, e);
    CHECK(encode_ue8m0(p, ScaleRound::Zero) == unsigned(e + 127));
    CHECK(encode_ue8m0(p, ScaleRound::Up) == unsigned(e + 127));
    double q = 1.5 * p; // between 2^e and 2^(e+1)
    CHECK(encode_ue8m0(q, ScaleRound::Zero) == unsigned(e + 127));
    CHECK(encode_ue8m0(q, ScaleRound::Up) == unsigned(std::min(e + 128, 254)));
  }
  CHECK(encode_ue8m0(m127, ScaleRound::Zero) == 0x00);
  CHECK(encode_ue8m0(m127 / 2, ScaleRound::Zero) == 0x00);
  CHECK(encode_ue8m0(m127 / 2, ScaleRound::Up) == 0x00);
  CHECK(encode_ue8m0(double(std::ldexp(1.0f, -149)), ScaleRound::Up) == 0x00);
  CHECK(encode_ue8m0(p127, ScaleRound::Up) == 0xFE);
  CHECK(encode_ue8m0(2 * p127, ScaleRound::Zero) == 0xFE);
  CHECK(encode_ue8m0(double(FLT_MAX), ScaleRound::Zero) == 0xFE);
  CHECK(encode_ue8m0(double(FLT_MAX), ScaleRound::Up) == 0xFE);
  CHECK(encode_ue8m0(INFINITY, ScaleRound::Zero) == 0xFE);
  CHECK(encode_ue8m0(std::nan(""), ScaleRound::Up) == 0xFF);
  CHECK(encode_ue8m0(0.0, ScaleRound::Up) == 0x00);
  CHECK(encode_ue8m0(-0.0, ScaleRound::Zero) == 0x00);
  CHECK(encode_ue8m0(-1.0, ScaleRound::Zero) == 0x7F);       // sign ignored
  CHECK(encode_ue8m0(-3.0, ScaleRound::Up) == 0x81);
  CHECK(encode_ue8m0(-INFINITY, ScaleRound::Up) == 0xFE);
}

void test_packing() {
  for (Fmt f : kElem)
    for (int c = 0; c < (1 << fmt_info(f).bits); ++c) {
      uint8_t b = to_f8f6f4_byte(f, uint8_t(c));
      CHECK(from_f8f6f4_byte(f, b) == c);
      if (fmt_info(f).bits == 4) CHECK(b == (c << 2) && (b & 0xC3) == 0);
      if (fmt_info(f).bits == 6) CHECK(b == c && (b & 0xC0) == 0);
    }
  uint8_t codes[8] = {1, 2, 3, 4, 5, 6, 7, 0xF}, bytes[4], back[8];
  pack_fp4x2(codes, 8, bytes);
  uint32_t word;
  std::memcpy(&word, bytes, 4); // element i at bits [4i+3:4i] (little endian)
  for (int i = 0; i < 8; ++i) CHECK(((word >> (4 * i)) & 0xF) == codes[i]);
  unpack_fp4x2(bytes, 8, back);
  CHECK(std::memcmp(codes, back, 8) == 0);
}

// ---- MX block quantizer ---------------------------------------------------
int ref_floor_log2(double a) { // by repeated halving/doubling, not frexp
  int e = 0;
  while (a >= 2) { a /= 2; ++e; }
  while (a < 1) { a *= 2; --e; }
  return e;
}
int ref_emax(Fmt f) { // emax_elem: exponent of the largest normal
  return ref_floor_log2(positive_values(f).back());
}

void check_mx_block(Fmt f, const std::vector<float> &v) {
  uint8_t codes[kMxBlock];
  uint8_t s = mx_quantize_block(f, v.data(), v.size(), codes);
  double amax = 0;
  bool special = false;
  for (float x : v) {
    if (!std::isfinite(x)) special = true;
    else amax = std::max(amax, std::fabs(double(x)));
  }
  if (special) { CHECK(s == 0xFF); return; }
  int e = ref_floor_log2(amax == 0 ? std::ldexp(1.0, -126) : amax) - ref_emax(f);
  if (e < -127) e = -127;
  CHECKF(s == unsigned(e + 127), "mx %s scale got %d want %d\n", fmt_info(f).name, s, e + 127);
  for (size_t i = 0; i < v.size(); ++i) {
    unsigned want = ref_quantize(f, double(v[i]) * std::pow(2.0, -e));
    CHECKF(codes[i] == want, "mx %s elem %zu got 0x%02X want 0x%02X\n", fmt_info(f).name, i,
           codes[i], want);
  }
}

void test_mx() {
  CHECK(ref_emax(Fmt::E4M3) == 8 && ref_emax(Fmt::E5M2) == 15 && ref_emax(Fmt::E2M3) == 2 &&
        ref_emax(Fmt::E3M2) == 4 && ref_emax(Fmt::E2M1) == 2);
  for (Fmt f : kElem) CHECK(fmt_info(f).emax_elem == ref_emax(f));
  for (Fmt f : kElem) {
    // All-zero block: fp32 min normal rule -> e = -127, scale 0x00, zero codes.
    std::vector<float> z(32, 0.0f);
    uint8_t codes[32];
    CHECK(mx_quantize_block(f, z.data(), 32, codes) == 0x00);
    for (uint8_t c : codes) CHECK(c == 0);
    check_mx_block(f, z);
    // NaN / Inf anywhere -> NaN scale.
    for (float bad : {NAN, INFINITY, -INFINITY}) {
      std::vector<float> b(32, 1.0f);
      b[17] = bad;
      CHECK(mx_quantize_block(f, b.data(), 32, codes) == 0xFF);
    }
    // Largest finite block: e = 127 - emax, scale never reaches NaN.
    std::vector<float> big(32, FLT_MAX);
    big[3] = -FLT_MAX;
    check_mx_block(f, big);
    CHECK(mx_quantize_block(f, big.data(), 32, codes) == 127 + 127 - ref_emax(f));
    // Tiny blocks: e below -127 clamps; fp32 subnormals.
    for (float t : {std::ldexp(1.0f, -149), std::ldexp(1.0f, -126), std::ldexp(1.0f, -119),
                    std::ldexp(1.0f, -120), std::ldexp(1.0f, -125), std::ldexp(3.0f, -130)}) {
      std::vector<float> b(32, 0.0f);
      b[0] = t;
      b[5] = -t / 2;
      check_mx_block(f, b);
    }
    // max/X just under 2^(emax+1): saturates to the element max.
    std::vector<float> sat(32, 0.25f);
    sat[9] = 1.96875f;
    check_mx_block(f, sat);
    mx_quantize_block(f, sat.data(), 32, codes);
    CHECK(decode(f, codes[9]) == fmt_max(f) || f == Fmt::E5M2);
  }
  // Golden: E4M3 block with max 1.0 -> e = -8 (scale 119), 1.0 -> 256 = 0x78.
  {
    std::vector<float> b(32, 0.0f);
    b[0] = 1.0f; b[1] = -0.5f; b[2] = 0.375f;
    uint8_t codes[32];
    CHECK(mx_quantize_block(Fmt::E4M3, b.data(), 32, codes) == 119);
    CHECK(codes[0] == 0x78 && codes[1] == 0xF0 && codes[2] == 0x6C);
    CHECK(mx_dequantize(Fmt::E4M3, codes[2], 119) == 0.375);
  }
  // Random blocks of every format, wide exponent spreads.
  std::mt19937 rng(77);
  std::uniform_real_distribution<float> ex(-140, 120), sg(-1, 1), u(0, 1);
  for (Fmt f : kElem)
    for (int t = 0; t < 400; ++t) {
      float base = ex(rng);
      std::vector<float> b(32);
      for (float &x : b) {
        x = u(rng) < 0.1f ? 0.0f : std::copysign(std::exp2(base - 12 * u(rng)), sg(rng));
      }
      check_mx_block(f, b);
    }
  // Matrix form and its shape check.
  std::vector<float> m(2 * 64, 1.0f);
  std::vector<uint8_t> codes(2 * 64), scales(4);
  CHECK(mx_quantize(Fmt::E2M1, m.data(), 2, 64, codes.data(), scales.data()));
  CHECK(scales[0] == 125 && scales[3] == 125 && codes[127] == 0x6); // 1.0 = 4.0 * 2^-2; 4.0 is code 6
  CHECK(!mx_quantize(Fmt::E2M1, m.data(), 2, 48, codes.data(), scales.data()));
  CHECK(!mx_quantize(Fmt::UE8M0, m.data(), 2, 64, codes.data(), scales.data()));
}

// ---- NVFP4 recipe -----------------------------------------------------------
void test_nvfp4() {
  // Golden: tensor amax 6 -> s_enc = 448, g = 1/448.
  std::vector<float> x(3 * 16, 0.0f);
  const float fp4[] = {0, .5f, 1, 1.5f, 2, 3, 4, 6};
  for (int i = 0; i < 16; ++i) x[i] = (i & 8) ? -fp4[i & 7] : fp4[i & 7]; // block 0: max 6
  for (int i = 0; i < 16; ++i) x[16 + i] = fp4[i & 7] / 2;                 // block 1: max 3
  // block 2 all zero.
  std::vector<uint8_t> q(48), sf(3);
  float g = 0;
  CHECK(nvfp4_quantize(x.data(), 1, 48, q.data(), sf.data(), &g) == Status::Ok);
  CHECK(g == 1.0f / 448.0f);
  CHECK(sf[0] == 0x7E && decode(Fmt::UE4M3, sf[1]) == 224 && sf[2] == 0);
  for (int i = 0; i < 16; ++i) {
    CHECK(q[i] == unsigned(i));             // x == its own E2M1 value
    CHECK(decode(Fmt::E2M1, q[16 + i]) == fp4[i & 7]); // 2x at scale 224
    CHECK(q[32 + i] == 0);
  }
  for (int i = 0; i < 32; ++i)
    CHECK(nvfp4_dequantize(q[i], sf[i / 16], g) == double(x[i]) * (448.0 * double(g)));
  // Random tensors against a test-side restatement of the recipe (fp32 ops,
  // brute-force quantizers).
  std::mt19937 rng(4);
  std::uniform_real_distribution<float> ex(-30, 20), sg(-1, 1), u(0, 1);
  for (int t = 0; t < 50; ++t) {
    const int rows = 3, k = 64;
    std::vector<float> a(rows * k);
    float spread = 1 + 14 * u(rng), base = ex(rng);
    for (float &v : a) v = u(rng) < 0.05f ? 0.0f : std::copysign(std::exp2(base - spread * u(rng)), sg(rng));
    std::vector<uint8_t> qa(rows * k), sa(rows * k / 16);
    float ga = 0;
    CHECK(nvfp4_quantize(a.data(), rows, k, qa.data(), sa.data(), &ga) == Status::Ok);
    float amax = 0;
    for (float v : a) amax = std::max(amax, std::fabs(v));
    float s_enc = 2688.0f / amax;
    CHECK(ga == 1.0f / s_enc);
    for (int b = 0; b < rows * k / 16; ++b) {
      float bm = 0;
      for (int i = 0; i < 16; ++i) bm = std::max(bm, std::fabs(a[b * 16 + i]));
      unsigned sc = ref_quantize(Fmt::UE4M3, double(bm / 6.0f * s_enc));
      CHECK(sa[b] == sc);
      float sfv = float(ref_decode(Fmt::UE4M3, sc));
      for (int i = 0; i < 16; ++i) {
        unsigned want = sfv == 0 ? 0 : ref_quantize(Fmt::E2M1, double(a[b * 16 + i] * s_enc / sfv));
        CHECK(qa[b * 16 + i] == want);
      }
    }
  }
  CHECK(nvfp4_quantize(x.data(), 1, 40, q.data(), sf.data(), &g) == Status::BadShape);
  x[3] = NAN;
  CHECK(nvfp4_quantize(x.data(), 1, 48, q.data(), sf.data(), &g) == Status::NonFinite);
  std::vector<float> tiny(16, std::ldexp(1.0f, -140));
  CHECK(nvfp4_quantize(tiny.data(), 1, 16, q.data(), sf.data(), &g) == Status::Range);
  std::vector<float> zeros(16, 0.0f);
  CHECK(nvfp4_quantize(zeros.data(), 1, 16, q.data(), sf.data(), &g) == Status::Ok && g == 1.0f &&
        sf[0] == 0 && q[5] == 0);
}

#ifdef NVPTXBW_CUDA_ORACLE
float half_bits_to_float(__half_raw h) { return __half2float(__half(h)); }

void test_cuda_oracle() {
  // Inputs: every representable value of every format, their midpoints and
  // neighbours, specials, and random floats.
  std::vector<float> xs = {0.0f, -0.0f, NAN, INFINITY, -INFINITY, FLT_MAX, -FLT_MAX,
                           std::ldexp(1.0f, -149), std::ldexp(1.0f, -127), std::ldexp(1.0f, 127)};
  for (Fmt f : kAll) {
    std::vector<double> pv = positive_values(f);
    for (size_t i = 0; i < pv.size(); ++i) {
      for (float s : {1.0f, -1.0f}) {
        xs.push_back(s * float(pv[i]));
        if (i + 1 < pv.size()) {
          float mid = float((pv[i] + pv[i + 1]) / 2);
          xs.push_back(s * mid);
          xs.push_back(s * std::nextafter(mid, 0.0f));
          xs.push_back(s * std::nextafter(mid, INFINITY));
        }
      }
    }
  }
  std::mt19937 rng(13);
  std::uniform_real_distribution<float> ex(-140, 127), sg(-1, 1);
  for (int i = 0; i < 50000; ++i) xs.push_back(std::copysign(std::exp2(ex(rng)), sg(rng)));

  for (float x : xs) {
    CHECKF(encode_rn_satfinite(Fmt::E4M3, x) == __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3),
           "cuda e4m3 %a\n", double(x));
    CHECKF(encode_rn_satfinite(Fmt::E5M2, x) == __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2),
           "cuda e5m2 %a\n", double(x));
    CHECKF(encode_rn_satfinite(Fmt::E2M3, x) == __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundNearest),
           "cuda e2m3 %a\n", double(x));
    CHECKF(encode_rn_satfinite(Fmt::E3M2, x) == __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundNearest),
           "cuda e3m2 %a\n", double(x));
    CHECKF(encode_rn_satfinite(Fmt::E2M1, x) == __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundNearest),
           "cuda e2m1 %a\n", double(x));
    {
      CHECKF(encode_ue8m0(x, ScaleRound::Zero) == __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundZero),
             "cuda ue8m0 rz %a: ours 0x%02X cuda 0x%02X\n", double(x), encode_ue8m0(x, ScaleRound::Zero),
             __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundZero));
      CHECKF(encode_ue8m0(x, ScaleRound::Up) == __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundPosInf),
             "cuda ue8m0 rp %a\n", double(x));
    }
  }
  // Decode through CUDA's half / bf16 conversions.
  for (int c = 0; c < 256; ++c) {
    CHECK(same(decode(Fmt::E4M3, c), half_bits_to_float(__nv_cvt_fp8_to_halfraw(uint8_t(c), __NV_E4M3))));
    CHECK(same(decode(Fmt::E5M2, c), half_bits_to_float(__nv_cvt_fp8_to_halfraw(uint8_t(c), __NV_E5M2))));
    __nv_bfloat16_raw br = __nv_cvt_e8m0_to_bf16raw(uint8_t(c));
    uint32_t bits = uint32_t(br.x) << 16;
    float fv;
    std::memcpy(&fv, &bits, 4);
    CHECK(same(decode(Fmt::UE8M0, c), fv));
  }
  for (int c = 0; c < 64; ++c) {
    CHECK(same(decode(Fmt::E2M3, c), half_bits_to_float(__nv_cvt_fp6_to_halfraw(uint8_t(c), __NV_E2M3))));
    CHECK(same(decode(Fmt::E3M2, c), half_bits_to_float(__nv_cvt_fp6_to_halfraw(uint8_t(c), __NV_E3M2))));
  }
  for (int c = 0; c < 16; ++c)
    CHECK(same(decode(Fmt::E2M1, c), half_bits_to_float(__nv_cvt_fp4_to_halfraw(uint8_t(c), __NV_E2M1))));
}
#endif

} // namespace

int main() {
  test_facts_table();
  test_decode_roundtrip();
  test_quantizer_edges();
  test_ue8m0_encode();
  test_packing();
  test_mx();
  test_nvfp4();
#ifdef NVPTXBW_CUDA_ORACLE
  test_cuda_oracle();
  return nvptxbw_test::finish("mx_formats+cuda");
#else
  return nvptxbw_test::finish("mx_formats");
#endif
}
