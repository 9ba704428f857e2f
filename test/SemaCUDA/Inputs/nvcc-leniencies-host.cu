// Host calls of constexpr __device__ functions: each case's call is on the
// line marked 'case: NAME', in a host function (template, instantiated by a
// non-template host function, so emitted). The compilers report an error on
// that line, or accept it; nvcc-leniencies-vs-nvcc.test compares the
// verdicts with nvcc's default (no --expt-relaxed-constexpr).
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#endif

__device__ constexpr int dfree(int x) { return x * 2; }
template <class T> __device__ constexpr int dfree_t(T x) { return x * 3; }
__device__ constexpr int dov(int x) { return x; }
__device__ constexpr int dov(long x) { return x; }
__device__ int dplain(int x) { return x; }
struct S {
  __device__ static constexpr int dsm(int x) { return x * 5; }
  __device__ static constexpr int dsov(int x) { return x; }
  __device__ static constexpr int dsov(long x) { return x; }
  template <class T> __device__ static constexpr int dsm_t(T x) { return x * 7; }
  __device__ constexpr int dm(int x) const { return x; }
  template <class T> static int implicit_member(T x) {
    return dsm(x);                            // case: implicit-member
  }
};
template <class T> struct ST {
  __device__ static constexpr int dsm(int x) { return x * 5; }
  static int dependent(T x) {
    return dsm(x);                            // case: class-template-member
  }
  static int nondependent(T) {
    return dsm(3);                            // case: class-template-member-nondep
  }
  static constexpr int init = dfree(T(3));    // case: static-member-init
};

int plain(int v) {
  return dfree(v);                            // case: non-template
}
template <class T> int in_template(T v, S s) {
  int r = 0;
  r += dfree(v);                              // case: adl
  r += dfree_t(v);                            // case: function-template
  r += S::dsm_t(v);                           // case: qualified-template
  r += S::dsm(v);                             // case: qualified
  r += dfree_t(3);                            // case: nondependent
  r += S::dsov(v);                            // case: qualified-overloads
  r += dov(v);                                // case: overloads
  r += (dfree)(v);                            // case: parenthesized
  r += ::dfree(v);                            // case: global-qualified
  r += dplain(v);                             // case: not-constexpr
  return r;
}
template <class T> int on_object(T o) {
  return o.dm(1);                             // case: dependent-object
}

int instantiate() {
  return S::implicit_member(1) + ST<int>::dependent(1) + ST<int>::nondependent(1) +
         ST<int>::init + in_template(1, S{}) + on_object(S{});
}
