; Branch analysis sees `@!%p bra` (branch-analysis-negated-predicate.patch).
; LLVM 19 selects a branch on a negated predicate as `@!%p bra` but its
; analyzeBranch knew only `@%p bra`, and no branch condition could be
; reversed: a block ending in `@!%p bra` kept a `bra.uni` to the very next
; block, and a loop latch that leaves the loop on its condition kept two
; branches (`@%p bra exit; bra.uni header`). Now the first branch falls
; through and the second becomes one branch on the negated predicate. Only
; branches change: the same instructions, in the same blocks.
;
; RUN: llc -mcpu=sm_100a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_75 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; for (i = 0; i != n; ++i) if (flags[i] & 1) out[i] = i;
; CHECK-LABEL: .entry flag_loop(
; CHECK:       bra.uni [[LOOP:\$L__BB0_[0-9]+]];
; The latch: one branch to the exit on the negated "not done" predicate,
; falling into the loop header.
; CHECK:       [[LATCH:\$L__BB0_[0-9]+]]:
; CHECK:       setp.ne.s32 [[NOTDONE:%p[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT:  @![[NOTDONE]] bra [[EXIT:\$L__BB0_[0-9]+]];
; CHECK-NEXT:  [[LOOP]]:
; The flag test: `@!%p bra` to the latch, then the store falls through.
; CHECK:       setp.eq.b16 [[SET:%p[0-9]+]], {{%rs[0-9]+}}, 1;
; CHECK-NEXT:  @![[SET]] bra [[LATCH]];
; CHECK-NEXT:  // %bb.{{[0-9]+}}:
; CHECK:       st.global.u32
; CHECK-NEXT:  bra.uni [[LATCH]];
; CHECK-NEXT:  [[EXIT]]:
; CHECK-NEXT:  ret;
define ptx_kernel void @flag_loop(ptr addrspace(1) %out, ptr addrspace(1) %flags, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %fp = getelementptr inbounds i8, ptr addrspace(1) %flags, i32 %i
  %f = load i8, ptr addrspace(1) %fp
  %set = trunc i8 %f to i1
  br i1 %set, label %then, label %latch

then:
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %i, ptr addrspace(1) %q
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

