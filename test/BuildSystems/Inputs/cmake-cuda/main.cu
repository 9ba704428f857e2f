#include <cstdio>
#include <cublas_v2.h>

__device__ float scale(float x);
__global__ void fill(float *p, float v, int n); // defined in the library
__global__ void scale_all(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = scale(p[i]);
}

int main() {
  // Linked with cuBLAS; without a GPU both calls fail, cleanly.
  cublasHandle_t handle;
  cublasStatus_t status = cublasCreate(&handle);
  float *p = nullptr;
  cudaError_t err = cudaMalloc(&p, 256 * sizeof(float));
  if (err == cudaSuccess) {
    fill<<<1, 256>>>(p, 1.0f, 256);
    scale_all<<<1, 256>>>(p, 256);
    err = cudaDeviceSynchronize();
    cudaFree(p);
  }
  std::printf("cublasCreate %d, kernel: %s\n", (int)status, cudaGetErrorName(err));
  return 0;
}
