// GNU __atomic builtins in CUDA device code with every __ATOMIC_* order
// (atomic-load-store-fence-orderings.patch, atomic-cmpxchg-orderings.patch,
// atomic-rmw-orderings.patch).
// LLVM 19's backend stopped clang with "fatal error: error in backend: Cannot
// select: ... AtomicLoad<(load seq_cst ...>" on an acquire or seq_cst load, a
// release or seq_cst store and any __atomic_thread_fence, and compiled every
// __atomic_compare_exchange_n and every read-modify-write (__atomic_fetch_add
// & co) to a relaxed, device-scope atom.cas or atom.op. Clang 19
// gives these builtins the system scope; the PTX is NVIDIA's atomics ABI
// (CUDA "PTX Interoperability", "Atomics Application Binary Interface").
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-device-only -S -O2 %s -o %t-90a.s
// RUN: FileCheck %s < %t-90a.s
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 %s -o %t-100a.s
// RUN: FileCheck %s < %t-100a.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t-90a.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t-100a.s -o /dev/null %}

// The crash this fixes.
// CHECK-LABEL: _Z9load_seqcPi(
// CHECK: fence.sc.sys;
// CHECK-NEXT: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ int load_seqc(int *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }

// CHECK-LABEL: _Z12load_relaxedPi(
// CHECK-NOT: fence.
// CHECK: ld.relaxed.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ int load_relaxed(int *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }

// Clang makes consume acquire.
// CHECK-LABEL: _Z12load_consumePi(
// CHECK-NOT: fence.
// CHECK: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ int load_consume(int *p) { return __atomic_load_n(p, __ATOMIC_CONSUME); }

// CHECK-LABEL: _Z12load_acquirePi(
// CHECK-NOT: fence.
// CHECK: ld.acquire.sys.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ int load_acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

// CHECK-LABEL: _Z13store_relaxedPii(
// CHECK-NOT: fence.
// CHECK: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
__device__ void store_relaxed(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }

// CHECK-LABEL: _Z13store_releasePii(
// CHECK-NOT: fence.
// CHECK: st.release.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
__device__ void store_release(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }

// CHECK-LABEL: _Z10store_seqcPii(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: st.relaxed.sys.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
__device__ void store_seqc(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_SEQ_CST); }

// 64-bit and floating-point objects (clang loads a double as an i64).
// CHECK-LABEL: _Z11load_doublePd(
// CHECK: fence.sc.sys;
// CHECK-NEXT: ld.acquire.sys.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ double load_double(double *p) {
  double v;
  __atomic_load(p, &v, __ATOMIC_SEQ_CST);
  return v;
}
// CHECK-LABEL: _Z12store_doublePxx(
// CHECK: st.release.sys.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
__device__ void store_double(long long *p, long long v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }

// A __device__ variable is global memory; a __shared__ one shared memory.
__device__ int flag;
// CHECK-LABEL: _Z11load_globalv(
// CHECK: ld.acquire.sys.global.u32 %r{{[0-9]+}}, [flag];
__device__ int load_global() { return __atomic_load_n(&flag, __ATOMIC_ACQUIRE); }
// CHECK-LABEL: _Z13shared_kernelPi(
// CHECK: st.release.sys.shared.u32 [_ZZ13shared_kernelPiE1s], %r{{[0-9]+}};
// CHECK: bar.sync 0;
// CHECK: fence.sc.sys;
// CHECK-NEXT: ld.acquire.sys.shared.u32 %r{{[0-9]+}}, [_ZZ13shared_kernelPiE1s];
__global__ void shared_kernel(int *out) {
  __shared__ int s;
  __atomic_store_n(&s, 1, __ATOMIC_RELEASE);
  __syncthreads();
  *out = __atomic_load_n(&s, __ATOMIC_SEQ_CST);
}

