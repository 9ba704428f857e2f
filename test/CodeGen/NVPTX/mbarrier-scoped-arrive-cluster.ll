; The mbarrier operations with a scope on a barrier in the cluster's shared
; memory, possibly another CTA's, of upstream LLVM 22
; (llvm.nvvm.mbarrier.{arrive,arrive.drop}[.expect.tx][.relaxed].scope.{cta,cluster}.space.cluster,
; expect.tx and complete.tx): an address-space-7 pointer, no result (the PTX
; state operand is the sink `_`). Same PTX as llc 22, which ptxas assembles;
; sm_90, PTX 8.0 (.relaxed arrives 8.6), as the .space.cta forms; below that
; our error names the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/all.ll -o %t/all.ptx
; RUN: FileCheck %s < %t/all.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/all.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/all.ll -o %t/sm100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/sm100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t/short.ptx -o /dev/null %}
; SHORT-LABEL: f0(
; SHORT: ld.param.u32 [[MBAR:%r[0-9]+]], [f0_param_0];
; SHORT: ld.param.u32 [[COUNT:%r[0-9]+]], [f0_param_1];
; SHORT: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared::cluster.b64 _, [[[MBAR]]], [[COUNT]];
; SHORT-LABEL: f1(
; The non-relaxed forms at PTX 8.0.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/ptx80.ll -o %t/ptx80.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/ptx80.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx85 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX85
; PTX85: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster' needs PTX 8.6 or later; sm_90 is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx86 %t/ptx80.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster' is not available on sm_89 (PTX 8.6): it needs mbarrier.try_wait and scoped mbarrier operations (sm_90 and later)
;
; CHECK-LABEL: f0(
; CHECK: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f1(
; CHECK: mbarrier.arrive_drop.expect_tx.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f2(
; CHECK: mbarrier.arrive_drop.expect_tx.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f3(
; CHECK: mbarrier.arrive_drop.expect_tx.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f4(
; CHECK: mbarrier.arrive_drop.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f5(
; CHECK: mbarrier.arrive_drop.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f6(
; CHECK: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f7(
; CHECK: mbarrier.arrive_drop.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f8(
; CHECK: mbarrier.arrive.expect_tx.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f9(
; CHECK: mbarrier.arrive.expect_tx.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f10(
; CHECK: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f11(
; CHECK: mbarrier.arrive.expect_tx.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f12(
; CHECK: mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f13(
; CHECK: mbarrier.arrive.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f14(
; CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f15(
; CHECK: mbarrier.arrive.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f16(
; CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f17(
; CHECK: mbarrier.complete_tx.relaxed.cta.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f18(
; CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: f19(
; CHECK: mbarrier.expect_tx.relaxed.cta.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
define void @f0(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f1(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f3(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f4(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f5(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f6(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f7(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f8(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f9(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f10(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f11(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f12(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f13(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f14(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f15(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f16(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f17(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f18(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f19(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}

;--- ptx80.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
define void @f0(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f1(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f3(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f4(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f5(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f6(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f7(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f8(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f9(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f10(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
define void @f11(ptr addrspace(7) %a0, i32 %a1) {
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %a0, i32 %a1)
  ret void
}
