; 256-bit global loads and stores (PTX 8.8: ld.global{.nc}.v8.b32/.v4.b64,
; st.global.v8.b32/.v4.b64) on every target from sm_100 on, where the vector is
; 32-byte aligned and the access plain; 128-bit accesses below PTX 8.8, on
; sm_90a and sm_88, and for everything else. ptxas assembles each (sm_101a as
; sm_110a, its CUDA 13 name).
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx88 | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx88 | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -mattr=+ptx88 | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -mattr=+ptx88 | %ptxas -arch=sm_100 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | %ptxas -arch=sm_100f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -mattr=+ptx88 | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -mattr=+ptx88 | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+ptx88 | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+ptx88 | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | %ptxas -arch=sm_121a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | FileCheck %s --check-prefixes=CHECK,W256
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | %ptxas -arch=sm_121f -c -o /dev/null - %}
; sm_100a: PTX 8.6, 128-bit accesses as before.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,W128
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; sm_120a: PTX 8.7, 128-bit accesses as before.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | FileCheck %s --check-prefixes=CHECK,W128
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -arch=sm_120a -c -o /dev/null - %}
; sm_90a: no 256-bit accesses, 128-bit accesses as before.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s --check-prefixes=CHECK,W128
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -arch=sm_90a -c -o /dev/null - %}
; sm_88: no 256-bit accesses (PTX 9.0), 128-bit accesses as before.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 | FileCheck %s --check-prefixes=CHECK,W128
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 | %ptxas -arch=sm_88 -c -o /dev/null - %}

; A 32-byte aligned <8 x float> in one instruction each way.
; CHECK-LABEL: copy_v8f32(
; W256: ld.global.v8.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}];
; W256: st.global.v8.f32 [%rd{{[0-9]+}}], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
; W128-COUNT-2: ld.global.v4.f32
; W128-COUNT-2: st.global.v4.f32
; CHECK: ret;
define void @copy_v8f32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <8 x float>, ptr addrspace(1) %in, align 32
  store <8 x float> %v, ptr addrspace(1) %out, align 32
  ret void
}

; Read-only noalias kernel parameters: ld.global.nc, with the offset folded.
; CHECK-LABEL: .entry kernel_nc(
; W256: ld.global.nc.v8.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}+64];
; W256: st.global.v8.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; W128-COUNT-2: ld.global.nc.v4.u32
; W128-COUNT-2: st.global.v4.u32
; CHECK: ret;
define void @kernel_nc(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out) {
  %p = getelementptr inbounds i8, ptr addrspace(1) %in, i64 64
  %v = load <8 x i32>, ptr addrspace(1) %p, align 32
  store <8 x i32> %v, ptr addrspace(1) %out, align 32
  ret void
}

; 64-bit elements: .v4.f64 and .v4.b64.
; CHECK-LABEL: copy_v4f64(
; W256: ld.global.v4.f64 {%fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}}, [%rd{{[0-9]+}}];
; W256: st.global.v4.f64 [%rd{{[0-9]+}}], {%fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}};
; W128-COUNT-2: ld.global.v2.f64
; CHECK: ret;
define void @copy_v4f64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <4 x double>, ptr addrspace(1) %in, align 32
  store <4 x double> %v, ptr addrspace(1) %out, align 32
  ret void
}

; CHECK-LABEL: copy_v4i64(
; W256: ld.global.v4.b64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, [%rd{{[0-9]+}}];
; W256: st.global.v4.b64 [%rd{{[0-9]+}}], {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}};
; W128-COUNT-2: ld.global.v2.u64
; CHECK: ret;
define void @copy_v4i64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <4 x i64>, ptr addrspace(1) %in, align 32
  store <4 x i64> %v, ptr addrspace(1) %out, align 32
  ret void
}

; 16-bit elements travel in pairs, as in the 128-bit forms.
; CHECK-LABEL: copy_v16bf16(
; W256: ld.global.v8.b32
; W256: st.global.v8.b32
; W128-COUNT-2: ld.global.v4.b32
; CHECK: ret;
define void @copy_v16bf16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <16 x bfloat>, ptr addrspace(1) %in, align 32
  store <16 x bfloat> %v, ptr addrspace(1) %out, align 32
  ret void
}

; The elements are used one by one: the right register reaches each use.
; CHECK-LABEL: add_halves(
; W256: ld.global.v8.f32 {%f[[A:[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f[[E:[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}, %f[[H:[0-9]+]]}
; W256-DAG: add.rn.f32 %f{{[0-9]+}}, %f[[A]], %f[[E]];
; W256-DAG: st.global.f32 [%rd{{[0-9]+}}+4], %f[[H]];
; CHECK: ret;
define void @add_halves(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <8 x float>, ptr addrspace(1) %in, align 32
  %a = extractelement <8 x float> %v, i32 0
  %e = extractelement <8 x float> %v, i32 4
  %h = extractelement <8 x float> %v, i32 7
  %s = fadd float %a, %e
  store float %s, ptr addrspace(1) %out
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %h, ptr addrspace(1) %o1
  ret void
}

; The load/store vectorizer forms 256-bit accesses from scalar ones at 32-byte
; alignment (llc -O3 runs it).
; CHECK-LABEL: scalar_to_v8(
; W256: ld.global.v8.f32
; W256: st.global.v8.f32
; W128-COUNT-2: ld.global.v4.f32
; CHECK: ret;
define void @scalar_to_v8(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 0
  %x0 = load float, ptr addrspace(1) %p0, align 32
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 2
  %x2 = load float, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 4
  %x4 = load float, ptr addrspace(1) %p4, align 16
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 6
  %x6 = load float, ptr addrspace(1) %p6, align 8
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 7
  %x7 = load float, ptr addrspace(1) %p7, align 4
  %q0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %x7, ptr addrspace(1) %q0, align 32
  %q1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %x6, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %x5, ptr addrspace(1) %q2, align 8
  %q3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %x4, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %x3, ptr addrspace(1) %q4, align 16
  %q5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 5
  store float %x2, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr inbounds float, ptr addrspace(1) %out, i64 6
  store float %x1, ptr addrspace(1) %q6, align 8
  %q7 = getelementptr inbounds float, ptr addrspace(1) %out, i64 7
  store float %x0, ptr addrspace(1) %q7, align 4
  ret void
}

; What keeps 128-bit accesses everywhere: 16-byte alignment, volatile, and
; generic or shared pointers (the 256-bit forms exist for .global only).
; CHECK-LABEL: align16(
; CHECK-COUNT-2: ld.global.v4.f32
; CHECK-NOT: .v8.
; CHECK: ret;
define void @align16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <8 x float>, ptr addrspace(1) %in, align 16
  store <8 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}

; CHECK-LABEL: volatile_v8(
; CHECK-COUNT-2: ld.volatile.global.v4.f32
; CHECK-NOT: .v8.
; CHECK: ret;
define void @volatile_v8(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load volatile <8 x float>, ptr addrspace(1) %in, align 32
  store volatile <8 x float> %v, ptr addrspace(1) %out, align 32
  ret void
}

; CHECK-LABEL: generic_and_shared(
; CHECK-COUNT-2: ld.v4.f32
; CHECK-COUNT-2: st.shared.v4.f32
; CHECK-NOT: .v8.
; CHECK: ret;
define void @generic_and_shared(ptr %in, ptr addrspace(3) %out) {
  %v = load <8 x float>, ptr %in, align 32
  store <8 x float> %v, ptr addrspace(3) %out, align 32
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel_nc, !"kernel", i32 1}
