// With -o, `-E` writes the preprocessed output of every sub-compilation of a
// CUDA input to that one file: each GPU arch's, then the host's, each between
// clang-offload-bundler's text-format markers. ccache hashes exactly this
// output (it preprocesses with `-E -o`), so code that only the device sees
// must be in it. Without -o, with --cuda-host-only or --cuda-device-only,
// -E is as before.

// RUN: rm -rf %t && mkdir %t
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-gpu-arch=sm_90a -E -o %t/all.cui %s
// RUN: FileCheck %s --input-file=%t/all.cui

// CHECK:      {{^}}// __CLANG_OFFLOAD_BUNDLE____START__ cuda-nvptx64-nvidia-cuda-sm_100a{{$}}
// CHECK:      int device_value = 7;
// CHECK-NOT:  host_value
// CHECK:      {{^}}// __CLANG_OFFLOAD_BUNDLE____END__ cuda-nvptx64-nvidia-cuda-sm_100a{{$}}
// CHECK-NEXT: {{^}}// __CLANG_OFFLOAD_BUNDLE____START__ cuda-nvptx64-nvidia-cuda-sm_90a{{$}}
// CHECK:      int arch = 900;
// CHECK:      {{^}}// __CLANG_OFFLOAD_BUNDLE____END__ cuda-nvptx64-nvidia-cuda-sm_90a{{$}}
// CHECK-NEXT: {{^}}// __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64-unknown-linux-gnu{{$}}
// CHECK-NOT:  device_value
// CHECK:      int host_value = 3;
// CHECK:      {{^}}// __CLANG_OFFLOAD_BUNDLE____END__ host-x86_64-unknown-linux-gnu{{$}}
// CHECK-NOT:  {{.}}

// The same with the new offload driver (which clang 22 uses: host only).
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib --offload-new-driver \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-gpu-arch=sm_90a -E -o %t/new.cui %s
// RUN: FileCheck %s --input-file=%t/new.cui

// The job list: the sub-compilations write temporaries, the driver bundles.
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib -### \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   -E -o %t/all.cui %s 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS:      "-cc1" "-triple" "nvptx64-nvidia-cuda"
// JOBS-SAME: "-o" "[[DEV:[^"]*.cui]]"
// JOBS:      "-cc1" "-triple" "x86_64-unknown-linux-gnu"
// JOBS-SAME: "-o" "[[HOST:[^"]*.cui]]"
// JOBS-NEXT: # (in the driver) bundle the preprocessed output of each sub-compilation into "{{.*}}all.cui": cuda-nvptx64-nvidia-cuda-sm_100a="[[DEV]]" host-x86_64-unknown-linux-gnu="[[HOST]]"

// Unchanged: one sub-compilation, or standard output.
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-host-only -E -o %t/host.cui %s
// RUN: FileCheck %s --input-file=%t/host.cui --check-prefix=ONE
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-device-only -E -o %t/dev.cui %s
// RUN: FileCheck %s --input-file=%t/dev.cui --check-prefix=ONE
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   -E %s | FileCheck %s --check-prefix=ONE
// ONE-NOT: __CLANG_OFFLOAD_BUNDLE__

// Two GPU arches and --cuda-device-only still make two outputs for one -o.
// RUN: not %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-device-only -E -o %t/dev2.cui %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// TWO: error: cannot specify -o when generating multiple output files

#include "Inputs/cuda-sub-compilation-outputs/both.h"
#ifdef __CUDA_ARCH__
#include "Inputs/cuda-sub-compilation-outputs/device_only.h"
int device_value = DEVICE_VALUE;
int arch = __CUDA_ARCH__;
#else
#include "Inputs/cuda-sub-compilation-outputs/host_only.h"
int host_value = HOST_VALUE;
#endif
