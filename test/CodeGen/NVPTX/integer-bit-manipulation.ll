; The integer and bit intrinsics LLVM 22 adds (PTX ISA, "bfind", "shf",
; "prmt", "dp4a", "dp2a", "bmsk", "szext", "pmevent"): flo (bfind, the i1
; immediate asking for .shiftamt) overloaded on i32/i64 (.i32, .i64), the
; .clamp funnel shifts on i32 (shf takes the low word first, the intrinsic
; the high one), the prmt modes (the one-source modes with 0 as the second
; source), dp4a/dp2a (sm_61, PTX 5.0; dp2a's immediate picks .hi), bmsk and
; szext (sm_70, PTX 7.6) and pmevent.mask, whose 16-bit mask is printed
; unsigned (llc 22 prints 0xA000 as -24576, which ptxas 13.0 refuses).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx76 %s -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t75.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t100a.ptx
; RUN: FileCheck %s < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o %t120a.ptx
; RUN: FileCheck %s < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX63
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_60 -mattr=+ptx76 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60
; PTX63: error: {{.*}}intrinsic 'llvm.nvvm.bmsk.wrap' needs PTX 7.6 or later; sm_75 is compiled for PTX 6.3
; PTX63-NOT: idp4a
; SM60: error: {{.*}}intrinsic 'llvm.nvvm.idp4a.s.u' is not available on sm_60 (PTX 7.6): it needs dp4a and dp2a (sm_61 and later)
; SM60: error: {{.*}}intrinsic 'llvm.nvvm.bmsk.wrap' is not available on sm_60 (PTX 7.6): it needs bmsk and szext (sm_70 and later)
; A bad immediate is refused, not miscompiled.
; RUN: sed 's/i1 true)/i1 %%flag)/' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=IMM
; IMM: immarg operand has non-immediate parameter

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: find_leading_one(
; CHECK-DAG: ld.param.u32 %r[[X:[0-9]+]], [find_leading_one_param_0];
; CHECK-DAG: ld.param.u64 %rd[[Y:[0-9]+]], [find_leading_one_param_1];
; CHECK-DAG: bfind.u32 %r{{[0-9]+}}, %r[[X]];
; CHECK-DAG: bfind.shiftamt.s32 %r{{[0-9]+}}, %r[[X]];
; CHECK-DAG: bfind.u64 %r{{[0-9]+}}, %rd[[Y]];
; CHECK-DAG: bfind.shiftamt.s64 %r{{[0-9]+}}, %rd[[Y]];
define i32 @find_leading_one(i32 %x, i64 %y, i1 %flag) {
  %1 = call i32 @llvm.nvvm.flo.u.i32(i32 %x, i1 false)
  %2 = call i32 @llvm.nvvm.flo.s.i32(i32 %x, i1 true)
  %3 = call i32 @llvm.nvvm.flo.u.i64(i64 %y, i1 false)
  %4 = call i32 @llvm.nvvm.flo.s.i64(i64 %y, i1 true)
  %5 = add i32 %1, %2
  %6 = add i32 %3, %4
  %7 = add i32 %5, %6
  ret i32 %7
}

; CHECK-LABEL: funnel_shift(
; CHECK-DAG: ld.param.u32 %r[[HI:[0-9]+]], [funnel_shift_param_0];
; CHECK-DAG: ld.param.u32 %r[[LO:[0-9]+]], [funnel_shift_param_1];
; CHECK-DAG: ld.param.u32 %r[[N:[0-9]+]], [funnel_shift_param_2];
; CHECK-DAG: shf.l.clamp.b32 %r{{[0-9]+}}, %r[[LO]], %r[[HI]], %r[[N]];
; CHECK-DAG: shf.r.clamp.b32 %r{{[0-9]+}}, %r[[LO]], %r[[HI]], %r[[N]];
define i32 @funnel_shift(i32 %hi, i32 %lo, i32 %n) {
  %1 = call i32 @llvm.nvvm.fshl.clamp.i32(i32 %hi, i32 %lo, i32 %n)
  %2 = call i32 @llvm.nvvm.fshr.clamp.i32(i32 %hi, i32 %lo, i32 %n)
  %3 = xor i32 %1, %2
  ret i32 %3
}

; CHECK-LABEL: permute(
; CHECK-DAG: ld.param.u32 %r[[A:[0-9]+]], [permute_param_0];
; CHECK-DAG: ld.param.u32 %r[[B:[0-9]+]], [permute_param_1];
; CHECK-DAG: ld.param.u32 %r[[S:[0-9]+]], [permute_param_2];
; CHECK-DAG: prmt.b32.f4e %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[S]];
; CHECK-DAG: prmt.b32.b4e %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[S]];
; CHECK-DAG: prmt.b32.rc8 %r{{[0-9]+}}, %r[[A]], 0, %r[[S]];
; CHECK-DAG: prmt.b32.ecl %r{{[0-9]+}}, %r[[A]], 0, %r[[S]];
; CHECK-DAG: prmt.b32.ecr %r{{[0-9]+}}, %r[[A]], 0, %r[[S]];
; CHECK-DAG: prmt.b32.rc16 %r{{[0-9]+}}, %r[[A]], 0, %r[[S]];
define i32 @permute(i32 %a, i32 %b, i32 %s) {
  %1 = call i32 @llvm.nvvm.prmt.f4e(i32 %a, i32 %b, i32 %s)
  %2 = call i32 @llvm.nvvm.prmt.b4e(i32 %a, i32 %b, i32 %s)
  %3 = call i32 @llvm.nvvm.prmt.rc8(i32 %a, i32 %s)
  %4 = call i32 @llvm.nvvm.prmt.ecl(i32 %a, i32 %s)
  %5 = call i32 @llvm.nvvm.prmt.ecr(i32 %a, i32 %s)
  %6 = call i32 @llvm.nvvm.prmt.rc16(i32 %a, i32 %s)
  %7 = add i32 %1, %2
  %8 = add i32 %3, %4
  %9 = add i32 %5, %6
  %10 = add i32 %7, %8
  %11 = add i32 %10, %9
  ret i32 %11
}

; CHECK-LABEL: dot_product(
; CHECK-DAG: ld.param.u32 %r[[A:[0-9]+]], [dot_product_param_0];
; CHECK-DAG: ld.param.u32 %r[[B:[0-9]+]], [dot_product_param_1];
; CHECK-DAG: ld.param.u32 %r[[C:[0-9]+]], [dot_product_param_2];
; CHECK-DAG: dp4a.s32.u32 %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[C]];
; CHECK-DAG: dp4a.u32.s32 %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[C]];
; CHECK-DAG: dp2a.lo.s32.s32 %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[C]];
; CHECK-DAG: dp2a.hi.u32.u32 %r{{[0-9]+}}, %r[[A]], %r[[B]], %r[[C]];
define i32 @dot_product(i32 %a, i32 %b, i32 %c) {
  %1 = call i32 @llvm.nvvm.idp4a.s.u(i32 %a, i32 %b, i32 %c)
  %2 = call i32 @llvm.nvvm.idp4a.u.s(i32 %a, i32 %b, i32 %c)
  %3 = call i32 @llvm.nvvm.idp2a.s.s(i32 %a, i32 %b, i1 false, i32 %c)
  %4 = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 true, i32 %c)
  %5 = add i32 %1, %2
  %6 = add i32 %3, %4
  %7 = add i32 %5, %6
  ret i32 %7
}

