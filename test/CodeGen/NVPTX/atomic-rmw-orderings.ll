; atomicrmw with its ordering and sync scope (atomic-rmw-orderings.patch).
; LLVM 19 selected every atomicrmw it does not expand as atom.op, which PTX
; defines as .relaxed at .gpu scope (PTX ISA, "atom"), whatever its ordering
; and scope. Now, as for cmpxchg (NVIDIA's atomics ABI, CUDA "PTX
; Interoperability"):
;   sm_70+: atom.{acquire,release,acq_rel}.S.op; seq_cst is fence.sc.S then
;   atom.acquire.S.op; monotonic is atom.S.op. S: .cta ("block", and
;   "singlethread", atom's narrowest), .cluster (sm_90+; .gpu below), .gpu
;   ("device"), .sys (system). Monotonic at device scope stays LLVM 19's
;   atom.op.
;   sm_60: atom.op with .cta/.sys (no .sem there), membar.cta/.gl/.sys before
;   it for release or stronger and after it for acquire or stronger.
; The checks of the first sections are written from that table.
;
; RUN: llc -mcpu=sm_60 %s -o - | FileCheck %s --check-prefixes=SM60,ALL
; atom.add.noftz.f16 needs PTX 6.3 (sm_70's default is 6.0).
; RUN: llc -mcpu=sm_70 -mattr=+ptx63 %s -o - | FileCheck %s --check-prefixes=SM70,ALL
; RUN: llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=SM90,ALL
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefixes=SM90,ALL
; RUN: llc -mcpu=sm_120a -O0 %s -o - | FileCheck %s --check-prefixes=SM90,ALL
; RUN: llc -mcpu=sm_90 --nvptx-short-ptr %s -o - | FileCheck %s --check-prefix=SHORT
; ptxas 13.0 assembles no target below sm_75; it takes sm_60 and sm_70 PTX
; for sm_75, checking the instructions against the PTX's own .target.
; RUN: %if ptxas %{ llc -mcpu=sm_60 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_70 -mattr=+ptx63 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90 %s -o - | %ptxas -c -arch=sm_90 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90 --nvptx-short-ptr %s -o - | %ptxas -c -arch=sm_90 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; ---- every ordering at every scope (atomicrmw add i32, generic address)

define i32 @add_monotonic_singlethread_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("singlethread") monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acquire_singlethread_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("singlethread") acquire
  ret i32 %old
}
; SM60-LABEL: add_acquire_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_acquire_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acquire_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_release_singlethread_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("singlethread") release
  ret i32 %old
}
; SM60-LABEL: add_release_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_release_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_release_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_singlethread_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("singlethread") acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_acq_rel_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_singlethread_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("singlethread") seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_seq_cst_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_monotonic_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acquire_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SM60-LABEL: add_acquire_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: add_acquire_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acquire_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_release_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") release
  ret i32 %old
}
; SM60-LABEL: add_release_block_generic_i32(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_release_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_release_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_block_generic_i32(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: add_acq_rel_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_block_generic_i32(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: add_seq_cst_block_generic_i32(
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_block_generic_i32(
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_monotonic_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acquire_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") acquire
  ret i32 %old
}
; SM60-LABEL: add_acquire_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acquire_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acquire_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_release_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") release
  ret i32 %old
}
; SM60-LABEL: add_release_cluster_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_release_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_release_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_cluster_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acq_rel_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_cluster_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_seq_cst_cluster_generic_i32(
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_cluster_generic_i32(
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_monotonic_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acquire_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") acquire
  ret i32 %old
}
; SM60-LABEL: add_acquire_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acquire_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acquire_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_release_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") release
  ret i32 %old
}
; SM60-LABEL: add_release_device_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_release_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_release_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_device_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acq_rel_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_device_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_seq_cst_device_generic_i32(
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_device_generic_i32(
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_monotonic_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acquire_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v acquire
  ret i32 %old
}
; SM60-LABEL: add_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_release_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v release
  ret i32 %old
}
; SM60-LABEL: add_release_system_generic_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_release_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_release_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_system_generic_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_acq_rel_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_system_generic_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_seq_cst_system_generic_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_system_generic_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- every address space, at two orderings and scopes (the shared::cluster
; window, address space 7, is made generic before instruction selection:
; atomic-shared-cluster-orderings.ll)

define i32 @space_add_monotonic_device_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: space_add_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_acquire_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SM60-LABEL: space_add_acquire_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: space_add_acquire_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_acquire_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_seq_cst_system_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: space_add_seq_cst_system_generic_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: space_add_seq_cst_system_generic_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_seq_cst_system_generic_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_release_cluster_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw add ptr %p, i32 %v syncscope("cluster") release
  ret i32 %old
}
; SM60-LABEL: space_add_release_cluster_generic_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_release_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_release_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: space_add_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_acquire_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SM60-LABEL: space_add_acquire_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: space_add_acquire_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_acquire_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_seq_cst_system_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: space_add_seq_cst_system_global_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: space_add_seq_cst_system_global_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_seq_cst_system_global_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_release_cluster_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("cluster") release
  ret i32 %old
}
; SM60-LABEL: space_add_release_cluster_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_release_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_release_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: space_add_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_acquire_block_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SM60-LABEL: space_add_acquire_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: space_add_acquire_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_acquire_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: space_add_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: space_add_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @space_add_release_cluster_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v syncscope("cluster") release
  ret i32 %old
}
; SM60-LABEL: space_add_release_cluster_shared_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: space_add_release_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: space_add_release_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- every operation and type that is not expanded: monotonic at device
; scope (LLVM 19's atom.op, unchanged), acq_rel at device scope (global) and
; seq_cst at system scope (shared)

define i32 @xchg_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw xchg ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: xchg_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: xchg_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @xchg_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw xchg ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: xchg_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: xchg_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @xchg_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw xchg ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: xchg_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: xchg_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xchg_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw xchg ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: xchg_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: xchg_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xchg_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw xchg ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: xchg_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: xchg_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xchg_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw xchg ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: xchg_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: xchg_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xchg_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: add_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: add_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: add_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @add_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: add_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @add_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw add ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: add_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: add_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @add_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: add_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @and_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw and ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: and_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: and_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @and_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw and ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: and_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: and_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @and_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw and ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: and_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: and_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @and_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw and ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: and_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: and_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @and_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw and ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: and_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: and_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @and_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw and ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: and_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: and_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: and_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @or_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw or ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: or_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: or_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @or_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw or ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: or_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: or_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @or_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw or ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: or_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: or_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw or ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: or_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: or_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw or ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: or_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: or_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw or ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: or_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: or_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @xor_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw xor ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: xor_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: xor_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @xor_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw xor ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: xor_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: xor_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @xor_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw xor ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: xor_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: xor_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xor_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw xor ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: xor_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: xor_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xor_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw xor ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: xor_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: xor_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @xor_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw xor ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: xor_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: xor_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: xor_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @max_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw max ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: max_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: max_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @max_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw max ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: max_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: max_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @max_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw max ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: max_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: max_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @max_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw max ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: max_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: max_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @max_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw max ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: max_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: max_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @max_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw max ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: max_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: max_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: max_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @min_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw min ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: min_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: min_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @min_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw min ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: min_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: min_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @min_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw min ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: min_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: min_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @min_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw min ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: min_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: min_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @min_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw min ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: min_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: min_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @min_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw min ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: min_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: min_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: min_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umax_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw umax ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: umax_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: umax_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umax_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw umax ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: umax_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: umax_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umax_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw umax ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: umax_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: umax_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umax_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw umax ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: umax_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: umax_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umax_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw umax ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: umax_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: umax_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umax_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw umax ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: umax_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: umax_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umax_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umin_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw umin ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: umin_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: umin_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umin_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw umin ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: umin_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: umin_acq_rel_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_acq_rel_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @umin_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw umin ptr addrspace(3) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: umin_seq_cst_system_shared_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: umin_seq_cst_system_shared_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_seq_cst_system_shared_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umin_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw umin ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: umin_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: umin_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umin_acq_rel_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw umin ptr addrspace(1) %p, i64 %v syncscope("device") acq_rel
  ret i64 %old
}
; SM60-LABEL: umin_acq_rel_device_global_i64(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: umin_acq_rel_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_acq_rel_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @umin_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw umin ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: umin_seq_cst_system_shared_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: umin_seq_cst_system_shared_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: umin_seq_cst_system_shared_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_monotonic_device_global_float(ptr addrspace(1) %p, float %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float %v syncscope("device") monotonic
  ret float %old
}
; SM60-LABEL: fadd_monotonic_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_monotonic_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_monotonic_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_acq_rel_device_global_float(ptr addrspace(1) %p, float %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float %v syncscope("device") acq_rel
  ret float %old
}
; SM60-LABEL: fadd_acq_rel_device_global_float(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: fadd_acq_rel_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_acq_rel_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_seq_cst_system_shared_float(ptr addrspace(3) %p, float %v) {
  %old = atomicrmw fadd ptr addrspace(3) %p, float %v seq_cst
  ret float %old
}
; SM60-LABEL: fadd_seq_cst_system_shared_float(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: fadd_seq_cst_system_shared_float(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_seq_cst_system_shared_float(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_monotonic_device_global_double(ptr addrspace(1) %p, double %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double %v syncscope("device") monotonic
  ret double %old
}
; SM60-LABEL: fadd_monotonic_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_monotonic_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_monotonic_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_acq_rel_device_global_double(ptr addrspace(1) %p, double %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double %v syncscope("device") acq_rel
  ret double %old
}
; SM60-LABEL: fadd_acq_rel_device_global_double(
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NEXT: membar.gl;
; SM60: ret;
; SM70-LABEL: fadd_acq_rel_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acq_rel.gpu.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_acq_rel_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acq_rel.gpu.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_seq_cst_system_shared_double(ptr addrspace(3) %p, double %v) {
  %old = atomicrmw fadd ptr addrspace(3) %p, double %v seq_cst
  ret double %old
}
; SM60-LABEL: fadd_seq_cst_system_shared_double(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.shared.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: fadd_seq_cst_system_shared_double(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.shared.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_seq_cst_system_shared_double(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.shared.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- sub is atom.add of the negation

define i32 @sub_acquire_block_generic_i32(ptr %p, i32 %v) {
  %old = atomicrmw sub ptr %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SM60-LABEL: sub_acquire_block_generic_i32(
; SM60: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: sub_acquire_block_generic_i32(
; SM70: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_acquire_block_generic_i32(
; SM90: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @sub_seq_cst_system_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw sub ptr addrspace(1) %p, i32 %v seq_cst
  ret i32 %old
}
; SM60-LABEL: sub_seq_cst_system_global_i32(
; SM60-DAG: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM60-DAG: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: sub_seq_cst_system_global_i32(
; SM70-DAG: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM70-DAG: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_seq_cst_system_global_i32(
; SM90-DAG: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
; SM90-DAG: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @sub_acquire_block_generic_i64(ptr %p, i64 %v) {
  %old = atomicrmw sub ptr %p, i64 %v syncscope("block") acquire
  ret i64 %old
}
; SM60-LABEL: sub_acquire_block_generic_i64(
; SM60: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM60-NEXT: membar.cta;
; SM60: ret;
; SM70-LABEL: sub_acquire_block_generic_i64(
; SM70: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.cta.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_acquire_block_generic_i64(
; SM90: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cta.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @sub_seq_cst_system_global_i64(ptr addrspace(1) %p, i64 %v) {
  %old = atomicrmw sub ptr addrspace(1) %p, i64 %v seq_cst
  ret i64 %old
}
; SM60-LABEL: sub_seq_cst_system_global_i64(
; SM60-DAG: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM60-DAG: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: sub_seq_cst_system_global_i64(
; SM70-DAG: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM70-DAG: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_seq_cst_system_global_i64(
; SM90-DAG: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SM90-DAG: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- immediate operands (a constant sub is atom.add of the negated constant)

define i32 @add_imm_monotonic_device_global_i32(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("device") monotonic
  ret i32 %old
}
; SM60-LABEL: add_imm_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_imm_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_imm_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_imm_release_block_global_i32(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("block") release
  ret i32 %old
}
; SM60-LABEL: add_imm_release_block_global_i32(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: add_imm_release_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_imm_release_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @add_imm_seq_cst_system_global_i32(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  ret i32 %old
}
; SM60-LABEL: add_imm_seq_cst_system_global_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: add_imm_seq_cst_system_global_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: add_imm_seq_cst_system_global_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_imm_monotonic_device_global_i64(ptr addrspace(1) %p) {
  %old = atomicrmw or ptr addrspace(1) %p, i64 7 syncscope("device") monotonic
  ret i64 %old
}
; SM60-LABEL: or_imm_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: or_imm_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_imm_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_imm_release_block_global_i64(ptr addrspace(1) %p) {
  %old = atomicrmw or ptr addrspace(1) %p, i64 7 syncscope("block") release
  ret i64 %old
}
; SM60-LABEL: or_imm_release_block_global_i64(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: or_imm_release_block_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_imm_release_block_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @or_imm_seq_cst_system_global_i64(ptr addrspace(1) %p) {
  %old = atomicrmw or ptr addrspace(1) %p, i64 7 seq_cst
  ret i64 %old
}
; SM60-LABEL: or_imm_seq_cst_system_global_i64(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: or_imm_seq_cst_system_global_i64(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: or_imm_seq_cst_system_global_i64(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_imm_monotonic_device_global_float(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope("device") monotonic
  ret float %old
}
; SM60-LABEL: fadd_imm_monotonic_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_imm_monotonic_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_monotonic_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_imm_release_block_global_float(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope("block") release
  ret float %old
}
; SM60-LABEL: fadd_imm_release_block_global_float(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_imm_release_block_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_release_block_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @fadd_imm_seq_cst_system_global_float(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float 1.0 seq_cst
  ret float %old
}
; SM60-LABEL: fadd_imm_seq_cst_system_global_float(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: fadd_imm_seq_cst_system_global_float(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_seq_cst_system_global_float(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_imm_monotonic_device_global_double(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double 2.0 syncscope("device") monotonic
  ret double %old
}
; SM60-LABEL: fadd_imm_monotonic_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_imm_monotonic_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_monotonic_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_imm_release_block_global_double(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double 2.0 syncscope("block") release
  ret double %old
}
; SM60-LABEL: fadd_imm_release_block_global_double(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: fadd_imm_release_block_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_release_block_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @fadd_imm_seq_cst_system_global_double(ptr addrspace(1) %p) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double 2.0 seq_cst
  ret double %old
}
; SM60-LABEL: fadd_imm_seq_cst_system_global_double(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: fadd_imm_seq_cst_system_global_double(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_imm_seq_cst_system_global_double(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4000000000000000;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @sub_imm_release_block_global_i32(ptr addrspace(1) %p) {
  %old = atomicrmw sub ptr addrspace(1) %p, i32 5 syncscope("block") release
  ret i32 %old
}
; SM60-LABEL: sub_imm_release_block_global_i32(
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: atom.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: sub_imm_release_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: atom.release.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_imm_release_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: atom.release.cta.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @sub_imm_seq_cst_system_global_i32(ptr addrspace(1) %p) {
  %old = atomicrmw sub ptr addrspace(1) %p, i32 5 seq_cst
  ret i32 %old
}
; SM60-LABEL: sub_imm_seq_cst_system_global_i32(
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: atom.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM60-NEXT: membar.sys;
; SM60: ret;
; SM70-LABEL: sub_imm_seq_cst_system_global_i32(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: sub_imm_seq_cst_system_global_i32(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], -5;
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- f16 (atom.add.noftz.f16 from sm_70) and bf16 (atom.add.noftz.bf16 from
; sm_90); below those LLVM expands them to a CAS loop (further down)

define half @fadd_monotonic_device_global_half(ptr addrspace(1) %p, half %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, half %v syncscope("device") monotonic
  ret half %old
}
; SM70-LABEL: fadd_monotonic_device_global_half(
; SM70-NOT: {{fence|membar}}
; SM70: atom.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_monotonic_device_global_half(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define bfloat @fadd_monotonic_device_global_bfloat(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v syncscope("device") monotonic
  ret bfloat %old
}
; SM90-LABEL: fadd_monotonic_device_global_bfloat(
; SM90-NOT: {{fence|membar}}
; SM90: atom.global.add.noftz.bf16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define half @fadd_acquire_cluster_global_half(ptr addrspace(1) %p, half %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, half %v syncscope("cluster") acquire
  ret half %old
}
; SM70-LABEL: fadd_acquire_cluster_global_half(
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.gpu.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_acquire_cluster_global_half(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define bfloat @fadd_acquire_cluster_global_bfloat(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v syncscope("cluster") acquire
  ret bfloat %old
}
; SM90-LABEL: fadd_acquire_cluster_global_bfloat(
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.cluster.global.add.noftz.bf16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define half @fadd_seq_cst_system_global_half(ptr addrspace(1) %p, half %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, half %v seq_cst
  ret half %old
}
; SM70-LABEL: fadd_seq_cst_system_global_half(
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: atom.acquire.sys.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: fadd_seq_cst_system_global_half(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define bfloat @fadd_seq_cst_system_global_bfloat(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v seq_cst
  ret bfloat %old
}
; SM90-LABEL: fadd_seq_cst_system_global_bfloat(
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: atom.acquire.sys.global.add.noftz.bf16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- a monotonic device-scope sub keeps LLVM 19's form
define i32 @sub_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw sub ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; ALL-LABEL: sub_monotonic_device_global_i32(
; ALL-NOT: {{fence|membar}}
; ALL: neg.s32 temp, %r{{[0-9]+}};
; ALL-NEXT: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], temp;
; ALL-NOT: {{fence|membar}}
; ALL: ret;

; ---- what LLVM expands to a CAS loop (i8, i16, uinc_wrap, fsub, f16 before
; sm_70, bf16 before sm_90): the loop's atom.cas takes the ordering and scope
; (atomic-cmpxchg-orderings.patch)
define i8 @add_acquire_block_generic_i8(ptr %p, i8 %v) {
  %old = atomicrmw add ptr %p, i8 %v syncscope("block") acquire
  ret i8 %old
}
; SM60-LABEL: add_acquire_block_generic_i8(
; SM60: atom.cta.cas.b32
; SM60-NEXT: membar.cta;
; SM70-LABEL: add_acquire_block_generic_i8(
; SM70-NOT: fence
; SM70: atom.acquire.cta.cas.b32
; SM70-NOT: fence
; SM70: ret;
; SM90-LABEL: add_acquire_block_generic_i8(
; SM90-NOT: fence
; SM90: atom.acquire.cta.cas.b32
; SM90-NOT: fence
; SM90: ret;

define i16 @xchg_seq_cst_system_shared_i16(ptr addrspace(3) %p, i16 %v) {
  %old = atomicrmw xchg ptr addrspace(3) %p, i16 %v seq_cst
  ret i16 %old
}
; SM60-LABEL: xchg_seq_cst_system_shared_i16(
; SM60: membar.sys;
; SM60-NEXT: atom.sys.shared.cas.b32
; SM60-NEXT: membar.sys;
; SM70-LABEL: xchg_seq_cst_system_shared_i16(
; SM70: fence.sc.sys;
; SM70-NEXT: atom.acquire.sys.shared.cas.b32
; SM90-LABEL: xchg_seq_cst_system_shared_i16(
; SM90: fence.sc.sys;
; SM90-NEXT: atom.acquire.sys.shared.cas.b32

define i32 @uinc_wrap_acq_rel_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  %old = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %old
}
; SM60-LABEL: uinc_wrap_acq_rel_device_global_i32(
; SM60: membar.gl;
; SM60-NEXT: atom.global.cas.b32
; SM60-NEXT: membar.gl;
; SM70-LABEL: uinc_wrap_acq_rel_device_global_i32(
; SM70-NOT: fence
; SM70: atom.acq_rel.gpu.global.cas.b32
; SM90-LABEL: uinc_wrap_acq_rel_device_global_i32(
; SM90-NOT: fence
; SM90: atom.acq_rel.gpu.global.cas.b32

define float @fsub_release_cluster_global_float(ptr addrspace(1) %p, float %v) {
  %old = atomicrmw fsub ptr addrspace(1) %p, float %v syncscope("cluster") release
  ret float %old
}
; SM60-LABEL: fsub_release_cluster_global_float(
; SM60: membar.gl;
; SM60-NEXT: atom.global.cas.b32
; SM60-NOT: membar
; SM60: ret;
; SM70-LABEL: fsub_release_cluster_global_float(
; SM70: atom.release.gpu.global.cas.b32
; SM90-LABEL: fsub_release_cluster_global_float(
; SM90: atom.release.cluster.global.cas.b32

define half @fadd_acquire_device_global_half_sm60(ptr addrspace(1) %p, half %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, half %v syncscope("device") acquire
  ret half %old
}
; SM60-LABEL: fadd_acquire_device_global_half_sm60(
; SM60: atom.global.cas.b32
; SM60-NEXT: membar.gl;
; SM70-LABEL: fadd_acquire_device_global_half_sm60(
; SM70: atom.acquire.gpu.global.add.noftz.f16
; SM90-LABEL: fadd_acquire_device_global_half_sm60(
; SM90: atom.acquire.gpu.global.add.noftz.f16

define bfloat @fadd_acquire_device_global_bfloat_sm70(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v syncscope("device") acquire
  ret bfloat %old
}
; SM70-LABEL: fadd_acquire_device_global_bfloat_sm70(
; SM70: atom.acquire.gpu.global.cas.b32
; SM90-LABEL: fadd_acquire_device_global_bfloat_sm70(
; SM90: atom.acquire.gpu.global.add.noftz.bf16

; ---- 32-bit shared pointers (--nvptx-short-ptr): the _p32 forms
define i32 @short_add_acquire_block_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v syncscope("block") acquire
  ret i32 %old
}
; SHORT-LABEL: short_add_acquire_block_shared_i32(
; SHORT: atom.acquire.cta.shared.add.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}};

define i64 @short_sub_seq_cst_system_shared_i64(ptr addrspace(3) %p, i64 %v) {
  %old = atomicrmw sub ptr addrspace(3) %p, i64 %v seq_cst
  ret i64 %old
}
; SHORT-LABEL: short_sub_seq_cst_system_shared_i64(
; SHORT-DAG: neg.s64 [[NEG:%rd[0-9]+]], %rd{{[0-9]+}};
; SHORT-DAG: fence.sc.sys;
; SHORT: atom.acquire.sys.shared.add.u64 %rd{{[0-9]+}}, [%r{{[0-9]+}}], [[NEG]];

define float @short_fadd_imm_release_cluster_shared_float(ptr addrspace(3) %p) {
  %old = atomicrmw fadd ptr addrspace(3) %p, float 1.0 syncscope("cluster") release
  ret float %old
}
; SHORT-LABEL: short_fadd_imm_release_cluster_shared_float(
; SHORT: atom.release.cluster.shared.add.f32 %f{{[0-9]+}}, [%r{{[0-9]+}}], 0f3F800000;

define i32 @short_xchg_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  %old = atomicrmw xchg ptr addrspace(3) %p, i32 %v syncscope("device") monotonic
  ret i32 %old
}
; SHORT-LABEL: short_xchg_monotonic_device_shared_i32(
; SHORT: atom.shared.exch.b32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}};
