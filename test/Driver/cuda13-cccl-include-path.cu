// CUDA 13 keeps CCCL (Thrust, CUB, libcu++) in include/cccl, and nvcc.profile
// puts it on the include path right after include/. So do we, for the device
// and the host compilation alike, where the directory exists.

// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-internal-isystem" "[[CUDA:[^"]*Inputs/CUDA_130/usr/local/cuda]]/include" "-internal-isystem" "[[CUDA]]/include/cccl"
// CHECK: "-cc1" "-triple" "x86_64-unknown-linux-gnu"
// CHECK-SAME: "-internal-isystem" "[[CUDA]]/include" "-internal-isystem" "[[CUDA]]/include/cccl"

// Not there: not added. -nogpuinc: neither is added.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a -nogpuinc \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: /include/cccl"
