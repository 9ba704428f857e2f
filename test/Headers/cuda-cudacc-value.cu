// __CUDACC__ is 1 in both compilations of a CUDA file, as nvcc predefines
// it, so that '#if __CUDACC__' works as '#ifdef __CUDACC__' does (clang's
// wrapper defined it empty: "expected value in expression").
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s 2>&1 | grep -E '#define __CUDACC__ ' | FileCheck %s
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s 2>&1 | grep -E '#define __CUDACC__ ' | FileCheck %s
// CHECK: #define __CUDACC__ 1
// CHECK-NOT: __CUDACC__
//
// nvcc 13.0 gives the same value.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -E -Xcompiler -dM %s 2>&1 \
// RUN:   | grep -E '#define __CUDACC__ ' | FileCheck %s %}
//
// RUN: %clang -x cuda -fsyntax-only -Werror --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s

#if __CUDACC__
__host__ __device__ inline int both(int x) { return x + 1; }
#else
#error "__CUDACC__ has no value"
#endif
__global__ void k(int *x) { x[0] = both(x[0]); }
