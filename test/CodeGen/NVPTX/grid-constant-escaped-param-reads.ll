; A grid_constant kernel parameter whose address escapes through a use that
; NVPTXLowerArgs cannot rewrite in the param space (a select of two addresses
; in it, as CUTLASS's TMA descriptors are chosen) is not copied: every use gets
; its generic address, a cvta.param. Its plain reads still load from the param
; space, with ld.param at the field's offset (grid-constant-reads-in-param-
; space.patch, NVPTXGridConstantParamReads.cpp). LLVM 19 read each field with
; a generic ld through the cvta.param; ptxas then cannot tell the value is the
; same in every thread, and CUTLASS 79a's GEMM kernel on sm_120a had 701 R2UR
; against clang 22's 54.
;
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -verify-machineinstrs | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -verify-machineinstrs | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -c -arch=sm_90a - -o /dev/null %}
;
; Debian's llc 19 reads every field through the generic address:
; RUN: %debian_llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s --check-prefix=DEBIAN
; DEBIAN-LABEL: .entry selected_descriptor(
; DEBIAN:       cvta.param.u64 [[G:%rd[0-9]+]],
; DEBIAN-NOT:   ld.param
; DEBIAN:       ld.u32 {{%r[0-9]+}}, [[[G]]+128];
;
; llc-22 reads them with ld.param, as we now do:
; RUN: %if llc-22 %{ %llc_22 < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s --check-prefix=LLC22 %}
; LLC22-LABEL: .entry selected_descriptor(
; LLC22-DAG:   ld.param.b32 {{%r[0-9]+}}, [selected_descriptor_param_0+128];
; LLC22-DAG:   cvta.param.u64

%struct.Params = type { [64 x i8], [64 x i8], i32, i32, ptr }

@.gc = private unnamed_addr constant [19 x i8] c"nvvm.grid_constant\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"a.cu\00", section "llvm.metadata"

declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)

; The select of the two descriptors keeps the generic address; the two i32
; fields and the pointer field are read with ld.param, not through it. The
; pointer is the host's (the kernel may not write a grid_constant parameter),
; so it is marked global, as one read from any other kernel parameter is.
; CHECK-LABEL: .entry selected_descriptor(
; CHECK-NOT:   __local_depot
; CHECK:       cvta.param.u64 [[G:%rd[0-9]+]],
; CHECK:       selp.b64 [[D:%rd[0-9]+]], [[G]],
; CHECK:       prefetch.tensormap [[[D]]];
; CHECK-DAG:   ld.param.u32 {{%r[0-9]+}}, [selected_descriptor_param_0+128];
; CHECK-DAG:   ld.param.u32 {{%r[0-9]+}}, [selected_descriptor_param_0+132];
; CHECK-DAG:   ld.param.u64 {{%rd[0-9]+}}, [selected_descriptor_param_0+136];
; CHECK-NOT:   ld.u32
; CHECK-NOT:   ld.u64
; CHECK:       cvta.to.global.u64 [[OUT:%rd[0-9]+]],
; CHECK:       st.global.u32 [[[OUT]]],
; CHECK:       ret;
define void @selected_descriptor(ptr byval(%struct.Params) align 64 %p, i1 %which) {
  %b = getelementptr inbounds i8, ptr %p, i64 64
  %desc = select i1 %which, ptr %p, ptr %b
  call void asm sideeffect "prefetch.tensormap [$0];", "l"(ptr %desc)
  %m.addr = getelementptr inbounds i8, ptr %p, i64 128
  %m = load i32, ptr %m.addr, align 4
  %n.addr = getelementptr inbounds i8, ptr %p, i64 132
  %n = load i32, ptr %n.addr, align 4
  %out.addr = getelementptr inbounds i8, ptr %p, i64 136
  %out = load ptr, ptr %out.addr, align 8
  %mn = mul i32 %m, %n
  store i32 %mn, ptr %out, align 4
  ret void
}

; The same with our clang's spelling of __grid_constant__ (an
; llvm.var.annotation), and a GEP that both a read and the escape use: the
; read is ld.param, the escape gets the field's generic address. The
; annotation is a use of the parameter too; the pointer read from it is still
; global.
; CHECK-LABEL: .entry annotated_shared_gep(
; CHECK-NOT:   __local_depot
; CHECK-DAG:   ld.param.u32 {{%r[0-9]+}}, [annotated_shared_gep_param_0+128];
; CHECK-DAG:   ld.param.u64 {{%rd[0-9]+}}, [annotated_shared_gep_param_0+136];
; CHECK-DAG:   cvta.param.u64
; CHECK-NOT:   ld.u32
; CHECK:       st.global.u32
; CHECK:       ret;
define void @annotated_shared_gep(ptr byval(%struct.Params) align 64 %p, i1 %which) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr @.gc, ptr @.file, i32 3, ptr null)
  %f = getelementptr inbounds i8, ptr %p, i64 128
  %sel = select i1 %which, ptr %p, ptr %f
  call void asm sideeffect "prefetch.tensormap [$0];", "l"(ptr %sel)
  %v = load i32, ptr %f, align 4
  %out.addr = getelementptr inbounds i8, ptr %p, i64 136
  %out = load ptr, ptr %out.addr, align 8
  store i32 %v, ptr %out, align 4
  ret void
}

; A volatile read keeps its generic access; so does a read through the
; select, whose address may be either field.
; CHECK-LABEL: .entry volatile_and_selected_reads(
; CHECK:       cvta.param.u64 [[G:%rd[0-9]+]],
; CHECK-DAG:   ld.volatile.u32 {{%r[0-9]+}}, [[[G]]+128];
; CHECK-DAG:   selp.b64
; CHECK-DAG:   ld.u32
; CHECK:       ret;
define void @volatile_and_selected_reads(ptr byval(%struct.Params) align 64 %p, i1 %which, ptr %out) {
  %f = getelementptr inbounds i8, ptr %p, i64 128
  %g = getelementptr inbounds i8, ptr %p, i64 132
  %v = load volatile i32, ptr %f, align 4
  %sel = select i1 %which, ptr %f, ptr %g
  %w = load i32, ptr %sel, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @selected_descriptor, !"kernel", i32 1}
!1 = !{ptr @selected_descriptor, !"grid_constant", !5}
!2 = !{ptr @annotated_shared_gep, !"kernel", i32 1}
!3 = !{ptr @volatile_and_selected_reads, !"kernel", i32 1}
!4 = !{ptr @volatile_and_selected_reads, !"grid_constant", !5}
!5 = !{i32 1}
