// Device code only: what the device side includes is not what the host does.
#ifdef __CUDA_ARCH__
#include "scale_device.h"
__device__ float scale(float x) { return x * SCALE_FACTOR; }
#endif

// A kernel the executable launches but does not define (main.cu declares
// it): with relocatable device code its declaration there must be a kernel's
// in PTX, or nvlink refuses the device link.
__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
