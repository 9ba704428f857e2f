; fma/add/sub/mul.f32x2 (PTX 8.6) formed from independent f32 operations on
; sm_100 and sm_103 (and their a/f), the targets that run them as one
; FFMA2/FADD2/FMUL2; never elsewhere: ptxas 13.0 splits them again on sm_110
; (which sm_101 is assembled as), sm_120 and sm_121. ptxas assembles each.
;
; Bit-identical results: each lane of a packed instruction is the scalar
; instruction the scalar code has (fma.rn, .rn/.ftz as the scalar one), on the
; same two operands; the checks follow each lane from its operands to where
; its result is stored.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,PACKED
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 | FileCheck %s --check-prefixes=CHECK,PACKED
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 | %ptxas -arch=sm_100 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | FileCheck %s --check-prefixes=CHECK,PACKED
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | %ptxas -arch=sm_100f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | FileCheck %s --check-prefixes=CHECK,PACKED
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 | FileCheck %s --check-prefixes=CHECK,PACKED
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 | %ptxas -arch=sm_103 -c -o /dev/null - %}
; With contraction allowed, add/sub/mul lose their .rn like the scalar ones.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -fp-contract=fast | FileCheck %s --check-prefixes=CHECK,CONTRACT
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -fp-contract=fast | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | %ptxas -arch=sm_121f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a | %ptxas -arch=sm_90a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -nvptx-packed-f32x2=false | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -O0 | FileCheck %s --check-prefixes=CHECK,SCALAR

; SCALAR-NOT: .f32x2

