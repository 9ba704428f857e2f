; A Blackwell intrinsic declared by name only (no `immarg`) and called with a
; value where upstream wants an immediate: the optimization pipeline, which
; gives such declarations upstream's attributes, reports the call as llc does
; ("operand 2 must be a constant") and exits 1. It never adds `immarg` to a
; parameter that a call passes a non-constant (that module would be broken:
; the IR verifier would abort with "Broken module found"), at -O0 and -O2,
; with the target from the module or from the command line.
;
; RUN: split-file %s %t
; RUN: not opt -S -passes='default<O2>' %t/ld.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LD --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump' --implicit-check-not=Broken
; RUN: not opt -S -O0 %t/ld.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LD --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump' --implicit-check-not=Broken
; RUN: not opt -S -O2 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/ld.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LD --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump' --implicit-check-not=Broken
; LD: error: {{.*}}in function f i32 (ptr addrspace(6), i1): intrinsic 'llvm.nvvm.tcgen05.ld.32x32b.x1': operand 2 must be a constant
;
; Every such call is named, whatever the intrinsic (an i32 selector of
; tcgen05.mma here, after a well-formed call of the same declaration).
; RUN: not opt -S -O2 %t/mma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMA --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump'
; MMA: error: {{.*}}in function g void (ptr addrspace(6), i64, i64, i32, i32): intrinsic 'llvm.nvvm.tcgen05.mma.shared': operand 6 must be a constant
;
; llc, the reference: the same words.
; RUN: not llc -mcpu=sm_100a %t/ld.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LD
;
; Constants only: the declaration gets its immarg and the module optimizes.
; RUN: opt -S -O2 %t/good.ll | FileCheck %s --check-prefix=GOOD
; GOOD: declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) nocapture, i1 immarg)

;--- ld.ll
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
define i32 @f(ptr addrspace(6) %t, i1 %pack) {
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 %pack)
  ret i32 %v
}

;--- mma.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
define void @g(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i32 %kind) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 true, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 true, i32 %kind, i32 1, i32 0)
  ret void
}

;--- good.ll
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
define i32 @f(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 true)
  ret i32 %v
}
