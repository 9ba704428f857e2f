// Three constructs in CUTLASS 4.2.0 (examples 77_blackwell_fmha and
// 89_sm103_fp4_ultra_gemm), reduced, that C++ forbids and nvcc 13.0 accepts.
// In CUDA, clang accepts them as nvcc does, each with an extension warning
// under its own flag (docs/cutlass-4.2-frontend.md); in C++ and HIP they stay
// errors.
//
// CUDA, device and host compilation, C++17 and C++20. The missing-'template'
// and missing-'typename' warnings come in both compilations (the templates
// are instantiated in both); the host call's warning only where the host
// caller is emitted, the host compilation.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,host -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++20 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++20 -fsyntax-only -verify=expected,host -x cuda %s
//
// Not CUDA: C++ (the attributes are unknown there and ignored) and HIP keep
// clang's errors.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -Wno-ignored-attributes -verify=cxx -x c++ %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple amdgcn-amd-amdhsa \
// RUN:   -std=c++17 -fsyntax-only -verify=hip -x hip %s

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))

// 1. (77) A host function template calls a __device__ constexpr member
// function template (Sm100FmhaFwdEpilogueTmaWarpspecialized's
// to_underlying_arguments calls get_problem_shape_O). nvcc does not check
// a call it resolves while instantiating, and compiles the constexpr
// function for the host too; so does clang.
struct Shape { int m; };
template <class Element> struct Epilogue {
  template <class S>
  __device__ static constexpr int shape_o(S const &s) { return s.m; } // hip-note {{candidate function not viable: call to __device__ function from __host__ function}}
  template <class S>
  static int to_underlying_arguments(S const &s) {
    return shape_o(s); // host-warning {{calling constexpr __device__ function 'shape_o<Shape>' from __host__ function 'to_underlying_arguments<Shape>' is an nvcc extension; 'shape_o<Shape>' is compiled for the host too}} \
                       // hip-error {{no matching function for call to 'shape_o'}}
  }
};
int host_side() {
  return Epilogue<float>::to_underlying_arguments(Shape{1}); // hip-note {{in instantiation of function template specialization 'Epilogue<float>::to_underlying_arguments<Shape>' requested here}} \
                                                             // host-note {{called by 'host_side'}}
}

// 2. (77) A dependent qualified type name as an explicit template argument
// of a function template, without 'typename'. C++ parses it as an
// expression; nvcc, instantiating, finds a type and passes it.
template <class S, class R> struct Converter {
  using source_type = S;
  using result_type = R;
};
template <class T, class U> __device__ T recast(U u) { return T(u); }
template <class E> __device__ E convert_all(float x) {
  Converter<float, E> convert;
  return recast<decltype(convert)::result_type>(x); // expected-warning {{omitted 'typename' prior to dependent type name 'decltype(convert)::result_type' is an nvcc extension}} \
                                                    // cxx-error {{missing 'typename' prior to dependent type name 'decltype(convert)::result_type'}} \
                                                    // hip-error {{missing 'typename' prior to dependent type name 'decltype(convert)::result_type'}}
}
__global__ void convert_kernel(int *p) {
  *p = convert_all<int>(1.0f); // expected-note {{in instantiation of function template specialization 'convert_all<int>' requested here}} \
                               // cxx-note {{in instantiation of function template specialization 'convert_all<int>' requested here}} \
                               // hip-note {{in instantiation of function template specialization 'convert_all<int>' requested here}}
}

// 3. (89) A member function template of an object of dependent type, called
// with explicit template arguments but without 'template'
// (collective_epilogue.load<IsOverlappingAccum>(...)). C++ parses
// '(e.load < IsOverlappingAccum) > (3, false)'; nvcc, instantiating, finds
// a function template and makes the call.
struct CollectiveEpilogue {
  template <bool Reuse = false, class T>
  __device__ int load(T t, bool reverse = false) { return Reuse ? t : 0; }
};
template <class Epi> struct Kernel {
  static constexpr bool IsOverlappingAccum = true;
  __device__ int run(Epi e) {
    return e.load<IsOverlappingAccum>(3, false); // expected-warning {{omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension}} \
                                                 // cxx-error {{missing 'template' keyword prior to dependent template name 'load'}} \
                                                 // hip-error {{missing 'template' keyword prior to dependent template name 'load'}}
  }
};
__global__ void gemm_kernel(int *p) {
  *p = Kernel<CollectiveEpilogue>{}.run(CollectiveEpilogue{}); // expected-note {{in instantiation of member function 'Kernel<CollectiveEpilogue>::run' requested here}} \
                                                               // cxx-note {{in instantiation of member function 'Kernel<CollectiveEpilogue>::run' requested here}} \
                                                               // hip-note {{in instantiation of member function 'Kernel<CollectiveEpilogue>::run' requested here}}
}
