// nan and nanf in device code: declared by clang's math forward
// declarations (so ::nan and <cmath>'s std::nan find them) and, before
// cuda-math-nan-nanf.patch, defined nowhere: ptxas refused the PTX
// ("Unresolved extern function '_ZL3nanPKc'"). They come from libdevice now;
// with a constant tag the optimizer folds them to the NaNs nvcc 13.0 gives
// (quiet NaN, payload from the tag: 0x7ff8000000000000, ...0007;
// 0x7fc00000, 0x7fc00001).
//
// REQUIRES: cuda-13.0
// RUN: %clangxx -x cuda -std=c++17 --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path \
// RUN:   --cuda-device-only -O2 -S %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}
// CHECK-NOT: .extern
// CHECK-LABEL: .entry _Z9constantsPdPf(
// CHECK: 9221120237041090560;
// CHECK: 9221120237041090567;
// CHECK: 2143289344;
// CHECK: 2143289345;
// CHECK-LABEL: .entry _Z11from_memoryPdPfPKc(
// CHECK-NOT: .extern
//
// nvcc's values for the constant kernel are the same.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -std=c++17 -O2 -ptx %s -o %t.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=NVCC < %t.nvcc.ptx %}
// NVCC-LABEL: .entry _Z9constantsPdPf(
// NVCC: 9221120237041090560;
// NVCC: 9221120237041090567;
// NVCC: 2143289344;
// NVCC: 2143289345;

#include <cmath>

__global__ void constants(double *o, float *f) {
  o[0] = nan("");
  o[1] = std::nan("7");
  f[0] = nanf("");
  f[1] = std::nanf("0x1");
}

// A tag that is not a constant: libdevice's parser runs on the device.
struct Rounded {
  __host__ __device__ double quiet_nan(const char *tag) { return ::nan(tag); }
};
__global__ void from_memory(double *o, float *f, const char *tag) {
  o[0] = Rounded().quiet_nan(tag);
  f[0] = nanf(tag);
}
