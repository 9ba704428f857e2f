; Atomic loads and stores with every ordering LLVM allows on them, every sync
; scope and the generic, global and shared address spaces
; (atomic-load-store-fence-orderings.patch). LLVM 19 stopped with "Cannot
; select" on acquire/seq_cst loads and release/seq_cst stores and ignored the
; scope. The PTX is NVIDIA's atomics ABI (CUDA "PTX Interoperability",
; "Atomics Application Binary Interface"):
;   sm_70+: load monotonic/acquire ld.relaxed/ld.acquire.S, seq_cst
;   fence.sc.S + ld.acquire.S; store monotonic/release st.relaxed/st.release.S,
;   seq_cst fence.sc.S + st.relaxed.S; S is .cta ("block"), .cluster (sm_90+;
;   .gpu below), .gpu ("device"), .sys (the default, system scope).
;   sm_60: ld/st.volatile, with membar.cta/.gl/.sys before a release or seq_cst
;   store and around an acquire (after) or seq_cst (before and after) load.
;   syncscope("singlethread") is a plain access without fences; a volatile
;   atomic is .volatile (monotonic) or made at system scope.
;
; RUN: llc -mcpu=sm_60 %s -o - | FileCheck %s --check-prefix=SM60
; RUN: llc -mcpu=sm_70 %s -o - | FileCheck %s --check-prefix=SM70
; RUN: llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=SM70
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

; ---- atomic loads: every ordering x sync scope x address space (i32)

