// A __host__ __device__ function that calls a __host__ function, compiled for
// the device, as nvcc 13.0 takes it: accepted with a warning
// (-Wcuda-host-call-from-host-device, nvcc's #20011-D/#20014-D), shown where
// the caller is emitted for the device, and the call compiled to a trap
// (nvcc drops the path as undefined behaviour). Only a caller that is
// __host__ __device__ by its own attributes, and a __host__ callee that is
// neither a constructor nor a destructor; the rest keeps clang's error. The
// host compilation is unchanged: there the call is an ordinary host call.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,dev -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=expected -x cuda %s
//
// -Werror= and -pedantic-errors make it the error it was.
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Werror=cuda-host-call-from-host-device \
// RUN:   -x cuda %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -pedantic-errors -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: calling __host__ function 'hostonly' from __host__ __device__ function 'hd_calls_host' is an nvcc extension; on the device the call traps [{{.*}}cuda-host-call-from-host-device]
//
// HIP keeps clang's rule.
// RUN: not %clang -cc1 -triple amdgcn-amd-amdhsa -fcuda-is-device -std=c++17 -fsyntax-only \
// RUN:   -DVALID_ONLY -x hip %s 2>&1 | FileCheck %s --check-prefix=HIP
// HIP: error: reference to __host__ function 'hostonly' in __host__ __device__ function
//
// Device code: the call is a trap and nothing after it runs; a call that is
// not taken (the branch) leaves the rest of the function as it was.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY \
// RUN:   -Wno-cuda-host-call-from-host-device -x cuda %s -o - | FileCheck %s --check-prefix=DEV
// DEV-NOT: @_Z8hostonlyi
// DEV-LABEL: define {{.*}}i32 @_Z13hd_calls_hosti(
// DEV:       call void @llvm.trap()
// DEV-NEXT:  unreachable
// DEV-LABEL: define {{.*}}i32 @_Z9hd_branchi(
// DEV:       icmp sgt i32 {{.*}}, 1000
// DEV:       call void @llvm.trap()
// DEV-NEXT:  unreachable
// DEV:       mul nsw i32 2,
// DEV-LABEL: define {{.*}}void @_Z13returns_classv(
// DEV:       call void @llvm.trap()
// DEV-NEXT:  unreachable
// DEV-LABEL: define {{.*}}ptr @_Z13returns_a_refv(
// DEV:       call void @llvm.trap()
// DEV-NEXT:  unreachable
// DEV-LABEL: define {{.*}}ptr @_Z10hd_addressv(
// DEV-NEXT:  entry:
// DEV-NEXT:  ret ptr null
// DEV-LABEL: define {{.*}}void @_Z6kernelPi2Pt(
// DEV-LABEL: define {{.*}}float @_Z11hd_templateI2PtEfRKT_(
// DEV:       call void @llvm.trap()
// DEV-NEXT:  unreachable
// DEV-NOT: @_Z8hostonlyi
//
// The device code assembles for the real target: no reference to the host
// function is left.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -O2 -DVALID_ONLY \
// RUN:   -Wno-cuda-host-call-from-host-device -x cuda %s -o %t.ll
// RUN: llc -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %t.ll -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// PTX-NOT: hostonly
// PTX-LABEL: .entry _Z6kernelPi2Pt(
// PTX: trap;
// PTX-NOT: hostonly
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.o %}
//
// The host compilation calls the host function as before.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY -x cuda %s -o - \
// RUN:   | FileCheck %s --check-prefix=HOST
// HOST-LABEL: define {{.*}}i32 @_Z13hd_calls_hosti(
// HOST:       call {{.*}}i32 @_Z8hostonlyi(
// HOST-NOT:   llvm.trap

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))

int hostonly(int x) { return x + 1; } // dev-note 0+ {{'hostonly' declared here}} expected-note 0+ {{candidate function not viable: call to __host__ function from __device__ function}}
struct Pt {
  float x, y;
  float norm2() const { return x * x + y * y; }
};
struct Big { int a[8]; };
Big make_big();
int &global_ref();

__host__ __device__ int hd_calls_host(int x) {
  return hostonly(x); // dev-warning {{calling __host__ function 'hostonly' from __host__ __device__ function 'hd_calls_host' is an nvcc extension; on the device the call traps}}
}
template <typename T> __host__ __device__ float hd_template(const T &t) {
  return t.norm2(); // dev-warning {{calling __host__ function 'norm2' from __host__ __device__ function 'hd_template<Pt>' is an nvcc extension}}
}
__host__ __device__ int hd_branch(int x) {
  if (x > 1000)
    return hostonly(x); // dev-warning {{calling __host__ function 'hostonly' from __host__ __device__ function 'hd_branch'}}
  return 2 * x;
}
// Aggregate and reference results: the expression after the trap still has
// a value of the right type.
__host__ __device__ void returns_class() {
  Big b = make_big(); // dev-warning {{calling __host__ function 'make_big'}}
  (void)b;
}
__host__ __device__ int &returns_a_ref() {
  return global_ref(); // dev-warning {{calling __host__ function 'global_ref'}}
}
// Its address, taken there, is a null pointer in device code (as nvcc has
// it); Sema sees a reference, as for a call.
typedef int (*IntFn)(int);
__host__ __device__ IntFn hd_address() {
  return &hostonly; // dev-warning {{calling __host__ function 'hostonly' from __host__ __device__ function 'hd_address'}}
}
// Not called from device code, but compiled for the device (an external
// definition): warned, as nvcc does.
__host__ __device__ int hd_not_called_on_device(int x) {
  return hostonly(x) * 3; // dev-warning {{calling __host__ function 'hostonly' from __host__ __device__ function 'hd_not_called_on_device'}}
}
// Inline and used by host code only, so not compiled for the device:
// nothing to say (nvcc warns at every such call it reads).
inline __host__ __device__ int hd_host_only_use(int x) { return hostonly(x) * 5; }

__global__ void kernel(int *o, Pt p) {
  o[0] = hd_calls_host(o[0]) + hd_template(p) + hd_branch(o[1]); // dev-note {{called by 'kernel'}}
  returns_class();
  o[2] = returns_a_ref();
  o[3] = hd_address() == nullptr;
}
float host_side(Pt p) { return hd_template(p) + hd_host_only_use(1) + hd_calls_host(2); }

#ifndef VALID_ONLY
// A __device__ function, a constexpr function (implicitly __host__
// __device__) and a lambda keep the error (for a __device__ function only
// where it is compiled for the device, as nvcc reports it:
// cuda-device-call-of-host.cu).
__device__ int d_calls_host(int x) {
  return hostonly(x); // dev-error {{reference to __host__ function 'hostonly' in __device__ function}}
}
constexpr int cx(int x) { return hostonly(x); } // dev-error {{reference to __host__ function 'hostonly' in __host__ __device__ function}}
__host__ __device__ int hd_lambda(int x) {
  return [](int y) { return hostonly(y); }(x); // dev-error {{reference to __host__ function 'hostonly' in __host__ __device__ function}} dev-note {{called by 'hd_lambda'}}
}
// A __host__ constructor or destructor: clang's error (nvcc warns).
struct HostCtor { int v; HostCtor(); ~HostCtor(); }; // dev-note {{'HostCtor' declared here}}
__host__ __device__ int hd_constructs() {
  HostCtor c; // dev-error {{reference to __host__ function 'HostCtor' in __host__ __device__ function}}
  return c.v;
}
__global__ void refused(int *o) {
  o[0] = d_calls_host(o[0]) + cx(1) + hd_lambda(2) + hd_constructs(); // dev-note {{called by 'refused'}}
}
#endif
