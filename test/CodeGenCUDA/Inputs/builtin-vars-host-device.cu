// threadIdx, blockIdx, blockDim and their uint3/dim3 conversions in
// __host__ __device__ functions; builtin-vars-host-device.test.
#include <cstdio>
__host__ __device__ int lane() { return threadIdx.x & 31; }
__host__ __device__ int block() { return blockIdx.x; }
__host__ __device__ dim3 dims() { return blockDim; }
__global__ void k(int *o) { o[0] = lane() + block() + (int)dims().y; }
int main() {
  dim3 d = dims();
  std::printf("lane=%d block=%d dims=%u,%u,%u\n", lane(), block(), d.x, d.y, d.z);
  return 0;
}
