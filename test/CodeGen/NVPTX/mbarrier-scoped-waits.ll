; The mbarrier waits with a scope of upstream LLVM 22
; (llvm.nvvm.mbarrier.{test,try}.wait[.parity][.tl][.relaxed].scope.{cta,cluster}.space.cta):
; same PTX as llc 22 (acquire at CTA scope is the plain spelling), which
; ptxas assembles. test_wait needs sm_80 (PTX 7.0, .parity 7.1), try_wait
; sm_90 (PTX 7.8), .acquire.cluster PTX 8.0, .relaxed PTX 8.6; below that our
; error names the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/all.ll -o %t/all.ptx
; RUN: FileCheck %s < %t/all.ptx
; CHECK: ld.param.u64 [[MBAR:%rd[0-9]+]], [f_param_0];
; CHECK: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE:%rd[0-9]+]];
; CHECK: mbarrier.test_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.test_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.test_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY:%r[0-9]+]];
; CHECK: mbarrier.test_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.test_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.test_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.try_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.try_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.try_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]];
; CHECK: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]], [[LIMIT:%r[0-9]+]];
; CHECK: mbarrier.try_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]], [[LIMIT]];
; CHECK: mbarrier.try_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]], [[LIMIT]];
; CHECK: mbarrier.try_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[STATE]], [[LIMIT]];
; CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.try_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.try_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]];
; CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]], [[LIMIT]];
; CHECK: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]], [[LIMIT]];
; CHECK: mbarrier.try_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]], [[LIMIT]];
; CHECK: mbarrier.try_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [[[MBAR]]], [[PARITY]], [[LIMIT]];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/all.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; SHORT: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%r{{[0-9]+}}], %rd{{[0-9]+}};
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/short.ptx -o /dev/null %}
;
; test_wait at CTA scope on sm_80: PTX 7.0, .parity 7.1. (In a function, not
; a kernel: ptxas 13.0 crashes (SIGSEGV) on mbarrier.test_wait in a kernel for
; sm_80 and sm_86, whether written by us, by llc 22 or for LLVM 19's own
; llvm.nvvm.mbarrier.test.wait.shared.)
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx71 %t/sm80.ll -o %t/sm80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t/sm80.ptx
; SM80: mbarrier.test_wait.shared.b64
; SM80: mbarrier.test_wait.parity.shared.b64
; RUN: %if ptxas %{ %ptxas -c -arch=sm_80 %t/sm80.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx70 %t/sm80.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX70
; PTX70: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta' needs PTX 7.1 or later; sm_80 is compiled for PTX 7.0
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx71 %t/sm80.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
; SM75: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta' is not available on sm_75 (PTX 7.1): it needs mbarrier.test_wait (sm_80 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx86 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta' is not available on sm_89 (PTX 8.6): it needs mbarrier.try_wait and scoped mbarrier operations (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx85 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX85
; PTX85: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.test.wait.relaxed.scope.cta.space.cta' needs PTX 8.6 or later; sm_90 is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3), i64, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3), i64, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cta.space.cta(ptr addrspace(3), i64, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3), i64, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3), i32, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3), i32, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cta.space.cta(ptr addrspace(3), i32, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32, i32)
define ptx_kernel void @f(ptr addrspace(3) %mbar, i64 %state, i32 %parity, i32 %limit, ptr %out) {
  %r0 = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r0, ptr %out
  %r1 = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r1, ptr %out
  %r2 = call i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r2, ptr %out
  %r3 = call i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r3, ptr %out
  %r4 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r4, ptr %out
  %r5 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r5, ptr %out
  %r6 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r6, ptr %out
  %r7 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r7, ptr %out
  %r8 = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r8, ptr %out
  %r9 = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r9, ptr %out
  %r10 = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r10, ptr %out
  %r11 = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %r11, ptr %out
  %r12 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state, i32 %limit)
  store volatile i1 %r12, ptr %out
  %r13 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state, i32 %limit)
  store volatile i1 %r13, ptr %out
  %r14 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state, i32 %limit)
  store volatile i1 %r14, ptr %out
  %r15 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i64 %state, i32 %limit)
  store volatile i1 %r15, ptr %out
  %r16 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r16, ptr %out
  %r17 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r17, ptr %out
  %r18 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r18, ptr %out
  %r19 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %r19, ptr %out
  %r20 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity, i32 %limit)
  store volatile i1 %r20, ptr %out
  %r21 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity, i32 %limit)
  store volatile i1 %r21, ptr %out
  %r22 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity, i32 %limit)
  store volatile i1 %r22, ptr %out
  %r23 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) %mbar, i32 %parity, i32 %limit)
  store volatile i1 %r23, ptr %out
  ret void
}

;--- sm80.ll
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
define void @g(ptr addrspace(3) %mbar, i64 %state, i32 %parity, ptr %out) {
  %a = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %mbar, i64 %state)
  store volatile i1 %a, ptr %out
  %b = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %mbar, i32 %parity)
  store volatile i1 %b, ptr %out
  ret void
}
