; stmatrix .m8n8.b16 (LLVM 22's llvm.nvvm.stmatrix.sync.aligned.m8n8.*,
; overloaded on the pointer: .p0 generic, .p3 shared, as llc 22 selects
; them): sm_90 and later with PTX 7.8, as ptxas 13.0 assembles it (not sm_88
; or sm_89, which get our error naming the intrinsic).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %s -o %t100.ptx
; RUN: FileCheck %s < %t100.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100 %t100.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 %s -o %t121.ptx
; RUN: FileCheck %s < %t121.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_121 %t121.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx-nvidia-cuda -mcpu=sm_90 %s -o %t32.ptx
; RUN: FileCheck %s --check-prefix=PTR32 < %t32.ptx
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM88
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0' is not available on sm_89 (PTX 8.0): it needs stmatrix (sm_90 and later)
; SM88: error: {{.*}}intrinsic 'llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0' is not available on sm_88 (PTX 9.0): it needs stmatrix (sm_90 and later)

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p0(ptr, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p0(ptr, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p0(ptr, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p0(ptr, i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p0(ptr, i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3), i32, i32, i32, i32)

define void @st0(ptr %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr %p, i32 %v0)
  ret void
}

define void @st1(ptr addrspace(3) %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p, i32 %v0)
  ret void
}

define void @st2(ptr %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p0(ptr %p, i32 %v0)
  ret void
}

define void @st3(ptr addrspace(3) %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %p, i32 %v0)
  ret void
}

define void @st4(ptr %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p0(ptr %p, i32 %v0, i32 %v1)
  ret void
}

define void @st5(ptr addrspace(3) %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1)
  ret void
}

define void @st6(ptr %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p0(ptr %p, i32 %v0, i32 %v1)
  ret void
}

define void @st7(ptr addrspace(3) %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1)
  ret void
}

define void @st8(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p0(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

define void @st9(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

define void @st10(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p0(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

define void @st11(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

; CHECK-LABEL: st0(
; CHECK: stmatrix.sync.aligned.m8n8.x1.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st1(
; CHECK: stmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st2(
; CHECK: stmatrix.sync.aligned.m8n8.x1.trans.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st3(
; CHECK: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st4(
; CHECK: stmatrix.sync.aligned.m8n8.x2.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st5(
; CHECK: stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st6(
; CHECK: stmatrix.sync.aligned.m8n8.x2.trans.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st7(
; CHECK: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st8(
; CHECK: stmatrix.sync.aligned.m8n8.x4.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st9(
; CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st10(
; CHECK: stmatrix.sync.aligned.m8n8.x4.trans.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st11(
; CHECK: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st0(
; PTR32: stmatrix.sync.aligned.m8n8.x1.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; PTR32-LABEL: st1(
; PTR32: stmatrix.sync.aligned.m8n8.x1.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; PTR32-LABEL: st2(
; PTR32: stmatrix.sync.aligned.m8n8.x1.trans.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; PTR32-LABEL: st3(
; PTR32: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; PTR32-LABEL: st4(
; PTR32: stmatrix.sync.aligned.m8n8.x2.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st5(
; PTR32: stmatrix.sync.aligned.m8n8.x2.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st6(
; PTR32: stmatrix.sync.aligned.m8n8.x2.trans.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st7(
; PTR32: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st8(
; PTR32: stmatrix.sync.aligned.m8n8.x4.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st9(
; PTR32: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st10(
; PTR32: stmatrix.sync.aligned.m8n8.x4.trans.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; PTR32-LABEL: st11(
; PTR32: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
