// CUDA in a .cpp file, as Kokkos' build compiles its sources (nvcc -x cu).
#include <cuda_runtime.h>
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
void launch(int n, float a, const float *x, float *y) {
  saxpy<<<(n + 255) / 256, 256>>>(n, a, x, y);
}
