// pool2d: runs the pooling kernels of pool2d.cuh over a set of configurations
// that covers every mode (max/average, exclusive/inclusive, NCHW/NHWC,
// ceil_mode, explicit/SAME/VALID padding, global, adaptive, with-index) and
// compares each result with the CPU reference of pool2d_reference.h.
//
// The comparison is exact (bit for bit; NaN matches NaN). That is sound
// because the inputs and gradients are small integers, so every sum the
// kernels and the reference make is exact in fp32 whatever the order, and
// the only rounded operations (the average's one division, its gradient's
// dy * (1/divisor) FMAs, a final rounding to fp16/bf16) are made identically
// and in the same order on both sides (see pool2d_reference.h).
//
// One line per configuration, then a summary; exit status 1 on any mismatch.
// Where there is no GPU to run on: a message and exit 0 (nvptxbw/host.h).

#include "pool2d.cuh"
#include "pool2d_cases.h"
#include "pool2d_reference.h"

#include <nvptxbw/host.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

using pool2d::Layout;
using pool2d::PaddingAlgorithm;
using pool2d::Pool2dAttributes;
using pool2d::Pool2dGeometry;
using pool2d::PoolType;
namespace ref = pool2d::reference;
using pool2d::cases::Case;
using pool2d::cases::integer_data;

bool same_value(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return ref::float_bits(a) == ref::float_bits(b);
}

// Counts checks and mismatches of one configuration, reporting the first.
struct Tally {
  int checks = 0;
  int mismatches = 0;
  std::string first;
  template <class T, class Same>
  void compare(const char *what, const std::vector<T> &got, const std::vector<T> &want,
               Same same) {
    ++checks;
    for (size_t i = 0; i < want.size(); ++i)
      if (!same(got[i], want[i])) {
        if (!mismatches) {
          char buf[200];
          std::snprintf(buf, sizeof buf, "%s[%zu]: got %.9g, want %.9g", what, i,
                        static_cast<double>(got[i]), static_cast<double>(want[i]));
          first = buf;
        }
        ++mismatches;
        return;
      }
  }
};

constexpr int kBlock = 256;
constexpr int kMaxBlocks = 64; // small, so the larger cases exercise the grid-stride loops

dim3 grid_for(long long elements) {
  long long blocks = (elements + kBlock - 1) / kBlock;
  return dim3(static_cast<unsigned>(blocks < kMaxBlocks ? blocks : kMaxBlocks));
}

// Low-precision forward: the fp32 reference on the widened input, rounded.
template <class Storage>
void check_low_precision(Tally &t, const char *what, const Pool2dGeometry &g, PoolType type,
                         const std::vector<float> &x,
                         void (*kernel)(Pool2dGeometry, const Storage *, Storage *),
                         uint16_t (*to_bits)(float), float (*from_bits)(uint16_t)) {
  std::vector<uint16_t> xb(x.size());
  std::vector<float> xw(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    xb[i] = to_bits(x[i]);
    xw[i] = from_bits(xb[i]);
  }
  std::vector<float> yw(pool2d::output_elements(g));
  ref::pool2d_forward(g, type, xw.data(), yw.data());
  std::vector<uint16_t> want(yw.size());
  for (size_t i = 0; i < yw.size(); ++i)
    want[i] = to_bits(yw[i]);

  nvptxbw::DeviceBuffer<uint16_t> dx(xb), dy(want.size());
  nvptxbw::launch(what, kernel, grid_for(want.size()), dim3(kBlock), 0, g,
                  reinterpret_cast<const Storage *>(dx.get()),
                  reinterpret_cast<Storage *>(dy.get()));
  std::vector<uint16_t> got = dy.download();
  t.compare(what, got, want, [&](uint16_t a, uint16_t b) {
    return same_value(from_bits(a), from_bits(b));
  });
}

