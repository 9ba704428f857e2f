// The __nv_atomic_* builtins (__clang_cuda_nv_atomic.h) refuse what nvcc 13.0
// refuses, with clang errors at the call (diagnose_if) or static_asserts that
// name the builtin and the rule, never a ptxas error or a crash: a memory
// order or scope that is not a constant or out of range, a load with a
// release order, a store with an acquire order, the types each builtin does
// not take (nvcc: float/pointer/struct/enum for the _n forms, sizes, signed
// 64-bit add, float min/max and bit operations, const/volatile objects).
// Targets: sm_70 is the minimum; 128-bit exchange and compare-exchange need
// sm_90; below sm_90 the cluster scope warns and becomes the device scope
// (nvcc's warning #20302/#20306). The host compilation sees the same
// target-independent errors (the device functions are analysed there too)
// and none of the target ones.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -internal-isystem %build_root/lib/clang/19/include -include __clang_cuda_nv_atomic.h \
// RUN:   -fsyntax-only -verify=expected -verify-ignore-unexpected=note -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_80 \
// RUN:   -internal-isystem %build_root/lib/clang/19/include -include __clang_cuda_nv_atomic.h \
// RUN:   -fsyntax-only -verify=expected,sm80 -verify-ignore-unexpected=note -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -internal-isystem %build_root/lib/clang/19/include -include __clang_cuda_nv_atomic.h \
// RUN:   -fsyntax-only -verify=expected -verify-ignore-unexpected=note -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_60 \
// RUN:   -internal-isystem %build_root/lib/clang/19/include -include __clang_cuda_nv_atomic.h \
// RUN:   -fsyntax-only -verify=sm60 -verify-ignore-unexpected=note -x cuda -DSM60 %s

#define __device__ __attribute__((device))

struct S3 { char a[3]; };
struct alignas(16) S16 { long long a, b; };
enum E { EA, EB };

#ifdef SM60
__device__ int old_arch(int *p) {
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST); // sm60-error {{__nv_atomic operations require sm_70 or newer}}
  return __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED); // sm60-error {{__nv_atomic operations require sm_70 or newer}}
}
#elif !defined(CUDA122)

// The constants have nvcc's values.
static_assert(__NV_ATOMIC_RELAXED == 0 && __NV_ATOMIC_CONSUME == 1 &&
              __NV_ATOMIC_ACQUIRE == 2 && __NV_ATOMIC_RELEASE == 3 &&
              __NV_ATOMIC_ACQ_REL == 4 && __NV_ATOMIC_SEQ_CST == 5, "");
static_assert(__NV_THREAD_SCOPE_THREAD == 0 && __NV_THREAD_SCOPE_BLOCK == 1 &&
              __NV_THREAD_SCOPE_CLUSTER == 2 && __NV_THREAD_SCOPE_DEVICE == 3 &&
              __NV_THREAD_SCOPE_SYSTEM == 4, "");

__device__ void orders(int *p, int ord, int scope) {
  __nv_atomic_load_n(p, ord, __NV_THREAD_SCOPE_DEVICE); // expected-error {{the memory order of an __nv_atomic operation must be a constant}}
  __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, scope); // expected-error {{the thread scope of an __nv_atomic operation must be a constant}}
  __nv_atomic_fetch_add(p, 1, ord); // expected-error {{the memory order of an __nv_atomic operation must be a constant}}
  __nv_atomic_thread_fence(ord); // expected-error {{the memory order of an __nv_atomic operation must be a constant}}
  __nv_atomic_load_n(p, 7); // expected-error {{invalid memory order for an __nv_atomic operation}}
  __nv_atomic_store_n(p, 1, -1); // expected-error {{invalid memory order for an __nv_atomic operation}}
  __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, 9); // expected-error {{invalid thread scope for an __nv_atomic operation}}
  __nv_atomic_load_n(p, __NV_ATOMIC_RELEASE); // expected-error {{an __nv_atomic load cannot have memory order __NV_ATOMIC_RELEASE or __NV_ATOMIC_ACQ_REL}}
  int r;
  __nv_atomic_load(p, &r, __NV_ATOMIC_ACQ_REL); // expected-error {{an __nv_atomic load cannot have memory order}}
  __nv_atomic_store_n(p, 1, __NV_ATOMIC_ACQUIRE); // expected-error {{an __nv_atomic store cannot have memory order __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE or __NV_ATOMIC_ACQ_REL}}
  __nv_atomic_store(p, &r, __NV_ATOMIC_CONSUME); // expected-error {{an __nv_atomic store cannot have memory order}}
  __nv_atomic_store_n(p, 1, __NV_ATOMIC_ACQ_REL); // expected-error {{an __nv_atomic store cannot have memory order}}
  int e = 0;
  __nv_atomic_compare_exchange_n(p, &e, 1, false, __NV_ATOMIC_RELAXED, ord); // expected-error {{the memory order of an __nv_atomic operation must be a constant}}
  // Constant expressions other than the enumerators are fine (nvcc wants a
  // literal; clang takes any constant).
  constexpr int o = __NV_ATOMIC_ACQUIRE;
  __nv_atomic_load_n(p, o, __NV_THREAD_SCOPE_BLOCK + 2);
}

