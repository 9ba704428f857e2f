// OpenMP in CUDA host code. nvcc's host compiler, gcc, always has omp.h, so
// .cu files #include <omp.h> (HeCBench's qkv, streamUM and openmp) and build
// with -Xcompiler -fopenmp. Ours takes Debian's libomp-19-dev as clang's
// counterpart: its omp.h is among our resource headers and `-fopenmp` links
// its libomp.so from the lib/ beside our bin/, as Debian's clang-19 does.
//
// REQUIRES: cuda-13.0, libomp
//
// The header alone, without -fopenmp, as with nvcc.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -fsyntax-only %s
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -E %s | FileCheck %s --check-prefix=HEADER
// HEADER: # {{[0-9]+}} "{{.*}}/lib/clang/19/include/omp.h"
//
// -fopenmp: the pragma runs on the host with two threads, the binary links
// libomp from beside our clang and runs (the kernel is compiled, not launched).
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -fopenmp %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=RAN
// RAN-DAG: threads 2
// RAN-DAG: sum 3
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -fopenmp %s -o %t -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK -DLIB=%build_root/lib
// LINK: "-lomp"
// LINK-SAME: "-L[[LIB]]"
//
// nvcc 13.0 compiles the same file with gcc's omp.h.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -Xcompiler -fopenmp %s -o %t.nvcc %}
// RUN: %if nvcc %{ env OMP_NUM_THREADS=2 %t.nvcc | FileCheck %s --check-prefix=RAN %}

#include <omp.h>
#include <cstdio>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  int threads = 0, sum = 0;
#pragma omp parallel reduction(+ : sum)
  {
#pragma omp single
    threads = omp_get_num_threads();
    sum += omp_get_thread_num() + 1;
  }
  std::printf("threads %d\nsum %d\n", threads, sum);
  return omp_get_wtime() > 0.0 ? 0 : 1;
}
