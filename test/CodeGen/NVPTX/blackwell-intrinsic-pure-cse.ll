; Pure Blackwell intrinsics (the conversions; upstream declares them
; memory(none) speculatable) declared by name only: opt -O2 merges two
; identical calls, deletes one whose result is unused, and hoists one out of
; a branch, as opt-22 does with upstream's declarations. mma.sync is
; memory(none) too, but neither speculatable nor willreturn: identical calls
; merge, an unused one stays (as with opt-22). Fences stay where they are.
;
; RUN: opt -S -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -O2 %s | FileCheck %s
; RUN: %if opt-22 %{ %opt_22 -S -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -O2 %s | FileCheck %s %}

declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare void @llvm.nvvm.fence.proxy.async()

; CHECK-LABEL: define {{.*}}i16 @twice(
; CHECK-COUNT-1: call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(
; CHECK-NOT: call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(
; CHECK: ret i16
define i16 @twice(float %a, float %b) {
  %x = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  %y = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  %dead = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %b, float %a)
  %s = add i16 %x, %y
  ret i16 %s
}

; Speculatable: computed once, before the branch, not in both arms.
; CHECK-LABEL: define {{.*}}i16 @hoisted(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
; CHECK-NOT: call i16 @llvm.nvvm.ff.to.e4m3x2.rn(
; CHECK: ret i16
define i16 @hoisted(i1 %c, float %a, float %b) {
entry:
  br i1 %c, label %t, label %e
t:
  %x = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  %x1 = add i16 %x, 1
  br label %j
e:
  %y = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  %y2 = add i16 %y, 2
  br label %j
j:
  %r = phi i16 [ %x1, %t ], [ %y2, %e ]
  ret i16 %r
}

; CHECK-LABEL: define {{.*}}float @mma(
; CHECK: %m1 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32 %a,
; CHECK-NEXT: %unused = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32 %b,
; CHECK-NEXT: extractvalue { float, float, float, float } %m1, 0
; CHECK-NEXT: extractvalue { float, float, float, float } %m1, 1
; CHECK: ret float
define float @mma(i32 %a, i32 %b, float %c) {
  %m1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %b, i32 %b, float %c, float %c, float %c, float %c)
  %m2 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %b, i32 %b, float %c, float %c, float %c, float %c)
  %unused = call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32 %b, i32 %a, i32 %a, i32 %a, i32 %b, i32 %b, float %c, float %c, float %c, float %c)
  %e1 = extractvalue { float, float, float, float } %m1, 0
  %e2 = extractvalue { float, float, float, float } %m2, 1
  %s = fadd float %e1, %e2
  ret float %s
}

; A fence has no memory attribute: both stay, even with nothing around them.
; CHECK-LABEL: define {{.*}}void @fences(
; CHECK-COUNT-2: call void @llvm.nvvm.fence.proxy.async()
; CHECK: ret void
define void @fences() {
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async()
  ret void
}
