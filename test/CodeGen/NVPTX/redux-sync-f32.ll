; redux.sync on f32 (upstream LLVM 22's llvm.nvvm.redux.sync.f{min,max}
; with .abs and .NaN): the eight forms, as llc 22 writes them. ptxas 13.0
; takes redux.f32 for sm_100 and sm_103 'a'/'f' only; sm_110a (where it
; also assembles sm_101a), sm_120a and plain sm_100 get our error naming
; the intrinsic, as does PTX 8.5.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; CHECK: redux.sync.min.f32 [[R:%f[0-9]+]], [[SRC:%f[0-9]+]], [[MASK:%r[0-9]+]];
; CHECK: redux.sync.min.abs.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.min.NaN.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.min.abs.NaN.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.max.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.max.abs.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.max.NaN.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; CHECK: redux.sync.max.abs.NaN.f32 %f{{[0-9]+}}, [[SRC]], [[MASK]];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f %s -o %t103f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_103f %t103f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %s -o %t100f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100f %t100f.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; SM100: error: {{.*}}intrinsic 'llvm.nvvm.redux.sync.fmin' is not available on sm_100 (PTX 8.6): it needs redux.sync .f32 (sm_100a/f, sm_103a/f)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM110A
; SM110A: error: {{.*}}intrinsic 'llvm.nvvm.redux.sync.fmin' is not available on sm_110a
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; SM120A: error: {{.*}}intrinsic 'llvm.nvvm.redux.sync.fmax.abs.NaN' is not available on sm_120a

target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)
define ptx_kernel void @f(float %src, i32 %mask, ptr %out) {
  %r0 = call float @llvm.nvvm.redux.sync.fmin(float %src, i32 %mask)
  store volatile float %r0, ptr %out
  %r1 = call float @llvm.nvvm.redux.sync.fmin.abs(float %src, i32 %mask)
  store volatile float %r1, ptr %out
  %r2 = call float @llvm.nvvm.redux.sync.fmin.NaN(float %src, i32 %mask)
  store volatile float %r2, ptr %out
  %r3 = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %src, i32 %mask)
  store volatile float %r3, ptr %out
  %r4 = call float @llvm.nvvm.redux.sync.fmax(float %src, i32 %mask)
  store volatile float %r4, ptr %out
  %r5 = call float @llvm.nvvm.redux.sync.fmax.abs(float %src, i32 %mask)
  store volatile float %r5, ptr %out
  %r6 = call float @llvm.nvvm.redux.sync.fmax.NaN(float %src, i32 %mask)
  store volatile float %r6, ptr %out
  %r7 = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %src, i32 %mask)
  store volatile float %r7, ptr %out
  ret void
}
