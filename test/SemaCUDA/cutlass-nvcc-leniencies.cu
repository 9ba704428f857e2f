// Three constructs in CUTLASS 4.2.0 (examples 77_blackwell_fmha and
// 89_sm103_fp4_ultra_gemm) that nvcc 13.0 accepts and clang rejects, reduced.
// clang is right in each case (g++ agrees on the two plain C++ ones), so this
// test pins the rejection: a change that starts to accept one of them must be
// a deliberate compatibility extension with its own warning, not an accident.
// The CUTLASS fixes are in docs/cutlass-4.2-frontend.md.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++20 -fsyntax-only -verify -x cuda %s

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))

// 1. (77) A host function template calls a __device__ constexpr member
// function template. Overload resolution drops the candidate in both
// compilations; clang's implicit host+device for constexpr covers only
// functions without target attributes.
struct Shape { int m; };
struct Epilogue {
  template <class S>
  __device__ static constexpr int shape_o(S const &s) { return s.m; } // expected-note {{candidate function not viable: call to __device__ function from __host__ function}}
  template <class S>
  static int to_underlying_arguments(S const &s) {
    return shape_o(s); // expected-error {{no matching function for call to 'shape_o'}}
  }
};
int host_side() {
  return Epilogue::to_underlying_arguments(Shape{1}); // expected-note {{in instantiation of function template specialization 'Epilogue::to_underlying_arguments<Shape>' requested here}}
}

// 2. (77) A dependent qualified type name as an explicit template argument of
// a function template, without 'typename': [temp.res] makes it an
// expression; C++20's implicit typename does not reach template arguments.
template <class S, class R> struct Converter {
  using source_type = S;
  using result_type = R;
};
template <class T, class U> __device__ T recast(U u) { return T(u); }
template <class E> __device__ E convert_all(float x) {
  Converter<float, E> convert;
  return recast<decltype(convert)::result_type>(x); // expected-error {{missing 'typename' prior to dependent type name 'decltype(convert)::result_type'}}
}
__global__ void convert_kernel(int *p) {
  *p = convert_all<int>(1.0f); // expected-note {{in instantiation of function template specialization 'convert_all<int>' requested here}}
}

// 3. (89) A member function template of an object of dependent type, called
// with explicit template arguments but without 'template': '<' is
// less-than.
struct CollectiveEpilogue {
  template <bool Reuse = false, class T>
  __device__ int load(T t, bool reverse = false) { return Reuse ? t : 0; }
};
template <class Epi> struct Kernel {
  static constexpr bool IsOverlappingAccum = true;
  __device__ int run(Epi e) {
    return e.load<IsOverlappingAccum>(3, false); // expected-error {{missing 'template' keyword prior to dependent template name 'load'}}
  }
};
__global__ void gemm_kernel(int *p) {
  *p = Kernel<CollectiveEpilogue>{}.run(CollectiveEpilogue{}); // expected-note {{in instantiation of member function 'Kernel<CollectiveEpilogue>::run' requested here}}
}
