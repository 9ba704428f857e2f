; Conversions to and from e2m1x2, e2m3x2, e3m2x2 and ue8m0x2 (the MX and
; NVFP4 element and scale formats) on the 'a' and 'f' targets of the sm_100,
; sm_110 and sm_120 families, not on sm_90a or plain sm_100.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f | %ptxas -arch=sm_120f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; SM90A: error: {{.*}}intrinsic 'llvm.nvvm.ff.to.e2m1x2.rn.satfinite' is not available on sm_90a (PTX 8.0): it needs narrow-float cvt
; SM100: error: {{.*}}intrinsic 'llvm.nvvm.ff.to.e2m1x2.rn.satfinite' is not available on sm_100 (PTX 8.6)

declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float, float)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat>)

; CHECK-LABEL: .visible .func {{.*}} round_trip(
; e2m1x2 is an 8-bit PTX type: converted through a .b8 register.
; CHECK: .reg .b8 %e2m1x2_out;
; CHECK-NEXT: cvt.rn.satfinite.e2m1x2.f32 %e2m1x2_out, %f{{[0-9]+}}, %f{{[0-9]+}};
; CHECK-NEXT: cvt.u16.u8 %rs{{[0-9]+}}, %e2m1x2_out;
; CHECK: .reg .b8 %e2m1x2_in;
; CHECK-NEXT: cvt.u8.u16 %e2m1x2_in, %rs{{[0-9]+}};
; CHECK-NEXT: cvt.rn.f16x2.e2m1x2 %r{{[0-9]+}}, %e2m1x2_in;
; CHECK: cvt.rn.satfinite.relu.e3m2x2.f32 %rs{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
; CHECK: cvt.rn.relu.f16x2.e2m3x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: cvt.rp.satfinite.ue8m0x2.f32 %rs{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
; CHECK: cvt.rn.bf16x2.ue8m0x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: cvt.rz.ue8m0x2.bf16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @round_trip(float %x, float %y) {
  %p = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %x, float %y)
  %h = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16 %p)
  %e0 = extractelement <2 x half> %h, i32 0
  %f0 = fpext half %e0 to float
  %q = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %f0, float %y)
  %h2 = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16 %q)
  %e1 = extractelement <2 x half> %h2, i32 1
  %f1 = fpext half %e1 to float
  %s = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float %f1, float %x)
  %b = call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %s)
  %t = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat> %b)
  ret i16 %t
}
