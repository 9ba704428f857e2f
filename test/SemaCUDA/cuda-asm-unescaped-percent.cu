// In CUDA, a '%' followed by a name in an asm statement with operands is
// passed through as written, as nvcc does (PTX's special registers:
// %clusterid.x, %clock64, %envreg3, a register of one's own such as %rx1).
// GCC's rules, which clang follows elsewhere, reject it. A '%' and a letter
// followed by a digit or '[' is still an operand with a modifier; '%%' is
// still '%'; a '%' ending the string and an operand past the last one are
// still errors. nvcc says nothing, so neither does clang unless asked
// (-Wcuda-asm-unescaped-percent, or -pedantic).
//
// The errors in a __device__ function are the device compilation's (dev-error).
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=expected,dev -Wcuda-asm-unescaped-percent -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -Wcuda-asm-unescaped-percent -x cuda %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify=pedantic -pedantic -DVALID_ONLY -x cuda %s
//
// Silent by default, as nvcc is.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -Werror -DVALID_ONLY -x cuda %s 2>&1 | count 0
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Werror=cuda-asm-unescaped-percent -x cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: '%clusterid' in an asm string with operands is an nvcc extension; it is passed through as written (write '%%clusterid') [-Werror,-Wcuda-asm-unescaped-percent]
//
// C++ (not CUDA) keeps GCC's rules.
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -DVALID_ONLY -x c++ %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: error: invalid % escape in inline assembly string
//
// The IR's asm string has the name as written, next to the operands ($N).
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY \
// RUN:   -x cuda %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-LABEL: define {{.*}}@_Z7specialPj(
// IR: "mov.u32 $0, %clusterid.x;", "=r"
// IR: "mov.u32 $0, %clusterid.y;", "=r"
// IR: "mov.u64 $0, %clock64;", "=l"
// IR: "mov.u32 $0, %envreg3;", "=r"
// IR: "{ .reg .u32 %rx1; mov.u32 %rx1, $1; mov.u32 $0, %rx1; }", "=r,r"
// IR: "{ .reg .pred %p; setp.eq.u32 %p, $1, 0; selp.u32 $0, 1, 0, %p; }", "=r,r"
// IR: "mov.u32 $0, ${1:c};", "=r,n"
//
// ... and the PTX assembles.
// RUN: llc -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %t.ll -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// PTX: mov.u32 %r{{[0-9]+}}, %clusterid.x;
// PTX: mov.u64 %rd{{[0-9]+}}, %clock64;
// PTX: selp.u32 %r{{[0-9]+}}, 1, 0, %p;
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__global__ void special(unsigned *o) {
  unsigned x, y;
  unsigned long long c;
  asm volatile("mov.u32 %0, %clusterid.x;" : "=r"(x)); // expected-warning {{'%clusterid' in an asm string with operands is an nvcc extension; it is passed through as written (write '%%clusterid')}} pedantic-warning {{nvcc extension}}
  // The escaped spelling means the same and says nothing.
  asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(y));
  asm volatile("mov.u64 %0, %clock64;" : "=l"(c)); // expected-warning {{'%clock64'}} pedantic-warning {{nvcc extension}}
  o[0] = x + y + (unsigned)c;
  asm volatile("mov.u32 %0, %envreg3;" : "=r"(x)); // expected-warning {{'%envreg3'}} pedantic-warning {{nvcc extension}}
  asm volatile("{ .reg .u32 %rx1; mov.u32 %rx1, %1; mov.u32 %0, %rx1; }" // expected-warning 3 {{'%rx1'}} pedantic-warning 3 {{nvcc extension}}
               : "=r"(x) : "r"(y));
  o[1] = x;
  // '%p' then ';', ',' and ' ': a name each time.
  asm volatile("{ .reg .pred %p; setp.eq.u32 %p, %1, 0; selp.u32 %0, 1, 0, %p; }" // expected-warning 3 {{'%p'}} pedantic-warning 3 {{nvcc extension}}
               : "=r"(x) : "r"(y));
  o[2] = x;
  // A modifier letter followed by an operand number is an operand.
  asm volatile("mov.u32 %0, %c1;" : "=r"(x) : "n"(4));
  o[3] = x;
  // Without operands '%' was never special.
  asm volatile("membar.gl; // %clusterid");
}

#ifndef VALID_ONLY
__device__ void still_errors(unsigned y) {
  unsigned x;
  // A '%' ending the string.
  asm volatile("mov.u32 %0, 1; // 100%" : "=r"(x)); // dev-error {{invalid % escape in inline assembly string}}
  // An operand number past the last operand.
  asm volatile("mov.u32 %0, %5;" : "=r"(x)); // dev-error {{invalid operand number in inline asm string}}
  // A modifier of an operand that does not exist (nvcc: an unsupported modifier).
  asm volatile("{ .reg .pred %p9; }" : "=r"(x) : "r"(y)); // dev-error {{invalid operand number in inline asm string}}
  // '%' and a character that starts no name.
  asm volatile("mov.u32 %0, %.x;" : "=r"(x)); // dev-error {{invalid % escape in inline assembly string}}
}
#endif
