// Cases of one nvcc leniency: a __host__ __device__ function that calls a
// __host__ function, compiled for the device; each on the line marked
// 'case: NAME'. nvcc-host-call-vs-nvcc.test compares nvcc's verdict and
// warnings with clang's.
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#endif

int hostonly(int x) { return x + 1; }
struct Pt {
  float x, y;
  float norm2() const { return x * x + y * y; }
};

__host__ __device__ int hd_calls_host(int x) {
  return hostonly(x);                                                  // case: hd-calls-host
}
template <typename T> __host__ __device__ float hd_template(const T &t) {
  return t.norm2();                                                    // case: hd-template-calls-host-member
}
__host__ __device__ int hd_branch(int x) {
  if (x > 1000)
    return hostonly(x);                                                // case: hd-calls-host-on-a-branch
  return 2 * x;
}
__host__ __device__ int hd_not_called_on_device(int x) {
  return hostonly(x) * 3;                                              // case: hd-not-called-on-device
}
inline __host__ __device__ int hd_host_only_use(int x) {
  return hostonly(x) * 5;                                              // case: hd-used-by-host-only
}
__global__ void kernel(int *o, Pt p) {
  o[0] = hd_calls_host(o[0]) + hd_template(p) + hd_branch(o[1]);
}
float host_side(Pt p) { return hd_template(p) + hd_host_only_use(1) + hd_not_called_on_device(2); }

#if defined(REFUSED) || defined(ALL)
// Refused by both: a __device__ function cannot call a __host__ one.
__device__ int d_calls_host(int x) {
  return hostonly(x);                                                  // case: device-calls-host
}
__global__ void refused(int *o) { o[0] = d_calls_host(o[0]); }
#endif

#if defined(CTOR) || defined(ALL)
// nvcc warns (#20011-D) for a __host__ constructor and destructor too; clang
// keeps its error for those (not accepted: see cuda-host-call-from-host-device.cu).
struct HostCtor { int v; HostCtor(); };
HostCtor::HostCtor() : v(1) {}
__host__ __device__ int hd_constructs() {
  HostCtor c;                                                          // case: hd-calls-host-constructor
  return c.v;
}
__global__ void constructs(int *o) { o[0] = hd_constructs(); }
#endif
