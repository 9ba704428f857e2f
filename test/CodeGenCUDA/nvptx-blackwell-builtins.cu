// The clang builtins of the Blackwell intrinsics: one representative of each
// family, as device IR (the intrinsic's signature, the pointer conversions,
// struct results stored through the first argument, the declaration's
// attributes) and through to PTX that ptxas 13.0 accepts for the real target.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O2 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=TC
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -O2 -emit-llvm -x cuda -DWARP %s -o - | FileCheck %s --check-prefix=WARP
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O2 -S -x cuda %s -o %t-100a.s
// RUN: FileCheck %s --check-prefix=PTX100 < %t-100a.s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -O2 -S -x cuda -DWARP %s -o %t-120a.s
// RUN: FileCheck %s --check-prefix=PTX120 < %t-120a.s
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t-100a.s -o %t-100a.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t-120a.s -o %t-120a.cubin %}

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

typedef unsigned v4u __attribute__((vector_size(16)));
typedef unsigned v8u __attribute__((vector_size(32)));
typedef __fp16 half2 __attribute__((vector_size(4)));

#ifndef WARP
// TC-LABEL: define {{.*}} @_Z5allocPj(
// TC: %[[S:.*]] = addrspacecast ptr %{{.*}} to ptr addrspace(3)
// TC: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %[[S]], i32 64)
// TC: declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) nocapture writeonly, i32) #[[ALLOC:[0-9]+]]
// PTX100-LABEL: _Z5allocPj
// PTX100: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
__global__ void alloc(unsigned *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 64);
}

// TC-LABEL: define {{.*}} @_Z5ld_stjPj(
// TC: %[[T:.*]] = inttoptr i32 %{{.*}} to ptr addrspace(6)
// TC: %[[V:.*]] = {{.*}}call <8 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x8(ptr addrspace(6) %[[T]], i1 true)
// TC: call void @llvm.nvvm.tcgen05.st.16x64b.x8(ptr addrspace(6) %[[T]], <8 x i32> %[[V]], i1 false)
// TC: call void @llvm.nvvm.tcgen05.wait.ld()
// TC: declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x8(ptr addrspace(6) nocapture, i1 immarg) #[[ARGMEM:[0-9]+]]
// PTX100-LABEL: _Z5ld_stjPj
// PTX100: tcgen05.ld.sync.aligned.16x64b.x8.pack::16b.b32
// PTX100: tcgen05.st.sync.aligned.16x64b.x8.b32
__global__ void ld_st(unsigned taddr, unsigned *out) {
  v8u v = __nvvm_tcgen05_ld_16x64b_x8(taddr, true);
  __nvvm_tcgen05_st_16x64b_x8(taddr, v, false);
  __nvvm_tcgen05_wait_ld();
  out[0] = v[7];
}

// TC-LABEL: define {{.*}} @_Z3mmajyyjPy(
// TC: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %{{.*}}, i64 %a, i64 %b, i32 %idesc, i1 true, i32 3, i32 1, i32 0)
// TC: call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %{{.*}}, i64 %a, i64 %b, i32 %idesc, i1 false, ptr addrspace(6) %{{.*}}, ptr addrspace(6) %{{.*}}, i32 1, i32 2)
// TC: call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %{{.*}}, i64 %a, i64 %b, i32 %idesc, i1 true, ptr addrspace(6) %{{.*}}, i32 0, i32 1, i32 1)
// TC: %[[BAR:.*]] = addrspacecast ptr %bar to ptr addrspace(3)
// TC: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %[[BAR]])
// TC: declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) writeonly, i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg) #[[MMA:[0-9]+]]
// PTX100-LABEL: _Z3mmajyyjPy
// PTX100: tcgen05.mma.cta_group::1.kind::i8
// PTX100: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale
// PTX100: tcgen05.mma.sp.cta_group::1.kind::f16
// PTX100: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
__global__ void mma(unsigned d, unsigned long long a, unsigned long long b,
                    unsigned idesc, unsigned long long *bar) {
  __nvvm_tcgen05_mma_shared(d, a, b, idesc, true, /*kind::i8*/ 3, 1, 0);
  __nvvm_tcgen05_mma_shared_mxf8f6f4_block_scale(d, a, b, idesc, false, d + 64,
                                                 d + 96, 1, 2);
  __nvvm_tcgen05_mma_sp_shared(d, a, b, idesc, true, d + 128, 0, 1, 1);
  __nvvm_tcgen05_commit_shared_cg1(bar);
}

// TC-LABEL: define {{.*}} @_Z3cvtPfPs(
// TC: call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// TC: declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float) #[[CVT:[0-9]+]]
// PTX100-LABEL: _Z3cvtPfPs
// PTX100: cvt.rn.satfinite.e2m1x2.f32
__global__ void cvt(float *f, short *out) {
  out[0] = __nvvm_ff_to_e2m1x2_rn_satfinite(f[0], f[1]);
}

// The declarations carry upstream's attributes (above: immarg on the
// immediates, nocapture/writeonly on pointers; here: convergent for the
// .sync.aligned instructions, not for tcgen05.mma, issued by one thread, and
// the memory effects: the conversion is pure and speculatable). The -O2
// pipeline adds mustprogress where willreturn is (opt-22 does too);
// CodeGenCUDA/nvptx-blackwell-builtins-attributes-vs-opt22.test compares
// every declaration as CodeGen writes it with opt-22's.
// TC-DAG: attributes #[[ALLOC]] = { convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
// TC-DAG: attributes #[[ARGMEM]] = { convergent nounwind memory(argmem: readwrite) }
// TC-DAG: attributes #[[MMA]] = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
// TC-DAG: attributes #[[CVT]] = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
#else
// WARP-LABEL: define {{.*}} @_Z11block_scalePfPjS_(
// WARP: %[[R:.*]] = {{.*}}call { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i16 0, i16 1, i32 %{{.*}}, i16 2, i16 3)
// WARP: %[[E0:.*]] = extractvalue { float, float, float, float } %[[R]], 0
// WARP: store float %[[E0]], ptr %d
// WARP: %[[E3:.*]] = extractvalue { float, float, float, float } %[[R]], 3
// WARP: %[[P3:.*]] = getelementptr {{(inbounds )?}}i8, ptr %d, i64 12
// WARP: store float %[[E3]], ptr %[[P3]]
// PTX120-LABEL: _Z11block_scalePfPjS_
// PTX120: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0
__global__ void block_scale(float *d, unsigned *a, float *c) {
  __nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_e4m3_e2m1_f32_ue8m0(
      d, a[0], a[1], a[2], a[3], a[4], a[5], c[0], c[1], c[2], c[3], a[6], 0, 1,
      a[7], 2, 3);
}

// WARP-LABEL: define {{.*}} @_Z6sparsePDv2_DhPjS0_(
// WARP: %[[R:.*]] = {{.*}}call { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, i32 %{{.*}}, i32 1)
// WARP: %[[E1:.*]] = extractvalue { <2 x half>, <2 x half> } %[[R]], 1
// WARP: %[[P1:.*]] = getelementptr {{(inbounds )?}}i8, ptr %d, i64 4
// WARP: store <2 x half> %[[E1]], ptr %[[P1]]
// PTX120-LABEL: _Z6sparsePDv2_DhPjS0_
// PTX120: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
__global__ void sparse(half2 *d, unsigned *meta, half2 *x) {
  __nvvm_mma_sp_ordered_metadata_m16n8k16_row_col_f16_f16(
      d, x[0], x[1], x[2], x[3], x[4], x[5], meta[0], 1);
}
#endif
