// In CUDA, narrowing a value that is not a constant in an initializer list
// (`dim3 grid{n / 256}` with a size_t n) warns, as nvcc does (#2361-D),
// instead of clang's error: -Wcuda-narrowing, under -Wc++11-narrowing. A
// narrowed constant stays an error (nvcc's host compiler rejects it too), and
// in a substitution failure narrowing stays a failure, so traits that ask
// whether a conversion narrows answer as before.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// -Wno-c++11-narrowing and -Wno-narrowing silence it, -Werror=c++11-narrowing
// makes it an error again.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Wno-c++11-narrowing -Werror -x cuda %s 2>&1 | count 0
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Wno-narrowing -Werror -x cuda %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Werror=c++11-narrowing -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: narrowing conversion from 'size_t' (aka 'unsigned long') to 'unsigned int' in an initializer list is an nvcc extension [-Werror,-Wcuda-narrowing]
// C++ keeps the error.
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -DVALID_ONLY -x c++ %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: error: non-constant-expression cannot be narrowed from type 'size_t' (aka 'unsigned long') to 'unsigned int' in initializer list
//
// The value is converted as without braces.
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY -Wno-cuda-narrowing \
// RUN:   -x cuda %s -o - | FileCheck %s --check-prefix=IR
// IR-LABEL: define {{.*}}@_Z4gridm(
// IR: trunc i64 %{{.*}} to i32

#define __global__ __attribute__((global))
typedef unsigned long size_t;
struct dim3 { unsigned x, y = 1, z = 1; };

unsigned grid(size_t n) {
  dim3 g{(n + 255) / 256}; // expected-warning {{narrowing conversion from 'size_t' (aka 'unsigned long') to 'unsigned int' in an initializer list is an nvcc extension}} expected-note {{insert an explicit cast to silence this issue}}
  return g.x;
}
int to_int(double d) {
  int i{d}; // expected-warning {{narrowing conversion from 'double' to 'int'}} expected-note {{insert an explicit cast}}
  return i;
}
__global__ void kernel(size_t n, unsigned *o) {
  unsigned u{n}; // expected-warning {{narrowing conversion from 'size_t' (aka 'unsigned long') to 'unsigned int'}} expected-note {{insert an explicit cast}}
  o[0] = u;
}

// A trait that tests for narrowing (as std::variant's converting
// constructor does) answers as before.
template <class T> T declval();
template <class To, class From, class = void> struct narrows_not { static constexpr bool value = false; };
template <class To, class From>
struct narrows_not<To, From, decltype((void)To{declval<From>()})> { static constexpr bool value = true; };
static_assert(!narrows_not<unsigned, size_t>::value, "narrowing stays a substitution failure");
static_assert(narrows_not<size_t, unsigned>::value, "");

#ifndef VALID_ONLY
char constant() {
  char c{300}; // expected-error {{constant expression evaluates to 300 which cannot be narrowed to type 'char'}} expected-note {{insert an explicit cast}} expected-warning {{implicit conversion from 'int' to 'char' changes value from 300 to 44}}
  return c;
}
#endif
