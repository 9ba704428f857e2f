// nvptxbw/mx_formats.h - host-side codecs for the MX (OCP MX v1.0) and NVFP4
// element and scale formats. Header-only, C++17, no CUDA dependency.
//
// Semantics: the OCP Microscaling Formats (MX) v1.0 element and scale
// formats, PTX ISA 9.1 section 5.2.3 "Alternate Floating-Point Data Formats",
// and the .satfinite rules of section 9.7.9.21 "Data Movement and Conversion
// Instructions: cvt" (docs/kernel-formats.md, "Narrow floating-point formats
// and block scaling"):
//   * decode: every code of E4M3, E5M2, E2M3, E3M2, E2M1, UE8M0, UE4M3 to the
//     exact value (double; float where it is exact, which it always is);
//   * encode: round-to-nearest-even with 'satfinite' saturation, i.e. the
//     behaviour of PTX `cvt.rn.satfinite`: |x| > max -> +-max (Inf included);
//     NaN -> the NaN code for E4M3/E5M2/UE4M3/UE8M0 and +max for the FP6/FP4
//     formats, which have no NaN. The sign of zero is kept for signed formats.
//   * UE8M0 encode has the two PTX rounding modes, .rz and .rp.
//   * MX block quantizer (blocks of up to 32 values, one UE8M0 scale) and the
//     NVFP4 recipe (blocks of 16 E2M1 values, one UE4M3 scale, fp32 global).
#ifndef NVPTXBW_MX_FORMATS_H
#define NVPTXBW_MX_FORMATS_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace nvptxbw {

enum class Fmt : uint8_t { E4M3, E5M2, E2M3, E3M2, E2M1, UE8M0, UE4M3 };

// How a format spends its all-ones exponent.
enum class Special : uint8_t {
  None,       // every code is finite (FP6, FP4)
  AllOnesNaN, // exponent and mantissa all ones is NaN, no Inf (E4M3, UE4M3)
  Ieee,       // all-ones exponent: mantissa 0 Inf, else NaN (E5M2)
  ScaleE8M0,  // 0xFF NaN, else 2^(E-127), no zero, no subnormals (UE8M0)
};

struct FmtInfo {
  const char *name;
  int ebits, mbits, bias;
  bool sign;
  Special special;
  int bits;       // width of a code
  int emax_elem;  // OCP emax of the element format (MX scale rule)
  uint8_t nan_or_max_code; // what satfinite gives for a NaN input (positive)
  uint8_t max_code;        // largest finite positive code
};

constexpr FmtInfo fmt_info(Fmt f) {
  switch (f) {
  case Fmt::E4M3:  return {"e4m3", 4, 3, 7, true, Special::AllOnesNaN, 8, 8, 0x7F, 0x7E};
  case Fmt::E5M2:  return {"e5m2", 5, 2, 15, true, Special::Ieee, 8, 15, 0x7F, 0x7B};
  case Fmt::E2M3:  return {"e2m3", 2, 3, 1, true, Special::None, 6, 2, 0x1F, 0x1F};
  case Fmt::E3M2:  return {"e3m2", 3, 2, 3, true, Special::None, 6, 4, 0x1F, 0x1F};
  case Fmt::E2M1:  return {"e2m1", 2, 1, 1, true, Special::None, 4, 2, 0x7, 0x7};
  case Fmt::UE8M0: return {"ue8m0", 8, 0, 127, false, Special::ScaleE8M0, 8, 0, 0xFF, 0xFE};
  case Fmt::UE4M3: return {"ue4m3", 4, 3, 7, false, Special::AllOnesNaN, 8, 0, 0x7F, 0x7E};
  }
  return {"?", 0, 0, 0, false, Special::None, 0, 0, 0, 0};
}

// Number of distinct codes (2^bits; UE4M3 uses only the low 7 bits: 128).
constexpr int fmt_num_codes(Fmt f) {
  return f == Fmt::UE4M3 ? 128 : (1 << fmt_info(f).bits);
}

// ---------------------------------------------------------------- decode --

