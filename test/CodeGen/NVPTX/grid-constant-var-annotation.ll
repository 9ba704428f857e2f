; A byval kernel parameter that is the object of an llvm.var.annotation with
; the string "nvvm.grid_constant" (how our clang 19 spells CUDA's
; __grid_constant__, which it has no attribute for) is grid_constant: its
; address is a cvta.param of the parameter itself, with no local copy, as
; for the !nvvm.annotations "grid_constant" form LLVM 19 knows. Another
; string, or a parameter that is not a byval kernel parameter, keeps the copy.
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas -c -arch=sm_100a - -o /dev/null %}

%struct.P = type { [64 x i32] }

@.gc = private unnamed_addr constant [19 x i8] c"nvvm.grid_constant\00", section "llvm.metadata"
@.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"a.cu\00", section "llvm.metadata"

declare void @use(ptr)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)

; CHECK-LABEL: .entry annotated(
; CHECK-NOT:   __local_depot
; CHECK:       mov.b64 %rd{{[0-9]+}}, annotated_param_0;
; CHECK-NOT:   ld.param
; CHECK:       cvta.param.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NOT:   ld.param
; CHECK:       call.uni
; CHECK:       ret;
define void @annotated(ptr byval(%struct.P) align 4 %p) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr @.gc, ptr @.file, i32 3, ptr null)
  %a = getelementptr inbounds i8, ptr %p, i64 12
  call void @use(ptr %a)
  ret void
}

; CHECK-LABEL: .entry other_annotation(
; CHECK:       __local_depot
; CHECK-NOT:   cvta.param
; CHECK:       ret;
define void @other_annotation(ptr byval(%struct.P) align 4 %p) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr @.other, ptr @.file, i32 3, ptr null)
  %a = getelementptr inbounds i8, ptr %p, i64 12
  call void @use(ptr %a)
  ret void
}

; CHECK-LABEL: .entry not_annotated(
; CHECK:       __local_depot
; CHECK-NOT:   cvta.param
; CHECK:       ret;
define void @not_annotated(ptr byval(%struct.P) align 4 %p) {
  %a = getelementptr inbounds i8, ptr %p, i64 12
  call void @use(ptr %a)
  ret void
}

; A device function: the annotation means nothing there.
; CHECK-LABEL: .func device_function(
; CHECK-NOT:   cvta.param
; CHECK:       ret;
define void @device_function(ptr byval(%struct.P) align 4 %p) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr @.gc, ptr @.file, i32 3, ptr null)
  %a = getelementptr inbounds i8, ptr %p, i64 12
  call void @use(ptr %a)
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @annotated, !"kernel", i32 1}
!1 = !{ptr @other_annotation, !"kernel", i32 1}
!2 = !{ptr @not_annotated, !"kernel", i32 1}
