; ldmatrix and stmatrix .b8 shapes (LLVM 22's
; llvm.nvvm.ldmatrix.sync.aligned.m16n16.*/.m8n16.* and
; llvm.nvvm.stmatrix.sync.aligned.m16n8.*, overloaded on the pointer: .p0
; generic, .p3 shared, as llc 22 selects them): the 'a' and 'f' targets from
; sm_100 on, PTX 8.6, where ptxas 13.0 assembles them (PTX ISA, "ldmatrix",
; "stmatrix"); a plain target gets our error naming the intrinsic.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t100a.ptx
; RUN: FileCheck %s < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f %s -o %t103f.ptx
; RUN: FileCheck %s < %t103f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_103f %t103f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f %s -o %t110f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_110f %t110f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o %t120a.ptx
; RUN: FileCheck %s < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f %s -o %t121f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_121f %t121f.ptx -o /dev/null %}
; 32-bit shared addresses:
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %s -o %tshort.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %tshort.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %tshort.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; SM100: error: {{.*}}intrinsic 'llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p0' is not available on sm_100 (PTX 8.6): it needs ldmatrix/stmatrix .b8 shapes (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f)
; SM100: error: {{.*}}intrinsic 'llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3' is not available on sm_100 (PTX 8.6)
; SM90A: error: {{.*}}intrinsic 'llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p0' is not available on sm_90a (PTX 8.6)

target triple = "nvptx64-nvidia-cuda"
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p0(ptr)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p0(ptr)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32.p0(ptr)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p0(ptr)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p0(ptr)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64.p0(ptr)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32.p0(ptr)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p0(ptr)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p0(ptr)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p0(ptr)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p0(ptr)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64.p0(ptr)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p0(ptr, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p0(ptr, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p0(ptr, i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3(ptr addrspace(3), i32, i32, i32, i32)

define { i32, i32 } @ld0(ptr %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p0(ptr %p)
  ret { i32, i32 } %r
}

define { i32, i32 } @ld1(ptr addrspace(3) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3) %p)
  ret { i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld2(ptr %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p0(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld3(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32 } @ld4(ptr %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32.p0(ptr %p)
  ret { i32, i32 } %r
}

define { i32, i32 } @ld5(ptr addrspace(3) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
  ret { i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld6(ptr %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p0(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld7(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32 } @ld8(ptr %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p0(ptr %p)
  ret { i32, i32 } %r
}

define { i32, i32 } @ld9(ptr addrspace(3) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret { i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld10(ptr %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64.p0(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld11(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

define i32 @ld12(ptr %p) {
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32.p0(ptr %p)
  ret i32 %r
}

define i32 @ld13(ptr addrspace(3) %p) {
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
  ret i32 %r
}

define { i32, i32 } @ld14(ptr %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p0(ptr %p)
  ret { i32, i32 } %r
}

define { i32, i32 } @ld15(ptr addrspace(3) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
  ret { i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld16(ptr %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p0(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld17(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

define i32 @ld18(ptr %p) {
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p0(ptr %p)
  ret i32 %r
}

define i32 @ld19(ptr addrspace(3) %p) {
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret i32 %r
}

define { i32, i32 } @ld20(ptr %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p0(ptr %p)
  ret { i32, i32 } %r
}

define { i32, i32 } @ld21(ptr addrspace(3) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret { i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld22(ptr %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64.p0(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

define { i32, i32, i32, i32 } @ld23(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

define void @st24(ptr %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p0(ptr %p, i32 %v0)
  ret void
}

define void @st25(ptr addrspace(3) %p, i32 %v0) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p3(ptr addrspace(3) %p, i32 %v0)
  ret void
}

define void @st26(ptr %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p0(ptr %p, i32 %v0, i32 %v1)
  ret void
}

define void @st27(ptr addrspace(3) %p, i32 %v0, i32 %v1) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1)
  ret void
}

define void @st28(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p0(ptr %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

define void @st29(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret void
}

; CHECK-LABEL: ld0(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld1(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld2(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld3(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld4(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld5(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld6(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld7(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld8(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld9(
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld10(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld11(
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld12(
; CHECK: ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld13(
; CHECK: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld14(
; CHECK: ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld15(
; CHECK: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld16(
; CHECK: ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld17(
; CHECK: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld18(
; CHECK: ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld19(
; CHECK: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld20(
; CHECK: ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld21(
; CHECK: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld22(
; CHECK: ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: ld23(
; CHECK: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: st24(
; CHECK: stmatrix.sync.aligned.m16n8.x1.trans.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st25(
; CHECK: stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-LABEL: st26(
; CHECK: stmatrix.sync.aligned.m16n8.x2.trans.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st27(
; CHECK: stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st28(
; CHECK: stmatrix.sync.aligned.m16n8.x4.trans.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-LABEL: st29(
; CHECK: stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; SHORT-LABEL: ld1(
; SHORT: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld3(
; SHORT: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld5(
; SHORT: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld7(
; SHORT: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld9(
; SHORT: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld11(
; SHORT: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld13(
; SHORT: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld15(
; SHORT: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld17(
; SHORT: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld19(
; SHORT: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld21(
; SHORT: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; SHORT-LABEL: ld23(
; SHORT: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
