// The new warning group renumbers every group that sorts after it. The TUs
// Debian compiled still emit their diagnostics by unchanged IDs; the group
// tables (our DiagnosticIDs.cpp) and clang-cl's warning numbers (our
// CLWarnings.cpp) must still give each diagnostic its own flag. Diagnostics
// of the Lex, Parse, Sema and Driver components, across the alphabet:
// RUN: %clang -target x86_64-unknown-linux-gnu -fsyntax-only -Wunused-macros -Wextra-semi \
// RUN:   -Wunused-variable -Wshadow -Wno-asm-operand-missing-comma -Wnot-a-warning %s 2>&1 \
// RUN:   | FileCheck %s
// CHECK: warning: unknown warning option '-Wnot-a-warning' [-Wunknown-warning-option]
// CHECK: warning: extra ';' outside of a function [-Wextra-semi]
// CHECK: warning: declaration shadows a variable in the global scope [-Wshadow]
// CHECK: warning: 'old' is deprecated [-Wdeprecated-declarations]
// CHECK: warning: macro is not used [-Wunused-macros]
// CHECK: warning: unused variable 'unused' [-Wunused-variable]
// Groups turn them off and into errors as before.
// RUN: %clang -target x86_64-unknown-linux-gnu -fsyntax-only -Werror -Wno-deprecated-declarations %s 2>&1 | count 0
// RUN: not %clang -target x86_64-unknown-linux-gnu -fsyntax-only -Werror=unused-variable -Wall %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: unused variable 'unused' [-Werror,-Wunused-variable]
// clang-cl's /wd4996 names -Wdeprecated-declarations through a diag::Group enumerator.
// RUN: %clang --driver-mode=cl --target=x86_64-pc-windows-msvc /Zs /wd4996 -- %s 2>&1 | count 0
// RUN: %clang --driver-mode=cl --target=x86_64-pc-windows-msvc /Zs -- %s 2>&1 | FileCheck %s --check-prefix=CL
// CL: warning: 'old' is deprecated [-Wdeprecated-declarations]

#define UNUSED_MACRO 1
int g;
;
__attribute__((deprecated)) void old(void);
void f(void) {
  int g = 0;
  int unused;
  (void)g;
  old();
}
