; A kernel's flag bytes that share a word of a byval parameter and are only
; tested are read with one ld.param.u32 of the word and tested with masks of
; whole fields (param-flag-bytes-one-load.patch, NVPTXParamFlagLoads.cpp);
; an || of two "is not zero" tests, or an && of two "is zero" tests, becomes
; one mask. Not where the word would reach past the parameter's declared size
; or its declared .align is below 4, nor for a field used as a value, a trunc
; that may see a byte other than 0 or 1, loads in different blocks, or a
; device function.
;
; RUN: llc -mcpu=sm_100a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_120a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_75 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_100a -nvptx-merge-param-flag-loads=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; pool2d's Pool2dGeometry: 12 ints, then four bools in the last word.
%struct.geom = type { [12 x i32], i8, i8, i8, i8 }
%struct.halves = type { i32, i16, i16 }

; Bytes 48 and 49 (a <2 x i8> load once the vectorizer has paired them) and
; 50, as clang loads bools: `b0 ? x : 7`, `b1 || b2 ? ... : 11`, `if (b1)`.
; CHECK-LABEL: .entry flags(
; CHECK-NOT:   ld.param.{{v2.u8|u8}}
; CHECK:       ld.param.u32 [[W:%r[0-9]+]], [flags_param_0+48];
; CHECK-NOT:   ld.param.{{v2.u8|u8}}
; CHECK-DAG:   and.b32 [[B0:%r[0-9]+]], [[W]], 255;
; CHECK-DAG:   setp.ne.s32 [[P0:%p[0-9]+]], [[B0]], 0;
; CHECK-DAG:   and.b32 [[B1:%r[0-9]+]], [[W]], 65280;
; CHECK-DAG:   setp.eq.s32 [[NOTP1:%p[0-9]+]], [[B1]], 0;
; CHECK-DAG:   and.b32 [[B12:%r[0-9]+]], [[W]], 16776960;
; CHECK-DAG:   setp.ne.s32 [[P12:%p[0-9]+]], [[B12]], 0;
; CHECK:       selp.b32 [[V0:%r[0-9]+]], {{%r[0-9]+}}, 7, [[P0]];
; CHECK-NEXT:  selp.b32 {{%r[0-9]+}}, [[V0]], 11, [[P12]];
; CHECK-NEXT:  @[[NOTP1]] bra
; CHECK:       // -- End function
; OFF-LABEL:   .entry flags(
; OFF:         ld.param.v2.u8 {{.*}}, [flags_param_0+48];
; OFF:         ld.param.u8 {{.*}}, [flags_param_0+50];
define ptx_kernel void @flags(ptr byval(%struct.geom) align 4 %g, ptr addrspace(1) %out, i32 %x) {
entry:
  %p48 = getelementptr inbounds i8, ptr %g, i64 48
  %b0 = load i8, ptr %p48, align 4, !range !0, !noundef !1
  %f0 = trunc nuw i8 %b0 to i1
  %p49 = getelementptr inbounds i8, ptr %g, i64 49
  %b1 = load i8, ptr %p49, align 1, !range !0, !noundef !1
  %f1 = trunc nuw i8 %b1 to i1
  %p50 = getelementptr inbounds i8, ptr %g, i64 50
  %b2 = load i8, ptr %p50, align 2, !range !0
  %f2 = trunc nuw i8 %b2 to i1
  %either = select i1 %f1, i1 true, i1 %f2
  %v0 = select i1 %f0, i32 %x, i32 7
  %v1 = select i1 %either, i32 %v0, i32 11
  br i1 %f1, label %then, label %exit
then:
  store i32 %x, ptr addrspace(1) %out
  br label %exit
exit:
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %v1, ptr addrspace(1) %o
  ret void
}

; Bytes 48 and 51, scalar loads of any value: `b0 == 0 && b3 == 0` is one
; test of both bytes.
; CHECK-LABEL: .entry gap(
; CHECK-NOT:   ld.param.u8
; CHECK:       ld.param.u32 [[W:%r[0-9]+]], [gap_param_0+48];
; CHECK-NEXT:  and.b32 [[B03:%r[0-9]+]], [[W]], -16776961;
; CHECK-NEXT:  setp.eq.s32 [[P:%p[0-9]+]], [[B03]], 0;
; CHECK-NEXT:  selp.b32 {{%r[0-9]+}}, 3, 5, [[P]];
; CHECK:       // -- End function
define ptx_kernel void @gap(ptr byval(%struct.geom) align 4 %g, ptr addrspace(1) %out) {
  %p48 = getelementptr inbounds i8, ptr %g, i64 48
  %b0 = load i8, ptr %p48, align 4
  %z0 = icmp eq i8 %b0, 0
  %p51 = getelementptr inbounds i8, ptr %g, i64 51
  %b3 = load i8, ptr %p51, align 1
  %z3 = icmp eq i8 %b3, 0
  %both = select i1 %z0, i1 %z3, i1 false
  %v = select i1 %both, i32 3, i32 5
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; 16-bit halves compared with constants: the constant moves with its field.
; CHECK-LABEL: .entry halves(
; CHECK-NOT:   ld.param.u16
; CHECK:       ld.param.u32 [[W:%r[0-9]+]], [halves_param_0+4];
; CHECK-NOT:   ld.param.u16
; CHECK-DAG:   and.b32 [[HI:%r[0-9]+]], [[W]], -65536;
; CHECK-DAG:   setp.ne.s32 {{%p[0-9]+}}, [[HI]], -131072;
; CHECK:       // -- End function
define ptx_kernel void @halves(ptr byval(%struct.halves) align 4 %h, ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr %h, i64 4
  %a = load i16, ptr %p4, align 4
  %p6 = getelementptr inbounds i8, ptr %h, i64 6
  %b = load i16, ptr %p6, align 2
  %a3 = icmp eq i16 %a, 3
  %bn = icmp ne i16 %b, -2
  %va = select i1 %a3, i32 1, i32 2
  %vb = select i1 %bn, i32 %va, i32 4
  store i32 %vb, ptr addrspace(1) %out
  ret void
}

; .param .align 4 .b8 past_end_param_0[6]: bytes 0 and 1 share a word inside
; it; bytes 4 and 5 would need bytes 6 and 7, past its end.
; CHECK-LABEL: .entry past_end(
; CHECK-DAG:   ld.param.u32 [[W:%r[0-9]+]], [past_end_param_0];
; CHECK-DAG:   ld.param.v2.u8 {{.*}}, [past_end_param_0+4];
; CHECK-NOT:   ld.param.u32 {{.*}}, [past_end_param_0+4];
; CHECK-DAG:   and.b32 {{%r[0-9]+}}, [[W]], 255;
; CHECK-DAG:   and.b32 {{%r[0-9]+}}, [[W]], 65280;
; CHECK:       // -- End function
define ptx_kernel void @past_end(ptr byval([6 x i8]) align 4 %b, ptr addrspace(1) %out) {
  %x0 = load i8, ptr %b, align 4, !range !0
  %p1 = getelementptr inbounds i8, ptr %b, i64 1
  %x1 = load i8, ptr %p1, align 1, !range !0
  %p4 = getelementptr inbounds i8, ptr %b, i64 4
  %x4 = load i8, ptr %p4, align 4, !range !0
  %p5 = getelementptr inbounds i8, ptr %b, i64 5
  %x5 = load i8, ptr %p5, align 1, !range !0
  %f0 = trunc nuw i8 %x0 to i1
  %f1 = trunc nuw i8 %x1 to i1
  %f4 = trunc nuw i8 %x4 to i1
  %f5 = trunc nuw i8 %x5 to i1
  %v0 = select i1 %f0, i32 1, i32 2
  %v1 = select i1 %f1, i32 %v0, i32 3
  %v4 = select i1 %f4, i32 %v1, i32 4
  %v5 = select i1 %f5, i32 %v4, i32 5
  store i32 %v5, ptr addrspace(1) %out
  ret void
}

; .param .align 1: no 32-bit load of it.
; CHECK-LABEL: .entry misaligned(
; CHECK-NOT:   ld.param.u32
; CHECK:       ld.param.u8 {{.*}}, [misaligned_param_0];
; CHECK-NEXT:  ld.param.u8 {{.*}}, [misaligned_param_0+1];
; CHECK-NOT:   ld.param.u32
; CHECK:       // -- End function
define ptx_kernel void @misaligned(ptr byval([8 x i8]) align 1 %b, ptr addrspace(1) %out) {
  %x0 = load i8, ptr %b, align 1
  %p1 = getelementptr inbounds i8, ptr %b, i64 1
  %x1 = load i8, ptr %p1, align 1
  %f0 = trunc nuw i8 %x0 to i1
  %f1 = trunc nuw i8 %x1 to i1
  %v0 = select i1 %f0, i32 1, i32 2
  %v1 = select i1 %f1, i32 %v0, i32 3
  store i32 %v1, ptr addrspace(1) %out
  ret void
}

; Byte 1 is a value, not a flag: both bytes keep their loads.
; CHECK-LABEL: .entry value_use(
; CHECK:       ld.param.v2.u8 {{.*}}, [value_use_param_0];
; CHECK-NOT:   ld.param.u32
; CHECK:       // -- End function
define ptx_kernel void @value_use(ptr byval([4 x i8]) align 4 %b, ptr addrspace(1) %out) {
  %x0 = load i8, ptr %b, align 4
  %p1 = getelementptr inbounds i8, ptr %b, i64 1
  %x1 = load i8, ptr %p1, align 1
  %f0 = icmp ne i8 %x0, 0
  %w1 = zext i8 %x1 to i32
  %v = select i1 %f0, i32 %w1, i32 9
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; A trunc to i1 reads bit 0; without !range or nuw the byte may be 2, so a
; test of the whole byte would differ.
; CHECK-LABEL: .entry not_bool(
; CHECK:       ld.param.v2.u8 {{.*}}, [not_bool_param_0];
; CHECK-NOT:   ld.param.u32
; CHECK:       // -- End function
define ptx_kernel void @not_bool(ptr byval([4 x i8]) align 4 %b, ptr addrspace(1) %out) {
  %x0 = load i8, ptr %b, align 4
  %p1 = getelementptr inbounds i8, ptr %b, i64 1
  %x1 = load i8, ptr %p1, align 1
  %f0 = trunc i8 %x0 to i1
  %f1 = trunc i8 %x1 to i1
  %v0 = select i1 %f0, i32 1, i32 2
  %v1 = select i1 %f1, i32 %v0, i32 3
  store i32 %v1, ptr addrspace(1) %out
  ret void
}

; One flag per block: each keeps its own byte load.
; CHECK-LABEL: .entry other_blocks(
; CHECK:       ld.param.u8 {{.*}}, [other_blocks_param_0];
; CHECK:       ld.param.u8 {{.*}}, [{{%rd[0-9]+}}+1];
; CHECK-NOT:   ld.param.u32
; CHECK:       // -- End function
define ptx_kernel void @other_blocks(ptr byval([4 x i8]) align 4 %b, ptr addrspace(1) %out) {
entry:
  %x0 = load i8, ptr %b, align 4, !range !0
  %f0 = trunc nuw i8 %x0 to i1
  br i1 %f0, label %then, label %exit
then:
  %p1 = getelementptr inbounds i8, ptr %b, i64 1
  %x1 = load i8, ptr %p1, align 1, !range !0
  %f1 = trunc nuw i8 %x1 to i1
  %v = select i1 %f1, i32 1, i32 2
  store i32 %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

; A device function's byval parameter is not the kernel's constant bank: as
; before (SelectionDAG pairs the two halves itself here).
; CHECK-LABEL: .func device_function(
; CHECK:       ld.param.u32 [[W:%r[0-9]+]], [device_function_param_0+4];
; CHECK-NEXT:  mov.b32 {[[LO:%rs[0-9]+]], [[HI:%rs[0-9]+]]}, [[W]];
; CHECK-NEXT:  setp.eq.s16 {{%p[0-9]+}}, [[LO]], 0;
; CHECK-NEXT:  setp.eq.s16 {{%p[0-9]+}}, [[HI]], 0;
; CHECK:       // -- End function
define void @device_function(ptr byval(%struct.halves) align 4 %h, ptr %out) {
  %p4 = getelementptr inbounds i8, ptr %h, i64 4
  %a = load i16, ptr %p4, align 4
  %p6 = getelementptr inbounds i8, ptr %h, i64 6
  %b = load i16, ptr %p6, align 2
  %az = icmp eq i16 %a, 0
  %bz = icmp eq i16 %b, 0
  %va = select i1 %az, i32 1, i32 2
  %vb = select i1 %bz, i32 %va, i32 4
  store i32 %vb, ptr %out
  ret void
}

!0 = !{i8 0, i8 2}
!1 = !{}
