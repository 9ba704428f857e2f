// The SASS benchmark's own kernels (utils/bench/sass-vs-clang22-nvcc.py): small,
// ordinary CUDA kernels of the kinds that FP32 and memory-bound code is made
// of. They are compiled, never run; only their SASS is counted.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

struct __align__(32) float8 { float v[8]; };

extern "C" __global__ void axpy(int n, float a, const float *__restrict__ x,
                                float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void axpy_float4(int n, float a, const float4 *__restrict__ x,
                                       float4 *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 xv = x[i], yv = y[i];
    yv.x = a * xv.x + yv.x;
    yv.y = a * xv.y + yv.y;
    yv.z = a * xv.z + yv.z;
    yv.w = a * xv.w + yv.w;
    y[i] = yv;
  }
}

extern "C" __global__ void copy_float4(int n, const float4 *__restrict__ in,
                                       float4 *__restrict__ out) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    out[i] = in[i];
}

extern "C" __global__ void copy_float8(int n, const float *__restrict__ in,
                                       float *__restrict__ out) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    float8 v = reinterpret_cast<const float8 *>(in)[i];
    float8 r;
#pragma unroll
    for (int k = 0; k < 8; ++k)
      r.v[k] = v.v[k];
    reinterpret_cast<float8 *>(out)[i] = r;
  }
}

extern "C" __global__ void scale_float8(int n, float s, const float *__restrict__ in,
                                        float *__restrict__ out) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    float8 v = reinterpret_cast<const float8 *>(in)[i];
    float8 r;
#pragma unroll
    for (int k = 0; k < 8; ++k)
      r.v[k] = s * v.v[k];
    reinterpret_cast<float8 *>(out)[i] = r;
  }
}

__device__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void reduce_sum(int n, const float *__restrict__ in,
                                      float *__restrict__ out) {
  __shared__ float partial[32];
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s += in[i];
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    partial[threadIdx.x >> 5] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    s = threadIdx.x < (blockDim.x >> 5) ? partial[threadIdx.x] : 0.0f;
    s = warp_sum(s);
    if (threadIdx.x == 0)
      atomicAdd(out, s);
  }
}

extern "C" __global__ void reduce_sum4(int n, const float4 *__restrict__ in,
                                       float *__restrict__ out) {
  float4 s = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    float4 v = in[i];
    s.x += v.x; s.y += v.y; s.z += v.z; s.w += v.w;
  }
  float t = warp_sum((s.x + s.y) + (s.z + s.w));
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, t);
}

// C = alpha * A * B + beta * C, 128x128 tiles, 8x8 results per thread,
// A and B staged through shared memory (A transposed), k-step 8.
#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
extern "C" __global__ void __launch_bounds__(256)
sgemm_8x8(int M, int N, int K, float alpha, const float *__restrict__ A,
          const float *__restrict__ B, float beta, float *__restrict__ C) {
  __shared__ __align__(16) float As[BK][BM];
  __shared__ __align__(16) float Bs[BK][BN];
  int tx = threadIdx.x % (BN / TN), ty = threadIdx.x / (BN / TN);
  const float *Ab = A + blockIdx.y * BM * K;
  const float *Bb = B + blockIdx.x * BN;
  float acc[TM][TN] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int l = threadIdx.x; l < BM * BK; l += blockDim.x) {
      int r = l / BK, c = l % BK;
      As[c][r] = Ab[r * K + k0 + c];
    }
    for (int l = threadIdx.x; l < BK * BN; l += blockDim.x) {
      int r = l / BN, c = l % BN;
      Bs[r][c] = Bb[(k0 + r) * N + c];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float a[TM], b[TN];
#pragma unroll
      for (int i = 0; i < TM; i += 4)
        *reinterpret_cast<float4 *>(&a[i]) =
            *reinterpret_cast<const float4 *>(&As[k][ty * TM + i]);
#pragma unroll
      for (int j = 0; j < TN; j += 4)
        *reinterpret_cast<float4 *>(&b[j]) =
            *reinterpret_cast<const float4 *>(&Bs[k][tx * TN + j]);
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  float *Cb = C + (blockIdx.y * BM + ty * TM) * N + blockIdx.x * BN + tx * TN;
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      Cb[i * N + j] = alpha * acc[i][j] + beta * Cb[i * N + j];
}

// 4x4 results per thread, operands read straight from global memory.
extern "C" __global__ void sgemm_4x4_global(int N, const float *__restrict__ A,
                                            const float *__restrict__ B,
                                            float *__restrict__ C) {
  int row = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
  int col = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  float acc[4][4] = {};
  for (int k = 0; k < N; ++k) {
    float4 b = *reinterpret_cast<const float4 *>(&B[k * N + col]);
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      float a = A[(row + i) * N + k];
      acc[i][0] += a * b.x;
      acc[i][1] += a * b.y;
      acc[i][2] += a * b.z;
      acc[i][3] += a * b.w;
    }
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
    *reinterpret_cast<float4 *>(&C[(row + i) * N + col]) =
        make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}

extern "C" __global__ void softmax_row(int cols, const float *__restrict__ in,
                                       float *__restrict__ out) {
  const float *x = in + blockIdx.x * cols;
  float *y = out + blockIdx.x * cols;
  float m = -INFINITY;
  for (int i = threadIdx.x; i < cols; i += 32)
    m = fmaxf(m, x[i]);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0.0f;
  for (int i = threadIdx.x; i < cols; i += 32)
    s += __expf(x[i] - m);
  s = warp_sum(s);
  float inv = 1.0f / s;
  for (int i = threadIdx.x; i < cols; i += 32)
    y[i] = __expf(x[i] - m) * inv;
}

