// In CUDA, a '#pragma unroll' (or 'nounroll') that no loop follows is ignored
// with a warning, as nvcc ignores it (warning #20058-D, "the #pragma unroll
// must precede a loop"), instead of clang's error. Other loop pragmas, and
// C++, keep the error; a pragma before a loop means what it meant.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -fsyntax-only -verify -x cuda %s
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -fsyntax-only -DVALID_ONLY -Werror=cuda-pragma-unroll-not-before-loop \
// RUN:   -x cuda %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: '#pragma unroll' not followed by a for, while or do-while loop is an nvcc extension; it is ignored [-Werror,-Wcuda-pragma-unroll-not-before-loop]
// RUN: not %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fsyntax-only \
// RUN:   -DVALID_ONLY -x c++ %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: error: expected a for, while, or do-while loop to follow '#pragma unroll'
//
// The pragma that precedes a loop still unrolls it; the ignored one adds nothing.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -emit-llvm -disable-llvm-passes -DVALID_ONLY \
// RUN:   -Wno-cuda-pragma-unroll-not-before-loop -x cuda %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: grep -c '"llvm.loop.unroll' %t.ll | FileCheck %s --check-prefix=ONE
// IR: !{!"llvm.loop.unroll.count", i32 8}
// ONE: 1
//
// nvcc warns once per pragma that clang warns about (it reports the pragma's
// line, clang the statement's).
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -std=c++17 -ptx -DVALID_ONLY -x cu %s -o %t.ptx 2>&1 \
// RUN:   | grep -c 'warning #20058-D' | FileCheck %s --check-prefix=NVCC %}
// NVCC: 3

#define __global__ __attribute__((global))

__global__ void k(int *o, int n) {
#pragma unroll 4
  o[0] = 1; // expected-warning {{'#pragma unroll' not followed by a for, while or do-while loop is an nvcc extension; it is ignored}}
#pragma unroll
  if (n > 2) // expected-warning {{'#pragma unroll' not followed}}
    for (int i = 0; i < n; ++i)
      o[i] += i;
#pragma unroll
  { // expected-warning {{'#pragma unroll' not followed}}
    o[1] = 2;
  }
#pragma unroll 8
  for (int i = 0; i < n; ++i)
    o[i] *= 2;
}

#ifndef VALID_ONLY
__global__ void others(int *o) {
#pragma clang loop unroll(enable)
  o[0] = 1; // expected-error {{expected a for, while, or do-while loop to follow '#pragma clang loop'}}
}
#endif
