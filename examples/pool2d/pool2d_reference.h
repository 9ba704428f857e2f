// pool2d_reference.h - the CPU reference for the pool2d kernels: PaddlePaddle's
// pool2d, pool2d_grad and max_pool2d_with_index (as Paddle's
// paddle/phi/kernels/funcs/pooling.cu computes them; docs/kernel-formats.md,
// "2-D pooling"), written for clarity and plain g++ (no CUDA).
//
// fp32 throughout and no double anywhere, so every rounding is the one the
// GPU makes. Where Paddle's results depend on rounding, the reference makes
// the same operations in the same order as the kernels:
//   * average forward: the window's elements summed in row-major order, then
//     one division by the divisor;
//   * average backward: each window adds dy * (1/divisor) with one fused
//     multiply-add (Paddle multiplies by the reciprocal, which its nvcc build
//     contracts into an FMA), windows in row-major output order;
//   * max backward: the only sums are of dy values landing on one element,
//     exact for the small-integer gradients the tests use, in any order.
// Channel layout only changes where an element lives: the semantics are
// per (n, c) plane.
#ifndef NVPTXBW_EXAMPLES_POOL2D_REFERENCE_H
#define NVPTXBW_EXAMPLES_POOL2D_REFERENCE_H

#include "pool2d_geometry.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace pool2d {
namespace reference {

// A window's rows [h_begin, h_end) and columns [w_begin, w_end), already
// clipped to the input. With ceil_mode or padding >= ksize a window can be
// empty (end <= begin); such a window reads nothing.
struct Window {
  int h_begin, h_end, w_begin, w_end;
};

// Adaptive windows: [floor(i * in / out), ceil((i + 1) * in / out)),
// neighbours may overlap (in=7, out=3: [0,3) [2,5) [4,7)).
inline int adaptive_begin(int i, int in, int out) { return i * in / out; }
inline int adaptive_end(int i, int in, int out) { return ((i + 1) * in + out - 1) / out; }

inline Window window_of(const Pool2dGeometry &g, int oh, int ow) {
  Window w;
  if (g.adaptive) {
    w.h_begin = adaptive_begin(oh, g.height, g.out_height);
    w.h_end = adaptive_end(oh, g.height, g.out_height);
    w.w_begin = adaptive_begin(ow, g.width, g.out_width);
    w.w_end = adaptive_end(ow, g.width, g.out_width);
    return w;
  }
  // Only the top/left padding places a window; the end is clipped before
  // the start (the order matters: the unclipped start defines the end).
  int h0 = oh * g.stride_h - g.pad_top;
  int w0 = ow * g.stride_w - g.pad_left;
  w.h_end = std::min(h0 + g.ksize_h, g.height);
  w.w_end = std::min(w0 + g.ksize_w, g.width);
  w.h_begin = std::max(h0, 0);
  w.w_begin = std::max(w0, 0);
  return w;
}

// Paddle's divisor, computed as Paddle computes it: the clipped area for
// exclusive and adaptive pooling (for an empty window this is 0 or even
// negative, giving NaN or -0 for its average), k_h * k_w for inclusive.
inline int average_divisor(const Pool2dGeometry &g, const Window &w) {
  if (g.adaptive || g.exclusive)
    return (w.h_end - w.h_begin) * (w.w_end - w.w_begin);
  return g.ksize_h * g.ksize_w;
}

// Where element (n, c, h, w) of a plane of height x width lives.
inline size_t offset(const Pool2dGeometry &g, int n, int c, int h, int w, int height,
                     int width) {
  if (g.channels_last)
    return ((static_cast<size_t>(n) * height + h) * width + w) * g.channels + c;
  return ((static_cast<size_t>(n) * g.channels + c) * height + h) * width + w;
}
inline size_t in_offset(const Pool2dGeometry &g, int n, int c, int h, int w) {
  return offset(g, n, c, h, w, g.height, g.width);
}
inline size_t out_offset(const Pool2dGeometry &g, int n, int c, int oh, int ow) {
  return offset(g, n, c, oh, ow, g.out_height, g.out_width);
}

// Calls f(n, c, oh, ow, window) for every output, in row-major output order
// within each plane.
template <class F> inline void for_each_window(const Pool2dGeometry &g, F f) {
  for (int n = 0; n < g.batch; ++n)
    for (int c = 0; c < g.channels; ++c)
      for (int oh = 0; oh < g.out_height; ++oh)
        for (int ow = 0; ow < g.out_width; ++ow)
          f(n, c, oh, ow, window_of(g, oh, ow));
}

// pool2d forward. Max: start at -FLT_MAX and keep `(y > x) ? y : x`, so a
// window with nothing in it gives -FLT_MAX. Average: sum, then divide.
inline void pool2d_forward(const Pool2dGeometry &g, PoolType type, const float *x,
                           float *y) {
  for_each_window(g, [&](int n, int c, int oh, int ow, const Window &win) {
    float acc = type == PoolType::kMax ? -FLT_MAX : 0.0f;
    for (int h = win.h_begin; h < win.h_end; ++h)
      for (int w = win.w_begin; w < win.w_end; ++w) {
        float v = x[in_offset(g, n, c, h, w)];
        if (type == PoolType::kMax)
          acc = (acc > v) ? acc : v;
        else
          acc += v;
      }
    if (type == PoolType::kAverage)
      acc = acc / static_cast<float>(average_divisor(g, win));
    y[out_offset(g, n, c, oh, ow)] = acc;
  });
}

// pool2d_grad. dx is overwritten. Max: the first element of the window (row
// major) equal to y receives dy, nothing else does (with max_grad_all_ties,
// every element equal to y does); a window with no such element (only
// padding) credits nobody. Average: every element of the
// window receives dy * (1 / divisor).
inline void pool2d_backward(const Pool2dGeometry &g, PoolType type, const float *x,
                            const float *y, const float *dy, float *dx) {
  std::fill(dx, dx + input_elements(g), 0.0f);
  for_each_window(g, [&](int n, int c, int oh, int ow, const Window &win) {
    size_t o = out_offset(g, n, c, oh, ow);
    if (type == PoolType::kMax) {
      for (int h = win.h_begin; h < win.h_end; ++h)
        for (int w = win.w_begin; w < win.w_end; ++w) {
          size_t i = in_offset(g, n, c, h, w);
          if (x[i] == y[o]) {
            dx[i] += dy[o];
            if (!g.max_grad_all_ties)
              return;
          }
        }
      return;
    }
    float scale = 1.0f / static_cast<float>(average_divisor(g, win));
    for (int h = win.h_begin; h < win.h_end; ++h)
      for (int w = win.w_begin; w < win.w_end; ++w) {
        size_t i = in_offset(g, n, c, h, w);
        dx[i] = std::fma(dy[o], scale, dx[i]);
      }
  });
}

// max_pool2d_with_index forward (NCHW; the layout flag is ignored, as Paddle
// has no NHWC form). Strict `<` from -FLT_MAX: the first maximum in row-major
// order wins; mask = h * W + w in the unpadded plane, -1 when no element beat
// -FLT_MAX (an empty window, or one holding only -FLT_MAX).
inline void max_pool2d_with_index_forward(const Pool2dGeometry &g, const float *x,
                                          float *y, int32_t *mask) {
  Pool2dGeometry nchw = g;
  nchw.channels_last = false;
  for_each_window(nchw, [&](int n, int c, int oh, int ow, const Window &win) {
    float best = -FLT_MAX;
    int32_t where = -1;
    for (int h = win.h_begin; h < win.h_end; ++h)
      for (int w = win.w_begin; w < win.w_end; ++w) {
        float v = x[in_offset(nchw, n, c, h, w)];
        if (best < v) {
          best = v;
          where = h * g.width + w;
        }
      }
    size_t o = out_offset(nchw, n, c, oh, ow);
    y[o] = best;
    mask[o] = where;
  });
}

// max_pool2d_with_index backward: dx[i] = sum of dy[o] over the outputs o
// of i's plane whose mask names i. dx is overwritten.
inline void max_pool2d_with_index_backward(const Pool2dGeometry &g, const int32_t *mask,
                                           const float *dy, float *dx) {
  std::fill(dx, dx + input_elements(g), 0.0f);
  size_t plane = static_cast<size_t>(g.height) * g.width;
  size_t out_plane = static_cast<size_t>(g.out_height) * g.out_width;
  for (size_t p = 0; p < static_cast<size_t>(g.batch) * g.channels; ++p)
    for (size_t o = 0; o < out_plane; ++o) {
      int32_t m = mask[p * out_plane + o];
      if (m >= 0)
        dx[p * plane + m] += dy[p * out_plane + o];
    }
}

// fp16 and bf16 as bit patterns, so this header needs no CUDA. Conversions
// round to nearest even, as __float2half_rn / __float2bfloat16_rn do; the
// low-precision forward kernels accumulate in fp32 and round once at the end,
// so their reference is the fp32 reference on the widened inputs, rounded.
inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
inline float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

inline float bf16_to_float(uint16_t b) { return bits_float(static_cast<uint32_t>(b) << 16); }
inline uint16_t float_to_bf16(float f) {
  uint32_t u = float_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) // NaN: keep it a (quiet) NaN
    return static_cast<uint16_t>((u >> 16) | 0x0040u);
  u += 0x7fffu + ((u >> 16) & 1u); // round half to even on the dropped 16 bits
  return static_cast<uint16_t>(u >> 16);
}

