; The optimization pipeline gives a Blackwell intrinsic declared without
; attributes (by name only, as some frontends write IR) upstream's
; attributes before anything optimizes its calls: here tcgen05.ld, a
; convergent .sync.aligned warp instruction, in both arms of a branch. With
; `convergent` SimplifyCFG must not sink the two calls into one after the
; join (a warp whose lanes diverged would then execute one tcgen05.ld with
; mixed addresses); without it, it does, as the second RUN shows.
; RUN: opt -S -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -passes='default<O2>' %s | FileCheck %s --check-prefix=O2
; O2: declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) nocapture, i1 immarg) #[[ATTRS:[0-9]+]]
; O2-COUNT-2: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(
; O2: attributes #[[ATTRS]] = { convergent nounwind memory(argmem: readwrite)
;
; The pass is the pipeline's: a bare SimplifyCFG, on the declaration as
; written, merges the calls.
; RUN: opt -S -passes='simplifycfg<sink-common-insts>' %s | FileCheck %s --check-prefix=BARE
; BARE: declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1){{$}}
; BARE-COUNT-1: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(
; BARE-NOT: call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(

target triple = "nvptx64-nvidia-cuda"

declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)

define <2 x i32> @f(i1 %c, ptr addrspace(6) %t1, ptr addrspace(6) %t2) {
entry:
  br i1 %c, label %then, label %else
then:
  %v1 = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t1, i1 false)
  br label %join
else:
  %v2 = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t2, i1 false)
  br label %join
join:
  %v = phi <2 x i32> [ %v1, %then ], [ %v2, %else ]
  ret <2 x i32> %v
}
