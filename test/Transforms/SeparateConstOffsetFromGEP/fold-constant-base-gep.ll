; SeparateConstOffsetFromGEP splits a GEP into a variadic part and a constant
; offset. Where the GEP is based on a GEP of constant indices (InstCombine's
; "gep i8 %p, -4" for a reverse iterator's "- 1"), the variadic part is now
; based on %p and the base's constant joins the offset
; (separate-const-offset-folds-constant-base-gep.patch, LLVM 21's
; behaviour). Two accesses that differ only in their constant then share
; their variadic part: Thrust's tabulate over a reverse iterator stores
; through [%rd+-4] and [%rd+-1028] of one address, as clang 22 compiles it.
;
; RUN: opt -passes=separate-const-offset-from-gep -S %s -o - | FileCheck %s --check-prefixes=CHECK,FOLD
; RUN: opt -passes=separate-const-offset-from-gep -separate-const-offset-fold-constant-base=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KEEP
; RUN: %debian_opt -passes=separate-const-offset-from-gep -S %s -o - | FileCheck %s --check-prefixes=CHECK,KEEP
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @reverse_pair(
; FOLD:        [[V:%.*]] = getelementptr i32, ptr %p, i64 %neg
; FOLD-NEXT:   [[A:%.*]] = getelementptr i8, ptr [[V]], i64 -4
; FOLD:        [[V2:%.*]] = getelementptr i32, ptr %p, i64 %neg
; FOLD-NEXT:   [[B:%.*]] = getelementptr i8, ptr [[V2]], i64 -1028
; FOLD-NOT:    getelementptr i8, ptr %p, i64 -4
; KEEP:        %base = getelementptr i8, ptr %p, i64 -4
; KEEP:        getelementptr i8, ptr %{{.*}}, i64 -1024
; PTX-LABEL:   .visible .func reverse_pair(
; PTX:         st.u32 [[[R:%rd[0-9]+]]+-4],
; PTX-NEXT:    st.u32 [[[R]]+-1028],
define void @reverse_pair(ptr %p, i64 %i, i32 %v, i32 %w) {
  %base = getelementptr i8, ptr %p, i64 -4
  %neg = sub i64 0, %i
  %a = getelementptr i32, ptr %base, i64 %neg
  store i32 %v, ptr %a, align 4
  %i256 = add nsw i64 %i, 256
  %neg256 = sub i64 0, %i256
  %b = getelementptr i32, ptr %base, i64 %neg256
  store i32 %w, ptr %b, align 4
  ret void
}

; The offset's GEP is inbounds only where both GEPs were; a base GEP used
; elsewhere stays for that use.
; CHECK-LABEL: define ptr @inbounds_and_other_uses(
; FOLD:        %base = getelementptr inbounds i8, ptr %p, i64 8
; FOLD:        [[V:%.*]] = getelementptr i32, ptr %p, i64 %i
; FOLD-NEXT:   getelementptr inbounds i8, ptr [[V]], i64 48
; FOLD:        [[V2:%.*]] = getelementptr i32, ptr %p, i64 %i
; FOLD-NEXT:   getelementptr i8, ptr [[V2]], i64 48
; FOLD:        ret ptr %base
; KEEP:        i8, ptr %{{[0-9]+}}, i64 40
define ptr @inbounds_and_other_uses(ptr %p, ptr %q, i64 %i) {
  %base = getelementptr inbounds i8, ptr %p, i64 8
  %j = add nsw i64 %i, 10
  %a = getelementptr inbounds i32, ptr %base, i64 %j
  store i32 0, ptr %a, align 4
  %plain = getelementptr i8, ptr %p, i64 8
  %b = getelementptr inbounds i32, ptr %plain, i64 %j
  store i32 1, ptr %b, align 4
  ret ptr %base
}
