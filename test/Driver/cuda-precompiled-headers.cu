// Precompiled headers for CUDA: one PCH per sub-compilation, the driver's
// side (what each job is given). clang 19 and 22 have no CUDA header type:
// `-x cuda-header` is "language not recognized".
//
// REQUIRES: cuda-13.0
//
// RUN: rm -rf %t && mkdir -p %t/sub && touch %t/h.cuh
//
// Building: -x cuda-header (or a .cuh input) precompiles the header for the
// host and for each GPU arch. The host's PCH is named as C++'s (-o, else
// H.pch); each device's beside it, as the driver names device outputs. -o
// does not make them "multiple output files".
// RUN: %clangxx -x cuda-header %t/h.cuh --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-gpu-arch=sm_100a -o %t/sub/common.pch -### 2>&1 | FileCheck %s --check-prefix=BUILD -DT=%t
// BUILD-NOT: error
// BUILD-DAG: "-cc1" "-triple" "nvptx64-nvidia-cuda" {{.*}}"-emit-pch" {{.*}}"-target-cpu" "sm_100a" {{.*}}"-fvalidate-ast-input-files-content" {{.*}}"-o" "[[T]]/sub/common-cuda-nvptx64-nvidia-cuda-sm_100a.pch" "-x" "cuda-header" "[[T]]/h.cuh"
// BUILD-DAG: "-cc1" "-triple" "nvptx64-nvidia-cuda" {{.*}}"-emit-pch" {{.*}}"-target-cpu" "sm_90a" {{.*}}"-o" "[[T]]/sub/common-cuda-nvptx64-nvidia-cuda-sm_90a.pch" "-x" "cuda-header" "[[T]]/h.cuh"
// BUILD-DAG: "-cc1" "-triple" "x86_64-{{.*}}" {{.*}}"-emit-pch" {{.*}}"-o" "[[T]]/sub/common.pch" "-x" "cuda-header" "[[T]]/h.cuh"
//
// RUN: %clangxx %t/h.cuh --cuda-path=%cuda_path --cuda-gpu-arch=sm_120a -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEFAULT-NAMES -DT=%t
// DEFAULT-NAMES-DAG: "-o" "[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_120a.pch" "-x" "cuda-header"
// DEFAULT-NAMES-DAG: "-o" "[[T]]/h.cuh.pch" "-x" "cuda-header"
//
// RUN: %clangxx -x cuda-header %t/h.cuh --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-device-only -o %t/dev.pch -### 2>&1 | FileCheck %s --check-prefix=DEVICE-ONLY -DT=%t
// DEVICE-ONLY: "-o" "[[T]]/dev-cuda-nvptx64-nvidia-cuda-sm_90a.pch"
// DEVICE-ONLY-NOT: "-emit-pch"
//
// RUN: %clangxx -x cuda-header %t/h.cuh --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-host-only -o %t/host.pch -### 2>&1 | FileCheck %s --check-prefix=HOST-ONLY -DT=%t
// HOST-ONLY: "-triple" "x86_64-{{.*}}" {{.*}}"-emit-pch" {{.*}}"-o" "[[T]]/host.pch"
// HOST-ONLY-NOT: "-emit-pch"
//
// Using, with -include H and every PCH beside H: each sub-compilation loads
// its own, and checks system headers (by content) as well as user headers.
// RUN: touch %t/h.cuh.pch %t/h.cuh-cuda-nvptx64-nvidia-cuda-sm_90a.pch \
// RUN:   %t/h.cuh-cuda-nvptx64-nvidia-cuda-sm_100a.pch
// RUN: %clangxx -x cuda %s --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a \
// RUN:   -include %t/h.cuh -c -### 2>&1 | FileCheck %s --check-prefix=USE -DT=%t
// USE-NOT: warning
// USE-DAG: "-target-cpu" "sm_90a" {{.*}}"-include-pch" "[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_90a.pch" "-fmodules-validate-system-headers" "-fvalidate-ast-input-files-content"
// USE-DAG: "-target-cpu" "sm_100a" {{.*}}"-include-pch" "[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_100a.pch" "-fmodules-validate-system-headers"
// USE-DAG: "-triple" "x86_64-{{.*}}" {{.*}}"-include-pch" "[[T]]/h.cuh.pch" "-fmodules-validate-system-headers"
//
// -include-pch names the host's; the devices' are found beside it.
// RUN: %clangxx -x cuda %s --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   -include-pch %t/h.cuh.pch -c -### 2>&1 | FileCheck %s --check-prefix=USE-PCH -DT=%t
// USE-PCH-DAG: "-target-cpu" "sm_90a" {{.*}}"-include-pch" "[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_90a.pch"
// USE-PCH-DAG: "-triple" "x86_64-{{.*}}" {{.*}}"-include-pch" "[[T]]/h.cuh.pch"
//
// An arch the PCH was not built for. With -include: a warning, and every
// sub-compilation includes the header as text (half and half cannot work, the
// PCH's __CUDA_ARCH_LIST__ would differ). With -include-pch: an error naming
// the missing file.
// RUN: %clangxx -x cuda %s --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_120a \
// RUN:   -include %t/h.cuh -c -### 2>&1 | FileCheck %s --check-prefix=FALLBACK -DT=%t
// FALLBACK: warning: precompiled header '[[T]]/h.cuh.pch' has no counterpart for sm_120a ('[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_120a.pch' not found); every sub-compilation includes '[[T]]/h.cuh' as text [-Wcuda-pch-without-device-pch]
// FALLBACK-NOT: "-include-pch"
// FALLBACK-NOT: warning
// FALLBACK-COUNT-3: "-include" "[[T]]/h.cuh"
// FALLBACK-NOT: "-include-pch"
//
// RUN: not %clangxx -x cuda %s --cuda-path=%cuda_path --cuda-gpu-arch=sm_120a \
// RUN:   -include-pch %t/h.cuh.pch -c -### 2>&1 | FileCheck %s --check-prefix=MISSING -DT=%t
// MISSING: error: no such file or directory: '[[T]]/h.cuh-cuda-nvptx64-nvidia-cuda-sm_120a.pch'
//
// Without a PCH beside it, -include is an include, as in C++, and nothing is
// validated more than usual.
// RUN: touch %t/other.cuh
// RUN: %clangxx -x cuda %s --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   -include %t/other.cuh -c -### 2>&1 | FileCheck %s --check-prefix=NO-PCH -DT=%t
// NO-PCH-NOT: "-include-pch"
// NO-PCH-NOT: "-fmodules-validate-system-headers"
// NO-PCH: "-include" "[[T]]/other.cuh"
//
// The new offload driver builds device actions from compiles only; it would
// write the host's PCH alone.
// RUN: not %clangxx -x cuda-header %t/h.cuh --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a \
// RUN:   --offload-new-driver -### 2>&1 | FileCheck %s --check-prefix=NEW-DRIVER
// NEW-DRIVER: error: invalid argument '-x cuda-header' not allowed with '--offload-new-driver'
//
// A C++ PCH is still a C++ PCH: -x c++-header is unchanged.
// RUN: %clangxx -x c++-header %t/h.cuh -o %t/cxx.pch -### 2>&1 | FileCheck %s --check-prefix=CXX -DT=%t
// CXX: "-emit-pch"
// CXX-NOT: nvptx64
// CXX-NOT: "-fvalidate-ast-input-files-content"

__global__ void kernel() {}
