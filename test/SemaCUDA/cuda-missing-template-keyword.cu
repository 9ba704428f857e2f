// 'obj.f<X>(args)' without 'template' on an object of dependent type: C++
// reads '(obj.f < X) > (args)'; nvcc, instantiating, makes the call when f
// names a function template. In CUDA clang does the same where that
// comparison is an error, with -Wcuda-missing-template-keyword and a fix-it;
// where it is valid (f a data member) it keeps its meaning.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
//
// The fix-it inserts 'template ' before the name (FIXIT lines below).
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FIXIT
//
// -Wno- silences it; -Werror= and -pedantic-errors make it an error.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Wno-cuda-missing-template-keyword \
// RUN:   -Wno-unused-value -Wno-parentheses -Werror %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -Werror=cuda-missing-template-keyword \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -x cuda -DVALID_ONLY -pedantic-errors %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension [{{.*}}cuda-missing-template-keyword]
//
// The same IR as with 'template' written; and a data member's comparison.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY \
// RUN:   -Wno-cuda-missing-template-keyword %s -o %t.omitted.ll
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -x cuda -DVALID_ONLY -DWRITTEN \
// RUN:   %s -o %t.written.ll
// RUN: diff %t.omitted.ll %t.written.ll
// RUN: FileCheck %s --check-prefix=IR < %t.omitted.ll

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#ifdef WRITTEN
#define TEMPLATE template
#else
#define TEMPLATE
#endif

struct Epi {
  int count;
  template <bool Reuse = false, class T>
  __device__ int load(T t, bool reverse = false) { return Reuse ? t + 40 : reverse; } // expected-note 3 {{possible target for call}}
  template <int N> __device__ static int sload(int t) { return N * t; }
};
// An operator< in scope: the template's comparisons are operator calls
// (CXXOperatorCallExpr) instead of built-in ones; same result.
struct Tag {};
template <class T> __device__ bool operator<(T, Tag);

template <class E> __device__ int member(E e, E *p, int a, int b) {
  constexpr bool X = true;
  int r = e.TEMPLATE load<X>(a, b == 2); // expected-warning {{omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension}} \
                                         // expected-warning {{left operand of comma operator has no effect}}
  r += p->TEMPLATE load<!X>(a);          // expected-warning {{omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension}}
  // FIXIT-DAG: fix-it:"{{.*}}cuda-missing-template-keyword.cu":{[[@LINE-1]]:20-[[@LINE-1]]:20}:"template "
  r += E::TEMPLATE sload<3>(a);          // expected-warning {{omitted 'template' keyword prior to dependent template name 'sload' is an nvcc extension}}
  // Arguments with their own commas and parentheses.
  r += e.TEMPLATE load<X>((a, b), (b == 1)); // expected-warning {{omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension}} \
                                             // expected-warning 4 {{left operand of comma operator has no effect}}
  // In a larger expression, where the comparison parse ends at the ')'.
  r += (e.TEMPLATE load<X>(a) == 43) ? 1 : 0; // expected-warning {{omitted 'template' keyword prior to dependent template name 'load' is an nvcc extension}}
  return r;
}

// A data member: the comparisons '(e.count < X) > (a)', as C++ has them.
template <class E> __device__ int data_member(E e, int a) {
  constexpr int X = 5;
  return e.count<X>(a); // expected-warning {{comparisons like 'X<=Y<=Z' don't have their mathematical meaning}}
}

// load<true>, load<false>, sload<3>, load<true> twice; the data member:
// (e.count < 5) > a.
// IR-LABEL: define {{.*}} @_Z6memberI3EpiEiT_PS1_ii(
// IR: call noundef i32 @_ZN3Epi4loadILb1EiEEiT0_b(
// IR: call noundef i32 @_ZN3Epi4loadILb0EiEEiT0_b(
// IR: call noundef i32 @_ZN3Epi5sloadILi3EEEii(
// IR: call noundef i32 @_ZN3Epi4loadILb1EiEEiT0_b(
// IR: call noundef i32 @_ZN3Epi4loadILb1EiEEiT0_b(
// IR-LABEL: define {{.*}} @_Z11data_memberI3EpiEiT_i(
// IR: icmp slt i32 %{{.*}}, 5
// IR: icmp sgt i32 %{{.*}}, %

// A second instantiation of member does not repeat the nvcc-extension
// warnings above (-verify fails on a repeated one); -Wunused-value's on the
// arguments' comma is issued again, as it is with 'template' written.
struct Epi2 : Epi {};

__global__ void k(int *out, int a, int b) {
  Epi e{a};
  out[0] = member(e, &e, a, b); // expected-note {{in instantiation of function template specialization 'member<Epi>' requested here}}
  out[1] = data_member(e, a); // expected-note {{in instantiation of function template specialization 'data_member<Epi>' requested here}}
  Epi2 e2{{b}};
  out[2] = member(e2, &e2, a, b); // expected-note {{in instantiation of function template specialization 'member<Epi2>' requested here}}
}

#ifndef VALID_ONLY
// Shapes that stay errors: the comparison parse is not '(obj.f < X) > (args)'
// (nvcc accepts these: it parses the tokens again), no arguments (nvcc
// refuses too), or an operand of class type, for which an operator< could
// take the overload set.
template <class E> __device__ int other_shapes(E e, int a) {
  constexpr bool X = true;
  int r = e.load<X>(a) + 1; // expected-error {{reference to non-static member function must be called}}
  r += !e.load<X>(a);       // expected-error {{reference to non-static member function must be called}}
  r += e.load<Tag{}>(a);    // expected-error {{reference to non-static member function must be called}}
  return r;
}
template <class E> __device__ int no_arguments(E e) {
  return e.load<true>();    // expected-error {{missing 'template' keyword prior to dependent template name 'load'}}
}
__global__ void k2(int *out, int a) {
  out[0] = other_shapes(Epi{a}, a); // expected-note {{in instantiation of function template specialization 'other_shapes<Epi>' requested here}}
}

// After 'typename' nvcc takes the name before '<' as a template; in an
// expression it refuses, as clang does.
struct Traits { template <class T> struct Rebind { using other = T; static constexpr int size = sizeof(T); }; };
template <class T> __device__ int rebind(int a) {
  typename T::Rebind<long>::other v = a; // expected-warning {{omitted 'template' keyword prior to dependent template name 'Rebind' is an nvcc extension}}
  // FIXIT-DAG: fix-it:"{{.*}}cuda-missing-template-keyword.cu":{[[@LINE-1]]:15-[[@LINE-1]]:15}:"template "
  return v + T::Rebind<long>::size;      // expected-error {{use 'template' keyword to treat 'Rebind' as a dependent template name}}
}
#endif
