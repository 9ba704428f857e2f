// Golden tests of the pool2d CPU reference (pool2d_reference.h) and the
// geometry rules (pool2d_geometry.h): hand-derived small-integer cases that
// pin PaddlePaddle's semantics (docs/kernel-formats.md, "2-D pooling",
// from Paddle's paddle/phi/kernels/funcs/pooling.{h,cu}). Plain g++, no CUDA;
// test/examples/pool2d-reference.test runs it.

#include "pool2d_geometry.h"
#include "pool2d_reference.h"

#include "check.h" // runtime/tests/check.h

#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

using namespace pool2d;
namespace ref = pool2d::reference;

namespace {

Pool2dGeometry resolve(const Pool2dAttributes &a) {
  Pool2dGeometry g;
  std::string error;
  bool ok = resolve_geometry(a, &g, &error);
  CHECKF(ok, "resolve_geometry: %s\n", error.c_str());
  return g;
}

Pool2dAttributes plane(int h, int w) {
  Pool2dAttributes a;
  a.height = h;
  a.width = w;
  return a;
}

std::vector<float> forward(const Pool2dGeometry &g, PoolType t, const std::vector<float> &x) {
  std::vector<float> y(output_elements(g));
  ref::pool2d_forward(g, t, x.data(), y.data());
  return y;
}

bool same_bits(float a, float b) { return ref::float_bits(a) == ref::float_bits(b); }

bool equal(const std::vector<float> &a, const std::vector<float> &b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!same_bits(a[i], b[i]) && !(std::isnan(a[i]) && std::isnan(b[i])))
      return false;
  return true;
}

void output_sizes() {
  // H=5, k=2, s=2, pads 1+1: floor (5-2+2)/2+1 = 3; ceil (5-2+2+1)/2+1 = 4.
  // PyTorch drops the 4th (its window would start at 6-1 = 5, in the bottom
  // padding); Paddle keeps it.
  CHECK(pool_output_size(5, 2, 1, 1, 2, false) == 3);
  CHECK(pool_output_size(5, 2, 1, 1, 2, true) == 4);
  CHECK(pool_output_size(6, 3, 0, 0, 2, false) == 2);
  CHECK(pool_output_size(6, 3, 0, 0, 2, true) == 3);
  // W=5, k=1, s=3, no padding: floor 2, ceil 3 (PyTorch: 2).
  CHECK(pool_output_size(5, 1, 0, 0, 3, true) == 3);
  Pool2dAttributes a = plane(5, 5);
  a.ksize_h = a.ksize_w = 2;
  a.stride_h = a.stride_w = 2;
  a.pad_top = a.pad_bottom = a.pad_left = a.pad_right = 1;
  CHECK(resolve(a).out_height == 3);
  a.ceil_mode = true;
  Pool2dGeometry g = resolve(a);
  CHECK(g.out_height == 4 && g.out_width == 4);
  // Bottom/right padding changes only the size: (5-2+1+3)/2+1 = 4 rows,
  // windows still placed by the top padding of 1.
  a.ceil_mode = false;
  a.pad_bottom = 3;
  g = resolve(a);
  CHECK(g.out_height == 4 && g.out_width == 3 && g.pad_top == 1);
}

