#include "common.cuh"
__global__ void scale_all(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = scaled(p[i]);
}
