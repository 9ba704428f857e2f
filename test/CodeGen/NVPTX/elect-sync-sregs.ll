; elect.sync and the special registers LLVM 22 adds. elect.sync (sm_90 and
; later, PTX 8.0) returns LLVM 22's { i32, i1 }: the elected lane in a 32-bit
; register and whether this thread is it in a predicate, both written by the
; one instruction. %aggr_smem_size: sm_90 and later, PTX 8.1;
; %total_smem_size, %dynamic_smem_size (PTX 4.1) and %globaltimer_lo (PTX
; 3.1): every target. ptxas 13.0 assembles each where it is accepted; the
; others get our error naming the intrinsic and what it needs.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx81 %s -o %t90.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t90.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t90.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %s -o %t120a.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t120a.ptx -o /dev/null %}
; On sm_75 the registers every target has (the part of this file between
; the BASE markers):
; RUN: sed -n '/^; BASE-BEGIN/,/^; BASE-END/p' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -o %t75.ptx
; RUN: FileCheck %s --check-prefix=BASE < %t75.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t75.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx81 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.elect.sync' is not available on sm_89 (PTX 8.1): it needs elect.sync (sm_90 and later)
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.read.ptx.sreg.aggr_smem_size' is not available on sm_89 (PTX 8.1): it needs %aggr_smem_size (sm_90 and later)
; SM89-NOT: error
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.elect.sync' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.read.ptx.sreg.aggr_smem_size' needs PTX 8.1 or later; sm_90 is compiled for PTX 7.8
; PTX78-NOT: error

target triple = "nvptx64-nvidia-cuda"
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
; The other registers' declarations are with base_sizes below.

; The lane goes to out[0] and, only in the elected thread, the flag to
; out[1]: both results are used.
; CHECK-LABEL: elect(
; SM90: elect.sync %r[[LANE:[0-9]+]]|%p[[PRED:[0-9]+]], %r{{[0-9]+}};
; SM90: st.u32 [%rd{{[0-9]+}}], %r[[LANE]];
; SM90: @!%p[[PRED]] bra
define void @elect(i32 %mask, ptr %out) {
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %mask)
  %lane = extractvalue { i32, i1 } %r, 0
  %pred = extractvalue { i32, i1 } %r, 1
  store i32 %lane, ptr %out
  br i1 %pred, label %leader, label %done
leader:
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 1, ptr %p1
  br label %done
done:
  ret void
}

; CHECK-LABEL: sizes(
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %total_smem_size;
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %globaltimer_lo;
; SM90-DAG: mov.u32 %r{{[0-9]+}}, %aggr_smem_size;
define i32 @sizes() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
  %x = add i32 %a, %b
  %y = add i32 %c, %d
  %z = add i32 %x, %y
  ret i32 %z
}

; BASE-BEGIN
declare i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
; BASE-LABEL: base_sizes(
; BASE-DAG: mov.u32 %r{{[0-9]+}}, %total_smem_size;
; BASE-DAG: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
; BASE-DAG: mov.u32 %r{{[0-9]+}}, %globaltimer_lo;
define i32 @base_sizes() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  %x = add i32 %a, %b
  %z = add i32 %x, %c
  ret i32 %z
}
; BASE-END