// Fences: acquire, release and acq_rel are fence.acq_rel (fence.acquire and
// fence.release would need PTX 8.6); relaxed is no fence.
// CHECK-LABEL: _Z13fence_relaxedv(
// CHECK-NOT: {{fence\.|membar\.}}
// CHECK: ret;
__device__ void fence_relaxed() { __atomic_thread_fence(__ATOMIC_RELAXED); }
// CHECK-LABEL: _Z13fence_acquirev(
// CHECK: fence.acq_rel.sys;
// CHECK-NEXT: ret;
__device__ void fence_acquire() { __atomic_thread_fence(__ATOMIC_ACQUIRE); }
// CHECK-LABEL: _Z13fence_releasev(
// CHECK: fence.acq_rel.sys;
// CHECK-NEXT: ret;
__device__ void fence_release() { __atomic_thread_fence(__ATOMIC_RELEASE); }
// CHECK-LABEL: _Z13fence_acq_relv(
// CHECK: fence.acq_rel.sys;
// CHECK-NEXT: ret;
__device__ void fence_acq_rel() { __atomic_thread_fence(__ATOMIC_ACQ_REL); }
// CHECK-LABEL: _Z10fence_seqcv(
// CHECK: fence.sc.sys;
// CHECK-NEXT: ret;
__device__ void fence_seqc() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
// A signal fence orders only against the thread itself: no instruction.
// CHECK-LABEL: _Z12signal_fencev(
// CHECK-NOT: {{fence\.|membar\.}}
// CHECK: ret;
__device__ void signal_fence() { __atomic_signal_fence(__ATOMIC_SEQ_CST); }