void same_and_valid() {
  int before = -1, after = -1;
  // H=7, k=3, s=2: 4 outputs, pad_sum = 3*2+3-7 = 2 -> 1 + 1.
  same_padding(7, 3, 2, &before, &after);
  CHECK(before == 1 && after == 1);
  // H=8, k=3, s=2: 4 outputs, pad_sum = 1 -> 0 before, 1 after.
  same_padding(8, 3, 2, &before, &after);
  CHECK(before == 0 && after == 1);
  // H=5, k=4, s=1: 5 outputs, pad_sum = 3 -> 1 + 2.
  same_padding(5, 4, 1, &before, &after);
  CHECK(before == 1 && after == 2);
  // k < s: (2-1)*3+1-5 < 0 -> no padding.
  same_padding(5, 1, 3, &before, &after);
  CHECK(before == 0 && after == 0);

  Pool2dAttributes a = plane(7, 8);
  a.ksize_h = a.ksize_w = 3;
  a.stride_h = a.stride_w = 2;
  a.pad_top = a.pad_bottom = a.pad_left = a.pad_right = 9; // ignored by SAME/VALID
  a.padding_algorithm = PaddingAlgorithm::kSame;
  Pool2dGeometry g = resolve(a);
  CHECK(g.out_height == 4 && g.out_width == 4 && g.pad_top == 1 && g.pad_left == 0);
  a.padding_algorithm = PaddingAlgorithm::kValid;
  g = resolve(a);
  // (7-3)/2+1 = 3, (8-3)/2+1 = 3.
  CHECK(g.out_height == 3 && g.out_width == 3 && g.pad_top == 0 && g.pad_left == 0);

  // Global pooling: k = (H, W), no padding, one output whatever the stride.
  a = plane(6, 5);
  a.ksize_h = a.ksize_w = 2;
  a.stride_h = a.stride_w = 3;
  a.pad_top = a.pad_left = 1;
  a.global_pooling = true;
  g = resolve(a);
  CHECK(g.out_height == 1 && g.out_width == 1 && g.ksize_h == 6 && g.ksize_w == 5 &&
        g.pad_top == 0 && g.pad_left == 0);
  // Adaptive ignores paddings: ksize is the output size.
  a = plane(7, 10);
  a.ksize_h = 3;
  a.ksize_w = 4;
  a.pad_top = 5;
  a.adaptive = true;
  g = resolve(a);
  CHECK(g.adaptive && g.out_height == 3 && g.out_width == 4 && g.pad_top == 0);
}

void adaptive_windows() {
  // H=7 -> 3: [0,3) [2,5) [4,7); neighbours share rows 2 and 4.
  int want[3][2] = {{0, 3}, {2, 5}, {4, 7}};
  for (int i = 0; i < 3; ++i)
    CHECKF(ref::adaptive_begin(i, 7, 3) == want[i][0] && ref::adaptive_end(i, 7, 3) == want[i][1],
           "adaptive window %d\n", i);
  // More outputs than inputs: H=3 -> 5: [0,1) [0,2) [1,2) [1,3) [2,3).
  int up[5][2] = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}};
  for (int i = 0; i < 5; ++i)
    CHECKF(ref::adaptive_begin(i, 3, 5) == up[i][0] && ref::adaptive_end(i, 3, 5) == up[i][1],
           "adaptive upsampling window %d\n", i);

  // A 7x1 column pooled to 3x1: sums 0+3+6 = 9, 6+1+2 = 9, 2+9+10 = 21.
  Pool2dAttributes a = plane(7, 1);
  a.ksize_h = 3;
  a.ksize_w = 1;
  a.adaptive = true;
  a.exclusive = false; // adaptive divides by the window's area regardless
  Pool2dGeometry g = resolve(a);
  std::vector<float> x = {0, 3, 6, 1, 2, 9, 10};
  CHECK(equal(forward(g, PoolType::kAverage, x), {3, 3, 7}));
  CHECK(equal(forward(g, PoolType::kMax, x), {6, 6, 10}));
  // Average backward: dy = 3, 6, 9, each window's elements get dy/3;
  // rows 2 and 4 are in two windows and get both: 1+2, 2+3.
  std::vector<float> y = forward(g, PoolType::kAverage, x), dx(7);
  std::vector<float> dy = {3, 6, 9};
  ref::pool2d_backward(g, PoolType::kAverage, x.data(), y.data(), dy.data(), dx.data());
  CHECK(equal(dx, {1, 1, 3, 2, 5, 3, 3}));
}