extern "C" __global__ void layernorm_row(int cols, float eps,
                                         const float4 *__restrict__ in,
                                         const float4 *__restrict__ gamma,
                                         const float4 *__restrict__ beta,
                                         float4 *__restrict__ out) {
  const float4 *x = in + blockIdx.x * cols;
  float4 *y = out + blockIdx.x * cols;
  float s = 0.0f, ss = 0.0f;
  for (int i = threadIdx.x; i < cols; i += 32) {
    float4 v = x[i];
    s += (v.x + v.y) + (v.z + v.w);
    ss += (v.x * v.x + v.y * v.y) + (v.z * v.z + v.w * v.w);
  }
  s = warp_sum(s);
  ss = warp_sum(ss);
  float mean = s / (4 * cols);
  float rstd = rsqrtf(ss / (4 * cols) - mean * mean + eps);
  for (int i = threadIdx.x; i < cols; i += 32) {
    float4 v = x[i], g = gamma[i], b = beta[i], r;
    r.x = (v.x - mean) * rstd * g.x + b.x;
    r.y = (v.y - mean) * rstd * g.y + b.y;
    r.z = (v.z - mean) * rstd * g.z + b.z;
    r.w = (v.w - mean) * rstd * g.w + b.w;
    y[i] = r;
  }
}

__device__ float gelu(float x) {
  const float k0 = 0.7978845608f, k1 = 0.044715f;
  return 0.5f * x * (1.0f + tanhf(k0 * (x + k1 * x * x * x)));
}

extern "C" __global__ void gelu_float4(int n, const float4 *__restrict__ in,
                                       float4 *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = in[i];
    out[i] = make_float4(gelu(v.x), gelu(v.y), gelu(v.z), gelu(v.w));
  }
}

extern "C" __global__ void stencil_5pt(int nx, int ny, const float *__restrict__ in,
                                       float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
    return;
  int i = y * nx + x;
  out[i] = 0.5f * in[i] +
           0.125f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

// y = A x, one row per warp, float4 loads.
extern "C" __global__ void gemv_warp(int rows, int cols4, const float4 *__restrict__ A,
                                     const float4 *__restrict__ x,
                                     float *__restrict__ y) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  if (row >= rows)
    return;
  const float4 *a = A + row * cols4;
  float s = 0.0f;
  for (int i = threadIdx.x & 31; i < cols4; i += 32) {
    float4 av = a[i], xv = x[i];
    s += av.x * xv.x + av.y * xv.y + av.z * xv.z + av.w * xv.w;
  }
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    y[row] = s;
}

extern "C" __global__ void axpy_bf16(int n, float a, const __nv_bfloat16 *__restrict__ x,
                                     const float *__restrict__ y, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a * __bfloat162float(x[i]) + y[i];
}

extern "C" __global__ void add_half_f32(int n, const __half *__restrict__ x,
                                        float *__restrict__ acc) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc[i] = __half2float(x[i]) + acc[i];
}

// Dot products of bf16 vectors accumulated in f32.
extern "C" __global__ void dot_bf16(int n, const __nv_bfloat16 *__restrict__ a,
                                    const __nv_bfloat16 *__restrict__ b,
                                    float *__restrict__ out) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s = fmaf(__bfloat162float(a[i]), __bfloat162float(b[i]), s);
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}

extern "C" __global__ void dot_half(int n, const __half *__restrict__ a,
                                    const __half *__restrict__ b,
                                    float *__restrict__ out) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s += __half2float(a[i]) * __half2float(b[i]);
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}

// The same mixes with the compilers' native narrow types (clang: __bf16 and
// _Float16, whose conversion to float is an fpext; nvcc: its own types).
#ifdef __clang__
typedef __bf16 bf16_t;
typedef _Float16 f16_t;
#define BF16_TO_F32(x) ((float)(x))
#define F16_TO_F32(x) ((float)(x))
#else
typedef __nv_bfloat16 bf16_t;
typedef __half f16_t;
#define BF16_TO_F32(x) __bfloat162float(x)
#define F16_TO_F32(x) __half2float(x)
#endif

extern "C" __global__ void axpy_native_bf16(int n, float a, const bf16_t *__restrict__ x,
                                            const float *__restrict__ y,
                                            float *__restrict__ out) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    out[i] = BF16_TO_F32(x[i]) + a * y[i];
}

extern "C" __global__ void residual_native_f16(int n, const f16_t *__restrict__ x,
                                               const f16_t *__restrict__ r,
                                               float *__restrict__ acc) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc[i] = (F16_TO_F32(x[i]) + acc[i]) - F16_TO_F32(r[i]);
}

extern "C" __global__ void dot_native_bf16(int n, const bf16_t *__restrict__ a,
                                           const bf16_t *__restrict__ b,
                                           float *__restrict__ out) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s = fmaf(BF16_TO_F32(a[i]), BF16_TO_F32(b[i]), s);
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}

extern "C" __global__ void dot_native_f16(int n, const f16_t *__restrict__ a,
                                          const f16_t *__restrict__ b,
                                          float *__restrict__ out) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s += F16_TO_F32(a[i]) * F16_TO_F32(b[i]);
  s = warp_sum(s);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}