inline float half_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  int exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0x1f) // Inf or NaN
    return bits_float(sign | 0x7f800000u | (mant << 13));
  if (exp == 0) // zero or subnormal: mant * 2^-24, exact in fp32
    return (sign ? -1.0f : 1.0f) * std::ldexp(static_cast<float>(mant), -24);
  return bits_float(sign | (static_cast<uint32_t>(exp - 15 + 127) << 23) | (mant << 13));
}

inline uint16_t float_to_half(float f) {
  uint32_t u = float_bits(f);
  uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000u);
  uint32_t mag = u & 0x7fffffffu;
  if (mag > 0x7f800000u) // NaN
    return static_cast<uint16_t>(sign | 0x7e00u | ((mag >> 13) & 0x3ffu));
  // Values that round to 2^16 or more (65520 and up) are out of range: Inf.
  if (mag >= 0x477ff000u)
    return static_cast<uint16_t>(sign | 0x7c00u);
  float a = bits_float(mag);
  // Below the smallest normal (2^-14) the half step is a fixed 2^-24:
  // scaling by 2^24 makes the value an integer count of steps, and
  // nearbyint rounds it half to even (the default rounding mode).
  if (a < 6.103515625e-05f)
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::nearbyint(a * 16777216.0f)));
  // Normal: drop 13 mantissa bits, rounding half to even; a carry into the
  // exponent is the right result (it can reach Inf only above 65504, handled).
  uint32_t rounded = mag + 0xfffu + ((mag >> 13) & 1u);
  uint32_t exp = (rounded >> 23) - 127 + 15;
  return static_cast<uint16_t>(sign | (exp << 10) | ((rounded >> 13) & 0x3ffu));
}

} // namespace reference
} // namespace pool2d

#endif // NVPTXBW_EXAMPLES_POOL2D_REFERENCE_H
