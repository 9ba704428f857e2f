// The TU that defines what rdc-extern-kernel-and-managed.cu declares: a
// kernel its main launches and a managed table its main reads, and it
// declares the main TU's managed counter.
#include <cuda_runtime.h>

extern __managed__ int counter;
__managed__ float scale[4] = {1, 2, 3, 4};

__global__ void work(int *out) {
  atomicAdd(&counter, 1);
  if (threadIdx.x < 4)
    scale[threadIdx.x] *= 2.0f;
  if (threadIdx.x == 0)
    *out = 42;
}

void bump_scale() { scale[0] += 1.0f; }
