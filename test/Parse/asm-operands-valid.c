// Valid GNU asm statements parse exactly as before the missing-comma
// leniency: no warning, and the IR that clang-22 (upstream, where this
// parser is unchanged) gives them. Clobbers keep their meaning: adjacent
// string literals concatenate, so '"memory" "cc"' is one clobber. Text that
// was not an operand list stays an error.
// REQUIRES: clang-22
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -fsyntax-only -verify -DBAD %s
// RUN: %clang -target x86_64-unknown-linux-gnu -O0 -S -emit-llvm -Werror %s -o %t.ours.ll
// RUN: %clang_22 -target x86_64-unknown-linux-gnu -O0 -S -emit-llvm -Werror %s -o %t.22.ll
// RUN: grep ' asm ' %t.ours.ll | sed -e 's/ #[0-9]*, !srcloc.*//' > %t.ours.asm
// RUN: grep ' asm ' %t.22.ll | sed -e 's/ #[0-9]*, !srcloc.*//' > %t.22.asm
// RUN: diff %t.ours.asm %t.22.asm
// RUN: FileCheck %s < %t.ours.asm

int valid(int a, int b, long *p) {
  int r = 0, s = 0;
  __asm__("");
  asm("nop" : : : "memory");
  asm volatile("mov %1, %0" : "=r"(r) : "r"(a));
  asm("add %2, %0" : "=r"(r), "=r"(s) : "r"(a), "0"(b));
  asm("" : [o] "=r"(r) : [i] "r"(a), [j] "m"(*p) : "cc", "memory");
  asm("" : : "r" "m"(a));                    // one constraint, "rm"
  asm("" : : "r"(a) : "memory", "cc");
  asm goto("jmp %l0" : : : : done);
  asm goto("" : : "r"(a), "r"(b) : "cc" : done);
  asm("" : : );
  asm inline("" : "+r"(r));
done:
  return r + s;
}
// CHECK: call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"()
// CHECK: call void asm sideeffect "nop", "~{memory},~{dirflag},~{fpsr},~{flags}"()
// CHECK: asm sideeffect "mov $1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: asm "add $2, $0", "=r,=r,r,0,~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: asm "", "=r,r,*m,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: asm sideeffect "", "rm,~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: asm sideeffect "", "r,~{memory},~{cc},~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: callbr void asm sideeffect "jmp ${0:l}", "!i,~{dirflag},~{fpsr},~{flags}"()
// CHECK: callbr void asm sideeffect "", "r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32
// CHECK: call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"()
// CHECK: asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32

#ifdef BAD
void bad(int x, int y) {
  asm("" : : "r"(x) 5);            // expected-error {{expected ')'}}
  asm("" : : "r"(x) "r");          // expected-warning {{missing ',' between asm operands}} expected-error {{expected '(' after 'asm operand'}}
  asm("" : : "r"(x) L"r"(y));      // expected-warning {{missing ',' between asm operands}} expected-error {{cannot use wide string literal in 'asm'}}
  asm("" : : "r"(x) : "memory" "cc");  // expected-error {{unknown register name 'memorycc' in asm}}
  asm("" : : "r"(x) : "memory" : "cc"); // expected-error {{expected ')'}}
  asm("" : "=r"(x) [y]);           // expected-warning {{missing ',' between asm operands}} expected-error {{expected string literal in 'asm'}}
}
#endif
