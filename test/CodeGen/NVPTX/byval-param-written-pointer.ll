; A pointer a CUDA kernel loads from a byval parameter that the kernel itself
; writes is not marked global (lower-args-written-byval-pointers.patch,
; NVPTXByValParamWrites.cpp). NVPTXLowerArgs casts each pointer loaded from a
; byval kernel parameter to global, right for what the host passed; but a
; kernel that stores into its parameter (FAISS 1.7.3's IVF interleaved scans
; store their shared-memory buffer into a Codec parameter) may read back a
; pointer into shared memory. cvta.to.global of a generic address outside
; the global window is undefined (PTX ISA, cvta), and where the stored value
; is a constant the casts fold into shared-to-global, which LLVM 19's
; instruction selection refuses.
;
; RUN: llc -mcpu=sm_100a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_90a -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_90a %s -o - | %ptxas -c -arch=sm_90a - -o /dev/null %}
;
; Debian's llc 19 stops at the first kernel:
; RUN: not --crash %debian_llc -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBIAN
; DEBIAN: LLVM ERROR: Cannot cast between two non-generic address spaces
;
; llc-22 compiles the file, and reads the second kernel's shared pointer
; through ld.global (the load below is from the selected pointer, cast to
; global):
; RUN: %if llc-22 %{ %llc_22 -mcpu=sm_90a %s -o - | FileCheck %s --check-prefix=LLC22 %}
; LLC22-LABEL: .entry written_shared_dynamic(
; LLC22:       cvta.shared.u64 [[S:%rd[0-9]+]],
; LLC22:       selp.b64 [[P:%rd[0-9]+]], [[S]],
; LLC22-NEXT:  cvta.to.global.u64 [[G:%rd[0-9]+]], [[P]];
; LLC22-NEXT:  ld.global.b32 {{%r[0-9]+}}, [[[G]]];

target triple = "nvptx64-nvidia-cuda"

%struct.Codec = type { i32, ptr }

@smem = internal addrspace(3) global [64 x float] undef, align 4

; The kernel stores the shared buffer's generic address into its parameter
; and loads it back: the load goes to shared memory.
; CHECK-LABEL: .entry written_shared(
; CHECK:       cvta.to.global.u64 [[OUT:%rd[0-9]+]],
; CHECK-NOT:   cvta.to.global
; CHECK:       ld.shared.f32 [[V:%f[0-9]+]],
; CHECK:       st.global.f32 [[[OUT]]], [[V]];
define ptx_kernel void @written_shared(ptr byval(%struct.Codec) align 8 %codec, ptr %out, i32 %i) {
  %field = getelementptr inbounds i8, ptr %codec, i64 8
  store ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %field, align 8
  %p = load ptr, ptr %field, align 8
  %e = getelementptr inbounds float, ptr %p, i32 %i
  %v = load float, ptr %e, align 4
  store float %v, ptr %out, align 4
  ret void
}

; Either the host's pointer or one into shared memory: a generic load.
; CHECK-LABEL: .entry written_shared_dynamic(
; CHECK:       cvta.shared.u64 [[S:%rd[0-9]+]],
; CHECK:       selp.b64 [[P:%rd[0-9]+]], [[S]],
; CHECK-NEXT:  ld.f32 {{%f[0-9]+}}, [[[P]]];
define ptx_kernel void @written_shared_dynamic(ptr byval(%struct.Codec) align 8 %codec, ptr %out, i32 %i, i1 %c) {
  %field = getelementptr inbounds i8, ptr %codec, i64 8
  %old = load ptr, ptr %field, align 8
  %s = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i32 %i
  %new = select i1 %c, ptr %s, ptr %old
  store ptr %new, ptr %field, align 8
  %p = load ptr, ptr %field, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; A parameter only read keeps the marking: its pointer is the host's.
; CHECK-LABEL: .entry read_only(
; CHECK:       ld.param.u64 [[F:%rd[0-9]+]], [read_only_param_0+8];
; CHECK:       cvta.to.global.u64 [[G:%rd[0-9]+]], [[F]];
; CHECK:       ld.global.f32 {{%f[0-9]+}}, [[[G]]];
define ptx_kernel void @read_only(ptr byval(%struct.Codec) align 8 %codec, ptr %out) {
  %field = getelementptr inbounds i8, ptr %codec, i64 8
  %p = load ptr, ptr %field, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}
