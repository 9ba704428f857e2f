; CTA barriers under LLVM 22's names (llvm.nvvm.barrier.cta.*): the .aligned
; forms are bar.* on every target (PTX 2.0), the others barrier.* from sm_70
; (PTX 6.0), as llc 22 selects them and ptxas 13.0 assembles them (PTX ISA,
; "bar, barrier"). The reductions return a predicate (and, or) or a count
; (popc) over the participating threads.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t75.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t100a.ptx
; RUN: FileCheck %s < %t100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t100a.ptx -o /dev/null %}
; The .aligned forms alone on sm_60 (the part between the ALIGNED markers):
; RUN: sed -n '/^; ALIGNED-BEGIN/,/^; ALIGNED-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_60 -o - | FileCheck %s --check-prefix=ALIGNED
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_60 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60
; SM60: error: {{.*}}intrinsic 'llvm.nvvm.barrier.cta.sync.all' is not available on sm_60 (PTX 5.0): it needs barrier.sync, barrier.arrive and barrier.red (sm_70 and later)
; SM60-NOT: bar.sync

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare i1 @llvm.nvvm.barrier.cta.red.and.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1)

; CHECK-LABEL: nonaligned(
; CHECK: barrier.sync %r{{[0-9]+}};
; CHECK: barrier.sync %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: barrier.arrive %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: barrier.red.and.pred %p{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: barrier.red.or.pred %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: barrier.red.popc.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: barrier.red.popc.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
define i32 @nonaligned(i32 %id, i32 %n, i1 %p) {
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %id, i32 %n)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 %n)
  %a = call i1 @llvm.nvvm.barrier.cta.red.and.all(i32 %id, i1 %p)
  %b = call i1 @llvm.nvvm.barrier.cta.red.or.count(i32 %id, i32 %n, i1 %a)
  %c = call i32 @llvm.nvvm.barrier.cta.red.popc.all(i32 %id, i1 %b)
  %d = call i32 @llvm.nvvm.barrier.cta.red.popc.count(i32 %id, i32 %n, i1 %p)
  %s = add i32 %c, %d
  ret i32 %s
}

; ALIGNED-BEGIN
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
; CHECK-LABEL: aligned(
; CHECK: bar.sync %r{{[0-9]+}};
; CHECK: bar.sync %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: bar.arrive %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: bar.red.and.pred %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: bar.red.or.pred %p{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: bar.red.popc.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; ALIGNED-LABEL: aligned(
; ALIGNED: bar.sync %r{{[0-9]+}};
; ALIGNED: bar.red.popc.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
define i32 @aligned(i32 %id, i32 %n, i1 %p) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 %n)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 %n)
  %a = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32 %id, i32 %n, i1 %p)
  %b = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 %id, i1 %a)
  %c = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 %id, i1 %b)
  ret i32 %c
}
; ALIGNED-END
