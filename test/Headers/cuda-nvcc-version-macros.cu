// nvcc's version macros in both compilations of a CUDA file, from the
// installation's cuda.h, as plain numbers; nvcc's own values for MAJOR and
// MINOR (a CUDA 13.0 install here); a -D on the command line wins.
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s 2>&1 | grep __CUDACC_VER | env LC_ALL=C sort \
// RUN:   | FileCheck %s
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s 2>&1 | grep __CUDACC_VER | env LC_ALL=C sort \
// RUN:   | FileCheck %s
// CHECK: #define __CUDACC_VER_BUILD__ 0
// CHECK-NEXT: #define __CUDACC_VER_MAJOR__ 13
// CHECK-NEXT: #define __CUDACC_VER_MINOR__ 0
//
// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -D__CUDACC_VER_MINOR__=9 %s 2>&1 | grep __CUDACC_VER_MINOR \
// RUN:   | FileCheck %s --check-prefix=USER
// USER: #define __CUDACC_VER_MINOR__ 9
//
// nvcc 13.0 agrees on MAJOR and MINOR.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -E -Xcompiler -dM %s 2>&1 \
// RUN:   | grep -E '__CUDACC_VER_(MAJOR|MINOR)__' | env LC_ALL=C sort | FileCheck %s --check-prefix=NVCC %}
// NVCC: #define __CUDACC_VER_MAJOR__ 13
// NVCC-NEXT: #define __CUDACC_VER_MINOR__ 0
//
// Code that picks a path by them takes nvcc's: no texture references after
// CUDA 11 (LAMMPS's GPU package).
// RUN: %clang -x cuda -fsyntax-only --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path %s

#if (__CUDACC_VER_MAJOR__ < 11)
texture<float4> pos_tex;
#endif
__global__ void k(float *x) { x[0] = 1; }
