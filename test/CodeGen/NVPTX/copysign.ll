; fcopysign of f32/f64 selects PTX's copysign (copysign-instruction.patch),
; which takes the sign from its first source operand and the magnitude from
; its second (PTX ISA, "Floating Point Instructions: copysign"): one LOP3 in
; SASS, where LLVM 19's bit expansion (abs, neg, shift, test, select) is
; three. Operands of two types and f16 keep the generic expansion.
;
; RUN: llc -mcpu=sm_120a %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_52 %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"


; CHECK-LABEL: .func  (.param .b32 func_retval0) f32_rr(
; CHECK: ld.param.f32 [[MAG:%f[0-9]+]], [f32_rr_param_0];
; CHECK: ld.param.f32 [[SIGN:%f[0-9]+]], [f32_rr_param_1];
; CHECK-NEXT: copysign.f32 [[R:%f[0-9]+]], [[SIGN]], [[MAG]];
; CHECK-NEXT: st.param.f32 [func_retval0+0], [[R]];
define float @f32_rr(float %mag, float %sign) {
  %r = call float @llvm.copysign.f32(float %mag, float %sign)
  ret float %r
}

; CHECK-LABEL: f64_rr(
; CHECK: ld.param.f64 [[MAG:%fd[0-9]+]], [f64_rr_param_0];
; CHECK: ld.param.f64 [[SIGN:%fd[0-9]+]], [f64_rr_param_1];
; CHECK-NEXT: copysign.f64 [[R:%fd[0-9]+]], [[SIGN]], [[MAG]];
; CHECK-NEXT: st.param.f64 [func_retval0+0], [[R]];
define double @f64_rr(double %mag, double %sign) {
  %r = call double @llvm.copysign.f64(double %mag, double %sign)
  ret double %r
}

; A constant magnitude is the instruction's immediate operand.
; CHECK-LABEL: f32_imm_mag(
; CHECK: ld.param.f32 [[SIGN:%f[0-9]+]], [f32_imm_mag_param_0];
; CHECK-NEXT: copysign.f32 [[R:%f[0-9]+]], [[SIGN]], 0f3F000000;
define float @f32_imm_mag(float %sign) {
  %r = call float @llvm.copysign.f32(float 0.5, float %sign)
  ret float %r
}

; CHECK-LABEL: f64_imm_mag(
; CHECK: ld.param.f64 [[SIGN:%fd[0-9]+]], [f64_imm_mag_param_0];
; CHECK-NEXT: copysign.f64 [[R:%fd[0-9]+]], [[SIGN]], 0d4004000000000000;
define double @f64_imm_mag(double %sign) {
  %r = call double @llvm.copysign.f64(double 2.5, double %sign)
  ret double %r
}

; A constant sign is folded before selection: -|mag|.
; CHECK-LABEL: f32_const_sign(
; CHECK: abs.f32 [[A:%f[0-9]+]], %f{{[0-9]+}};
; CHECK-NEXT: neg.f32 [[R:%f[0-9]+]], [[A]];
; CHECK-NEXT: st.param.f32 [func_retval0+0], [[R]];
define float @f32_const_sign(float %mag) {
  %r = call float @llvm.copysign.f32(float %mag, float -1.0)
  ret float %r
}

; The DAG combiner reads the sign through the fptrunc: operands of two types,
; which copysign cannot take, keep the generic expansion (the f64's top bit
; selects -|mag| or |mag|).
; CHECK-LABEL: f32_sign_from_f64(
; CHECK-NOT: copysign
; CHECK: shr.u64 [[T:%rd[0-9]+]], %rd{{[0-9]+}}, 63;
; CHECK: selp.f32
; CHECK: ret;
define float @f32_sign_from_f64(float %mag, double %sign) {
  %s = fptrunc double %sign to float
  %r = call float @llvm.copysign.f32(float %mag, float %s)
  ret float %r
}

; CHECK-LABEL: f64_sign_from_f32(
; CHECK-NOT: copysign
; CHECK: shr.u32 [[T:%r[0-9]+]], %r{{[0-9]+}}, 31;
; CHECK: selp.f64
; CHECK: ret;
define double @f64_sign_from_f32(double %mag, float %sign) {
  %s = fpext float %sign to double
  %r = call double @llvm.copysign.f64(double %mag, double %s)
  ret double %r
}

; f16 has no copysign instruction: sign and magnitude bits are merged.
; CHECK-LABEL: f16_rr(
; CHECK-NOT: copysign
; CHECK: and.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, -32768;
; CHECK: ret;
define half @f16_rr(half %mag, half %sign) {
  %r = call half @llvm.copysign.f16(half %mag, half %sign)
  ret half %r
}

; f32 round takes the sign with integer operations of its own.
; CHECK-LABEL: f32_round(
; CHECK-NOT: copysign
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, -2147483648;
; CHECK: ret;
define float @f32_round(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

; The f64 round lowering puts x's sign on the rounded magnitude with FCOPYSIGN.
; CHECK-LABEL: f64_round(
; CHECK: ld.param.f64 [[X:%fd[0-9]+]], [f64_round_param_0];
; CHECK: selp.f64 [[M:%fd[0-9]+]], 0d0000000000000000, %fd{{[0-9]+}}, %p{{[0-9]+}};
; CHECK-NEXT: copysign.f64 {{%fd[0-9]+}}, [[X]], [[M]];
define double @f64_round(double %x) {
  %r = call double @llvm.round.f64(double %x)
  ret double %r
}

declare float @llvm.copysign.f32(float, float)
declare double @llvm.copysign.f64(double, double)
declare half @llvm.copysign.f16(half, half)
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
