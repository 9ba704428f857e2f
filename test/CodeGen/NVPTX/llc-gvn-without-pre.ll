; llc's GVN runs (after SLSR, and after LSR) do no PRE
; (llc-gvn-without-pre.patch). A value that a loop's preheader computes and
; the code after the loop computes again was made a phi of the preheader's
; copy and a copy that PRE put on the guard's edge that skips the loop,
; splitting that critical edge: one more block and branch, and a value that
; ptxas sees only through a phi. Now both computations stay until MachineCSE
; hoists them into the entry block, before the guard, and the loop falls
; through into its exit. (The sum's start value, zero, is set before the
; guard too: loop-constants-above-guard.patch.)
;
; RUN: llc -O3 -mcpu=sm_100a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O3 -mcpu=sm_75 -verify-machineinstrs %s -o - | FileCheck %s
; -nvptx-gvn-pre (what utils/bench/sass-corpus.py turns on to measure the
; patch) brings PRE back: the step is computed in the preheader only and the
; guard's branch skips to a block of its own.
; RUN: llc -O3 -mcpu=sm_100a -nvptx-gvn-pre %s -o - | FileCheck %s --check-prefix=PRE
; PRE-LABEL: .func column_sum(
; PRE:       @!%p{{[0-9]+}} bra
; PRE:       // %loop.preheader
; PRE-NEXT:  ld.param.u64
; PRE-NEXT:  mul.wide.s32
; PRE-NEXT:  $L__BB0_{{[0-9]+}}: // %loop
; RUN: %if ptxas %{ llc -O3 -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -O3 -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -O3 -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; c[0] = c[n] = sum of a[i * n] for i < n: the exit's 4 * sext(n) is LSR's
; stride (the GVN after LSR saw it).
; CHECK-LABEL: .func column_sum(
; CHECK:       ld.param.u32 [[N:%r[0-9]+]], [column_sum_param_2];
; CHECK:       mul.wide.s32 [[STEP:%rd[0-9]+]], [[N]], 4;
; CHECK-NEXT:  mov.f32 %f{{[0-9]+}}, 0f00000000;
; CHECK-NEXT:  @%p{{[0-9]+}} bra [[EXIT:\$L__BB0_[0-9]+]];
; CHECK-NOT:   mul.wide
; CHECK:       add.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[STEP]];
; CHECK:       @%p{{[0-9]+}} bra
; CHECK-NEXT:  [[EXIT]]:
; CHECK-NEXT:  st.global.f32 [[[C:%rd[0-9]+]]], [[SUM:%f[0-9]+]];
; CHECK-NEXT:  add.s64 [[C1:%rd[0-9]+]], [[C]], [[STEP]];
; CHECK-NEXT:  st.global.f32 [[[C1]]], [[SUM]];
; CHECK-NEXT:  ret;
define void @column_sum(ptr addrspace(1) %a, ptr addrspace(1) %c, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = mul nsw i32 %i, %n
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx64
  %v = load float, ptr addrspace(1) %p, align 4
  %acc.next = fadd float %acc, %v
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %sum = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %sum, ptr addrspace(1) %c, align 4
  %n64 = sext i32 %n to i64
  %step = shl nsw i64 %n64, 2
  %c1 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 %step
  store float %sum, ptr addrspace(1) %c1, align 4
  ret void
}

; The mean of a[lo..hi) and its count: the exit's hi - lo is the
; preheader's (the GVN after SLSR saw it).
; CHECK-LABEL: .func range_mean(
; CHECK:       sub.s32 [[COUNT:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT:  mov.f32 %f{{[0-9]+}}, 0f00000000;
; CHECK-NEXT:  @%p{{[0-9]+}} bra [[EXIT:\$L__BB1_[0-9]+]];
; CHECK-NOT:   sub.s32
; CHECK:       cvt.rn.f32.s32 {{%f[0-9]+}}, [[COUNT]];
; CHECK-NOT:   sub.s32
; CHECK:       @%p{{[0-9]+}} bra
; CHECK-NEXT:  [[EXIT]]:
; CHECK-NEXT:  st.global.f32
; CHECK-NEXT:  st.global.u32 [{{%rd[0-9]+}}+4], [[COUNT]];
; CHECK-NEXT:  ret;
define void @range_mean(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %lo, i32 %hi) {
entry:
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %preheader, label %exit

preheader:
  %count = sub nsw i32 %hi, %lo
  %countf = sitofp i32 %count to float
  br label %loop

loop:
  %i = phi i32 [ %lo, %preheader ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %preheader ], [ %acc.next, %loop ]
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, %countf
  %acc.next = fadd float %acc, %w
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %hi
  br i1 %done, label %exit, label %loop

exit:
  %sum = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %n = sub nsw i32 %hi, %lo
  store float %sum, ptr addrspace(1) %out, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %n, ptr addrspace(1) %q, align 4
  ret void
}
