; Block-scaled tcgen05.mma: PTX 8.8 spells the scale vector size .block16 or
; .block32 (or nothing, which means block32); PTX 8.6 and 8.7 know only
; .scale_vec::1X/2X/4X. LLVM 22 emits the 8.8 spelling at sm_100a's default
; PTX 8.6, which ptxas 13.0 rejects ("Feature '.block32' requires PTX ISA
; .version 8.8 or later"), and cannot select the .block16/.block32 names there
; at all. We emit the spelling the PTX version has, and a clear error where it
; has none (kind::mxf4nvf4 needs PTX 8.7).
; RUN: split-file %s %t
;
; PTX 8.6 (sm_100a's default): .scale_vec::1X for mxf8f6f4, ::2X for mxf4.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/scale.ll -o - | FileCheck %s --check-prefix=PTX86
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/scale.ll -o - | %ptxas -arch=sm_100a -c -o /dev/null - %}
; PTX86: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::fill [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
; PTX86: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::discard
; PTX86: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
; PTX86: tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.collector::a::use [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
;
; PTX 8.7: mxf4nvf4 exists, as .scale_vec::4X (block16) and ::2X (block32).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx87 %t/nvf4.ll -o - | FileCheck %s --check-prefix=PTX87
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx87 %t/nvf4.ll -o - | %ptxas -arch=sm_100a -c -o /dev/null - %}
; PTX87: .version 8.7
; PTX87: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::4X.collector::a::discard
; PTX87: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::2X.collector::a::discard
;
; PTX 8.8 and later (sm_103a's default, or asked for): the .block spellings,
; as llc 22 writes them.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/scale.ll -o - | FileCheck %s --check-prefix=PTX88
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx90 %t/scale.ll -o - | FileCheck %s --check-prefix=PTX88
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/scale.ll -o - | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %t/nvf4.ll -o - | %ptxas -arch=sm_100f -c -o /dev/null - %}
; PTX88: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::fill
; PTX88: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::discard
; PTX88: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.collector::a::lastuse
; PTX88: tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.block32.collector::a::use
;
; kind::mxf4nvf4 at PTX 8.6: no spelling exists, so a clear error (llc 22:
; "Cannot select").
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/nvf4.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS87
; NEEDS87: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16' with these immediate operands needs PTX 8.7 or later; sm_100a is compiled for PTX 8.6
;
; Sparse kind::mxf4 exists only on architecture-specific targets (ptxas 13.0:
; "Feature '.kind::mxf4 with .sp modifier' not supported on .target 'sm_100f'").
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %t/scale.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPARSE-F
; SPARSE-F: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32' with these immediate operands is not available on sm_100f: it needs sparse tcgen05.mma kind::mxf4/mxf4nvf4 (sm_100a, sm_101a, sm_103a, sm_110a)
;
; kind::i8 is not on sm_103a, nor on family-specific targets.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/i8.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=I8
; I8: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.shared' with these immediate operands is not available on sm_103a: it needs tcgen05.mma kind::i8 (sm_100a, sm_101a, sm_110a)
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a %t/i8.ll -o - | FileCheck %s --check-prefix=I8-OK
; I8-OK: tcgen05.mma.cta_group::1.kind::i8.collector::a::discard
;
; Immediates outside their ranges.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/range.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
; RANGE-DAG: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.shared': operand 7 is 3, outside 1..2
; RANGE-DAG: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.shared.scale_d': operand 6 is 16, outside 0..15
; RANGE-DAG: error: {{.*}}intrinsic 'llvm.nvvm.tcgen05.mma.tensor.ashift': operand 8 is 2, outside 0..1
;
; A function mixing cta_group::1 and ::2 through the immediate.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/mixed.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIXED
; MIXED: error: {{.*}}function 'f' uses tcgen05 cta_group::1 ('llvm.nvvm.tcgen05.mma.shared') and cta_group::2 ('llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2'); ptxas refuses a function that mixes the two

;--- scale.ll
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
define void @f(ptr addrspace(6) %d, i64 %adesc, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc,
               ptr addrspace(6) %meta, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %meta, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
  ret void
}
;--- nvf4.ll
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg, i32 immarg)
define void @f(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
  ret void
}
;--- i8.ll
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
define void @f(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i32 3, i32 1, i32 0)
  ret void
}
;--- range.ll
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64 immarg, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
define void @f(ptr addrspace(6) %d, i64 %adesc, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i32 0, i32 3, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i64 16, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, i32 0, i32 1, i32 2)
  ret void
}
;--- mixed.ll
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6), i64, i64, i32, i1, <8 x i32>, i32 immarg, i32 immarg)
define void @f(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, <8 x i32> %lanes) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, <8 x i32> %lanes, i32 0, i32 0)
  ret void
}