// Exact value of `code` (only its low `bits` bits are read). NaN for NaN
// codes; +-Inf for E5M2's Inf codes.
inline double decode(Fmt f, uint32_t code) {
  const FmtInfo fi = fmt_info(f);
  const int vbits = f == Fmt::UE4M3 ? 7 : fi.bits;
  code &= (1u << vbits) - 1u;
  const uint32_t mmask = (1u << fi.mbits) - 1u;
  const uint32_t emask = (1u << fi.ebits) - 1u;
  const bool neg = fi.sign && ((code >> (fi.ebits + fi.mbits)) & 1u);
  const uint32_t E = (code >> fi.mbits) & emask;
  const uint32_t M = code & mmask;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  double mag;
  switch (fi.special) {
  case Special::ScaleE8M0:
    return E == 0xFF ? nan : std::ldexp(1.0, static_cast<int>(E) - 127);
  case Special::AllOnesNaN:
    if (E == emask && M == mmask) return nan;
    break;
  case Special::Ieee:
    if (E == emask) {
      if (M != 0) return nan;
      return neg ? -std::numeric_limits<double>::infinity()
                 : std::numeric_limits<double>::infinity();
    }
    break;
  case Special::None:
    break;
  }
  if (E == 0)
    mag = std::ldexp(static_cast<double>(M), 1 - fi.bias - fi.mbits);
  else
    mag = std::ldexp(static_cast<double>(M + (1u << fi.mbits)),
                     static_cast<int>(E) - fi.bias - fi.mbits);
  return neg ? -mag : mag;
}

inline float decode_f(Fmt f, uint32_t code) {
  return static_cast<float>(decode(f, code)); // exact: all values fit fp32
}

inline double fmt_max(Fmt f) { return decode(f, fmt_info(f).max_code); }
// Smallest positive normal (UE8M0: its smallest value, 2^-127).
inline double fmt_min_normal(Fmt f) {
  const FmtInfo fi = fmt_info(f);
  return fi.special == Special::ScaleE8M0 ? std::ldexp(1.0, -127)
                                          : std::ldexp(1.0, 1 - fi.bias);
}

// ---------------------------------------------------------------- encode --

namespace detail {
// floor(log2(a)) for finite a > 0, exact (frexp: a = m * 2^e, m in [0.5,1)).
inline int ilog2(double a) {
  int e = 0;
  (void)std::frexp(a, &e);
  return e - 1;
}

// Code of a value already exactly representable and finite in f (|v| <= max).
inline uint8_t encode_exact(const FmtInfo &fi, double v) {
  const bool neg = std::signbit(v);
  const double a = std::fabs(v);
  uint32_t E = 0, M = 0;
  if (a < std::ldexp(1.0, 1 - fi.bias)) {
    M = static_cast<uint32_t>(std::ldexp(a, fi.bias - 1 + fi.mbits));
  } else {
    const int e = ilog2(a);
    E = static_cast<uint32_t>(e + fi.bias);
    M = static_cast<uint32_t>(std::ldexp(a, fi.mbits - e)) - (1u << fi.mbits);
  }
  uint32_t code = (E << fi.mbits) | M;
  if (neg && fi.sign) code |= 1u << (fi.ebits + fi.mbits);
  return static_cast<uint8_t>(code);
}
} // namespace detail

// Round-to-nearest-even, satfinite. Not for UE8M0 (see encode_ue8m0).
// UE4M3 (unsigned): negative inputs and -0 give code 0 (our choice: PTX has
// no ue4m3 cvt; an e4m3 cvt of a non-negative value is the ue4m3 code).
inline uint8_t encode_rn_satfinite(Fmt f, double x) {
  const FmtInfo fi = fmt_info(f);
  if (std::isnan(x)) return fi.nan_or_max_code;
  if (!fi.sign && (x < 0 || x == 0)) return 0;
  const double maxv = fmt_max(f);
  const bool neg = std::signbit(x);
  const double a = std::fabs(x);
  double r;
  if (a >= maxv) {
    r = maxv; // includes +-Inf
  } else {
    const double min_normal = std::ldexp(1.0, 1 - fi.bias);
    const int qexp = a < min_normal ? 1 - fi.bias - fi.mbits
                                    : detail::ilog2(a) - fi.mbits;
    // a * 2^-qexp is exact in double; nearbyint rounds half to even in the
    // default floating-point environment.
    r = std::ldexp(std::nearbyint(std::ldexp(a, -qexp)), qexp);
    if (r > maxv) r = maxv; // cannot happen for a <= max; kept for safety
  }
  return detail::encode_exact(fi, neg ? -r : r);
}

inline uint8_t encode_rn_satfinite(Fmt f, float x) {
  return encode_rn_satfinite(f, static_cast<double>(x));
}

enum class ScaleRound : uint8_t { Zero, Up }; // PTX .rz / .rp

