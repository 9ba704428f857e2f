; Warp-level sparse MMA (2:4): mma.sp and mma.sp::ordered_metadata with their
; metadata register and sparsity-selector immediate, kind::f8f6f4, and the
; block-scaled forms. Every form of every name is also compared with llc 22
; and assembled by blackwell-intrinsics-differential.test.
; RUN: split-file %s %t
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx85 %t/sp.ll -o - | FileCheck %s --check-prefix=SP
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx85 %t/sp.ll -o - | %ptxas -arch=sm_80 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/sp.ll -o - | %ptxas -arch=sm_120a -c -o /dev/null - %}
; SP-LABEL: .visible .func {{.*}} plain(
; SP: mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, %r{{[0-9]+}}, 3;
; SP: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %r{{[0-9]+}}, 1;
;
; The selector's legal values depend on the shape (0..3 for m16n8k16 16-bit,
; 0..1 for m16n8k32 8-bit, 0 for the rest); ptxas does not catch all of them,
; so the check pass does.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/selector.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEL
; SEL: error: {{.*}}intrinsic 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f32.f32': operand 14 is 2, outside 0..1
;
; kind::f8f6f4 on the sm_120 family, 'a' or 'f'.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %t/f8f6f4.ll -o - | FileCheck %s --check-prefix=F8F6F4
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %t/f8f6f4.ll -o - | %ptxas -arch=sm_120f -c -o /dev/null - %}
; F8F6F4: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32
;
; Block-scaled sparse MMA: ptxas 13.0 assembles it for sm_120a and sm_121a
; but refuses it for sm_120f, where llc 22 emits it; we refuse it there.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/block.ll -o - | FileCheck %s --check-prefix=BLOCK
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a %t/block.ll -o - | %ptxas -arch=sm_121a -c -o /dev/null - %}
; BLOCK: mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, %r{{[0-9]+}}, 0, %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %t/block.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK-F
; BLOCK-F: error: {{.*}}intrinsic 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3' is not available on sm_120f (PTX 8.8): it needs sparse block-scaled mma.sp (sm_120a, sm_121a)
; The evidence: llc 22's PTX for sm_120f, which ptxas 13.0 refuses.
; RUN: %if llc-22 && ptxas %{ %llc_22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f %t/block.ll -o %t/llc22-120f.ptx %}
; RUN: %if llc-22 && ptxas %{ not %ptxas -arch=sm_120f -c -o /dev/null %t/llc22-120f.ptx 2>&1 | FileCheck %s --check-prefix=PTXAS-F %}
; PTXAS-F: not supported on .target 'sm_120f'

;--- sp.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg)
define {float, float, float, float} @plain(<2 x half> %a, float %c, i32 %meta) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, i32 %meta, i32 3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @ordered(i32 %a, i32 %meta) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.s8.u8(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %meta, i32 1)
  ret {i32, i32, i32, i32} %r
}
;--- selector.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg)
define {float, float, float, float} @f(<2 x half> %a, float %c, i32 %meta) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, i32 %meta, i32 2)
  ret {float, float, float, float} %r
}
;--- f8f6f4.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
define {float, float, float, float} @f(i32 %a, float %c, i32 %meta) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e2m1.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %meta, i32 0)
  ret {float, float, float, float} %r
}
;--- block.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg, i32, i16, i16, i32, i16, i16)
define {float, float, float, float} @f(i32 %a, float %c, i32 %meta, i32 %sa, i16 %id) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %meta, i32 0, i32 %sa, i16 %id, i16 0, i32 %sa, i16 %id, i16 1)
  ret {float, float, float, float} %r
}
