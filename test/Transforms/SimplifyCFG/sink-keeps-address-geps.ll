; SimplifyCFG's common-code sinking does not sink a load or store whose
; address would become a phi of getelementptrs that are not sunk with it
; (simplifycfg-sink-keeps-address-geps.patch, LLVM 20's rule) for an NVPTX
; target: each block keeps its access with the GEP folded into the address
; ([%rd+1024]), as clang 22 compiles Thrust's fill kernel. Where the GEPs
; sink too (a phi or select of their index instead), and where the addresses
; are not GEPs, the access is sunk as before (here the diamond then folds to
; a select). Host triples keep 19.1.7's sinking, and the switch turns the
; rule off.
;
; RUN: opt -passes='simplifycfg<sink-common-insts>' -S %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX
; RUN: opt -passes='simplifycfg<sink-common-insts>' -simplifycfg-sink-keeps-address-geps=false -S %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,SUNK
; RUN: sed -e 's/^target triple = .*/target triple = "x86_64-unknown-linux-gnu"/' %s \
; RUN:   | opt -passes='simplifycfg<sink-common-insts>' -S -o - | FileCheck %s --check-prefixes=CHECK,SUNK
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The shape of Thrust's fill: a store through a byte offset in one block, an
; element index in the other (the GEPs differ in type, so they cannot merge).
; CHECK-LABEL: @stores_through_geps(
; NVPTX:       a:
; NVPTX-NEXT:    %ga = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1024
; NVPTX-NEXT:    store float %v, ptr addrspace(1) %ga, align 4
; NVPTX:       b:
; NVPTX-NEXT:    %gb = getelementptr inbounds float, ptr addrspace(1) %p, i64 %j
; NVPTX-NEXT:    store float %v, ptr addrspace(1) %gb, align 4
; NVPTX-NOT:   phi
; SUNK:          [[A:%.*]] = select i1 %c, ptr addrspace(1) %ga, ptr addrspace(1) %gb
; SUNK-NEXT:     store float %v, ptr addrspace(1) [[A]], align 4
;
; PTX-LABEL: stores_through_geps(
; PTX: st.global.f32 [%rd{{[0-9]+}}+1024], %f{{[0-9]+}};
define void @stores_through_geps(i1 %c, ptr addrspace(1) %p, i64 %j, float %v) {
entry:
  br i1 %c, label %a, label %b
a:
  %ga = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1024
  store float %v, ptr addrspace(1) %ga, align 4
  br label %end
b:
  %gb = getelementptr inbounds float, ptr addrspace(1) %p, i64 %j
  store float %v, ptr addrspace(1) %gb, align 4
  br label %end
end:
  ret void
}

; Loads likewise.
; CHECK-LABEL: @loads_through_geps(
; NVPTX:       a:
; NVPTX-NEXT:    %ga = getelementptr inbounds i8, ptr addrspace(1) %p, i64 512
; NVPTX-NEXT:    %la = load float, ptr addrspace(1) %ga, align 4
; NVPTX:       end:
; NVPTX-NEXT:    %r = phi float [ %la, %a ], [ %lb, %b ]
; SUNK:          [[A:%.*]] = select i1 %c, ptr addrspace(1) %ga, ptr addrspace(1) %gb
; SUNK-NEXT:     %lb = load float, ptr addrspace(1) [[A]], align 4
define float @loads_through_geps(i1 %c, ptr addrspace(1) %p, i64 %j) {
entry:
  br i1 %c, label %a, label %b
a:
  %ga = getelementptr inbounds i8, ptr addrspace(1) %p, i64 512
  %la = load float, ptr addrspace(1) %ga, align 4
  br label %end
b:
  %gb = getelementptr inbounds float, ptr addrspace(1) %p, i64 %j
  %lb = load float, ptr addrspace(1) %gb, align 4
  br label %end
end:
  %r = phi float [ %la, %a ], [ %lb, %b ]
  ret float %r
}

; The GEPs merge (same type and base; a phi of the index): everything sinks,
; on every target.
; CHECK-LABEL: @geps_sink_too(
; CHECK:         [[I:%.*]] = select i1 %c, i64 %i, i64 %j
; CHECK-NEXT:    [[G:%.*]] = getelementptr inbounds float, ptr addrspace(1) %p, i64 [[I]]
; CHECK-NEXT:    store float %v, ptr addrspace(1) [[G]], align 4
define void @geps_sink_too(i1 %c, ptr addrspace(1) %p, i64 %i, i64 %j, float %v) {
entry:
  br i1 %c, label %a, label %b
a:
  %ga = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  store float %v, ptr addrspace(1) %ga, align 4
  br label %end
b:
  %gb = getelementptr inbounds float, ptr addrspace(1) %p, i64 %j
  store float %v, ptr addrspace(1) %gb, align 4
  br label %end
end:
  ret void
}

; Addresses that are not GEPs: the store sinks, with a phi of them.
; CHECK-LABEL: @stores_through_pointers(
; CHECK:         [[A:%.*]] = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %q
; CHECK:         store float %v, ptr addrspace(1) [[A]], align 4
define void @stores_through_pointers(i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %q, float %v) {
entry:
  br i1 %c, label %a, label %b
a:
  call void @use(i32 1)
  store float %v, ptr addrspace(1) %p, align 4
  br label %end
b:
  call void @use(i32 2)
  store float %v, ptr addrspace(1) %q, align 4
  br label %end
end:
  ret void
}

declare void @use(i32)