// UE8M0 from a float, satfinite: NaN -> 0xFF; +-Inf and magnitudes above
// 2^127 -> 0xFE; magnitudes at or below 2^-127 and +-0 -> 0x00. The sign is
// ignored (encodes |x|), as CUDA 13's host __nv_cvt_float_to_e8m0 does.
inline uint8_t encode_ue8m0(double x, ScaleRound mode) {
  if (std::isnan(x)) return 0xFF;
  x = std::fabs(x);
  if (x == 0) return 0x00;
  if (std::isinf(x)) return 0xFE;
  int e = detail::ilog2(x);
  if (mode == ScaleRound::Up && std::ldexp(1.0, e) != x) ++e;
  if (e < -127) e = -127;
  if (e > 127) e = 127;
  return static_cast<uint8_t>(e + 127);
}

// ------------------------------------------------------------- packing --

// Byte for kind::f8f6f4 / mxf8f6f4 operands: one element per byte, FP6 in
// bits [5:0], FP4 in bits [5:2], FP8 as is.
inline uint8_t to_f8f6f4_byte(Fmt f, uint8_t code) {
  switch (fmt_info(f).bits) {
  case 4: return static_cast<uint8_t>((code & 0xF) << 2);
  case 6: return static_cast<uint8_t>(code & 0x3F);
  default: return code;
  }
}
inline uint8_t from_f8f6f4_byte(Fmt f, uint8_t byte) {
  switch (fmt_info(f).bits) {
  case 4: return static_cast<uint8_t>((byte >> 2) & 0xF);
  case 6: return static_cast<uint8_t>(byte & 0x3F);
  default: return byte;
  }
}

// kind::mxf4 / mxf4nvf4: two E2M1 per byte, element i at bits [4i+3:4i] of
// the containing word (element 2j in the low nibble of byte j).
inline void pack_fp4x2(const uint8_t *codes, size_t n, uint8_t *bytes) {
  for (size_t i = 0; i < n; i += 2) {
    uint8_t lo = codes[i] & 0xF;
    uint8_t hi = i + 1 < n ? (codes[i + 1] & 0xF) : 0;
    bytes[i / 2] = static_cast<uint8_t>(lo | (hi << 4));
  }
}
inline void unpack_fp4x2(const uint8_t *bytes, size_t n, uint8_t *codes) {
  for (size_t i = 0; i < n; ++i)
    codes[i] = static_cast<uint8_t>((bytes[i / 2] >> (4 * (i & 1))) & 0xF);
}

// ------------------------------------------------------ MX quantizer --

constexpr int kMxBlock = 32;

// True for the MX element formats.
constexpr bool is_mx_element(Fmt f) {
  return f == Fmt::E4M3 || f == Fmt::E5M2 || f == Fmt::E2M3 ||
         f == Fmt::E3M2 || f == Fmt::E2M1;
}

// Quantizes one block of n (1..32) values to element codes plus a UE8M0
// scale, OCP MX v1.0 section 6.3:
//   e = floor(log2(max|V|)) - emax_elem; e < -127 -> -127; e > 127 -> NaN;
//   an all-zero block takes max|V| = 2^-126 (fp32 min normal), which gives
//   e = -127 for every element format;
//   P_i = RNE_satfinite(V_i / 2^e)  (exact division in double).
// A block holding NaN or +-Inf gets the NaN scale 0xFF and zero codes (the
// NaN scale makes the whole block NaN whatever its elements).
// Returns the scale code.
inline uint8_t mx_quantize_block(Fmt f, const float *v, size_t n, uint8_t *codes) {
  const FmtInfo fi = fmt_info(f);
  double amax = 0;
  bool special = false;
  for (size_t i = 0; i < n; ++i) {
    if (!std::isfinite(v[i])) special = true;
    else if (std::fabs(static_cast<double>(v[i])) > amax) amax = std::fabs(static_cast<double>(v[i]));
  }
  if (special) {
    for (size_t i = 0; i < n; ++i) codes[i] = 0;
    return 0xFF;
  }
  if (amax == 0) amax = std::ldexp(1.0, -126);
  int e = detail::ilog2(amax) - fi.emax_elem;
  if (e > 127) { // unreachable for finite fp32 input; kept per the spec
    for (size_t i = 0; i < n; ++i) codes[i] = 0;
    return 0xFF;
  }
  if (e < -127) e = -127;
  for (size_t i = 0; i < n; ++i)
    codes[i] = encode_rn_satfinite(f, std::ldexp(static_cast<double>(v[i]), -e));
  return static_cast<uint8_t>(e + 127);
}