define i32 @ld_monotonic_singlethread_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("singlethread") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_singlethread_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("singlethread") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_singlethread_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("singlethread") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_block_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("block") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("block") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_block_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("block") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_cluster_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("cluster") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cluster.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_cluster_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("cluster") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cluster.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_cluster_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("cluster") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.cluster.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_device_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("device") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_device_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("device") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("device") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_system_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_system_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_monotonic_system_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_monotonic_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_singlethread_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_singlethread_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("singlethread") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_singlethread_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("singlethread") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_block_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("block") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("block") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_block_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("block") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_cluster_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("cluster") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_cluster_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("cluster") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_cluster_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("cluster") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_device_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("device") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_device_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("device") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("device") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_system_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_system_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_acquire_system_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_acquire_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_singlethread_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("singlethread") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_singlethread_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("singlethread") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_singlethread_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("singlethread") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_block_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("block") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("block") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_block_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("block") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cta.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_cluster_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("cluster") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_cluster_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("cluster") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_cluster_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("cluster") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.cluster.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_device_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p syncscope("device") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_device_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p syncscope("device") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_system_generic_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_system_global_i32(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_seq_cst_system_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic i32, ptr addrspace(3) %p seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_seq_cst_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- atomic loads: every type LLVM allows, at each ordering (system scope, generic and global)

define i8 @ld_monotonic_system_generic_i8(ptr %p) {
  %v = load atomic i8, ptr %p monotonic, align 1
  ret i8 %v
}
; SM60-LABEL: ld_monotonic_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i8 @ld_monotonic_device_global_i8(ptr addrspace(1) %p) {
  %v = load atomic i8, ptr addrspace(1) %p syncscope("device") monotonic, align 1
  ret i8 %v
}
; SM60-LABEL: ld_monotonic_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i8 @ld_acquire_system_generic_i8(ptr %p) {
  %v = load atomic i8, ptr %p acquire, align 1
  ret i8 %v
}
; SM60-LABEL: ld_acquire_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i8 @ld_acquire_device_global_i8(ptr addrspace(1) %p) {
  %v = load atomic i8, ptr addrspace(1) %p syncscope("device") acquire, align 1
  ret i8 %v
}
; SM60-LABEL: ld_acquire_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i8 @ld_seq_cst_system_generic_i8(ptr %p) {
  %v = load atomic i8, ptr %p seq_cst, align 1
  ret i8 %v
}
; SM60-LABEL: ld_seq_cst_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i8 @ld_seq_cst_device_global_i8(ptr addrspace(1) %p) {
  %v = load atomic i8, ptr addrspace(1) %p syncscope("device") seq_cst, align 1
  ret i8 %v
}
; SM60-LABEL: ld_seq_cst_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_monotonic_system_generic_i16(ptr %p) {
  %v = load atomic i16, ptr %p monotonic, align 2
  ret i16 %v
}
; SM60-LABEL: ld_monotonic_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_monotonic_device_global_i16(ptr addrspace(1) %p) {
  %v = load atomic i16, ptr addrspace(1) %p syncscope("device") monotonic, align 2
  ret i16 %v
}
; SM60-LABEL: ld_monotonic_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_acquire_system_generic_i16(ptr %p) {
  %v = load atomic i16, ptr %p acquire, align 2
  ret i16 %v
}
; SM60-LABEL: ld_acquire_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_acquire_device_global_i16(ptr addrspace(1) %p) {
  %v = load atomic i16, ptr addrspace(1) %p syncscope("device") acquire, align 2
  ret i16 %v
}
; SM60-LABEL: ld_acquire_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_seq_cst_system_generic_i16(ptr %p) {
  %v = load atomic i16, ptr %p seq_cst, align 2
  ret i16 %v
}
; SM60-LABEL: ld_seq_cst_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i16 @ld_seq_cst_device_global_i16(ptr addrspace(1) %p) {
  %v = load atomic i16, ptr addrspace(1) %p syncscope("device") seq_cst, align 2
  ret i16 %v
}
; SM60-LABEL: ld_seq_cst_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_monotonic_system_generic_i64(ptr %p) {
  %v = load atomic i64, ptr %p monotonic, align 8
  ret i64 %v
}
; SM60-LABEL: ld_monotonic_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_monotonic_device_global_i64(ptr addrspace(1) %p) {
  %v = load atomic i64, ptr addrspace(1) %p syncscope("device") monotonic, align 8
  ret i64 %v
}
; SM60-LABEL: ld_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_acquire_system_generic_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}
; SM60-LABEL: ld_acquire_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_acquire_device_global_i64(ptr addrspace(1) %p) {
  %v = load atomic i64, ptr addrspace(1) %p syncscope("device") acquire, align 8
  ret i64 %v
}
; SM60-LABEL: ld_acquire_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_seq_cst_system_generic_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %v
}
; SM60-LABEL: ld_seq_cst_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i64 @ld_seq_cst_device_global_i64(ptr addrspace(1) %p) {
  %v = load atomic i64, ptr addrspace(1) %p syncscope("device") seq_cst, align 8
  ret i64 %v
}
; SM60-LABEL: ld_seq_cst_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_monotonic_system_generic_float(ptr %p) {
  %v = load atomic float, ptr %p monotonic, align 4
  ret float %v
}
; SM60-LABEL: ld_monotonic_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_monotonic_device_global_float(ptr addrspace(1) %p) {
  %v = load atomic float, ptr addrspace(1) %p syncscope("device") monotonic, align 4
  ret float %v
}
; SM60-LABEL: ld_monotonic_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_acquire_system_generic_float(ptr %p) {
  %v = load atomic float, ptr %p acquire, align 4
  ret float %v
}
; SM60-LABEL: ld_acquire_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_acquire_device_global_float(ptr addrspace(1) %p) {
  %v = load atomic float, ptr addrspace(1) %p syncscope("device") acquire, align 4
  ret float %v
}
; SM60-LABEL: ld_acquire_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_seq_cst_system_generic_float(ptr %p) {
  %v = load atomic float, ptr %p seq_cst, align 4
  ret float %v
}
; SM60-LABEL: ld_seq_cst_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define float @ld_seq_cst_device_global_float(ptr addrspace(1) %p) {
  %v = load atomic float, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
  ret float %v
}
; SM60-LABEL: ld_seq_cst_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_monotonic_system_generic_double(ptr %p) {
  %v = load atomic double, ptr %p monotonic, align 8
  ret double %v
}
; SM60-LABEL: ld_monotonic_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_monotonic_device_global_double(ptr addrspace(1) %p) {
  %v = load atomic double, ptr addrspace(1) %p syncscope("device") monotonic, align 8
  ret double %v
}
; SM60-LABEL: ld_monotonic_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_monotonic_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: ld.relaxed.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_monotonic_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: ld.relaxed.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_acquire_system_generic_double(ptr %p) {
  %v = load atomic double, ptr %p acquire, align 8
  ret double %v
}
; SM60-LABEL: ld_acquire_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_acquire_device_global_double(ptr addrspace(1) %p) {
  %v = load atomic double, ptr addrspace(1) %p syncscope("device") acquire, align 8
  ret double %v
}
; SM60-LABEL: ld_acquire_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_acquire_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_acquire_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_seq_cst_system_generic_double(ptr %p) {
  %v = load atomic double, ptr %p seq_cst, align 8
  ret double %v
}
; SM60-LABEL: ld_seq_cst_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define double @ld_seq_cst_device_global_double(ptr addrspace(1) %p) {
  %v = load atomic double, ptr addrspace(1) %p syncscope("device") seq_cst, align 8
  ret double %v
}
; SM60-LABEL: ld_seq_cst_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_seq_cst_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_seq_cst_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.gpu.global.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- volatile atomic loads: monotonic stays .volatile, stronger ones are made at system scope