void divisors_at_borders() {
  // 3x3 plane 1..9, k=2, s=2, pads 1: windows rows/cols [0,1) and [1,3).
  Pool2dAttributes a = plane(3, 3);
  a.ksize_h = a.ksize_w = 2;
  a.stride_h = a.stride_w = 2;
  a.pad_top = a.pad_bottom = a.pad_left = a.pad_right = 1;
  std::vector<float> x = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  Pool2dGeometry g = resolve(a);
  // Exclusive: {1}/1, {2,3}/2, {4,7}/2, {5,6,8,9}/4.
  CHECK(equal(forward(g, PoolType::kAverage, x), {1, 2.5f, 5.5f, 7}));
  CHECK(equal(forward(g, PoolType::kMax, x), {1, 3, 7, 9}));
  a.exclusive = false; // inclusive: always / (2*2)
  g = resolve(a);
  CHECK(equal(forward(g, PoolType::kAverage, x), {0.25f, 1.25f, 2.75f, 7}));

  // Average backward, overlapping windows: 3x3, k=2, s=1, dy 4 8 12 16,
  // divisor 4: each element sums dy/4 over the windows holding it.
  a = plane(3, 3);
  a.ksize_h = a.ksize_w = 2;
  g = resolve(a);
  std::vector<float> dy = {4, 8, 12, 16}, dx(9);
  std::vector<float> y = forward(g, PoolType::kAverage, x);
  ref::pool2d_backward(g, PoolType::kAverage, x.data(), y.data(), dy.data(), dx.data());
  CHECK(equal(dx, {1, 3, 2, 4, 10, 6, 3, 7, 4}));

  // The gradient multiplies by the fp32 reciprocal, as Paddle does: one
  // window of 3, dy = 5 gives 5 * fl(1/3) rounded = 0x1.aaaaacp+0, one ulp
  // above the correctly rounded 5/3 = 0x1.aaaaaap+0.
  a = plane(3, 1);
  a.global_pooling = true;
  g = resolve(a);
  std::vector<float> x3 = {0, 0, 0}, y3 = forward(g, PoolType::kAverage, x3), dx3(3);
  std::vector<float> dy5 = {5};
  ref::pool2d_backward(g, PoolType::kAverage, x3.data(), y3.data(), dy5.data(), dx3.data());
  CHECK(same_bits(dx3[0], 0x1.aaaaacp+0f) && same_bits(dx3[2], 0x1.aaaaacp+0f));
  CHECK(!same_bits(dx3[0], 5.0f / 3.0f));
}

void windows_in_padding() {
  // 2x2 plane, k=2, s=1, pads 2: 5x5 outputs; row/col 0 and 4 are wholly in
  // the padding.
  Pool2dAttributes a = plane(2, 2);
  a.ksize_h = a.ksize_w = 2;
  a.pad_top = a.pad_bottom = a.pad_left = a.pad_right = 2;
  Pool2dGeometry g = resolve(a);
  CHECK(g.out_height == 5 && g.out_width == 5);
  std::vector<float> x = {1, 2, 3, 4};
  std::vector<float> ymax = forward(g, PoolType::kMax, x);
  CHECK(ymax[0] == -FLT_MAX && ymax[4] == -FLT_MAX && ymax[24] == -FLT_MAX);
  CHECK(ymax[6] == 1 && ymax[12] == 4 && ymax[18] == 4);
  std::vector<float> yavg = forward(g, PoolType::kAverage, x);
  CHECK(std::isnan(yavg[0]) && std::isnan(yavg[2])); // exclusive: 0 / 0, as Paddle
  CHECK(yavg[12] == 2.5f);
  a.exclusive = false;
  g = resolve(a);
  yavg = forward(g, PoolType::kAverage, x);
  CHECK(same_bits(yavg[0], 0.0f) && yavg[12] == 2.5f && yavg[6] == 0.25f);
  // with-index: nothing beats -FLT_MAX in an empty window -> mask -1.
  std::vector<float> y(25);
  std::vector<int32_t> mask(25);
  ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
  CHECK(mask[0] == -1 && y[0] == -FLT_MAX && mask[12] == 3 && mask[6] == 0);
  // Max backward: no element equals -FLT_MAX, so padding windows credit nobody.
  std::vector<float> dy(25, 1.0f), dx(4);
  ref::pool2d_backward(g, PoolType::kMax, x.data(), ymax.data(), dy.data(), dx.data());
  // Each element is the max of the windows it is the bottom-right-most of:
  // 1 wins 1 window, 2 wins 2, 3 wins 2, 4 wins 4 (of the 9 non-empty).
  CHECK(equal(dx, {1, 2, 2, 4}));

  // ceil_mode past the end: 1x5, k=1, s=3 -> 3 columns (PyTorch: 2); the
  // third starts at 6 > 5, Paddle's "area" is 1 * (5 - 6) = -1: 0 / -1 = -0.
  a = plane(1, 5);
  a.stride_w = 3;
  a.ceil_mode = true;
  g = resolve(a);
  CHECK(g.out_width == 3);
  std::vector<float> x5 = {1, 2, 3, 4, 5};
  std::vector<float> y5 = forward(g, PoolType::kAverage, x5);
  CHECK(y5[0] == 1 && y5[1] == 4 && y5[2] == 0 && std::signbit(y5[2]));
  CHECK(forward(g, PoolType::kMax, x5)[2] == -FLT_MAX);
}

