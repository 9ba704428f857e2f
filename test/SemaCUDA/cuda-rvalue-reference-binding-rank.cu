// nvcc's front end (EDG), which alone compiles device code, ranks two
// user-defined conversion sequences with different conversion functions by
// the references they bind: an rvalue reference bound to an rvalue beats an
// lvalue reference ([over.ics.rank]p3.2.3 applied across conversions). C++
// finds such calls ambiguous, and so does nvcc's host compiler in host and
// __host__ __device__ functions. CUDA's own __half2 relies on the rule in
// device code (`h2 = {}`). In __device__ and __global__ functions our clang
// ranks them as nvcc does, with -Wcuda-rvalue-reference-binding-rank (off by
// default: nvcc is silent). nvcc 13.0 compiles this file (without HOST_CASES).
//
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=quiet -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=quiet -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=noted -Wcuda-rvalue-reference-binding-rank -x cuda %s
// In host and __host__ __device__ functions the calls stay ambiguous, as
// nvcc's host compiler finds them.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=host -verify-ignore-unexpected=note \
// RUN:   -DHOST_CASES -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=host -verify-ignore-unexpected=note \
// RUN:   -DHOST_CASES -x cuda %s
// HIP keeps the ambiguity everywhere.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple amdgcn-amd-amdhsa \
// RUN:   -std=c++17 -fsyntax-only -verify=hip -verify-ignore-unexpected=note -x hip %s
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_100a -c -x cu -DWITH_CUDA_FP16 %s -o %t.nvcc.o %}
//
// With CUDA's headers: the __half2 case itself (HeCBench quant3MatMul).
// RUN: %if cuda-13.0 %{ %clang -x cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_100a \
// RUN:   -nocudalib --cuda-path=%cuda_path -DWITH_CUDA_FP16 %s %}
// Its PTX (the kernel stores the zero the move assignment wrote) assembles.
// RUN: %if cuda-13.0 %{ %clang -x cuda -std=c++17 -S --cuda-device-only --cuda-gpu-arch=sm_100a \
// RUN:   -O2 -nocudalib --cuda-path=%cuda_path -DWITH_CUDA_FP16 %s -o %t.ptx %}
// RUN: %if cuda-13.0 %{ FileCheck %s --check-prefix=PTX < %t.ptx %}
// PTX-LABEL: .entry _Z10zero_half2P7__half2(
// PTX: mov.b32 [[ZERO:%r[0-9]+]], 0;
// PTX-NEXT: st.global.u32 [%rd{{[0-9]+}}], [[ZERO]];
// RUN: %if ptxas && cuda-13.0 %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}

// quiet-no-diagnostics

#if !defined(__device__)
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#endif

struct R { unsigned short x, y; };

// 1. `= {}`: const C&& (a user-provided default constructor, so C is no
// aggregate) against const R& (aggregate initialization): __half2's case.
struct C {
  __host__ __device__ C() {}
  __host__ __device__ long operator=(const C &&) { return 0; }
  __host__ __device__ char operator=(const R &) { return 0; }
};
// 2. Braces with elements, a plain function.
struct F { __host__ __device__ F(int, int) {} };
__host__ __device__ long h4(F &&);
__host__ __device__ char h4(const R &);
// 3. No braces: two converting constructors from an int.
struct H { __host__ __device__ H(int) {} };
struct I { __host__ __device__ I(int) {} };
__host__ __device__ long h6(H &&);
__host__ __device__ char h6(const I &);

__device__ void in_device_function() {
  C c;
  // noted-warning@+2 {{preferring the candidate that binds an rvalue reference over one that binds an lvalue reference through a different user-defined conversion is an nvcc extension; C++ finds the call ambiguous}}
  // hip-error@+1 {{use of overloaded operator '=' is ambiguous}}
  static_assert(sizeof(c = {}) == sizeof(long), "const C&& wins");
  // noted-warning@+2 {{is an nvcc extension}}
  // hip-error@+1 {{call to 'h4' is ambiguous}}
  static_assert(sizeof(h4({1, 2})) == sizeof(long), "F&& wins");
}

__global__ void in_kernel() {
  // noted-warning@+2 {{is an nvcc extension}}
  // hip-error@+1 {{call to 'h6' is ambiguous}}
  static_assert(sizeof(h6(1)) == sizeof(long), "H&& wins");
}

// 4. Two rvalue bindings stay ambiguous, as under nvcc.
struct J { __host__ __device__ J(int) {} };
struct K { __host__ __device__ K(int) {} };
__host__ __device__ long h7(J &&);
__host__ __device__ char h7(K &&);
#ifdef HOST_CASES
__device__ void two_rvalue_bindings() {
  h7(1); // host-error {{call to 'h7' is ambiguous}}
}
#endif

// 5. A call that C++ ranks ranks as before: the same conversion function
// (the standard reference-binding rule), an exact match beside a conversion.
__host__ __device__ long h8(const C &);
__host__ __device__ char h8(C &&);
__host__ __device__ long h9(int);
__host__ __device__ char h9(const H &);
__device__ void ranked_by_cxx() {
  static_assert(sizeof(h8(C())) == sizeof(char), "C&& by the standard rule");
  static_assert(sizeof(h9(1)) == sizeof(long), "exact match");
}

#ifdef HOST_CASES
void in_host_function() {
  C c;
  c = {}; // host-error {{use of overloaded operator '=' is ambiguous}}
}
__host__ __device__ void in_host_device_function() {
  h6(1); // host-error {{call to 'h6' is ambiguous}}
}
#endif

#ifdef WITH_CUDA_FP16
#include <cuda_fp16.h>
__global__ void zero_half2(__half2 *p) {
  __half2 x;
  x = {};
  p[0] = x;
}
#endif
