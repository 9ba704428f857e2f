; The bulk copies of upstream LLVM 22 (llvm.nvvm.cp.async.bulk.*: global to
; the cluster's or the CTA's shared memory, shared::cta to shared::cluster or
; to global, with a byte mask, and the L2 prefetch), every flag combination:
; the i1 flags add .multicast::cluster with the CTA mask and .L2::cache_hint
; with the cache policy, and an operand a flag turns off is not printed. The
; PTX is llc 22's; ptxas assembles it on every target that has it: sm_90 and
; later at PTX 8.0, a shared::cta destination at PTX 8.6, .cp_mask (the byte
; mask) from sm_100 on. Elsewhere our error names the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/all.ll -o %t/sm100a.ptx
; RUN: FileCheck %s < %t/sm100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/sm100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/all.ll -o %t/sm120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t/sm120a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100 %t/short.ptx -o /dev/null %}
; SHORT-LABEL: f3(
; SHORT: ld.param.u32 [[DST:%r[0-9]+]], [f3_param_0];
; SHORT: ld.param.u32 [[MBAR:%r[0-9]+]], [f3_param_1];
; SHORT: ld.param.u64 [[SRC:%rd[0-9]+]], [f3_param_2];
; SHORT: ld.param.u32 [[SIZE:%r[0-9]+]], [f3_param_3];
; SHORT: ld.param.u16 [[MC:%rs[0-9]+]], [f3_param_4];
; SHORT: ld.param.u64 [[CH:%rd[0-9]+]], [f3_param_5];
; SHORT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [[[DST]]], [[[SRC]]], [[SIZE]], [[[MBAR]]], [[MC]], [[CH]];
; SHORT-LABEL: f4(
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/sm90.ll -o %t/sm90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/sm90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %t/sm90a.ll -o %t/sm90a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t/sm90a.ptx -o /dev/null %}
;
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 %t/sm90.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.global.to.shared.cluster' is not available on sm_89 (PTX 7.8): it needs cp.async.bulk and cp.async.bulk.tensor (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %t/sm90.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.global.to.shared.cluster' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx85 %t/sm90a.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX85
; PTX85: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.global.to.shared.cta' needs PTX 8.6 or later; sm_90a is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MASK90
; MASK90: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask' is not available on sm_90a (PTX 8.6): it needs cp.async.bulk .cp_mask and cp.async.bulk.tensor gather4/im2col::w into shared::cta (sm_100 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/flag.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
; FLAG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.prefetch.L2': operand 4 must be a constant
;
; CHECK-LABEL: f0(
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: f1(
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f2(
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK-LABEL: f3(
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f4(
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: f5(
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f6(
; CHECK: cp.async.bulk.prefetch.L2.global [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f7(
; CHECK: cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f8(
; CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: f9(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f10(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f11(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK-LABEL: f12(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}}, %rs{{[0-9]+}};

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1 immarg, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg, i16)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 0)
  ret void
}
define void @f1(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 0)
  ret void
}
define void @f3(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1)
  ret void
}
define void @f4(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f5(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f6(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 0)
  ret void
}
define void @f7(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 1)
  ret void
}
define void @f8(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3)
  ret void
}
define void @f9(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 0)
  ret void
}
define void @f10(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}
define void @f11(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i16 %a5) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 0, i16 %a5)
  ret void
}
define void @f12(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i16 %a5) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 1, i16 %a5)
  ret void
}

;--- sm90.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1 immarg, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 0)
  ret void
}
define void @f1(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 0)
  ret void
}
define void @f3(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1)
  ret void
}
define void @f4(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 0)
  ret void
}
define void @f5(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 1)
  ret void
}
define void @f6(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3)
  ret void
}
define void @f7(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 0)
  ret void
}
define void @f8(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}

;--- sm90a.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1 immarg, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 0)
  ret void
}
define void @f1(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 0, i1 1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 0)
  ret void
}
define void @f3(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1)
  ret void
}
define void @f4(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f5(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr addrspace(1) %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f6(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 0)
  ret void
}
define void @f7(ptr addrspace(1) %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %a0, i32 %a1, i64 %a2, i1 1)
  ret void
}
define void @f8(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr addrspace(3) %a2, i32 %a3)
  ret void
}
define void @f9(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 0)
  ret void
}
define void @f10(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %a0, ptr addrspace(3) %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}

;--- flag.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
define void @f(ptr addrspace(1) %p, i32 %n, i64 %ch, i1 %use) {
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %p, i32 %n, i64 %ch, i1 %use)
  ret void
}
