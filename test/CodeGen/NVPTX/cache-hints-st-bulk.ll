; Cache and bulk-memory hints of upstream LLVM 22: prefetch{,.global,.local}
; .L1/.L2, prefetch.global.L2::evict_last/normal and prefetchu.L1 (sm_90 and
; PTX 8.0, where llc 22 selects them), applypriority.L2::evict_normal and
; discard.L2 on a 128-byte line (sm_80, PTX 7.4), and st.bulk (sm_100, PTX
; 8.6, initial value 0). Same PTX as llc 22; ptxas assembles it; older
; targets, PTX versions and sizes ptxas refuses get our error naming the
; intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/prefetch.ll -o %t/prefetch.ptx
; RUN: FileCheck %s --check-prefix=PREFETCH < %t/prefetch.ptx
; PREFETCH: ld.param.u64 [[P:%rd[0-9]+]], [f_param_0];
; PREFETCH: prefetch.L1 [[[P]]];
; PREFETCH: prefetch.L2 [[[P]]];
; PREFETCH: prefetch.global.L1 [[[G:%rd[0-9]+]]];
; PREFETCH-NEXT: prefetch.global.L2 [[[G]]];
; PREFETCH-NEXT: prefetch.global.L2::evict_last [[[G]]];
; PREFETCH-NEXT: prefetch.global.L2::evict_normal [[[G]]];
; PREFETCH-NEXT: prefetch.local.L1 [[[L:%rd[0-9]+]]];
; PREFETCH-NEXT: prefetch.local.L2 [[[L]]];
; PREFETCH-NEXT: prefetchu.L1 [[[P]]];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/prefetch.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %t/prefetch.ll -o %t/prefetch-short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/prefetch-short.ptx
; SHORT: prefetch.local.L1 [%r{{[0-9]+}}];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/prefetch-short.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx80 %t/prefetch.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREFETCH-SM89
; PREFETCH-SM89: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.L1' is not available on sm_89 (PTX 8.0): it needs prefetch and prefetchu (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %t/prefetch.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREFETCH-PTX78
; PREFETCH-PTX78: error: {{.*}}intrinsic 'llvm.nvvm.prefetch.L1' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx74 %t/line.ll -o %t/line.ptx
; RUN: FileCheck %s --check-prefix=LINE < %t/line.ptx
; LINE: applypriority.L2::evict_normal [[[P:%rd[0-9]+]]], 128;
; LINE: applypriority.global.L2::evict_normal [[[G:%rd[0-9]+]]], 128;
; LINE-NEXT: discard.L2 [[[P]]], 128;
; LINE-NEXT: discard.global.L2 [[[G]]], 128;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_80 %t/line.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx74 %t/line.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINE-SM75
; LINE-SM75: error: {{.*}}intrinsic 'llvm.nvvm.applypriority.L2.evict.normal' is not available on sm_75 (PTX 7.4): it needs applypriority and discard (sm_80 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx73 %t/line.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINE-PTX73
; LINE-PTX73: error: {{.*}}intrinsic 'llvm.nvvm.applypriority.L2.evict.normal' needs PTX 7.4 or later; sm_80 is compiled for PTX 7.3
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx74 %t/line-size.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINE-SIZE
; LINE-SIZE: error: {{.*}}intrinsic 'llvm.nvvm.discard.global.L2': operand 2 is 64, outside 128..128
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %t/st-bulk.ll -o %t/st-bulk.ptx
; RUN: FileCheck %s --check-prefix=ST-BULK < %t/st-bulk.ptx
; ST-BULK: st.bulk [%rd{{[0-9]+}}], [[N:%rd[0-9]+]], 0;
; ST-BULK: st.bulk.shared::cta [%rd{{[0-9]+}}], [[N]], 0;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100 %t/st-bulk.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 --nvptx-short-ptr %t/st-bulk.ll -o %t/st-bulk120.ptx
; RUN: FileCheck %s --check-prefix=ST-BULK-SHORT < %t/st-bulk120.ptx
; ST-BULK-SHORT: st.bulk.shared::cta [%r{{[0-9]+}}], %rd{{[0-9]+}}, 0;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120 %t/st-bulk120.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %t/st-bulk.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ST-BULK-SM90
; ST-BULK-SM90: error: {{.*}}intrinsic 'llvm.nvvm.st.bulk' is not available on sm_90a (PTX 8.6): it needs st.bulk (sm_100 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %t/st-bulk-init.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ST-BULK-INIT
; ST-BULK-INIT: error: {{.*}}intrinsic 'llvm.nvvm.st.bulk.shared.cta': operand 3 is 1, outside 0..0

;--- prefetch.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.prefetch.L1(ptr)
declare void @llvm.nvvm.prefetch.L2(ptr)
declare void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5))
declare void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5))
declare void @llvm.nvvm.prefetchu.L1(ptr)
define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(5) %l) {
  call void @llvm.nvvm.prefetch.L1(ptr %p)
  call void @llvm.nvvm.prefetch.L2(ptr %p)
  call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) %l)
  call void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %l)
  call void @llvm.nvvm.prefetchu.L1(ptr %p)
  ret void
}

;--- line.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.discard.L2(ptr, i64)
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
define ptx_kernel void @g(ptr %p, ptr addrspace(1) %g) {
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %p, i64 128)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %g, i64 128)
  call void @llvm.nvvm.discard.L2(ptr %p, i64 128)
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %g, i64 128)
  ret void
}

;--- line-size.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
define ptx_kernel void @g(ptr addrspace(1) %g) {
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %g, i64 64)
  ret void
}

;--- st-bulk.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk(ptr, i64, i64)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
define ptx_kernel void @s(ptr %p, ptr addrspace(3) %s, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0)
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %n, i64 0)
  ret void
}

;--- st-bulk-init.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
define ptx_kernel void @s(ptr addrspace(3) %s, i64 %n) {
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %n, i64 1)
  ret void
}
