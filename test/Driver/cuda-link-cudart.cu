// A link that compiled CUDA sources gets the CUDA runtime as nvcc links it:
// -L<cuda>/lib64 -lcudart_static -ldl -lrt -lpthread, after the inputs.
// Not when the command line names a CUDA runtime itself, nor with -nostdlib,
// -nodefaultlibs or -r, nor for an installation without libcudart_static.a,
// nor for a link of objects only that names no CUDA arch.

// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o %t 2>&1 | FileCheck %s
// CHECK: ld{{(.lld)?}}"
// CHECK-SAME: "-L[[CUDA:[^"]*Inputs/CUDA_130/usr/local/cuda]]/lib64" "-lcudart_static" "-ldl" "-lrt" "-lpthread"

// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -lcudart \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -lcudart_static \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o %t 2>&1 | FileCheck %s --check-prefix=ONCE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -nodefaultlibs \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %S/Inputs/CUDA_130/usr/local/cuda/lib64/libcudart_static.a -o %t 2>&1 | FileCheck %s --check-prefix=NONE
//
// A link of objects only that names CUDA arches is a CUDA program's: a
// Makefile written for nvcc gives its link the compile's flags (-arch=sm_100a,
// taken as --cuda-gpu-arch=sm_100a), and nvcc links the runtime there. The
// arch is claimed. Other arches (HIP's) and none leave the link alone.
// RUN: touch %t.o
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.o -arch=sm_100a -o %t 2>&1 | FileCheck %s --check-prefix=OBJECTS
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.o --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a -o %t 2>&1 | FileCheck %s --check-prefix=OBJECTS
// OBJECTS-NOT: warning:
// OBJECTS: ld{{(.lld)?}}"
// OBJECTS-SAME: "-L[[CUDA:[^"]*Inputs/CUDA_130/usr/local/cuda]]/lib64" "-lcudart_static" "-ldl" "-lrt" "-lpthread"
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.o --offload-arch=gfx90a -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.o -o %t 2>&1 | FileCheck %s --check-prefix=NONE
//
// So is a link of objects without CUDA options when one object was compiled
// from CUDA: it embeds its GPU code in a .nvFatBinSegment section, which its
// constructor registers (clang's objects and nvcc's alike). A Makefile
// written for nvcc links with "$(CC) $^ -o $@", and nvcc links the runtime
// there. An object without that section (one that only names the CUDA
// runtime's registration functions) is not one; nor is the link with
// -nostdlib or with a CUDA runtime named.
// RUN: echo '__attribute__((section(".nvFatBinSegment"))) int wrapper[6] = {0x466243b1, 1};' \
// RUN:   | %clang --target=x86_64-linux-gnu -x c -c - -o %t.cuda.o
// RUN: echo 'void __cudaRegisterFatBinary(void); void reg(void) { __cudaRegisterFatBinary(); }' \
// RUN:   | %clang --target=x86_64-linux-gnu -x c -c - -o %t.names.o
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.o %t.cuda.o -o %t 2>&1 | FileCheck %s --check-prefix=OBJECTS
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.names.o -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.cuda.o -nostdlib -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda \
// RUN:   %t.cuda.o -lcudart -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: "-lcudart_static" "-ldl"
// ONCE: "-lcudart_static"
// ONCE-NOT: "-lcudart_static"

__global__ void kernel() {}
int main() { kernel<<<1, 1>>>(); }
