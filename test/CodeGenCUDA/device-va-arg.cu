// va_arg in CUDA device code, as nvcc 13.0 and clang 22 accept it: a
// __device__ function with `...` reads its arguments with va_arg. Clang 19
// refused it in Sema ("CUDA device code does not support va_arg") although
// its NVPTX CodeGen and the backend's ExpandVariadics lower it; the fork
// backports the front-end change (cuda-device-va-arg-nvptx.patch).
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -fcuda-allow-variadic-functions -std=c++17 -fsyntax-only -verify -x cuda %s
//
// The caller passes the variadic arguments in a buffer at their natural
// alignment (the double 1.5 at offset 0, the int 7 at 8) and its generic
// address as the last parameter; the callee rounds its cursor up to each
// argument's alignment and reads through it (ExpandVariadics, clang's NVPTX
// va_arg).
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -fcuda-allow-variadic-functions -std=c++17 -emit-llvm -O2 \
// RUN:   -x cuda %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-LABEL: define {{.*}}double @_Z7sum_mixiz(i32 noundef %n, ...)
// IR:       call void @llvm.va_start
// IR:       call align 8 ptr @llvm.ptrmask.p0.i64(ptr {{.*}}, i64 -8)
// IR:       load double, ptr
// IR-LABEL: define {{.*}}void @_Z6kernelPdPi(
// IR:       call {{.*}}double (i32, ...) @_Z7sum_mixiz(i32 noundef 2, double noundef 1.500000e+00, i32 noundef 7)
// RUN: llc -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %t.ll -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// PTX-LABEL: .func  (.param .b64 func_retval0) _Z7sum_mixiz(
// PTX-NEXT:  .param .b32 _Z7sum_mixiz_param_0,
// PTX-NEXT:  .param .b64 _Z7sum_mixiz_param_1
// PTX:       ld.param.u64 %rd{{[0-9]+}}, [_Z7sum_mixiz_param_1];
// PTX:       ld.f64
// PTX:       ld.u32
// PTX-LABEL: .entry _Z6kernelPdPi(
// PTX:       .local .align 8 .b8 __local_depot1[16];
// PTX:       st.u64 [%SP+0],
// PTX:       st.u32 [%SP+8],
// PTX:       st.param.b32 [param0+0], 2;
// PTX:       st.param.b64 [param1+0],
// PTX:       call.uni (retval0),
// PTX-NEXT:  _Z7sum_mixiz,
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
//
// nvcc 13.0 compiles it too.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -c %s -o %t.nvcc.o %}
//
// HIP (AMDGPU) keeps its own rule; only NVPTX device code changes.
// RUN: %clang -cc1 -triple amdgcn-amd-amdhsa -fcuda-is-device -std=c++17 -fsyntax-only \
// RUN:   -fcuda-allow-variadic-functions -verify=amdgpu -x hip %s

#include <stdarg.h>

#ifndef __global__ // nvcc defines them
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#endif

// expected-no-diagnostics
// Reads N (int, double) pairs.
__device__ double sum_mix(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; ++i) {
    if (i % 2 == 0)
      s += va_arg(ap, double); // amdgpu-error {{CUDA device code does not support va_arg}}
    else
      s += va_arg(ap, int); // amdgpu-error {{CUDA device code does not support va_arg}}
  }
  va_end(ap);
  return s;
}

__global__ void kernel(double *out, int *in) {
  out[0] = sum_mix(2, 1.5, 7);
}
