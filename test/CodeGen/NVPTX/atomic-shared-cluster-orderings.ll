; Atomic loads and stores of the cluster's shared memory (address space 7,
; .shared::cluster, sm_90 and later) take the orderings and scopes of
; atomic-load-store-fence-orderings.patch like generic, global and shared
; memory: ld.acquire / st.relaxed / st.release with the scope, fence.sc before
; a seq_cst one. ptxas 13.0 accepts the qualifiers on .shared::cluster.
;
; RUN: llc -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc -mcpu=sm_90a %s -o - | %ptxas -c -arch=sm_90a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: load_acquire_cluster(
; CHECK-NOT: fence
; CHECK: ld.acquire.cluster.shared::cluster.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
define i32 @load_acquire_cluster(ptr addrspace(7) %p) {
  %v = load atomic i32, ptr addrspace(7) %p syncscope("cluster") acquire, align 4
  ret i32 %v
}

; CHECK-LABEL: load_seq_cst_system(
; CHECK: fence.sc.sys;
; CHECK-NEXT: ld.acquire.sys.shared::cluster.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
define i64 @load_seq_cst_system(ptr addrspace(7) %p) {
  %v = load atomic i64, ptr addrspace(7) %p seq_cst, align 8
  ret i64 %v
}

; CHECK-LABEL: store_release_block(
; CHECK-NOT: fence
; CHECK: st.release.cta.shared::cluster.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
define void @store_release_block(ptr addrspace(7) %p, i32 %v) {
  store atomic i32 %v, ptr addrspace(7) %p syncscope("block") release, align 4
  ret void
}

; CHECK-LABEL: store_seq_cst_cluster(
; CHECK: fence.sc.cluster;
; CHECK-NOT: fence
; CHECK: st.relaxed.cluster.shared::cluster.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
define void @store_seq_cst_cluster(ptr addrspace(7) %p, float %v) {
  store atomic float %v, ptr addrspace(7) %p syncscope("cluster") seq_cst, align 4
  ret void
}

; CHECK-LABEL: load_monotonic_device(
; CHECK: ld.relaxed.gpu.shared::cluster.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
define i8 @load_monotonic_device(ptr addrspace(7) %p) {
  %v = load atomic i8, ptr addrspace(7) %p syncscope("device") monotonic, align 1
  ret i8 %v
}
