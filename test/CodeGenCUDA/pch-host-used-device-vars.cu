// A CUDA PCH carries the device variables that host code uses. A device
// compile emits such a variable, externalized when it is static, so that the
// host's registration (cudaMemcpyToSymbol, cudaGetSymbolAddress) finds it.
// Read from a PCH, Debian's clang-19 drops them: the header's host code that
// uses them is not re-parsed, and the AST file did not carry Sema's list.
// Ours gives the same IR as the header included as text, variables in the
// same order.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -aux-triple x86_64-unknown-linux-gnu \
// RUN:   -target-cpu sm_90a -x cuda -emit-pch -o %t.pch %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -aux-triple x86_64-unknown-linux-gnu \
// RUN:   -target-cpu sm_90a -x cuda -include-pch %t.pch -emit-llvm -o %t.pch.ll %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -aux-triple x86_64-unknown-linux-gnu \
// RUN:   -target-cpu sm_90a -x cuda -include %s -emit-llvm -o %t.text.ll %s
// RUN: FileCheck %s < %t.pch.ll
// RUN: FileCheck %s < %t.text.ll
// RUN: diff %t.pch.ll %t.text.ll
//
// CHECK: @_ZL11device_used = internal addrspace(1) global i32 0
// CHECK-NEXT: @_ZL9host_used = addrspace(1) externally_initialized global i32 0
// CHECK-NEXT: @_ZL5table = addrspace(4) externally_initialized global [2 x float]
// CHECK-NEXT: @llvm.compiler.used = {{.*}}@_ZL9host_used{{.*}}@_ZL5table
//
// Debian's clang-19 with the same PCH emits only the variable device code uses.
// RUN: %if debian-clang-19 %{ %debian_clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device \
// RUN:   -aux-triple x86_64-unknown-linux-gnu -target-cpu sm_90a -x cuda -emit-pch -o %t.debian.pch %s %}
// RUN: %if debian-clang-19 %{ %debian_clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device \
// RUN:   -aux-triple x86_64-unknown-linux-gnu -target-cpu sm_90a -x cuda -include-pch %t.debian.pch \
// RUN:   -emit-llvm -o - %s | FileCheck %s --check-prefix=DEBIAN %}
// DEBIAN: @_ZL11device_used = internal addrspace(1) global i32 0
// DEBIAN-NOT: host_used
// DEBIAN-NOT: _ZL5table

#ifndef HEADER
#define HEADER
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
static __device__ int host_used;
static __constant__ float table[2] = {1, 2};
static __device__ int device_used;
inline void *host_uses() { return &host_used; }
inline __host__ __device__ float hd(int i) { return table[i]; }
#else
__global__ void kernel(int *p) { *p = device_used; }
#endif
