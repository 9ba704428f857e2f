// C++11 attribute specifiers (alignas, [[...]]) after GNU attributes at the
// start of a declaration in a function body, as clang 21 and GCC accept
// (patch gnu-then-cxx11-attributes-in-declaration-statements): each
// attribute applies as if the C++11 ones were written first. clang 19
// said "an attribute list cannot appear here".
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -Wunused-variable -verify -DERRORS %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++11 -fsyntax-only \
// RUN:   -Wunused-variable -verify -DERRORS %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -emit-llvm \
// RUN:   -disable-llvm-passes %s -o - | FileCheck %s

// At file scope clang 19 already took both orders.
__attribute__((unused)) alignas(16) static float g1[4];
// CHECK: @_ZL2g1 = internal global [4 x float] zeroinitializer, align 16
float *use_g1() { return g1; }

// CHECK-LABEL: define{{.*}} void @_Z6localsv()
void locals() {
  // CHECK: %s = alloca [4 x float], align 16
  __attribute__((unused)) alignas(16) float s[4];
  // CHECK: %a = alloca i32, align 32
  __attribute__((unused)) alignas(32) [[maybe_unused]] int a;
  // CHECK: %b = alloca i32, align 64
  __attribute__((unused)) alignas(16) alignas(64) int b;
  // CHECK: %c = alloca i32, align 16
  __attribute__((unused)) alignas(16) __attribute__((aligned(8))) int c;
  // CHECK: %d = alloca i32, align 16
  [[maybe_unused]] __attribute__((unused)) alignas(16) int d;
  // CHECK: %f = alloca i32, align 8
  // CHECK: %g = alloca i32, align 8
  __attribute__((unused)) alignas(8) int f, g;
  // Without the GNU attribute, unused variables are still reported: the
  // attributes above reached their declarations.
  int h; // expected-warning {{unused variable 'h'}}
  [[maybe_unused]] int i;
}

#ifdef ERRORS
// A C++11 attribute that does not apply to a variable is still diagnosed.
void misplaced() {
  __attribute__((unused)) [[noreturn]] int e; // expected-error {{'noreturn' attribute only applies to functions}}
}
#endif

// C++11 attributes after GNU ones on a statement that is not a declaration
// stay statement attributes.
int statements(int x) {
  switch (x) {
  case 0:
    x++;
    __attribute__((fallthrough)) [[]];
  case 1:
    return x;
  }
  return 0;
}

