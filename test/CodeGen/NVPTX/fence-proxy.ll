; The proxy fences of upstream LLVM 22 (llvm.nvvm.fence.proxy.alias, .async,
; .async.global, .async.shared_cta, .async.shared_cluster): what tcgen05.mma
; and TMA code needs between ordinary shared-memory stores and the async
; proxy's reads. Same PTX as llc 22; ptxas assembles it; older targets and
; PTX versions get our error naming the intrinsic, never "Cannot select".
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/async.ll -o %t/async.ptx
; RUN: FileCheck %s --check-prefix=ASYNC -DTARGET=sm_100a < %t/async.ptx
; ASYNC: .target [[TARGET]]{{$}}
; ASYNC: fence.proxy.async;
; ASYNC-NEXT: fence.proxy.async.global;
; ASYNC-NEXT: fence.proxy.async.shared::cta;
; ASYNC-NEXT: fence.proxy.async.shared::cluster;
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t/async.ptx -o /dev/null %}
; sm_90 at PTX 8.0 is the first target that has them.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/async.ll -o %t/async90.ptx
; RUN: FileCheck %s --check-prefix=ASYNC -DTARGET=sm_90 < %t/async90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/async90.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx80 %t/async.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.fence.proxy.async' is not available on sm_89 (PTX 8.0): it needs fence.proxy.async (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %t/async.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.fence.proxy.async' {{.*}}PTX 8.0
;
; fence.proxy.alias: sm_70 and PTX 7.5.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_70 -mattr=+ptx75 %t/alias.ll -o %t/alias.ptx
; RUN: FileCheck %s --check-prefix=ALIAS < %t/alias.ptx
; ALIAS: fence.proxy.alias;
; (ptxas 13 knows no sm_70: its PTX is assembled for sm_75, which may run it.)
; RUN: %if ptxas %{ %ptxas -arch=sm_75 %t/alias.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_70 -mattr=+ptx74 %t/alias.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALIAS-PTX74
; ALIAS-PTX74: error: {{.*}}intrinsic 'llvm.nvvm.fence.proxy.alias' {{.*}}PTX 7.5

;--- async.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.async()
declare void @llvm.nvvm.fence.proxy.async.global()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.async.shared_cluster()
define ptx_kernel void @f() {
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async.global()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.shared_cluster()
  ret void
}

;--- alias.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.alias()
define ptx_kernel void @g() {
  call void @llvm.nvvm.fence.proxy.alias()
  ret void
}
