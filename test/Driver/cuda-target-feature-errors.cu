// Target features that the NVPTX backend would refuse for the GPU arch
// (--cuda-feature=, -Xclang -target-feature, --target=nvptx64 -march=) are an
// ordinary clang error, "invalid feature combination", with exit status 1:
// a PTX version below the arch's minimum, or an SM feature that selects
// another processor than the arch. Upstream clang 19 stops inside the backend
// ("fatal error: error in backend"), clang 22 with a crash and a stack dump.
// The backend's minimum is the processor's: a '-min-ptxNN' feature is not
// one and changes nothing.

// RUN: not %clang -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda -S -o /dev/null \
// RUN:   --cuda-feature=+ptx40 %s 2>&1 | FileCheck %s --check-prefix=PTX40 --implicit-check-not='error in backend' --implicit-check-not='LLVM ERROR'
// PTX40: error: invalid feature combination: PTX version 4.0 does not support target 'sm_100a'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6.

// RUN: not %clang -x cuda --cuda-gpu-arch=sm_121a --cuda-device-only -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda -S -o /dev/null \
// RUN:   --cuda-feature=+ptx87 %s 2>&1 | FileCheck %s --check-prefix=PTX87 --implicit-check-not='error in backend'
// PTX87: error: invalid feature combination: PTX version 8.7 does not support target 'sm_121a'. Minimum required PTX version is 8.8.

// RUN: %clang -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda -S -o - \
// RUN:   --cuda-feature=-min-ptx86 %s 2>&1 | FileCheck %s --check-prefix=NOMIN --implicit-check-not=error
// NOMIN: '-min-ptx86' is not a recognized feature for this target (ignoring feature)
// NOMIN: .version 8.6
// NOMIN-NEXT: .target sm_100a

// RUN: not %clang -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda -S -o /dev/null \
// RUN:   --cuda-feature=-sm_100a %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not='error in backend'
// OFF: error: invalid feature combination: target features '-sm_100a' select sm_20, which contradicts the GPU arch 'sm_100a'; name the arch alone (--cuda-gpu-arch, -march)

// RUN: not %clang --target=nvptx64-nvidia-cuda -march=sm_100a -S -o /dev/null \
// RUN:   -Xclang -target-feature -Xclang +sm_120a -x c %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OTHER --implicit-check-not='error in backend'
// OTHER: error: invalid feature combination: target features '+sm_100a,+sm_120a' select sm_120a, which contradicts the GPU arch 'sm_100a'

// What the backend accepts is accepted: a PTX version at or above the
// minimum, the arch's own SM feature named again, an older SM feature.
// RUN: %clang -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda -S -o - \
// RUN:   --cuda-feature=+ptx88 %s 2>&1 | FileCheck %s --check-prefix=OK88
// OK88: .version 8.8
// OK88-NEXT: .target sm_100a
// RUN: %clang --target=nvptx64-nvidia-cuda -march=sm_100a -S -o - \
// RUN:   -Xclang -target-feature -Xclang +sm_100a -Xclang -target-feature -Xclang +sm_90 \
// RUN:   -x c %s 2>&1 | FileCheck %s --check-prefix=OKSM
// OKSM: .target sm_100a

void f(void) {}
