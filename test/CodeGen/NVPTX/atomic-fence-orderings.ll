; LLVM's fence instruction with every ordering and sync scope
; (atomic-load-store-fence-orderings.patch). LLVM 19 stopped with "Cannot
; select: AtomicFence" on every one, so __atomic_thread_fence aborted clang.
; sm_70+: seq_cst is fence.sc.S, acquire/release/acq_rel fence.acq_rel.S (the
; atomics ABI allows the stronger fence; fence.acquire/.release need PTX 8.6
; and sm_90); S is .cta ("block"), .cluster (sm_90+, .gpu below), .gpu
; ("device"), .sys (system). sm_60: membar.cta/.gl/.sys (PTX ISA,
; "membar/fence": membar.{cta,gl,sys} has fence.sc.{cta,gpu,sys}'s semantics).
; A singlethread fence orders nothing another thread can see: no instruction.
;
; RUN: llc -mcpu=sm_60 %s -o - | FileCheck %s --check-prefix=SM60
; RUN: llc -mcpu=sm_70 %s -o - | FileCheck %s --check-prefix=SM70
; RUN: llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=SM90
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=SM90
; RUN: %if ptxas %{ llc -mcpu=sm_60 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_70 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90 %s -o - | %ptxas -c -arch=sm_90 - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

define void @fence_acquire_singlethread() {
  fence syncscope("singlethread") acquire
  ret void
}
; SM60-LABEL: fence_acquire_singlethread(
; SM60: // %bb.0:
; SM60-NEXT: ret;
; SM70-LABEL: fence_acquire_singlethread(
; SM70: // %bb.0:
; SM70-NEXT: ret;
; SM90-LABEL: fence_acquire_singlethread(
; SM90: // %bb.0:
; SM90-NEXT: ret;

define void @fence_acquire_block() {
  fence syncscope("block") acquire
  ret void
}
; SM60-LABEL: fence_acquire_block(
; SM60: // %bb.0:
; SM60-NEXT: membar.cta;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acquire_block(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.cta;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acquire_block(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cta;
; SM90-NEXT: ret;

define void @fence_acquire_cluster() {
  fence syncscope("cluster") acquire
  ret void
}
; SM60-LABEL: fence_acquire_cluster(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acquire_cluster(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acquire_cluster(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cluster;
; SM90-NEXT: ret;

define void @fence_acquire_device() {
  fence syncscope("device") acquire
  ret void
}
; SM60-LABEL: fence_acquire_device(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acquire_device(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acquire_device(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.gpu;
; SM90-NEXT: ret;

define void @fence_acquire_system() {
  fence acquire
  ret void
}
; SM60-LABEL: fence_acquire_system(
; SM60: // %bb.0:
; SM60-NEXT: membar.sys;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acquire_system(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.sys;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acquire_system(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.sys;
; SM90-NEXT: ret;

define void @fence_release_singlethread() {
  fence syncscope("singlethread") release
  ret void
}
; SM60-LABEL: fence_release_singlethread(
; SM60: // %bb.0:
; SM60-NEXT: ret;
; SM70-LABEL: fence_release_singlethread(
; SM70: // %bb.0:
; SM70-NEXT: ret;
; SM90-LABEL: fence_release_singlethread(
; SM90: // %bb.0:
; SM90-NEXT: ret;

define void @fence_release_block() {
  fence syncscope("block") release
  ret void
}
; SM60-LABEL: fence_release_block(
; SM60: // %bb.0:
; SM60-NEXT: membar.cta;
; SM60-NEXT: ret;
; SM70-LABEL: fence_release_block(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.cta;
; SM70-NEXT: ret;
; SM90-LABEL: fence_release_block(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cta;
; SM90-NEXT: ret;

define void @fence_release_cluster() {
  fence syncscope("cluster") release
  ret void
}
; SM60-LABEL: fence_release_cluster(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_release_cluster(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_release_cluster(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cluster;
; SM90-NEXT: ret;

define void @fence_release_device() {
  fence syncscope("device") release
  ret void
}
; SM60-LABEL: fence_release_device(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_release_device(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_release_device(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.gpu;
; SM90-NEXT: ret;

define void @fence_release_system() {
  fence release
  ret void
}
; SM60-LABEL: fence_release_system(
; SM60: // %bb.0:
; SM60-NEXT: membar.sys;
; SM60-NEXT: ret;
; SM70-LABEL: fence_release_system(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.sys;
; SM70-NEXT: ret;
; SM90-LABEL: fence_release_system(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.sys;
; SM90-NEXT: ret;

define void @fence_acq_rel_singlethread() {
  fence syncscope("singlethread") acq_rel
  ret void
}
; SM60-LABEL: fence_acq_rel_singlethread(
; SM60: // %bb.0:
; SM60-NEXT: ret;
; SM70-LABEL: fence_acq_rel_singlethread(
; SM70: // %bb.0:
; SM70-NEXT: ret;
; SM90-LABEL: fence_acq_rel_singlethread(
; SM90: // %bb.0:
; SM90-NEXT: ret;

define void @fence_acq_rel_block() {
  fence syncscope("block") acq_rel
  ret void
}
; SM60-LABEL: fence_acq_rel_block(
; SM60: // %bb.0:
; SM60-NEXT: membar.cta;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acq_rel_block(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.cta;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acq_rel_block(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cta;
; SM90-NEXT: ret;

define void @fence_acq_rel_cluster() {
  fence syncscope("cluster") acq_rel
  ret void
}
; SM60-LABEL: fence_acq_rel_cluster(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acq_rel_cluster(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acq_rel_cluster(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.cluster;
; SM90-NEXT: ret;

define void @fence_acq_rel_device() {
  fence syncscope("device") acq_rel
  ret void
}
; SM60-LABEL: fence_acq_rel_device(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acq_rel_device(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acq_rel_device(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.gpu;
; SM90-NEXT: ret;

define void @fence_acq_rel_system() {
  fence acq_rel
  ret void
}
; SM60-LABEL: fence_acq_rel_system(
; SM60: // %bb.0:
; SM60-NEXT: membar.sys;
; SM60-NEXT: ret;
; SM70-LABEL: fence_acq_rel_system(
; SM70: // %bb.0:
; SM70-NEXT: fence.acq_rel.sys;
; SM70-NEXT: ret;
; SM90-LABEL: fence_acq_rel_system(
; SM90: // %bb.0:
; SM90-NEXT: fence.acq_rel.sys;
; SM90-NEXT: ret;

define void @fence_seq_cst_singlethread() {
  fence syncscope("singlethread") seq_cst
  ret void
}
; SM60-LABEL: fence_seq_cst_singlethread(
; SM60: // %bb.0:
; SM60-NEXT: ret;
; SM70-LABEL: fence_seq_cst_singlethread(
; SM70: // %bb.0:
; SM70-NEXT: ret;
; SM90-LABEL: fence_seq_cst_singlethread(
; SM90: // %bb.0:
; SM90-NEXT: ret;

define void @fence_seq_cst_block() {
  fence syncscope("block") seq_cst
  ret void
}
; SM60-LABEL: fence_seq_cst_block(
; SM60: // %bb.0:
; SM60-NEXT: membar.cta;
; SM60-NEXT: ret;
; SM70-LABEL: fence_seq_cst_block(
; SM70: // %bb.0:
; SM70-NEXT: fence.sc.cta;
; SM70-NEXT: ret;
; SM90-LABEL: fence_seq_cst_block(
; SM90: // %bb.0:
; SM90-NEXT: fence.sc.cta;
; SM90-NEXT: ret;

define void @fence_seq_cst_cluster() {
  fence syncscope("cluster") seq_cst
  ret void
}
; SM60-LABEL: fence_seq_cst_cluster(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_seq_cst_cluster(
; SM70: // %bb.0:
; SM70-NEXT: fence.sc.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_seq_cst_cluster(
; SM90: // %bb.0:
; SM90-NEXT: fence.sc.cluster;
; SM90-NEXT: ret;

define void @fence_seq_cst_device() {
  fence syncscope("device") seq_cst
  ret void
}
; SM60-LABEL: fence_seq_cst_device(
; SM60: // %bb.0:
; SM60-NEXT: membar.gl;
; SM60-NEXT: ret;
; SM70-LABEL: fence_seq_cst_device(
; SM70: // %bb.0:
; SM70-NEXT: fence.sc.gpu;
; SM70-NEXT: ret;
; SM90-LABEL: fence_seq_cst_device(
; SM90: // %bb.0:
; SM90-NEXT: fence.sc.gpu;
; SM90-NEXT: ret;

define void @fence_seq_cst_system() {
  fence seq_cst
  ret void
}
; SM60-LABEL: fence_seq_cst_system(
; SM60: // %bb.0:
; SM60-NEXT: membar.sys;
; SM60-NEXT: ret;
; SM70-LABEL: fence_seq_cst_system(
; SM70: // %bb.0:
; SM70-NEXT: fence.sc.sys;
; SM70-NEXT: ret;
; SM90-LABEL: fence_seq_cst_system(
; SM90: // %bb.0:
; SM90-NEXT: fence.sc.sys;
; SM90-NEXT: ret;
