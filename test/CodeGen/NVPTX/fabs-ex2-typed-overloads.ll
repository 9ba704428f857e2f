; fabs and ex2.approx, overloaded in LLVM 22 on their float type
; (llvm_anyfloat_ty): each overload is called by its mangled name
; (.f32, .f64, .f16, .bf16, .v2f16, .v2bf16) and gated by what its PTX type
; needs (PTX ISA, "abs", "ex2"): f32/f64 on every target; abs.f16/f16x2 from
; sm_53 with PTX 6.5; ex2.approx.f16x2 from sm_75 with PTX 7.0; abs.bf16/bf16x2
; from sm_80 with PTX 7.0; ex2.approx.ftz.bf16/bf16x2 from sm_90 with PTX
; 7.8, as ptxas 13.0 assembles them. llvm.nvvm.ex2.approx.f16 is LLVM 19's
; own intrinsic of the same name and signature.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t90.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM80,SM90 < %t90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t100a.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM80,SM90 < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; The sm_80 part (before the SM90-ONLY marker) on sm_80 and, without bf16,
; on sm_75 with PTX 7.0:
; RUN: sed '/^; SM90-ONLY/q' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -o %t80.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM80 < %t80.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_80 %t80.ptx -o /dev/null %}
; RUN: sed '/^; BF16/q' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx70 -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t75.ptx -o /dev/null %}
; Refused: bf16 on sm_75, ex2.approx.ftz.bf16 on sm_80, f16 below PTX 6.5.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx70 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80ERR
; RUN: sed '/^; BF16/q' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX63
; SM75: error: {{.*}}intrinsic 'llvm.nvvm.fabs.bf16' is not available on sm_75 (PTX 7.0): it needs abs.bf16, cvt .relu/.satfinite to f16/bf16 and cvt.rna.tf32 (sm_80 and later)
; SM75: error: {{.*}}intrinsic 'llvm.nvvm.fabs.v2bf16' is not available on sm_75
; SM75: error: {{.*}}intrinsic 'llvm.nvvm.ex2.approx.ftz.bf16' is not available on sm_75
; SM80ERR-NOT: fabs
; SM80ERR: error: {{.*}}intrinsic 'llvm.nvvm.ex2.approx.ftz.bf16' is not available on sm_80 (PTX 7.0): it needs ex2.approx.ftz.bf16 and cvt.rn/rz.tf32 (sm_90 and later)
; SM80ERR: error: {{.*}}intrinsic 'llvm.nvvm.ex2.approx.ftz.v2bf16' is not available on sm_80
; PTX63: error: {{.*}}intrinsic 'llvm.nvvm.fabs.f16' needs PTX 6.5 or later; sm_75 is compiled for PTX 6.3
; PTX63: error: {{.*}}intrinsic 'llvm.nvvm.ex2.approx.v2f16' needs PTX 7.0 or later; sm_75 is compiled for PTX 6.3

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: abs_f32_f64(
; CHECK: abs.f32
; CHECK: abs.ftz.f32
; CHECK: abs.f64 %fd
define double @abs_f32_f64(float %a, double %b) {
  %1 = call float @llvm.nvvm.fabs.f32(float %a)
  %2 = call float @llvm.nvvm.fabs.ftz.f32(float %1)
  %3 = fpext float %2 to double
  %4 = call double @llvm.nvvm.fabs.f64(double %b)
  %5 = fadd double %3, %4
  ret double %5
}

; CHECK-LABEL: abs_ex2_f16(
; CHECK-DAG: abs.f16 %rs
; CHECK-DAG: abs.ftz.f16 %rs
; CHECK-DAG: abs.f16x2 %r
; CHECK-DAG: abs.ftz.f16x2 %r
; CHECK-DAG: ex2.approx.f16x2 %r
; CHECK-DAG: ex2.approx.f32 %f
; CHECK-DAG: ex2.approx.ftz.f32 %f
define void @abs_ex2_f16(half %h, <2 x half> %v, float %f, ptr %out) {
  %1 = call half @llvm.nvvm.fabs.f16(half %h)
  %2 = call half @llvm.nvvm.fabs.ftz.f16(half %1)
  store half %2, ptr %out
  %3 = call <2 x half> @llvm.nvvm.fabs.v2f16(<2 x half> %v)
  %4 = call <2 x half> @llvm.nvvm.fabs.ftz.v2f16(<2 x half> %3)
  %5 = call <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> %4)
  %p1 = getelementptr i8, ptr %out, i64 4
  store <2 x half> %5, ptr %p1
  %6 = call float @llvm.nvvm.ex2.approx.f32(float %f)
  %7 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %6)
  %p2 = getelementptr i8, ptr %out, i64 8
  store float %7, ptr %p2
  ret void
}

declare float @llvm.nvvm.fabs.f32(float)
declare float @llvm.nvvm.fabs.ftz.f32(float)
declare double @llvm.nvvm.fabs.f64(double)
declare half @llvm.nvvm.fabs.f16(half)
declare half @llvm.nvvm.fabs.ftz.f16(half)
declare <2 x half> @llvm.nvvm.fabs.v2f16(<2 x half>)
declare <2 x half> @llvm.nvvm.fabs.ftz.v2f16(<2 x half>)
declare <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half>)
declare float @llvm.nvvm.ex2.approx.f32(float)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float)

; BF16: from sm_80.
; SM80-LABEL: abs_bf16(
; SM80-DAG: abs.bf16 %rs
; SM80-DAG: abs.bf16x2 %r
define void @abs_bf16(bfloat %h, <2 x bfloat> %v, ptr %out) {
  %1 = call bfloat @llvm.nvvm.fabs.bf16(bfloat %h)
  store bfloat %1, ptr %out
  %2 = call <2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat> %v)
  %p = getelementptr i8, ptr %out, i64 4
  store <2 x bfloat> %2, ptr %p
  ret void
}

declare bfloat @llvm.nvvm.fabs.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat>)

; SM90-ONLY: from sm_90.
; SM90-LABEL: ex2_bf16(
; SM90-DAG: ex2.approx.ftz.bf16 %rs
; SM90-DAG: ex2.approx.ftz.bf16x2 %r
define void @ex2_bf16(bfloat %h, <2 x bfloat> %v, ptr %out) {
  %1 = call bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat %h)
  store bfloat %1, ptr %out
  %2 = call <2 x bfloat> @llvm.nvvm.ex2.approx.ftz.v2bf16(<2 x bfloat> %v)
  %p = getelementptr i8, ptr %out, i64 4
  store <2 x bfloat> %2, ptr %p
  ret void
}

declare bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.ex2.approx.ftz.v2bf16(<2 x bfloat>)
