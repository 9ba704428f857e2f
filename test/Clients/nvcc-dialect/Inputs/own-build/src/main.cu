#include <cuda_runtime.h>
#include <cstdio>

void scale(float *p, int n, float by);

int main() {
  float *p = nullptr;
  if (cudaMalloc(&p, 4 * sizeof(float)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  scale(p, 4, 2.0f);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
