// In CUDA, a __host__ (or unattributed) or __device__ function declared again
// __host__ __device__, in either order, is one __host__ __device__ function,
// as nvcc takes it: the header-declares, .cu-defines pattern. nvcc warns when
// the __host__ __device__ declaration comes second (#20040-D, #20036-D), and
// so does -Wcuda-host-device-redeclaration; the other order is silent unless
// asked for (an Extension). Everything else keeps clang's rules: a __host__
// and a __device__ overload, implicitly __host__ __device__ constexpr
// functions, using-declarations, other namespaces.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,ext -Wcuda-host-device-redeclaration -x cuda %s
//
// -Werror= and -pedantic-errors make it the error it was.
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -Werror=cuda-host-device-redeclaration -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: redeclaring __host__ function 'h_then_hd' as __host__ __device__ is an nvcc extension; every declaration of it is __host__ __device__ [-Werror,-Wcuda-host-device-redeclaration]
//
// Both sides emit the one definition, and device code calls it.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -Wno-cuda-host-device-redeclaration \
// RUN:   -DVALID_ONLY -x cuda %s -o - | FileCheck %s --check-prefix=DEV
// DEV-DAG: define {{.*}}float @_Z9h_then_hdf(
// DEV-DAG: define {{.*}}float @_Z9d_then_hdf(
// DEV-DAG: define {{.*}}float @_Z9hd_then_hf(
// DEV-LABEL: define {{.*}}void @_Z5callsPf(
// DEV: call {{.*}}@_Z9h_then_hdf(
// DEV: call {{.*}}@_Z9d_then_hdf(
// DEV: call {{.*}}@_Z9hd_then_hf(
// The device code assembles for the real target.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -O2 -DVALID_ONLY \
// RUN:   -Wno-cuda-host-device-redeclaration -x cuda %s -o %t.ll
// RUN: llc -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %t.ll -o %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -Wno-cuda-host-device-redeclaration \
// RUN:   -DVALID_ONLY -x cuda %s -o - | FileCheck %s --check-prefix=HOST
// HOST-DAG: define {{.*}}float @_Z9h_then_hdf(
// HOST-DAG: define {{.*}}float @_Z9hd_then_hf(
// HOST-DAG: define {{.*}}float @_Z10host_callsf(

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))

float h_then_hd(float x); // expected-note {{previous declaration is here}}
__host__ __device__ float h_then_hd(float x) { return x * x; } // expected-warning {{redeclaring __host__ function 'h_then_hd' as __host__ __device__ is an nvcc extension; every declaration of it is __host__ __device__}}

__device__ float d_then_hd(float x); // expected-note {{previous declaration is here}}
__host__ __device__ float d_then_hd(float x) { return x + 1; } // expected-warning {{redeclaring __device__ function 'd_then_hd' as __host__ __device__}}

__host__ __device__ float hd_then_h(float x); // ext-note {{previous declaration is here}}
float hd_then_h(float x) { return x - 1; } // ext-warning {{redeclaring __host__ __device__ function 'hd_then_h' as __host__ is an nvcc extension; it stays __host__ __device__}}

__host__ __device__ float hd_then_d(float x); // ext-note {{previous declaration is here}}
__device__ float hd_then_d(float x) { return x * 2; } // ext-warning {{redeclaring __host__ __device__ function 'hd_then_d' as __device__}}

__global__ void calls(float *x) {
  x[0] = h_then_hd(x[0]) + d_then_hd(x[1]) + hd_then_h(x[2]) + hd_then_d(x[3]);
}
float host_calls(float x) {
  return h_then_hd(x) + d_then_hd(x) + hd_then_h(x) + hd_then_d(x);
}

// A __host__ and a __device__ function of one signature stay two overloads.
float h_and_d(float x) { return x; }
__device__ float h_and_d(float x) { return -x; }

// A function of another namespace brought in by a using-declaration is not
// redeclared by one of this namespace: the two stay overloads, as before.
namespace other { __host__ __device__ int f(int); }
namespace mine {
using other::f;
int f(int);
}
// ... and one in another namespace is another function.
namespace n1 { __host__ __device__ int g(int x) { return x; } }
int g(int x) { return x + 1; }


// Member functions: declared in the class, defined outside without targets.
struct S {
  __host__ __device__ int m(int);
};
int S::m(int x) { return x; } // ext-warning {{redeclaring __host__ __device__ function 'm' as __host__}}
// ext-note@-3 {{previous declaration is here}}
__global__ void member(S s, int *o) { o[0] = s.m(1); }

#ifndef VALID_ONLY
// constexpr functions, implicitly __host__ __device__, keep clang's rules.
constexpr int cx(int x) { return x; } // expected-note {{previous declaration is here}}
__device__ int cx(int x) { return x + 1; } // expected-error {{__device__ function 'cx' cannot overload __host__ __device__ function 'cx'}}

// Two definitions are still a redefinition.
__host__ __device__ int twice(int x) { return x; } // expected-note {{previous definition is here}} ext-note {{previous declaration is here}}
int twice(int x) { return x; } // expected-error {{redefinition of 'twice'}} ext-warning {{redeclaring __host__ __device__ function 'twice' as __host__}}
#endif
