; Tensor memory is address space 6 with 32-bit pointers, in 64-bit code too:
; a tensor-memory address travels in a 32-bit register and parameter, and
; pointer arithmetic on it is 32-bit.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr | FileCheck %s
; RUN: llc < %s -mtriple=nvptx-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}

; The data layout LLVM 22 uses for this target (as far as LLVM 19 has the
; same pieces) is accepted as the module's own.
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; CHECK-LABEL: .visible .func  (.param .b32 func_retval0) tmem_offset(
; CHECK-NEXT: .param .b32 tmem_offset_param_0
; CHECK: ld.param.u32 [[P:%r[0-9]+]], [tmem_offset_param_0];
; CHECK: add.s32 [[Q:%r[0-9]+]], [[P]], 128;
; CHECK: st.param.b32 [func_retval0+0], [[Q]];
define i32 @tmem_offset(ptr addrspace(6) %base) {
  %p = getelementptr i8, ptr addrspace(6) %base, i32 128
  %i = ptrtoint ptr addrspace(6) %p to i32
  ret i32 %i
}
