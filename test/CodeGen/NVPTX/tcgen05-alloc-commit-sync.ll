; tcgen05 allocation, commit and synchronization intrinsics (upstream LLVM's
; names and signatures) become native NVPTX instructions, for 64-bit, 32-bit
; and short-pointer code, and ptxas 13.0 assembles them for the targets that
; have tcgen05.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr | FileCheck %s --check-prefixes=CHECK,SHORT
; RUN: llc < %s -mtriple=nvptx-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,PTR32
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -O0 | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | %ptxas -arch=sm_103f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a --nvptx-short-ptr | %ptxas -arch=sm_110a -c -o /dev/null - %}

declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6), i64)

; CHECK-LABEL: .visible .func alloc_sync(
; PTR64: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SHORT: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; PTR32: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%r{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.fence::before_thread_sync;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; PTR64: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; PTR32: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r{{[0-9]+}}];
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.wait::st.sync.aligned;
; CHECK: tcgen05.fence::after_thread_sync;
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r{{[0-9]+}};
; No .extern declaration for the intrinsics: they are instructions.
; CHECK-NOT: llvm.nvvm
define void @alloc_sync(ptr %slot, ptr addrspace(6) %t, i64 %desc, ptr %mbar) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %slot, i32 128)
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr %mbar)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  ret void
}

; The CTA-pair forms, in a function of their own (ptxas refuses a function
; that mixes cta_group::1 and ::2; tcgen05-errors.ll shows our diagnostic).
; CHECK-LABEL: .visible .func pair(
; PTR64: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SHORT: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], %r{{[0-9]+}};
; PTR32: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r{{d?}}{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
define void @pair(ptr addrspace(3) %sslot, ptr addrspace(6) %t, i64 %desc,
                  ptr addrspace(3) %smbar, i16 %mask) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %sslot, i32 64)
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %smbar, i16 %mask)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  ret void
}
