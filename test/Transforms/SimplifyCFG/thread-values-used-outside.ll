; SimplifyCFG threads a predecessor that knows a branch's condition across the
; branch's block even where a value of that block is used in another block,
; for an NVPTX target, if that block is a successor only the branch's block
; reaches and no threaded edge goes to
; (simplifycfg-thread-values-used-outside.patch; LLVM 20 threads there too).
; Every path to the use still goes through the block, so no phi is needed.
; CUB's block reduction tests the same thread index twice, with the reduced
; value merged between the tests; LLVM 19 kept the second test as a second
; branch (block_sums of the SASS corpus: 52 SASS instructions on sm_100a,
; now 49, clang 22's 49). Where a use would need a phi of the block's and the
; threaded edge's values, nothing changes: the SASS corpus measured that form
; and it cost registers. Host triples keep 19.1.7's output, and the switch
; turns the rule off.
;
; RUN: opt -passes=simplifycfg -S %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX
; RUN: opt -passes=simplifycfg -simplifycfg-thread-values-used-outside=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KEPT
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

; Only %test knows %first, and its threaded edge would go to %store, where
; %total is used: %store would need a phi of %sum and %total. Not threaded.
; CHECK-LABEL: define void @use_in_threaded_destination(
; CHECK:       merge:
; CHECK-NEXT:    %total = phi float [ %sum, %test ], [ %v, %other ]
; CHECK-NEXT:    br i1 %first, label %store, label %done
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

; A phi that takes the value is left alone (the threaded edge would reach
; the phi's block on another path).
; CHECK-LABEL: define i32 @used_by_phi(
; CHECK:       merge:
; CHECK-NEXT:    %m = phi i32
; CHECK:         br i1 %first, label %then2, label %exit
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
