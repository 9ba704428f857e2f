; Straight-line strength reduction of GEPs whose sign-extended i32 index is
; y + (x + k) * s with nsw arithmetic (slsr-nsw-gep-index-delta.patch): the
; addresses of an unrolled loop's bodies a[y + (x + k) * s], k = 0, 1, ...,
; become each the previous one plus 4 * sext(s), one 64-bit add in PTX where
; each body recomputed its index and widened it (add, mul.wide, add). The
; rewrite relies on sext distributing over nsw operations, so it is not made
; without nsw (an i32 index that wraps is not the 64-bit sum: LLVM 22's SLSR
; made that rewrite, which LLVM later restricted to nsw arithmetic), nor from
; a basis whose index may be poison without undefined behaviour, unless the
; candidate's index not being poison shows that the basis's is not either
; (the histogram cases below); a basis address that may be poison through
; its inbounds flag loses the flag. The same indices spelled with shl nsw,
; 'zext nneg' or, after SeparateConstOffsetFromGEP, a 64-bit sum of a
; widened product are related too.
;
; RUN: opt -passes=slsr -S %s -o - | FileCheck %s
; RUN: llc -mcpu=sm_100a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ llc -mcpu=sm_100a %s -o - | %ptxas -c -arch=sm_100a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_120a %s -o - | %ptxas -c -arch=sm_120a - -o /dev/null %}
; RUN: %if ptxas %{ llc -mcpu=sm_75 %s -o - | %ptxas -c -arch=sm_75 - -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @unrolled(
; CHECK:      %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
; CHECK-NEXT: %v0 = load float, ptr addrspace(1) %g0
; CHECK-NEXT: [[S1:%.*]] = sext i32 %s to i64
; CHECK-NEXT: [[B1:%.*]] = shl i64 [[S1]], 2
; CHECK-NEXT: %g1 = getelementptr inbounds i8, ptr addrspace(1) %g0, i64 [[B1]]
; CHECK-NEXT: %v1 = load float, ptr addrspace(1) %g1
; CHECK-NEXT: [[S2:%.*]] = sext i32 %s to i64
; CHECK-NEXT: [[B2:%.*]] = shl i64 [[S2]], 2
; CHECK-NEXT: %g2 = getelementptr inbounds i8, ptr addrspace(1) %g1, i64 [[B2]]
; CHECK-NEXT: %v2 = load float, ptr addrspace(1) %g2
;
; PTX-LABEL: unrolled(
; PTX:      mad.lo.s32 [[I0:%r[0-9]+]], {{%r[0-9]+}}, [[S:%r[0-9]+]], {{%r[0-9]+}};
; PTX-NEXT: mul.wide.s32 [[O0:%rd[0-9]+]], [[I0]], 4;
; PTX-NEXT: add.s64 [[A0:%rd[0-9]+]], {{%rd[0-9]+}}, [[O0]];
; PTX-NEXT: ld.global.f32 {{%f[0-9]+}}, [[[A0]]];
; PTX-NEXT: mul.wide.s32 [[STEP:%rd[0-9]+]], [[S]], 4;
; PTX-NEXT: add.s64 [[A1:%rd[0-9]+]], [[A0]], [[STEP]];
; PTX-NEXT: ld.global.f32 {{%f[0-9]+}}, [[[A1]]];
; PTX-NEXT: add.s64 [[A2:%rd[0-9]+]], [[A1]], [[STEP]];
; PTX-NEXT: ld.global.f32 {{%f[0-9]+}}, [[[A2]]];
define float @unrolled(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %s) {
  %m0 = mul nsw i32 %x, %s
  %i0 = add nsw i32 %y, %m0
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %x1 = add nsw i32 %x, 1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add nsw i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %x2 = add nsw i32 %x, 2
  %m2 = mul nsw i32 %x2, %s
  %i2 = add nsw i32 %y, %m2
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = fadd float %v0, %v1
  %b = fadd float %a, %v2
  ret float %b
}

; The products in the other operand order, and a later body rewritten from
; the nearest earlier one (delta 2 here: the k = 1 body is missing).
; CHECK-LABEL: @commuted(
; CHECK:      %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
; CHECK:      [[S:%.*]] = sext i32 %s to i64
; CHECK-NEXT: [[B:%.*]] = shl i64 [[S]], 3
; CHECK-NEXT: %g2 = getelementptr inbounds i8, ptr addrspace(1) %g0, i64 [[B]]
define float @commuted(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %s) {
  %m0 = mul nsw i32 %s, %x
  %i0 = add nsw i32 %m0, %y
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %x2 = add nsw i32 %x, 2
  %m2 = mul nsw i32 %s, %x2
  %i2 = add nsw i32 %m2, %y
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = fadd float %v0, %v2
  ret float %a
}

; Without nsw on the outer add, an index may wrap in i32 where the rewritten
; 64-bit address would not: each GEP keeps its own index.
; CHECK-LABEL: @no_nsw(
; CHECK:      %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
; CHECK:      %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
define float @no_nsw(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %s) {
  %m0 = mul nsw i32 %x, %s
  %i0 = add i32 %y, %m0
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %x1 = add nsw i32 %x, 1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %x2 = add nsw i32 %x, 2
  %m2 = mul nsw i32 %x2, %s
  %i2 = add i32 %y, %m2
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = fadd float %v0, %v1
  %b = fadd float %a, %v2
  ret float %b
}

; Consecutive elements, index (x + k) + b with the add of b not nsw (the
; shape Reassociate leaves of n * (h * w) + oh * w + ow): with x = 0 and
; b = 2^31 - 1 the second index wraps to -2^31, 8 GiB below the first
; address, so it is not the first address plus 4. LLVM 22.1's SLSR rewrites it
; so, from the difference of the two i32 indices alone; each GEP keeps its
; own index here.
; CHECK-LABEL: @constant_delta_no_nsw(
; CHECK:      %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
; CHECK:      %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
define float @constant_delta_no_nsw(ptr addrspace(1) %p, i32 %x, i32 %b) {
  %i0 = add i32 %x, %b
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %x1 = add nsw i32 %x, 1
  %i1 = add i32 %x1, %b
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %x2 = add nsw i32 %x, 2
  %i2 = add i32 %x2, %b
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = fadd float %v0, %v1
  %r = fadd float %a, %v2
  ret float %r
}

; The first address is only stored to under a condition: its index may be
; poison (x * s overflowing) without undefined behaviour while the second one
; is not, so the second is not computed from it.
; CHECK-LABEL: @basis_poison_not_ub(
; CHECK:      %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
define void @basis_poison_not_ub(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %s, i1 %c) {
  %m0 = mul nsw i32 %x, %s
  %i0 = add nsw i32 %y, %m0
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  br i1 %c, label %store0, label %next
store0:
  store float 0.0, ptr addrspace(1) %g0, align 4
  br label %next
next:
  %x1 = add nsw i32 %x, 1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add nsw i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  store float 1.0, ptr addrspace(1) %g1, align 4
  ret void
}

; GEPs that are not inbounds: the rewritten address is not inbounds either.
; CHECK-LABEL: @not_inbounds(
; CHECK:      %g0 = getelementptr float, ptr addrspace(1) %p, i64 %e0
; CHECK:      %g1 = getelementptr i8, ptr addrspace(1) %g0, i64
define float @not_inbounds(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %s) {
  %m0 = mul nsw i32 %x, %s
  %i0 = add nsw i32 %y, %m0
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %x1 = add nsw i32 %x, 1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add nsw i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %a = fadd float %v0, %v1
  ret float %a
}

; The max-pooling backward pattern: the index of each body is checked by an
; unconditional load from %p and also addresses %q, accessed only under a
; condition. The %q addresses are rewritten too (their index is never poison
; where they execute), but an earlier %q address may lie outside %q's object
; where a later one does not, so the basis loses its inbounds flag and the
; rewritten address is not inbounds.
; CHECK-LABEL: @shared_index_conditional_access(
; CHECK:      %q0 = getelementptr float, ptr addrspace(1) %q, i64 %e0
; CHECK:      %g1 = getelementptr inbounds i8, ptr addrspace(1) %g0, i64
; CHECK:      %q1 = getelementptr i8, ptr addrspace(1) %q0, i64
define void @shared_index_conditional_access(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %y, i32 %x, i32 %s) {
entry:
  %m0 = mul nsw i32 %x, %s
  %i0 = add nsw i32 %y, %m0
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %q0 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %e0
  %c0 = fcmp oeq float %v0, 0.0
  br i1 %c0, label %store0, label %body1
store0:
  store float 1.0, ptr addrspace(1) %q0, align 4
  br label %body1
body1:
  %x1 = add nsw i32 %x, 1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add nsw i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %e1
  %c1 = fcmp oeq float %v1, 0.0
  br i1 %c1, label %store1, label %done
store1:
  store float 1.0, ptr addrspace(1) %q1, align 4
  br label %done
done:
  ret void
}

; Scaled terms x + w1 and x + w2 whose added values are not constants: the
; two addresses are not a constant number of strides apart, and neither is
; the other's basis (each is not x * s plus a constant multiple of s).
; CHECK-LABEL: @scaled_term_not_constant_offset(
; CHECK:      %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
; CHECK:      %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
define void @scaled_term_not_constant_offset(ptr addrspace(1) %p, i32 %y, i32 %x, i32 %w1, i32 %w2, i32 %s) {
  %x1 = add nsw i32 %x, %w1
  %m1 = mul nsw i32 %x1, %s
  %i1 = add nsw i32 %y, %m1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  store float 0.0, ptr addrspace(1) %g1, align 4
  %x2 = add nsw i32 %x, %w2
  %m2 = mul nsw i32 %x2, %s
  %i2 = add nsw i32 %y, %m2
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  store float 1.0, ptr addrspace(1) %g2, align 4
  ret void
}

; The rows of a register-blocked tile, C[(4 * t + i) * n + col]: InstCombine
; writes 4 * t + i as 'or disjoint', which is an nsw add, so each row's
; address is the previous one plus 4 * sext(n).
; CHECK-LABEL: @disjoint_or_rows(
; CHECK:      %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(1) %g0
; CHECK-NEXT: [[S1:%.*]] = sext i32 %n to i64
; CHECK-NEXT: [[B1:%.*]] = shl i64 [[S1]], 2
; CHECK-NEXT: %g1 = getelementptr inbounds i8, ptr addrspace(1) %g0, i64 [[B1]]
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %g1
; CHECK-NEXT: [[S2:%.*]] = sext i32 %n to i64
; CHECK-NEXT: [[B2:%.*]] = shl i64 [[S2]], 2
; CHECK-NEXT: %g2 = getelementptr inbounds i8, ptr addrspace(1) %g1, i64 [[B2]]
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(1) %g2
;
; PTX-LABEL: disjoint_or_rows(
; PTX:      ld.param.u32 [[N:%r[0-9]+]], [disjoint_or_rows_param_2];
; PTX:      mul.wide.s32 [[O0:%rd[0-9]+]], {{%r[0-9]+}}, 4;
; PTX-NEXT: add.s64 [[A0:%rd[0-9]+]], {{%rd[0-9]+}}, [[O0]];
; PTX-NEXT: mov.b32 {{%r[0-9]+}}, 0;
; PTX-NEXT: st.global.u32 [[[A0]]], {{%r[0-9]+}};
; PTX-NEXT: mul.wide.s32 [[STEP:%rd[0-9]+]], [[N]], 4;
; PTX-NEXT: add.s64 [[A1:%rd[0-9]+]], [[A0]], [[STEP]];
; PTX-NEXT: mov.b32 {{%r[0-9]+}}, 1065353216;
; PTX-NEXT: st.global.u32 [[[A1]]], {{%r[0-9]+}};
; PTX-NEXT: add.s64 [[A2:%rd[0-9]+]], [[A1]], [[STEP]];
; PTX-NEXT: mov.b32 {{%r[0-9]+}}, 1073741824;
; PTX-NEXT: st.global.u32 [[[A2]]], {{%r[0-9]+}};
define void @disjoint_or_rows(ptr addrspace(1) %p, i32 %t, i32 %n, i32 %col) {
  %x = shl nuw nsw i32 %t, 2
  %m0 = mul nsw i32 %x, %n
  %i0 = add nsw i32 %m0, %col
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  store float 0.0, ptr addrspace(1) %g0, align 4
  %x1 = or disjoint i32 %x, 1
  %m1 = mul nsw i32 %x1, %n
  %i1 = add nsw i32 %m1, %col
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  store float 1.0, ptr addrspace(1) %g1, align 4
  %x2 = or disjoint i32 %x, 2
  %m2 = mul nsw i32 %x2, %n
  %i2 = add nsw i32 %m2, %col
  %e2 = sext i32 %i2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  store float 2.0, ptr addrspace(1) %g2, align 4
  ret void
}

; An 'or' that is not disjoint may share set bits (x | 1 is x where x is
; odd), so it is no add and each row keeps its own index.
; CHECK-LABEL: @plain_or_rows(
; CHECK:      %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
define void @plain_or_rows(ptr addrspace(1) %p, i32 %x, i32 %n, i32 %col) {
  %m0 = mul nsw i32 %x, %n
  %i0 = add nsw i32 %m0, %col
  %e0 = sext i32 %i0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  store float 0.0, ptr addrspace(1) %g0, align 4
  %x1 = or i32 %x, 1
  %m1 = mul nsw i32 %x1, %n
  %i1 = add nsw i32 %m1, %col
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  store float 1.0, ptr addrspace(1) %g1, align 4
  ret void
}

; A radix-sort histogram adds each of its bins to a global count under a
; condition: bin k of unrolled iteration z goes to p[((z | k) << 8) | t]. The
; index is 'zext nneg' of shifts and disjoint ors, and no address is accessed
; unconditionally, so no basis is safe through undefined behaviour. It is
; safe through the candidate instead: z and t are known non-negative and the
; basis is bin 0, so where bin k's index is not poison (its shl does not
; overflow, its ors are disjoint, it is non-negative), bin 0's is not either.
; Each bin's address is then bin 0's plus a constant, an immediate offset in
; PTX. The basis may be poison through its inbounds flag (it is not accessed
; whenever computed), so it loses the flag and the others are not inbounds.
; CHECK-LABEL: @histogram_bins(
; CHECK:      %g0 = getelementptr i32, ptr addrspace(1) %p, i64 %e0
; CHECK:      %g1 = getelementptr i8, ptr addrspace(1) %g0, i64 1024
; CHECK:      %g2 = getelementptr i8, ptr addrspace(1) %g0, i64 2048
;
; PTX-LABEL: histogram_bins(
; PTX:     atom.global.add.u32 {{%r[0-9]+}}, [[[A:%rd[0-9]+]]], {{%r[0-9]+}};
; PTX:     atom.global.add.u32 {{%r[0-9]+}}, [[[A]]+1024], {{%r[0-9]+}};
; PTX:     atom.global.add.u32 {{%r[0-9]+}}, [[[A]]+2048], {{%r[0-9]+}};
define void @histogram_bins(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %n0, i32 %n1, i32 %n2) {
entry:
  %z = and i32 %a, 1020
  %t = and i32 %b, 255
  %s0 = shl nsw i32 %z, 8
  %i0 = or disjoint i32 %s0, %t
  %e0 = zext nneg i32 %i0 to i64
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e0
  %c0 = icmp eq i32 %n0, 0
  br i1 %c0, label %bin1, label %add0
add0:
  %r0 = atomicrmw add ptr addrspace(1) %g0, i32 %n0 syncscope("device") monotonic, align 4
  br label %bin1
bin1:
  %z1 = or disjoint i32 %z, 1
  %s1 = shl nsw i32 %z1, 8
  %i1 = or disjoint i32 %s1, %t
  %e1 = zext nneg i32 %i1 to i64
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e1
  %c1 = icmp eq i32 %n1, 0
  br i1 %c1, label %bin2, label %add1
add1:
  %r1 = atomicrmw add ptr addrspace(1) %g1, i32 %n1 syncscope("device") monotonic, align 4
  br label %bin2
bin2:
  %z2 = or disjoint i32 %z, 2
  %s2 = shl nsw i32 %z2, 8
  %i2 = or disjoint i32 %s2, %t
  %e2 = zext nneg i32 %i2 to i64
  %g2 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e2
  %c2 = icmp eq i32 %n2, 0
  br i1 %c2, label %done, label %add2
add2:
  %r2 = atomicrmw add ptr addrspace(1) %g2, i32 %n2 syncscope("device") monotonic, align 4
  br label %done
done:
  ret void
}

; The same bins once SeparateConstOffsetFromGEP has split a constant off t
; (bins of the thread's second digit, t + 128): the index is the 64-bit sum
; zext(bin) + zext(t), with no flag, which the GEP's offset arithmetic needs
; none for.
; CHECK-LABEL: @histogram_bins_split(
; CHECK:      %g0 = getelementptr i32, ptr addrspace(1) %p, i64 %i0
; CHECK:      %g1 = getelementptr i8, ptr addrspace(1) %g0, i64 1024
define void @histogram_bins_split(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %n0, i32 %n1) {
entry:
  %z = and i32 %a, 1020
  %t = and i32 %b, 127
  %et = zext nneg i32 %t to i64
  %s0 = shl nsw i32 %z, 8
  %w0 = zext nneg i32 %s0 to i64
  %i0 = add i64 %w0, %et
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i0
  %h0 = getelementptr inbounds i8, ptr addrspace(1) %g0, i64 512
  %c0 = icmp eq i32 %n0, 0
  br i1 %c0, label %bin1, label %add0
add0:
  %r0 = atomicrmw add ptr addrspace(1) %h0, i32 %n0 syncscope("device") monotonic, align 4
  br label %bin1
bin1:
  %z1 = or disjoint i32 %z, 1
  %s1 = shl nsw i32 %z1, 8
  %w1 = zext nneg i32 %s1 to i64
  %i1 = add i64 %w1, %et
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i1
  %h1 = getelementptr inbounds i8, ptr addrspace(1) %g1, i64 512
  %c1 = icmp eq i32 %n1, 0
  br i1 %c1, label %done, label %add1
add1:
  %r1 = atomicrmw add ptr addrspace(1) %h1, i32 %n1 syncscope("device") monotonic, align 4
  br label %done
done:
  ret void
}

; Where z is not known to be non-negative, the check does not conclude: it
; bounds bin 0's terms by bin 1's from the signs ValueTracking knows, not
; from bin 1's flags. Without undefined behaviour to rely on, each bin keeps
; its own index.
; CHECK-LABEL: @histogram_bins_sign_unknown(
; CHECK:      %g1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e1
define void @histogram_bins_sign_unknown(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %n0, i32 %n1) {
entry:
  %z = and i32 %a, -4
  %t = and i32 %b, 255
  %s0 = shl nsw i32 %z, 8
  %i0 = or disjoint i32 %s0, %t
  %e0 = zext nneg i32 %i0 to i64
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e0
  %c0 = icmp eq i32 %n0, 0
  br i1 %c0, label %bin1, label %add0
add0:
  %r0 = atomicrmw add ptr addrspace(1) %g0, i32 %n0 syncscope("device") monotonic, align 4
  br label %bin1
bin1:
  %z1 = or disjoint i32 %z, 1
  %s1 = shl nsw i32 %z1, 8
  %i1 = or disjoint i32 %s1, %t
  %e1 = zext nneg i32 %i1 to i64
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e1
  %c1 = icmp eq i32 %n1, 0
  br i1 %c1, label %done, label %add1
add1:
  %r1 = atomicrmw add ptr addrspace(1) %g1, i32 %n1 syncscope("device") monotonic, align 4
  br label %done
done:
  ret void
}

; Bins visited out of order: 1, 3, 0. Bin 3's index not being poison makes
; bin 1's not poison either (z | 1 has no bit that z | 3 lacks, and is no
; larger): bin 3 is bin 1's address plus 2 * 1024. Bin 0's says nothing of
; bin 1's or bin 3's shl, so bin 0 keeps its own index.
; CHECK-LABEL: @histogram_bins_out_of_order(
; CHECK:      %g3 = getelementptr i8, ptr addrspace(1) %g1, i64 2048
; CHECK:      %g0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e0
define void @histogram_bins_out_of_order(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %n0, i32 %n1, i32 %n3) {
entry:
  %z = and i32 %a, 1020
  %t = and i32 %b, 255
  %z1 = or disjoint i32 %z, 1
  %s1 = shl nsw i32 %z1, 8
  %i1 = or disjoint i32 %s1, %t
  %e1 = zext nneg i32 %i1 to i64
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e1
  %c1 = icmp eq i32 %n1, 0
  br i1 %c1, label %bin3, label %add1
add1:
  %r1 = atomicrmw add ptr addrspace(1) %g1, i32 %n1 syncscope("device") monotonic, align 4
  br label %bin3
bin3:
  %z3 = or disjoint i32 %z, 3
  %s3 = shl nsw i32 %z3, 8
  %i3 = or disjoint i32 %s3, %t
  %e3 = zext nneg i32 %i3 to i64
  %g3 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e3
  %c3 = icmp eq i32 %n3, 0
  br i1 %c3, label %bin0, label %add3
add3:
  %r3 = atomicrmw add ptr addrspace(1) %g3, i32 %n3 syncscope("device") monotonic, align 4
  br label %bin0
bin0:
  %s0 = shl nsw i32 %z, 8
  %i0 = or disjoint i32 %s0, %t
  %e0 = zext nneg i32 %i0 to i64
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e0
  %c0 = icmp eq i32 %n0, 0
  br i1 %c0, label %done, label %add0
add0:
  %r0 = atomicrmw add ptr addrspace(1) %g0, i32 %n0 syncscope("device") monotonic, align 4
  br label %done
done:
  ret void
}
