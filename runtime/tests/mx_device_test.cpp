// nvptxbw/mx_device.h (the codecs device code compiles) against
// nvptxbw/mx_formats.h (the host reference), on the host: every code of
// every format decoded, every 4097th fp32 bit pattern plus all
// values near every code's rounding boundaries encoded, the MX block
// quantizer and the NVFP4 steps on random blocks.
#include "nvptxbw/mx_device.h"
#include "nvptxbw/mx_formats.h"
#include "check.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

using namespace nvptxbw;

namespace {

const Fmt kEncodable[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1, Fmt::UE4M3};

bool same(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}

float from_bits(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

void check_encode(float x) {
  for (Fmt f : kEncodable)
    CHECKF(hd::encode_rn_satfinite(f, x) == encode_rn_satfinite(f, x),
           "%s encode(%a): hd 0x%02X host 0x%02X\n", fmt_info(f).name, double(x),
           unsigned(hd::encode_rn_satfinite(f, x)), unsigned(encode_rn_satfinite(f, x)));
  CHECKF(hd::encode_ue8m0(x, ScaleRound::Zero) == encode_ue8m0(x, ScaleRound::Zero),
         "ue8m0.rz(%a)\n", double(x));
  CHECKF(hd::encode_ue8m0(x, ScaleRound::Up) == encode_ue8m0(x, ScaleRound::Up),
         "ue8m0.rp(%a)\n", double(x));
}

void test_decode_every_code() {
  const Fmt all[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1, Fmt::UE8M0,
                     Fmt::UE4M3};
  for (Fmt f : all)
    for (int c = 0; c < fmt_num_codes(f); ++c)
      CHECKF(same(hd::decode(f, uint32_t(c)), decode(f, uint32_t(c))), "%s decode(0x%X)\n",
             fmt_info(f).name, c);
}

void test_encode() {
  // A sweep over fp32 bit patterns (both signs, NaN, Inf, subnormals).
  for (uint64_t u = 0; u <= 0xFFFFFFFFull; u += 0x1001) check_encode(from_bits(uint32_t(u)));
  for (float x : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, FLT_MIN, FLT_MAX, -FLT_MAX})
    check_encode(x);
  // Around every code's value and every midpoint between neighbours: the
  // point itself and a few ulps either side (ties and the rounding flips).
  for (Fmt f : kEncodable) {
    std::vector<double> v;
    for (int c = 0; c < fmt_num_codes(f); ++c)
      if (std::isfinite(decode(f, uint32_t(c)))) v.push_back(decode(f, uint32_t(c)));
    for (size_t i = 0; i < v.size(); ++i)
      for (size_t j = 0; j < v.size(); ++j) {
        if (j != i && j != i + 1) continue;
        const float mid = float((v[i] + v[j]) / 2);
        float x = mid;
        for (int k = 0; k < 3; ++k) x = std::nextafter(x, -INFINITY);
        for (int k = 0; k < 7; ++k, x = std::nextafter(x, INFINITY)) check_encode(x);
      }
  }
}

void test_quantizers() {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> mant(-1.0f, 1.0f);
  std::uniform_int_distribution<int> expo(-140, 127);
  const Fmt elems[] = {Fmt::E4M3, Fmt::E5M2, Fmt::E2M3, Fmt::E3M2, Fmt::E2M1};
  for (int trial = 0; trial < 20000; ++trial) {
    float block[kMxBlock];
    const int base = expo(rng);
    for (float &x : block) x = std::ldexp(mant(rng), base - (int(rng() % 24)));
    if (trial % 97 == 0) for (float &x : block) x = 0.0f;
    if (trial % 89 == 0) block[rng() % kMxBlock] = NAN;
    for (Fmt f : elems) {
      uint8_t hd_codes[kMxBlock], ref_codes[kMxBlock];
      const uint8_t hs = hd::mx_quantize_block(f, block, kMxBlock, hd_codes);
      const uint8_t rs = mx_quantize_block(f, block, kMxBlock, ref_codes);
      CHECKF(hs == rs && std::memcmp(hd_codes, ref_codes, kMxBlock) == 0,
             "mx_quantize_block %s trial %d: scale hd 0x%02X host 0x%02X\n", fmt_info(f).name,
             trial, unsigned(hs), unsigned(rs));
    }
  }
  // NVFP4: the device steps reproduce nvfp4_quantize on random tensors.
  for (int trial = 0; trial < 200; ++trial) {
    const size_t rows = 4, k = 64;
    std::vector<float> x(rows * k);
    const int base = int(rng() % 40) - 20;
    for (float &v : x) v = std::ldexp(mant(rng), base - int(rng() % 12));
    std::vector<uint8_t> codes(rows * k), scales(rows * k / kNvfp4Block);
    float g = 0;
    CHECK(nvfp4_quantize(x.data(), rows, k, codes.data(), scales.data(), &g) == Status::Ok);
    float amax = 0;
    for (float v : x) amax = std::fmax(amax, std::fabs(v));
    const float s_enc = 448.0f * 6.0f / amax;
    for (size_t r = 0; r < rows; ++r)
      for (size_t b = 0; b < k / kNvfp4Block; ++b) {
        float bmax = 0;
        for (int i = 0; i < kNvfp4Block; ++i)
          bmax = std::fmax(bmax, std::fabs(x[r * k + b * kNvfp4Block + i]));
        const uint8_t sf = hd::nvfp4_scale_code(bmax, s_enc);
        CHECK(sf == scales[r * (k / kNvfp4Block) + b]);
        for (int i = 0; i < kNvfp4Block; ++i) {
          const size_t at = r * k + b * kNvfp4Block + i;
          CHECK(hd::nvfp4_encode(x[at], s_enc, sf) == codes[at]);
        }
      }
  }
}

} // namespace

int main() {
  test_decode_every_code();
  test_encode();
  test_quantizers();
  return nvptxbw_test::finish("mx_device");
}
