// Where upstream clang 22.1.8 goes wrong with CUDA 13.0 (reference/targets.md,
// observed with clang-22 on these machines), and our clang++ with the real
// CUDA 13.0 does not:
//  1. -v printed "version " (empty): we print 13.0.
//  2. -target-sdk-version=12.9: we pass 13.0.
//  3. +ptx88 for CUDA 13, so sm_110, sm_110a and sm_88 died in the backend:
//     we pass +ptx90 and they build.
//  4. the 'f' arches were "unsupported CUDA gpu architecture": they build.
//  5. sm_101a was refused and not mapped: it builds as sm_110a for ptxas and
//     fatbinary, with a remark.
//  6. the default arch was sm_52, which ptxas 13 refuses: ours is sm_75.
//  7. no __CUDA_ARCH_SPECIFIC__ / __CUDA_ARCH_FAMILY_SPECIFIC__: defined as
//     nvcc 13 defines them.
//
// REQUIRES: cuda-13.0, ptxas, cuda-fatbinary
// RUN: %clangxx -### -v --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a -c %s 2>&1 | FileCheck %s --check-prefix=ONE-TWO
// ONE-TWO-NOT: warning:
// ONE-TWO: Found CUDA installation: {{.*}}, version 13.0{{$}}
// ONE-TWO: "-target-sdk-version=13.0" "-target-cpu" "sm_100a" "-target-feature" "+ptx90"
//
// 3, 4, 5, 6: one executable with sm_110a, sm_88, every 'f' arch, sm_101a and
// (no arch given for the second object) the default.
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t-arches.o --offload-arch=sm_110a,sm_110,sm_88,sm_100f,sm_101f,sm_103f,sm_110f,sm_120f,sm_121f,sm_101a 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTES
// NOTES-DAG: remark: GPU arch sm_101a is called sm_110a from CUDA 13 on
// NOTES-DAG: remark: GPU arch sm_101f is called sm_110f from CUDA 13 on
// NOTES-NOT: {{error|warning}}:
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t-default.o -DSECOND
// RUN: %clangxx %t-arches.o %t-default.o -o %t -L%cuda_path/lib64 -lcudart_static -ldl -lrt -pthread
// RUN: %python %src_root/utils/tools/fatbin-inspect.py %t | grep '^elf' | sort | FileCheck %s --check-prefix=ARCHES
// ARCHES:      elf sm_100f
// ARCHES-NEXT: elf sm_103f
// ARCHES-NEXT: elf sm_110
// ARCHES-NEXT: elf sm_110a
// ARCHES-NEXT: elf sm_110a
// ARCHES-NEXT: elf sm_110f
// ARCHES-NEXT: elf sm_110f
// ARCHES-NEXT: elf sm_120f
// ARCHES-NEXT: elf sm_121f
// ARCHES-NEXT: elf sm_75
// ARCHES-NEXT: elf sm_88
// ARCHES-NOT: {{.}}
//
// 7: the macros, in the device compilation of an 'a' and an 'f' arch.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-device-only -E -dM --cuda-gpu-arch=sm_120a %s \
// RUN:   | FileCheck %s --check-prefix=SEVEN-A
// SEVEN-A-DAG: #define __CUDA_ARCH_SPECIFIC__ 1200
// SEVEN-A-DAG: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1200
// SEVEN-A-DAG: #define __CUDA_ARCH_FEAT_SM120_ALL 1
// RUN: %clangxx --cuda-path=%cuda_path --cuda-device-only -E -dM --cuda-gpu-arch=sm_120f %s \
// RUN:   | FileCheck %s --check-prefix=SEVEN-F
// SEVEN-F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1200
// SEVEN-F-NOT: __CUDA_ARCH_SPECIFIC__

#ifndef SECOND
__global__ void first(int *p) { p[threadIdx.x] = threadIdx.x; }
#else
__global__ void second(int *p) { p[threadIdx.x] = 2 * threadIdx.x; }
int main() { return 0; }
#endif
