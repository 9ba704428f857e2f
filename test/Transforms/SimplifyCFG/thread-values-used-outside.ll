; SimplifyCFG threads a predecessor that knows a branch's condition across the
; branch's block even where a value of that block is used in another block,
; for an NVPTX target, if that block is a successor only the branch's block
; reaches and no threaded edge goes to
; (simplifycfg-thread-values-used-outside.patch; LLVM 20 threads there too).
; Every path to the use still goes through the block, so no phi is needed.
; CUB's block reduction tests the same thread index twice, with the reduced
; value merged between the tests; LLVM 19 kept the second test as a second
; branch (block_sums of the SASS corpus: 52 SASS instructions on sm_100a,
; now 49, clang 22's 49).
;
; A value may also reach the successor that an edge is threaded to, through
; that successor's phis, or through its instructions when only the block
; reaches it (a phi is made there first): the threaded edge brings the phis
; its own value. CUB's reduce kernels merge three reduction paths in a block
; only to branch on which path it was ("if (tid == 0) out = v"). LLVM 20
; repairs SSA with phis wherever a use is; the SASS corpus measured that form
; and it cost registers, so uses elsewhere still keep the branch.
;
; Host triples keep 19.1.7's output, and two switches turn the rules off.
;
; RUN: opt -passes=simplifycfg -S %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX
; RUN: opt -passes=simplifycfg -simplifycfg-thread-values-used-outside=false \
; RUN:   -simplifycfg-thread-into-successor-phis=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KEPT
; RUN: opt -passes=simplifycfg -simplifycfg-thread-into-successor-phis=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,NOPHIS
; RUN: sed -e 's/^target triple = .*/target triple = "x86_64-unknown-linux-gnu"/' %s \
; RUN:   | opt -passes=simplifycfg -S -o - | FileCheck %s --check-prefixes=CHECK,KEPT
; RUN: opt -passes=simplifycfg %s | llc -mcpu=sm_100a -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ opt -passes=simplifycfg %s | llc -mcpu=sm_100a -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
;
; Debian's opt 19 keeps both branches:
; RUN: %debian_opt -passes=simplifycfg -S %s -o - | FileCheck %s --check-prefixes=CHECK,KEPT

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0()

; Both predecessors of %merge know %first: each goes straight to the block it
; would reach, and the store reads the sum from the reduction directly.
; CHECK-LABEL: define void @reduce_then_store(
; NVPTX:       br i1 %first, label %reduce, label %done
; NVPTX:       reduce:
; NVPTX:         %sum = fadd float %v, %w
; NVPTX-NEXT:    store float %sum, ptr %out, align 4
; NVPTX-NOT:   phi
; NVPTX-NOT:   br i1 %first
; KEPT:        merge:
; KEPT-NEXT:     %total = phi float [ %sum, %reduce ], [ %v, %entry ]
; KEPT-NEXT:     br i1 %first, label %store, label %done
; PTX-LABEL:   .visible .func reduce_then_store(
; PTX:         @%p{{[0-9]+}} bra
; PTX-NOT:     @%p{{[0-9]+}} bra
; PTX:         ret;
define void @reduce_then_store(ptr %shared, ptr %out, float %v, i32 %tid) {
entry:
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %reduce, label %merge

reduce:
  %w = load float, ptr %shared, align 4
  %sum = fadd float %v, %w
  br label %merge

merge:
  %total = phi float [ %sum, %reduce ], [ %v, %entry ]
  br i1 %first, label %store, label %done

store:
  store float %total, ptr %out, align 4
  br label %done

done:
  ret void
}

; Only %test knows %first, and its threaded edge goes to %store, where
; %total is used: %store gets a phi of %sum (the edge's) and %total (%merge's,
; now %v, as %merge folds into %other).
; CHECK-LABEL: define void @use_in_threaded_destination(
; NVPTX:       test:
; NVPTX:         br i1 %first, label %store, label %done
; NVPTX:       store:
; NVPTX-NEXT:    %total.in = phi float [ %v, %other ], [ %sum, %test ]
; NVPTX-NEXT:    store float %total.in, ptr %out, align 4
; KEPT:        merge:
; KEPT-NEXT:     %total = phi float [ %sum, %test ], [ %v, %other ]
; KEPT-NEXT:     br i1 %first, label %store, label %done
; NOPHIS:      merge:
; NOPHIS-NEXT:   %total = phi float [ %sum, %test ], [ %v, %other ]
; NOPHIS-NEXT:   br i1 %first, label %store, label %done
define void @use_in_threaded_destination(ptr %shared, ptr %out, float %v, i32 %tid, i1 %c) {
entry:
  %first = icmp eq i32 %tid, 0
  br i1 %c, label %test, label %other

test:
  %w = load float, ptr %shared, align 4
  %sum = fadd float %v, %w
  br i1 %first, label %merge, label %done

other:
  call void @llvm.nvvm.barrier0()
  br label %merge

merge:
  %total = phi float [ %sum, %test ], [ %v, %other ]
  br i1 %first, label %store, label %done

store:
  store float %total, ptr %out, align 4
  br label %done

done:
  ret void
}

; A value the block computes (not only a phi) is used in the successor that
; the threaded edge skips: %entry goes straight to %exit, and %then2 keeps
; %q from %merge, now reached from %then1 alone.
; CHECK-LABEL: define void @computed_value_used_past_block(
; NVPTX:       entry:
; NVPTX:         br i1 %first, label %then1, label %exit
; NVPTX:       then1:
; NVPTX:         store volatile i32 %a, ptr %p
; NVPTX-NEXT:    %q = add i32 %a, 1
; NVPTX-NEXT:    store volatile i32 %q, ptr %p
; NVPTX-NOT:   br i1 %first
; KEPT:        merge:
; KEPT-NEXT:     %m = phi i32 [ %a, %then1 ], [ 0, %entry ]
; KEPT-NEXT:     %q = add i32 %m, 1
; KEPT-NEXT:     br i1 %first, label %then2, label %exit
define void @computed_value_used_past_block(i32 %tid, i32 %x, ptr %p) {
entry:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %then1, label %merge

then1:
  %a = mul i32 %x, 3
  store volatile i32 %a, ptr %p
  br label %merge

merge:
  %m = phi i32 [ %a, %then1 ], [ 0, %entry ]
  %q = add i32 %m, 1
  br i1 %first, label %then2, label %exit

then2:
  store volatile i32 %q, ptr %p
  br label %exit

exit:
  ret void
}

; A phi of a successor takes the value: the edge threaded from %entry to
; %exit brings it %q's value on that edge, 0 + 1.
; CHECK-LABEL: define i32 @used_by_phi(
; NVPTX:       entry:
; NVPTX-NEXT:    %first = icmp eq i32 %tid, 0
; NVPTX-NEXT:    br i1 %first, label %then1, label %exit
; NVPTX:       exit:
; NVPTX-NEXT:    %res = phi i32 [ 7, %then1 ], [ 1, %entry ]
; KEPT:        merge:
; KEPT-NEXT:     %m = phi i32
; KEPT:          br i1 %first, label %then2, label %exit
; NOPHIS:      merge:
; NOPHIS-NEXT:   %m = phi i32
; NOPHIS:        br i1 %first, label %then2, label %exit
define i32 @used_by_phi(i32 %tid, i32 %x, ptr %p) {
entry:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %then1, label %merge

then1:
  %a = mul i32 %x, 3
  store volatile i32 %a, ptr %p
  br label %merge

merge:
  %m = phi i32 [ %a, %then1 ], [ 0, %entry ]
  %q = add i32 %m, 1
  br i1 %first, label %then2, label %exit

then2:
  store volatile i32 %q, ptr %p
  br label %exit

exit:
  %res = phi i32 [ 7, %then2 ], [ %q, %merge ]
  ret i32 %res
}

; CUB's reduce kernels: three reduction paths end in %merge with the flag
; that says whether this thread stores, and the value; %merge only branches
; on the flag. Every predecessor knows it, so each goes straight on, and
; %store takes the value of the two that store.
; CHECK-LABEL: define void @reduce_paths_store(
; NVPTX-NOT:   phi i1
; NVPTX:       path.b:
; NVPTX:         br label %exit
; NVPTX:       store.critedge:
; NVPTX-NEXT:    %v.ph = phi float [ %c, %path.c ], [ %a, %path.a ]
; NVPTX-NEXT:    store float %v.ph, ptr %out, align 4
; NVPTX-NOT:   phi i1
; KEPT:        merge:
; KEPT-NEXT:     %flag = phi i1 [ true, %path.a ], [ false, %path.b ], [ true, %path.c ]
; KEPT-NEXT:     %v = phi float [ %a, %path.a ], [ %b, %path.b ], [ %c, %path.c ]
; KEPT-NEXT:     br i1 %flag, label %store, label %exit
; NOPHIS:      merge:
; NOPHIS:        br i1 %flag, label %store, label %exit
define void @reduce_paths_store(i32 %sel, float %x, ptr %out) {
entry:
  switch i32 %sel, label %path.c [
    i32 0, label %path.a
    i32 1, label %path.b
  ]

path.a:
  %a = fadd float %x, 1.0
  br label %merge

path.b:
  %b = fadd float %x, 2.0
  store volatile float %b, ptr %out
  br label %merge

path.c:
  %c = fmul float %x, 3.0
  br label %merge

merge:
  %flag = phi i1 [ true, %path.a ], [ false, %path.b ], [ true, %path.c ]
  %v = phi float [ %a, %path.a ], [ %b, %path.b ], [ %c, %path.c ]
  br i1 %flag, label %store, label %exit

store:
  store float %v, ptr %out, align 4
  br label %exit

exit:
  ret void
}

; A use further on than the successor (in %after, past %store) would need
; a phi there too: not threaded.
; CHECK-LABEL: define void @use_past_destination(
; CHECK:       merge:
; CHECK-NEXT:    %flag = phi i1 [ true, %path.a ], [ false, %path.b ]
; CHECK-NEXT:    %v = phi float [ %a, %path.a ], [ %b, %path.b ]
; CHECK-NEXT:    br i1 %flag, label %store, label %exit
define void @use_past_destination(i1 %sel, float %x, ptr %out, i1 %again) {
entry:
  br i1 %sel, label %path.a, label %path.b

path.a:
  %a = fadd float %x, 1.0
  store volatile float %a, ptr %out
  br label %merge

path.b:
  %b = fadd float %x, 2.0
  store volatile float %b, ptr %out
  br label %merge

merge:
  %flag = phi i1 [ true, %path.a ], [ false, %path.b ]
  %v = phi float [ %a, %path.a ], [ %b, %path.b ]
  br i1 %flag, label %store, label %exit

store:
  store volatile float 0.0, ptr %out, align 4
  br i1 %again, label %after, label %exit

after:
  store float %v, ptr %out, align 4
  br label %exit

exit:
  ret void
}
