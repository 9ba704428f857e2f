; The mbarrier operations with a scope on a barrier in the CTA's shared
; memory, of upstream LLVM 22 (llvm.nvvm.mbarrier.{arrive,arrive.drop}[.expect.tx]
; [.relaxed].scope.{cta,cluster}.space.cta, expect.tx and complete.tx): same
; PTX as llc 22 (release at CTA scope is the plain spelling), which ptxas
; assembles; sm_90, PTX 8.0 (.relaxed arrives 8.6), as llc 22 gates them;
; below that our error names the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/all.ll -o %t/all.ptx
; RUN: FileCheck %s < %t/all.ptx
; CHECK: ld.param.u64 [[MBAR:%rd[0-9]+]], [f_param_0];
; CHECK: ld.param.u32 [[COUNT:%r[0-9]+]], [f_param_1];
; CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.release.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.expect_tx.release.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.expect_tx.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive.expect_tx.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.release.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.expect_tx.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.expect_tx.release.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.expect_tx.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.expect_tx.relaxed.cta.shared.b64 [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.expect_tx.relaxed.cluster.shared.b64 [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.complete_tx.relaxed.cta.shared.b64 [[[MBAR]]], [[COUNT]];
; CHECK: mbarrier.complete_tx.relaxed.cluster.shared.b64 [[[MBAR]]], [[COUNT]];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/all.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; SHORT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}};
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t/short.ptx -o /dev/null %}
; The non-relaxed forms at PTX 8.0.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/ptx80.ll -o %t/ptx80.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/ptx80.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx85 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX85
; PTX85: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta' needs PTX 8.6 or later; sm_90 is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %t/ptx80.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx86 %t/ptx80.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta' is not available on sm_89 (PTX 8.6): it needs mbarrier.try_wait and scoped mbarrier operations (sm_90 and later)

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
define ptx_kernel void @f(ptr addrspace(3) %mbar, i32 %count, ptr %out) {
  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s0, ptr %out
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s1, ptr %out
  %s2 = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s2, ptr %out
  %s3 = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s3, ptr %out
  %s4 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s4, ptr %out
  %s5 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s5, ptr %out
  %s6 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s6, ptr %out
  %s7 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s7, ptr %out
  %s8 = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s8, ptr %out
  %s9 = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s9, ptr %out
  %s10 = call i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s10, ptr %out
  %s11 = call i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s11, ptr %out
  %s12 = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s12, ptr %out
  %s13 = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s13, ptr %out
  %s14 = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s14, ptr %out
  %s15 = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %s15, ptr %out
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  ret void
}

;--- ptx80.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3), i32)
define ptx_kernel void @g(ptr addrspace(3) %mbar, i32 %count, ptr %out) {
  %a = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %a, ptr %out
  %b = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  store volatile i64 %b, ptr %out
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %count)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %count)
  ret void
}
