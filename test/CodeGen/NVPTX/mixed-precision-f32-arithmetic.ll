; add/sub/fma with f32 results and f16/bf16 operands (PTX 8.6, every target
; from sm_100 on: PTX ISA, "Mixed precision floating-point instructions"),
; selected from fpext operands; one cvt per narrow operand plus the f32
; instruction elsewhere: on sm_90a, where f32 denormals are flushed (the
; mixed forms have no .ftz), and where the narrow operand is the subtrahend.
; Without contraction (llc's default) add/sub carry .rn like the scalar f32
; ones; with -fp-contract=fast they do not.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -fp-contract=fast | FileCheck %s --check-prefixes=CHECK,MIXED,CONTRACT
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -fp-contract=fast | %ptxas -arch=sm_100 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | %ptxas -arch=sm_103f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 | FileCheck %s --check-prefixes=CHECK,MIXED,RN
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 | %ptxas -arch=sm_121 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s --check-prefixes=CHECK,SPLIT
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -arch=sm_90a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -denormal-fp-math-f32=preserve-sign | FileCheck %s --check-prefixes=CHECK,FTZ
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -denormal-fp-math-f32=preserve-sign | %ptxas -arch=sm_100a -c -o /dev/null - %}

; CHECK-LABEL: add_f16(
; RN: add.rn.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; CONTRACT: add.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; MIXED-NOT: cvt
; SPLIT: cvt.f32.f16
; SPLIT: add.rn.f32
; FTZ: cvt.ftz.f32.f16
; FTZ: add.rn.ftz.f32
; CHECK: ret;
define float @add_f16(half %a, float %c) {
  %e = fpext half %a to float
  %r = fadd float %e, %c
  ret float %r
}

; The narrow operand second in the IR: fadd commutes.
; CHECK-LABEL: add_bf16_commuted(
; RN: add.rn.f32.bf16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; CONTRACT: add.f32.bf16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; MIXED-NOT: cvt
; SPLIT: cvt.f32.bf16
; CHECK: ret;
define float @add_bf16_commuted(bfloat %a, float %c) {
  %e = fpext bfloat %a to float
  %r = fadd float %c, %e
  ret float %r
}

; An immediate f32 operand.
; CHECK-LABEL: add_imm(
; RN: add.rn.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, 0f3F800000;
; CONTRACT: add.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, 0f3F800000;
; CHECK: ret;
define float @add_imm(half %a) {
  %e = fpext half %a to float
  %r = fadd float %e, 1.0
  ret float %r
}

; CHECK-LABEL: sub_f16(
; RN: sub.rn.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; CONTRACT: sub.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; MIXED-NOT: cvt
; SPLIT: cvt.f32.f16
; SPLIT: sub.rn.f32
; CHECK: ret;
define float @sub_f16(half %a, float %c) {
  %e = fpext half %a to float
  %r = fsub float %e, %c
  ret float %r
}

; c - a: sub.f32.f16 computes a - c, so this stays a cvt and a sub.
; CHECK-LABEL: sub_from_f32(
; CHECK: cvt{{(.ftz)?}}.f32.bf16
; RN: sub.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
; CHECK: ret;
define float @sub_from_f32(bfloat %a, float %c) {
  %e = fpext bfloat %a to float
  %r = fsub float %c, %e
  ret float %r
}

; CHECK-LABEL: fma_f16(
; MIXED: fma.rn.f32.f16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %f{{[0-9]+}};
; MIXED-NOT: cvt
; SPLIT-COUNT-2: cvt.f32.f16
; SPLIT: fma.rn.f32
; FTZ: fma.rn.ftz.f32
; CHECK: ret;
define float @fma_f16(half %a, half %b, float %c) {
  %ea = fpext half %a to float
  %eb = fpext half %b to float
  %r = call float @llvm.fma.f32(float %ea, float %eb, float %c)
  ret float %r
}

; A contracted multiply-add of two bf16 values into f32, immediate addend.
; CHECK-LABEL: fmuladd_bf16(
; MIXED: fma.rn.f32.bf16 %f{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, 0f40000000;
; SPLIT-COUNT-2: cvt.f32.bf16
; CHECK: ret;
define float @fmuladd_bf16(bfloat %a, bfloat %b) {
  %ea = fpext bfloat %a to float
  %eb = fpext bfloat %b to float
  %r = call float @llvm.fmuladd.f32(float %ea, float %eb, float 2.0)
  ret float %r
}

; Only one narrow multiplicand: no mixed form (both must be f16/bf16).
; CHECK-LABEL: fma_one_narrow(
; CHECK: cvt{{(.ftz)?}}.f32.f16
; CHECK: fma.rn
; CHECK: ret;
define float @fma_one_narrow(half %a, float %b, float %c) {
  %ea = fpext half %a to float
  %r = call float @llvm.fma.f32(float %ea, float %b, float %c)
  ret float %r
}

; An extension with two uses stays one cvt: folding it into both adds would
; keep the f16 value live beside the f32 one and save nothing.
; CHECK-LABEL: shared_ext(
; CHECK: cvt{{(.ftz)?}}.f32.f16
; MIXED-NOT: .f32.f16 %f
; CHECK: ret;
define float @shared_ext(half %a, float %c, float %d) {
  %e = fpext half %a to float
  %r1 = fadd float %e, %c
  %r2 = fadd float %e, %d
  %r = fmul float %r1, %r2
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
