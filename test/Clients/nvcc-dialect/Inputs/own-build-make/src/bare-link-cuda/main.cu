#include <cuda_runtime.h>
#include <cstdio>

void launch_scale(int n, float a, float *x);

int main() {
  float *x = nullptr;
  if (cudaMalloc(&x, 1024 * sizeof(float)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  launch_scale(1024, 2.0f, x);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
