; NVPTXFarAddressRemat (far-address-remat.patch): a cheap address computation
; used in another block past a barrier or other convergent instruction is
; recomputed there from its leaves, where ptxas 13.0 would keep the 64-bit
; result live across the barrier (CUB's onesweep radix sort: 114 -> 80
; registers on sm_90a, docs/blackwell-codegen.md). A PHI of the same
; computation on both paths counts as that computation. No copy without a
; convergent instruction between, into a loop, or where the leaves not live
; at the use anyway are as wide as the address; none in a function whose
; estimated register pressure is low.
;
; RUN: llc < %s -O3 -mcpu=sm_90a -mattr=+ptx88 -verify-machineinstrs -nvptx-remat-far-addresses-min-pressure=0 | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_100a -mattr=+ptx88 -verify-machineinstrs -nvptx-remat-far-addresses-min-pressure=0 | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_75 -verify-machineinstrs -nvptx-remat-far-addresses-min-pressure=0 | FileCheck %s
; RUN: llc < %s -O3 -mcpu=sm_90a -mattr=+ptx88 -nvptx-remat-far-addresses=0 | FileCheck --check-prefix=OFF %s
; RUN: llc < %s -O0 -mcpu=sm_90a -mattr=+ptx88 -nvptx-remat-far-addresses-min-pressure=0 | FileCheck --check-prefix=OFF %s
;
; Only where registers are scarce: these functions keep a few values live
; at once, far below the default threshold (128 32-bit registers' worth), so
; by default nothing is copied.
; RUN: llc < %s -O3 -mcpu=sm_90a -mattr=+ptx88 | FileCheck --check-prefix=OFF %s
;
; RUN: %if ptxas %{ llc < %s -O3 -mcpu=sm_90a -mattr=+ptx88 -nvptx-remat-far-addresses-min-pressure=0 > %t.90a.ptx && %ptxas -c -arch=sm_90a %t.90a.ptx -o /dev/null %}
; RUN: %if ptxas %{ llc < %s -O3 -mcpu=sm_100a -mattr=+ptx88 -nvptx-remat-far-addresses-min-pressure=0 > %t.100a.ptx && %ptxas -c -arch=sm_100a %t.100a.ptx -o /dev/null %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)

@tile = internal addrspace(3) global [1024 x i32] undef, align 4

; The shared-memory address of a rank, stored to before a barrier and again
; after it in another block: the second store recomputes it from the rank.
; CHECK-LABEL: .entry rank_address_past_barrier(
; CHECK:       mul.wide.u32 [[OFS:%rd[0-9]+]], [[RANK:%r[0-9]+]], 4;
; CHECK:       add.s64 [[P:%rd[0-9]+]], {{%rd[0-9]+}}, [[OFS]];
; CHECK:       st.shared.u32 [[[P]]],
; CHECK:       bar.sync 0;
; CHECK:       // %then
; CHECK:       mov.u64 [[BASE2:%rd[0-9]+]], tile;
; CHECK-NEXT:  mul.wide.u32 [[OFS2:%rd[0-9]+]], [[RANK]], 4;
; CHECK-NEXT:  add.s64 [[P2:%rd[0-9]+]], [[BASE2]], [[OFS2]];
; CHECK-NEXT:  st.shared.u32 [[[P2]]],
; OFF-LABEL:   .entry rank_address_past_barrier(
; OFF:         add.s64 [[P:%rd[0-9]+]],
; OFF:         bar.sync 0;
; OFF:         // %then
; OFF-NOT:     mul.wide
; OFF:         st.shared.u32 [[[P]]],
define void @rank_address_past_barrier(i32 %rank, i32 %a, i32 %b, i1 %c) {
entry:
  %idx = zext i32 %rank to i64
  %p = getelementptr inbounds [1024 x i32], ptr addrspace(3) @tile, i64 0, i64 %idx
  store i32 %a, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %c, label %then, label %exit
then:
  store i32 %b, ptr addrspace(3) %p, align 4
  br label %exit
exit:
  ret void
}

; What GVN's PRE leaves: the same tile index computed on both paths of a
; branch and merged by a PHI, used past a warp sync. The late block computes
; it from threadIdx.x; the paths' copies, now unused, are gone.
; CHECK-LABEL: .entry tile_offset_phi_past_warp_sync(
; CHECK:       mov.u32 [[TID:%r[0-9]+]], %tid.x;
; CHECK:       // %left
; CHECK-NOT:   cvt.u64.u32
; CHECK:       // %right
; CHECK-NOT:   cvt.u64.u32
; CHECK:       bar.warp.sync -1;
; CHECK:       // %late
; CHECK-NEXT:  add.s32 [[I:%r[0-9]+]], [[TID]], 384;
; CHECK-NEXT:  cvt.u64.u32 {{%rd[0-9]+}}, [[I]];
; OFF-LABEL:   .entry tile_offset_phi_past_warp_sync(
; OFF:         // %left
; OFF:         cvt.u64.u32
; OFF:         // %late
; OFF-NOT:     cvt.u64.u32
; OFF:         st.shared.u32
define void @tile_offset_phi_past_warp_sync(ptr addrspace(1) %out, i32 %a, i1 %full) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %full, label %left, label %right
left:
  %i.l = add nuw nsw i32 %tid, 384
  %x.l = zext i32 %i.l to i64
  %q.l = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x.l
  store i32 1, ptr addrspace(1) %q.l, align 4
  br label %join
right:
  %i.r = add nuw nsw i32 %tid, 384
  %x.r = zext i32 %i.r to i64
  %q.r = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x.r
  store i32 2, ptr addrspace(1) %q.r, align 4
  br label %join
join:
  %x = phi i64 [ %x.l, %left ], [ %x.r, %right ]
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %c = icmp ne i32 %a, 0
  br i1 %c, label %late, label %exit
late:
  %s = getelementptr inbounds [1024 x i32], ptr addrspace(3) @tile, i64 0, i64 %x
  store i32 %a, ptr addrspace(3) %s, align 4
  br label %exit
exit:
  ret void
}

; No barrier between the two stores: the address stays in its register.
; CHECK-LABEL: .entry no_convergent_between(
; CHECK:       add.s64 [[P:%rd[0-9]+]],
; CHECK:       // %then
; CHECK-NEXT:  ld.param.u32
; CHECK-NEXT:  st.shared.u32 [[[P]]],
define void @no_convergent_between(i32 %rank, i32 %a, i32 %b, i1 %c) {
entry:
  %idx = zext i32 %rank to i64
  %p = getelementptr inbounds [1024 x i32], ptr addrspace(3) @tile, i64 0, i64 %idx
  store i32 %a, ptr addrspace(3) %p, align 4
  br i1 %c, label %then, label %exit
then:
  store i32 %b, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  br label %exit
exit:
  ret void
}

; Past a barrier but inside a loop: the address computed outside it stays.
; CHECK-LABEL: .entry not_into_a_loop(
; CHECK:       add.s64 [[P:%rd[0-9]+]],
; CHECK:       bar.sync 0;
; CHECK:       // %loop
; CHECK-NOT:   mul.wide
; CHECK:       st.volatile.shared.u32 [[[P]]],
define void @not_into_a_loop(i32 %rank, i32 %a, i32 %n) {
entry:
  %idx = zext i32 %rank to i64
  %p = getelementptr inbounds [1024 x i32], ptr addrspace(3) @tile, i64 0, i64 %idx
  store i32 %a, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr addrspace(3) %p, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A global address from a pointer argument used nowhere else: a copy would
; keep the 64-bit pointer and the 32-bit index live instead of the 64-bit
; address, so the address stays.
; CHECK-LABEL: .entry wide_leaves_stay(
; CHECK:       add.s64 [[P:%rd[0-9]+]],
; CHECK:       bar.sync 0;
; CHECK:       // %then
; CHECK-NEXT:  st.global.u32 [[[P]]],
define void @wide_leaves_stay(ptr addrspace(1) %base, i32 %rank, i32 %a, i1 %c) {
entry:
  %idx = zext i32 %rank to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %base, i64 %idx
  store i32 %a, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %c, label %then, label %exit
then:
  store i32 %a, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

; The same, but the pointer argument is stored through after the far use:
; it is live there anyway, so the copy costs only the 32-bit index.
; CHECK-LABEL: .entry leaf_live_anyway(
; CHECK:       ld.param.u64 [[BASE:%rd[0-9]+]],
; CHECK:       bar.sync 0;
; CHECK:       // %then
; CHECK-NEXT:  mul.wide.u32 [[OFS:%rd[0-9]+]], {{%r[0-9]+}}, 4;
; CHECK-NEXT:  add.s64 [[P:%rd[0-9]+]], [[BASE]], [[OFS]];
; CHECK-NEXT:  st.global.u32 [[[P]]],
; CHECK-NEXT:  st.global.u32 [[[BASE]]],
define void @leaf_live_anyway(ptr addrspace(1) %base, i32 %rank, i32 %a, i1 %c) {
entry:
  %idx = zext i32 %rank to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %base, i64 %idx
  store i32 %a, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %c, label %then, label %exit
then:
  store i32 %a, ptr addrspace(1) %p, align 4
  store i32 %a, ptr addrspace(1) %base, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @rank_address_past_barrier, !"kernel", i32 1}
!1 = !{ptr @tile_offset_phi_past_warp_sync, !"kernel", i32 1}
!2 = !{ptr @no_convergent_between, !"kernel", i32 1}
!3 = !{ptr @not_into_a_loop, !"kernel", i32 1}
!4 = !{ptr @wide_leaves_stay, !"kernel", i32 1}
!5 = !{ptr @leaf_live_anyway, !"kernel", i32 1}
