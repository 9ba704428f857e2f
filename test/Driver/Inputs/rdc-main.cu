// Relocatable device code across two files (cuda13-rdc.test): the kernel
// calls a __device__ function defined in rdc-lib.cu, which only a device link
// (nvlink) resolves.
#include <cstdio>
__device__ int twice(int x);
__global__ void kernel(int *p) { p[threadIdx.x] = twice(threadIdx.x); }
int main() {
  int *p = nullptr, h[32];
  if (cudaMalloc(&p, sizeof(h)) != cudaSuccess)
    return std::printf("rdc: no GPU\n"), 0;
  kernel<<<1, 32>>>(p);
  cudaMemcpy(h, p, sizeof(h), cudaMemcpyDeviceToHost);
  std::printf("rdc %s\n", h[31] == 62 ? "ok" : "wrong");
  return 0;
}
