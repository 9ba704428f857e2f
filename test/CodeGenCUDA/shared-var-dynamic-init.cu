// A __shared__ variable of class type that nvcc accepts without running its
// constructor or destructor (test/SemaCUDA/cuda-shared-var-dynamic-init.cu):
// the device code has the variable in shared memory, undefined, and no
// constructor call, guard variable or destructor registration; the PTX
// assembles for sm_100a.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -std=c++17 \
// RUN:   -S -emit-llvm -O0 -Wno-cuda-shared-var-dynamic-init %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -std=c++17 \
// RUN:   -S -O2 -Wno-cuda-shared-var-dynamic-init %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
// The host side compiles the same file (the kernels are not emitted there).
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-host-only -std=c++17 \
// RUN:   -S -emit-llvm -O0 -Werror %s -o - | FileCheck %s --check-prefix=HOST

#include <cuda_runtime.h>

__device__ int observed;

// Its constructor and destructor store 7 and 11; neither may run.
struct Counter {
  int v;
  __device__ Counter() : v(7) { observed = 1; }
  __device__ ~Counter() { v = 11; observed = 2; }
};
template <class T> struct Box { T v; __device__ Box() : v(42) {} };
// At namespace scope nvcc takes a constant initialization, and does not
// perform it either.
struct Three { int v = 3; };
__shared__ Three three;

// IR: @three = {{.*}}addrspace(3) global %struct.Three undef
// IR: @_ZZ6kernelPiE1c = internal addrspace(3) global %struct.Counter undef
// IR: @_ZZ6kernelPiE3arr = internal addrspace(3) global [4 x %struct.Counter] undef
// IR: @_ZZ7tkernelIiEvPiE1b = {{.*}}addrspace(3) global %struct.Box undef
// IR-NOT: _ZGV
// IR-NOT: call {{.*}}@_ZN7CounterC
// IR-NOT: call {{.*}}@_ZN7CounterD
// IR-NOT: call {{.*}}@_ZN3BoxIiEC
// IR-NOT: atexit
// IR-NOT: global_ctors
// IR-NOT: store i32 7,
// IR-NOT: store i32 11,
// IR-NOT: store i32 42,
// IR-LABEL: define{{.*}} void @_Z6kernelPi(
// IR-NOT: call {{.*}}@_Z
// IR: ret void
__global__ void kernel(int *out) {
  __shared__ Counter c;
  __shared__ Counter arr[4];
  __syncthreads();
  // Volatile: -O2 would fold loads of memory nothing stores to.
  out[0] = *(volatile int *)&c.v + *(volatile int *)&arr[3].v +
           *(volatile int *)&three.v;
}

template <class T> __global__ void tkernel(int *out) {
  __shared__ Box<T> b;
  out[0] = *(volatile int *)&b.v;
}
template __global__ void tkernel<int>(int *);

// PTX: .visible .shared .align 4 .b8 three[4];
// PTX-LABEL: .entry _Z6kernelPi(
// PTX: .shared .align 4 .b8 _ZZ6kernelPiE1c[4];
// PTX: .shared .align 4 .b8 _ZZ6kernelPiE3arr[16];
// PTX-NOT: observed
// PTX-NOT: call
// PTX: ld.volatile.shared.u32 {{.*}}[_ZZ6kernelPiE1c];
// PTX: ld.volatile.shared.u32 {{.*}}[_ZZ6kernelPiE3arr+12];
// PTX: ld.volatile.shared.u32 {{.*}}[three];
// PTX-NOT: observed
// PTX: ret;

// HOST-NOT: _ZGV
// HOST-NOT: _ZN7CounterC
// HOST-NOT: atexit
