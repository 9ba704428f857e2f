// Host code that calls ::min and ::max (and umin, llmax, ...) on every pair of
// types CUDA's crt/math_functions.hpp gives host overloads for; nvcc compiles
// it. host-min-max.test runs it built by nvcc and by our clang and compares.
#include <cstdio>
#include <cmath>

#define SHOW(EXPR) show(#EXPR, EXPR)
static void show(const char *e, int v) { std::printf("%s = int %d\n", e, v); }
static void show(const char *e, unsigned v) { std::printf("%s = unsigned %u\n", e, v); }
static void show(const char *e, long v) { std::printf("%s = long %ld\n", e, v); }
static void show(const char *e, unsigned long v) { std::printf("%s = unsigned long %lu\n", e, v); }
static void show(const char *e, long long v) { std::printf("%s = long long %lld\n", e, v); }
static void show(const char *e, unsigned long long v) { std::printf("%s = unsigned long long %llu\n", e, v); }
static void show(const char *e, float v) { std::printf("%s = float %a\n", e, v); }
static void show(const char *e, double v) { std::printf("%s = double %a\n", e, v); }

// A __host__ __device__ function: its host side takes the host overloads.
__host__ __device__ int clamp_hd(int v, int lo, int hi) { return max(lo, min(v, hi)); }
// Device code keeps the device overloads.
__global__ void clamp_kernel(int *v, unsigned *u, float *f) {
  v[0] = min(v[0], v[1]);
  u[0] = max(u[0], 3u);
  f[0] = min(f[0], f[1]);
  v[2] = clamp_hd(v[2], 0, 9);
}

int main() {
  int i = -3, j = 5;
  unsigned u = 4, w = 0xfffffff0u;
  long l = -7, m = 1L << 40;
  unsigned long ul = 9, vl = 1UL << 50;
  long long ll = -(1LL << 45), mm = 2;
  unsigned long long ull = 1ULL << 60, vll = 11;
  float f = 1.5f, g = -0.25f, nanf_ = NAN;
  double d = 2.25, e = -8.5;
  SHOW(min(i, j)); SHOW(max(i, j));
  SHOW(min(u, w)); SHOW(max(u, w));
  SHOW(min(i, u)); SHOW(max(i, u));  // int with unsigned: compared as unsigned
  SHOW(min(u, i)); SHOW(max(u, i));
  SHOW(min(l, m)); SHOW(max(l, m));
  SHOW(min(ul, vl)); SHOW(max(ul, vl));
  SHOW(min(l, ul)); SHOW(max(l, ul));
  SHOW(min(ul, l)); SHOW(max(ul, l));
  SHOW(min(ll, mm)); SHOW(max(ll, mm));
  SHOW(min(ull, vll)); SHOW(max(ull, vll));
  SHOW(min(ll, ull)); SHOW(max(ll, ull));
  SHOW(min(ull, ll)); SHOW(max(ull, ll));
  SHOW(min(f, g)); SHOW(max(f, g));
  SHOW(min(f, nanf_)); SHOW(max(nanf_, g));  // a NaN gives the other operand
  SHOW(min(d, e)); SHOW(max(d, e));
  SHOW(min(f, d)); SHOW(max(f, e));
  SHOW(min(d, g)); SHOW(max(e, f));
  SHOW(umin(u, w)); SHOW(umax(u, w));
  SHOW(llmin(ll, mm)); SHOW(llmax(ll, mm));
  SHOW(ullmin(ull, vll)); SHOW(ullmax(ull, vll));
  SHOW(clamp_hd(12, 0, 9)); SHOW(clamp_hd(-4, 0, 9));
  return 0;
}
