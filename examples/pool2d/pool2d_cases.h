// pool2d_cases.h - the configurations examples/pool2d/pool2d.cu runs on the
// GPU (and test/examples/Inputs/pool2d_emulation.cpp runs through the kernels
// on the CPU): every mode, odd sizes, strides > kernel, overlapping windows,
// padding > 0 and >= kernel, ceil_mode adding a row, SAME/VALID/global,
// adaptive, NCHW and NHWC, and one case larger than the grid. Plain C++.
#ifndef NVPTXBW_EXAMPLES_POOL2D_CASES_H
#define NVPTXBW_EXAMPLES_POOL2D_CASES_H

#include "pool2d_geometry.h"

#include <cstddef>
#include <vector>

namespace pool2d {
namespace cases {

struct Case {
  const char *name;
  Pool2dAttributes attrs;
};

inline Pool2dAttributes shape(int n, int c, int h, int w, Layout layout) {
  Pool2dAttributes a;
  a.batch = n;
  a.channels = c;
  a.height = h;
  a.width = w;
  a.layout = layout;
  return a;
}
inline Pool2dAttributes window(Pool2dAttributes a, int kh, int kw, int sh, int sw) {
  a.ksize_h = kh;
  a.ksize_w = kw;
  a.stride_h = sh;
  a.stride_w = sw;
  return a;
}
inline Pool2dAttributes pads(Pool2dAttributes a, int top, int bottom, int left, int right) {
  a.pad_top = top;
  a.pad_bottom = bottom;
  a.pad_left = left;
  a.pad_right = right;
  return a;
}

inline std::vector<Case> all_cases() {
  const Layout nchw = Layout::kNCHW, nhwc = Layout::kNHWC;
  std::vector<Case> list;
  // Overlapping windows (stride < kernel), odd sizes, padding on every side.
  list.push_back({"overlap-3x3-s1-p1", pads(window(shape(2, 3, 7, 9, nchw), 3, 3, 1, 1), 1, 1, 1, 1)});
  list.push_back({"overlap-3x3-s1-p1", pads(window(shape(2, 3, 7, 9, nhwc), 3, 3, 1, 1), 1, 1, 1, 1)});
  // Stride > kernel: rows and columns no window reads.
  list.push_back({"gaps-2x2-s3", window(shape(1, 2, 11, 10, nchw), 2, 2, 3, 3)});
  list.push_back({"gaps-2x3-s3x4", window(shape(1, 5, 11, 13, nhwc), 2, 3, 3, 4)});
  // ceil_mode adds a row and a column past PyTorch's size; the last window
  // is empty (average: 0/0).
  {
    Pool2dAttributes a = pads(window(shape(1, 2, 5, 5, nchw), 2, 2, 2, 2), 1, 1, 1, 1);
    a.ceil_mode = true;
    list.push_back({"ceil-adds-row", a});
    a.layout = nhwc;
    list.push_back({"ceil-adds-row", a});
  }
  // ceil_mode with stride > kernel: the last window starts past the end
  // (Paddle's "area" is negative there).
  {
    Pool2dAttributes a = window(shape(1, 1, 5, 7, nchw), 1, 2, 3, 3);
    a.ceil_mode = true;
    list.push_back({"ceil-past-end", a});
  }
  // Asymmetric explicit padding, inclusive average (divisor k_h * k_w).
  {
    Pool2dAttributes a = pads(window(shape(2, 2, 8, 7, nchw), 3, 3, 2, 2), 2, 0, 0, 1);
    a.exclusive = false;
    list.push_back({"asym-pad-inclusive", a});
    a.layout = nhwc;
    list.push_back({"asym-pad-inclusive", a});
    a.exclusive = true;
    list.push_back({"asym-pad-exclusive", a});
  }
  // Padding >= kernel: windows wholly in the padding (max -FLT_MAX).
  list.push_back({"pad-exceeds-kernel", pads(window(shape(1, 2, 4, 5, nchw), 2, 2, 1, 1), 2, 2, 3, 2)});
  // SAME and VALID replace the explicit paddings.
  {
    Pool2dAttributes a = pads(window(shape(1, 3, 7, 8, nhwc), 3, 3, 2, 2), 9, 9, 9, 9);
    a.padding_algorithm = PaddingAlgorithm::kSame;
    list.push_back({"same", a});
    a.layout = nchw;
    list.push_back({"same", a});
    a.padding_algorithm = PaddingAlgorithm::kValid;
    a.ksize_h = 4;
    list.push_back({"valid", a});
  }
  // Global pooling: one window, the whole plane.
  {
    Pool2dAttributes a = pads(window(shape(2, 3, 6, 5, nchw), 2, 2, 2, 2), 1, 1, 1, 1);
    a.global_pooling = true;
    list.push_back({"global", a});
    a.layout = nhwc;
    list.push_back({"global", a});
  }
  // Adaptive: overlapping floor/ceil windows (H=7 -> 3: [0,3) [2,5) [4,7)),
  // and more outputs than inputs.
  {
    Pool2dAttributes a = window(shape(2, 2, 7, 10, nchw), 3, 4, 1, 1);
    a.adaptive = true;
    list.push_back({"adaptive-7x10-to-3x4", a});
    a.layout = nhwc;
    list.push_back({"adaptive-7x10-to-3x4", a});
    Pool2dAttributes up = window(shape(1, 3, 3, 2, nchw), 5, 4, 1, 1);
    up.adaptive = true;
    list.push_back({"adaptive-3x2-to-5x4", up});
  }
  // Max grad's compatibility mode: every tied maximum credited. A 9x9 global
  // window of values -8..8 holds its maximum several times; overlapping 3x3
  // windows share tied elements.
  {
    Pool2dAttributes a = shape(1, 2, 9, 9, nchw);
    a.global_pooling = true;
    a.max_grad_all_ties = true;
    list.push_back({"max-grad-all-ties-global", a});
    Pool2dAttributes o = pads(window(shape(2, 3, 7, 9, nhwc), 3, 3, 1, 1), 1, 1, 1, 1);
    o.max_grad_all_ties = true;
    list.push_back({"max-grad-all-ties-overlap", o});
  }
  // Larger than the grid: every thread loops.
  {
    Pool2dAttributes a = pads(window(shape(2, 16, 33, 35, nhwc), 3, 3, 2, 2), 1, 1, 1, 1);
    a.ceil_mode = true;
    list.push_back({"grid-stride", a});
    a.layout = nchw;
    list.push_back({"grid-stride", a});
  }
  return list;
}

// Small integers with many ties (values -8..8), so maxima repeat inside a
// window and every sum is exact.
inline std::vector<float> integer_data(size_t n, unsigned salt) {
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = static_cast<float>(static_cast<int>((i * 37 + salt * 11) % 17) - 8);
  return v;
}

} // namespace cases
} // namespace pool2d

#endif // NVPTXBW_EXAMPLES_POOL2D_CASES_H
