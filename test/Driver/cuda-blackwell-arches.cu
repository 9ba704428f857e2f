// Every Blackwell-generation GPU arch through the CUDA driver with a fake CUDA
// 13.0 (-###): cc1's -target-cpu and +ptx90 (the only target feature the
// driver passes), ptxas's --gpu-name and fatbinary's --image3 labels.
// --cuda-gpu-arch= and --offload-arch= are the same option; both are used.
// CUDA 13 renamed sm_101* to sm_110*: those compile as sm_101* and reach
// ptxas and fatbinary as sm_110*, with a remark (cuda-sm101-cuda13.cu).

// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_88 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_88 -DPTXAS=sm_88 -DNUM=88
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_100 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_100 -DPTXAS=sm_100 -DNUM=100
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_100a -DPTXAS=sm_100a -DNUM=100a
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_100f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_100f -DPTXAS=sm_100f -DNUM=100f
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101 -DPTXAS=sm_110 -DNUM=110
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_101a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101a -DPTXAS=sm_110a -DNUM=110a
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101f -DPTXAS=sm_110f -DNUM=110f
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_103 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_103 -DPTXAS=sm_103 -DNUM=103
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_103a -DPTXAS=sm_103a -DNUM=103a
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_103f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_103f -DPTXAS=sm_103f -DNUM=103f
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_110 -DPTXAS=sm_110 -DNUM=110
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_110a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_110a -DPTXAS=sm_110a -DNUM=110a
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_110f -DPTXAS=sm_110f -DNUM=110f
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_120 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_120 -DPTXAS=sm_120 -DNUM=120
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_120a -DPTXAS=sm_120a -DNUM=120a
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_120f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_120f -DPTXAS=sm_120f -DNUM=120f
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_121 -DPTXAS=sm_121 -DNUM=121
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_121a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_121a -DPTXAS=sm_121a -DNUM=121a
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_121f -DPTXAS=sm_121f -DNUM=121f

// CHECK-NOT: error:
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-target-cpu" "[[ARCH]]" "-target-feature" "+ptx90"
// CHECK-NOT: "-target-feature"
// CHECK-SAME: "-D__CUDA_ARCH_LIST__=
// CHECK: ptxas" "-m64" "-O0" "--gpu-name" "[[PTXAS]]"
// CHECK: fatbinary" "-64" "--create" "{{[^"]*}}" "--image3=kind=elf,sm=[[NUM]],file={{[^"]*}}" "--image3=kind=ptx,sm=[[NUM]],file={{[^"]*}}"{{$}}

// Several arches, one fatbinary with all of them; __CUDA_ARCH_LIST__ in
// every cc1 (host included), ascending and each value once.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120a \
// RUN:   --offload-arch=sm_90a,sm_100a --cuda-gpu-arch=sm_100f --cuda-gpu-arch=sm_88 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI-COUNT-5: "-cc1" "-triple" "nvptx64-nvidia-cuda"{{.*}} "-D__CUDA_ARCH_LIST__=880,900,1000,1200"
// MULTI: fatbinary" "-64" "--create" "{{[^"]*}}"
// MULTI-DAG: "--image3=kind=elf,sm=88,file=
// MULTI-DAG: "--image3=kind=elf,sm=90a,file=
// MULTI-DAG: "--image3=kind=elf,sm=100a,file=
// MULTI-DAG: "--image3=kind=elf,sm=100f,file=
// MULTI-DAG: "--image3=kind=elf,sm=120a,file=
// MULTI-DAG: "--image3=kind=ptx,sm=120a,file=
// MULTI: "-cc1" "-triple" "x86_64-unknown-linux-gnu"{{.*}} "-D__CUDA_ARCH_LIST__=880,900,1000,1200"

// --cuda-include-ptx= and --no-cuda-include-ptx= take the new arches.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a --cuda-gpu-arch=sm_121f \
// RUN:   --no-cuda-include-ptx=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPTX
// NOPTX: fatbinary"
// NOPTX-NOT: kind=ptx,sm=100a
// NOPTX-SAME: "--image3=kind=ptx,sm=121f,file=
// NOPTX-NOT: kind=ptx,sm=100a
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a --cuda-gpu-arch=sm_121f \
// RUN:   --no-cuda-include-ptx=all --cuda-include-ptx=sm_121f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=NOPTX

// Not arches: a clear error, no crash.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100x \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=BAD -DA=sm_100x
// RUN: not %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_1000 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=BAD -DA=sm_1000
// RUN: not %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_100A \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=BAD -DA=sm_100A
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101af \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=BAD -DA=sm_101af
// BAD: error: unsupported CUDA gpu architecture: [[A]]
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_1000 -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-CC1
// BAD-CC1: error: unknown target CPU 'sm_1000'
// BAD-CC1: note: valid target CPU values are: sm_20, {{.*}} sm_90a, {{.*}}sm_88, sm_100, sm_100a, sm_100f, sm_101, sm_101a, sm_101f, sm_103, sm_103a, sm_103f, sm_110, sm_110a, sm_110f, sm_120, sm_120a, sm_120f, sm_121, sm_121a, sm_121f
