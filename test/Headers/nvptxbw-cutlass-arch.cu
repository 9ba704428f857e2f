// nvptxbw_cutlass_arch.h predefines CUTLASS's per-arch macros with the rules of
// cutlass/arch/config.h, keyed on our target macros and CUDA_VERSION, so that
// `-include nvptxbw_cutlass_arch.h` gives clang the Blackwell paths nvcc gets.
// test/Clients/cutlass/arch-config-vs-nvcc.test compares the result with nvcc
// through CUTLASS's own config.h; here: the rules, with no CUTLASS needed.
// CUDA_VERSION is given on the command line (-nocudainc: no cuda.h).

// DEFINE: %{pp} = %clang -x cuda -E -dM -nocudainc -nocudalib \
// DEFINE:   --cuda-path=%S/../Driver/Inputs/CUDA_130/usr/local/cuda -include nvptxbw_cutlass_arch.h
// DEFINE: %{macros} = grep -E 'define (CUTLASS_ARCH|__CUDACC_VER)' | env LC_ALL=C sort

// sm_100a, CUDA 13.0: sm_100 enabled with its 'a' and 'f' paths; the other
// Blackwell arches only "supported" (as nvcc's host/other-arch passes see them);
// sm_101 no longer exists in CUDA 13.
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_100a -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM100A
// SM100A:      #define CUTLASS_ARCH_MMA_SM100A_ENABLED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM100F_ENABLED CUTLASS_ARCH_MMA_SM100F_SUPPORTED
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM100F_SUPPORTED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM100_ENABLED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM100_SUPPORTED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM103_SUPPORTED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM110_SUPPORTED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM120_SUPPORTED 1
// SM100A-NEXT: #define CUTLASS_ARCH_MMA_SM121_SUPPORTED 1
// SM100A-NEXT: #define __CUDACC_VER_BUILD__ 0
// SM100A-NEXT: #define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
// SM100A-NEXT: #define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
// SM100A-NOT:  {{.}}

// An 'f' target is family-specific only: no sm_103a path.
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_103f -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM103F
// SM103F-NOT:  SM103A_ENABLED
// SM103F:      #define CUTLASS_ARCH_MMA_SM103F_ENABLED CUTLASS_ARCH_MMA_SM103F_SUPPORTED
// SM103F-NEXT: #define CUTLASS_ARCH_MMA_SM103F_SUPPORTED 1
// SM103F-NEXT: #define CUTLASS_ARCH_MMA_SM103_ENABLED 1
// SM103F-NOT:  SM103A_ENABLED

// sm_120a and sm_121a (GeForce and DGX Spark Blackwell).
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_120a -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM120A
// SM120A:      #define CUTLASS_ARCH_MMA_SM120A_ENABLED 1
// SM120A-NEXT: #define CUTLASS_ARCH_MMA_SM120F_ENABLED CUTLASS_ARCH_MMA_SM120F_SUPPORTED
// SM120A-NEXT: #define CUTLASS_ARCH_MMA_SM120F_SUPPORTED 1
// SM120A-NEXT: #define CUTLASS_ARCH_MMA_SM120_ENABLED 1
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_121a -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM121A
// SM121A:      #define CUTLASS_ARCH_MMA_SM121A_ENABLED 1
// SM121A-NEXT: #define CUTLASS_ARCH_MMA_SM121F_ENABLED CUTLASS_ARCH_MMA_SM121F_SUPPORTED
// SM121A-NEXT: #define CUTLASS_ARCH_MMA_SM121F_SUPPORTED 1
// SM121A-NEXT: #define CUTLASS_ARCH_MMA_SM121_ENABLED 1

// sm_101a exists in CUDA 12.8 and 12.9 only; the family paths from 12.9 on.
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_101a -DCUDA_VERSION=12080 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM101A-128
// SM101A-128:     #define CUTLASS_ARCH_MMA_SM100_SUPPORTED 1
// SM101A-128-NEXT: #define CUTLASS_ARCH_MMA_SM101A_ENABLED 1
// SM101A-128-NEXT: #define CUTLASS_ARCH_MMA_SM101_ENABLED 1
// SM101A-128-NEXT: #define CUTLASS_ARCH_MMA_SM101_SUPPORTED 1
// SM101A-128-NEXT: #define CUTLASS_ARCH_MMA_SM120_SUPPORTED 1
// SM101A-128-NEXT: #define __CUDACC_VER_BUILD__ 0
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_101a -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM101A-130
// SM101A-130-NOT: SM101

// Host compilation: the _SUPPORTED macros only, as nvcc's host pass.
// RUN: %{pp} --cuda-host-only --cuda-gpu-arch=sm_100a -DCUDA_VERSION=12090 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=HOST
// HOST:      #define CUTLASS_ARCH_MMA_SM100_SUPPORTED 1
// HOST-NEXT: #define CUTLASS_ARCH_MMA_SM101_SUPPORTED 1
// HOST-NEXT: #define CUTLASS_ARCH_MMA_SM103_SUPPORTED 1
// HOST-NEXT: #define CUTLASS_ARCH_MMA_SM120_SUPPORTED 1
// HOST-NEXT: #define CUTLASS_ARCH_MMA_SM121_SUPPORTED 1
// HOST-NEXT: #define __CUDACC_VER_BUILD__ 0

// Hopper: CUTLASS's own rules need no help; the header adds nothing for sm_90a.
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_90a -DCUDA_VERSION=13000 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=SM90A
// SM90A-NOT: ENABLED

// A build that passes its own __CUDACC_VER_* keeps them.
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_100a -DCUDA_VERSION=13000 \
// RUN:   -D__CUDACC_VER_MAJOR__=12 -D__CUDACC_VER_MINOR__=9 %s | %{macros} \
// RUN:   | FileCheck %s --check-prefix=USERVER
// USERVER: #define __CUDACC_VER_MAJOR__ 12
// USERVER: #define __CUDACC_VER_MINOR__ 9

// CUTLASS may use __grid_constant__ (our wrapper gives it its meaning).
// RUN: %{pp} --cuda-device-only --cuda-gpu-arch=sm_100a -DCUDA_VERSION=13000 %s | FileCheck %s --check-prefix=GRIDC
// GRIDC: #define CUTLASS_GRID_CONSTANT_SUPPORTED

// Not a CUDA compilation: nothing.
// RUN: %clang -x c++ -E -dM -include nvptxbw_cutlass_arch.h %s | not grep -E 'define (CUTLASS_ARCH|__CUDACC_VER)'

// Misuse: no CUDA_VERSION, or included after CUTLASS.
// RUN: not %{pp} --cuda-device-only --cuda-gpu-arch=sm_100a %s 2>&1 | FileCheck %s --check-prefix=NOVER
// NOVER: error: "nvptxbw_cutlass_arch.h: CUDA_VERSION is not defined
// RUN: not %{pp} --cuda-device-only --cuda-gpu-arch=sm_100a -DCUDA_VERSION=13000 -DCUTLASS_CLANG_CUDA=1 %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LATE
// LATE: error: "nvptxbw_cutlass_arch.h must come before any CUTLASS header
