// The pool2d kernels (examples/pool2d/pool2d.cuh), compiled for the host and
// run thread by thread over a small grid, against the CPU reference on every
// configuration the GPU driver uses (pool2d_cases.h). Machines without a GPU
// (all of ours) still check the kernels' index math, window ranges, gathers
// and grid-stride loops this way; what only a GPU shows (atomics racing,
// the real fp16/bf16 conversions, the compiled code) is left to pool2d-gpu.
//
// The kernel header is used unchanged: the CUDA spellings it relies on are
// defined here, and cuda_fp16.h / cuda_bf16.h come from Inputs/cuda_shim.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#define __device__
#define __global__
struct EmulatedIndex {
  unsigned x = 0, y = 0, z = 0;
};
static EmulatedIndex blockIdx, threadIdx, blockDim, gridDim;
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
// Threads run one after another, so a plain add is atomic.
inline float atomicAdd(float *p, float v) {
  float old = *p;
  *p = old + v;
  return old;
}

#include "pool2d.cuh"
#include "pool2d_cases.h"
#include "pool2d_reference.h"

#include "check.h" // runtime/tests/check.h

#include <string>
#include <vector>

using namespace pool2d;
namespace ref = pool2d::reference;

namespace {

// A grid smaller than every case but the tiniest, so threads loop.
constexpr unsigned kBlock = 32, kGrid = 3;

template <class Kernel, class... Args> void emulate(Kernel kernel, Args... args) {
  blockDim.x = kBlock;
  gridDim.x = kGrid;
  for (unsigned b = 0; b < kGrid; ++b)
    for (unsigned t = 0; t < kBlock; ++t) {
      blockIdx.x = b;
      threadIdx.x = t;
      kernel(args...);
    }
}

bool same(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return ref::float_bits(a) == ref::float_bits(b);
}

template <class T, class Eq>
void compare(const std::string &what, const std::vector<T> &got, const std::vector<T> &want,
             Eq eq) {
  size_t bad = want.size();
  for (size_t i = 0; i < want.size() && bad == want.size(); ++i)
    if (!eq(got[i], want[i]))
      bad = i;
  CHECKF(bad == want.size(), "%s[%zu]: got %.9g, want %.9g\n", what.c_str(), bad,
         bad < want.size() ? static_cast<double>(got[bad]) : 0.0,
         bad < want.size() ? static_cast<double>(want[bad]) : 0.0);
}

template <class Storage>
void low_precision(const std::string &what, const Pool2dGeometry &g, PoolType type,
                   const std::vector<float> &x,
                   void (*kernel)(Pool2dGeometry, const Storage *, Storage *),
                   uint16_t (*to_bits)(float), float (*from_bits)(uint16_t)) {
  std::vector<Storage> xs(x.size());
  std::vector<float> xw(x.size()), yw(output_elements(g));
  for (size_t i = 0; i < x.size(); ++i) {
    xs[i].bits = to_bits(x[i]);
    xw[i] = from_bits(xs[i].bits);
  }
  ref::pool2d_forward(g, type, xw.data(), yw.data());
  std::vector<Storage> ys(yw.size());
  emulate(kernel, g, xs.data(), ys.data());
  std::vector<float> got(yw.size()), want(yw.size());
  for (size_t i = 0; i < yw.size(); ++i) {
    got[i] = from_bits(ys[i].bits);
    want[i] = from_bits(to_bits(yw[i]));
  }
  compare(what, got, want, same);
}

void run(const char *name, const Pool2dGeometry &g, unsigned salt) {
  std::string tag = std::string(name) + (g.channels_last ? " NHWC " : " NCHW ");
  size_t n_in = input_elements(g), n_out = output_elements(g);
  std::vector<float> x = cases::integer_data(n_in, salt), dy = cases::integer_data(n_out, salt + 5);
  for (PoolType type : {PoolType::kMax, PoolType::kAverage}) {
    bool is_max = type == PoolType::kMax;
    std::vector<float> y(n_out), y_emu(n_out), dx(n_in), dx_emu(n_in, 0.0f);
    ref::pool2d_forward(g, type, x.data(), y.data());
    emulate(is_max ? pool2d_max_forward_f32 : pool2d_avg_forward_f32, g, x.data(), y_emu.data());
    compare(tag + (is_max ? "max forward" : "avg forward"), y_emu, y, same);
    ref::pool2d_backward(g, type, x.data(), y.data(), dy.data(), dx.data());
    if (is_max)
      emulate(pool2d_max_backward_f32, g, x.data(), y.data(), dy.data(), dx_emu.data());
    else
      emulate(pool2d_avg_backward_f32, g, dy.data(), dx_emu.data());
    compare(tag + (is_max ? "max backward" : "avg backward"), dx_emu, dx, same);
    low_precision<__half>(tag + (is_max ? "max f16" : "avg f16"), g, type, x,
                          is_max ? pool2d_max_forward_f16 : pool2d_avg_forward_f16,
                          ref::float_to_half, ref::half_to_float);
    low_precision<__nv_bfloat16>(tag + (is_max ? "max bf16" : "avg bf16"), g, type, x,
                                 is_max ? pool2d_max_forward_bf16 : pool2d_avg_forward_bf16,
                                 ref::float_to_bf16, ref::bf16_to_float);
  }
  if (!g.channels_last) {
    std::vector<float> y(n_out), y_emu(n_out), dx(n_in), dx_emu(n_in);
    std::vector<int32_t> mask(n_out), mask_emu(n_out);
    ref::max_pool2d_with_index_forward(g, x.data(), y.data(), mask.data());
    ref::max_pool2d_with_index_backward(g, mask.data(), dy.data(), dx.data());
    emulate(max_pool2d_with_index_forward_f32, g, x.data(), y_emu.data(), mask_emu.data());
    compare(tag + "with-index forward", y_emu, y, same);
    compare(tag + "with-index mask", mask_emu, mask, [](int32_t a, int32_t b) { return a == b; });
    emulate(max_pool2d_with_index_backward_f32, g, mask.data(), dy.data(), dx_emu.data());
    compare(tag + "with-index backward", dx_emu, dx, same);
  }
}

} // namespace

int main() {
  unsigned salt = 0;
  for (const cases::Case &c : cases::all_cases()) {
    Pool2dGeometry g;
    std::string error;
    bool ok = resolve_geometry(c.attrs, &g, &error);
    CHECKF(ok, "%s: %s\n", c.name, error.c_str());
    if (ok)
      run(c.name, g, salt);
    ++salt; // as pool2d.cu: the same data per case
  }
  return nvptxbw_test::finish("pool2d_emulation");
}
