// The GPU arch a CUDA compilation without one gets follows the installation:
// sm_75 from CUDA 13 on (its ptxas refuses sm_52, as it refuses everything up
// to sm_72; nvcc 13's default is sm_75), sm_52 before. An installation whose
// version cannot be read counts as newer than the newest we know (as upstream
// has it), so it gets sm_75 too.

// RUN: %clang --target=x86_64-linux-gnu -### -c \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_75 -DNUM=75
// RUN: %clang --target=x86_64-linux-gnu -### -c -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA_132/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_75 -DNUM=75
// RUN: %clang --target=x86_64-linux-gnu -### -c -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA-truncated-json/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_75 -DNUM=75
// RUN: %clang --target=x86_64-linux-gnu -### -c \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_52 -DNUM=52
// RUN: %clang --target=x86_64-linux-gnu -### -c \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_52 -DNUM=52

// CHECK-NOT: error:
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-target-cpu" "[[ARCH]]"
// CHECK-SAME: "-D__CUDA_ARCH_LIST__=[[NUM]]0"
// CHECK: ptxas" "-m64" "-O0" "--gpu-name" "[[ARCH]]"
// CHECK: fatbinary" "-64" "--create" "{{[^"]*}}" "--image3=kind=elf,sm=[[NUM]],file=
// CHECK: "-cc1" "-triple" "x86_64-unknown-linux-gnu"
// CHECK-SAME: "-D__CUDA_ARCH_LIST__=[[NUM]]0"

// The same through the new offload driver, and in a host-only compilation
// (__CUDA_ARCH_LIST__ names the default arch).
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-new-driver \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=NEW
// NEW: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// NEW-SAME: "-target-cpu" "sm_75"
// NEW: ptxas" "-m64" "-O0" "--gpu-name" "sm_75"
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-host-only \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: "-cc1" "-triple" "x86_64-unknown-linux-gnu"
// HOST-SAME: "-D__CUDA_ARCH_LIST__=750"

// An explicit arch still wins.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_89 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s -DARCH=sm_89 -DNUM=89
