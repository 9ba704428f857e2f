#include "saxpy.h"
#include "stats.h"

#include <cuda_runtime.h>

__device__ float fma_scaled(float a, float x, float y) { return a * x + y; }

__global__ void saxpy_kernel(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = fma_scaled(a, x[i], y[i]);
}

int saxpy(float a, const float *x, float *y, int n) {
  float *dx = nullptr, *dy = nullptr;
  if (cudaMalloc(&dx, n * sizeof(float)) != cudaSuccess)
    return 1;
  if (cudaMalloc(&dy, n * sizeof(float)) != cudaSuccess) {
    cudaFree(dx);
    return 1;
  }
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
  saxpy_kernel<<<(n + 127) / 128, 128>>>(a, dx, dy, n);
  cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
