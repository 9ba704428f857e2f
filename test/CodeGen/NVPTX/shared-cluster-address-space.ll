; The cluster's shared memory is address space 7 (PTX .shared::cluster, sm_90,
; PTX 7.8), as in upstream LLVM 21+: loads and stores are ld/st.shared::cluster,
; addrspacecast to and from it cvta.shared::cluster / cvta.to.shared::cluster
; (the CTA's shared memory through the generic address, as llc 22 does), and
; atomics go through the generic address (cvta.shared::cluster, then a generic
; atom: LLVM 19 has no .shared::cluster atom patterns; llc 22 emits
; atom.shared::cluster). Its pointers are 64-bit in nvptx64 and 32-bit with
; --nvptx-short-ptr (p7:32:32, as upstream). Before sm_90 every use is an error
; naming what it needs, never a crash; so is a cast or atomic in 32-bit code.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %t/all.ll -o %t/sm90a.ptx
; RUN: FileCheck %s < %t/sm90a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t/sm90a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/all.ll -o %t/sm100a.ptx
; RUN: FileCheck %s < %t/sm100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/sm100a.ptx -o /dev/null %}
;
; CHECK-LABEL: .func  (.param .b64 func_retval0) cluster_to_generic(
; CHECK: ld.param.u64 [[P:%rd[0-9]+]], [cluster_to_generic_param_0];
; CHECK-NEXT: cvta.shared::cluster.u64 [[G:%rd[0-9]+]], [[P]];
; CHECK-NEXT: st.param.b64 [func_retval0+0], [[G]];
; CHECK-LABEL: generic_to_cluster(
; CHECK: cvta.to.shared::cluster.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: cta_to_cluster(
; CHECK: ld.param.u64 [[S:%rd[0-9]+]], [cta_to_cluster_param_0];
; CHECK-NEXT: cvta.shared.u64 [[G:%rd[0-9]+]], [[S]];
; CHECK-NEXT: cvta.to.shared::cluster.u64 %rd{{[0-9]+}}, [[G]];
; CHECK-LABEL: cluster_to_cta(
; CHECK: ld.param.u64 [[C:%rd[0-9]+]], [cluster_to_cta_param_0];
; CHECK-NEXT: cvta.shared::cluster.u64 [[G:%rd[0-9]+]], [[C]];
; CHECK-NEXT: cvta.to.shared.u64 %rd{{[0-9]+}}, [[G]];
; CHECK-LABEL: load_store(
; CHECK: ld.param.u64 [[P:%rd[0-9]+]], [load_store_param_0];
; CHECK: ld.shared::cluster.f32 %f{{[0-9]+}}, [[[P]]+16];
; CHECK: st.shared::cluster.v4.u32 [[[P]]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: ld.volatile.shared::cluster.u8 %rd{{[0-9]+}}, [[[P]]+3];
; CHECK: st.volatile.shared::cluster.u64 [[[P]]+8], %rd{{[0-9]+}};
; CHECK-LABEL: atomics(
; CHECK: ld.param.u64 [[P:%rd[0-9]+]], [atomics_param_0];
; CHECK: cvta.shared::cluster.u64 [[G:%rd[0-9]+]], [[P]];
; The atomicrmw and the cmpxchg are at system scope
; (atomic-rmw-orderings.patch, atomic-cmpxchg-orderings.patch).
; CHECK: atom.sys.add.u32 %r{{[0-9]+}}, [[[G]]], %r{{[0-9]+}};
; CHECK: atom.sys.cas.b32 %r{{[0-9]+}}, [[[G]]], %r{{[0-9]+}}, %r{{[0-9]+}};
;
; --nvptx-short-ptr: cluster (and CTA) shared pointers are 32-bit.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t/short.ptx -o /dev/null %}
; SHORT-LABEL: cluster_to_generic(
; SHORT: ld.param.u32 [[P:%r[0-9]+]], [cluster_to_generic_param_0];
; SHORT: cvt.u64.u32 %wide, [[P]];
; SHORT-NEXT: cvta.shared::cluster.u64 %rd{{[0-9]+}}, %wide; }
; SHORT-LABEL: generic_to_cluster(
; SHORT: cvta.to.shared::cluster.u64 %wide, %rd{{[0-9]+}};
; SHORT-NEXT: cvt.u32.u64 %r{{[0-9]+}}, %wide; }
; SHORT-LABEL: load_store(
; SHORT: ld.param.u32 [[P:%r[0-9]+]], [load_store_param_0];
; SHORT: ld.shared::cluster.f32 %f{{[0-9]+}}, [[[P]]+16];
;
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}in function cluster_to_generic {{.*}}: 'addrspacecast' on the cluster's shared memory (address space 7) is not available on sm_89 (PTX 7.8): it needs sm_90 or later and PTX 7.8
; SM89: error: {{.*}}in function load_store {{.*}}: 'load' on the cluster's shared memory (address space 7) is not available on sm_89
; SM89: error: {{.*}}in function atomics {{.*}}: 'atomicrmw' on the cluster's shared memory
; SM89-NOT: LLVM ERROR
; SM89-NOT: Stack dump
; RUN: not llc -mtriple=nvptx-nvidia-cuda -mcpu=sm_90a %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NVPTX32
; NVPTX32: error: {{.*}}in function cluster_to_generic {{.*}}: addrspacecast to or from the cluster's shared memory (address space 7) needs 64-bit code (nvptx64)
; NVPTX32: error: {{.*}}in function atomics {{.*}}: 'atomicrmw' on the cluster's shared memory (address space 7) needs 64-bit code (nvptx64)
; NVPTX32-NOT: LLVM ERROR
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %t/global.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=GLOBAL
; GLOBAL: error: {{.*}}addrspacecast between the cluster's shared memory (address space 7) and address space 1: only generic and shared (3) pointers convert to and from it
;
; The data layout LLVM 22 gives 64-bit code (no p7 entry) is the module's own.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %t/layout.ll -o /dev/null
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a --nvptx-short-ptr %t/layout-short.ll -o /dev/null

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
define ptr @cluster_to_generic(ptr addrspace(7) %p) {
  %g = addrspacecast ptr addrspace(7) %p to ptr
  ret ptr %g
}
define ptr addrspace(7) @generic_to_cluster(ptr %p) {
  %c = addrspacecast ptr %p to ptr addrspace(7)
  ret ptr addrspace(7) %c
}
define ptr addrspace(7) @cta_to_cluster(ptr addrspace(3) %p) {
  %c = addrspacecast ptr addrspace(3) %p to ptr addrspace(7)
  ret ptr addrspace(7) %c
}
define ptr addrspace(3) @cluster_to_cta(ptr addrspace(7) %p) {
  %s = addrspacecast ptr addrspace(7) %p to ptr addrspace(3)
  ret ptr addrspace(3) %s
}
define float @load_store(ptr addrspace(7) %p, <4 x i32> %v, i64 %w) {
  %q = getelementptr float, ptr addrspace(7) %p, i32 4
  %f = load float, ptr addrspace(7) %q
  store <4 x i32> %v, ptr addrspace(7) %p
  %b = getelementptr i8, ptr addrspace(7) %p, i32 3
  %x = load volatile i8, ptr addrspace(7) %b
  %e = zext i8 %x to i64
  %s = add i64 %e, %w
  %d = getelementptr i64, ptr addrspace(7) %p, i32 1
  store volatile i64 %s, ptr addrspace(7) %d
  ret float %f
}
define i32 @atomics(ptr addrspace(7) %p, i32 %v, i32 %n) {
  %old = atomicrmw add ptr addrspace(7) %p, i32 %v monotonic
  %pair = cmpxchg ptr addrspace(7) %p, i32 %old, i32 %n monotonic monotonic
  %r = extractvalue { i32, i1 } %pair, 0
  ret i32 %r
}

;--- global.ll
target triple = "nvptx64-nvidia-cuda"
define ptr addrspace(7) @from_global(ptr addrspace(1) %p) {
  %c = addrspacecast ptr addrspace(1) %p to ptr addrspace(7)
  ret ptr addrspace(7) %c
}

;--- layout.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(ptr addrspace(7) %p) {
  %v = load i32, ptr addrspace(7) %p
  ret i32 %v
}

;--- layout-short.ll
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(ptr addrspace(7) %p) {
  %v = load i32, ptr addrspace(7) %p
  ret i32 %v
}