; CHECK-LABEL: mask_and_extend(
; CHECK-DAG: ld.param.u32 %r[[A:[0-9]+]], [mask_and_extend_param_0];
; CHECK-DAG: ld.param.u32 %r[[B:[0-9]+]], [mask_and_extend_param_1];
; CHECK-DAG: bmsk.wrap.b32 %r{{[0-9]+}}, %r[[A]], %r[[B]];
; CHECK-DAG: bmsk.clamp.b32 %r{{[0-9]+}}, %r[[A]], %r[[B]];
; CHECK-DAG: szext.wrap.s32 %r{{[0-9]+}}, %r[[A]], %r[[B]];
; CHECK-DAG: szext.clamp.u32 %r{{[0-9]+}}, %r[[A]], %r[[B]];
; CHECK: pmevent.mask 40960;
define i32 @mask_and_extend(i32 %a, i32 %b) {
  %1 = call i32 @llvm.nvvm.bmsk.wrap(i32 %a, i32 %b)
  %2 = call i32 @llvm.nvvm.bmsk.clamp(i32 %a, i32 %b)
  %3 = call i32 @llvm.nvvm.sext.wrap(i32 %a, i32 %b)
  %4 = call i32 @llvm.nvvm.zext.clamp(i32 %a, i32 %b)
  %5 = add i32 %1, %2
  %6 = add i32 %3, %4
  %7 = add i32 %5, %6
  call void @llvm.nvvm.pm.event.mask(i16 40960)
  ret i32 %7
}

declare i32 @llvm.nvvm.flo.u.i32(i32, i1 immarg)
declare i32 @llvm.nvvm.flo.s.i32(i32, i1 immarg)
declare i32 @llvm.nvvm.flo.u.i64(i64, i1 immarg)
declare i32 @llvm.nvvm.flo.s.i64(i64, i1 immarg)
declare i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.fshr.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.b4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.prmt.ecl(i32, i32)
declare i32 @llvm.nvvm.prmt.ecr(i32, i32)
declare i32 @llvm.nvvm.prmt.rc16(i32, i32)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.u.s(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.s.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.u.u(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)
declare i32 @llvm.nvvm.bmsk.clamp(i32, i32)
declare i32 @llvm.nvvm.sext.wrap(i32, i32)
declare i32 @llvm.nvvm.zext.clamp(i32, i32)
declare void @llvm.nvvm.pm.event.mask(i16 immarg)
