; The f32 conversions LLVM 22 adds (PTX ISA, "cvt"), gated as ptxas 13.0
; assembles them: cvt.rn/rz.f16.f32 on every target; .relu from sm_80 with
; PTX 7.0; .satfinite to f16 from sm_75, with .relu or to bf16, f16x2 and
; bf16x2 from sm_80, both with PTX 8.1; cvt.rna.satfinite.tf32 from sm_80
; with PTX 8.1; cvt.rn/rz{.relu}.tf32 from sm_90 with PTX 7.8 and their
; .satfinite from sm_100 with PTX 8.6; the stochastic rounding to f16x2 and
; bf16x2 (cvt.rs, the random bits as the third operand) on sm_100a and
; sm_103a with PTX 8.7. f16 and bf16 results are 16-bit registers, the
; pairs and tf32 32-bit ones.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx87 %s -o %t100a.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90,SM100,RS < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %s -o %t103a.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90,SM100,RS < %t103a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_103a %t103a.ptx -o /dev/null %}
; Without the stochastic rounding (the part before the RS-ONLY marker):
; RUN: sed '/^; RS-ONLY/q' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -o %t120.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90,SM100 < %t120.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120 %t120.ptx -o /dev/null %}
; RUN: sed '/^; SM100-ONLY/q' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx81 -o %t90.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: sed '/^; SM90-ONLY/q' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx81 -o %t80.ptx
; RUN: FileCheck %s < %t80.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_80 %t80.ptx -o /dev/null %}
; Refused: .relu on sm_75, tf32 rn on sm_80, satfinite tf32 on sm_90,
; cvt.rs on sm_100 and sm_120a, satfinite below PTX 8.1.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx81 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx81 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx81 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90ERR
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX70
; SM75-NOT: error: {{.*}}'llvm.nvvm.f2f16.rn.satfinite'
; SM75: error: {{.*}}intrinsic 'llvm.nvvm.f2f16.rz.relu' is not available on sm_75 (PTX 8.1): it needs abs.bf16, cvt .relu/.satfinite to f16/bf16 and cvt.rna.tf32 (sm_80 and later)
; SM80: error: {{.*}}intrinsic 'llvm.nvvm.f2tf32.rn' is not available on sm_80 (PTX 8.1): it needs ex2.approx.ftz.bf16 and cvt.rn/rz.tf32 (sm_90 and later)
; SM90ERR: error: {{.*}}intrinsic 'llvm.nvvm.f2tf32.rz.relu.satfinite' is not available on sm_90 (PTX 8.1): it needs cvt.rn/rz.satfinite.tf32 (sm_100 and later)
; SM120A: error: {{.*}}intrinsic 'llvm.nvvm.ff2f16x2.rs' is not available on sm_120a
; SM120A: error: {{.*}}intrinsic 'llvm.nvvm.ff2bf16x2.rs.relu.satfinite' is not available on sm_120a
; PTX70: error: {{.*}}intrinsic 'llvm.nvvm.f2f16.rn.satfinite' needs PTX 8.1 or later; sm_80 is compiled for PTX 7.0
; PTX70-NOT: error: {{.*}}'llvm.nvvm.f2f16.rz.relu'

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: to_f16(
; CHECK-DAG: ld.param.f32 %f[[A:[0-9]+]], [to_f16_param_0];
; CHECK-DAG: cvt.rn.f16.f32 %rs{{[0-9]+}}, %f[[A]];
; CHECK-DAG: cvt.rz.relu.f16.f32 %rs{{[0-9]+}}, %f[[A]];
; CHECK-DAG: cvt.rn.satfinite.f16.f32 %rs{{[0-9]+}}, %f[[A]];
; CHECK-DAG: cvt.rz.relu.satfinite.f16.f32 %rs{{[0-9]+}}, %f[[A]];
define void @to_f16(float %a, ptr %out) {
  %1 = call half @llvm.nvvm.f2f16.rn(float %a)
  store half %1, ptr %out
  %2 = call half @llvm.nvvm.f2f16.rz.relu(float %a)
  %p2 = getelementptr half, ptr %out, i64 1
  store half %2, ptr %p2
  %3 = call half @llvm.nvvm.f2f16.rn.satfinite(float %a)
  %p3 = getelementptr half, ptr %out, i64 2
  store half %3, ptr %p3
  %4 = call half @llvm.nvvm.f2f16.rz.relu.satfinite(float %a)
  %p4 = getelementptr half, ptr %out, i64 3
  store half %4, ptr %p4
  ret void
}

; The pairs keep the operands in order: a in the upper half, b in the lower.
; CHECK-LABEL: to_bf16_and_pairs(
; CHECK-DAG: ld.param.f32 %f[[A:[0-9]+]], [to_bf16_and_pairs_param_0];
; CHECK-DAG: ld.param.f32 %f[[B:[0-9]+]], [to_bf16_and_pairs_param_1];
; CHECK-DAG: cvt.rn.relu.satfinite.bf16.f32 %rs{{[0-9]+}}, %f[[A]];
; CHECK-DAG: cvt.rz.satfinite.f16x2.f32 %r{{[0-9]+}}, %f[[A]], %f[[B]];
; CHECK-DAG: cvt.rn.relu.satfinite.bf16x2.f32 %r{{[0-9]+}}, %f[[A]], %f[[B]];
; CHECK-DAG: cvt.rna.satfinite.tf32.f32 %r{{[0-9]+}}, %f[[A]];
define void @to_bf16_and_pairs(float %a, float %b, ptr %out) {
  %1 = call bfloat @llvm.nvvm.f2bf16.rn.relu.satfinite(float %a)
  store bfloat %1, ptr %out
  %2 = call <2 x half> @llvm.nvvm.ff2f16x2.rz.satfinite(float %a, float %b)
  %p2 = getelementptr i32, ptr %out, i64 1
  store <2 x half> %2, ptr %p2
  %3 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float %a, float %b)
  %p3 = getelementptr i32, ptr %out, i64 2
  store <2 x bfloat> %3, ptr %p3
  %4 = call i32 @llvm.nvvm.f2tf32.rna.satfinite(float %a)
  %p4 = getelementptr i32, ptr %out, i64 3
  store i32 %4, ptr %p4
  ret void
}

declare half @llvm.nvvm.f2f16.rn(float)
declare half @llvm.nvvm.f2f16.rz.relu(float)
declare half @llvm.nvvm.f2f16.rn.satfinite(float)
declare half @llvm.nvvm.f2f16.rz.relu.satfinite(float)
declare bfloat @llvm.nvvm.f2bf16.rn.relu.satfinite(float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.satfinite(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float, float)
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float)

; SM90-ONLY: tf32 with rn/rz from sm_90.
; SM90-LABEL: to_tf32(
; SM90-DAG: cvt.rn.tf32.f32 %r
; SM90-DAG: cvt.rz.relu.tf32.f32 %r
define i32 @to_tf32(float %a) {
  %1 = call i32 @llvm.nvvm.f2tf32.rn(float %a)
  %2 = call i32 @llvm.nvvm.f2tf32.rz.relu(float %a)
  %3 = xor i32 %1, %2
  ret i32 %3
}

declare i32 @llvm.nvvm.f2tf32.rn(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float)

; SM100-ONLY: their .satfinite from sm_100.
; SM100-LABEL: to_tf32_satfinite(
; SM100-DAG: cvt.rn.satfinite.tf32.f32 %r
; SM100-DAG: cvt.rz.relu.satfinite.tf32.f32 %r
define i32 @to_tf32_satfinite(float %a) {
  %1 = call i32 @llvm.nvvm.f2tf32.rn.satfinite(float %a)
  %2 = call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %a)
  %3 = xor i32 %1, %2
  ret i32 %3
}

declare i32 @llvm.nvvm.f2tf32.rn.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float)

; RS-ONLY: stochastic rounding on sm_100a and sm_103a.
; RS-LABEL: stochastic(
; RS-DAG: ld.param.f32 %f[[A:[0-9]+]], [stochastic_param_0];
; RS-DAG: ld.param.f32 %f[[B:[0-9]+]], [stochastic_param_1];
; RS-DAG: ld.param.u32 %r[[R:[0-9]+]], [stochastic_param_2];
; RS-DAG: cvt.rs.f16x2.f32 %r{{[0-9]+}}, %f[[A]], %f[[B]], %r[[R]];
; RS-DAG: cvt.rs.relu.satfinite.bf16x2.f32 %r{{[0-9]+}}, %f[[A]], %f[[B]], %r[[R]];
define void @stochastic(float %a, float %b, i32 %rbits, ptr %out) {
  %1 = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %b, i32 %rbits)
  store <2 x half> %1, ptr %out
  %2 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float %a, float %b, i32 %rbits)
  %p = getelementptr i32, ptr %out, i64 1
  store <2 x bfloat> %2, ptr %p
  ret void
}

declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float, float, i32)
