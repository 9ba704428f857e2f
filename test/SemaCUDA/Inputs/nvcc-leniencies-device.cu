// Device-side cases of the nvcc leniencies (missing 'typename', missing
// 'template', a device call of a host constexpr function): each case's
// construct is on the line marked 'case: NAME', in a __device__ function
// template that kernel k instantiates. A compiler reports an error on that
// line or accepts it; nvcc-leniencies-vs-nvcc.test compares the verdicts.
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#endif

struct Conv { using type = int; static constexpr int value = 7; };
struct Val { static constexpr int type = 5; };
template <class T> struct Box { T v; };
template <class T, class U> __device__ T recast(U u) { return T(u); }
template <int N, class U> __device__ int recast(U) { return N; }

template <class T> __device__ int missing_typename(T) {
  int r = 0;
  r += recast<typename T::type>(1.0f);
  r += recast<T::type>(1.0f);                 // case: targ
  r += sizeof(T::type);                       // case: sizeof
  r += alignof(T::type);                      // case: alignof
  r += recast<(T::type)>(1.0f);               // case: paren-targ
  r += sizeof T::type;                        // case: sizeof-no-parens
  r += T::type(3);                            // case: functional-cast
  return r;
}
template <class T> __device__ int class_targ(T) {
  Box<T::type> b{3};                          // case: class-targ
  return b.v;
}
template <class T> __device__ int value_or_type(T) {
  return recast<T::type>(1.0f);               // case: targ-value-or-type
}

struct Epi {
  int val;
  template <bool R = false, class T> __device__ int load(T t, bool rev = false) { return R ? t : 0; }
  template <bool R, bool S> __device__ int two(int t) { return R + S + t; }
  template <bool R> __device__ int none() { return R; }
  template <bool R> __device__ static int sload(int t) { return R + t; }
  template <class U> struct Rebind { using other = U; static constexpr int value = sizeof(U); };
};
template <class E> __device__ int missing_template(E e, E *p) {
  constexpr bool X = true;
  int r = 0;
  r += e.load<X>(3, false);                   // case: member
  r += p->load<X>(3);                         // case: arrow
  r += E::sload<X>(3);                        // case: static
  r += e.val<X>(3);                           // case: data-member
  r += e.load<X>(3) + 1;                      // case: call-plus
  r += !e.load<X>(3);                         // case: not-call
  r += e.two<X, X>(3);                        // case: two-targs
  r += e.none<X>();                           // case: no-args
  r += e.load<int>(3);                        // case: type-targ
  typename E::Rebind<long>::other o = 4;      // case: typename-nested
  r += E::Rebind<long>::value;                // case: expr-nested
  return r + o;
}

// The other direction: nvcc checks a device call of a constexpr __host__
// function in an instantiation too.
__attribute__((host)) constexpr int hfree(int x) { return x; }
template <class T> __device__ int device_calls_host(T v) {
  return hfree(v);                            // case: device-calls-host-constexpr
}

__global__ void k(int *p) {
  Epi e{1};
  p[0] = missing_typename(Conv{});
  p[1] = class_targ(Conv{});
  p[2] = value_or_type(Conv{}) + value_or_type(Val{});
  p[3] = missing_template(e, &e);
  p[4] = device_calls_host(p[4]);
}