// Row-major rows x k matrix, blocks of 32 along k (k % 32 == 0):
// codes[rows*k], scales[rows*(k/32)]. Returns false if k % 32 != 0.
inline bool mx_quantize(Fmt f, const float *x, size_t rows, size_t k,
                        uint8_t *codes, uint8_t *scales) {
  if (k % kMxBlock != 0 || !is_mx_element(f)) return false;
  for (size_t r = 0; r < rows; ++r)
    for (size_t b = 0; b < k / kMxBlock; ++b)
      scales[r * (k / kMxBlock) + b] = mx_quantize_block(
          f, x + r * k + b * kMxBlock, kMxBlock, codes + r * k + b * kMxBlock);
  return true;
}

inline double mx_dequantize(Fmt f, uint8_t code, uint8_t scale) {
  return decode(f, code) * decode(Fmt::UE8M0, scale);
}

// ------------------------------------------------------ NVFP4 recipe --

constexpr int kNvfp4Block = 16;

enum class Status : uint8_t { Ok, BadShape, NonFinite, Range };

inline const char *status_str(Status s) {
  switch (s) {
  case Status::Ok: return "ok";
  case Status::BadShape: return "bad shape (k must be a multiple of the block)";
  case Status::NonFinite: return "input holds NaN or Inf";
  case Status::Range: return "global scale overflows fp32 (amax too small)";
  }
  return "?";
}

// NVFP4 quantization of a row-major rows x k fp32 matrix (k % 16 == 0), in
// fp32 arithmetic as a GPU kernel would do it (two-level scaling as the cuBLAS
// documentation's "16/32-Element 1D Block Scaling for FP8 and FP4 Data Types"
// describes it; docs/kernel-formats.md, "NVFP4", says where our order of
// operations differs):
//   s_enc = 448*6 / amax     (amax over the whole tensor; all-zero -> 1)
//   sf_b  = e4m3_rn((amax_b / 6) * s_enc)   stored as UE4M3
//   q_i   = e2m1_rn((x_i * s_enc) / sf_b)   (sf_b == 0 -> q_i = 0)
//   *global_scale = g = 1 / s_enc; x_i ~= g * sf_b * q_i.
// codes: one E2M1 code per byte (pack with pack_fp4x2);
// scales: rows*(k/16) UE4M3 codes.
inline Status nvfp4_quantize(const float *x, size_t rows, size_t k, uint8_t *codes,
                             uint8_t *scales, float *global_scale) {
  if (k % kNvfp4Block != 0) return Status::BadShape;
  float amax = 0;
  for (size_t i = 0; i < rows * k; ++i) {
    if (!std::isfinite(x[i])) return Status::NonFinite;
    amax = std::fmax(amax, std::fabs(x[i]));
  }
  const float s_enc = amax == 0 ? 1.0f : 448.0f * 6.0f / amax;
  if (!std::isfinite(s_enc)) return Status::Range;
  for (size_t r = 0; r < rows; ++r) {
    for (size_t b = 0; b < k / kNvfp4Block; ++b) {
      const float *xb = x + r * k + b * kNvfp4Block;
      uint8_t *qb = codes + r * k + b * kNvfp4Block;
      float bmax = 0;
      for (int i = 0; i < kNvfp4Block; ++i) bmax = std::fmax(bmax, std::fabs(xb[i]));
      const float sf_in = bmax / 6.0f * s_enc;
      const uint8_t sf_code = encode_rn_satfinite(Fmt::UE4M3, sf_in);
      const float sf = decode_f(Fmt::UE4M3, sf_code);
      scales[r * (k / kNvfp4Block) + b] = sf_code;
      for (int i = 0; i < kNvfp4Block; ++i)
        qb[i] = sf == 0 ? uint8_t{0}
                        : encode_rn_satfinite(Fmt::E2M1, xb[i] * s_enc / sf);
    }
  }
  *global_scale = 1.0f / s_enc;
  return Status::Ok;
}

inline double nvfp4_dequantize(uint8_t code, uint8_t scale, float global_scale) {
  return decode(Fmt::E2M1, code) * decode(Fmt::UE4M3, scale) *
         static_cast<double>(global_scale);
}

} // namespace nvptxbw

#endif // NVPTXBW_MX_FORMATS_H
