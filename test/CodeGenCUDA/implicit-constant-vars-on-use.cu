// A namespace-scope const variable with a constant initializer is readable
// in device code (Sema makes it __constant__ implicitly in the device
// compilation). Ours emits it into the PTX only where device code here uses
// it, as nvcc emits no device copy of a host variable: HeCBench's sobol has
// an 816,000-byte host-only table, and with every such variable in .const
// ptxas refused the module (clang 22 still does). With -fgpu-rdc, where
// another translation unit's device code may use it, every one is emitted
// as before.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 -Werror %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.cubin %}
// CHECK-NOT: host_only_table
// CHECK-DAG: .visible .const .align 4 .b8 used_by_device[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4};
// CHECK-DAG: .visible .global .align 4 .u32 explicit_device = 5;
// CHECK-NOT: host_only_table
// CHECK-LABEL: .entry _Z6kernelPii(
// CHECK: ld.const.u32
// CHECK-NOT: host_only_table
//
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 -fgpu-rdc %s -o - \
// RUN:   | FileCheck %s --check-prefix=RDC
// RDC-DAG: .visible .const .align 4 .b8 host_only_table[40000]
// RDC-DAG: .visible .const .align 4 .b8 used_by_device[16]
//
// The host side keeps all three, with their values.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-host-only -S -emit-llvm -O0 %s -o - \
// RUN:   | FileCheck %s --check-prefix=HOST
// HOST-DAG: @host_only_table = dso_local constant <{ i32, i32, i32, [9997 x i32] }> <{ i32 7, i32 8, i32 9,
// HOST-DAG: @used_by_device = dso_local constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

extern const int host_only_table[10000];
const int host_only_table[10000] = {7, 8, 9};
extern const int used_by_device[4];
const int used_by_device[4] = {1, 2, 3, 4};
__device__ int explicit_device = 5;

__global__ void kernel(int *out, int i) { out[0] = used_by_device[i & 3] + explicit_device; }

int host_sum() { return host_only_table[0] + used_by_device[1]; }