Tally run_case(const Pool2dGeometry &g, unsigned salt) {
  Tally t;
  const size_t n_in = pool2d::input_elements(g), n_out = pool2d::output_elements(g);
  std::vector<float> x = integer_data(n_in, salt);
  std::vector<float> dy = integer_data(n_out, salt + 5);
  nvptxbw::DeviceBuffer<float> d_x(x), d_dy(dy), d_y(n_out), d_dx(n_in);
  const dim3 block(kBlock), out_grid = grid_for(n_out), in_grid = grid_for(n_in);
  auto same = [](float a, float b) { return same_value(a, b); };

  for (PoolType type : {PoolType::kMax, PoolType::kAverage}) {
    const bool is_max = type == PoolType::kMax;
    std::vector<float> y(n_out), dx(n_in);
    ref::pool2d_forward(g, type, x.data(), y.data());
    nvptxbw::launch(is_max ? "pool2d_max_forward_f32" : "pool2d_avg_forward_f32",
                    is_max ? pool2d_max_forward_f32 : pool2d_avg_forward_f32, out_grid, block,
                    0, g, d_x.get(), d_y.get());
    std::vector<float> y_gpu = d_y.download();
    t.compare(is_max ? "max forward" : "avg forward", y_gpu, y, same);

    ref::pool2d_backward(g, type, x.data(), y.data(), dy.data(), dx.data());
    if (is_max) {
      d_dx.zero(); // the kernel accumulates with atomics
      nvptxbw::launch("pool2d_max_backward_f32", pool2d_max_backward_f32, out_grid, block, 0,
                      g, d_x.get(), d_y.get(), d_dy.get(), d_dx.get());
    } else {
      nvptxbw::launch("pool2d_avg_backward_f32", pool2d_avg_backward_f32, in_grid, block, 0,
                      g, d_dy.get(), d_dx.get());
    }
    t.compare(is_max ? "max backward" : "avg backward", d_dx.download(), dx, same);

    check_low_precision<__half>(t, is_max ? "pool2d_max_forward_f16" : "pool2d_avg_forward_f16",
                                g, type, x,
                                is_max ? pool2d_max_forward_f16 : pool2d_avg_forward_f16,
                                ref::float_to_half, ref::half_to_float);
    check_low_precision<__nv_bfloat16>(
        t, is_max ? "pool2d_max_forward_bf16" : "pool2d_avg_forward_bf16", g, type, x,
        is_max ? pool2d_max_forward_bf16 : pool2d_avg_forward_bf16, ref::float_to_bf16,
        ref::bf16_to_float);
  }

  if (!g.channels_last) { // Paddle's max_pool2d_with_index is NCHW only
    std::vector<float> y(n_out), dx(n_in);
    std::vector<int32_t> mask(n_out);
    ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
    ref::max_pool2d_with_index_backward(g, mask.data(), dy.data(), dx.data());
    nvptxbw::DeviceBuffer<int32_t> d_mask(n_out);
    nvptxbw::launch("max_pool2d_with_index_forward_f32", max_pool2d_with_index_forward_f32,
                    out_grid, block, 0, g, d_x.get(), d_y.get(), d_mask.get());
    t.compare("with-index forward", d_y.download(), y, same);
    t.compare("with-index mask", d_mask.download(), mask,
              [](int32_t a, int32_t b) { return a == b; });
    nvptxbw::launch("max_pool2d_with_index_backward_f32", max_pool2d_with_index_backward_f32,
                    in_grid, block, 0, g, const_cast<const int32_t *>(d_mask.get()),
                    d_dy.get(), d_dx.get());
    t.compare("with-index backward", d_dx.download(), dx, same);
  }
  return t;
}

const char *padding_name(const Pool2dAttributes &a) {
  if (a.global_pooling)
    return "global";
  if (a.adaptive)
    return "adaptive";
  switch (a.padding_algorithm) {
  case PaddingAlgorithm::kSame:
    return "SAME";
  case PaddingAlgorithm::kValid:
    return "VALID";
  default:
    return "explicit";
  }
}

} // namespace

int main() {
  nvptxbw::Gpu gpu = nvptxbw::require_gpu("pool2d");
  nvptxbw::require_kernel_image(gpu, pool2d_max_forward_f32, "pool2d_max_forward_f32");

  int failed_cases = 0, total_checks = 0, total_mismatches = 0;
  std::vector<Case> list = pool2d::cases::all_cases();
  unsigned salt = 0;
  for (const Case &c : list) {
    Pool2dGeometry g;
    std::string error;
    if (!pool2d::resolve_geometry(c.attrs, &g, &error)) {
      std::printf("FAIL %s: %s\n", c.name, error.c_str());
      ++failed_cases;
      continue;
    }
    Tally t = run_case(g, salt++);
    total_checks += t.checks;
    total_mismatches += t.mismatches;
    const Pool2dAttributes &a = c.attrs;
    std::printf("%s %-22s %s %dx%dx%dx%d -> %dx%d, k %dx%d s %dx%d %s pad %d/%d%s%s: %d checks",
                t.mismatches ? "FAIL" : "ok  ", c.name, g.channels_last ? "NHWC" : "NCHW",
                a.batch, a.channels, a.height, a.width, g.out_height, g.out_width,
                g.adaptive ? 0 : g.ksize_h, g.adaptive ? 0 : g.ksize_w, g.stride_h,
                g.stride_w, padding_name(a), g.pad_top, g.pad_left,
                a.ceil_mode ? " ceil" : "", a.exclusive ? "" : " inclusive", t.checks);
    if (t.mismatches)
      std::printf(", %d mismatched (first: %s)", t.mismatches, t.first.c_str());
    std::printf("\n");
    if (t.mismatches)
      ++failed_cases;
  }
  std::printf("pool2d: %zu configurations, %d checks, %d mismatches, %d configurations "
              "failed on %s (sm_%d)\n",
              list.size(), total_checks, total_mismatches, failed_cases, gpu.prop.name, gpu.sm);
  return failed_cases ? 1 : 0;
}
