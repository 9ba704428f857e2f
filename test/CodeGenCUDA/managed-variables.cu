// CUDA's __managed__ variables, as nvcc 13.0 compiles them. Clang 19 and 22
// ignore the attribute in CUDA ("'managed' attribute ignored"): device code
// that reads the variable does not compile, and with __device__ beside it the
// host reads its shadow instead of the unified memory. HeCBench's
// logic-rewrite, which nvcc builds, stopped there.
// REQUIRES: cuda
//
// Device side: the variable itself, .global .attribute(.managed), with its
// initializer, kept although no kernel here uses Q; ptxas assembles it, and
// nvcc writes the same directives.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 -Werror %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.cubin %}
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx -O2 %s -o %t.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=PTX < %t.nvcc.ptx %}
// PTX-DAG: .global .attribute(.managed) .align 4 .u32 P = 7;
// PTX-DAG: .global .attribute(.managed) .align 4 .u32 Q;
// PTX-DAG: .global .attribute(.managed) .align 4 .b8 table[64];
// PTX-LABEL: .entry _Z6kernelPi(
// PTX: ld.global.u32 {{%r[0-9]+}}, [P];
// PTX: st.global.u32 [P],
//
// Host side: the name is a pointer that the runtime points at the unified
// memory: registered as nvcc registers it (handle, &pointer, name, name,
// extern, size, constant, global), and every host access loads the module
// first (__cudaInitModule once, as nvcc's __nv_init_managed_rt), then goes
// through the pointer. The host's own copy is internal and unused.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-host-only -S -emit-llvm -O0 -Werror \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang %t.cubin %s -o %t.host.ll
// RUN: FileCheck %s --check-prefix=HOST < %t.host.ll
// HOST-DAG: @P.managed = internal global i32 7
// HOST-DAG: @P = internal externally_initialized global ptr null, align 8
// HOST-DAG: @__cuda_managed_rt_handle = internal global ptr null
// HOST-LABEL: define {{.*}}i32 @_Z9host_readv()
// HOST: call void @__cuda_managed_rt_init()
// HOST-NEXT: [[PTR:%.*]] = load ptr, ptr @P
// HOST-NEXT: load i32, ptr [[PTR]]
// HOST-LABEL: define {{.*}}void @_Z10host_writei(
// HOST: call void @__cuda_managed_rt_init()
// HOST-NEXT: [[PTR:%.*]] = load ptr, ptr @table
// HOST-NEXT: getelementptr inbounds [16 x i32], ptr [[PTR]]
// HOST-LABEL: define internal void @__cuda_managed_rt_init()
// HOST: load i8, ptr @__cuda_managed_rt_inited
// HOST: [[H:%.*]] = load ptr, ptr @__cuda_managed_rt_handle
// HOST: call i8 @__cudaInitModule(ptr [[H]])
// HOST: store i8 {{%.*}}, ptr @__cuda_managed_rt_inited
// HOST-LABEL: define internal void @__cuda_register_globals(ptr %0)
// HOST: store ptr %0, ptr @__cuda_managed_rt_handle
// HOST-DAG: call void @__cudaRegisterManagedVar(ptr %0, ptr @P, ptr [[NAME:@[0-9]+]], ptr [[NAME]], i32 0, i64 4, i32 0, i32 0)
// HOST-DAG: call void @__cudaRegisterManagedVar(ptr %0, ptr @table, ptr [[TNAME:@[0-9]+]], ptr [[TNAME]], i32 0, i64 64, i32 0, i32 0)
// HOST-NOT: __cudaRegisterVar(ptr %0, ptr @P
//
// The whole program compiles and links with the CUDA runtime; no warning.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -O2 -Werror %s -o %t.out
// On a GPU (an H100's sm_90a image): the kernel reads the initializer and
// writes P, the host reads both through unified memory.
// RUN: %if gpu-sm_90 %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -O2 %s -o %t.gpu %}
// RUN: %if gpu-sm_90 %{ %t.gpu | FileCheck %s --check-prefix=ONGPU %}
// ONGPU-NOT: no GPU
// ONGPU: managed: 14 5 14
//
// Relocatable device code through the new offload driver (nvcc's -rdc=true
// and -dc): the TU registers nothing itself. Each managed variable it defines
// is an offloading entry of kind managed (flags 1) whose address is the host
// pointer, which the device link's registration passes to
// __cudaRegisterManagedVar (test/CodeGenCUDA/rdc-extern-kernel-and-managed.cu
// links one), and the module is loaded through the handle that registration
// stores in the hidden __cuda_linked_fatbin_handle. Through the old driver it
// is registered as above.
// RUN: %clangxx --cuda-path=%cuda_path -fgpu-rdc --offload-new-driver --cuda-host-only -S -emit-llvm -O0 -Werror \
// RUN:   %s -o %t.rdc.ll
// RUN: FileCheck %s --check-prefix=RDC < %t.rdc.ll
// RDC-DAG: @__cuda_linked_fatbin_handle = external hidden global ptr
// RDC-DAG: @.offloading.entry.P = weak constant %struct.__tgt_offload_entry { ptr @P, ptr @{{[^,]*}}, i64 4, i32 1, i32 0 }, section "cuda_offloading_entries"
// RDC-DAG: @.offloading.entry.table = weak constant %struct.__tgt_offload_entry { ptr @table, ptr @{{[^,]*}}, i64 64, i32 1, i32 0 }, section "cuda_offloading_entries"
// RDC-LABEL: define internal void @__cuda_managed_rt_init()
// RDC: [[H:%.*]] = load ptr, ptr @__cuda_linked_fatbin_handle
// RDC: call i8 @__cudaInitModule(ptr [[H]])
// RUN: FileCheck %s --check-prefix=RDC-NOREG < %t.rdc.ll
// RDC-NOREG-NOT: __cudaRegisterManagedVar
// RDC-NOREG-NOT: @__cuda_managed_rt_handle
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -fgpu-rdc -c -Werror %s -o %t.rdc-old.o
// RUN: llvm-nm %t.rdc-old.o | FileCheck %s --check-prefix=RDCOLD
// RDCOLD: U __cudaRegisterManagedVar

#include <cstdio>
#include <cuda_runtime.h>

__managed__ int P = 7;
__managed__ int Q;
__device__ __managed__ int table[16];

__global__ void kernel(int *out) {
  *out = P * 2;
  P = 5;
}

int host_read() { return P; }
void host_write(int v) { table[3] = v; }

int main() {
  int *out = nullptr;
  if (cudaMallocManaged(&out, sizeof(int)) != cudaSuccess) {
    std::puts("no GPU");
    return 0;
  }
  kernel<<<1, 1>>>(out);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  host_write(*out);
  std::printf("managed: %d %d %d\n", *out, host_read(), table[3]);
  return 0;
}
