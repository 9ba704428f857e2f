// A host function template's call of a constexpr __device__ function that
// nvcc accepts (the callee is chosen when the template is instantiated):
// clang accepts it in CUDA with -Wcuda-device-constexpr-from-host, in the
// host compilation, and compiles the callee for the host, as nvcc does. A call
// that resolves without it keeps its callee; calls nvcc refuses stay errors.
// (test/SemaCUDA/nvcc-leniencies-vs-nvcc.test compares every case with nvcc.)
//
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,host -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
//
// -Wno- silences it; -Werror= makes it an error.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Wno-cuda-device-constexpr-from-host \
// RUN:   -Werror %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Werror=cuda-device-constexpr-from-host \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: calling constexpr __device__ function 'shape_o<Shape>' from __host__ function 'arguments<Shape>' is an nvcc extension; 'shape_o<Shape>' is compiled for the host too [-Werror,-Wcuda-device-constexpr-from-host]
//
// The host compilation defines the callee and calls it: the same host IR as
// with the callee declared __host__ __device__. The device compilation is as
// before.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY \
// RUN:   -Wno-cuda-device-constexpr-from-host %s -o %t.host.ll
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY -DHOST_DEVICE \
// RUN:   %s -o %t.host-device.ll
// RUN: diff %t.host.ll %t.host-device.ll
// RUN: FileCheck %s --check-prefix=HOST < %t.host.ll
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -x cuda \
// RUN:   -DVALID_ONLY %s -o - | FileCheck %s --check-prefix=DEVICE

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#ifdef HOST_DEVICE
#define DEVICE __host__ __device__
#else
#define DEVICE __device__
#endif

// CUTLASS 4.2's 77_blackwell_fmha: to_underlying_arguments (host) calls
// the __device__ constexpr member template get_problem_shape_O.
struct Shape { int m, n; };
template <class Element> struct Epilogue {
  template <class S> DEVICE static constexpr int shape_o(S const &s) {
    return s.m * s.n;
  }
  template <class S> static int arguments(S const &s) {
    return shape_o(s) + 1; // host-warning {{calling constexpr __device__ function 'shape_o<Shape>' from __host__ function 'arguments<Shape>' is an nvcc extension; 'shape_o<Shape>' is compiled for the host too}}
  }
};

// A host overload that is viable keeps the call: the __device__ one is
// considered only when nothing else is.
__device__ constexpr int pick(int) { return 1; }
int pick(long) { return 2; }
template <class T> int picks(T v) { return pick(v); }

int host_side(int m) {
  return Epilogue<float>::arguments(Shape{m, 3}) + // host-note {{called by 'host_side'}}
         picks(m);
}

// HOST-LABEL: define {{.*}} i32 @_Z9host_sidei(
// HOST: call noundef i32 @_ZN8EpilogueIfE9argumentsI5ShapeEEiRKT_(
// HOST: call noundef i32 @_Z5picksIiEiT_(
// HOST-LABEL: define linkonce_odr noundef i32 @_ZN8EpilogueIfE9argumentsI5ShapeEEiRKT_(
// HOST: call noundef i32 @_ZN8EpilogueIfE7shape_oI5ShapeEEiRKT_(
// HOST-LABEL: define linkonce_odr noundef i32 @_Z5picksIiEiT_(
// HOST: call noundef i32 @_Z4pickl(
// HOST-LABEL: define linkonce_odr noundef i32 @_ZN8EpilogueIfE7shape_oI5ShapeEEiRKT_(
// HOST: mul nsw i32
// The device compilation emits no host function and no unused callee.
// DEVICE-NOT: define

#ifndef VALID_ONLY
// What nvcc refuses: a call in a function that is no template instantiation,
// and one the template binds where it is defined (one non-template function,
// named with a qualifier).
__device__ constexpr int twice(int x) { return 2 * x; } // host-note {{'twice' declared here}} \
                                                        // expected-note {{candidate function not viable: call to __device__ function from __host__ function}}
int direct(int v) { return twice(v); } // expected-error {{no matching function for call to 'twice'}}
template <class T> int qualified(T v) { return ::twice(v); } // host-error {{reference to __device__ function 'twice' in __host__ function}}
int use_qualified(int v) { return qualified(v); } // host-note {{called by 'use_qualified'}}
// A __device__ function that is not constexpr has no host body (nvcc gives
// the host a stub that exits at run time): an error.
__device__ int not_constexpr(int x); // expected-note {{candidate function not viable: call to __device__ function from __host__ function}}
template <class T> int calls_not_constexpr(T v) { return not_constexpr(v); } // expected-error {{no matching function for call to 'not_constexpr'}}
int use_not_constexpr(int v) { return calls_not_constexpr(v); } // expected-note {{in instantiation of function template specialization 'calls_not_constexpr<int>' requested here}}
#endif
