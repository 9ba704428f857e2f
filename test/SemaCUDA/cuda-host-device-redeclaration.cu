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
// RUN:   -std=c++17 -fsyntax-only -verify=expected,host -x cuda %s
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
// Members defined out of line without __device__ are device functions.
// DEV-DAG: define {{.*}}i32 @_ZN1D1fEi(
// DEV-DAG: define {{.*}}i32 @_ZN1D2sfEi(
// DEV-DAG: define {{.*}}void @_ZN1DC2Ei(
// DEV-DAG: define {{.*}}i32 @_ZN1D1tILi3EEEii(
// DEV-DAG: define {{.*}}i32 @_ZN4Both1gEi(
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

// Members declared __device__ in the class and defined outside without it
// (nvcc's #20037-D): the definitions of those __device__ functions, for
// member functions, static members, constructors and member templates.
struct D {
  __device__ int f(int);        // expected-note {{previous declaration is here}}
  __device__ static int sf(int); // expected-note {{previous declaration is here}}
  __device__ D(int);            // expected-note {{previous declaration is here}}
  template <int N> __device__ int t(int); // expected-note {{previous declaration is here}}
  int v;
};
int D::f(int x) { return x + v; } // expected-warning {{defining __device__ member function 'f' out of line without __device__ is an nvcc extension; the definition is __device__}} host-note {{'f' declared here}}
int D::sf(int x) { return x * 2; } // expected-warning {{defining __device__ member function 'sf' out of line}}
D::D(int a) : v(a) {} // expected-warning {{defining __device__ member function 'D' out of line}}
template <int N> int D::t(int x) { return x + N; } // expected-warning {{defining __device__ member function 't' out of line}}
__global__ void device_members(int *o) {
  D d(1);
  o[0] = d.f(o[0]) + D::sf(1) + d.t<3>(o[1]);
}

// A class with a __host__ and a __device__ overload: the definition without
// a target attribute is the __host__ one's, as before.
struct Both {
  __device__ int g(int);
  __host__ int g(int);
};
int Both::g(int x) { return x + 1; }
__device__ int Both::g(int x) { return x + 2; }

#ifndef VALID_ONLY
// Still __device__: host code cannot call it (nvcc refuses it too).
int host_calls_device_member(D &d) {
  return d.f(1); // host-error {{reference to __device__ function 'f' in __host__ function}}
}
// A namespace-scope function declared __device__ and defined without it is a
// second, __host__ function, as before (valid code for clang).
__device__ int ns_dev(int);
int ns_dev(int x) { return x; }
int host_calls_ns_dev() { return ns_dev(1); }
// A definition written __host__ is still an error here (nvcc: #20035-D).
struct H { __device__ int f(int); }; // expected-note {{member declaration nearly matches}}
__host__ int H::f(int x) { return x; } // expected-error {{out-of-line definition of 'f' does not match any declaration in 'H'}}

// constexpr functions, implicitly __host__ __device__, keep clang's rules.
constexpr int cx(int x) { return x; } // expected-note {{previous declaration is here}}
__device__ int cx(int x) { return x + 1; } // expected-error {{__device__ function 'cx' cannot overload __host__ __device__ function 'cx'}}

// Two definitions are still a redefinition.
__host__ __device__ int twice(int x) { return x; } // expected-note {{previous definition is here}} ext-note {{previous declaration is here}}
int twice(int x) { return x; } // expected-error {{redefinition of 'twice'}} ext-warning {{redeclaring __host__ __device__ function 'twice' as __host__}}
#endif
