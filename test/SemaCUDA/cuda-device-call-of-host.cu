// A __device__ or __global__ function's call of a __host__ function, as nvcc
// 13.0 reports it: an error only where the caller is compiled for the device
// (an external __device__ function, or one a kernel reaches); nothing for a
// static or inline one that nothing calls, nothing in the host compilation.
// Clang found no viable function in both compilations, emitted or not.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=dev -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=host -x cuda %s
//
// nvcc takes the same file with -DNVCC_ACCEPTS (the cases it refuses left
// out) and refuses each refused case on its own.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -std=c++17 -x cu -c -DNVCC_ACCEPTS %s -o %t.o %}
// RUN: %if nvcc %{ not %nvcc -arch=sm_100a -std=c++17 -x cu -c -DREFUSED=1 %s -o %t.o %}
// RUN: %if nvcc %{ not %nvcc -arch=sm_100a -std=c++17 -x cu -c -DREFUSED=2 %s -o %t.o %}
// The same with our driver, host and device.
// RUN: %if cuda-13.0 %{ %clang -x cuda -std=c++17 -nocudalib --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -c -DNVCC_ACCEPTS %s -o %t.clang.o %}
//
// HIP keeps clang's rule.
// RUN: not %clang -cc1 -triple amdgcn-amd-amdhsa -fcuda-is-device -std=c++17 -fsyntax-only \
// RUN:   -DNVCC_ACCEPTS -x hip %s 2>&1 | FileCheck %s --check-prefix=HIP
// HIP: error: no matching function for call to 'hostonly'

// host-no-diagnostics
#ifndef __NVCC__
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#endif

int hostonly(int x) { return x + 1; }
template <class... T> void ignore(const T &...) {}

// Not compiled for the device by anyone: no diagnostic.
static __device__ int static_unused(int x) { return hostonly(x); }
__device__ inline int inline_unused(int x) { return hostonly(x); }
struct Emulation {
  static __device__ inline int ballot(int x) { ignore(x); return x; }
};

// Random123's pattern: __device__ only where __CUDA_ARCH__ is defined, so in
// the host compilation the kernel calls a host operator[].
#ifdef __CUDA_ARCH__
#define MAYBE_DEVICE __device__
#else
#define MAYBE_DEVICE
#endif
struct Array2 {
  int v[2];
  MAYBE_DEVICE int &operator[](int i) { return v[i]; }
};
__global__ void uses_array(int *p) {
  Array2 a;
  a[0] = *p;
  *p = a[0] + a[1];
}

// What clang chose before stays chosen (nvcc chooses otherwise here: it
// picks f(int) and the first probe, execution spaces aside, so these are
// clang's checks only).
#ifndef __NVCC__
// A __host__ candidate never displaces a viable one: f(long) is the device
// one, f(int) the host one, both compilations pick f(long).
int f(int);
__device__ long f(long);
__device__ void overload_unchanged() {
  static_assert(sizeof(f(1)) == sizeof(long), "the __device__ f(long)");
}

// In SFINAE the __host__ candidate stays non-viable, so substitution fails
// and the fallback is chosen, as before.
template <class T>
__device__ auto probe(T t, int) -> decltype(hostonly(t), char()) { return 0; }
template <class T> __device__ long probe(T, long) { return 0; }
__device__ void sfinae_unchanged() {
  static_assert(sizeof(probe(1, 0)) == sizeof(long), "the fallback");
}
#endif

#ifndef NVCC_ACCEPTS
// Compiled for the device: the error, where the caller is emitted.
__device__ int external_caller(int x) {
  return hostonly(x); // dev-error {{reference to __host__ function 'hostonly' in __device__ function}}
}
__device__ inline int reached(int x) {
  return hostonly(x); // dev-error {{reference to __host__ function 'hostonly' in __device__ function}}
}
__global__ void kernel(int *p) { *p = reached(*p); } // dev-note {{called by 'kernel'}}
// dev-note@32 2 {{'hostonly' declared here}}
#endif

#if REFUSED == 1
__device__ int external_caller(int x) { return hostonly(x); }
#elif REFUSED == 2
__device__ inline int reached(int x) { return hostonly(x); }
__global__ void kernel(int *p) { *p = reached(*p); }
#endif
