// pool2d.cuh - 2-D pooling kernels with PaddlePaddle's semantics
// (docs/kernel-formats.md, "2-D pooling"): pool2d (max, average
// exclusive/inclusive, adaptive, global, ceil_mode, SAME/VALID/explicit
// padding; NCHW and NHWC), pool2d_grad, and max_pool2d_with_index with its
// backward. fp32 everywhere; fp16 and bf16 forward with fp32 accumulation.
//
// One thread per output element (forward, max backward) or per input element
// (average and with-index backward), grid-stride loops, 32-bit indices
// (resolve_geometry refuses tensors of 2^31 elements or more). Layout, the
// adaptive flag and the divisor rule are runtime arguments: they are uniform
// across a launch, so the branches cost nothing divergent, and one entry per
// operation and type keeps the PTX small.
//
// The entries are extern "C" so that every compiler (ours, clang-22, nvcc)
// gives them the same PTX name, which the tests and utils/bench/example-kernels.py
// look them up by.
#ifndef NVPTXBW_EXAMPLES_POOL2D_CUH
#define NVPTXBW_EXAMPLES_POOL2D_CUH

#include "pool2d_geometry.h"

#include <cfloat>
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace pool2d {
namespace device {

// Element storage types and their fp32 view.
__device__ inline float widen(float v) { return v; }
__device__ inline float widen(__half v) { return __half2float(v); }
__device__ inline float widen(__nv_bfloat16 v) { return __bfloat162float(v); }
template <class T> __device__ inline T narrow(float v);
template <> __device__ inline float narrow<float>(float v) { return v; }
template <> __device__ inline __half narrow<__half>(float v) { return __float2half_rn(v); }
template <> __device__ inline __nv_bfloat16 narrow<__nv_bfloat16>(float v) {
  return __float2bfloat16_rn(v);
}

// An element's (n, c, h, w) from its linear index in a tensor of the given
// plane size. NHWC puts c fastest, so neighbouring threads read neighbouring
// channels (coalesced); NCHW puts w fastest.
struct Coord {
  int n, c, h, w;
};
__device__ inline Coord coord_of(int index, int channels, int height, int width,
                                 bool channels_last) {
  Coord k;
  if (channels_last) {
    k.c = index % channels;
    index /= channels;
    k.w = index % width;
    index /= width;
    k.h = index % height;
    k.n = index / height;
  } else {
    k.w = index % width;
    index /= width;
    k.h = index % height;
    index /= height;
    k.c = index % channels;
    k.n = index / channels;
  }
  return k;
}

// Offset of (h, w) within the plane of (n, c), and the distance between
// horizontally adjacent elements: the kernels walk a window with these.
struct PlaneView {
  int base;   // offset of (n, c, 0, 0)
  int pitch_w; // step between w and w + 1
  int pitch_h; // step between h and h + 1
  __device__ int at(int h, int w) const { return base + h * pitch_h + w * pitch_w; }
};
__device__ inline PlaneView plane_of(int n, int c, int channels, int height, int width,
                                     bool channels_last) {
  PlaneView p;
  if (channels_last) {
    p.base = n * height * width * channels + c;
    p.pitch_w = channels;
    p.pitch_h = width * channels;
  } else {
    p.base = (n * channels + c) * height * width;
    p.pitch_w = 1;
    p.pitch_h = width;
  }
  return p;
}

// One dimension of a window: [begin, end) clipped to [0, size). A window
// that lies wholly in the padding (or past the end, with ceil_mode) comes
// out with end <= begin and reads nothing.
struct Span {
  int begin, end;
};
__device__ inline Span fixed_span(int out_index, int stride, int pad_before, int ksize,
                                  int size) {
  int start = out_index * stride - pad_before;
  return Span{max(start, 0), min(start + ksize, size)};
}
// Adaptive: [floor(i * size / out), ceil((i + 1) * size / out)).
__device__ inline Span adaptive_span(int out_index, int size, int out_size) {
  return Span{out_index * size / out_size,
              ((out_index + 1) * size + out_size - 1) / out_size};
}
__device__ inline void window_spans(const Pool2dGeometry &g, int oh, int ow, Span *rows,
                                    Span *cols) {
  if (g.adaptive) {
    *rows = adaptive_span(oh, g.height, g.out_height);
    *cols = adaptive_span(ow, g.width, g.out_width);
  } else {
    *rows = fixed_span(oh, g.stride_h, g.pad_top, g.ksize_h, g.height);
    *cols = fixed_span(ow, g.stride_w, g.pad_left, g.ksize_w, g.width);
  }
}

// Paddle's divisor as Paddle computes it, sign and all (an empty window's
// "area" can be 0 or negative: its average is then NaN or -0, as in Paddle).
__device__ inline int divisor_of(const Pool2dGeometry &g, Span rows, Span cols) {
  if (g.adaptive || g.exclusive)
    return (rows.end - rows.begin) * (cols.end - cols.begin);
  return g.ksize_h * g.ksize_w;
}

// The outputs whose window may contain input row h: a superset the caller
// filters with the window itself (adaptive windows overlap irregularly).
__device__ inline Span outputs_touching(int h, int stride, int pad_before, int ksize,
                                        int in_size, int out_size, bool adaptive) {
  if (adaptive) {
    // begin(o) <= h  <=>  o <= ((h + 1) * out - 1) / in;
    // end(o) > h     <=>  o >= h * out / in.
    return Span{h * out_size / in_size,
                min(((h + 1) * out_size - 1) / in_size + 1, out_size)};
  }
  // Window o covers padded rows [o * stride, o * stride + ksize).
  int padded = h + pad_before;
  int first = padded < ksize ? 0 : (padded - ksize) / stride + 1;
  return Span{first, min(padded / stride + 1, out_size)};
}

__device__ inline int grid_start() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ inline int grid_step() { return blockDim.x * gridDim.x; }

template <class T>
__device__ inline void max_forward(const Pool2dGeometry &g, const T *__restrict__ x,
                                   T *__restrict__ y) {
  int total = g.batch * g.channels * g.out_height * g.out_width;
  for (int o = grid_start(); o < total; o += grid_step()) {
    Coord k = coord_of(o, g.channels, g.out_height, g.out_width, g.channels_last);
    PlaneView in = plane_of(k.n, k.c, g.channels, g.height, g.width, g.channels_last);
    Span rows, cols;
    window_spans(g, k.h, k.w, &rows, &cols);
    float best = -FLT_MAX;
    for (int h = rows.begin; h < rows.end; ++h)
      for (int w = cols.begin; w < cols.end; ++w) {
        float v = widen(x[in.at(h, w)]);
        best = (best > v) ? best : v; // Paddle's comparison, NaN handling included
      }
    y[o] = narrow<T>(best);
  }
}

template <class T>
__device__ inline void average_forward(const Pool2dGeometry &g, const T *__restrict__ x,
                                       T *__restrict__ y) {
  int total = g.batch * g.channels * g.out_height * g.out_width;
  for (int o = grid_start(); o < total; o += grid_step()) {
    Coord k = coord_of(o, g.channels, g.out_height, g.out_width, g.channels_last);
    PlaneView in = plane_of(k.n, k.c, g.channels, g.height, g.width, g.channels_last);
    Span rows, cols;
    window_spans(g, k.h, k.w, &rows, &cols);
    float sum = 0.0f; // fp32 whatever T is
    for (int h = rows.begin; h < rows.end; ++h)
      for (int w = cols.begin; w < cols.end; ++w)
        sum += widen(x[in.at(h, w)]);
    // A true division (div.rn), not a reciprocal: Paddle divides.
    y[o] = narrow<T>(sum / static_cast<float>(divisor_of(g, rows, cols)));
  }
}

// pool2d_grad for max: each output credits the first element of its window
// equal to its y. Windows overlap, so two outputs may credit one element:
// atomic add. dx must be zeroed first.
__device__ inline void max_backward(const Pool2dGeometry &g, const float *__restrict__ x,
                                    const float *__restrict__ y,
                                    const float *__restrict__ dy, float *dx) {
  int total = g.batch * g.channels * g.out_height * g.out_width;
  for (int o = grid_start(); o < total; o += grid_step()) {
    Coord k = coord_of(o, g.channels, g.out_height, g.out_width, g.channels_last);
    PlaneView in = plane_of(k.n, k.c, g.channels, g.height, g.width, g.channels_last);
    Span rows, cols;
    window_spans(g, k.h, k.w, &rows, &cols);
    float target = y[o];
    if (g.max_grad_all_ties) {
      // Every tied element is credited (windows overlap: atomics).
      for (int h = rows.begin; h < rows.end; ++h)
        for (int w = cols.begin; w < cols.end; ++w)
          if (x[in.at(h, w)] == target)
            atomicAdd(dx + in.at(h, w), dy[o]);
      continue;
    }
    int winner = -1;
    for (int h = rows.begin; h < rows.end && winner < 0; ++h)
      for (int w = cols.begin; w < cols.end; ++w)
        if (x[in.at(h, w)] == target) {
          winner = in.at(h, w);
          break;
        }
    if (winner >= 0)
      atomicAdd(dx + winner, dy[o]);
  }
}

// pool2d_grad for average, gathered per input element so each dx is written
// once, deterministically: its windows in row-major output order, each
// adding dy * (1 / divisor) with one FMA (Paddle multiplies by the
// reciprocal; the fmaf pins the contraction its nvcc build makes).
__device__ inline void average_backward(const Pool2dGeometry &g,
                                        const float *__restrict__ dy,
                                        float *__restrict__ dx) {
  int total = g.batch * g.channels * g.height * g.width;
  for (int i = grid_start(); i < total; i += grid_step()) {
    Coord k = coord_of(i, g.channels, g.height, g.width, g.channels_last);
    PlaneView out =
        plane_of(k.n, k.c, g.channels, g.out_height, g.out_width, g.channels_last);
    Span out_rows = outputs_touching(k.h, g.stride_h, g.pad_top, g.ksize_h, g.height,
                                     g.out_height, g.adaptive);
    Span out_cols = outputs_touching(k.w, g.stride_w, g.pad_left, g.ksize_w, g.width,
                                     g.out_width, g.adaptive);
    float grad = 0.0f;
    for (int oh = out_rows.begin; oh < out_rows.end; ++oh)
      for (int ow = out_cols.begin; ow < out_cols.end; ++ow) {
        Span rows, cols;
        window_spans(g, oh, ow, &rows, &cols);
        if (k.h < rows.begin || k.h >= rows.end || k.w < cols.begin || k.w >= cols.end)
          continue;
        float scale = 1.0f / static_cast<float>(divisor_of(g, rows, cols));
        grad = fmaf(dy[out.at(oh, ow)], scale, grad);
      }
    dx[i] = grad;
  }
}

// max_pool2d_with_index (NCHW): strict `<` from -FLT_MAX keeps the first
// maximum in row-major order; mask = h * W + w, -1 when nothing beat
// -FLT_MAX.
__device__ inline void max_with_index_forward(const Pool2dGeometry &g,
                                              const float *__restrict__ x,
                                              float *__restrict__ y,
                                              int32_t *__restrict__ mask) {
  int total = g.batch * g.channels * g.out_height * g.out_width;
  int plane = g.height * g.width;
  for (int o = grid_start(); o < total; o += grid_step()) {
    int ow = o % g.out_width;
    int oh = (o / g.out_width) % g.out_height;
    const float *xp = x + (o / (g.out_width * g.out_height)) * plane;
    Span rows, cols;
    window_spans(g, oh, ow, &rows, &cols);
    float best = -FLT_MAX;
    int where = -1;
    for (int h = rows.begin; h < rows.end; ++h)
      for (int w = cols.begin; w < cols.end; ++w) {
        float v = xp[h * g.width + w];
        if (best < v) {
          best = v;
          where = h * g.width + w;
        }
      }
    y[o] = best;
    mask[o] = where;
  }
}

// Backward through the mask, gathered per input element (no atomics): the
// sum of dy over the outputs of its plane whose mask names it, in row-major
// output order.
__device__ inline void max_with_index_backward(const Pool2dGeometry &g,
                                               const int32_t *__restrict__ mask,
                                               const float *__restrict__ dy,
                                               float *__restrict__ dx) {
  int total = g.batch * g.channels * g.height * g.width;
  int plane = g.height * g.width;
  int out_plane = g.out_height * g.out_width;
  for (int i = grid_start(); i < total; i += grid_step()) {
    int here = i % plane;
    int h = here / g.width, w = here % g.width;
    int out_base = (i / plane) * out_plane;
    Span out_rows = outputs_touching(h, g.stride_h, g.pad_top, g.ksize_h, g.height,
                                     g.out_height, g.adaptive);
    Span out_cols = outputs_touching(w, g.stride_w, g.pad_left, g.ksize_w, g.width,
                                     g.out_width, g.adaptive);
    float grad = 0.0f;
    for (int oh = out_rows.begin; oh < out_rows.end; ++oh) {
      // One row's pointers, indexed by ow: the unrolled loop then addresses
      // [row + 4], [row + 8], ... A single int index out_base + oh * width
      // + ow reaches the backend with the no-overflow flags of its adds
      // dropped (Reassociate regroups it), and consecutive elements'
      // addresses can then not soundly be derived from one another.
      int row = out_base + oh * g.out_width;
      const int32_t *mask_row = mask + row;
      const float *dy_row = dy + row;
      for (int ow = out_cols.begin; ow < out_cols.end; ++ow)
        if (mask_row[ow] == here)
          grad += dy_row[ow];
    }
    dx[i] = grad;
  }
}

} // namespace device
} // namespace pool2d

