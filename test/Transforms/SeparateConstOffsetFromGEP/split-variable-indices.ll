; Without LowerGEP (NVPTX's use), SeparateConstOffsetFromGEP now splits a GEP
; of two or more variable indices into one-index GEPs, the index defined first
; applied first (separate-const-offset-splits-variable-indices.patch; LLVM 22
; splits such GEPs in InstCombine). CUB's block radix rank counts digits at
; counters[lane][tid][sub], once per unrolled item: split in definition order,
; every item's address starts with the same gep(counters, tid), which EarlyCSE
; merges, and each item adds one 64-bit term less.
;
; RUN: opt -passes=separate-const-offset-from-gep -S %s -o - | FileCheck %s --check-prefixes=CHECK,SPLIT
; RUN: opt -passes=separate-const-offset-from-gep -separate-const-offset-split-variable-indices=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KEEP
; RUN: %debian_opt -passes=separate-const-offset-from-gep -S %s -o - | FileCheck %s --check-prefixes=CHECK,KEEP
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: llc -mcpu=sm_100a -separate-const-offset-split-variable-indices=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=PTX-KEEP
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counters = internal addrspace(3) global [33 x [256 x [2 x i16]]] undef, align 4

; The thread's index (defined at the entry) is applied before the lane and
; the sub-counter of each key; the constant leading 0 adds nothing.
; CHECK-LABEL: define void @rank_two_items(
; SPLIT:        [[T0:%.*]] = getelementptr [2 x i16], ptr addrspace(3) @counters, i64 %tid64
; SPLIT-NEXT:   [[L0:%.*]] = getelementptr [256 x [2 x i16]], ptr addrspace(3) [[T0]], i64 %lane0.64
; SPLIT-NEXT:   %c0 = getelementptr i16, ptr addrspace(3) [[L0]], i64 %sub0.64
; SPLIT:        [[T1:%.*]] = getelementptr [2 x i16], ptr addrspace(3) @counters, i64 %tid64
; SPLIT-NEXT:   [[L1:%.*]] = getelementptr [256 x [2 x i16]], ptr addrspace(3) [[T1]], i64 %lane1.64
; SPLIT-NEXT:   %c1 = getelementptr i16, ptr addrspace(3) [[L1]], i64 %sub1.64
; KEEP:         %c0 = getelementptr inbounds [33 x [256 x [2 x i16]]], ptr addrspace(3) @counters, i64 0, i64 %lane0.64, i64 %tid64, i64 %sub0.64
; KEEP:         %c1 = getelementptr inbounds [33 x [256 x [2 x i16]]], ptr addrspace(3) @counters, i64 0, i64 %lane1.64, i64 %tid64, i64 %sub1.64
;
; In PTX the second item starts from the first one's counters + tid * 4:
; five 64-bit adds for the two addresses instead of six.
; PTX-LABEL:   .visible .func rank_two_items(
; PTX:         mul.wide.u32 [[TID4:%rd[0-9]+]], %r{{[0-9]+}}, 4;
; PTX-NEXT:    mov.u64 [[BASE:%rd[0-9]+]], counters;
; PTX-NEXT:    add.s64 [[ROW:%rd[0-9]+]], [[BASE]], [[TID4]];
; PTX:         add.s64 {{%rd[0-9]+}}, [[ROW]],
; PTX:         ld.shared.u16
; PTX:         add.s64 {{%rd[0-9]+}}, [[ROW]],
; PTX:         ld.shared.u16
; PTX-NOT:     add.s64
; PTX:         ret;
; PTX-KEEP-LABEL: .visible .func rank_two_items(
; PTX-KEEP-COUNT-6: add.s64
; PTX-KEEP-NOT: add.s64
; PTX-KEEP:    ret;
define void @rank_two_items(i32 %key0, i32 %key1) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %lane0 = and i32 %key0, 31
  %lane0.64 = zext i32 %lane0 to i64
  %sub0 = lshr i32 %key0, 5
  %sub0.64 = zext i32 %sub0 to i64
  %c0 = getelementptr inbounds [33 x [256 x [2 x i16]]], ptr addrspace(3) @counters, i64 0, i64 %lane0.64, i64 %tid64, i64 %sub0.64
  %v0 = load i16, ptr addrspace(3) %c0, align 2
  %n0 = add i16 %v0, 1
  store i16 %n0, ptr addrspace(3) %c0, align 2
  %lane1 = and i32 %key1, 31
  %lane1.64 = zext i32 %lane1 to i64
  %sub1 = lshr i32 %key1, 5
  %sub1.64 = zext i32 %sub1 to i64
  %c1 = getelementptr inbounds [33 x [256 x [2 x i16]]], ptr addrspace(3) @counters, i64 0, i64 %lane1.64, i64 %tid64, i64 %sub1.64
  %v1 = load i16, ptr addrspace(3) %c1, align 2
  %n1 = add i16 %v1, 1
  store i16 %n1, ptr addrspace(3) %c1, align 2
  ret void
}

; A structure's field is a constant offset: it goes last, in bytes. The
; arguments are defined in their order, so %i comes before %j.
%pair = type { i32, [4 x float] }

; CHECK-LABEL: define float @struct_field(
; SPLIT:        [[I:%.*]] = getelementptr float, ptr %p, i64 %i
; SPLIT-NEXT:   [[J:%.*]] = getelementptr %pair, ptr [[I]], i64 %j
; SPLIT-NEXT:   %a = getelementptr i8, ptr [[J]], i64 4
; KEEP:         %a = getelementptr inbounds %pair, ptr %p, i64 %j, i32 1, i64 %i
define float @struct_field(ptr %p, i64 %i, i64 %j) {
  %a = getelementptr inbounds %pair, ptr %p, i64 %j, i32 1, i64 %i
  %v = load float, ptr %a, align 4
  ret float %v
}

; In a loop, the invariant thread index (defined before the loop) comes
; before the row the loop walks.
; CHECK-LABEL: define void @rows_in_loop(
; SPLIT:        loop:
; SPLIT:        [[T:%.*]] = getelementptr float, ptr addrspace(3) %tile, i64 %tid64
; SPLIT-NEXT:   %a = getelementptr [256 x float], ptr addrspace(3) [[T]], i64 %i
; KEEP:         %a = getelementptr inbounds [8 x [256 x float]], ptr addrspace(3) %tile, i64 0, i64 %i, i64 %tid64
define void @rows_in_loop(ptr addrspace(3) %tile, float %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [8 x [256 x float]], ptr addrspace(3) %tile, i64 0, i64 %i, i64 %tid64
  %v = load float, ptr addrspace(3) %a, align 4
  %w = fadd float %v, %x
  store float %w, ptr addrspace(3) %a, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Indices already in definition order are left in one GEP: its lowering adds
; them in that order, and SelectionDAG and MachineCSE share the prefix.
; CHECK-LABEL: define void @already_in_order(
; CHECK:        %a = getelementptr inbounds [8 x [256 x float]], ptr addrspace(3) %tile, i64 0, i64 %tid64, i64 %i
define void @already_in_order(ptr addrspace(3) %tile, i64 %k, float %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %i = and i64 %k, 255
  %a = getelementptr inbounds [8 x [256 x float]], ptr addrspace(3) %tile, i64 0, i64 %tid64, i64 %i
  store float %x, ptr addrspace(3) %a, align 4
  ret void
}

; One variable index is left as it is (its constant is split off as before),
; and so is a GEP of vector indices.
; CHECK-LABEL: define ptr @one_variable_index(
; CHECK:        [[V:%.*]] = getelementptr [16 x [4 x i32]], ptr %p, i64 0, i64 %i, i64 0
; CHECK-NEXT:   getelementptr inbounds i8, ptr [[V]], i64 12
define ptr @one_variable_index(ptr %p, i64 %i) {
  %a = getelementptr inbounds [16 x [4 x i32]], ptr %p, i64 0, i64 %i, i64 3
  ret ptr %a
}

; CHECK-LABEL: define <2 x ptr> @vector_of_addresses(
; CHECK-NEXT:   %a = getelementptr [4 x i32], ptr %p, <2 x i64> %i, <2 x i64> %j
define <2 x ptr> @vector_of_addresses(ptr %p, <2 x i64> %i, <2 x i64> %j) {
  %a = getelementptr [4 x i32], ptr %p, <2 x i64> %i, <2 x i64> %j
  ret <2 x ptr> %a
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
