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

#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))

__device__ int nf();

struct C { int v; __device__ C() : v(7) {} };                 // user constructor
struct D { int v = 3; };                                      // constexpr, implicit
struct E { int v; __device__ ~E() {} };                       // empty destructor
struct E2 { int v; __device__ ~E2() { v = 11; } };            // destructor
struct F { int v; constexpr __device__ F() : v(9) {} };       // constexpr
struct G { int v; __device__ G() {} };                        // empty constructor
struct H { int v = nf(); };                                   // constexpr, implicit
struct I { C c; __device__ I() {} };                          // member's constructor
struct J { int v; __device__ J() : v(7) {} __device__ ~J() { v = 11; } };
struct K { int v; constexpr __device__ K() : v(9) {} __device__ ~K() { v = 11; } };
struct L { int v = 3; __device__ ~L() { v = 11; } };
struct M { int v; __host__ __device__ M() : v(7) {} };
struct N { int v; __device__ N(int x = 5) : v(x) {} };        // default argument
struct P { int v = nf(); __device__ P() {} };                 // user, initializer
struct Q { int v = 3; __device__ Q() {} };
struct R { H h; };
struct S : C {};
struct T { C c; };
struct U { E2 e; };
struct U2 { E e; };
struct V { virtual __device__ void f() {} int v; };           // polymorphic
struct W { V v; };
struct X : E2 {};
union Y { C c; int i; __device__ Y() {} };
struct Z2 { int v; __device__ Z2(); };                        // not defined
struct AA { int a[3] = {1, 2, 3}; };
struct AC { C c = C(); };
struct AD { G g = G(); };                                     // empty
struct AE { C c{}; };
struct AG { int v = nf(); int w; };                           // constexpr in C++20
struct AI { int v = 0; G g; };
struct AJ { int v; G g; };
struct AM { D d; int w; };                                    // member: constexpr
struct AO : D { int w; };                                     // base: not empty
template <class T> struct TC { T v; __device__ TC() : v(7) {} };

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
