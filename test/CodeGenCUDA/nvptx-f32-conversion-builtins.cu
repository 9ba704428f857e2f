// The builtins upstream clang 22 has for the f32 arithmetic and conversions
// LLVM 22 adds, with clang 22's exact types: __nvvm_add/fma_<rnd>[_ftz]_sat_f
// (float), __nvvm_f2f16_* (__fp16), __nvvm_f2bf16_* (__bf16), the pairs
// (2 x __fp16 / 2 x __bf16), __nvvm_f2tf32_* (int), __nvvm_ff2*_rs* (the
// random bits unsigned), __nvvm_fabs[_ftz]_f16, __nvvm_fabs[_ftz]_f16x2 (clang
// 22's name for llvm.nvvm.fabs[.ftz].v2f16) and __nvvm_pm_event_mask
// (an unsigned short constant). Each calls its intrinsic, compiled to the
// PTX instruction, which ptxas 13.0 assembles.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx87 -fnative-half-type -O2 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx87 -fnative-half-type -O2 -S -x cuda %s -o %t-100a.s
// RUN: FileCheck %s --check-prefix=PTX < %t-100a.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t-100a.s -o /dev/null %}
// On sm_90 (PTX 8.1) the stochastic rounding and the .satfinite tf32
// roundings are errors naming the builtin and what it needs:
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90 \
// RUN:   -target-feature +ptx81 -fnative-half-type -fsyntax-only -x cuda %s 2>&1 | FileCheck %s --check-prefix=SM90
// SM90-NOT: '__nvvm_f2tf32_rn'
// SM90: error: '__nvvm_ff2f16x2_rs' needs cvt.rs (stochastic rounding) (sm_100a, sm_103a) and PTX 8.7; the target is sm_90 with PTX 8.1
// SM90: error: '__nvvm_ff2bf16x2_rs_relu' needs cvt.rs (stochastic rounding) (sm_100a, sm_103a) and PTX 8.7; the target is sm_90 with PTX 8.1
// SM90: error: '__nvvm_f2tf32_rz_relu_satfinite' needs cvt.rn/rz.satfinite.tf32 (sm_100 and later) and PTX 8.6; the target is sm_90 with PTX 8.1
// SM90: 3 errors generated
// A mask that is not a constant is refused:
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx87 -fnative-half-type -fsyntax-only -x cuda -DVARIABLE_MASK %s 2>&1 | FileCheck %s --check-prefix=MASK
// MASK: error: argument to '__nvvm_pm_event_mask' must be a constant integer

#define __device__ __attribute__((device))
typedef __fp16 half2 __attribute__((ext_vector_type(2)));
typedef __bf16 bf16x2 __attribute__((ext_vector_type(2)));

// IR-LABEL: @_Z5arith
// IR-DAG: call contract half @llvm.nvvm.fabs.ftz.f16(half
// IR-DAG: call contract <2 x half> @llvm.nvvm.fabs.v2f16(<2 x half>
// IR-DAG: call contract <2 x half> @llvm.nvvm.fabs.ftz.v2f16(<2 x half>
// IR-DAG: call contract float @llvm.nvvm.add.rz.ftz.sat.f(float %a, float %b)
// IR-DAG: call contract float @llvm.nvvm.fma.rn.sat.f(float
// PTX-LABEL: _Z5arith
// PTX-DAG: add.rz.sat.ftz.f32
// PTX-DAG: fma.rn.sat.f32
// PTX-DAG: abs.ftz.f16
// PTX-DAG: abs.f16x2
// PTX-DAG: abs.ftz.f16x2
__device__ float arith(float a, float b, __fp16 *h, half2 *v) {
  *h = __nvvm_fabs_ftz_f16(*h);
  *v = __nvvm_fabs_ftz_f16x2(__nvvm_fabs_f16x2(*v));
  return __nvvm_fma_rn_sat_f(__nvvm_add_rz_ftz_sat_f(a, b), b, a);
}

// IR-LABEL: @_Z11conversions
// IR-DAG: call contract half @llvm.nvvm.f2f16.rn.relu.satfinite(float %a)
// IR-DAG: call contract bfloat @llvm.nvvm.f2bf16.rz.satfinite(float %a)
// IR-DAG: call contract <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %b, i32 %r)
// IR-DAG: call contract <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu(float %a, float %b, i32 %r)
// IR-DAG: call i32 @llvm.nvvm.f2tf32.rn(float %a)
// IR-DAG: call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %a)
// IR-DAG: call void @llvm.nvvm.pm.event.mask(i16 -24576)
// PTX-LABEL: _Z11conversions
// PTX-DAG: cvt.rn.relu.satfinite.f16.f32
// PTX-DAG: cvt.rz.satfinite.bf16.f32
// PTX-DAG: cvt.rs.f16x2.f32
// PTX-DAG: cvt.rs.relu.bf16x2.f32
// PTX-DAG: cvt.rn.tf32.f32
// PTX-DAG: cvt.rz.relu.satfinite.tf32.f32
// PTX-DAG: pmevent.mask 40960;
__device__ int conversions(float a, float b, unsigned r, __fp16 *h, __bf16 *y,
                           half2 *p, bf16x2 *q) {
  *h = __nvvm_f2f16_rn_relu_satfinite(a);
  *y = __nvvm_f2bf16_rz_satfinite(a);
  *p = __nvvm_ff2f16x2_rs(a, b, r);
  *q = __nvvm_ff2bf16x2_rs_relu(a, b, r);
#ifdef VARIABLE_MASK
  __nvvm_pm_event_mask(r);
#else
  __nvvm_pm_event_mask(0xA000);
#endif
  return __nvvm_f2tf32_rn(a) + __nvvm_f2tf32_rz_relu_satfinite(a);
}
