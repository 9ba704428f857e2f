; NVPTXLoopConstantsAboveGuard (loop-constants-above-guard.patch): a guarded
; loop's constant start values, which PHI elimination puts into the loop's
; preheader, are set before the guard's branch, where ptxas 13.0 makes better
; code of them (docs/blackwell-codegen.md). Copies of a moved constant move
; with it; a register that the path skipping the loop reads with another
; value keeps its move behind the branch.
;
; RUN: llc < %s -O3 -mcpu=sm_100a -mattr=+ptx88 -verify-machineinstrs | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_120a -mattr=+ptx88 -verify-machineinstrs | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_75 -verify-machineinstrs | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_100a -mattr=+ptx88 -nvptx-loop-constants-above-guard=0 | FileCheck --check-prefix=OFF %s
; RUN: %if ptxas %{ llc < %s -O3 -mcpu=sm_100a -mattr=+ptx88 > %t.100a.ptx && %ptxas -c -arch=sm_100a %t.100a.ptx -o /dev/null %}
; RUN: %if ptxas %{ llc < %s -O3 -mcpu=sm_120a -mattr=+ptx88 > %t.120a.ptx && %ptxas -c -arch=sm_120a %t.120a.ptx -o /dev/null %}
; RUN: %if ptxas %{ llc < %s -O3 -mcpu=sm_75 > %t.75.ptx && %ptxas -c -arch=sm_75 %t.75.ptx -o /dev/null %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; Two accumulators start at zero; the path that skips the loop stores zero.
; CHECK-LABEL: sum2(
; CHECK: setp.ge.s32 %p1,
; CHECK-NEXT: mov.f32 %f{{[0-9]+}}, 0f00000000;
; CHECK-NEXT: mov.f32 %f[[A:[0-9]+]], 0f00000000;
; CHECK-NEXT: mov.f32 %f{{[0-9]+}}, %f[[A]];
; CHECK-NEXT: @%p1 bra
; CHECK: // %preheader
; CHECK-NOT: mov.f32
; CHECK: Loop Header
; OFF-LABEL: sum2(
; OFF: setp.ge.s32 %p1,
; OFF-NEXT: mov.f32 %f{{[0-9]+}}, 0f00000000;
; OFF-NEXT: @%p1 bra
; OFF: // %preheader
; OFF: mov.f32 %f[[A:[0-9]+]], 0f00000000;
; OFF-NEXT: mov.f32 %f{{[0-9]+}}, %f[[A]];
; OFF-NEXT: $L__BB0_2:
define void @sum2(i32 %n, ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %preheader, label %exit

preheader:
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = mul i32 %nctaid, %ntid
  br label %loop

loop:
  %a = phi float [ 0.0, %preheader ], [ %a.next, %loop ]
  %b = phi float [ 0.0, %preheader ], [ %b.next, %loop ]
  %i = phi i32 [ %tid, %preheader ], [ %i.next, %loop ]
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds <2 x float>, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 8
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  %y = load float, ptr addrspace(1) %q, align 4
  %a.next = fadd float %a, %x
  %b.next = fadd float %b, %y
  %i.next = add i32 %i, %stride
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  %s = fadd float %a.next, %b.next
  br label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s, %done ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; The accumulator starts at zero, but the path that skips the loop stores
; one: the register both phis share holds 1.0 on that path, so the
; preheader's zero must stay behind the branch.
; CHECK-LABEL: skip_path_differs(
; CHECK: setp.ge.s32 %p1,
; CHECK-NEXT: mov.f32 %f[[R:[0-9]+]], 0f3F800000;
; CHECK-NEXT: @%p1 bra
; CHECK: // %preheader
; CHECK: mov.f32 %f[[R]], 0f00000000;
; CHECK-NEXT: $L__BB1_2:
define void @skip_path_differs(i32 %n, ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %preheader, label %exit

preheader:
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = mul i32 %nctaid, %ntid
  br label %loop

loop:
  %a = phi float [ 0.0, %preheader ], [ %a.next, %loop ]
  %i = phi i32 [ %tid, %preheader ], [ %i.next, %loop ]
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %a.next = fadd float %a, %x
  %i.next = add i32 %i, %stride
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 1.0, %entry ], [ %a.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; Integer counters, one starting at 7: the same as the first.
; CHECK-LABEL: count2(
; CHECK: setp.ge.s32 %p1,
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 0;
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 7;
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 0;
; CHECK-NEXT: @%p1 bra
; CHECK: // %preheader
; CHECK-NOT: mov.b32
; CHECK: Loop Header
define void @count2(i32 %n, ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %preheader, label %exit

preheader:
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = mul i32 %nctaid, %ntid
  br label %loop

loop:
  %c = phi i32 [ 0, %preheader ], [ %c.next, %loop ]
  %d = phi i32 [ 7, %preheader ], [ %d.next, %loop ]
  %i = phi i32 [ %tid, %preheader ], [ %i.next, %loop ]
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %p, align 4
  %c.next = add i32 %c, %x
  %d.next = xor i32 %d, %x
  %i.next = add i32 %i, %stride
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  %s = add i32 %c.next, %d.next
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s, %done ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
