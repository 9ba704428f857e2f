; Misused Blackwell intrinsics are errors that name the intrinsic and what it
; needs: never "Cannot select", never a crash, never a `call` that ptxas
; rejects (LLVM 19 alone emits one for an llvm.nvvm.* name it does not know).
; RUN: split-file %s %t
;
; A target without tcgen05: the suffix-less sm_100, the sm_120 family, Hopper.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %t/alloc.ll -o %t/out.ptx 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: not ls %t/out.ptx
; SM100: error: {{.*}}in function f void (ptr): intrinsic 'llvm.nvvm.tcgen05.alloc.cg1' is not available on sm_100 (PTX 8.6): it needs tcgen05 (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/alloc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; SM120A: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.alloc.cg1' is not available on sm_120a (PTX 8.7)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %t/alloc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; SM90A: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.alloc.cg1' is not available on sm_90a (PTX 8.0)
; The family-specific target has it.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %t/alloc.ll -o - | FileCheck %s --check-prefix=SM100F
; SM100F: tcgen05.alloc.cta_group::1.sync.aligned.b32
;
; tcgen05.shift exists only on architecture-specific targets.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %t/shift.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHIFT
; SHIFT: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.shift.down.cg1' is not available on sm_100f (PTX 8.8): it needs tcgen05.shift (sm_100a, sm_101a, sm_103a, sm_110a)
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/shift.ll -o - | FileCheck %s --check-prefix=SHIFT-OK
; SHIFT-OK: tcgen05.shift.cta_group::1.down [%r{{[0-9]+}}];
;
; An llvm.nvvm.* name that neither LLVM 19 nor we know.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: {{.*}}unknown NVVM intrinsic 'llvm.nvvm.tcgen05.alloc.cg3': neither LLVM 19 nor nvptx-blackwell has it
;
; A signature other than upstream's.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/signature.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.ld.16x64b.x2' has the wrong signature: '<4 x i32> (ptr addrspace(6), i1)', expected '<2 x i32> (ptr addrspace(6), i1)'
;
; An immediate out of its range, and one that is not a constant (a
; declaration without immarg lets the IR verifier accept that).
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/range.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
; RANGE: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.ld.16x32bx2.x1': operand 2 is -1, outside 0..4294967295
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/nonconst.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONCONST
; NONCONST: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.ld.32x32b.x1': operand 2 must be a constant
;
; cta_group::1 and ::2 in one function: ptxas refuses it, so we do first.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/mixed.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIXED
; MIXED: error: {{.*}}function 'f' uses tcgen05 cta_group::1 ('llvm.nvvm.tcgen05.alloc.cg1') and cta_group::2 ('llvm.nvvm.tcgen05.dealloc.cg2'); ptxas refuses a function that mixes the two
; The group is also read from names where a modifier follows it (.cg2.ashift),
; and from the cta_group immediate of tcgen05.mma.
; MIXED: error: {{.*}}function 'g' uses tcgen05 cta_group::1 ('llvm.nvvm.tcgen05.mma.tensor') and cta_group::2 ('llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2.ashift'); ptxas refuses a function that mixes the two
;
; Taking an intrinsic's address: LLVM's IR verifier already refuses it, as it
; does for any llvm.* function.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/address.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR
; ADDR: Cannot take the address of an intrinsic!

;--- alloc.ll
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
define void @f(ptr %p) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %p, i32 32)
  ret void
}
;--- shift.ll
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
define void @f(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  ret void
}
;--- unknown.ll
declare void @llvm.nvvm.tcgen05.alloc.cg3(ptr, i32)
define void @f(ptr %p) {
  call void @llvm.nvvm.tcgen05.alloc.cg3(ptr %p, i32 32)
  ret void
}
;--- signature.ll
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x2(ptr addrspace(6), i1 immarg)
define <4 x i32> @f(ptr addrspace(6) %t) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x2(ptr addrspace(6) %t, i1 0)
  ret <4 x i32> %v
}
;--- range.ll
declare i32 @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6), i64 immarg, i1 immarg)
define i32 @f(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6) %t, i64 -1, i1 0)
  ret i32 %v
}
;--- nonconst.ll
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
define i32 @f(ptr addrspace(6) %t, i1 %pack) {
  %v = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 %pack)
  ret i32 %v
}
;--- mixed.ll
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
define void @f(ptr %p, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %p, i32 32)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 32)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <8 x i32>, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
define void @g(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e, <8 x i32> %m) {
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e, <8 x i32> %m, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e, i32 0, i32 1, i32 0)
  ret void
}
;--- address.ll
declare void @llvm.nvvm.tcgen05.wait.ld()
define void @f(ptr %slot) {
  store ptr @llvm.nvvm.tcgen05.wait.ld, ptr %slot
  ret void
}
