// CUDA's atomicCAS(unsigned short *, unsigned short, unsigned short)
// (crt/sm_70_rt.hpp, sm_70 and later) calls __usAtomicCAS, which CUDA only
// declares; clang 19 left it undefined, so the PTX called an external
// function that nothing provides. Our CUDA header defines it, and
// __usAtomicCAS_block/_system, over the 16-bit CAS builtins
// (cuda-usatomiccas.patch), as clang 22 does: a 32-bit CAS loop for the
// unscoped one, atom.cta/.sys.cas.b16 for the scoped ones.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a --cuda-device-only -S -O2 %s -o %t-100a.s
// RUN: FileCheck %s < %t-100a.s
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_120a --cuda-device-only -S -O2 %s -o %t-120a.s
// RUN: FileCheck %s < %t-120a.s
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_75 --cuda-device-only -S -O2 %s -o %t-75.s
// RUN: FileCheck %s < %t-75.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t-100a.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t-120a.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t-75.s -o /dev/null %}
// Below sm_70 CUDA has no 16-bit atomicCAS and the header functions, unused,
// cost nothing: a file that does not call them compiles as before.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_60 --no-cuda-version-check --cuda-device-only \
// RUN:   -S -O2 -DNO_USHORT %s -o - | FileCheck %s --check-prefix=SM60

// CHECK-NOT: .extern
// CHECK-NOT: __usAtomicCAS
// CHECK-LABEL: _Z3casPttt(
// CHECK-NOT: call
// CHECK: atom.global.cas.b32
// CHECK-LABEL: _Z9cas_blockPttt(
// CHECK-NOT: call
// CHECK: atom.cta.cas.b16
// CHECK-LABEL: _Z10cas_systemPttt(
// CHECK-NOT: call
// CHECK: atom.sys.cas.b16
// SM60: atom.global.cas.b32
// SM60-NOT: cas.b16

#ifndef NO_USHORT
__global__ void cas(unsigned short *p, unsigned short c, unsigned short v) {
  p[1] = atomicCAS(p, c, v);
}
__global__ void cas_block(unsigned short *p, unsigned short c,
                          unsigned short v) {
  p[1] = __usAtomicCAS_block(p, c, v);
}
__global__ void cas_system(unsigned short *p, unsigned short c,
                           unsigned short v) {
  p[1] = __usAtomicCAS_system(p, c, v);
}
#else
__global__ void cas(unsigned *p, unsigned c, unsigned v) {
  p[1] = atomicCAS(p, c, v);
}
#endif
