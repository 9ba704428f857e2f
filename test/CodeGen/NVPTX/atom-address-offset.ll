; An atom's address is a register plus a constant byte offset where the
; pointer is one ([%rd+1024], PTX ISA "Addresses as Operands"), as ld and st
; take it: LLVM 19 put every atom's address in a register of its own (one
; add.s64 per atomic; CUB's radix-sort histogram adds 64-bit counts at
; hist + 8 * bin + 1024). LLVM 21 does the same (llc-22 writes these lines).
; Whatever the ordering and scope; a monotonic atom at device scope on a
; plain register address keeps LLVM 19's instruction and text.
;
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_100a --nvptx-short-ptr %s -o - | FileCheck %s --check-prefix=SHORT
; RUN: llc -mcpu=sm_60 %s -o - | FileCheck %s --check-prefix=SM60
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_100a --nvptx-short-ptr %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: rmw_offsets(
; CHECK:     add.s64 [[P:%rd[0-9]+]],
; CHECK-NOT: add.s64
; CHECK:     atom.global.add.u64 %rd{{[0-9]+}}, [[[P]]+1024], %rd{{[0-9]+}};
; CHECK:     atom.global.add.u64 %rd{{[0-9]+}}, [[[P]]+-16], %rd{{[0-9]+}};
; CHECK:     atom.global.add.u64 %rd{{[0-9]+}}, [[[P]]], %rd{{[0-9]+}};
; CHECK:     atom.global.exch.b64 %rd{{[0-9]+}}, [[[P]]+8], 5;
; CHECK:     atom.global.max.s64 %rd{{[0-9]+}}, [[[P]]+24], %rd{{[0-9]+}};
; CHECK:     neg.s64 [[N:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK:     atom.global.add.u64 %rd{{[0-9]+}}, [[[P]]+32], [[N]];
; CHECK:     atom.global.add.f32 %f{{[0-9]+}}, [[[P]]+40], 0f3F800000;
; CHECK:     atom.global.add.noftz.f16 %rs{{[0-9]+}}, [[[P]]+48], %rs{{[0-9]+}};
; CHECK:     atom.global.cas.b64 %rd{{[0-9]+}}, [[[P]]+56], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK:     fence.sc.sys;
; CHECK-NEXT: atom.acquire.sys.global.add.u64 %rd{{[0-9]+}}, [[[P]]+64], %rd{{[0-9]+}};
; CHECK:     atom.acq_rel.cta.global.cas.b64 %rd{{[0-9]+}}, [[[P]]+72], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; An offset wider than 32 bits is an address of its own.
; CHECK:     add.s64 [[FAR:%rd[0-9]+]], [[P]], 8589934592;
; CHECK:     atom.global.add.u64 %rd{{[0-9]+}}, [[[FAR]]], %rd{{[0-9]+}};
;
; Before sm_70 (no atom semantics), the same addresses with membars.
; SM60-LABEL: rmw_offsets(
; SM60:       atom.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+1024], %rd{{[0-9]+}};
; SM60:       membar.sys;
; SM60-NEXT:  atom.sys.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+64], %rd{{[0-9]+}};
define void @rmw_offsets(ptr addrspace(1) %h, i32 %i, i64 %v, half %x) {
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %h, i64 %idx
  %p1024 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1024
  %a = atomicrmw add ptr addrspace(1) %p1024, i64 %v syncscope("device") monotonic
  %pm16 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 -16
  %b = atomicrmw add ptr addrspace(1) %pm16, i64 %v syncscope("device") monotonic
  %c = atomicrmw add ptr addrspace(1) %p, i64 %v syncscope("device") monotonic
  %p8 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %d = atomicrmw xchg ptr addrspace(1) %p8, i64 5 syncscope("device") monotonic
  %p24 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  %e = atomicrmw max ptr addrspace(1) %p24, i64 %v syncscope("device") monotonic
  %p32 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 32
  %f = atomicrmw sub ptr addrspace(1) %p32, i64 %v syncscope("device") monotonic
  %p40 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 40
  %g = atomicrmw fadd ptr addrspace(1) %p40, float 1.0 syncscope("device") monotonic
  %p48 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 48
  %hh = atomicrmw fadd ptr addrspace(1) %p48, half %x syncscope("device") monotonic
  %p56 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 56
  %k = cmpxchg ptr addrspace(1) %p56, i64 %v, i64 %c syncscope("device") monotonic monotonic
  %p64 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 64
  %l = atomicrmw add ptr addrspace(1) %p64, i64 %v seq_cst
  %p72 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 72
  %m = cmpxchg ptr addrspace(1) %p72, i64 %v, i64 %c syncscope("block") acq_rel acquire
  %pfar = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8589934592
  %n = atomicrmw add ptr addrspace(1) %pfar, i64 %v syncscope("device") monotonic
  ret void
}

; Shared memory, with 64-bit and with 32-bit (--nvptx-short-ptr) addresses.
; CHECK-LABEL: shared_offsets(
; CHECK:       atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+256], 1;
; CHECK:       atom.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+260], %r{{[0-9]+}}, %r{{[0-9]+}};
; SHORT-LABEL: shared_offsets(
; SHORT:       atom.shared.add.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}+256], 1;
; SHORT:       atom.shared.cas.b32 %r{{[0-9]+}}, [%r{{[0-9]+}}+260], %r{{[0-9]+}}, %r{{[0-9]+}};
define void @shared_offsets(ptr addrspace(3) %s, i32 %i) {
  %p = getelementptr inbounds i32, ptr addrspace(3) %s, i32 %i
  %p256 = getelementptr inbounds i8, ptr addrspace(3) %p, i32 256
  %a = atomicrmw add ptr addrspace(3) %p256, i32 1 syncscope("device") monotonic
  %p260 = getelementptr inbounds i8, ptr addrspace(3) %p, i32 260
  %b = cmpxchg ptr addrspace(3) %p260, i32 0, i32 1 syncscope("device") monotonic monotonic
  ret void
}
