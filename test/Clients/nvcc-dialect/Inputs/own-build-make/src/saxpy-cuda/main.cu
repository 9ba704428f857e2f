#include <cuda_runtime.h>
#include <cstdio>

void launch_saxpy(int n, float a, const float *x, float *y);

int main() {
  float *x = nullptr, *y = nullptr;
  if (cudaMalloc(&x, 1024 * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&y, 1024 * sizeof(float)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  launch_saxpy(1024, 2.0f, x, y);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
