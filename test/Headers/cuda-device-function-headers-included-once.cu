// A program's own #include of one of CUDA's sm_*_atomic_functions.h /
// sm_*_intrinsics.h headers whose .hpp the runtime wrapper already includes
// is a no-op, as under nvcc (cuda_runtime.h reached it already), not a
// second definition of every function in it ("redefinition of 'atomicAdd'"
// before; clang 22 too). The functions are those of the wrapper, host and
// device.
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -Werror -c \
// RUN:   -DHEADER='<sm_20_atomic_functions.h>' %s -o %t.o
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -Werror -c \
// RUN:   -DHEADER='<sm_20_intrinsics.h>' %s -o %t.o
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -Werror -c \
// RUN:   -DHEADER='"sm_32_atomic_functions.h"' %s -o %t.o
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -Werror -c \
// RUN:   -DHEADER='"sm_35_atomic_functions.h"' %s -o %t.o
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -Werror -c \
// RUN:   -DHEADER='<sm_61_intrinsics.h>' %s -o %t.o
// The device code is the wrapper's: one atom.add.f64, one atom on a
// block-scoped float (generic address), the dp4a.
// RUN: %clang -x cuda -std=c++17 --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -O2 \
// RUN:   --cuda-device-only -S -DHEADER='"sm_60_atomic_functions.h"' %s -o %t.s
// RUN: FileCheck %s < %t.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t.s -o %t.ptx.o %}
// CHECK-LABEL: .entry _Z6kernelPdPfPjPi(
// CHECK-DAG: atom.global.add.f64
// CHECK-DAG: atom.cta.add.f32
// CHECK-DAG: dp4a.s32.s32
//
// nvcc takes the same file (two of the headers).
// RUN: %if nvcc %{ %nvcc -arch=sm_90a -std=c++17 -c -DHEADER='"sm_60_atomic_functions.h"' %s -o %t.nvcc.o %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90a -std=c++17 -c -DHEADER='<sm_20_intrinsics.h>' %s -o %t.nvcc.o %}

#include "cuda_runtime.h"
#include HEADER

__global__ void kernel(double *d, float *f, unsigned *u, int *i) {
  atomicAdd(d, 1.0);
  atomicAdd_block(f, 1.0f);
  atomicMax(u, 3u);
  *i = __dp4a(*i, 3, 4);
  *u = __isGlobal(d);
}

int main() { return 0; }
