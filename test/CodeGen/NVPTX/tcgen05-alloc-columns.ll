; Tensor memory allocation checks (NVPTXTensorMemoryBudget.cpp).
; A constant tcgen05.alloc column count that is not a power of two from 32 to
; 512 (PTX ISA, "Tensor Memory Allocation and Management Instructions") is an
; error naming the call, for every form: cta_group::1 and ::2, generic and
; shared destination; llc writes no output. ptxas rejects each of these counts.
; A constant tcgen05.dealloc count must be a multiple of 32 (what ptxas 13.0
; checks there: 0, 96 and 1024 it takes, 16 and 48 it refuses).
; A kernel whose constant allocations can be held at once above the 512
; columns of an SM's tensor memory gets a warning with the sum and still
; compiles. Valid allocations assemble with ptxas.
; RUN: split-file %s %t
;
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/bad-count.ll -o %t/bad.ptx 2>&1 | FileCheck %s --check-prefix=COUNT --implicit-check-not=error: --implicit-check-not=warning:
; RUN: not ls %t/bad.ptx
; COUNT-DAG: error: {{.*}}in function not_pow2 void (ptr): 'llvm.nvvm.tcgen05.alloc.cg1' allocates 48 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
; COUNT-DAG: error: {{.*}}in function too_small void (ptr addrspace(3)): 'llvm.nvvm.tcgen05.alloc.shared.cg1' allocates 16 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
; COUNT-DAG: error: {{.*}}in function too_large void (ptr): 'llvm.nvvm.tcgen05.alloc.cg2' allocates 1024 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
; COUNT-DAG: error: {{.*}}in function zero void (ptr addrspace(3)): 'llvm.nvvm.tcgen05.alloc.shared.cg2' allocates 0 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
; COUNT-DAG: error: {{.*}}in function negative void (ptr addrspace(3)): 'llvm.nvvm.tcgen05.alloc.shared.cg2' allocates -64 columns of tensor memory; tcgen05.alloc takes a power of two from 32 to 512
; COUNT-DAG: error: {{.*}}in function dealloc_48 void (ptr addrspace(6)): 'llvm.nvvm.tcgen05.dealloc.cg1' frees 48 columns of tensor memory; tcgen05.dealloc takes a multiple of 32
; COUNT-DAG: error: {{.*}}in function dealloc_16 void (ptr addrspace(6)): 'llvm.nvvm.tcgen05.dealloc.cg2' frees 16 columns of tensor memory; tcgen05.dealloc takes a multiple of 32
;
; The bounds themselves and a run-time count are accepted, and ptxas agrees.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/good-count.ll -o - 2>&1 | FileCheck %s --check-prefix=GOOD --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/good-count.ll -o - | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/good-count.ll -o - | %ptxas -arch=sm_103a -c -o /dev/null - %}
; GOOD-LABEL: .func smallest(
; GOOD: mov.b32 %r[[N32:[0-9]+]], 32;
; GOOD: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd{{[0-9]+}}], %r[[N32]];
; GOOD-LABEL: .func largest(
; GOOD: mov.b32 %r[[N512:[0-9]+]], 512;
; GOOD: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r[[N512]];
; GOOD-LABEL: .func runtime_count(
; GOOD: ld.param.u32 %r[[N:[0-9]+]],
; GOOD: tcgen05.alloc.cta_group::2.sync.aligned.b32 [%rd{{[0-9]+}}], %r[[N]];
; GOOD-LABEL: .func dealloc_multiples(
; GOOD: mov.b32 %r[[N96:[0-9]+]], 96;
; GOOD: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r[[N96]];
; GOOD: mov.b32 %r[[N1024:[0-9]+]], 1024;
; GOOD: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r[[N1024]];
;
; The budget: warnings with the sum, and the PTX is still written and valid.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/budget.ll -o %t/budget.ptx 2>&1 | FileCheck %s --check-prefix=BUDGET --implicit-check-not=error: --implicit-check-not=warning:
; RUN: FileCheck %s --check-prefix=BUDGET-PTX < %t/budget.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a -c -o /dev/null %t/budget.ptx %}
; BUDGET: warning: {{.*}}in function over_through_call void (ptr addrspace(3), ptr addrspace(6)): kernel 'over_through_call' can hold 768 columns of tensor memory at once, more than the 512 of an SM; tcgen05.alloc waits until its columns are free (tcgen05.alloc: 512 in 'over_through_call', 256 in 'takes_256')
; BUDGET: warning: {{.*}}in function over_on_one_path void (ptr addrspace(3), ptr addrspace(6), i1): kernel 'over_on_one_path' can hold 640 columns of tensor memory at once, more than the 512 of an SM; tcgen05.alloc waits until its columns are free (tcgen05.alloc: 128 in 'over_on_one_path', 512 in 'over_on_one_path')
; BUDGET: warning: {{.*}}in function loop_without_dealloc void (ptr addrspace(3), i32): kernel 'loop_without_dealloc' can hold an unbounded number of columns of tensor memory (an allocation repeats before its dealloc) at once, more than the 512 of an SM; tcgen05.alloc waits until its columns are free (tcgen05.alloc: 64 in 'loop_without_dealloc')
; BUDGET-PTX: .entry over_through_call(
; BUDGET-PTX: .entry sequential(
; BUDGET-PTX: .entry loop_with_dealloc(

;--- bad-count.ll
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)

define void @not_pow2(ptr %slot) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %slot, i32 48)
  ret void
}
define void @too_small(ptr addrspace(3) %slot) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 16)
  ret void
}
define void @too_large(ptr %slot) {
  call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %slot, i32 1024)
  ret void
}
define void @zero(ptr addrspace(3) %slot) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %slot, i32 0)
  ret void
}
define void @negative(ptr addrspace(3) %slot) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %slot, i32 -64)
  ret void
}
define void @dealloc_48(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 48)
  ret void
}
define void @dealloc_16(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 16)
  ret void
}

;--- good-count.ll
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)

define void @smallest(ptr %slot) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %slot, i32 32)
  ret void
}
define void @largest(ptr addrspace(3) %slot) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 512)
  ret void
}
define void @runtime_count(ptr %slot, i32 %n) {
  call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %slot, i32 %n)
  ret void
}
define void @dealloc_multiples(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 96)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 1024)
  ret void
}

;--- budget.ll
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)

define void @takes_256(ptr addrspace(3) %slot) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 256)
  ret void
}

; 512 held while the callee takes 256 more.
define ptx_kernel void @over_through_call(ptr addrspace(3) %slot, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 512)
  call void @takes_256(ptr addrspace(3) %slot)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 512)
  ret void
}

; The dealloc of 128 is on one path only.
define ptx_kernel void @over_on_one_path(ptr addrspace(3) %slot, ptr addrspace(6) %t, i1 %c) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 128)
  br i1 %c, label %free, label %join
free:
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  br label %join
join:
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 512)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 512)
  ret void
}

define ptx_kernel void @loop_without_dealloc(ptr addrspace(3) %slot, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 64)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; No warning: each allocation is deallocated before the next, in the kernel
; and in a loop; a helper that is not a kernel is not checked by itself.
define ptx_kernel void @sequential(ptr addrspace(3) %slot, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 512)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 512)
  call void @takes_256(ptr addrspace(3) %slot)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 256)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 256)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 256)
  ret void
}

define ptx_kernel void @loop_with_dealloc(ptr addrspace(3) %slot, ptr addrspace(6) %t, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 512)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 512)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
