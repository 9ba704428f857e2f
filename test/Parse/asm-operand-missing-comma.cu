// GNU asm operands with no comma between them, as nvcc accepts and CUTLASS 4.2
// writes (include/cute/arch/copy_sm100.hpp): accepted as if the comma were
// there, with a warning under -Wasm-operand-missing-comma and a fix-it.
// REQUIRES: ptxas

// The warning, in the device and the host compilation alike (the body is
// parsed in both), with its flag and its fix-it.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -fsyntax-only -verify -x cuda %s
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %clang -x cuda --cuda-host-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: asm-operand-missing-comma.cu:[[@LINE+7]]:79: warning: missing ',' between asm operands [-Wasm-operand-missing-comma]
// WARN: fix-it:"{{.*}}asm-operand-missing-comma.cu":{[[@LINE+6]]:79-[[@LINE+6]]:79}:", "

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__global__ void cp(unsigned dst_addr, unsigned long long src_addr) {
  asm volatile ("tcgen05.cp.cta_group::1.128x256b [%0], %1;" : : "r"(dst_addr)  "l"(src_addr)); // expected-warning {{missing ',' between asm operands}}
}

// Outputs, named operands, more than two, and the comma form mixed in.
__device__ int add3(int a, int b, int c) {
  int r, s;
  asm("add.s32 %0, %2, %3;\n\tadd.s32 %1, %0, %4;"
      : "=r"(r) "=r"(s) // expected-warning {{missing ',' between asm operands}}
      : [a] "r"(a) [b] "r"(b), "r"(c)); // expected-warning {{missing ',' between asm operands}}
  return s;
}

__device__ int named(int a, int b) {
  int r;
  asm("add.s32 %[r], %[a], %[b];" : [r] "=r"(r) : [a] "r"(a) [b] "r"(b)); // expected-warning {{missing ',' between asm operands}}
  return r;
}

__global__ void k(int *out, int a, int b, int c) {
  out[0] = add3(a, b, c);
  out[1] = named(a, b);
}

#ifdef PRAGMA
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wasm-operand-missing-comma"
__device__ void quiet(int a, int b) { asm volatile("" : : "r"(a) "r"(b)); }
#pragma clang diagnostic pop
#pragma clang diagnostic error "-Wasm-operand-missing-comma"
__device__ void loud(int a, int b) { asm volatile("" : : "r"(a) "r"(b)); }
// The pragmas win over the command line: quiet() is not diagnosed (the rest
// of the file is, with a warning), loud() is an error.
// PRAGMA-NOT: asm-operand-missing-comma.cu:[[@LINE-6]]:
// PRAGMA: asm-operand-missing-comma.cu:[[@LINE-4]]:64: error: missing ',' between asm operands [-Werror,-Wasm-operand-missing-comma]
// PRAGMA: 4 warnings and 1 error generated when compiling for sm_100a.
#endif

// -Wno-... silences it, -Werror=... makes it an error; so do the pragmas.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -fsyntax-only -Werror -Wno-asm-operand-missing-comma %s 2>&1 | count 0
// RUN: not %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -fsyntax-only -Werror=asm-operand-missing-comma %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: missing ',' between asm operands [-Werror,-Wasm-operand-missing-comma]
// ERR: 4 errors generated when compiling for sm_100a.
// RUN: not %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -fsyntax-only -DPRAGMA %s 2>&1 | FileCheck %s --check-prefix=PRAGMA

// The PTX binds both operands where the comma form would: the same PTX as
// with the commas, the TMEM address in a 32-bit and the source in a 64-bit
// register, each loaded from its own parameter; ptxas accepts it.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S -Wno-asm-operand-missing-comma %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -c -arch=sm_100a %t.ptx -o %t.o
// PTX-LABEL: .entry _Z2cpjy(
// PTX-DAG: ld.param.u32 %r[[DST:[0-9]+]], [_Z2cpjy_param_0];
// PTX-DAG: ld.param.u64 %rd[[SRC:[0-9]+]], [_Z2cpjy_param_1];
// PTX: tcgen05.cp.cta_group::1.128x256b [%r[[DST]]], %rd[[SRC]];
// PTX-LABEL: _Z4add3iii(
// PTX-DAG: ld.param.u32 %r[[A:[0-9]+]], [_Z4add3iii_param_0];
// PTX-DAG: ld.param.u32 %r[[B:[0-9]+]], [_Z4add3iii_param_1];
// PTX-DAG: ld.param.u32 %r[[C:[0-9]+]], [_Z4add3iii_param_2];
// PTX: add.s32 %r[[R:[0-9]+]], %r[[A]], %r[[B]];
// PTX-NEXT: add.s32 %r{{[0-9]+}}, %r[[R]], %r[[C]];
// PTX-LABEL: _Z5namedii(
// PTX-DAG: ld.param.u32 %r[[NA:[0-9]+]], [_Z5namedii_param_0];
// PTX-DAG: ld.param.u32 %r[[NB:[0-9]+]], [_Z5namedii_param_1];
// PTX: add.s32 %r{{[0-9]+}}, %r[[NA]], %r[[NB]];
// The fix-it's result (a comma after every such operand) compiles without a
// warning to the same IR (but for the source offsets of the asm statements).
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S -emit-llvm -Wno-asm-operand-missing-comma %s -o - | grep -v -e '^; ModuleID' -e '^source_filename' -e '^![0-9]* = !{i64 [0-9, i]*}$' > %t.nocomma.ll
// RUN: sed -e 's/)\( *\)\(["[]\)/),\1\2/g' %s > %t.comma.cu
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S -emit-llvm -Werror %t.comma.cu -o - | grep -v -e '^; ModuleID' -e '^source_filename' -e '^![0-9]* = !{i64 [0-9, i]*}$' > %t.comma.ll
// RUN: diff %t.nocomma.ll %t.comma.ll
// RUN: FileCheck %s --check-prefix=IR < %t.nocomma.ll
// IR: define {{.*}} @_Z2cpjy(i32 noundef %0, i64 noundef %1)
// IR-NEXT: call void asm sideeffect "tcgen05.cp.cta_group::1.128x256b [$0], $1;", "r,l"(i32 %0, i64 %1)
// IR: define {{.*}} @_Z4add3iii(i32 noundef %0, i32 noundef %1, i32 noundef %2)
// IR-NEXT: call { i32, i32 } asm "add.s32 $0, $2, $3;\0A\09add.s32 $1, $0, $4;", "=r,=r,r,r,r"(i32 %0, i32 %1, i32 %2)
// IR: define {{.*}} @_Z5namedii(i32 noundef %0, i32 noundef %1)
// IR-NEXT: call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 %0, i32 %1)