// Compare-and-swap: the stronger of the two orders (release with an acquire
// failure order is acq_rel); seq_cst is fence.sc then atom.acquire.
// CHECK-LABEL: _Z8cas_seqcPiii(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
__device__ int cas_seqc(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return e;
}
// CHECK-LABEL: _Z11cas_acq_relPiii(
// CHECK-NOT: fence.
// CHECK: atom.acq_rel.sys.cas.b32
__device__ int cas_acq_rel(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return e;
}
// CHECK-LABEL: _Z19cas_release_acquirePiii(
// CHECK-NOT: fence.
// CHECK: atom.acq_rel.sys.cas.b32
__device__ int cas_release_acquire(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE);
  return e;
}
// CHECK-LABEL: _Z11cas_releasePiii(
// CHECK-NOT: fence.
// CHECK: atom.release.sys.cas.b32
__device__ int cas_release(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
  return e;
}
// CHECK-LABEL: _Z11cas_acquirePiii(
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.cas.b32
__device__ int cas_acquire(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  return e;
}
// CHECK-LABEL: _Z11cas_consumePiii(
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.cas.b32
__device__ int cas_consume(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_CONSUME, __ATOMIC_CONSUME);
  return e;
}
// CHECK-LABEL: _Z11cas_relaxedPiii(
// CHECK-NOT: fence.
// CHECK: atom.sys.cas.b32
__device__ int cas_relaxed(int *p, int e, int v) {
  __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return e;
}
// CHECK-LABEL: _Z10cas64_weakPxxx(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}};
__device__ long long cas64_weak(long long *p, long long e, long long v) {
  __atomic_compare_exchange_n(p, &e, v, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  return e;
}

// CUDA's atomicCAS orders no other access and is atomic at device scope:
// a relaxed atom.cas at .gpu scope, as nvcc compiles it
// (cuda-atomiccas-relaxed-device-scope.patch; clang 22 emits a seq_cst,
// system-scope cmpxchg, which costs a fence.sc.sys).
// CHECK-LABEL: _Z15cuda_atomic_casPiii(
// CHECK-NOT: fence.
// CHECK-NOT: membar
// CHECK: atom.cas.b32
// CHECK-NOT: fence.
// CHECK: ret;
__device__ int cuda_atomic_cas(int *p, int e, int v) { return atomicCAS(p, e, v); }

// Read-modify-write: atom.acquire/.release/.acq_rel.sys.op, seq_cst
// fence.sc then atom.acquire, relaxed atom.sys.op.
// CHECK-LABEL: _Z17fetch_add_relaxedPi(
// CHECK-NOT: fence.
// CHECK: atom.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
// CHECK-NOT: fence.
// CHECK: ret;
__device__ int fetch_add_relaxed(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_RELAXED); }
// CHECK-LABEL: _Z17fetch_add_consumePi(
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
__device__ int fetch_add_consume(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_CONSUME); }
// CHECK-LABEL: _Z17fetch_add_acquirePi(
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
__device__ int fetch_add_acquire(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_ACQUIRE); }
// CHECK-LABEL: _Z17fetch_add_releasePi(
// CHECK-NOT: fence.
// CHECK: atom.release.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
__device__ int fetch_add_release(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_RELEASE); }
// CHECK-LABEL: _Z17fetch_add_acq_relPi(
// CHECK-NOT: fence.
// CHECK: atom.acq_rel.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
__device__ int fetch_add_acq_rel(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_ACQ_REL); }
// CHECK-LABEL: _Z14fetch_add_seqcPi(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
// CHECK-NOT: fence.
// CHECK: ret;
__device__ int fetch_add_seqc(int *p) { return __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST); }
// CHECK-LABEL: _Z13exchange_seqcPxx(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
__device__ long long exchange_seqc(long long *p, long long v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }
// A subtraction is atom.add of the negation.
// CHECK-LABEL: _Z17fetch_sub_acq_relPji(
// CHECK: neg.s32 [[NEG:%r[0-9]+]], %r{{[0-9]+}};
// CHECK-NOT: fence.
// CHECK: atom.acq_rel.sys.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[NEG]];
__device__ unsigned fetch_sub_acq_rel(unsigned *p, int v) { return __atomic_fetch_sub(p, v, __ATOMIC_ACQ_REL); }
// CHECK-LABEL: _Z17fetch_or_release_Pj(
// CHECK-NOT: fence.
// CHECK: atom.release.sys.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 4;
__device__ unsigned global_bits;
__device__ unsigned fetch_or_release_(unsigned *) { return __atomic_fetch_or(&global_bits, 4u, __ATOMIC_RELEASE); }
// CHECK-LABEL: _Z14fetch_max_seqcPii(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
__device__ int fetch_max_seqc(int *p, int v) { return __atomic_fetch_max(p, v, __ATOMIC_SEQ_CST); }
// CHECK-LABEL: _Z20fetch_add_float_seqcPff(
// CHECK: fence.sc.sys;
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], %f{{[0-9]+}};
__device__ float fetch_add_float_seqc(float *p, float v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
// A 16-bit one is a CAS loop whose atom.cas takes the order.
// CHECK-LABEL: _Z19fetch_add_short_acqPs(
// CHECK-NOT: fence.
// CHECK: atom.acquire.sys.cas.b32
__device__ short fetch_add_short_acq(short *p) { return __atomic_fetch_add(p, (short)1, __ATOMIC_ACQUIRE); }

// CUDA's read-modify-write functions, like atomicCAS, order no other access
// and are atomic at device scope: relaxed atom.op at .gpu scope, nvcc's PTX
// (cuda-atomic-rmw-relaxed-device-scope.patch; clang 22 emits a seq_cst,
// system-scope atomicrmw), with the element's offset in the address, as
// nvcc and LLVM 21 write it (NVPTXAtomicOrdering.cpp).
// CHECK-LABEL: _Z18cuda_rmw_functionsPiPjPyPfPd(
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4], -2;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+8], 3;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+12], 4;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+16], 5;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+20], 6;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+24], 7;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+28], 8;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 9;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4], 10;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 11;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+8], 12;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4], 1073741824;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: atom.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d4008000000000000;
// CHECK-NOT: {{fence\.|membar}}
// CHECK: ret;
__device__ int cuda_rmw_functions(int *i, unsigned *u, unsigned long long *ull, float *f, double *d) {
  int r = atomicAdd(i, 1);
  r += atomicSub(i + 1, 2);
  r += atomicExch(i + 2, 3);
  r += atomicMax(i + 3, 4);
  r += atomicMin(i + 4, 5);
  r += atomicAnd(i + 5, 6);
  r += atomicOr(i + 6, 7);
  r += atomicXor(i + 7, 8);
  r += atomicMax(u, 9u);
  r += atomicMin(u + 1, 10u);
  r += atomicAdd(ull, 11ull);
  r += atomicExch(ull + 1, 12ull);
  r += atomicAdd(f, 1.0f);
  r += atomicExch(f + 1, 2.0f);
  r += atomicAdd(d, 3.0);
  return r;
}
