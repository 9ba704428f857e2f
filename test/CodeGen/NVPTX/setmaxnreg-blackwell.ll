; setmaxnreg on sm_90a and on every Blackwell 'a' and 'f' target (LLVM 19
; allowed exactly sm_90a; llc 22 and ptxas 13.0 accept these), assembled by
; ptxas for each (sm_101* under its CUDA 13 name sm_110*).
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -arch=sm_90a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | %ptxas -arch=sm_100f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | %ptxas -arch=sm_103f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f | %ptxas -arch=sm_120f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | %ptxas -arch=sm_121a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | %ptxas -arch=sm_121f -c -o /dev/null - %}

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg)

; CHECK-LABEL: .entry k(
; CHECK: setmaxnreg.inc.sync.aligned.u32 96;
; CHECK: setmaxnreg.dec.sync.aligned.u32 64;
define void @k() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 96)
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 64)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
