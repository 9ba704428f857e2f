// A dependent qualified name without 'typename' where nvcc, instantiating,
// takes the type it names: an explicit template argument of a function
// template, the operand of sizeof or alignof. In CUDA clang does the same,
// with -Wcuda-missing-typename and a fix-it; a name of a value keeps its
// meaning, and where nvcc refuses clang still does.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++20 -fsyntax-only -verify -x cuda %s
//
// The fix-it inserts 'typename ' before the name (FIXIT lines below).
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FIXIT
//
// -Wno- silences it; -Werror= and -pedantic-errors make it an error.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Wno-cuda-missing-typename \
// RUN:   -Wno-gnu-alignof-expression -Werror %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Werror=cuda-missing-typename \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -pedantic-errors %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: omitted 'typename' prior to dependent type name 'Conv::type' is an nvcc extension [{{.*}}cuda-missing-typename]
//
// The same IR as with 'typename' written; a name of a value stays a value.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY \
// RUN:   -Wno-cuda-missing-typename %s -o %t.omitted.ll
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY -DWRITTEN \
// RUN:   %s -o %t.written.ll
// RUN: diff %t.omitted.ll %t.written.ll
// RUN: FileCheck %s --check-prefix=IR < %t.omitted.ll

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#ifdef WRITTEN
#define TYPENAME typename
#else
#define TYPENAME
#endif

struct Conv { using type = short; };
struct Val { static constexpr int type = 5; };
template <class T, class U> __device__ T recast(U u) { return T(u); }
template <int N, class U> __device__ int recast(U) { return N; }

template <class T> __device__ int type_arg(float x) {
  int r = recast<TYPENAME T::type>(x); // expected-warning {{omitted 'typename' prior to dependent type name 'Conv::type' is an nvcc extension}}
  // FIXIT-DAG: fix-it:"{{.*}}cuda-missing-typename.cu":{[[@LINE-1]]:27-[[@LINE-1]]:27}:"typename "
  r += sizeof(TYPENAME T::type);       // expected-warning {{omitted 'typename' prior to dependent type name 'Conv::type' is an nvcc extension}}
  // FIXIT-DAG: fix-it:"{{.*}}cuda-missing-typename.cu":{[[@LINE-1]]:24-[[@LINE-1]]:24}:"typename "
  r += alignof(TYPENAME T::type);      // expected-warning {{omitted 'typename' prior to dependent type name 'Conv::type' is an nvcc extension}} \
                                       // expected-warning 0-1 {{'alignof' applied to an expression is a GNU extension}}
  return r;
}
// Val::type is a value: the argument is the expression, for recast<int N>.
template <class T> __device__ int value_arg(float x) {
  return recast<T::type>(x);
}

// recast<short>, sizeof(short), alignof(short); recast<5> for the value.
// IR-LABEL: define {{.*}} @_Z8type_argI4ConvEif(
// IR: call noundef signext i16 @_Z6recastIsfET_T0_(
// IR: add i64 %{{.*}}, 2
// IR: add i64 %{{.*}}, 2
// IR-LABEL: define {{.*}} @_Z9value_argI3ValEif(
// IR: call noundef i32 @_Z6recastILi5EfEiT0_(

// A second instantiation of type_arg is not warned again: each warning above
// is issued once (-verify fails on a repeated one).
struct Conv2 { using type = int; };

__global__ void k(int *out, float x) {
  out[0] = type_arg<Conv>(x); // expected-note {{in instantiation of function template specialization 'type_arg<Conv>' requested here}}
  out[1] = value_arg<Val>(x);
  out[2] = type_arg<Conv2>(x);
}

#ifndef VALID_ONLY
// Where nvcc refuses, so does clang: a class template's argument,
// a parenthesized name, 'sizeof' without parentheses.
template <class T> struct Box { T v; };
template <class T> __device__ int refused(float x) {
  Box<T::type> b{1};               // expected-error {{template argument for template type parameter must be a type; did you forget 'typename'?}}
  int r = recast<(T::type)>(x);    // expected-error {{missing 'typename' prior to dependent type name 'Conv::type'}}
  return r + sizeof T::type;       // expected-error {{missing 'typename' prior to dependent type name 'Conv::type'}}
}
// expected-note@-6 {{template parameter is declared here}}
__global__ void k2(int *out, float x) {
  out[0] = refused<Conv>(x); // expected-note {{in instantiation of function template specialization 'refused<Conv>' requested here}}
}
#endif