define i32 @ld_volatile_monotonic_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic volatile i32, ptr addrspace(1) %p syncscope("block") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_volatile_monotonic_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic volatile i32, ptr addrspace(3) %p syncscope("device") monotonic, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_volatile_acquire_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic volatile i32, ptr addrspace(1) %p syncscope("block") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_acquire_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_acquire_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_acquire_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_volatile_acquire_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic volatile i32, ptr addrspace(3) %p syncscope("device") acquire, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_acquire_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_acquire_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_acquire_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_volatile_seq_cst_block_global_i32(ptr addrspace(1) %p) {
  %v = load atomic volatile i32, ptr addrspace(1) %p syncscope("block") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_seq_cst_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_seq_cst_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_seq_cst_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define i32 @ld_volatile_seq_cst_device_shared_i32(ptr addrspace(3) %p) {
  %v = load atomic volatile i32, ptr addrspace(3) %p syncscope("device") seq_cst, align 4
  ret i32 %v
}
; SM60-LABEL: ld_volatile_seq_cst_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ld.volatile.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: ld_volatile_seq_cst_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: ld_volatile_seq_cst_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- atomic stores: every ordering x sync scope x address space (i32)

define void @st_monotonic_singlethread_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("singlethread") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_singlethread_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("singlethread") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_singlethread_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("singlethread") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_block_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("block") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("block") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_block_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("block") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_cluster_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("cluster") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_cluster_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_cluster_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("cluster") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("device") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("device") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("device") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_singlethread_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("singlethread") release, align 4
  ret void
}
; SM60-LABEL: st_release_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_singlethread_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("singlethread") release, align 4
  ret void
}
; SM60-LABEL: st_release_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_singlethread_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("singlethread") release, align 4
  ret void
}
; SM60-LABEL: st_release_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_block_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("block") release, align 4
  ret void
}
; SM60-LABEL: st_release_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("block") release, align 4
  ret void
}
; SM60-LABEL: st_release_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_block_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("block") release, align 4
  ret void
}
; SM60-LABEL: st_release_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_cluster_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("cluster") release, align 4
  ret void
}
; SM60-LABEL: st_release_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cluster.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_cluster_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") release, align 4
  ret void
}
; SM60-LABEL: st_release_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cluster.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_cluster_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("cluster") release, align 4
  ret void
}
; SM60-LABEL: st_release_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.cluster.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("device") release, align 4
  ret void
}
; SM60-LABEL: st_release_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("device") release, align 4
  ret void
}
; SM60-LABEL: st_release_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("device") release, align 4
  ret void
}
; SM60-LABEL: st_release_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  ret void
}
; SM60-LABEL: st_release_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p release, align 4
  ret void
}
; SM60-LABEL: st_release_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p release, align 4
  ret void
}
; SM60-LABEL: st_release_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_singlethread_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("singlethread") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_singlethread_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_singlethread_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_singlethread_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_singlethread_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("singlethread") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_singlethread_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_singlethread_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_singlethread_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_singlethread_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("singlethread") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_singlethread_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_singlethread_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_singlethread_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_block_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("block") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_block_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_block_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_block_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("block") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_block_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("block") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_block_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_block_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.cta;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_block_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cta;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cta.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_cluster_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("cluster") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_cluster_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_cluster_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_cluster_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_cluster_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_cluster_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_cluster_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_cluster_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_cluster_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("cluster") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_cluster_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_cluster_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_cluster_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.cluster;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.cluster.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p syncscope("device") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_device_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p syncscope("device") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(1) %p seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_system_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(3) %p seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_system_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- atomic stores: every type LLVM allows, at each ordering (system scope, generic and global)