__device__ void types(float *f, double *d, long long *ll, long *l, unsigned long long *ull,
                      const int *ci, volatile int *vi, S3 *s3, bool *b, short *s,
                      int **pp, E *pe, char *c, S16 *s16) {
  __nv_atomic_load_n(f, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_load_n is valid only on integral types (use the generic form for others)}}
  __nv_atomic_store_n(pp, nullptr, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_store_n is valid only on integral types}}
  __nv_atomic_exchange_n(pe, EA, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_exchange_n is valid only on integral types}}
  __nv_atomic_exchange_n(s, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_exchange_n is valid only on objects of 4, 8 or 16 bytes}}
  __nv_atomic_compare_exchange_n(c, c, 1, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_compare_exchange_n is valid only on objects of 2, 4, 8 or 16 bytes}}
  __nv_atomic_load_n(ci, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic operations take a pointer to a non-const, non-volatile object}}
  __nv_atomic_store_n(vi, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic operations take a pointer to a non-const, non-volatile object}}
  S3 r3;
  __nv_atomic_load(s3, &r3, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_load is valid only on objects of 1, 2, 4, 8 or 16 bytes}}
  __nv_atomic_exchange(s3, &r3, &r3, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_exchange is valid only on objects of 4, 8 or 16 bytes}}
  __nv_atomic_fetch_add(ll, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_add is not valid on a signed 64-bit integer (PTX has no atom.add.s64; use an unsigned type)}}
  __nv_atomic_fetch_sub(l, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_sub is not valid on a signed 64-bit integer}}
  __nv_atomic_fetch_add(s, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_add is valid only on 4- or 8-byte integer, pointer, float and double types}}
  __nv_atomic_fetch_min(f, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_min is valid only on 4- or 8-byte integer and pointer types}}
  __nv_atomic_fetch_max(d, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_max is valid only on 4- or 8-byte integer and pointer types}}
  __nv_atomic_fetch_and(f, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_and is valid only on 4- or 8-byte integer and pointer types}}
  __nv_atomic_fetch_or(b, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_or is valid only on 4- or 8-byte integer and pointer types}}
  __nv_atomic_fetch_xor(c, 1, __NV_ATOMIC_RELAXED); // expected-error@__clang_cuda_nv_atomic.h:* {{__nv_atomic_fetch_xor is valid only on 4- or 8-byte integer and pointer types}}
  // What nvcc takes: no error.
  __nv_atomic_fetch_add(ull, 1, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_max(ll, 1, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_and(l, 1, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_add(f, 1.5f, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_sub(d, 1.5, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_add(pp, 3, __NV_ATOMIC_RELAXED);
  __nv_atomic_load_n(b, __NV_ATOMIC_RELAXED);
  float rf;
  __nv_atomic_load(f, &rf, __NV_ATOMIC_RELAXED);
  S16 q;
  __nv_atomic_load(s16, &q, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_store(s16, &q, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
}

__device__ void target_rules(int *p, S16 *s16) {
  S16 q;
  __nv_atomic_exchange(s16, &q, &q, __NV_ATOMIC_RELAXED); // sm80-error@__clang_cuda_nv_atomic.h:* {{128-bit __nv_atomic exchange and compare-exchange require sm_90 or newer}}
  __nv_atomic_compare_exchange(s16, &q, &q, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_RELAXED); // sm80-error@__clang_cuda_nv_atomic.h:* {{128-bit __nv_atomic exchange and compare-exchange require sm_90 or newer}}
  __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER); // sm80-warning {{__NV_THREAD_SCOPE_CLUSTER needs sm_90 or newer; using __NV_THREAD_SCOPE_DEVICE instead (as nvcc does)}}
}
#endif

// 16-byte operations need PTX 8.3: with a CUDA older than 12.3 (whose PTX
// version clang then uses) they are refused.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90a \
// RUN:   -internal-isystem %build_root/lib/clang/19/include -DCUDA_VERSION=12020 \
// RUN:   -include __clang_cuda_nv_atomic.h -fsyntax-only -verify=cuda122 \
// RUN:   -verify-ignore-unexpected=note -x cuda -DCUDA122 %s
#ifdef CUDA122
__device__ void old_cuda(S16 *s16, unsigned long long *p) {
  S16 q;
  __nv_atomic_load(s16, &q, __NV_ATOMIC_RELAXED); // cuda122-error@__clang_cuda_nv_atomic.h:* {{16-byte __nv_atomic operations need PTX ISA 8.3 (CUDA 12.3 or newer)}}
  __nv_atomic_exchange(s16, &q, &q, __NV_ATOMIC_RELAXED); // cuda122-error@__clang_cuda_nv_atomic.h:* {{16-byte __nv_atomic operations need PTX ISA 8.3 (CUDA 12.3 or newer)}}
  __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED);
}
#endif
