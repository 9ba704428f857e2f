// Tensor memory allocation checks reach CUDA code through clang's builtins:
// a constant column count that tcgen05.alloc does not take is an error at the
// call, a kernel that can hold more than an SM's 512 columns a warning with
// the sum (names demangled), and the valid kernels compile.
//
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O2 -S -x cuda -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: tcgen05-alloc-columns.cu:[[@LINE+15]]:{{[0-9]+}}: error: 'llvm.nvvm.tcgen05.alloc.shared.cg1' allocates 96 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O2 -S -x cuda %s -o %t.s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// WARN: warning: kernel 'two_buffers(unsigned int*)' can hold 768 columns of tensor memory at once, more than the 512 of an SM; tcgen05.alloc waits until its columns are free (tcgen05.alloc: 512 in 'two_buffers(unsigned int*)', 256 in 'two_buffers(unsigned int*)')
// RUN: FileCheck %s --check-prefix=PTX < %t.s
// PTX: .entry _Z11two_buffersPj(
// PTX: .entry _Z10one_bufferPj(
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.s -o /dev/null %}

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#ifdef BAD
__global__ void odd_count(unsigned *out) {
  __shared__ unsigned slot;
  __nvvm_tcgen05_alloc_shared_cg1(&slot, 96);
  *out = slot;
}
#endif

__global__ void two_buffers(unsigned *out) {
  __shared__ unsigned slot[2];
  __nvvm_tcgen05_alloc_shared_cg1(&slot[0], 512);
  __nvvm_tcgen05_alloc_shared_cg1(&slot[1], 256);
  *out = slot[0] + slot[1];
  __nvvm_tcgen05_dealloc_cg1(slot[1], 256);
  __nvvm_tcgen05_dealloc_cg1(slot[0], 512);
}

__global__ void one_buffer(unsigned *out) {
  __shared__ unsigned slot;
  __nvvm_tcgen05_alloc_shared_cg1(&slot, 512);
  *out = slot;
  __nvvm_tcgen05_dealloc_cg1(slot, 512);
}
