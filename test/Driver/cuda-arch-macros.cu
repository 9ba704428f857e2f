// The __CUDA_ARCH* macros of a device compilation, as nvcc 13.0 defines them
// (cuda-arch-macros-vs-nvcc.test compares with nvcc itself where it is
// installed): __CUDA_ARCH__ for every arch; for an 'a' arch also
// __CUDA_ARCH_SPECIFIC__, __CUDA_ARCH_FAMILY_SPECIFIC__ and
// __CUDA_ARCH_FEAT_SMnnn_ALL; for an 'f' arch __CUDA_ARCH_FAMILY_SPECIFIC__
// only; __CUDA_ARCH_LIST__ everywhere, the host included. sm_101* is checked
// here only: nvcc 13 no longer knows it.

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_75 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM75
// SM75: #define __CUDA_ARCH_LIST__ 750
// SM75-NEXT: #define __CUDA_ARCH__ 750
// SM75-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM90
// SM90: #define __CUDA_ARCH_LIST__ 900
// SM90-NEXT: #define __CUDA_ARCH__ 900
// SM90-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_90a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM90A
// SM90A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 900
// SM90A-NEXT: #define __CUDA_ARCH_FEAT_SM90_ALL 1
// SM90A-NEXT: #define __CUDA_ARCH_LIST__ 900
// SM90A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 900
// SM90A-NEXT: #define __CUDA_ARCH__ 900
// SM90A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_88 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM88
// SM88: #define __CUDA_ARCH_LIST__ 880
// SM88-NEXT: #define __CUDA_ARCH__ 880
// SM88-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM100
// SM100: #define __CUDA_ARCH_LIST__ 1000
// SM100-NEXT: #define __CUDA_ARCH__ 1000
// SM100-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM100A
// SM100A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1000
// SM100A-NEXT: #define __CUDA_ARCH_FEAT_SM100_ALL 1
// SM100A-NEXT: #define __CUDA_ARCH_LIST__ 1000
// SM100A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1000
// SM100A-NEXT: #define __CUDA_ARCH__ 1000
// SM100A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM100F
// SM100F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1000
// SM100F-NEXT: #define __CUDA_ARCH_LIST__ 1000
// SM100F-NEXT: #define __CUDA_ARCH__ 1000
// SM100F-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_101 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM101
// SM101: #define __CUDA_ARCH_LIST__ 1010
// SM101-NEXT: #define __CUDA_ARCH__ 1010
// SM101-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_101a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM101A
// SM101A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1010
// SM101A-NEXT: #define __CUDA_ARCH_FEAT_SM101_ALL 1
// SM101A-NEXT: #define __CUDA_ARCH_LIST__ 1010
// SM101A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1010
// SM101A-NEXT: #define __CUDA_ARCH__ 1010
// SM101A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_101f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM101F
// SM101F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1010
// SM101F-NEXT: #define __CUDA_ARCH_LIST__ 1010
// SM101F-NEXT: #define __CUDA_ARCH__ 1010
// SM101F-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_103 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM103
// SM103: #define __CUDA_ARCH_LIST__ 1030
// SM103-NEXT: #define __CUDA_ARCH__ 1030
// SM103-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_103a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM103A
// SM103A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1030
// SM103A-NEXT: #define __CUDA_ARCH_FEAT_SM103_ALL 1
// SM103A-NEXT: #define __CUDA_ARCH_LIST__ 1030
// SM103A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1030
// SM103A-NEXT: #define __CUDA_ARCH__ 1030
// SM103A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_103f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM103F
// SM103F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1030
// SM103F-NEXT: #define __CUDA_ARCH_LIST__ 1030
// SM103F-NEXT: #define __CUDA_ARCH__ 1030
// SM103F-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_110 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM110
// SM110: #define __CUDA_ARCH_LIST__ 1100
// SM110-NEXT: #define __CUDA_ARCH__ 1100
// SM110-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_110a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM110A
// SM110A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1100
// SM110A-NEXT: #define __CUDA_ARCH_FEAT_SM110_ALL 1
// SM110A-NEXT: #define __CUDA_ARCH_LIST__ 1100
// SM110A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1100
// SM110A-NEXT: #define __CUDA_ARCH__ 1100
// SM110A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_110f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM110F
// SM110F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1100
// SM110F-NEXT: #define __CUDA_ARCH_LIST__ 1100
// SM110F-NEXT: #define __CUDA_ARCH__ 1100
// SM110F-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_120 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM120
// SM120: #define __CUDA_ARCH_LIST__ 1200
// SM120-NEXT: #define __CUDA_ARCH__ 1200
// SM120-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_120a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM120A
// SM120A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1200
// SM120A-NEXT: #define __CUDA_ARCH_FEAT_SM120_ALL 1
// SM120A-NEXT: #define __CUDA_ARCH_LIST__ 1200
// SM120A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1200
// SM120A-NEXT: #define __CUDA_ARCH__ 1200
// SM120A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_120f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM120F
// SM120F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1200
// SM120F-NEXT: #define __CUDA_ARCH_LIST__ 1200
// SM120F-NEXT: #define __CUDA_ARCH__ 1200
// SM120F-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_121 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM121
// SM121: #define __CUDA_ARCH_LIST__ 1210
// SM121-NEXT: #define __CUDA_ARCH__ 1210
// SM121-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_121a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM121A
// SM121A: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1210
// SM121A-NEXT: #define __CUDA_ARCH_FEAT_SM121_ALL 1
// SM121A-NEXT: #define __CUDA_ARCH_LIST__ 1210
// SM121A-NEXT: #define __CUDA_ARCH_SPECIFIC__ 1210
// SM121A-NEXT: #define __CUDA_ARCH__ 1210
// SM121A-NOT: {{.}}

// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_121f -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | env LC_ALL=C sort \
// RUN:   | FileCheck %s --check-prefix=SM121F
// SM121F: #define __CUDA_ARCH_FAMILY_SPECIFIC__ 1210
// SM121F-NEXT: #define __CUDA_ARCH_LIST__ 1210
// SM121F-NEXT: #define __CUDA_ARCH__ 1210
// SM121F-NOT: {{.}}

// The host compilation: only __CUDA_ARCH_LIST__, of every arch compiled for.
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_121a --cuda-gpu-arch=sm_100f \
// RUN:   --offload-arch=sm_90a,sm_100a,sm_80 -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | grep __CUDA_ARCH | FileCheck %s --check-prefix=HOST
// HOST: #define __CUDA_ARCH_LIST__ 800,900,1000,1210
// HOST-NOT: {{.}}
// --no-offload-arch removes an arch from the list.
// RUN: %clang -x cuda -E -dM --cuda-host-only --offload-arch=sm_90a,sm_100a,sm_80 --no-offload-arch=sm_80 \
// RUN:   -nocudainc -nocudalib --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=HOST2
// HOST2: #define __CUDA_ARCH_LIST__ 900,1000{{$}}
