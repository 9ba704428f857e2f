// sm_101, sm_101a and sm_101f with CUDA 13, which renamed the GPU sm_110:
// the device code is still compiled for the arch the user named (target
// sm_101*, __CUDA_ARCH__ 1010), ptxas and fatbinary get sm_110* (ptxas 13
// refuses -arch=sm_101a but assembles '.target sm_101a' under -arch=sm_110a,
// and fatbinary refuses an ELF whose label differs from its arch), and a
// remark says so, once per arch (shown by default; -Rno-cuda-arch-renamed
// hides it, and it is no warning, so -Werror builds pass). With CUDA 12.8 and
// 12.9 nothing is renamed.
// (What clang does here and why: docs/cuda-compilation.md, sm_101 with CUDA 13.)

// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101a -DNEW=sm_110a -DNUM=110a -DVER=13.0
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101 -DNEW=sm_110 -DNUM=110 -DVER=13.0
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_101f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101f -DNEW=sm_110f -DNUM=110f -DVER=13.0
// RUN: %clang --target=x86_64-linux-gnu -### -c --offload-arch=sm_101a -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA_132/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s -DARCH=sm_101a -DNEW=sm_110a -DNUM=110a -DVER=13.2

// CHECK: remark: GPU arch [[ARCH]] is called [[NEW]] from CUDA 13 on: ptxas, nvlink and fatbinary of CUDA [[VER]] get [[NEW]] (the device code is still compiled for [[ARCH]]) [-Rcuda-arch-renamed]
// CHECK-NOT: remark:
// CHECK-NOT: error:
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-target-cpu" "[[ARCH]]" "-target-feature" "+ptx90"
// CHECK: ptxas" "-m64" "-O0" "--gpu-name" "[[NEW]]"
// CHECK: fatbinary" "-64" "--create" "{{[^"]*}}" "--image3=kind=elf,sm=[[NUM]],file={{[^"]*}}" "--image3=kind=ptx,sm=[[NUM]],file={{[^"]*}}"

// CUDA 12.9 and 12.8 still know sm_101: no remark, no renaming.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OLD -DNUM=101a
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OLD -DNUM=101
// OLD-NOT: remark:
// OLD-NOT: error:
// OLD: ptxas" "-m64" "-O0" "--gpu-name" "sm_[[NUM]]"
// OLD: fatbinary" "-64" "--create" "{{[^"]*}}" "--image3=kind=elf,sm=[[NUM]],file=

// The device code is still sm_101a's.
// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_101a -nocudainc -nocudalib \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=MACROS
// MACROS: #define __CUDA_ARCH__ 1010

// The remark has its group: -Rno-cuda-arch-renamed hides it; -Werror does
// not turn it into an error.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a -Rno-cuda-arch-renamed -Werror \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=HIDDEN
// HIDDEN-NOT: {{remark|warning|error}}:
// HIDDEN: ptxas" "-m64" "-O0" "--gpu-name" "sm_110a"

// With the real CUDA 13.0: the binary holds an sm_110a cubin (and PTX).
// RUN: %if cuda-13.0 && ptxas && cuda-fatbinary %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_101a -O2 \
// RUN:   -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOTE-ONLY %}
// RUN: %if cuda-13.0 && ptxas && cuda-fatbinary %{ %python %src_root/utils/tools/fatbin-inspect.py %t.o | FileCheck %s --check-prefix=REAL %}
// NOTE-ONLY: remark: GPU arch sm_101a is called sm_110a
// NOTE-ONLY-NOT: {{error|warning}}:
// REAL: elf sm_110a
// REAL-NEXT: ptx compute_110a

__global__ void kernel(int *p) {
#ifdef __CUDA_ARCH__
  p[threadIdx.x] = __CUDA_ARCH__;
#endif
}
