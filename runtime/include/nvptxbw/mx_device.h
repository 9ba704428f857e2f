// nvptxbw/mx_device.h - the MX / NVFP4 element and scale codecs for device
// code (and the host), bit-exact with nvptxbw/mx_formats.h.
//
// Namespace nvptxbw::hd ("host and device") mirrors mx_formats.h's names:
// hd::encode_rn_satfinite, hd::decode, hd::encode_ue8m0, hd::mx_quantize_block
// and the NVFP4 recipe's two steps. Each conversion is one of CUDA 13's
// __host__ __device__ functions in cuda_fp8.h / cuda_fp6.h / cuda_fp4.h (on
// sm_100a/sm_120a families they are single cvt instructions; on sm_90a
// software, as on the host), so the code the host tests run exhaustively
// against mx_formats.h is the same source the device compiles.
//
// Calls inside this namespace are qualified (hd::): the arguments' namespace
// nvptxbw holds mx_formats.h's overloads of the same names.
// Everything works in fp32, as a kernel does; mx_formats.h's double-based
// functions agree on every fp32 input (the scaling by 2^-e is exact in fp32
// in the range where the result can round to a nonzero code).
// Host use needs -I<cuda>/include; no CUDA runtime library.
#ifndef NVPTXBW_MX_DEVICE_H
#define NVPTXBW_MX_DEVICE_H

#include "nvptxbw/arch.h"
#include "nvptxbw/mx_formats.h" // Fmt, ScaleRound, kMxBlock, kNvfp4Block

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>

#include <cfloat>
#include <cmath>
#include <cstdint>

namespace nvptxbw {
namespace hd {

// Round-to-nearest-even, satfinite (mx_formats.h's encode_rn_satfinite):
// E4M3/E5M2/UE4M3 NaN -> NaN code, FP6/FP4 NaN -> +max, |x| > max -> +-max.
// UE4M3: negatives and zeros -> 0 (no sign bit). Not for UE8M0.
NVPTXBW_HD inline uint8_t encode_rn_satfinite(Fmt f, float x) {
  switch (f) {
  case Fmt::E4M3: return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3);
  case Fmt::E5M2: return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2);
  case Fmt::E2M3: return __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundNearest);
  case Fmt::E3M2: return __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundNearest);
  case Fmt::E2M1: return __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundNearest);
  case Fmt::UE4M3:
    // An E4M3 cvt of a positive value is the UE4M3 code; NaN keeps 0x7F.
    if (x != x) return 0x7F;
    return x > 0.0f ? __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3) : uint8_t{0};
  case Fmt::UE8M0: break;
  }
  return 0;
}

// UE8M0 of |x| (sign ignored), .rz or .rp, satfinite (mx_formats.h's
// encode_ue8m0).
NVPTXBW_HD inline uint8_t encode_ue8m0(float x, ScaleRound mode) {
  return __nv_cvt_float_to_e8m0(x, __NV_SATFINITE,
                                mode == ScaleRound::Up ? cudaRoundPosInf : cudaRoundZero);
}

// Exact value of `code` (its low bits as mx_formats.h's decode reads them).
NVPTXBW_HD inline float decode(Fmt f, uint32_t code) {
  __half_raw h{};
  switch (f) {
  case Fmt::E4M3: h = __nv_cvt_fp8_to_halfraw(uint8_t(code), __NV_E4M3); break;
  case Fmt::E5M2: h = __nv_cvt_fp8_to_halfraw(uint8_t(code), __NV_E5M2); break;
  case Fmt::UE4M3: h = __nv_cvt_fp8_to_halfraw(uint8_t(code & 0x7F), __NV_E4M3); break;
  case Fmt::E2M3: h = __nv_cvt_fp6_to_halfraw(uint8_t(code & 0x3F), __NV_E2M3); break;
  case Fmt::E3M2: h = __nv_cvt_fp6_to_halfraw(uint8_t(code & 0x3F), __NV_E3M2); break;
  case Fmt::E2M1: h = __nv_cvt_fp4_to_halfraw(uint8_t(code & 0xF), __NV_E2M1); break;
  case Fmt::UE8M0: {
    // 2^-127 and 2^127 are outside fp16: go through bf16, which has fp32's
    // exponent range.
    const __nv_bfloat16_raw b = __nv_cvt_e8m0_to_bf16raw(uint8_t(code));
    return __bfloat162float(__nv_bfloat16(b));
  }
  }
  return __half2float(__half(h));
}

// OCP MX scale exponent of a block whose largest magnitude is `amax` (finite,
// >= 0): floor(log2 amax) - emax_elem clamped below at -127; an all-zero
// block takes fp32's min normal. Returns the UE8M0 code (e + 127).
NVPTXBW_HD inline uint8_t mx_scale_code(Fmt f, float amax) {
  if (amax == 0.0f) amax = FLT_MIN;
  int exp2 = 0;
  (void)frexpf(amax, &exp2); // amax = m * 2^exp2, m in [0.5, 1)
  int e = exp2 - 1 - fmt_info(f).emax_elem;
  if (e < -127) e = -127;
  return uint8_t(e + 127); // e <= 127 - emax for any finite fp32 amax
}

// Element code of x under the MX scale `scale_code` (x / 2^e, RNE, satfinite).
NVPTXBW_HD inline uint8_t mx_encode(Fmt f, float x, uint8_t scale_code) {
  return hd::encode_rn_satfinite(f, ldexpf(x, 127 - int(scale_code)));
}

// One MX block of n (1..32) values: codes[] and the returned UE8M0 scale
// (mx_formats.h's mx_quantize_block; NaN/Inf in the block -> scale 0xFF and
// zero codes).
NVPTXBW_HD inline uint8_t mx_quantize_block(Fmt f, const float *v, int n, uint8_t *codes) {
  float amax = 0.0f;
  bool special = false;
  for (int i = 0; i < n; ++i) {
    const float a = fabsf(v[i]);
    if (!(a <= FLT_MAX)) special = true; // NaN or Inf
    else if (a > amax) amax = a;
  }
  if (special) {
    for (int i = 0; i < n; ++i) codes[i] = 0;
    return 0xFF;
  }
  const uint8_t scale = hd::mx_scale_code(f, amax);
  for (int i = 0; i < n; ++i) codes[i] = hd::mx_encode(f, v[i], scale);
  return scale;
}

// NVFP4, step 1: the UE4M3 block scale code for a block with largest
// magnitude `block_amax`, given the tensor's s_enc = 448*6/amax
// (e4m3_rn(block_amax / 6 * s_enc)).
NVPTXBW_HD inline uint8_t nvfp4_scale_code(float block_amax, float s_enc) {
  return hd::encode_rn_satfinite(Fmt::UE4M3, block_amax / 6.0f * s_enc);
}

// NVFP4, step 2: the E2M1 code of x in a block with scale code `sf_code`
// (e2m1_rn(x * s_enc / sf); a zero scale gives code 0).
NVPTXBW_HD inline uint8_t nvfp4_encode(float x, float s_enc, uint8_t sf_code) {
  const float sf = hd::decode(Fmt::UE4M3, sf_code);
  return sf == 0.0f ? uint8_t{0} : hd::encode_rn_satfinite(Fmt::E2M1, x * s_enc / sf);
}

} // namespace hd
} // namespace nvptxbw

#endif // NVPTXBW_MX_DEVICE_H
