// nvcc's kernel launch written '<< <' (a space inside the chevrons; PCL
// 1.13's kinfu_large_scale): in CUDA the '<<' and '<' after a postfix
// expression are one '<<<', as nvcc reads them, silently by default
// (-Wcuda-kernel-launch-split-chevrons shows it). The launch is the one
// '<<<' makes. C++ and HIP keep the error.
//
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda -x cuda \
// RUN:   -fsyntax-only -verify=quiet %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda -x cuda \
// RUN:   -fsyntax-only -verify=warn -Wcuda-kernel-launch-split-chevrons %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -x cuda -fsyntax-only \
// RUN:   -verify=quiet %s
// The host code is the same as with '<<<':
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda -x cuda \
// RUN:   -emit-llvm -o - %s | FileCheck %s
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -x c++ -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CXX
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple amdgcn-amd-amdhsa -x hip \
// RUN:   -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CXX
// RUN: %if nvcc %{ %nvcc -arch=sm_90a -c -x cu %s -o %t.o %}
// CXX: error: expected expression
// quiet-no-diagnostics

#ifndef __NVCC__
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
struct dim3 { unsigned x, y, z; dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
extern "C" int __cudaPushCallConfiguration(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
#endif

template <bool Normalize> __global__ void resize(int *p) { *p = Normalize; }

// CHECK-LABEL: define {{.*}}@_Z6launchPi(
// CHECK: call {{.*}}@cudaConfigureCall(
// CHECK: call void @_Z21__device_stub__resizeILb1EEvPi(
// CHECK: call {{.*}}@cudaConfigureCall(
// CHECK: call void @_Z21__device_stub__resizeILb0EEvPi(
void launch(int *p) {
  resize<true><< <1, 32>>>(p); // warn-warning {{'<< <' is read as the kernel launch '<<<', as nvcc reads it}}
  resize<false><<<1, 32>>>(p);
}
