; The f32 arithmetic LLVM 22 adds intrinsics for (PTX ISA, "add", "fma",
; "div"): add and fma with a rounding mode (.rn/.rz/.rm/.rp), .sat and
; optionally .ftz, and div.full (approximate, full range) with and without
; .ftz. Every target has them; ptxas 13.0 assembles them for the oldest
; target it knows (sm_75) and the Blackwell ones.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t75.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t100a.ptx
; RUN: FileCheck %s < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o %t120a.ptx
; RUN: FileCheck %s < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; The operands stay in order: a - b and a * b + c.
; CHECK-LABEL: add_sat(
; CHECK-DAG: ld.param.f32 %f[[A:[0-9]+]], [add_sat_param_0];
; CHECK-DAG: ld.param.f32 %f[[B:[0-9]+]], [add_sat_param_1];
; CHECK: add.rn.sat.f32 %f{{[0-9]+}}, %f[[A]], %f[[B]];
; CHECK: add.rz.sat.ftz.f32
; CHECK: add.rm.sat.f32
; CHECK: add.rp.sat.ftz.f32
; CHECK-LABEL: fma_sat(
; CHECK-DAG: ld.param.f32 %f[[A:[0-9]+]], [fma_sat_param_0];
; CHECK-DAG: ld.param.f32 %f[[B:[0-9]+]], [fma_sat_param_1];
; CHECK-DAG: ld.param.f32 %f[[C:[0-9]+]], [fma_sat_param_2];
; CHECK: fma.rn.sat.f32 %f{{[0-9]+}}, %f[[A]], %f[[B]], %f[[C]];
; CHECK: fma.rz.ftz.sat.f32
; CHECK: fma.rm.sat.f32
; CHECK: fma.rp.ftz.sat.f32
; CHECK-LABEL: div_full(
; CHECK-DAG: ld.param.f32 %f[[A:[0-9]+]], [div_full_param_0];
; CHECK-DAG: ld.param.f32 %f[[B:[0-9]+]], [div_full_param_1];
; CHECK: div.full.f32 %f[[Q:[0-9]+]], %f[[A]], %f[[B]];
; CHECK: div.full.ftz.f32 %f{{[0-9]+}}, %f[[Q]], %f[[B]];

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.add.rn.sat.f(float, float)
declare float @llvm.nvvm.add.rz.ftz.sat.f(float, float)
declare float @llvm.nvvm.add.rm.sat.f(float, float)
declare float @llvm.nvvm.add.rp.ftz.sat.f(float, float)
declare float @llvm.nvvm.fma.rn.sat.f(float, float, float)
declare float @llvm.nvvm.fma.rz.ftz.sat.f(float, float, float)
declare float @llvm.nvvm.fma.rm.sat.f(float, float, float)
declare float @llvm.nvvm.fma.rp.ftz.sat.f(float, float, float)
declare float @llvm.nvvm.div.full(float, float)
declare float @llvm.nvvm.div.full.ftz(float, float)

define float @add_sat(float %a, float %b) {
  %1 = call float @llvm.nvvm.add.rn.sat.f(float %a, float %b)
  %2 = call float @llvm.nvvm.add.rz.ftz.sat.f(float %1, float %b)
  %3 = call float @llvm.nvvm.add.rm.sat.f(float %2, float %b)
  %4 = call float @llvm.nvvm.add.rp.ftz.sat.f(float %3, float %b)
  ret float %4
}

define float @fma_sat(float %a, float %b, float %c) {
  %1 = call float @llvm.nvvm.fma.rn.sat.f(float %a, float %b, float %c)
  %2 = call float @llvm.nvvm.fma.rz.ftz.sat.f(float %1, float %b, float %c)
  %3 = call float @llvm.nvvm.fma.rm.sat.f(float %2, float %b, float %c)
  %4 = call float @llvm.nvvm.fma.rp.ftz.sat.f(float %3, float %b, float %c)
  ret float %4
}

define float @div_full(float %a, float %b) {
  %q = call float @llvm.nvvm.div.full(float %a, float %b)
  %r = call float @llvm.nvvm.div.full.ftz(float %q, float %b)
  ret float %r
}
