; Warp-level mma.sync of the sm_120 family: kind::f8f6f4, block-scaled
; (mxf8f6f4, mxf4, mxf4nvf4 with their scale vectors), and the e4m3/e5m2
; shapes; fragments are literal structs, as upstream declares them. ptxas 13.0
; assembles each for sm_120a, sm_120f and sm_121a.
; RUN: split-file %s %t
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/mma.ll -o - | FileCheck %s
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/mma.ll -o - | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %t/mma.ll -o - | %ptxas -arch=sm_120f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a %t/mma.ll -o - | %ptxas -arch=sm_121a -c -o /dev/null - %}
;
; CHECK-LABEL: .visible .func {{.*}} block_scale(
; CHECK: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3
; CHECK-LABEL: .visible .func {{.*}} dense(
; CHECK: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f16.e3m2.e2m3.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e4m3.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
;
; Not on the sm_100 family (tcgen05 is its matrix unit).
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/mma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; SM100: error: {{.*}}intrinsic 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0' is not available on sm_100a (PTX 8.6): it needs mma.sync kind::f8f6f4 and block_scale (sm_120a/f, sm_121a/f)
;
; m16n8k32 e4m3 with f16 accumulators needs PTX 8.7: llc 22 emits it at
; sm_100a's PTX 8.6 and ptxas 13.0 rejects that ("mma with FP8 floating point
; type and FP16 accumulation requires PTX ISA .version 8.7"); we say so.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/fp8.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP8-86
; FP8-86: error: {{.*}}intrinsic 'llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16' needs PTX 8.7 or later; sm_100a is compiled for PTX 8.6
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx87 %t/fp8.ll -o - | FileCheck %s --check-prefix=FP8
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx87 %t/fp8.ll -o - | %ptxas -arch=sm_89 -c -o /dev/null - %}
; FP8: mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16

;--- mma.ll
declare {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
declare {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.e5m2.e4m3.f32(i32, i32, i32, float, float, float, float)

define {float, float, float, float} @block_scale(i32 %a, float %c, i32 %sa, i32 %sb, i16 %id) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %sa, i16 %id, i16 0, i32 %sb, i16 %id, i16 1)
  %c0 = extractvalue {float, float, float, float} %r, 0
  %s = call {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c0, float %c0, float %c0, float %c0, i32 %sa, i16 %id, i16 0, i32 %sb, i16 %id, i16 1)
  ret {float, float, float, float} %s
}

define {float, float, float, float} @dense(i32 %a, <2 x half> %h, float %c) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e2m3.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h)
  %h0 = extractvalue {<2 x half>, <2 x half>} %r, 0
  %b = bitcast <2 x half> %h0 to i32
  %s = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.e5m2.e4m3.f32(i32 %b, i32 %a, i32 %a, float %c, float %c, float %c, float %c)
  ret {float, float, float, float} %s
}
;--- fp8.ll
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
define {<2 x half>, <2 x half>} @f(i32 %a, <2 x half> %h) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h)
  ret {<2 x half>, <2 x half>} %r
}
