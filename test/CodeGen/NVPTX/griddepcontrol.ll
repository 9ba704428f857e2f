; Programmatic dependent launch (upstream LLVM 22's llvm.nvvm.griddepcontrol.wait
; and .launch.dependents): sm_90 and later with PTX 7.8, as ptxas requires
; (sm_90's own first PTX version); older targets get our error naming the
; intrinsic.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; CHECK: griddepcontrol.wait;
; CHECK-NEXT: griddepcontrol.launch_dependents;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o %t120a.ptx
; RUN: FileCheck %s < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.griddepcontrol.wait' is not available on sm_89 (PTX 8.0): it needs griddepcontrol (sm_90 and later)

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.griddepcontrol.launch.dependents()
define ptx_kernel void @f() {
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  ret void
}
