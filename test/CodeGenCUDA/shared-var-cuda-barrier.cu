// The case of issue 29: `__shared__ cuda::barrier<cuda::thread_scope_block>`
// in a kernel (CCCL 3.0, CUDA 13.0), which clang refused ("initialization is
// not supported for __shared__ variables"). nvcc accepts it with warning
// #20054-D and runs neither the constructor nor the destructor; so does our
// clang, with -Wcuda-shared-var-dynamic-init, given once (by the device
// compilation) for the whole compile. The barrier is set up by init(), as
// CUDA code does; the PTX has its mbarrier.init and no call, and assembles.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -std=c++17 -O2 -c %s \
// RUN:   -o %t.o 2> %t.warnings
// RUN: FileCheck %s --check-prefix=WARN < %t.warnings
// WARN: shared-var-cuda-barrier.cu:[[@LINE+13]]:54: warning: dynamic initialization of __shared__ variable 'bar' of type 'cuda::barrier<cuda::thread_scope_block>' is an nvcc extension; its constructor and destructor are not run [-Wcuda-shared-var-dynamic-init]
// WARN-NOT: warning:
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -std=c++17 -O2 -S \
// RUN:   --cuda-device-only -Wno-cuda-shared-var-dynamic-init %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.ptx.o %}
// PTX-LABEL: .entry _Z6kernelPi(
// PTX-NOT: call
// PTX: mbarrier.init.shared
// PTX-NOT: call
// PTX: ret;
#include <cuda/barrier>
__global__ void kernel(int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  bar.arrive_and_wait();
  out[threadIdx.x] = 1;
}
