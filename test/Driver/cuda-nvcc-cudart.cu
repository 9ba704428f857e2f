// nvcc's -cudart (--cudart, =value or separate): which CUDA runtime a link
// gets. static is what a link that compiled CUDA gets anyway; shared is
// -lcudart, found in the installation's library directory as nvcc finds it
// (after the command's own -L); none links no runtime (clang's -no-hip-rt).
// A compile links nothing, so there the option is only noted. Any other
// value is refused, as nvcc refuses it.

// An installation with the shared runtime too.
// RUN: rm -rf %t && cp -r %S/Inputs/CUDA_130/usr/local/cuda %t && touch %t/lib64/libcudart.so

// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -cudart shared \
// RUN:   --cuda-path=%t %s -o %t.out 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a --cudart=shared -L/opt/mine \
// RUN:   --cuda-path=%t %s -o %t.out 2>&1 | FileCheck %s --check-prefixes=SHARED,OWN-L
// SHARED-NOT: error:
// SHARED: ld{{(.lld)?}}"
// OWN-L-SAME: "-L/opt/mine"
// SHARED-SAME: "-lcudart"
// SHARED-SAME: "-L{{[^"]*}}cuda-nvcc-cudart.cu.tmp/lib64"
// SHARED-NOT: cudart_static

// A link of objects only with -lcudart finds it the same way.
// RUN: touch %t.o
// RUN: %clang --target=x86_64-linux-gnu -### -lcudart --cuda-path=%t %t.o -o %t.out 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHARED

// static: the default, noted as such under -Wcuda-nvcc-option.
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -cudart=static -Wcuda-nvcc-option \
// RUN:   --cuda-path=%t %s -o %t.out 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: warning: nvcc option '-cudart=static' ignored: a link that compiled CUDA gets the static CUDA runtime by default [-Wcuda-nvcc-option]
// STATIC: ld{{(.lld)?}}"
// STATIC-SAME: "-lcudart_static" "-ldl" "-lrt" "-lpthread"

// none: no runtime at all.
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a --cudart none \
// RUN:   --cuda-path=%t %s -o %t.out 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: {{warning|error}}:
// NONE: ld{{(.lld)?}}"
// NONE-NOT: -lcudart

// A compile links nothing: no -lcudart, no "unused" warning.
// RUN: %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -cudart shared -c -Wcuda-nvcc-option \
// RUN:   --cuda-path=%t %s -o %t.o 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: warning: nvcc option '-cudart shared' ignored: this command links nothing [-Wcuda-nvcc-option]
// COMPILE-NOT: warning:
// COMPILE-NOT: "-lcudart"

// RUN: not %clang --target=x86_64-linux-gnu -### --cuda-gpu-arch=sm_100a -cudart=dynamic \
// RUN:   --cuda-path=%t %s -o %t.out 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: unknown argument: '-cudart=dynamic'

// With the real CUDA 13.0: a program linked with the shared runtime, and one
// without any (which links as long as it launches no kernel; nvcc alike).
// RUN: %if cuda-13.0 %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -cudart shared %s -o %t.shared %}
// RUN: %if cuda-13.0 %{ llvm-readelf -d %t.shared | FileCheck %s --check-prefix=NEEDED %}
// NEEDED: (NEEDED) Shared library: [libcudart.so.13]
// RUN: %if cuda-13.0 %{ %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a -cudart none -DNO_KERNEL %s -o %t.none %}
// RUN: %if cuda-13.0 %{ llvm-readelf -d %t.none | FileCheck %s --check-prefix=NO-RUNTIME %}
// NO-RUNTIME-NOT: libcudart

#ifndef NO_KERNEL
__global__ void kernel(int *p) { p[threadIdx.x] = 1; }
#endif
int main() { return 0; }
