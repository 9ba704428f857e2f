// The builtins clang 22 has for the f32 arithmetic and conversions LLVM 22
// adds need what their intrinsics need (target and PTX version, as ptxas
// 13.0 assembles them); pmevent.mask's mask is an unsigned 16-bit constant.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_75 \
// RUN:   -target-feature +ptx81 -fnative-half-type -fsyntax-only -verify=sm75,all -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_80 \
// RUN:   -target-feature +ptx70 -fnative-half-type -fsyntax-only -verify=sm80ptx70,all -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx87 -fnative-half-type -fsyntax-only -verify=all -x cuda %s

#define __device__ __attribute__((device))

__device__ void every_target(float a, float b, __fp16 *h, unsigned short m) {
  *h = __nvvm_f2f16_rn(a);
  *h = __nvvm_fabs_f16(*h);
  a = __nvvm_add_rm_sat_f(a, b);
  __nvvm_pm_event_mask(0xffff);
  __nvvm_pm_event_mask(m); // all-error {{argument to '__nvvm_pm_event_mask' must be a constant integer}}
  __nvvm_pm_event_mask(0x10000); // all-warning {{implicit conversion from 'int' to 'unsigned short' changes value from 65536 to 0}}
}

__device__ void gated(float a, __fp16 *h, int *t) {
  *h = __nvvm_f2f16_rn_satfinite(a);
  // sm80ptx70-error@-1 {{'__nvvm_f2f16_rn_satfinite' needs ex2.approx.f16x2 and cvt.satfinite.f16.f32 (sm_75 and later) and PTX 8.1; the target is sm_80 with PTX 7.0}}
  *h = __nvvm_f2f16_rz_relu(a);
  // sm75-error@-1 {{'__nvvm_f2f16_rz_relu' needs abs.bf16, cvt .relu/.satfinite to f16/bf16 and cvt.rna.tf32 (sm_80 and later) and PTX 7.0; the target is sm_75 with PTX 8.1}}
  *t = __nvvm_f2tf32_rna_satfinite(a);
  // sm75-error@-1 {{'__nvvm_f2tf32_rna_satfinite' needs abs.bf16}}
  // sm80ptx70-error@-2 {{'__nvvm_f2tf32_rna_satfinite' needs abs.bf16, cvt .relu/.satfinite to f16/bf16 and cvt.rna.tf32 (sm_80 and later) and PTX 8.1; the target is sm_80 with PTX 7.0}}
  *t = __nvvm_f2tf32_rz(a);
  // sm75-error@-1 {{'__nvvm_f2tf32_rz' needs ex2.approx.ftz.bf16 and cvt.rn/rz.tf32 (sm_90 and later) and PTX 7.8}}
  // sm80ptx70-error@-2 {{'__nvvm_f2tf32_rz' needs ex2.approx.ftz.bf16 and cvt.rn/rz.tf32 (sm_90 and later) and PTX 7.8}}
}
