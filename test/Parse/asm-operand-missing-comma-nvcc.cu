// nvcc is the reference for the missing-comma asm form: both compilers bind
// the same operands (the TMEM address as .b32, the source as .b64) in the
// CUTLASS 4.2 statement.
// REQUIRES: nvcc, ptxas
// RUN: %nvcc -arch=sm_100a -ptx %s -o %t.nvcc.ptx
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   -O2 -S -Wno-asm-operand-missing-comma %s -o %t.ours.ptx
// RUN: grep -h 'tcgen05.cp' %t.nvcc.ptx %t.ours.ptx | FileCheck %s
// CHECK: tcgen05.cp.cta_group::1.128x256b [%r[[N:[0-9]+]]], %rd[[M:[0-9]+]];
// CHECK-NEXT: tcgen05.cp.cta_group::1.128x256b [%r[[N]]], %rd[[M]];
// RUN: %ptxas -c -arch=sm_100a %t.ours.ptx -o %t.o

#ifndef __global__
#define __global__ __attribute__((global))
#endif

__global__ void cp(unsigned dst_addr, unsigned long long src_addr) {
  asm volatile ("tcgen05.cp.cta_group::1.128x256b [%0], %1;" : : "r"(dst_addr)  "l"(src_addr));
}
