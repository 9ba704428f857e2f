// Relocatable device code across two TUs (-fgpu-rdc through the new offload
// driver, what nvcc's -rdc=true maps to): this TU launches a kernel and
// reads a managed variable that Inputs/rdc-kernel-and-managed-definitions.cu
// defines, and defines a managed variable that TU declares. nvcc links it;
// with clang 19 (and 22) nvlink refused it, "Function 'work(int*)' not
// declared __global__ in all source files" (the launched kernel was declared
// `.extern .func`) and "Managed attribute doesn't match for 'counter'" (the
// declaration had no .attribute(.managed)), and a managed variable under
// -fgpu-rdc through the new driver was an error of ours.
// REQUIRES: cuda
//
// In PTX, the kernel this TU launches is `.extern .entry`, and the counter the
// other TU declares is `.extern .global .attribute(.managed)` there, as nvcc
// declares it (nvcc's PTX leaves the kernel undeclared); ptxas takes both TUs.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc --offload-new-driver --cuda-device-only \
// RUN:   -S -O2 -Werror %s -o %t.main.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.main.ptx
// PTX-DAG: .extern .entry _Z4workPi
// PTX-DAG: .visible .global .attribute(.managed) .align 4 .u32 counter = 5;
// PTX-NOT: .func _Z4workPi
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc --offload-new-driver --cuda-device-only \
// RUN:   -S -O2 -Werror %S/Inputs/rdc-kernel-and-managed-definitions.cu -o %t.defs.ptx
// RUN: FileCheck %s --check-prefix=DEFS < %t.defs.ptx
// DEFS-DAG: .extern .global .attribute(.managed) .align 4 .u32 counter;
// DEFS-DAG: .visible .global .attribute(.managed) .align 4 .b8 scale[16] =
// DEFS-DAG: .visible .entry _Z4workPi(
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.main.ptx -o %t.main.cubin %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.defs.ptx -o %t.defs.cubin %}
//
// Compiled separately and linked: nvlink takes the two device objects, and
// the device link's registration (clang-linker-wrapper's module) registers
// both managed variables with __cudaRegisterManagedVar, through the host
// pointers their entries name, and stores the fat binary handle the host
// code loads the module with.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc --offload-new-driver -c -O2 -Werror \
// RUN:   %s -o %t.main.o
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc --offload-new-driver -c -O2 -Werror \
// RUN:   %S/Inputs/rdc-kernel-and-managed-definitions.cu -o %t.defs.o
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc --offload-new-driver %t.main.o %t.defs.o \
// RUN:   -o %t.out -Wl,--print-wrapped-module 2> %t.wrapped.ll
// RUN: FileCheck %s --check-prefix=WRAP < %t.wrapped.ll
// WRAP: @__cuda_linked_fatbin_handle = weak hidden global ptr null
// WRAP-LABEL: define internal void @.cuda.fatbin_reg()
// WRAP: [[H:%.*]] = call ptr @__cudaRegisterFatBinary(
// WRAP: store ptr [[H]], ptr @__cuda_linked_fatbin_handle
// WRAP: call void @.cuda.globals_reg(ptr [[H]])
// WRAP-LABEL: define internal void @.cuda.globals_reg(ptr %0)
// WRAP: sw.managed:
// WRAP-NEXT: call void @__cudaRegisterManagedVar(ptr %0, ptr %addr, ptr %name, ptr %name, i32 %extern, i64 %size, i32 %constant, i32 0)
// RUN: llvm-nm %t.out | FileCheck %s --check-prefix=NM
// NM-DAG: .offloading.entry.counter
// NM-DAG: .offloading.entry.scale
// NM-DAG: __cuda_linked_fatbin_handle
//
// The same through nvcc's spellings, compiled and linked in one command.
// RUN: %clangxx --cuda-path=%cuda_path -x cu -arch=sm_100a -rdc=true -O2 %s \
// RUN:   %S/Inputs/rdc-kernel-and-managed-definitions.cu -o %t.nvcc-dialect.out 2>&1 | FileCheck %s --check-prefix=DIALECT --allow-empty
// DIALECT-NOT: error
// RUN: test -x %t.nvcc-dialect.out
//
// nvcc links the same two files.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -rdc=true %s %S/Inputs/rdc-kernel-and-managed-definitions.cu -o %t.nvcc.out %}
//
// On a GPU (an H100's sm_90a image): 32 threads add 1 to counter (5), the
// kernel doubles scale, the host adds 1 to scale[0] through the other TU.
// RUN: %if gpu-sm_90 %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -fgpu-rdc --offload-new-driver -O2 %s \
// RUN:   %S/Inputs/rdc-kernel-and-managed-definitions.cu -o %t.gpu %}
// RUN: %if gpu-sm_90 %{ %t.gpu | FileCheck %s --check-prefix=ONGPU %}
// ONGPU-NOT: no GPU
// ONGPU: rdc: 42 37 3 4

#include <cstdio>
#include <cuda_runtime.h>

__managed__ int counter = 5;
extern __managed__ float scale[4];
__global__ void work(int *out);
void bump_scale();

int main() {
  int *out = nullptr;
  if (cudaMallocManaged(&out, sizeof(int)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  work<<<1, 32>>>(out);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  bump_scale();
  std::printf("rdc: %d %d %g %g\n", *out, counter, scale[0], scale[1]);
  return 0;
}
