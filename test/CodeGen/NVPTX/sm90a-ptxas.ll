; The rebuilt NVPTX backend emits PTX for the newest target LLVM 19 knows, and
; ptxas 13.0 assembles it for that target.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -arch=sm_90a -c -o /dev/null - %}

; CHECK: .version 8.0
; CHECK: .target sm_90a
; CHECK-LABEL: .visible .entry scale(
; CHECK: mul.rn.f32
define void @scale(ptr addrspace(1) %p, float %s) {
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}
