// The Blackwell builtins on a target or PTX version without the intrinsic (or
// without the form the immediates select) are errors naming the builtin, what
// it needs and the target. Like other device-only diagnostics they are
// deferred: a host-device, inline or template function never emitted for the
// device is not diagnosed, and a host compilation never is.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90a \
// RUN:   -target-feature +ptx86 -fsyntax-only -verify=sm90a -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -fsyntax-only -verify=sm120a -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -fsyntax-only -verify=sm100a -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100f \
// RUN:   -target-feature +ptx88 -fsyntax-only -verify=sm100f -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90 \
// RUN:   -target-feature +ptx85 -fsyntax-only -verify=sm90ptx85 -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -aux-target-cpu sm_90a -fsyntax-only -verify=host -x cuda %s
// The driver path: the same diagnostics, with the PTX version from the CUDA
// installation (13.0: PTX 9.0).
// RUN: %if cuda-13.0 %{ not %clang -x cuda --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-device-only -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DRIVER %}
// DRIVER: error: '__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05 (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f) and PTX 8.6; the target is sm_90a with PTX 9.0
//
// host-no-diagnostics

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))

typedef unsigned v8u __attribute__((vector_size(32)));

__global__ void tcgen05(unsigned *slot, unsigned t, unsigned long long a,
                        unsigned idesc) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
  // sm90a-error@-1 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05 (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f) and PTX 8.6; the target is sm_90a with PTX 8.6}}
  // sm120a-error@-2 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05 (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f) and PTX 8.6; the target is sm_120a with PTX 8.7}}
  // sm90ptx85-error@-3 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05}}
  __nvvm_tcgen05_mma_shared(t, a, a, idesc, true, /*kind::i8*/ 3, 1, 0);
  // sm90a-error@-1 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // sm120a-error@-2 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // sm90ptx85-error@-3 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // sm100f-error@-4 {{'__nvvm_tcgen05_mma_shared' with these immediate operands needs tcgen05.mma kind::i8 (sm_100a, sm_101a, sm_110a) and PTX 8.6; the target is sm_100f with PTX 8.8}}
  __nvvm_tcgen05_mma_shared(t, a, a, idesc, true, /*kind::f16*/ 0, 1, 0);
  // sm90a-error@-1 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // sm120a-error@-2 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // sm90ptx85-error@-3 {{'__nvvm_tcgen05_mma_shared' needs tcgen05}}
  // kind::mxf4nvf4 has no PTX 8.6 spelling.
  __nvvm_tcgen05_mma_shared_mxf4nvf4_block_scale_block16(t, a, a, idesc, true, t, t, 1, 0);
  // sm90a-error@-1 {{needs tcgen05}}
  // sm120a-error@-2 {{needs tcgen05}}
  // sm90ptx85-error@-3 {{needs tcgen05}}
  // sm100a-error@-4 {{'__nvvm_tcgen05_mma_shared_mxf4nvf4_block_scale_block16' with these immediate operands needs PTX 8.7; the target is sm_100a with PTX 8.6}}
}

typedef __fp16 half2 __attribute__((vector_size(4)));

__global__ void warp_mma(float *d, unsigned *a, float *c, half2 *h) {
  __nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_e4m3_e2m1_f32_ue8m0(
      d, a[0], a[1], a[2], a[3], a[4], a[5], c[0], c[1], c[2], c[3], a[6], 0, 0,
      a[7], 0, 0);
  // sm90a-error@-3 {{'__nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_e4m3_e2m1_f32_ue8m0' needs mma.sync kind::f8f6f4 and block_scale (sm_120a/f, sm_121a/f) and PTX 8.7; the target is sm_90a with PTX 8.6}}
  // sm100a-error@-4 {{the target is sm_100a with PTX 8.6}}
  // sm100f-error@-5 {{the target is sm_100f with PTX 8.8}}
  // sm90ptx85-error@-6 {{the target is sm_90 with PTX 8.5}}
  // e4m3 mma.sync with f16 accumulators: sm_89+, PTX 8.7.
  __nvvm_mma_m16n8k16_row_col_f16_e4m3_e4m3_f16(h, a[0], a[1], a[2], h[0], h[1]);
  // sm90ptx85-error@-1 {{'__nvvm_mma_m16n8k16_row_col_f16_e4m3_e4m3_f16' needs mma.sync with e4m3/e5m2 inputs (sm_89 and later) and PTX 8.7; the target is sm_90 with PTX 8.5}}
  // sm90a-error@-2 {{'__nvvm_mma_m16n8k16_row_col_f16_e4m3_e4m3_f16' needs mma.sync with e4m3/e5m2 inputs (sm_89 and later) and PTX 8.7; the target is sm_90a with PTX 8.6}}
  // sm100a-error@-3 {{the target is sm_100a with PTX 8.6}}
}

// Reached from a kernel: reported, with the call stack.
static __host__ __device__ void hd_called(unsigned *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
  // sm90a-error@-1 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05}}
  // sm120a-error@-2 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05}}
  // sm90ptx85-error@-3 {{'__nvvm_tcgen05_alloc_shared_cg1' needs tcgen05}}
}
__global__ void calls_hd(unsigned *slot) { hd_called(slot); }
// sm90a-note@-1 {{called by 'calls_hd'}}
// sm120a-note@-2 {{called by 'calls_hd'}}
// sm90ptx85-note@-3 {{called by 'calls_hd'}}

// Never emitted for the device: not diagnosed. (An externally visible
// host-device function is emitted for the device, so it would be.)
inline __host__ __device__ void hd_unused(unsigned *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
}
inline __device__ void inline_unused(unsigned *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
}
static __device__ void static_unused(unsigned *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
}
template <typename T> __device__ void template_unused(T *slot) {
  __nvvm_tcgen05_alloc_shared_cg1(slot, 32);
  __nvvm_tcgen05_alloc_shared_cg2((unsigned *)0, 32);
}
