#include <cstdio>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  int *p = nullptr;
  if (cudaMalloc(&p, 32 * sizeof(int)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  fill<<<1, 32>>>(p);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
