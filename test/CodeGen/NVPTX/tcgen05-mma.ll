; tcgen05.mma in its forms: the immediates kind, cta_group and collector pick
; the PTX spelling; A from shared memory (descriptor) or tensor memory; sparse,
; scale_d, disable_output_lane, ashift and weight-stationary variants. ptxas
; 13.0 assembles the result. Every form of every intrinsic is compared with
; llc 22 and ptxas by blackwell-intrinsics-differential.test.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i64 immarg, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <4 x i32>, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64 immarg, <4 x i32>, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6), i64, i64, i32, i1, <8 x i32>, i32 immarg, i32 immarg)

; CHECK-LABEL: .visible .func group1(
; CHECK: tcgen05.mma.cta_group::1.kind::i8.collector::a::fill [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse.ashift [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::use [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %p{{[0-9]+}}, 15;
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %p{{[0-9]+}}, 7;
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::i8.collector::b2::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %p{{[0-9]+}}, %rd{{[0-9]+}};
define void @group1(ptr addrspace(6) %d, i64 %adesc, ptr addrspace(6) %a, i64 %bdesc,
                    i32 %idesc, i1 %acc, ptr addrspace(6) %meta, <4 x i32> %lanes, i64 %mask) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i32 3, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %meta, i64 15, i32 0, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, <4 x i32> %lanes, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, i64 7, <4 x i32> %lanes, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %bdesc, i32 %idesc, i1 %acc, ptr addrspace(6) %meta, i64 %mask, i32 3, i32 2, i32 3)
  ret void
}

; CHECK-LABEL: .visible .func group2(
; CHECK: tcgen05.mma.cta_group::2.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::2.kind::f16.collector::a::use [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %p{{[0-9]+}};
define void @group2(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, <8 x i32> %lanes) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, i32 0, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %adesc, i64 %bdesc, i32 %idesc, i1 %acc, <8 x i32> %lanes, i32 0, i32 3)
  ret void
}
