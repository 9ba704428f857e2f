// pool2d_geometry.h - PaddlePaddle's pool2d attributes and the geometry they
// resolve to (output size, the padding that places the windows).
//
// Plain C++ (g++ or CUDA): the CPU reference (pool2d_reference.h) and the
// kernels (pool2d.cuh) both take a Pool2dGeometry, so how attributes become
// sizes is written once; the windows themselves are computed separately on
// each side, so comparing the two checks them against each other.
//
// Semantics: Paddle's PoolOutputSize, UpdatePadding and AdaptStartIndex/
// AdaptEndIndex in paddle/phi/kernels/funcs/pooling.h (docs/kernel-formats.md,
// "2-D pooling").
#ifndef NVPTXBW_EXAMPLES_POOL2D_GEOMETRY_H
#define NVPTXBW_EXAMPLES_POOL2D_GEOMETRY_H

#include <algorithm>
#include <cstdio>
#include <string>

namespace pool2d {

enum class PoolType { kMax, kAverage };
enum class Layout { kNCHW, kNHWC };
// Paddle's padding_algorithm: EXPLICIT uses the four paddings given.
enum class PaddingAlgorithm { kExplicit, kSame, kValid };

// The attributes of Paddle's pool2d / max_pool2d_with_index, as a user gives
// them. For adaptive pooling ksize_h/ksize_w are the output size.
struct Pool2dAttributes {
  int batch = 1, channels = 1, height = 1, width = 1;
  int ksize_h = 1, ksize_w = 1;
  int stride_h = 1, stride_w = 1;
  int pad_top = 0, pad_bottom = 0, pad_left = 0, pad_right = 0;
  PaddingAlgorithm padding_algorithm = PaddingAlgorithm::kExplicit;
  Layout layout = Layout::kNCHW;
  bool global_pooling = false;
  bool adaptive = false;
  bool ceil_mode = false;
  bool exclusive = true; // average: divide by the clipped window's area
  // Max grad: credit every element equal to the window's max (the
  // compatibility mode, Paddle's MaxPoolGrad `dx += dy * (x == y)`) instead
  // of only the first in row-major order (pool2d_grad's default).
  bool max_grad_all_ties = false;
};

// What a kernel needs: sizes, window shape and step, and the top/left padding
// that places the windows (bottom/right padding only changes the output size,
// so it is not needed past resolve_geometry).
struct Pool2dGeometry {
  int batch, channels, height, width;
  int out_height, out_width;
  int ksize_h, ksize_w;
  int stride_h, stride_w;
  int pad_top, pad_left;
  bool channels_last;
  bool adaptive;
  bool exclusive;
  bool max_grad_all_ties;
};

// Paddle's PoolOutputSize. ceil_mode rounds the window count up with no
// PyTorch-style "the last window must start inside the input or left
// padding" correction, so it can give PyTorch's size plus one.
inline int pool_output_size(int input, int ksize, int pad_before, int pad_after,
                            int stride, bool ceil_mode) {
  int span = input - ksize + pad_before + pad_after;
  return ceil_mode ? (span + stride - 1) / stride + 1 : span / stride + 1;
}

// The padding SAME gives one dimension: enough for ceil(input / stride)
// outputs, the odd pixel going after (Paddle's UpdatePadding).
inline void same_padding(int input, int ksize, int stride, int *before, int *after) {
  int out = (input + stride - 1) / stride;
  int pad_sum = std::max((out - 1) * stride + ksize - input, 0);
  *before = pad_sum / 2;
  *after = pad_sum - *before;
}

// Resolve the attributes as Paddle does: global pooling takes the whole
// plane with no padding, SAME/VALID replace the explicit paddings, adaptive
// pooling ignores paddings and strides. Returns false (with a message in
// *error) for attributes Paddle would reject or that give no output.
inline bool resolve_geometry(const Pool2dAttributes &a, Pool2dGeometry *g,
                             std::string *error) {
  int kh = a.ksize_h, kw = a.ksize_w;
  int pt = a.pad_top, pb = a.pad_bottom, pl = a.pad_left, pr = a.pad_right;
  if (a.global_pooling) {
    kh = a.height;
    kw = a.width;
    pt = pb = pl = pr = 0;
  } else if (a.padding_algorithm == PaddingAlgorithm::kValid) {
    pt = pb = pl = pr = 0;
  } else if (a.padding_algorithm == PaddingAlgorithm::kSame && !a.adaptive) {
    same_padding(a.height, kh, a.stride_h, &pt, &pb);
    same_padding(a.width, kw, a.stride_w, &pl, &pr);
  }
  *g = Pool2dGeometry{};
  g->batch = a.batch;
  g->channels = a.channels;
  g->height = a.height;
  g->width = a.width;
  g->channels_last = a.layout == Layout::kNHWC;
  g->exclusive = a.exclusive;
  g->max_grad_all_ties = a.max_grad_all_ties;
  // Global pooling wins over adaptive: its window is the whole plane.
  g->adaptive = a.adaptive && !a.global_pooling;
  if (g->adaptive) {
    g->out_height = kh;
    g->out_width = kw;
    g->ksize_h = g->ksize_w = 0; // unused: each window has its own extent
    g->stride_h = g->stride_w = 1;
    g->pad_top = g->pad_left = 0;
  } else {
    g->ksize_h = kh;
    g->ksize_w = kw;
    g->stride_h = a.stride_h;
    g->stride_w = a.stride_w;
    g->pad_top = pt;
    g->pad_left = pl;
    if (a.stride_h > 0 && a.stride_w > 0) {
      g->out_height = pool_output_size(a.height, kh, pt, pb, a.stride_h, a.ceil_mode);
      g->out_width = pool_output_size(a.width, kw, pl, pr, a.stride_w, a.ceil_mode);
    }
  }
  char buf[160];
  const char *why = nullptr;
  if (a.batch < 1 || a.channels < 1 || a.height < 1 || a.width < 1)
    why = "every input dimension must be at least 1";
  else if (kh < 1 || kw < 1)
    why = g->adaptive ? "adaptive output size must be at least 1"
                      : "window size must be at least 1";
  else if (!g->adaptive && (a.stride_h < 1 || a.stride_w < 1))
    why = "strides must be at least 1";
  else if (pt < 0 || pb < 0 || pl < 0 || pr < 0)
    why = "paddings must not be negative";
  else if (g->out_height < 1 || g->out_width < 1)
    why = "the window is larger than the padded input: no output";
  else if (static_cast<long long>(a.batch) * a.channels * a.height * a.width >= (1LL << 31) ||
           static_cast<long long>(a.batch) * a.channels * g->out_height * g->out_width >= (1LL << 31))
    why = "more than 2^31 - 1 elements (the kernels index with int)";
  if (why) {
    std::snprintf(buf, sizeof buf, "pool2d: %s", why);
    if (error)
      *error = buf;
    return false;
  }
  return true;
}

inline long long input_elements(const Pool2dGeometry &g) {
  return static_cast<long long>(g.batch) * g.channels * g.height * g.width;
}
inline long long output_elements(const Pool2dGeometry &g) {
  return static_cast<long long>(g.batch) * g.channels * g.out_height * g.out_width;
}

} // namespace pool2d

#endif // NVPTXBW_EXAMPLES_POOL2D_GEOMETRY_H
