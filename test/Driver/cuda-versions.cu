// CUDA installation detection, 12.6 to 13.0 and newer, from fake
// installations (Inputs/CUDA_*): the version -v prints, the PTX and SDK
// versions cc1 gets, and the version warnings. 12.6 to 13.0 are supported
// without a warning; 12.7 (never released) counts as 12.8, as upstream does.

// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=12.6 -DPTX=85 --check-prefixes=CHECK,NOWARN
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_127/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=12.8 -DPTX=87 --check-prefixes=CHECK,NOWARN
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=12.8 -DPTX=87 --check-prefixes=CHECK,NOWARN
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=12.9 -DPTX=88 --check-prefixes=CHECK,NOWARN
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=13.0 -DPTX=90 --check-prefixes=CHECK,NOWARN

// No cuda.h, only version.json (as a runfile install's, trimmed): 12.9.
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129-json-only/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=12.9 -DPTX=88 --check-prefixes=CHECK,NOWARN

// Newer than we know: the warning names the version, cc1 gets our newest
// PTX (9.0) and SDK version (13.0).
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_132/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DVER=13.2 -DPTX=90 -DSDK=13.0 --check-prefixes=CHECK-NEW
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a \
// RUN:   -Wno-unknown-cuda-version --cuda-path=%S/Inputs/CUDA_132/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWARN

// NOWARN-NOT: warning:
// CHECK: Found CUDA installation: {{.*}}/Inputs/CUDA_{{[^/]*}}/usr/local/cuda, version [[VER]]{{$}}
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-target-sdk-version=[[VER]]" "-target-cpu" "sm_90a" "-target-feature" "+ptx[[PTX]]"
// CHECK: ptxas"{{.*}} "--gpu-name" "sm_90a"
// CHECK: fatbinary"{{.*}} "--image3=kind=elf,sm=90a,file={{[^"]*}}" "--image3=kind=ptx,sm=90a,file={{[^"]*}}"
// CHECK: "-cc1" "-triple" "x86_64-unknown-linux-gnu" "-target-sdk-version=[[VER]]"

// CHECK-NEW: Found CUDA installation: {{.*}}/Inputs/CUDA_132/usr/local/cuda, version 13.2{{$}}
// CHECK-NEW: warning: CUDA version 13.2 is newer than the latest supported version 13.0 [-Wunknown-cuda-version]
// CHECK-NEW: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-NEW-SAME: "-target-sdk-version=[[SDK]]" "-target-cpu" "sm_90a" "-target-feature" "+ptx[[PTX]]"

// The real CUDA 13.0 here is assembled from the pip packages: no version.txt,
// no version.json, the version only in include/cuda.h.
// RUN: %if cuda-13.0 %{ %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%cuda_path %s 2>&1 | FileCheck %s --check-prefixes=REAL,NOWARN %}
// REAL: Found CUDA installation: {{.*}}, version 13.0{{$}}
// REAL: "-target-sdk-version=13.0" "-target-cpu" "sm_100a" "-target-feature" "+ptx90"
