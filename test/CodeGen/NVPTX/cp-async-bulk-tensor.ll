; The tensor copies (TMA) of upstream LLVM 22 (llvm.nvvm.cp.async.bulk.tensor.*):
; global to the cluster's shared memory (g2s: tile 1d-5d, im2col 3d-5d,
; im2col::w and ::w::128, tile::gather4) or to the CTA's (g2s.cta), the L2
; prefetch, shared::cta to global (s2g, tile::scatter4) and the reductions.
; The flags choose the spelling as llc 22 does: i1 use_mc adds
; .multicast::cluster and the CTA mask, i1 use_ch .L2::cache_hint and the
; cache policy (an operand a flag turns off is not printed), i32 cta_group 1
; or 2 .cta_group::1/::2. The PTX is llc 22's; ptxas assembles it on every
; target that has it: sm_90 and later at PTX 8.0 for the base forms; at PTX
; 8.6 a shared::cta destination (sm_90), gather4 and im2col::w into
; shared::cta (sm_100 and later), and .cta_group, gather4/scatter4,
; im2col::w/::w::128 otherwise (sm_100a, sm_103a, sm_110a and their 'f'
; targets only, as ptxas 13.0 and the PTX ISA have them). Elsewhere, and for
; a cta_group outside 0..2, our error names the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/all.ll -o %t/sm100a.ptx
; RUN: FileCheck %s < %t/sm100a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/sm100a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f %t/all.ll -o %t/sm100f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100f %t/sm100f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a %t/all.ll -o %t/sm103a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_103a %t/sm103a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f %t/all.ll -o %t/sm110f.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_110f %t/sm110f.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/short.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 %t/base.ll -o %t/sm90a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t/sm90a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/base.ll -o %t/sm120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t/sm120a.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 %t/sm100.ll -o %t/sm121.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_121 %t/sm121.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/cta.ll -o %t/sm90cta.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/sm90cta.ptx -o /dev/null %}
;
; Operands in place (the flags' operands, when printed, after the im2col
; offsets, as in the PTX ISA).
; RUN: FileCheck %s --check-prefix=ORDER < %t/sm100a.ptx
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a --nvptx-short-ptr %t/order.ll -o - | FileCheck %s --check-prefix=SHORT
;
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' is not available on sm_89 (PTX 7.8): it needs cp.async.bulk and cp.async.bulk.tensor (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; PTX78: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' needs PTX 8.0 or later; sm_90 is compiled for PTX 7.8
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx85 %t/cta.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CTA85
; CTA85: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d' needs PTX 8.6 or later; sm_90a is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120
; SM120-DAG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' with these immediate operands is not available on sm_120a: it needs cp.async.bulk.tensor .cta_group, gather4/scatter4 and im2col::w (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f)
; SM120-DAG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d' is not available on sm_120a (PTX 8.7)
; SM120-DAG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d' is not available on sm_120a (PTX 8.7)
; SM120-DAG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.5d' is not available on sm_120a (PTX 8.7)
; SM120-NOT: g2s.cta.tile.gather4.2d
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %t/sm100.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90CTA
; SM90CTA: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d' is not available on sm_90a (PTX 8.6): it needs cp.async.bulk .cp_mask and cp.async.bulk.tensor gather4/im2col::w into shared::cta (sm_100 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/badcg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCG
; BADCG: error: {{.*}}intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d': operand 9 is 3, outside 0..2
; BADCG-NOT: LLVM ERROR
;
; ORDER-LABEL: .func f11(
; ORDER: ld.param.u64 [[DST:%rd[0-9]+]], [f11_param_0];
; ORDER: ld.param.u64 [[MBAR:%rd[0-9]+]], [f11_param_1];
; ORDER: ld.param.u64 [[TMAP:%rd[0-9]+]], [f11_param_2];
; ORDER: ld.param.u32 [[C0:%r[0-9]+]], [f11_param_3];
; ORDER: ld.param.u32 [[C1:%r[0-9]+]], [f11_param_4];
; ORDER: ld.param.u16 [[MC:%rs[0-9]+]], [f11_param_5];
; ORDER: ld.param.u64 [[CH:%rd[0-9]+]], [f11_param_6];
; ORDER: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [[[DST]]], [[[TMAP]], {[[C0]], [[C1]]}], [[[MBAR]]], [[MC]], [[CH]];
; ORDER-LABEL: .func f18(
; ORDER: ld.param.u64 [[DST:%rd[0-9]+]], [f18_param_0];
; ORDER: ld.param.u64 [[MBAR:%rd[0-9]+]], [f18_param_1];
; ORDER: ld.param.u64 [[TMAP:%rd[0-9]+]], [f18_param_2];
; ORDER: ld.param.u16 [[O0:%rs[0-9]+]], [f18_param_8];
; ORDER: ld.param.u16 [[O1:%rs[0-9]+]], [f18_param_9];
; ORDER: ld.param.u16 [[O2:%rs[0-9]+]], [f18_param_10];
; ORDER: ld.param.u16 [[MC:%rs[0-9]+]], [f18_param_11];
; ORDER: ld.param.u64 [[CH:%rd[0-9]+]], [f18_param_12];
; ORDER: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [[[DST]]], [[[TMAP]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [[[MBAR]]], {[[O0]], [[O1]], [[O2]]}, [[MC]], [[CH]];
; ORDER-LABEL: .func f19(
; SHORT-LABEL: .func f0(
; SHORT: ld.param.u32 [[DST:%r[0-9]+]], [f0_param_0];
; SHORT: ld.param.u32 [[MBAR:%r[0-9]+]], [f0_param_1];
; SHORT: ld.param.u64 [[TMAP:%rd[0-9]+]], [f0_param_2];
; SHORT: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [[[DST]]], [[[TMAP]], {%r{{[0-9]+}}}], [[[MBAR]]], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; SHORT-LABEL: .func f1(
; SHORT: ld.param.u32 [[SRC:%r[0-9]+]], [f1_param_0];
; SHORT: ld.param.u64 [[TMAP:%rd[0-9]+]], [f1_param_1];
; SHORT: cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [[[TMAP]], {%r{{[0-9]+}}}], [[[SRC]]], %rd{{[0-9]+}};
;
; CHECK-LABEL: f0(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f1(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f2(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f3(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f4(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f5(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f6(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK-LABEL: f7(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK-LABEL: f8(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK-LABEL: f9(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f10(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f11(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f12(
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f13(
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f14(
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f15(
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f16(
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f17(
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f18(
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f19(
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f20(
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f21(
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: f22(
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f23(
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f24(
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f25(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK-LABEL: f26(
; CHECK: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f27(
; CHECK: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f28(
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f29(
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f30(
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}};
; CHECK-LABEL: f31(
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f32(
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK-LABEL: f33(
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f34(
; CHECK: cp.async.bulk.tensor.4d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f35(
; CHECK: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f36(
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.im2col::w::128.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f37(
; CHECK: cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
; CHECK-LABEL: f38(
; CHECK: cp.async.bulk.prefetch.tensor.1d.L2.global.tile.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], %rd{{[0-9]+}};
; CHECK-LABEL: f39(
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK-LABEL: f40(
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.tile.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
; CHECK-LABEL: f41(
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}};
; CHECK-LABEL: f42(
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f43(
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK-LABEL: f44(
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f45(
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f46(
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK-LABEL: f47(
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
; CHECK-LABEL: f48(
; CHECK: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f49(
; CHECK: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f50(
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f51(
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f52(
; CHECK: cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f53(
; CHECK: cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f54(
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f55(
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f56(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f57(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f58(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f59(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f60(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f61(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f62(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f63(
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK-LABEL: f64(
; CHECK: cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK-LABEL: f65(
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr, i32, i32, i32, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.4d(ptr, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d(ptr addrspace(3), ptr, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 0, i32 0)
  ret void
}
define void @f1(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 0, i32 1)
  ret void
}
define void @f2(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 0, i32 2)
  ret void
}
define void @f3(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 1, i32 0)
  ret void
}
define void @f4(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 1, i32 1)
  ret void
}
define void @f5(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 1, i32 2)
  ret void
}
define void @f6(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 0, i32 0)
  ret void
}
define void @f7(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 0, i32 1)
  ret void
}
define void @f8(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 0, i32 2)
  ret void
}
define void @f9(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 1, i32 0)
  ret void
}
define void @f10(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 1, i32 1)
  ret void
}
define void @f11(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 1, i32 2)
  ret void
}
define void @f12(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1, i32 0)
  ret void
}
define void @f13(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 1, i1 1, i32 0)
  ret void
}
define void @f14(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i1 1, i1 1, i32 0)
  ret void
}
define void @f15(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i1 1, i1 1, i32 0)
  ret void
}
define void @f16(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i1 1, i1 1, i32 0)
  ret void
}
define void @f17(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 1, i1 1, i32 0)
  ret void
}
define void @f18(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i1 1, i1 1, i32 0)
  ret void
}
define void @f19(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 1, i1 1, i32 1)
  ret void
}
define void @f20(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 1, i1 1, i32 1)
  ret void
}
define void @f21(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 1, i1 1, i32 1)
  ret void
}
define void @f22(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 0, i1 1, i32 2)
  ret void
}
define void @f23(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 0, i1 1, i32 2)
  ret void
}
define void @f24(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 0, i1 1, i32 2)
  ret void
}
define void @f25(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i1 1, i1 0, i32 2)
  ret void
}
define void @f26(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f27(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f28(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 0)
  ret void
}
define void @f29(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 1)
  ret void
}
define void @f30(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 0)
  ret void
}
define void @f31(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 1)
  ret void
}
define void @f32(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 0)
  ret void
}
define void @f33(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 1)
  ret void
}
define void @f34(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 1)
  ret void
}
define void @f35(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 1)
  ret void
}
define void @f36(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i64 %a10, i1 1)
  ret void
}
define void @f37(ptr %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %a0, i32 %a1, i64 %a2, i1 0)
  ret void
}
define void @f38(ptr %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %a0, i32 %a1, i64 %a2, i1 1)
  ret void
}
define void @f39(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 0)
  ret void
}
define void @f40(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 1)
  ret void
}
define void @f41(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 0)
  ret void
}
define void @f42(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 1)
  ret void
}
define void @f43(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 0)
  ret void
}
define void @f44(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 1)
  ret void
}
define void @f45(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.4d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7, i1 1)
  ret void
}
define void @f46(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i1 1)
  ret void
}
define void @f47(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 1)
  ret void
}
define void @f48(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 0)
  ret void
}
define void @f49(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}
define void @f50(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f51(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f52(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 0)
  ret void
}
define void @f53(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 1)
  ret void
}
define void @f54(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 0)
  ret void
}
define void @f55(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 1)
  ret void
}
define void @f56(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f57(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f58(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f59(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f60(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f61(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f62(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f63(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f64(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 1)
  ret void
}
define void @f65(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}

;--- base.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr, i32, i32, i32, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d(ptr addrspace(3), ptr, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 0, i32 0)
  ret void
}
define void @f1(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 0, i1 1, i32 0)
  ret void
}
define void @f2(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 0, i32 0)
  ret void
}
define void @f3(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 1, i1 1, i32 0)
  ret void
}
define void @f4(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1, i32 0)
  ret void
}
define void @f5(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 1, i1 1, i32 0)
  ret void
}
define void @f6(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i1 1, i1 1, i32 0)
  ret void
}
define void @f7(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i1 1, i1 1, i32 0)
  ret void
}
define void @f8(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i1 1, i1 1, i32 0)
  ret void
}
define void @f9(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 1, i1 1, i32 0)
  ret void
}
define void @f10(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i1 1, i1 1, i32 0)
  ret void
}
define void @f11(ptr %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %a0, i32 %a1, i64 %a2, i1 0)
  ret void
}
define void @f12(ptr %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %a0, i32 %a1, i64 %a2, i1 1)
  ret void
}
define void @f13(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 0)
  ret void
}
define void @f14(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 1)
  ret void
}
define void @f15(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 0)
  ret void
}
define void @f16(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 1)
  ret void
}
define void @f17(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 0)
  ret void
}
define void @f18(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 1)
  ret void
}
define void @f19(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 0)
  ret void
}
define void @f20(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}
define void @f21(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f22(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f23(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 0)
  ret void
}
define void @f24(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 1)
  ret void
}
define void @f25(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f26(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f27(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f28(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f29(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f30(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f31(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f32(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 0)
  ret void
}
define void @f33(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 1)
  ret void
}
define void @f34(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}

;--- cta.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
define void @f0(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4, i1 0)
  ret void
}
define void @f1(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i64 %a4, i1 1)
  ret void
}
define void @f2(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 0)
  ret void
}
define void @f3(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 1)
  ret void
}
define void @f4(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 0)
  ret void
}
define void @f5(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 1)
  ret void
}
define void @f6(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 0)
  ret void
}
define void @f7(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 1)
  ret void
}

;--- sm100.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
define void @f0(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 1)
  ret void
}
define void @f1(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 1)
  ret void
}

;--- order.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
define void @f0(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %a0, ptr addrspace(3) %a1, ptr %a2, i32 %a3, i16 %a4, i64 %a5, i1 1, i1 1, i32 1)
  ret void
}
define void @f1(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3) %a0, ptr %a1, i32 %a2, i64 %a3, i1 1)
  ret void
}

;--- badcg.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
define void @f(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 %mc, i64 %ch, i1 0, i1 0, i32 3)
  ret void
}