define void @st_monotonic_system_generic_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p monotonic, align 1
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_i8(ptr addrspace(1) %p, i8 %v) {
  store atomic i8 %v, ptr addrspace(1) %p syncscope("device") monotonic, align 1
  ret void
}
; SM60-LABEL: st_monotonic_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p release, align 1
  ret void
}
; SM60-LABEL: st_release_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_i8(ptr addrspace(1) %p, i8 %v) {
  store atomic i8 %v, ptr addrspace(1) %p syncscope("device") release, align 1
  ret void
}
; SM60-LABEL: st_release_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p seq_cst, align 1
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_i8(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_i8(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_i8(ptr addrspace(1) %p, i8 %v) {
  store atomic i8 %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 1
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_i8(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_i8(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_i8(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_generic_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p monotonic, align 2
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_i16(ptr addrspace(1) %p, i16 %v) {
  store atomic i16 %v, ptr addrspace(1) %p syncscope("device") monotonic, align 2
  ret void
}
; SM60-LABEL: st_monotonic_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p release, align 2
  ret void
}
; SM60-LABEL: st_release_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_i16(ptr addrspace(1) %p, i16 %v) {
  store atomic i16 %v, ptr addrspace(1) %p syncscope("device") release, align 2
  ret void
}
; SM60-LABEL: st_release_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p seq_cst, align 2
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_i16(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_i16(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_i16(ptr addrspace(1) %p, i16 %v) {
  store atomic i16 %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 2
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_i16(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_i16(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_i16(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_generic_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p monotonic, align 8
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  store atomic i64 %v, ptr addrspace(1) %p syncscope("device") monotonic, align 8
  ret void
}
; SM60-LABEL: st_monotonic_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}
; SM60-LABEL: st_release_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  store atomic i64 %v, ptr addrspace(1) %p syncscope("device") release, align 8
  ret void
}
; SM60-LABEL: st_release_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_i64(ptr addrspace(1) %p, i64 %v) {
  store atomic i64 %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 8
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_i64(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_i64(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_i64(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_generic_float(ptr %p, float %v) {
  store atomic float %v, ptr %p monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_float(ptr addrspace(1) %p, float %v) {
  store atomic float %v, ptr addrspace(1) %p syncscope("device") monotonic, align 4
  ret void
}
; SM60-LABEL: st_monotonic_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_float(ptr %p, float %v) {
  store atomic float %v, ptr %p release, align 4
  ret void
}
; SM60-LABEL: st_release_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_float(ptr addrspace(1) %p, float %v) {
  store atomic float %v, ptr addrspace(1) %p syncscope("device") release, align 4
  ret void
}
; SM60-LABEL: st_release_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_float(ptr %p, float %v) {
  store atomic float %v, ptr %p seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_float(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_float(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_float(ptr addrspace(1) %p, float %v) {
  store atomic float %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_float(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_float(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_float(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_system_generic_double(ptr %p, double %v) {
  store atomic double %v, ptr %p monotonic, align 8
  ret void
}
; SM60-LABEL: st_monotonic_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_monotonic_device_global_double(ptr addrspace(1) %p, double %v) {
  store atomic double %v, ptr addrspace(1) %p syncscope("device") monotonic, align 8
  ret void
}
; SM60-LABEL: st_monotonic_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_monotonic_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_monotonic_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_system_generic_double(ptr %p, double %v) {
  store atomic double %v, ptr %p release, align 8
  ret void
}
; SM60-LABEL: st_release_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_release_device_global_double(ptr addrspace(1) %p, double %v) {
  store atomic double %v, ptr addrspace(1) %p syncscope("device") release, align 8
  ret void
}
; SM60-LABEL: st_release_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_release_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_release_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_system_generic_double(ptr %p, double %v) {
  store atomic double %v, ptr %p seq_cst, align 8
  ret void
}
; SM60-LABEL: st_seq_cst_system_generic_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.sys;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_system_generic_double(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_system_generic_double(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_seq_cst_device_global_double(ptr addrspace(1) %p, double %v) {
  store atomic double %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 8
  ret void
}
; SM60-LABEL: st_seq_cst_device_global_double(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_seq_cst_device_global_double(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.gpu;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_seq_cst_device_global_double(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.gpu;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.gpu.global.f64 [%rd{{[0-9]+}}], %fd{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

; ---- volatile atomic stores: monotonic stays .volatile, stronger ones are made at system scope

define void @st_volatile_monotonic_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(1) %p syncscope("block") monotonic, align 4
  ret void
}
; SM60-LABEL: st_volatile_monotonic_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_monotonic_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_monotonic_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_volatile_monotonic_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(3) %p syncscope("device") monotonic, align 4
  ret void
}
; SM60-LABEL: st_volatile_monotonic_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_monotonic_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_monotonic_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_volatile_release_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(1) %p syncscope("block") release, align 4
  ret void
}
; SM60-LABEL: st_volatile_release_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_release_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_release_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_volatile_release_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(3) %p syncscope("device") release, align 4
  ret void
}
; SM60-LABEL: st_volatile_release_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_release_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: st.release.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_release_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: st.release.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_volatile_seq_cst_block_global_i32(ptr addrspace(1) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(1) %p syncscope("block") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_volatile_seq_cst_block_global_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.cta;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_seq_cst_block_global_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_seq_cst_block_global_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

define void @st_volatile_seq_cst_device_shared_i32(ptr addrspace(3) %p, i32 %v) {
  store atomic volatile i32 %v, ptr addrspace(3) %p syncscope("device") seq_cst, align 4
  ret void
}
; SM60-LABEL: st_volatile_seq_cst_device_shared_i32(
; SM60-NOT: {{fence|membar}}
; SM60: membar.gl;
; SM60-NOT: {{fence|membar}}
; SM60: st.volatile.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM60-NOT: {{fence|membar}}
; SM60: ret;
; SM70-LABEL: st_volatile_seq_cst_device_shared_i32(
; SM70-NOT: {{fence|membar}}
; SM70: fence.sc.sys;
; SM70-NOT: {{fence|membar}}
; SM70: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM70-NOT: {{fence|membar}}
; SM70: ret;
; SM90-LABEL: st_volatile_seq_cst_device_shared_i32(
; SM90-NOT: {{fence|membar}}
; SM90: fence.sc.sys;
; SM90-NOT: {{fence|membar}}
; SM90: st.relaxed.sys.shared.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM90-NOT: {{fence|membar}}
; SM90: ret;

