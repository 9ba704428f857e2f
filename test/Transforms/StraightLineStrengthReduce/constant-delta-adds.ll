; Straight-line strength reduction relates adds of a widened index to one
; base by their constants (slsr-add-constant-delta.patch; LLVM 22's SLSR
; finds the same through its candidates' constant deltas): B + zext(t +nuw c)
; is (B + zext(t)) + c, and B + sext(t +nsw c) is (B + sext(t)) + c; a
; disjoint or is both. Thrust's tabulate computes a thread's elements i and
; i + 256 so; LLVM 19 widened and added again for the second (three PTX
; instructions), where it is the first plus 256. Only B + ext(t) itself is a
; basis, and it loses its poison-generating flags and 'zext nneg': without
; them it is the modular sum, which the candidate's value exceeds by c
; wherever the candidate is not poison.
;
; The rule is off by default (the SASS corpus measured it mixed:
; docs/blackwell-codegen.md); -slsr-constant-delta-adds turns it on.
;
; RUN: opt -passes=slsr -slsr-constant-delta-adds -S %s -o - | FileCheck %s
; RUN: opt -passes=slsr -S %s -o - | FileCheck %s --check-prefix=OFF
; RUN: llc -mcpu=sm_120a -slsr-constant-delta-adds %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ llc -mcpu=sm_120a -slsr-constant-delta-adds %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90a -slsr-constant-delta-adds %s -o - | %ptxas -c -arch=sm_90a - -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @tabulate(
; CHECK:      %w0 = zext i32 %t to i64
; CHECK-NEXT: %i0 = add i64 %base, %w0
; CHECK:      %i1 = add i64 %i0, 256
; CHECK-NOT:  zext
; CHECK:      ret void
; OFF-LABEL:  @tabulate(
; OFF:        %i1 = add nuw nsw i64 %base, %w1
;
; PTX-LABEL: tabulate(
; PTX-NOT:   cvt.u64.u32
; PTX:       add.s64 [[I0:%rd[0-9]+]], {{%rd[0-9]+}}, {{%rd[0-9]+}};
; PTX-NOT:   cvt.u64.u32
; PTX:       add.s64 {{%rd[0-9]+}}, [[I0]], 256;
; PTX-NOT:   cvt.u64.u32
; PTX:       ret;
define void @tabulate(ptr addrspace(1) %p, i64 %base, i32 %t) {
  %w0 = zext nneg i32 %t to i64
  %i0 = add nuw nsw i64 %base, %w0
  %f0 = uitofp i64 %i0 to float
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i0
  store float %f0, ptr addrspace(1) %g0, align 4
  %t1 = add nuw nsw i32 %t, 256
  %w1 = zext nneg i32 %t1 to i64
  %i1 = add nuw nsw i64 %base, %w1
  %f1 = uitofp i64 %i1 to float
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i1
  store float %f1, ptr addrspace(1) %g1, align 4
  ret void
}

; sext over an nsw add, and a disjoint or, which is both.
; CHECK-LABEL: @signed_and_disjoint(
; CHECK:      %i0 = add i64 %base, %w0
; CHECK:      %i1 = add i64 %i0, -3
; CHECK:      %i2 = add i64 %i0, 64
define i64 @signed_and_disjoint(i64 %base, i32 %t) {
  %w0 = sext i32 %t to i64
  %i0 = add nsw i64 %base, %w0
  %t1 = add nsw i32 %t, -3
  %w1 = sext i32 %t1 to i64
  %i1 = add nsw i64 %base, %w1
  %t2 = or disjoint i32 %t, 64
  %w2 = sext i32 %t2 to i64
  %i2 = add nsw i64 %base, %w2
  %r0 = mul i64 %i0, %i1
  %r1 = mul i64 %r0, %i2
  ret i64 %r1
}

; zext of an add that may wrap as unsigned (nsw only): zext(t + 256) is not
; zext(t) + 256 where t + 256 wraps, so nothing is related.
; CHECK-LABEL: @zext_of_nsw_add(
; CHECK:      %i1 = add nuw nsw i64 %base, %w1
define i64 @zext_of_nsw_add(i64 %base, i32 %t) {
  %w0 = zext i32 %t to i64
  %i0 = add nuw nsw i64 %base, %w0
  %t1 = add nsw i32 %t, 256
  %w1 = zext i32 %t1 to i64
  %i1 = add nuw nsw i64 %base, %w1
  %r = mul i64 %i0, %i1
  ret i64 %r
}

; Only B + ext(t) is a basis: B + zext(t +nuw 128) may be poison through its
; nuw where B + zext(t +nuw 256) is not (and the other way round for other
; constants), so two adds of nonzero constants stay as they are.
; CHECK-LABEL: @no_plain_basis(
; CHECK:      %i1 = add nuw nsw i64 %base, %w1
; CHECK:      %i2 = add nuw nsw i64 %base, %w2
define i64 @no_plain_basis(i64 %base, i32 %t) {
  %t1 = add nuw i32 %t, 128
  %w1 = zext i32 %t1 to i64
  %i1 = add nuw nsw i64 %base, %w1
  %t2 = add nuw i32 %t, 256
  %w2 = zext i32 %t2 to i64
  %i2 = add nuw nsw i64 %base, %w2
  %r = mul i64 %i1, %i2
  ret i64 %r
}
