// Cases of two nvcc leniencies: a function redeclared with other
// __host__/__device__ attributes, and narrowing in an initializer list; each
// on the line marked 'case: NAME'. nvcc-redecl-narrowing-vs-nvcc.test
// compares nvcc's verdict and warnings with clang's.
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#endif
typedef unsigned long size_t;

float h_then_hd(float x);
__host__ __device__ float h_then_hd(float x) { return x * x; }        // case: host-then-hd
__device__ float d_then_hd(float x);
__host__ __device__ float d_then_hd(float x) { return x + 1; }        // case: device-then-hd
__host__ __device__ float hd_then_h(float x);
float hd_then_h(float x) { return x - 1; }                            // case: hd-then-host
__host__ __device__ float hd_then_d(float x);
__device__ float hd_then_d(float x) { return x * 2; }                 // case: hd-then-device
float h_and_d(float x);
__device__ float h_and_d(float x) { return x * 3; }                   // case: host-and-device
namespace ns { __host__ __device__ float other(float x) { return x; } }
float other(float x) { return x; }                                    // case: other-namespace
__global__ void calls(float *x) {
  x[0] = h_then_hd(x[0]) + d_then_hd(x[1]) + hd_then_h(x[2]) + hd_then_d(x[3]);
}
float host_calls(float x) { return h_then_hd(x) + d_then_hd(x) + hd_then_h(x) + hd_then_d(x); }

// Members declared __device__ in the class, defined outside without it:
// nvcc's #20037-D, the __device__ function's definition.
struct OutOfLine {
  __device__ int f(int);
  __device__ static int sf(int);
  __device__ OutOfLine(int);
  template <int N> __device__ int t(int);
  int v;
};
int OutOfLine::f(int x) { return x + v; }                             // case: member-without-device
int OutOfLine::sf(int x) { return x * 2; }                            // case: static-member-without-device
OutOfLine::OutOfLine(int a) : v(a) {}                                 // case: constructor-without-device
template <int N> int OutOfLine::t(int x) { return x + N; }            // case: member-template-without-device
__global__ void out_of_line(int *x) {
  OutOfLine o(1);
  x[0] = o.f(x[0]) + OutOfLine::sf(1) + o.t<3>(x[0]);
}
#if defined(HOST_CALL) || defined(ALL)
// ... and still __device__: host code cannot call it, for nvcc either.
int host_calls_member() { OutOfLine o(1); return o.f(1); }            // case: host-calls-device-member
#endif

struct P { int a; };
int narrowing(size_t n, double d, long long l) {
  unsigned u{n};                                                      // case: variable
  int i{d};                                                           // case: floating-to-integer
  P p{l};                                                             // case: aggregate-member
  unsigned ok{7u};                                                    // case: no-narrowing
  return u + i + p.a + ok;
}
__global__ void narrowing_kernel(size_t n, unsigned *o) {
  unsigned u{n};                                                      // case: device-variable
  o[0] = u;
}
#if defined(CONSTANT) || defined(ALL)
char constant() {
  char c{300};                                                        // case: constant
  return c;
}
#endif
