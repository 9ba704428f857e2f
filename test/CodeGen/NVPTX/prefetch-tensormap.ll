; prefetch.tensormap (LLVM 22's llvm.nvvm.prefetch.tensormap, overloaded on
; the pointer: .p0 generic, .p4 const and .p101 kernel parameter space, the
; three llc 22 selects): sm_90 and later with PTX 8.0, as llc 22 gates it;
; ptxas 13.0 assembles each spelling.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %s -o %t120f.ptx
; RUN: FileCheck %s < %t120f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120f %t120f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %s -o %tshort.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %tshort.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %tshort.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.tensormap.p0' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.tensormap.p0' is not available on sm_89 (PTX 8.0): it needs prefetch and prefetchu (sm_90 and later)
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.tensormap.p4' is not available on sm_89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.tensormap.p101' is not available on sm_89

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
declare void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4))
declare void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101))

; CHECK-LABEL: generic(
; CHECK: prefetch.tensormap [%rd{{[0-9]+}}];
define void @generic(ptr %p) {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %p)
  ret void
}

; CHECK-LABEL: const(
; CHECK: prefetch.const.tensormap [%rd{{[0-9]+}}];
; SHORT-LABEL: const(
; SHORT: prefetch.const.tensormap [%r{{[0-9]+}}];
define void @const(ptr addrspace(4) %p) {
  call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %p)
  ret void
}

; The descriptor passed by value to a kernel (a __grid_constant__ CUtensorMap).
; CHECK-LABEL: param(
; CHECK: prefetch.param.tensormap [%rd{{[0-9]+}}];
define void @param(ptr addrspace(101) %p) {
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
  ret void
}
