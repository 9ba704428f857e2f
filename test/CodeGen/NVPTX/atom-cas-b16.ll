; The 16-bit compare-and-swap (atom-cas-b16-scoped-intrinsics.patch).
; llvm.nvvm.atomic.cas.gen.i.cta/.sys on i16 (clang's
; __nvvm_atom_cta_cas_gen_us and __nvvm_atom_sys_cas_gen_us) is
; atom.cta/.sys.cas.b16, which needs sm_70 and PTX 6.3 (PTX ISA, "atom");
; LLVM 19 stopped with "Cannot select". The forms are llc 22's, operand for
; operand. A plain cmpxchg i16 stays LLVM's 32-bit CAS loop, as in llc 22:
; ptxas expands atom.cas.b16 into that loop itself. Below sm_70 or PTX 6.3
; the scoped call is an error naming what it needs, not an abort.
;
; RUN: llc -mcpu=sm_70 -mattr=+ptx63 %s -o - | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: llc -mcpu=sm_90a %s -o - | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: llc -mcpu=sm_100a -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: llc -mcpu=sm_120a %s -o - | FileCheck %s --check-prefixes=CHECK,PTR64
; RUN: llc -mtriple=nvptx -mcpu=sm_70 -mattr=+ptx63 %s -o - | FileCheck %s --check-prefixes=CHECK,PTR32
; ptxas 13.0 refuses sm_70 itself: sm_75 is the lowest it assembles.
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90a %s -o - | %ptxas -c -arch=sm_90a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: not llc -mcpu=sm_70 -mattr=+ptx62 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX62
; RUN: not llc -mcpu=sm_60 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: cta_rr(
; PTR64-DAG: ld.param.u64 [[P:%rd[0-9]+]], [cta_rr_param_0];
; PTR32-DAG: ld.param.u32 [[P:%r[0-9]+]], [cta_rr_param_0];
; CHECK-DAG: ld.param.u16 [[CMP:%rs[0-9]+]], [cta_rr_param_1];
; CHECK-DAG: ld.param.u16 [[NEW:%rs[0-9]+]], [cta_rr_param_2];
; CHECK: atom.cta.cas.b16 [[OLD:%rs[0-9]+]], [[[P]]], [[CMP]], [[NEW]];
; CHECK: cvt.u32.u16 [[R:%r[0-9]+]], [[OLD]];
; CHECK: st.param.b32 [func_retval0+0], [[R]];
; PTX62: error: {{.*}}in function cta_rr {{.*}}intrinsic 'llvm.nvvm.atomic.cas.gen.i.cta.i16.p0' (atom.cas.b16) is not available on sm_70 (PTX 6.2): it needs sm_70 or later and PTX 6.3
; SM60: error: {{.*}}in function cta_rr {{.*}}intrinsic 'llvm.nvvm.atomic.cas.gen.i.cta.i16.p0' (atom.cas.b16) is not available on sm_60 (PTX 5.0): it needs sm_70 or later and PTX 6.3
define i16 @cta_rr(ptr %p, i16 %cmp, i16 %new) {
  %old = call i16 @llvm.nvvm.atomic.cas.gen.i.cta.i16.p0(ptr %p, i16 %cmp, i16 %new)
  ret i16 %old
}

; CHECK-LABEL: sys_rr(
; CHECK: atom.sys.cas.b16 %rs{{[0-9]+}}, [%r{{d?}}{{[0-9]+}}], %rs{{[0-9]+}}, %rs{{[0-9]+}};
; PTX62: error: {{.*}}in function sys_rr {{.*}}intrinsic 'llvm.nvvm.atomic.cas.gen.i.sys.i16.p0' (atom.cas.b16) is not available on sm_70 (PTX 6.2)
; SM60: error: {{.*}}in function sys_rr {{.*}}intrinsic 'llvm.nvvm.atomic.cas.gen.i.sys.i16.p0' (atom.cas.b16) is not available on sm_60
define i16 @sys_rr(ptr %p, i16 %cmp, i16 %new) {
  %old = call i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr %p, i16 %cmp, i16 %new)
  ret i16 %old
}

; Immediate operands stay immediates.
; CHECK-LABEL: cta_ir(
; CHECK: atom.cta.cas.b16 %rs{{[0-9]+}}, [%r{{d?}}{{[0-9]+}}], 7, %rs{{[0-9]+}};
define i16 @cta_ir(ptr %p, i16 %new) {
  %old = call i16 @llvm.nvvm.atomic.cas.gen.i.cta.i16.p0(ptr %p, i16 7, i16 %new)
  ret i16 %old
}

; CHECK-LABEL: sys_ri(
; CHECK: atom.sys.cas.b16 %rs{{[0-9]+}}, [%r{{d?}}{{[0-9]+}}], %rs{{[0-9]+}}, -2;
define i16 @sys_ri(ptr %p, i16 %cmp) {
  %old = call i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr %p, i16 %cmp, i16 -2)
  ret i16 %old
}

; CHECK-LABEL: sys_ii(
; CHECK: atom.sys.cas.b16 %rs{{[0-9]+}}, [%r{{d?}}{{[0-9]+}}], 1, 2;
define i16 @sys_ii(ptr %p) {
  %old = call i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr %p, i16 1, i16 2)
  ret i16 %old
}

; The 32-bit form is unchanged.
; CHECK-LABEL: cta_i32(
; CHECK: atom.cta.cas.b32 %r{{[0-9]+}}, [%r{{d?}}{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
define i32 @cta_i32(ptr %p, i32 %cmp, i32 %new) {
  %old = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %p, i32 %cmp, i32 %new)
  ret i32 %old
}

; cmpxchg i16: the aligned word, a mask, and a loop of atom.cas.b32, which
; has the cmpxchg's ordering and scope (atomic-cmpxchg-orderings.patch:
; seq_cst at system scope is fence.sc.sys then atom.acquire.sys.cas).
; CHECK-LABEL: cmpxchg_i16(
; CHECK-NOT: cas.b16
; CHECK: mov.b32 %r{{[0-9]+}}, 65535;
; CHECK: {{^}}$L__BB{{[0-9_]+}}: // %partword.cmpxchg.loop
; CHECK: fence.sc.sys;
; CHECK-NEXT: atom.acquire.sys.cas.b32
; CHECK-NOT: cas.b16
; CHECK: // %partword.cmpxchg.end
; CHECK-NOT: cas.b16
; CHECK: ret;
define i16 @cmpxchg_i16(ptr %p, i16 %cmp, i16 %new) {
  %pair = cmpxchg ptr %p, i16 %cmp, i16 %new seq_cst seq_cst
  %old = extractvalue { i16, i1 } %pair, 0
  ret i16 %old
}

declare i16 @llvm.nvvm.atomic.cas.gen.i.cta.i16.p0(ptr, i16, i16)
declare i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr, i16, i16)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