void first_max_ties() {
  // 2x3 plane [[5,1,5],[2,5,0]], k=2, s=1: windows cols [0,2) and [1,3).
  Pool2dAttributes a = plane(2, 3);
  a.ksize_h = a.ksize_w = 2;
  Pool2dGeometry g = resolve(a);
  std::vector<float> x = {5, 1, 5, 2, 5, 0};
  std::vector<float> y(2), dx(6), dy = {10, 20};
  std::vector<int32_t> mask(2);
  ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
  // Strict <: the first 5 in row-major order: (0,0) -> 0, (0,2) -> 2.
  CHECK(y[0] == 5 && y[1] == 5 && mask[0] == 0 && mask[1] == 2);
  ref::max_pool2d_with_index_backward(g, mask.data(), dy.data(), dx.data());
  CHECK(equal(dx, {10, 0, 20, 0, 0, 0}));
  // pool2d_grad max: only the first element equal to y is credited; the 5
  // at (1,1), in both windows, gets nothing.
  ref::pool2d_backward(g, PoolType::kMax, x.data(), y.data(), dy.data(), dx.data());
  CHECK(equal(dx, {10, 0, 20, 0, 0, 0}));
  // The compatibility mode credits every tie: window 0 holds the 5s at
  // (0,0) and (1,1), window 1 those at (0,2) and (1,1).
  a.max_grad_all_ties = true;
  Pool2dGeometry g_all = resolve(a);
  ref::pool2d_backward(g_all, PoolType::kMax, x.data(), y.data(), dy.data(), dx.data());
  CHECK(equal(dx, {10, 0, 20, 0, 30, 0}));
  // Both windows' max is the same element: it collects both gradients.
  x = {1, 9, 1, 1, 1, 1};
  ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
  CHECK(mask[0] == 1 && mask[1] == 1);
  ref::max_pool2d_with_index_backward(g, mask.data(), dy.data(), dx.data());
  CHECK(equal(dx, {0, 30, 0, 0, 0, 0}));
  ref::pool2d_backward(g, PoolType::kMax, x.data(), y.data(), dy.data(), dx.data());
  CHECK(equal(dx, {0, 30, 0, 0, 0, 0}));
  // An all -FLT_MAX window: nothing is strictly greater -> mask -1.
  x.assign(6, -FLT_MAX);
  ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
  CHECK(mask[0] == -1 && mask[1] == -1 && y[0] == -FLT_MAX);
}

