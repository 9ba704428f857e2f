; A predicate definition stays in a loop that already reads two predicates
; defined outside it (predicate-defs-stay-in-busy-loops.patch,
; NVPTXPredicateHoisting.cpp). The middle loop's guard of the inner loop,
; `lo < hi`, is invariant in the middle loop. With the two flags %f1 and %f2
; both read in the inner loop, hoisting the guard would keep a third predicate
; live through the middle loop, so its setp stays in the middle loop's header;
; with one flag read there, MachineLICM hoists it as before.
;
; RUN: llc -mcpu=sm_100a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_120a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_75 -verify-machineinstrs %s -o - | FileCheck %s
; -nvptx-keep-predicate-defs-in-busy-loops=0 (what utils/bench/sass-corpus.py
; turns off to measure the rule) hoists the guard out of the middle loop.
; RUN: llc -mcpu=sm_100a -nvptx-keep-predicate-defs-in-busy-loops=0 %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; for (i < n) { lo = in[i]; hi = in[i + 1]; s = 0;
;   for (j < m) if (lo < hi) for (k = lo; k < hi; ++k) {
;     y = f1 ? 2 * in[k] : in[k]; s += f2 ? y : -y; }
;   out[i] = s; }
; CHECK-LABEL: .entry two_flags(
; CHECK:       ld.global.u32 [[LO:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NEXT:  ld.global.u32 [[HI:%r[0-9]+]], [{{%rd[0-9]+}}+4];
; CHECK-NOT:   setp.le.s32
; CHECK:       // =>  This Loop Header: Depth=2
; CHECK-NEXT:  //       Child Loop
; CHECK-NEXT:  setp.le.s32 [[GUARD:%p[0-9]+]], [[HI]], [[LO]];
; CHECK-NEXT:  @[[GUARD]] bra
; CHECK:       selp.f32
; CHECK:       // -- End function
; OFF-LABEL:   .entry two_flags(
; OFF:         setp.le.s32
; OFF:         // =>  This Loop Header: Depth=2
; OFF-NEXT:    //       Child Loop
; OFF-NOT:     setp.le.s32
; OFF:         // =>    This Inner Loop Header: Depth=3
define ptx_kernel void @two_flags(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %m, i1 %f1, i1 %f2) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %lo.p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %lo = load i32, ptr addrspace(1) %lo.p
  %hi.p = getelementptr inbounds i32, ptr addrspace(1) %lo.p, i32 1
  %hi = load i32, ptr addrspace(1) %hi.p
  br label %mid

mid:
  %j = phi i32 [ 0, %outer ], [ %j.next, %mid.latch ]
  %s = phi float [ 0.0, %outer ], [ %s.next, %mid.latch ]
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %inner, label %mid.latch

inner:
  %k = phi i32 [ %lo, %mid ], [ %k.next, %inner.cont ]
  %acc = phi float [ %s, %mid ], [ %acc.next, %inner.cont ]
  %x.p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %k
  %x = load float, ptr addrspace(1) %x.p
  br i1 %f1, label %twice, label %inner.cont

twice:
  %x2 = fmul float %x, 2.0
  br label %inner.cont

inner.cont:
  %y = phi float [ %x, %inner ], [ %x2, %twice ]
  %z = fneg float %y
  %v = select i1 %f2, float %y, float %z
  %acc.next = fadd float %acc, %v
  %k.next = add nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, %hi
  br i1 %k.done, label %mid.latch, label %inner

mid.latch:
  %s.next = phi float [ %s, %mid ], [ %acc.next, %inner.cont ]
  %j.next = add nuw nsw i32 %j, 1
  %j.done = icmp eq i32 %j.next, %m
  br i1 %j.done, label %outer.latch, label %mid

outer.latch:
  %o.p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %s.next, ptr addrspace(1) %o.p
  %i.next = add nuw nsw i32 %i, 1
  %i.done = icmp eq i32 %i.next, %n
  br i1 %i.done, label %exit, label %outer

exit:
  ret void
}

; The same loops reading only %f1: the guard is hoisted out of the middle loop
; into the outer loop's body.
; CHECK-LABEL: .entry one_flag(
; CHECK:       ld.global.u32 [[LO:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NEXT:  ld.global.u32 [[HI:%r[0-9]+]], [{{%rd[0-9]+}}+4];
; CHECK:       setp.le.s32 [[GUARD:%p[0-9]+]], [[HI]], [[LO]];
; CHECK:       // =>  This Loop Header: Depth=2
; CHECK-NEXT:  //       Child Loop
; CHECK-NEXT:  @[[GUARD]] bra
; CHECK-NOT:   selp.f32
; CHECK:       // -- End function
define ptx_kernel void @one_flag(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %m, i1 %f1, i1 %f2) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %lo.p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %lo = load i32, ptr addrspace(1) %lo.p
  %hi.p = getelementptr inbounds i32, ptr addrspace(1) %lo.p, i32 1
  %hi = load i32, ptr addrspace(1) %hi.p
  br label %mid

mid:
  %j = phi i32 [ 0, %outer ], [ %j.next, %mid.latch ]
  %s = phi float [ 0.0, %outer ], [ %s.next, %mid.latch ]
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %inner, label %mid.latch

inner:
  %k = phi i32 [ %lo, %mid ], [ %k.next, %inner.cont ]
  %acc = phi float [ %s, %mid ], [ %acc.next, %inner.cont ]
  %x.p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %k
  %x = load float, ptr addrspace(1) %x.p
  br i1 %f1, label %twice, label %inner.cont

twice:
  %x2 = fmul float %x, 2.0
  br label %inner.cont

inner.cont:
  %y = phi float [ %x, %inner ], [ %x2, %twice ]
  %z = fneg float %y
  %v = fadd float %y, %z
  %acc.next = fadd float %acc, %v
  %k.next = add nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, %hi
  br i1 %k.done, label %mid.latch, label %inner

mid.latch:
  %s.next = phi float [ %s, %mid ], [ %acc.next, %inner.cont ]
  %j.next = add nuw nsw i32 %j, 1
  %j.done = icmp eq i32 %j.next, %m
  br i1 %j.done, label %outer.latch, label %mid

outer.latch:
  %o.p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %s.next, ptr addrspace(1) %o.p
  %i.next = add nuw nsw i32 %i, 1
  %i.done = icmp eq i32 %i.next, %n
  br i1 %i.done, label %exit, label %outer

exit:
  ret void
}
