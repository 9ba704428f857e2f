; Ordered compares of two i1 values (the NVPTX patterns of
; i1-ordered-setcc.patch): a branch on `icmp ult i1` and the seven others made
; LLVM 19 stop with "Cannot select: setcc ... setult" (or setuge, after the DAG
; combiner inverts the branch). Each is one predicate AND/OR with one operand
; negated: unsigned, false < true; signed, true is -1 < false. The branch goes
; to %e when the compare is false, e.g. for ult when a | !b.
;
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --implicit-check-not='Cannot select'
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; The reproducer: i1 parameters, the compare only used by the branch.
; CHECK-LABEL: .func f(
; CHECK: setp.eq.b16 [[PA:%p[0-9]+]], %rs{{[0-9]+}}, 1;
; CHECK: setp.eq.b16 [[PB:%p[0-9]+]], %rs{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[NPB:%p[0-9]+]], [[PB]];
; CHECK-NEXT: or.pred [[PC:%p[0-9]+]], [[PA]], [[NPB]];
; CHECK-NEXT: @[[PC]] bra [[PE:\$L__BB[0-9_]+]];
; CHECK: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: [[PE]]:
; CHECK-NEXT: ret;
define void @f(i1 %a, i1 %b, ptr %p) {
  %c = icmp ult i1 %a, %b
  br i1 %c, label %t, label %e
t:
  store i32 1, ptr %p
  ret void
e:
  ret void
}

; CHECK-LABEL: br_ult(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[B]];
; CHECK-NEXT: or.pred [[C:%p[0-9]+]], [[A]], [[N]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_ult(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp ult i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_ule(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[B]];
; CHECK-NEXT: and.pred [[C:%p[0-9]+]], [[A]], [[N]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_ule(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp ule i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_ugt(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[A]];
; CHECK-NEXT: or.pred [[C:%p[0-9]+]], [[N]], [[B]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_ugt(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp ugt i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_uge(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[A]];
; CHECK-NEXT: and.pred [[C:%p[0-9]+]], [[N]], [[B]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_uge(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp uge i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_slt(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[A]];
; CHECK-NEXT: or.pred [[C:%p[0-9]+]], [[N]], [[B]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_slt(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp slt i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_sle(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[A]];
; CHECK-NEXT: and.pred [[C:%p[0-9]+]], [[N]], [[B]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_sle(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp sle i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_sgt(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[B]];
; CHECK-NEXT: or.pred [[C:%p[0-9]+]], [[A]], [[N]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_sgt(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp sgt i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: br_sge(
; CHECK: setp.gt.s32 [[A:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: setp.gt.s32 [[B:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: not.pred [[N:%p[0-9]+]], [[B]];
; CHECK-NEXT: and.pred [[C:%p[0-9]+]], [[A]], [[N]];
; CHECK-NEXT: @[[C]] bra [[E:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.1: // %t
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 1;
; CHECK: [[E]]: // %e
; CHECK-NEXT: mov.b32 %r{{[0-9]+}}, 2;
define i32 @br_sge(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, 1
  %b = icmp sgt i32 %y, 1
  %c = icmp sge i1 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}
