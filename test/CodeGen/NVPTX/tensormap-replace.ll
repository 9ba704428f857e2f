; tensormap.replace (LLVM 22's llvm.nvvm.tensormap.replace.*, overloaded on
; the descriptor's pointer: .p1 global, .p3 shared::cta, as llc 22 selects
; them): sm_90a and the 'a'/'f' targets from sm_100 on, PTX 8.3, where ptxas
; 13.0 assembles it (PTX ISA, "tensormap.replace"). The enumerated fields
; are immediates; a dimension index is 0 to 4 (ptxas refuses 5, llc 22
; emits it: ours is an error). .swizzle_atomicity and element types 13-15
; need the 'a'/'f' targets from sm_100 on and PTX 8.7, .swizzle_mode 4
; sm_103a.
; RUN: sed -n '/^; MAIN-BEGIN/,/^; MAIN-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx83 -o %t90a.ptx
; RUN: FileCheck %s --check-prefix=CHECK < %t90a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t90a.ptx -o /dev/null %}
; RUN: sed -n '/^; SM100-BEGIN/,/^; SM100-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f -o %t100f.ptx
; RUN: FileCheck %s --check-prefix=SM100 < %t100f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100f %t100f.ptx -o /dev/null %}
; RUN: sed -n '/^; SM103A-BEGIN/,/^; SM103A-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -o %t103a.ptx
; RUN: FileCheck %s --check-prefix=SM103A < %t103a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_103a %t103a.ptx -o /dev/null %}
; RUN: sed -n '/^; MAIN-BEGIN/,/^; MAIN-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -o %t120a.ptx
; RUN: FileCheck %s --check-prefix=CHECK < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; RUN: sed -n '/^; MAIN-BEGIN/,/^; MAIN-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx83 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; RUN: sed -n '/^; MAIN-BEGIN/,/^; MAIN-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX80
; RUN: sed -n '/^; SM100-BEGIN/,/^; SM100-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx88 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A-NEW
; RUN: sed -n '/^; SM100-BEGIN/,/^; SM100-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX86
; RUN: sed -n '/^; SM103A-BEGIN/,/^; SM103A-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM103F
; RUN: sed -n '/^; BAD-BEGIN/,/^; BAD-END/p' %s | not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; SM90: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.global.address.p1' is not available on sm_90 (PTX 8.3): it needs tensormap.replace (sm_90a, sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f)
; PTX80: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.global.address.p1' needs PTX 8.3 or later; sm_90a is compiled for PTX 8.0
; SM90A-NEW: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.elemtype.p1' with these immediate operands is not available on sm_90a: it needs tensormap.replace .swizzle_atomicity and element types 13-15
; SM90A-NEW: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.swizzle.atomicity.p3' is not available on sm_90a (PTX 8.8)
; PTX86: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.elemtype.p1' with these immediate operands needs PTX 8.7 or later; sm_100a is compiled for PTX 8.6
; PTX86: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.swizzle.atomicity.p3' needs PTX 8.7 or later; sm_100a is compiled for PTX 8.6
; SM103F: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.swizzle.mode.p3' with these immediate operands is not available on sm_103f: it needs tensormap.replace .swizzle_mode 4 (sm_103a)
; BAD: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.box.dim.p1': operand 2 is 5, outside 0..4
; BAD: error: {{.*}}intrinsic 'llvm.nvvm.tensormap.replace.fill.mode.p1': operand 2 is 2, outside 0..1

target triple = "nvptx64-nvidia-cuda"

; MAIN-BEGIN
declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3), i64)
declare void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1), i32, i64)
declare void @llvm.nvvm.tensormap.replace.element.stride.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.tensormap.replace.elemtype.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.interleave.layout.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p3(ptr addrspace(3), i32)

; CHECK-LABEL: replace(
; CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 0, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 3, %rd{{[0-9]+}};
; CHECK: tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 1, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 12;
; CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32 [%rd{{[0-9]+}}], 2;
; CHECK: tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd{{[0-9]+}}], 3;
; CHECK: tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 1;
define void @replace(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %addr, i32 %v, i64 %stride) {
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %g, i64 %addr)
  call void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) %s, i64 %addr)
  call void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3) %s, i32 %v)
  call void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3) %s, i32 4, i32 %v)
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %g, i32 0, i32 %v)
  call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %g, i32 3, i64 %stride)
  call void @llvm.nvvm.tensormap.replace.element.stride.p3(ptr addrspace(3) %s, i32 1, i32 %v)
  call void @llvm.nvvm.tensormap.replace.elemtype.p3(ptr addrspace(3) %s, i32 12)
  call void @llvm.nvvm.tensormap.replace.interleave.layout.p1(ptr addrspace(1) %g, i32 2)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, i32 3)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p3(ptr addrspace(3) %s, i32 1)
  ret void
}
; MAIN-END

; The values only sm_100 and later take (PTX 8.7, here sm_100f's 8.8).
; SM100-BEGIN
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3), i32)
; SM100-LABEL: sm100(
; SM100: tensormap.replace.tile.elemtype.global.b1024.b32 [%rd{{[0-9]+}}], 15;
; SM100: tensormap.replace.tile.swizzle_atomicity.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 3;
define void @sm100(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %g, i32 15)
  call void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3) %s, i32 3)
  ret void
}
; SM100-END

; SM103A-BEGIN
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p3(ptr addrspace(3), i32)
; SM103A-LABEL: sm103a(
; SM103A: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 4;
define void @sm103a(ptr addrspace(3) %s) {
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p3(ptr addrspace(3) %s, i32 4)
  ret void
}
; SM103A-END

; BAD-BEGIN
declare void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1), i32)
define void @bad(ptr addrspace(1) %g, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %g, i32 5, i32 %v)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1) %g, i32 2)
  ret void
}
; BAD-END
