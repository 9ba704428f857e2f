// A device-only compile for several GPU arches with -o writes one fat binary,
// as nvcc's -fatbin does (LAMMPS builds every GPU kernel so and loads it with
// cuModuleLoadData): each arch's cubin and, as --cuda-include-ptx says, its
// PTX, through the fatbinary job a host compile uses. Clang 19 and 22 stop at
// "cannot specify -o when generating multiple output files".

// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o k.fatbin 2>&1 | FileCheck %s
// CHECK-NOT: error:
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"{{.*}} "-target-cpu" "sm_100a"{{.*}} "-o" "[[PTX100:[^"]+]]"
// CHECK: ptxas"{{.*}} "--gpu-name" "sm_100a" "--output-file" "[[ELF100:[^"]+]]" "[[PTX100]]"
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"{{.*}} "-target-cpu" "sm_90a"{{.*}} "-o" "[[PTX90:[^"]+]]"
// CHECK: ptxas"{{.*}} "--gpu-name" "sm_90a" "--output-file" "[[ELF90:[^"]+]]" "[[PTX90]]"
// CHECK: fatbinary" "-64" "--create" "k.fatbin"
// CHECK-SAME: "--image3=kind=elf,sm=100a,file=[[ELF100]]" "--image3=kind=ptx,sm=100a,file=[[PTX100]]"
// CHECK-SAME: "--image3=kind=elf,sm=90a,file=[[ELF90]]" "--image3=kind=ptx,sm=90a,file=[[PTX90]]"
// CHECK-NOT: "-triple" "x86_64

// --cuda-include-ptx chooses the PTX images, as it does for a host compile.
// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --no-cuda-include-ptx=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o k.fatbin 2>&1 | FileCheck %s --check-prefix=NOPTX90
// NOPTX90: fatbinary" "-64" "--create" "k.fatbin"
// NOPTX90-SAME: "--image3=kind=ptx,sm=100a,
// NOPTX90-NOT: kind=ptx,sm=90a
// NOPTX90-SAME: "--image3=kind=elf,sm=90a,
// NOPTX90-NOT: kind=ptx,sm=90a

// --gpu-bundle-output asks for the fat binary with one arch, or without -o
// (named as clang 22 names it); --no-gpu-bundle-output keeps one object per
// arch, and -o is then the error it was.
// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c --gpu-bundle-output \
// RUN:   --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o one.fatbin 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE
// ONE-NOT: warning:
// ONE: fatbinary" "-64" "--create" "one.fatbin" "--image3=kind=elf,sm=100a,{{[^"]+}}" "--image3=kind=ptx,sm=100a,
// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c --gpu-bundle-output \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NAMED
// NAMED: fatbinary" "-64" "--create" "cuda-device-only-fatbinary.cu-cuda-nvptx64-nvidia-cuda.fatbin"
// RUN: not %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c --no-gpu-bundle-output \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s \
// RUN:   -o k.fatbin 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// MULTIPLE: error: cannot specify -o when generating multiple output files

// Unchanged: one arch (a cubin), several arches without -o (one object each,
// named after the arch), -S (PTX has no fat binary), the new offload driver
// (upstream tests its -o as an error; LLVM 22 packages its outputs for
// clang-linker-wrapper instead).
// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s -o k.cubin 2>&1 | FileCheck %s --check-prefix=CUBIN
// CUBIN: ptxas"{{.*}} "--output-file" "k.cubin"
// CUBIN-NOT: fatbinary"
// RUN: %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EACH
// EACH: ptxas"{{.*}} "--output-file" "cuda-device-only-fatbinary-cuda-nvptx64-nvidia-cuda-sm_100a.o"
// EACH: ptxas"{{.*}} "--output-file" "cuda-device-only-fatbinary-cuda-nvptx64-nvidia-cuda-sm_90a.o"
// EACH-NOT: fatbinary"
// RUN: not %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -S \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s \
// RUN:   -o k.s 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// RUN: not %clangxx --target=x86_64-linux-gnu -### --cuda-device-only -c --offload-new-driver \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s \
// RUN:   -o k.fatbin 2>&1 | FileCheck %s --check-prefix=MULTIPLE

// With CUDA 13.0's tools: the fat binary holds what nvcc's -fatbin writes
// for the same arches (code=[sm_X,compute_X]: the cubin and the PTX), listed
// by utils/tools/fatbin-inspect.py.
// RUN: %if cuda-fatbinary %{ %clangxx --cuda-path=%cuda_path -O2 --cuda-device-only -c \
// RUN:   --cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a %s -o %t.fatbin %}
// RUN: %if cuda-fatbinary %{ %python %src_root/utils/tools/fatbin-inspect.py %t.fatbin | sort > %t.ours.txt %}
// RUN: %if cuda-fatbinary %{ FileCheck %s --check-prefix=IMAGES < %t.ours.txt %}
// IMAGES:      elf sm_100a
// IMAGES-NEXT: elf sm_90a
// IMAGES-NEXT: ptx compute_100a
// IMAGES-NEXT: ptx compute_90a
// IMAGES-EMPTY:
// RUN: %if nvcc %{ %nvcc -O2 -fatbin -gencode "arch=compute_90a,code=[sm_90a,compute_90a]" \
// RUN:   -gencode "arch=compute_100a,code=[sm_100a,compute_100a]" %s -o %t.nvcc.fatbin %}
// RUN: %if nvcc %{ %python %src_root/utils/tools/fatbin-inspect.py %t.nvcc.fatbin | sort | diff %t.ours.txt - %}
//
// On a GPU (an H100 or H200: sm_90a runs there), a host program of the CUDA
// driver API loads the fat binary with cuModuleLoadData and runs its kernel.
// The loader is built wherever CUDA is (against the driver's stub library).
// RUN: %if cuda %{ %clangxx -x c++ -DFATBIN_LOADER -I%cuda_path/include %s \
// RUN:   -L%cuda_path/lib64/stubs -lcuda -o %t.loader %}
// RUN: %if gpu-sm_90 %{ %t.loader %t.fatbin | FileCheck %s --check-prefix=ONGPU %}
// ONGPU: scale from the fat binary: 64 of 64 right

#ifndef FATBIN_LOADER
extern "C" __global__ void scale(float *p, float f) {
  p[threadIdx.x] *= f;
}
#else
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#define CHECK_CU(call)                                                         \
  do {                                                                         \
    CUresult r = (call);                                                       \
    if (r != CUDA_SUCCESS) {                                                   \
      const char *s = nullptr;                                                 \
      cuGetErrorString(r, &s);                                                 \
      fprintf(stderr, "%s: %s\n", #call, s ? s : "unknown error");             \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  FILE *f = fopen(argv[1], "rb");
  if (!f)
    return 2;
  std::vector<char> image;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, f)) > 0;)
    image.insert(image.end(), buf, buf + n);
  fclose(f);

  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUfunction fn;
  CHECK_CU(cuInit(0));
  CHECK_CU(cuDeviceGet(&dev, 0));
  CHECK_CU(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK_CU(cuCtxSetCurrent(ctx));
  CHECK_CU(cuModuleLoadData(&mod, image.data()));
  CHECK_CU(cuModuleGetFunction(&fn, mod, "scale"));
  const int N = 64;
  float host[N];
  for (int i = 0; i < N; ++i)
    host[i] = float(i);
  CUdeviceptr d;
  CHECK_CU(cuMemAlloc(&d, sizeof host));
  CHECK_CU(cuMemcpyHtoD(d, host, sizeof host));
  float factor = 3.0f;
  void *params[] = {&d, &factor};
  CHECK_CU(cuLaunchKernel(fn, 1, 1, 1, N, 1, 1, 0, nullptr, params, nullptr));
  CHECK_CU(cuMemcpyDtoH(host, d, sizeof host));
  int right = 0;
  for (int i = 0; i < N; ++i)
    right += host[i] == 3.0f * float(i);
  printf("scale from the fat binary: %d of %d right\n", right, N);
  return right == N ? 0 : 1;
}
#endif
