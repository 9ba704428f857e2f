// The 'register' storage class in CUDA: nvcc 13.0 accepts it in every C++
// mode, silently in device code (g++, its host compiler, warns in host
// functions); clang refuses it from C++17 on. For CUDA sub-compilations
// (not HIP) the driver passes -Wno-register ahead of the user's -W flags, so
// it is silent too, and -Wregister or -Werror=register bring it back.
//
// REQUIRES: cuda-13.0
// RUN: %clang -### -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -c %s -Werror=register 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// ARGS-SAME: "-Wno-register" "-Werror=register"
// ARGS: "-cc1" "-triple" "x86_64
// ARGS-SAME: "-Wno-register" "-Werror=register"
//
// RUN: %clang -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   -fsyntax-only -Werror %s
// RUN: %clang -x cuda -std=c++14 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   -fsyntax-only -Werror %s
// RUN: %clang -x cuda -std=c++14 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   --cuda-device-only -fsyntax-only -Wdeprecated %s 2>&1 | FileCheck %s --check-prefix=DEPRECATED
// DEPRECATED: warning: 'register' storage class specifier is deprecated and incompatible with C++17 [-Wdeprecated-register]
// RUN: not %clang -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   -fsyntax-only -Werror=register %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
// RUN: %clang -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   --cuda-device-only -fsyntax-only -Wregister %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
//
// C++ and HIP keep clang's rule.
// RUN: not %clang -x c++ -std=c++17 -fsyntax-only -D__global__= -D__device__= %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CXX
// CXX: error: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
// RUN: %clang -### -x hip -std=c++17 --offload-arch=gfx90a -nogpulib -nogpuinc -c %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HIP
// HIP-NOT: "-Wno-register"
//
// nvcc compiles it: silent about the kernel's (device code), and only its
// host compiler, g++, warns about host_side's (-Wregister). Ours is silent
// about both.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -std=c++17 -c %s -o %t.o > %t.nvcc 2>&1 %}
// RUN: %if nvcc %{ grep -c 'warning: ISO C++17 does.*register' %t.nvcc | FileCheck %s --check-prefix=NVCC %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=NVCC-HOST < %t.nvcc %}
// NVCC: 1
// NVCC-HOST: In function {{.*}}host_side

__global__ void kernel(float *data, int n) {
  register float s = data[0];
  for (register int i = 1; i < n; ++i)
    s += data[i];
  data[0] = s;
}
int host_side(int x) {
  register int r = x * 2;
  return r;
}
