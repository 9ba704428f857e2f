// In CUDA, a pointer cast to a smaller integer type is accepted, as nvcc
// accepts it (warning #767-D): `(uint32_t)&smem[i]` for a shared memory
// address (CUTLASS 4.2's low-latency GQA example). C-style casts and
// reinterpret_cast, host and device code; the address is truncated, and
// -Wcuda-pointer-to-smaller-int-cast warns, as nvcc does. A cast to bool, and
// a cast whose failure is a substitution failure, keep their meaning.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
//
// -Wno- silences it; -Werror= and -pedantic-errors make it an error again.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Wno-cuda-pointer-to-smaller-int-cast \
// RUN:   -Werror -x cuda %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Werror=cuda-pointer-to-smaller-int-cast \
// RUN:   -x cuda %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -pedantic-errors -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: cast from pointer type 'float *' to smaller integer type 'unsigned int' is an nvcc extension; the address is truncated
//
// C++ (not CUDA) keeps the error.
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -DVALID_ONLY -x c++ %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: error: cast from pointer to smaller type 'uint32_t' (aka 'unsigned int') loses information
//
// The value is the address truncated: ptrtoint to the smaller type, on both
// sides (the device's generic pointers are 64-bit too; nvcc's PTX truncates
// the same generic address, cvta.shared then cvt.u32.u64).
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY \
// RUN:   -Wno-cuda-pointer-to-smaller-int-cast -x cuda %s -o - | FileCheck %s --check-prefix=DEV
// DEV-LABEL: define {{.*}}@_Z4addrPj(
// DEV: ptrtoint (ptr getelementptr {{.*}}@_ZZ4addrPjE4smem{{.*}} to i32)
// DEV: ptrtoint (ptr getelementptr {{.*}}@_ZZ4addrPjE4smem{{.*}} to i16)
// The device code assembles for the real target.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -O2 -DVALID_ONLY \
// RUN:   -Wno-cuda-pointer-to-smaller-int-cast -x cuda %s -o %t.ll
// RUN: llc -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %t.ll -o %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY \
// RUN:   -Wno-cuda-pointer-to-smaller-int-cast -x cuda %s -o - | FileCheck %s --check-prefix=HOST
// HOST-LABEL: define {{.*}}@_Z9host_addrPi(
// HOST: ptrtoint ptr %{{.*}} to i32

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
typedef unsigned int uint32_t;

__global__ void addr(uint32_t *o) {
  __shared__ float smem[32];
  o[0] = (uint32_t)&smem[1]; // expected-warning {{cast from pointer type 'float *' to smaller integer type 'unsigned int' is an nvcc extension; the address is truncated}}
  o[1] = (unsigned short)(void *)&smem[2]; // expected-warning {{cast from pointer type 'void *' to smaller integer type 'unsigned short'}}
  o[2] = reinterpret_cast<uint32_t>(&smem[3]); // expected-warning {{smaller integer type 'unsigned int'}}
  // Large enough: no warning, as before.
  o[3] = (uint32_t)(unsigned long long)&smem[4];
  // A test of the pointer, not a cast of its address.
  o[4] = (bool)&smem[5];
}

unsigned host_addr(int *p) {
  return (unsigned)p; // expected-warning {{smaller integer type 'unsigned int'}}
}

template <class T> unsigned in_template(T *p) { return (unsigned)p; } // expected-warning {{from pointer type 'int *' to smaller integer type 'unsigned int'}}
template unsigned in_template(int *); // expected-note {{in instantiation of function template specialization}}

// A trait that asks whether the cast is valid gives the answer it gave before.
template <class To, class From, class = void> struct can_reinterpret { static constexpr bool value = false; };
template <class To, class From>
struct can_reinterpret<To, From, decltype((void)reinterpret_cast<To>(From()))> { static constexpr bool value = true; };
static_assert(!can_reinterpret<unsigned, int *>::value, "a substitution failure stays one");
static_assert(can_reinterpret<unsigned long long, int *>::value, "");

#ifndef VALID_ONLY
__device__ bool to_bool(int *p) {
  return reinterpret_cast<bool>(p); // expected-error {{cast from pointer to smaller type 'bool' loses information}}
}
#endif
