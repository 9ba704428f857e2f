; The always-inliner erases an always_inline function that is alone in its
; comdat (a template instantiation, as clang emits one) as soon as it is
; inlined everywhere and unused (always-inliner-erase-lone-comdat-functions.patch),
; not when the pass ends: its analyses are cleared (and it is erased) before
; the pass goes on to the next function. A function whose comdat has other
; members waits for the end, and stays if one of them is not a dead function. The IR out
; is Debian's LLVM 19.1.7's.
;
; RUN: opt -passes=always-inline -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ORDER
; ORDER:      Running pass: AlwaysInlinerPass on [module]
; ORDER:      Running analysis: AAManager on leaf
; ORDER-NOT:  AAManager on mid
; ORDER:      Clearing all analysis results for: leaf
; ORDER:      Running analysis: AAManager on mid
; ORDER-NOT:  AAManager on pair_dead_fn
; ORDER:      Clearing all analysis results for: mid
; ORDER:      Running analysis: AAManager on pair_dead_fn
; ORDER-NOT:  Clearing all analysis results for: pair_dead_fn
; ORDER:      Running analysis: AAManager on pair_live_fn
; ORDER:      Clearing all analysis results for: pair_dead_fn
; ORDER:      Clearing all analysis results for: pair_dead_fn2
; ORDER-NOT:  Clearing all analysis results for: pair_live_fn
;
; RUN: opt -passes=always-inline -S %s -o %t.ours.ll
; RUN: %debian_opt -passes=always-inline -S %s -o %t.debian.ll
; RUN: diff %t.debian.ll %t.ours.ll
; RUN: FileCheck %s --check-prefix=IR < %t.ours.ll
; IR-NOT:   define {{.*}} @leaf(
; IR-NOT:   define {{.*}} @mid(
; IR-NOT:   define {{.*}} @pair_dead_fn
; IR:       define linkonce_odr i32 @pair_live_fn(i32 %x) {{.*}}comdat($pair_live)
; IR-LABEL: define i32 @kernel(
; IR-NOT:   call
; IR:       ret i32

$leaf = comdat any
$mid = comdat any
$pair_dead = comdat any
$pair_live = comdat any

; In a comdat with a variable the kernel uses: kept.
@pair_live_var = linkonce_odr global i32 0, comdat($pair_live)

define linkonce_odr i32 @leaf(i32 %x) #0 comdat {
  %r = mul i32 %x, 3
  ret i32 %r
}

define linkonce_odr i32 @mid(i32 %x) #0 comdat {
  %a = call i32 @leaf(i32 %x)
  %r = add i32 %a, 1
  ret i32 %r
}

; Two functions in one comdat, both dead once inlined: erased at the end.
define linkonce_odr i32 @pair_dead_fn(i32 %x) #0 comdat($pair_dead) {
  %r = sub i32 %x, 5
  ret i32 %r
}

define linkonce_odr i32 @pair_dead_fn2(i32 %x) #0 comdat($pair_dead) {
  %r = sub i32 %x, 9
  ret i32 %r
}

define linkonce_odr i32 @pair_live_fn(i32 %x) #0 comdat($pair_live) {
  %r = xor i32 %x, 7
  ret i32 %r
}

define i32 @kernel(i32 %x) {
  %a = call i32 @mid(i32 %x)
  %b0 = call i32 @pair_dead_fn(i32 %a)
  %b = call i32 @pair_dead_fn2(i32 %b0)
  %c = call i32 @pair_live_fn(i32 %b)
  %v = load i32, ptr @pair_live_var
  %r = add i32 %c, %v
  ret i32 %r
}

attributes #0 = { alwaysinline }
