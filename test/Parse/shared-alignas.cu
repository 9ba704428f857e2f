// CUDA's `__shared__ alignas(16) float s[N];` (__shared__ is
// __attribute__((shared))), in a kernel and in a device function: accepted
// (patch gnu-then-cxx11-attributes-in-declaration-statements), the shared
// array 16-byte aligned, in the device and the host compilation alike; the
// PTX assembles. clang 19 said "an attribute list cannot appear here".
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
// expected-no-diagnostics

#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

constexpr int N = 64;

// IR-DAG: @_ZZ6kernelPKfPfE1s = internal {{.*}}addrspace(3) global [64 x float] undef, align 16
// IR-DAG: @_ZZ13device_helperPfE1t = internal {{.*}}addrspace(3) global [8 x i32] undef, align 32
// PTX-DAG: .shared .align 16 .b8 _ZZ6kernelPKfPfE1s[256];
// PTX-DAG: .shared .align 32 .b8 _ZZ13device_helperPfE1t[32];
__device__ void device_helper(float *out) {
  __shared__ alignas(32) int t[8];
  t[__nvvm_read_ptx_sreg_tid_x() % 8] = 1;
  out[1] = t[0];
}

__global__ void kernel(const float *in, float *out) {
  __shared__ alignas(16) float s[N];
  unsigned i = __nvvm_read_ptx_sreg_tid_x();
  s[i % N] = in[i];
  out[0] = s[(i + 1) % N];
  device_helper(out);
}