// The entries. Geometry by value: it lands in the kernel parameter space.
extern "C" {
__global__ void pool2d_max_forward_f32(pool2d::Pool2dGeometry g, const float *x, float *y) {
  pool2d::device::max_forward(g, x, y);
}
__global__ void pool2d_avg_forward_f32(pool2d::Pool2dGeometry g, const float *x, float *y) {
  pool2d::device::average_forward(g, x, y);
}
__global__ void pool2d_max_forward_f16(pool2d::Pool2dGeometry g, const __half *x,
                                       __half *y) {
  pool2d::device::max_forward(g, x, y);
}
__global__ void pool2d_avg_forward_f16(pool2d::Pool2dGeometry g, const __half *x,
                                       __half *y) {
  pool2d::device::average_forward(g, x, y);
}
__global__ void pool2d_max_forward_bf16(pool2d::Pool2dGeometry g, const __nv_bfloat16 *x,
                                        __nv_bfloat16 *y) {
  pool2d::device::max_forward(g, x, y);
}
__global__ void pool2d_avg_forward_bf16(pool2d::Pool2dGeometry g, const __nv_bfloat16 *x,
                                        __nv_bfloat16 *y) {
  pool2d::device::average_forward(g, x, y);
}
__global__ void pool2d_max_backward_f32(pool2d::Pool2dGeometry g, const float *x,
                                        const float *y, const float *dy, float *dx) {
  pool2d::device::max_backward(g, x, y, dy, dx);
}
__global__ void pool2d_avg_backward_f32(pool2d::Pool2dGeometry g, const float *dy,
                                        float *dx) {
  pool2d::device::average_backward(g, dy, dx);
}
__global__ void max_pool2d_with_index_forward_f32(pool2d::Pool2dGeometry g, const float *x,
                                                  float *y, int32_t *mask) {
  pool2d::device::max_with_index_forward(g, x, y, mask);
}
__global__ void max_pool2d_with_index_backward_f32(pool2d::Pool2dGeometry g,
                                                   const int32_t *mask, const float *dy,
                                                   float *dx) {
  pool2d::device::max_with_index_backward(g, mask, dy, dx);
}
} // extern "C"

#endif // NVPTXBW_EXAMPLES_POOL2D_CUH
