// A __shared__ variable of class type declared without an initializer, as
// nvcc 13.0 takes it (SemaCUDASharedVarInit.cpp): in a function, accepted
// whatever its constructor and destructor, which do not run; warned
// (-Wcuda-shared-var-dynamic-init) where nvcc warns (#20054-D): unless the
// initialization is constant or the constructor empty, and the destructor
// empty. At namespace scope accepted silently where it is, an error
// otherwise. An initializer written in the declaration stays an error. The
// warning is the device compilation's; the host compilation accepts the same
// code silently.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,dev,both -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++20 -fsyntax-only -verify=expected,dev,both -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,host,both -x cuda %s
//
// -Wno- silences it; -Werror= and -pedantic-errors make it an error.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Wno-cuda-shared-var-dynamic-init \
// RUN:   -Werror %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Werror=cuda-shared-var-dynamic-init \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -pedantic-errors %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: dynamic initialization of __shared__ variable 'c' of type 'C' is an nvcc extension; its constructor and destructor are not run [{{.*}}cuda-shared-var-dynamic-init]
//
// HIP keeps clang's rule.
// RUN: not %clang -cc1 -triple amdgcn-amd-amdhsa -fcuda-is-device -std=c++17 -fsyntax-only \
// RUN:   -x hip -DVALID_ONLY %s 2>&1 | FileCheck %s --check-prefix=HIP
// HIP: error: initialization is not supported for __shared__ variables

// The class types and what their constructors and destructors do.
#include "Inputs/shared-var-init-types.h"

#ifndef VALID_ONLY
__global__ void function_scope() {
  __shared__ C c;      // dev-warning {{dynamic initialization of __shared__ variable 'c' of type 'C' is an nvcc extension; its constructor and destructor are not run}}
  __shared__ D d;
  __shared__ E e;
  __shared__ E2 e2;    // dev-warning {{'e2' of type 'E2'}}
  __shared__ F f;
  __shared__ G g;
  __shared__ H h;      // dev-warning {{'h' of type 'H'}}
  __shared__ I i;      // dev-warning {{'i' of type 'I'}}
  __shared__ J j;      // dev-warning {{'j' of type 'J'}}
  __shared__ K k;      // dev-warning {{'k' of type 'K'}}
  __shared__ L l;      // dev-warning {{'l' of type 'L'}}
  __shared__ M m;      // dev-warning {{'m' of type 'M'}}
  __shared__ N n;      // dev-warning {{'n' of type 'N'}}
  __shared__ P p;      // dev-warning {{'p' of type 'P'}}
  __shared__ Q q;      // dev-warning {{'q' of type 'Q'}}
  __shared__ R r;      // dev-warning {{'r' of type 'R'}}
  __shared__ S s;      // dev-warning {{'s' of type 'S'}}
  __shared__ T t;      // dev-warning {{'t' of type 'T'}}
  __shared__ U u;      // dev-warning {{'u' of type 'U'}}
  __shared__ U2 u2;
  __shared__ V v;      // dev-warning {{'v' of type 'V'}}
  __shared__ W w;      // dev-warning {{'w' of type 'W'}}
  __shared__ X x;      // dev-warning {{'x' of type 'X'}}
  __shared__ Y y;
  __shared__ Z2 z2;    // dev-warning {{'z2' of type 'Z2'}}
  __shared__ AA aa;
  __shared__ AC ac;    // dev-warning {{'ac' of type 'AC'}}
  __shared__ AD ad;
  __shared__ AE ae;    // dev-warning {{'ae' of type 'AE'}}
  __shared__ AG ag;    // dev-warning {{'ag' of type 'AG'}}
  __shared__ AI ai;    // dev-warning {{'ai' of type 'AI'}}
  __shared__ AJ aj;
  __shared__ AM am;    // dev-warning {{'am' of type 'AM'}}
  __shared__ AO ao;    // dev-warning {{'ao' of type 'AO'}}
  __shared__ TC<int> tc;         // dev-warning {{'tc' of type 'TC<int>'}}
  __shared__ C carr[4];          // dev-warning {{'carr' of type 'C[4]'}}
  __shared__ D darr[2][3];
  static __shared__ C sc;        // dev-warning {{'sc' of type 'C'}}
  __shared__ const C cc;         // dev-warning {{'cc' of type 'const C'}}
  __shared__ C c1, c2;           // dev-warning {{'c1'}} dev-warning {{'c2'}}
  if (nf()) {
    __shared__ J nested;         // dev-warning {{'nested' of type 'J'}}
  }
  auto lambda = [] { __shared__ C in_lambda; }; // dev-warning {{'in_lambda'}}
  lambda();
}

// An initializer written in the declaration stays an error (nvcc: "initializer
// not allowed for __shared__ variable").
__global__ void initializers() {
  __shared__ int i5 = 5;         // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ C c2 = C();         // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ C c3{};             // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ D d2{};             // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ F f2 = F();         // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ N n2(5);            // both-error {{initialization is not supported for __shared__ variables}}
  __shared__ G g2{};             // accepted before, as clang's empty constructor
}

__device__ void in_device_function() {
  __shared__ C c;                // dev-warning {{'c' of type 'C'}}
}
// (inline: not emitted for the host, where its __shared__ variable is an error)
inline __host__ __device__ void in_host_device_function() {
  __shared__ C c;                // dev-warning {{'c' of type 'C'}}
}
void in_host_function() {
  __shared__ M c;                // both-error {{__shared__ local variables not allowed in __host__ functions}}
}

// A template: checked per instantiation, warned once per declaration.
template <class T> __global__ void tkernel() {
  __shared__ T t;                // dev-warning {{'t' of type 'C'}}
  __shared__ C nondependent;     // dev-warning {{'nondependent' of type 'C'}}
}
template __global__ void tkernel<C>(); // dev-note {{in instantiation of function template specialization 'tkernel<C>' requested here}}
template __global__ void tkernel<J>();
template __global__ void tkernel<D>();
template <class T> __global__ void uninstantiated() {
  __shared__ T t;
}

// extern __shared__ arrays have no initialization to run.
extern __shared__ C dynamic_smem[];

// Namespace scope: accepted where the initialization is constant or the
// constructor empty, and the destructor empty.
__shared__ C gc;                 // both-error {{initialization is not supported for __shared__ variables}}
__shared__ D gd;
__shared__ F gf;
__shared__ H gh;                 // both-error {{initialization is not supported for __shared__ variables}}
__shared__ AA gaa;
__shared__ AD gad;
__shared__ AM gam;               // both-error {{initialization is not supported for __shared__ variables}}
__shared__ E2 ge2;               // both-error {{initialization is not supported for __shared__ variables}}
__shared__ K gk;                 // both-error {{initialization is not supported for __shared__ variables}}
__shared__ L gl;                 // both-error {{initialization is not supported for __shared__ variables}}
__shared__ D gdarr[4];
#else
__global__ void valid() { __shared__ C c; }
#endif
