; cmpxchg with its success/failure orderings and sync scope
; (atomic-cmpxchg-orderings.patch). LLVM 19 selected every i32/i64 cmpxchg
; as atom.cas, which PTX defines as .relaxed at .gpu scope (PTX ISA, "atom"),
; whatever its ordering and scope. The cmpxchg's ordering is the merged one
; (the stronger of the two, release with acquire failure being acq_rel):
;   sm_70+: atom.{acquire,release,acq_rel}.S.cas; seq_cst is fence.sc.S then
;   atom.acquire.S.cas (the atomics ABI); monotonic is atom.S.cas. S: .cta
;   ("block", and "singlethread", atom's narrowest), .cluster (sm_90+; .gpu
;   below), .gpu ("device"), .sys (system). Monotonic at device scope stays
;   LLVM 19's atom.cas.
;   sm_60: atom.cas with .cta/.sys (no .sem there), membar.cta/.gl/.sys before
;   it for release or stronger and after it for acquire or stronger.
;
; RUN: llc -mcpu=sm_60 %s -o - | FileCheck %s --check-prefix=SM60
; RUN: llc -mcpu=sm_70 %s -o - | FileCheck %s --check-prefix=SM70
; RUN: llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=SM90
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=SM90
; RUN: llc -mcpu=sm_120a -O0 %s -o - | FileCheck %s --check-prefix=SM90
; ptxas 13.0 assembles no target below sm_75; it takes sm_60 and sm_70 PTX
; for sm_75, checking the instructions against the PTX's own .target.
; RUN: %if ptxas %{ llc -mcpu=sm_60 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_70 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90 %s -o - | %ptxas -c -arch=sm_90 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; ---- every success/failure ordering pair LLVM allows (system scope, generic)

define i32 @cas_monotonic_monotonic_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_acquire_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new monotonic acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_seq_cst_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new monotonic seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_monotonic_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acquire monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_seq_cst_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acquire seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_acquire_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new release acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_seq_cst_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new release seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_monotonic_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acq_rel monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_seq_cst_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new acq_rel seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_monotonic_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_acquire_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_system_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- every ordering x sync scope x address space (i32)

define i32 @cas_monotonic_monotonic_singlethread_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_singlethread_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("singlethread") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_singlethread_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("singlethread") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_block_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("block") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_block_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("block") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_block_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("block") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_cluster_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("cluster") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_cluster_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("cluster") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_cluster_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("cluster") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_device_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("device") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("device") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("device") monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_system_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_monotonic_monotonic_system_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_monotonic_monotonic_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_singlethread_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_singlethread_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("singlethread") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_singlethread_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("singlethread") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_block_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("block") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_block_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("block") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_block_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("block") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_cluster_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("cluster") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_cluster_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("cluster") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_cluster_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("cluster") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_device_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("device") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_device_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("device") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_device_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("device") acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_system_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acquire_acquire_system_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new acquire acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acquire_acquire_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_singlethread_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_singlethread_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("singlethread") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_singlethread_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("singlethread") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_block_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("block") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_block_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("block") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_block_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("block") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_cluster_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("cluster") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_cluster_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("cluster") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_cluster_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("cluster") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_device_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("device") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("device") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("device") release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_system_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_release_monotonic_system_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new release monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_release_monotonic_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_singlethread_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_singlethread_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("singlethread") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_singlethread_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("singlethread") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_block_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("block") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_block_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("block") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_block_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("block") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_cluster_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("cluster") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_cluster_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("cluster") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_cluster_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("cluster") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_device_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("device") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_device_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("device") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_device_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("device") acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_system_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_acq_rel_acquire_system_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new acq_rel acquire
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_acq_rel_acquire_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_singlethread_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_singlethread_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("singlethread") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_singlethread_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("singlethread") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_block_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("block") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_block_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("block") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_block_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("block") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_cluster_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("cluster") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_cluster_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("cluster") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_cluster_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("cluster") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_device_generic_i32(ptr %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("device") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_device_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new syncscope("device") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_device_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new syncscope("device") seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_system_global_i32(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @cas_seq_cst_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %cmp, i32 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- i64

define i64 @cas_monotonic_monotonic_block_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("block") monotonic monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_monotonic_monotonic_block_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_monotonic_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("device") monotonic monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_monotonic_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_monotonic_monotonic_system_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new monotonic monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_monotonic_monotonic_system_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_monotonic_monotonic_system_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_monotonic_monotonic_system_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acquire_acquire_block_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("block") acquire acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acquire_acquire_block_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acquire_acquire_device_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("device") acquire acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acquire_acquire_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acquire_acquire_system_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new acquire acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acquire_acquire_system_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acquire_acquire_system_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acquire_acquire_system_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_release_monotonic_block_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("block") release monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_release_monotonic_block_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_release_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("device") release monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_release_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_release_monotonic_system_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new release monotonic
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_release_monotonic_system_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_release_monotonic_system_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_release_monotonic_system_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acq_rel_acquire_block_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("block") acq_rel acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acq_rel_acquire_block_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acq_rel_acquire_device_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("device") acq_rel acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acq_rel_acquire_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_acq_rel_acquire_system_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new acq_rel acquire
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_acq_rel_acquire_system_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_acq_rel_acquire_system_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_acq_rel_acquire_system_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_seq_cst_seq_cst_block_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("block") seq_cst seq_cst
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_block_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_seq_cst_seq_cst_device_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new syncscope("device") seq_cst seq_cst
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @cas_seq_cst_seq_cst_system_global_i64(ptr addrspace(1) %p, i64 %cmp, i64 %new) {
  %pair = cmpxchg ptr addrspace(1) %p, i64 %cmp, i64 %new seq_cst seq_cst
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_system_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: cas_seq_cst_seq_cst_system_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: cas_seq_cst_seq_cst_system_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- i8/i16: LLVM's 32-bit CAS loop, whose atom.cas takes the ordering and
; scope (each attempt is then ordered; the one that succeeds, or whose value
; fails the comparison, gives the cmpxchg its ordering)

define i16 @cas_seq_cst_seq_cst_system_generic_i16(ptr %p, i16 %cmp, i16 %new) {
  %pair = cmpxchg ptr %p, i16 %cmp, i16 %new seq_cst seq_cst
  %old = extractvalue { i16, i1 } %pair, 0
  ret i16 %old
}
; SM60-LABEL: cas_seq_cst_seq_cst_system_generic_i16(
; SM60: membar.sys;
; SM60: atom.sys.cas.b32
; SM60: membar.sys;
; SM70-LABEL: cas_seq_cst_seq_cst_system_generic_i16(
; SM70: fence.sc.sys;
; SM70-NEXT: atom.acquire.sys.cas.b32
; SM90-LABEL: cas_seq_cst_seq_cst_system_generic_i16(
; SM90: fence.sc.sys;
; SM90-NEXT: atom.acquire.sys.cas.b32

define i8 @cas_acquire_monotonic_block_shared_i8(ptr addrspace(3) %p, i8 %cmp, i8 %new) {
  %pair = cmpxchg ptr addrspace(3) %p, i8 %cmp, i8 %new syncscope("block") acquire monotonic
  %old = extractvalue { i8, i1 } %pair, 0
  ret i8 %old
}
; SM60-LABEL: cas_acquire_monotonic_block_shared_i8(
; SM60-NOT: membar
; SM60: atom.cta.shared.cas.b32
; SM60: membar.cta;
; SM70-LABEL: cas_acquire_monotonic_block_shared_i8(
; SM70-NOT: fence
; SM70: atom.acquire.cta.shared.cas.b32
; SM90-LABEL: cas_acquire_monotonic_block_shared_i8(
; SM90-NOT: fence
; SM90: atom.acquire.cta.shared.cas.b32

; ---- 32-bit pointers
; RUN: llc -mtriple=nvptx -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=PTR32
; PTR32-LABEL: cas_seq_cst_seq_cst_system_generic_i32(
; PTR32: fence.sc.sys;
; PTR32: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; PTR32-LABEL: cas_acq_rel_acquire_cluster_global_i32(
; PTR32: atom.acq_rel.cluster.global.cas.b32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
