#include "kernel.h"
#include <cuda_runtime.h>

__global__ void scale(float *p, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= factor;
}

int launch_scale(float *host, int n, float factor) {
  float *dev = nullptr;
  if (cudaMalloc(&dev, n * sizeof(float)) != cudaSuccess)
    return 1;
  cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 127) / 128, 128>>>(dev, n, factor);
  cudaMemcpy(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dev);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
