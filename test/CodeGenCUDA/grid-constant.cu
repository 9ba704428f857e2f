// CUDA's __grid_constant__ with our clang 19 (which has no grid_constant
// attribute): the wrapper spells it annotate("nvvm.grid_constant") and the
// backend reads such a kernel parameter in place, through cvta.param, with no
// local copy, as nvcc and clang 20+ do. Without it, taking a parameter's
// address copies the parameter to local memory, and a TMA descriptor there
// is not one the PTX ISA allows. No "unknown attribute" warning any more.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 -Werror %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O0 -Werror %s -o - | FileCheck %s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-host-only -fsyntax-only -Werror %s
// Below sm_70 there is no cvta.param: __grid_constant__ means nothing there
// (a copy, as before), and is still accepted without a warning.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_60 --no-cuda-version-check --cuda-device-only -S -O2 -Werror %s -o - \
// RUN:   | FileCheck %s --check-prefix=SM60
// SM60-NOT: cvta.param

struct Params { unsigned long long tma_descriptor[16]; int n; };

__device__ __attribute__((always_inline)) void prefetch(const void *p) {
  asm volatile("prefetch.tensormap [%0];" : : "l"(p) : "memory");
}

// No local copy of the 136-byte parameter (-O0 keeps an 8-byte local for
// the inlined pointer variable).
// CHECK-LABEL: .entry _Z13grid_constant6Params(
// CHECK-NOT:   __local_depot{{[0-9]+}}[136]
// CHECK:       cvta.param.u64
// CHECK:       prefetch.tensormap
// CHECK:       ret;
__global__ void grid_constant(__grid_constant__ const Params p) {
  prefetch(&p.tma_descriptor[0]);
}

// CHECK-LABEL: .entry _Z8by_value6Params(
// CHECK:       __local_depot{{[0-9]+}}[{{136|144}}]
// CHECK-NOT:   cvta.param
// CHECK:       ret;
__global__ void by_value(const Params p) {
  prefetch(&p.tma_descriptor[0]);
}
