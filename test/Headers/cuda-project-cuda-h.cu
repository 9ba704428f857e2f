// A project header named cuda.h on the include path. nvcc includes no cuda.h
// of its own, so the project's is the only one its TU sees; clang's CUDA
// wrapper includes "cuda.h" for CUDA_VERSION, found the project's first and
// stopped with "cuda.h did not define CUDA_VERSION". The driver now passes the
// installation's cuda.h (__NVPTXBW_INSTALLATION_CUDA_H), which the wrapper
// reads where the first cuda.h did not define CUDA_VERSION.
//
// REQUIRES: cuda-13.0
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -I%S/Inputs/project-cuda-h \
// RUN:   -c %s -o %t.o
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -I%S/Inputs/project-cuda-h \
// RUN:   -c %s -o %t.o -### 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// ARGS-SAME: "-include" "__clang_cuda_runtime_wrapper.h" "-D" "__NVPTXBW_INSTALLATION_CUDA_H=\"{{.*}}/include/cuda.h\""
// ARGS: "-cc1" "-triple" "x86_64
// ARGS-SAME: "-include" "__clang_cuda_runtime_wrapper.h" "-D" "__NVPTXBW_INSTALLATION_CUDA_H=\"{{.*}}/include/cuda.h\""
//
// The project's header was read, and CUDA's after it (both sides).
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -I%S/Inputs/project-cuda-h \
// RUN:   --cuda-host-only -E %s | FileCheck %s --check-prefix=ORDER
// ORDER: project-cuda-h/cuda.h"
// ORDER: # 1 "{{.*}}/include/cuda.h"
//
// Without the project's header nothing changes: CUDA's cuda.h is read once.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-host-only -E %s \
// RUN:     -DNO_PROJECT_HEADER | grep -c '^# 1 ".*/include/cuda.h"' | FileCheck %s --check-prefix=ONCE
// ONCE: {{^1$}}
//
// HIP keeps clang's rule: no such macro.
// RUN: %clang -### -x hip --offload-arch=gfx900 -nogpuinc -nogpulib -c %s 2>&1 | FileCheck %s --check-prefix=HIP
// HIP-NOT: __NVPTXBW_INSTALLATION_CUDA_H
//
// nvcc 13.0 compiles the same TU.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -I%S/Inputs/project-cuda-h -c %s -o %t.nvcc.o %}

#ifndef NO_PROJECT_HEADER
#include "cuda.h"
static_assert(PROJECT_CUDA_H == 1, "the project's cuda.h");
#endif

__global__ void kernel(int *x) { x[threadIdx.x] = CUDART_VERSION / 1000; }

#ifndef NO_PROJECT_HEADER
void run(int *x) {
  setdevice();
  kernel<<<1, 32>>>(x);
  checkCUDAError("kernel");
}
#endif
