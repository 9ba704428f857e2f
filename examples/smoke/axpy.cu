// The smoke kernel: axpy plus a texture-object fetch, compiled by
// our clang++ with the installed CUDA into a host executable (examples target;
// test/Smoke checks it). Runs and checks itself where a GPU is present.

#include <cstdio>

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Texture objects still work with CUDA 13 (texture_indirect_functions.h).
__global__ void fetch(cudaTextureObject_t t, float *out) {
  out[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}

int main() {
  const int n = 256;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = i;
    hy[i] = 1.0f;
  }
  float *x, *y;
  if (cudaMalloc(&x, sizeof hx) != cudaSuccess ||
      cudaMalloc(&y, sizeof hy) != cudaSuccess) {
    std::printf("no usable CUDA device\n");
    return 1;
  }
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  axpy<<<(n + 127) / 128, 128>>>(2.0f, x, y, n);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    if (hy[i] != 2.0f * i + 1.0f) {
      std::printf("axpy wrong at %d: %f\n", i, hy[i]);
      return 1;
    }
  std::printf("axpy ok\n");
  return 0;
}