; A 2x4 register block: acc[i][j] = fma(a[i], b[j], acc[i][j]), a[i]
; broadcast, b[j], b[j+1] and acc[i][j], acc[i][j+1] adjacent elements of
; vector loads. Four fma.rn.f32x2 instead of eight fma.rn.f32, no scalar fma.
; CHECK-LABEL: outer_2x4(
; PACKED: ld.global.f32 %f[[A0:[0-9]+]], [%rd{{[0-9]+}}];
; PACKED: ld.global.v4.f32 {%f[[B0:[0-9]+]], %f[[B1:[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}];
; PACKED: ld.global.v4.f32 {%f[[C00:[0-9]+]], %f[[C01:[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}];
; PACKED-DAG: mov.b64 %rd[[PC:[0-9]+]], {%f[[C00]], %f[[C01]]};
; PACKED-DAG: mov.b64 %rd[[PB:[0-9]+]], {%f[[B0]], %f[[B1]]};
; PACKED-DAG: mov.b64 %rd[[PA:[0-9]+]], {%f[[A0]], %f[[A0]]};
; PACKED: fma.rn.f32x2 %rd[[PR:[0-9]+]], %rd[[PA]], %rd[[PB]], %rd[[PC]];
; PACKED: mov.b64 {%f[[R00:[0-9]+]], %f[[R01:[0-9]+]]}, %rd[[PR]];
; PACKED-COUNT-3: fma.rn.f32x2
; PACKED-NOT: fma.rn.f32 {{.*}};
; PACKED: st.global.v4.f32 [%rd{{[0-9]+}}], {%f[[R00]], %f[[R01]], %f{{[0-9]+}}, %f{{[0-9]+}}};
; SCALAR-COUNT-8: fma.rn.f32
; CHECK: ret;
define void @outer_2x4(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C) {
  %a0 = load float, ptr addrspace(1) %A, align 4
  %pa1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 1
  %a1 = load float, ptr addrspace(1) %pa1, align 4
  %b = load <4 x float>, ptr addrspace(1) %B, align 16
  %b0 = extractelement <4 x float> %b, i32 0
  %b1 = extractelement <4 x float> %b, i32 1
  %b2 = extractelement <4 x float> %b, i32 2
  %b3 = extractelement <4 x float> %b, i32 3
  %c = load <8 x float>, ptr addrspace(1) %C, align 16
  %c00 = extractelement <8 x float> %c, i32 0
  %c01 = extractelement <8 x float> %c, i32 1
  %c02 = extractelement <8 x float> %c, i32 2
  %c03 = extractelement <8 x float> %c, i32 3
  %c10 = extractelement <8 x float> %c, i32 4
  %c11 = extractelement <8 x float> %c, i32 5
  %c12 = extractelement <8 x float> %c, i32 6
  %c13 = extractelement <8 x float> %c, i32 7
  %r00 = call float @llvm.fma.f32(float %a0, float %b0, float %c00)
  %r01 = call float @llvm.fma.f32(float %a0, float %b1, float %c01)
  %r02 = call float @llvm.fma.f32(float %a0, float %b2, float %c02)
  %r03 = call float @llvm.fma.f32(float %a0, float %b3, float %c03)
  %r10 = call float @llvm.fma.f32(float %a1, float %b0, float %c10)
  %r11 = call float @llvm.fma.f32(float %a1, float %b1, float %c11)
  %r12 = call float @llvm.fma.f32(float %a1, float %b2, float %c12)
  %r13 = call float @llvm.fma.f32(float %a1, float %b3, float %c13)
  %v0 = insertelement <8 x float> poison, float %r00, i32 0
  %v1 = insertelement <8 x float> %v0, float %r01, i32 1
  %v2 = insertelement <8 x float> %v1, float %r02, i32 2
  %v3 = insertelement <8 x float> %v2, float %r03, i32 3
  %v4 = insertelement <8 x float> %v3, float %r10, i32 4
  %v5 = insertelement <8 x float> %v4, float %r11, i32 5
  %v6 = insertelement <8 x float> %v5, float %r12, i32 6
  %v7 = insertelement <8 x float> %v6, float %r13, i32 7
  store <8 x float> %v7, ptr addrspace(1) %C, align 16
  ret void
}

; Contraction stays: a contractable multiply and add pair becomes one
; fma.rn.f32x2, never mul.f32x2 plus add.f32x2. The second step reuses the
; packed result of the first as its addend (no move between them).
; CHECK-LABEL: axpy2_twice(
; PACKED: fma.rn.f32x2 %rd[[S1:[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; PACKED-NOT: mov.b64 {{.*}}%rd[[S1]]
; PACKED: fma.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd[[S1]];
; CHECK-NOT: mul.{{(rn.)?}}f32
; CHECK-NOT: add.{{(rn.)?}}f32
; SCALAR-COUNT-4: fma.rn.f32
; CHECK: ret;
define void @axpy2_twice(float %s, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) {
  %xv = load <2 x float>, ptr addrspace(1) %x, align 8
  %yv = load <2 x float>, ptr addrspace(1) %y, align 8
  %x0 = extractelement <2 x float> %xv, i32 0
  %x1 = extractelement <2 x float> %xv, i32 1
  %y0 = extractelement <2 x float> %yv, i32 0
  %y1 = extractelement <2 x float> %yv, i32 1
  %m0 = fmul contract float %s, %x0
  %t0 = fadd contract float %m0, %y0
  %m1 = fmul contract float %s, %x1
  %t1 = fadd contract float %m1, %y1
  %n0 = fmul contract float %s, %x0
  %u0 = fadd contract float %n0, %t0
  %n1 = fmul contract float %s, %x1
  %u1 = fadd contract float %n1, %t1
  %w0 = insertelement <2 x float> poison, float %u0, i32 0
  %w1 = insertelement <2 x float> %w0, float %u1, i32 1
  store <2 x float> %w1, ptr addrspace(1) %y, align 8
  ret void
}

; A chain of dependent fmas has nothing to pair.
; CHECK-LABEL: chain(
; CHECK-NOT: f32x2
; CHECK-COUNT-3: fma.rn.f32
; CHECK: ret;
define float @chain(float %a, float %b, float %c) {
  %r1 = call float @llvm.fma.f32(float %a, float %b, float %c)
  %r2 = call float @llvm.fma.f32(float %r1, float %b, float %c)
  %r3 = call float @llvm.fma.f32(float %r2, float %b, float %c)
  ret float %r3
}

; Elements 1 and 2 of a vector load are not a register pair (0-1 and 2-3
; are): pairing them would need moves, so these stay scalar.
; CHECK-LABEL: misaligned_pair(
; CHECK-NOT: f32x2
; CHECK: fma.rn.f32
; CHECK: fma.rn.f32
; CHECK: ret;
define void @misaligned_pair(float %a, ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %q) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %r1 = call float @llvm.fma.f32(float %a, float %v1, float %v0)
  %r2 = call float @llvm.fma.f32(float %a, float %v2, float %v3)
  store float %r1, ptr addrspace(1) %q, align 4
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  store float %r2, ptr addrspace(1) %q1, align 4
  ret void
}

; Adds of adjacent elements: add.rn.f32x2 without contraction (like the
; scalar add.rn.f32), add.f32x2 with it; a subtraction and a product by a
; broadcast constant likewise. f32 denormals flushed: .ftz as the scalar ones.
; CHECK-LABEL: add_sub_mul(
; PACKED: add.rn.f32x2
; PACKED: sub.rn.f32x2
; PACKED: mul.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CONTRACT: add.f32x2
; CONTRACT: sub.f32x2
; CONTRACT: mul.f32x2
; SCALAR-COUNT-2: add.rn.f32
; CHECK: ret;
define void @add_sub_mul(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %q) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = load <4 x float>, ptr addrspace(1) %q, align 16
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %w0 = extractelement <4 x float> %w, i32 0
  %w1 = extractelement <4 x float> %w, i32 1
  %w2 = extractelement <4 x float> %w, i32 2
  %w3 = extractelement <4 x float> %w, i32 3
  %s0 = fadd float %v0, %w0
  %s1 = fadd float %v1, %w1
  %d2 = fsub float %v2, %w2
  %d3 = fsub float %v3, %w3
  %m0 = fmul float %s0, 3.0
  %m1 = fmul float %s1, 3.0
  %o0 = insertelement <4 x float> poison, float %m0, i32 0
  %o1 = insertelement <4 x float> %o0, float %m1, i32 1
  %o2 = insertelement <4 x float> %o1, float %d2, i32 2
  %o3 = insertelement <4 x float> %o2, float %d3, i32 3
  store <4 x float> %o3, ptr addrspace(1) %q, align 16
  ret void
}

; CHECK-LABEL: ftz_fma(
; PACKED: fma.rn.ftz.f32x2
; SCALAR-COUNT-2: fma.rn.ftz.f32
; CHECK: ret;
define void @ftz_fma(float %a, ptr addrspace(1) noalias %p) #0 {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %r0 = call float @llvm.fma.f32(float %a, float %v0, float %v2)
  %r1 = call float @llvm.fma.f32(float %a, float %v1, float %v3)
  %o0 = insertelement <2 x float> poison, float %r0, i32 0
  %o1 = insertelement <2 x float> %o0, float %r1, i32 1
  store <2 x float> %o1, ptr addrspace(1) %p, align 8
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign" }

declare float @llvm.fma.f32(float, float, float)
