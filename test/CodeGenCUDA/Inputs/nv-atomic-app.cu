// A TU written for nvcc 12.8+: device code uses the __nv_atomic_* builtins
// (a spin lock, a counter, a float sum, a 128-bit record), host code only
// launches. Compiled whole (host + device) by nv-atomic-host.test.
#include <cstdio>

struct alignas(16) Rec { unsigned long long key, val; };

__device__ void lock(int *l) {
  int e = 0;
  while (!__nv_atomic_compare_exchange_n(l, &e, 1, false, __NV_ATOMIC_ACQUIRE,
                                         __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK))
    e = 0;
}
__device__ void unlock(int *l) {
  __nv_atomic_store_n(l, 0, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
}

template <class T> __device__ T bump(T *p, T v) {
  return __nv_atomic_fetch_add(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

__global__ void kernel(int *l, unsigned *count, float *sum, Rec *rec, int *flag) {
  lock(l);
  bump(count, 1u);
  unlock(l);
  bump(sum, 0.5f);
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  Rec r = {1, 2}, old;
  __nv_atomic_exchange(rec, &r, &old, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);
#endif
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  if (__nv_atomic_load_n(flag, __NV_ATOMIC_SEQ_CST) == 42)
    __nv_atomic_fetch_max(count, 7u, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
}

// The constants are usable on the host side too (they are plain enumerators,
// as in nvcc), e.g. in a host function that passes an order to a kernel.
static_assert(__NV_ATOMIC_SEQ_CST == 5 && __NV_THREAD_SCOPE_SYSTEM == 4, "");

int launch(int *l, unsigned *c, float *s, Rec *r, int *f) {
  kernel<<<1, 32>>>(l, c, s, r, f);
  return std::printf("launched\n");
}
