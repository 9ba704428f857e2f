// Function-scope __shared__ variables of class type declared without an
// initializer, one a line marked 'case: NAME': nvcc 13.0 accepts each one and
// warns (#20054-D) or not; shared-var-init-vs-nvcc.test compares with clang.
// nvcc's verdict on some types depends on whether the function contains a
// lambda (kernel does, no_lambda does not; SemaCUDASharedVarInit.cpp).
#include "shared-var-init-types.h"

__global__ void kernel() {
  __shared__ C c;                       // case: kernel-c
  __shared__ D d;                       // case: kernel-d
  __shared__ E e;                       // case: kernel-e
  __shared__ E2 e2;                     // case: kernel-e2
  __shared__ F f;                       // case: kernel-f
  __shared__ G g;                       // case: kernel-g
  __shared__ H h;                       // case: kernel-h
  __shared__ I i;                       // case: kernel-i
  __shared__ J j;                       // case: kernel-j
  __shared__ K k;                       // case: kernel-k
  __shared__ L l;                       // case: kernel-l
  __shared__ M m;                       // case: kernel-m
  __shared__ N n;                       // case: kernel-n
  __shared__ P p;                       // case: kernel-p
  __shared__ Q q;                       // case: kernel-q
  __shared__ R r;                       // case: kernel-r
  __shared__ S s;                       // case: kernel-s
  __shared__ T t;                       // case: kernel-t
  __shared__ U u;                       // case: kernel-u
  __shared__ U2 u2;                     // case: kernel-u2
  __shared__ V v;                       // case: kernel-v
  __shared__ W w;                       // case: kernel-w
  __shared__ X x;                       // case: kernel-x
  __shared__ Y y;                       // case: kernel-y
  __shared__ Z2 z2;                     // case: kernel-z2
  __shared__ AA aa;                     // case: kernel-aa
  __shared__ AC ac;                     // case: kernel-ac
  __shared__ AD ad;                     // case: kernel-ad
  __shared__ AE ae;                     // case: kernel-ae
  __shared__ AG ag;                     // case: kernel-ag
  __shared__ AI ai;                     // case: kernel-ai
  __shared__ AJ aj;                     // case: kernel-aj
  __shared__ AL al;                     // case: kernel-al
  __shared__ AM am;                     // case: kernel-am
  __shared__ AN an;                     // case: kernel-an
  __shared__ AO ao;                     // case: kernel-ao
  __shared__ UB ub;                     // case: kernel-ub
  __shared__ TC<int> tc_int;            // case: kernel-tc_int
  __shared__ TE<C> te_c;                // case: kernel-te_c
  __shared__ TE<int> te_int;            // case: kernel-te_int
  __shared__ C carr[4];                 // case: kernel-array-c
  __shared__ D darr[2][3];              // case: kernel-array-d
  static __shared__ J sj;               // case: kernel-static-j
  __shared__ const C cc;                // case: kernel-const-c
  auto lambda = [] {
    __shared__ C in_lambda;             // case: lambda-c
  };
  lambda();
}

__global__ void no_lambda() {
  __shared__ D d;                       // case: no-lambda-d
  __shared__ H h;                       // case: no-lambda-h
  __shared__ R r;                       // case: no-lambda-r
  __shared__ AL al;                     // case: no-lambda-al
  __shared__ AM am;                     // case: no-lambda-am
  __shared__ AN an;                     // case: no-lambda-an
  __shared__ C c;                       // case: no-lambda-c
}

__device__ void device_function() {
  __shared__ C c;                       // case: device-c
  __shared__ D d;                       // case: device-d
  __shared__ E2 e2;                     // case: device-e2
  __shared__ F f;                       // case: device-f
  __shared__ AO ao;                     // case: device-ao
}
__host__ __device__ void host_device_function() {
  __shared__ C c;                       // case: host-device-c
  __shared__ D d;                       // case: host-device-d
  __shared__ J j;                       // case: host-device-j
  __shared__ G g;                       // case: host-device-g
}

template <class T> __global__ void tkernel() {
  __shared__ T t;                       // case: template-dependent
  __shared__ C nondependent;            // case: template-nondependent
}
template __global__ void tkernel<C>();
template __global__ void tkernel<D>();
template <class T> __global__ void tkernel_d() {
  __shared__ T t;                       // case: template-dependent-d-only
}
template __global__ void tkernel_d<D>();
template <class T> __global__ void uninstantiated() {
  __shared__ C c;                       // case: template-uninstantiated
}