// NHWC results are the NCHW results with the channel moved last.
void nhwc_is_transposed_nchw() {
  const int N = 2, C = 3, H = 5, W = 6;
  std::vector<Pool2dAttributes> shapes;
  Pool2dAttributes a = plane(H, W);
  a.batch = N;
  a.channels = C;
  a.ksize_h = a.ksize_w = 3;
  a.stride_h = a.stride_w = 2;
  a.pad_top = a.pad_left = a.pad_bottom = a.pad_right = 1;
  a.ceil_mode = true;
  shapes.push_back(a);
  a.ceil_mode = false;
  a.padding_algorithm = PaddingAlgorithm::kSame;
  a.exclusive = false;
  shapes.push_back(a);
  a.adaptive = true;
  a.ksize_h = 3;
  a.ksize_w = 4;
  shapes.push_back(a);
  for (Pool2dAttributes s : shapes) {
    s.layout = Layout::kNCHW;
    Pool2dGeometry gc = resolve(s);
    s.layout = Layout::kNHWC;
    Pool2dGeometry gl = resolve(s);
    auto to_nhwc = [&](const std::vector<float> &v, int h, int w) {
      std::vector<float> out(v.size());
      for (int n = 0; n < N; ++n)
        for (int c = 0; c < C; ++c)
          for (int i = 0; i < h; ++i)
            for (int j = 0; j < w; ++j)
              out[((n * h + i) * w + j) * C + c] = v[((n * C + c) * h + i) * w + j];
      return out;
    };
    std::vector<float> x(N * C * H * W), dy(output_elements(gc));
    for (size_t i = 0; i < x.size(); ++i)
      x[i] = static_cast<float>(static_cast<int>((i * 7) % 11) - 5);
    for (size_t i = 0; i < dy.size(); ++i)
      dy[i] = static_cast<float>((i * 5) % 9);
    std::vector<float> xl = to_nhwc(x, H, W), dyl = to_nhwc(dy, gc.out_height, gc.out_width);
    for (PoolType t : {PoolType::kMax, PoolType::kAverage}) {
      std::vector<float> yc = forward(gc, t, x), yl = forward(gl, t, xl);
      CHECK(equal(to_nhwc(yc, gc.out_height, gc.out_width), yl));
      std::vector<float> dxc(x.size()), dxl(x.size());
      ref::pool2d_backward(gc, t, x.data(), yc.data(), dy.data(), dxc.data());
      ref::pool2d_backward(gl, t, xl.data(), yl.data(), dyl.data(), dxl.data());
      CHECK(equal(to_nhwc(dxc, H, W), dxl));
    }
  }
}

void low_precision_codecs() {
  CHECK(ref::float_to_half(1.0f) == 0x3c00 && ref::float_to_half(65504.0f) == 0x7bff);
  CHECK(ref::float_to_half(65519.0f) == 0x7bff && ref::float_to_half(65520.0f) == 0x7c00);
  CHECK(ref::float_to_half(-FLT_MAX) == 0xfc00); // an empty max window in fp16: -Inf
  CHECK(ref::float_to_half(0x1p-24f) == 0x0001 && ref::float_to_half(0x1p-25f) == 0x0000);
  CHECK(ref::float_to_half(0x1.8p-24f) == 0x0002); // tie -> even
  CHECK(ref::float_to_half(1.0f / 3.0f) == 0x3555 && ref::float_to_half(0x1.002p0f) == 0x3c00);
  CHECK(ref::float_to_bf16(1.0f) == 0x3f80 && ref::float_to_bf16(1.0f / 3.0f) == 0x3eab);
  CHECK(ref::float_to_bf16(-FLT_MAX) == 0xff80 && ref::float_to_bf16(0x1.01p0f) == 0x3f80);
  // Every finite fp16 / bf16 value survives widening and rounding back.
  bool half_ok = true, bf16_ok = true;
  for (uint32_t b = 0; b < 0x10000; ++b) {
    uint16_t h = static_cast<uint16_t>(b);
    if ((h & 0x7c00) != 0x7c00 && ref::float_to_half(ref::half_to_float(h)) != h)
      half_ok = false;
    if ((h & 0x7f80) != 0x7f80 && ref::float_to_bf16(ref::bf16_to_float(h)) != h)
      bf16_ok = false;
  }
  CHECK(half_ok);
  CHECK(bf16_ok);
  CHECK(ref::half_to_float(0x0001) == 0x1p-24f && ref::half_to_float(0x7bff) == 65504.0f);
}

} // namespace

int main() {
  output_sizes();
  same_and_valid();
  adaptive_windows();
  divisors_at_borders();
  windows_in_padding();
  first_max_ties();
  nhwc_is_transposed_nchw();
  low_precision_codecs();
  return nvptxbw_test::finish("pool2d_reference");
}
