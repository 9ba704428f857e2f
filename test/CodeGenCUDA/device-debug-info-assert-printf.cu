// Full device debug info (-g at -O0, what cuda-gdb needs; optimized device
// code gets line tables only, with no references to globals) for a kernel that uses assert and printf: the string literals they create are
// renamed to PTX-valid identifiers, and the debug sections must name them the
// same way, or ptxas refuses the PTX ("Parsing error near '.'").
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -g -O0 %s -o %t-O0.ptx
// RUN: FileCheck %s < %t-O0.ptx
// RUN: %if ptxas %{ %ptxas -c -g -arch=sm_100a %t-O0.ptx -o %t-O0.o %}
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-device-only -S -g -O0 %s -o %t-sm90.ptx
// RUN: FileCheck %s < %t-sm90.ptx
// RUN: %if ptxas %{ %ptxas -c -g -arch=sm_90a %t-sm90.ptx -o %t-sm90.o %}
// The whole CUDA compile, ptxas and fatbinary included.
// RUN: %if ptxas %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -g -O0 -c %s -o %t.o %}

// CHECK-DAG: .global .align 1 .b8 __PRETTY_FUNCTION___$__Z8positivePi[
// CHECK-DAG: .global .align 1 .b8 _$_str{{[0-9]*}}[
// CHECK: .section .debug_info
// CHECK-NOT: .b64 .str
// CHECK-NOT: .b64 __PRETTY_FUNCTION__.
// CHECK: .b64 {{_\$_str|__PRETTY_FUNCTION___\$__Z8positivePi}}

#include <cassert>
#include <cstdio>

__global__ void positive(int *values) {
  assert(values[threadIdx.x] > 0);
  printf("value %d\n", values[threadIdx.x]);
}
