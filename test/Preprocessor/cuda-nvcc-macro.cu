// nvcc predefines __NVCC__ as 1, and CUDA projects test it to mean "a CUDA
// compiler". Our clang defines it in CUDA compilations (host and device) for
// the project's own headers: those the .cu file reaches through #include
// "..." alone. In system headers and in headers included with <...> (and all
// they include) it reads as undefined: CCCL, <nv/target>, cooperative groups
// and libraries such as Eigen take it to mean nvcc's own front end, and have
// clang paths. In the .cu file itself it reads as undefined too: a test there
// asks which compiler this is (CMake's compiler identification).
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s | FileCheck %s --check-prefix=DM
// RUN: %clang -x cuda -E -dM --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %s | FileCheck %s --check-prefix=DM
// DM: #define __NVCC__ 1
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -E -Xcompiler -dM %s | FileCheck %s --check-prefix=DM %}
//
// -U takes it away; HIP and C++ do not have it, nor a CUDA compilation
// without CUDA's headers (-nocudainc): code that tests __NVCC__ takes
// nvcc's environment for granted (__device__ and the others defined by the
// CUDA headers), and clang's own test headers define those unless
// __NVCC__ is.
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_100a -nocudainc \
// RUN:   -nocudalib %s | FileCheck %s --check-prefix=NONE
// RUN: %clang -x cuda -E -dM --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -U__NVCC__ %s | FileCheck %s --check-prefix=NONE
// RUN: %clang -x hip -E -dM --cuda-host-only -nogpuinc -nogpulib %s \
// RUN:   | FileCheck %s --check-prefix=NONE
// RUN: %clang -x c++ -E -dM %s | FileCheck %s --check-prefix=NONE
// NONE-NOT: __NVCC__
//
// Each form of test and use, in a header the .cu file includes with quotes
// (found on -I), with <...> (on -I: a library's) and from a system directory
// (-isystem), on both sides.
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -I %S/Inputs/cuda-nvcc-macro -DHEADER=1 -DQUOTED %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=PROJECT
// RUN: %clang -x cuda -E --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -I %S/Inputs/cuda-nvcc-macro -DHEADER=1 -DQUOTED %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=PROJECT
// PROJECT: int defined_is_1;
// PROJECT-NEXT: int ifdef_taken;
// PROJECT-NEXT: int value_is_nonzero;
// PROJECT-NEXT: int elifdef_taken;
// PROJECT-NEXT: int expansion = 1;
// PROJECT-NEXT: int project_helpers_see_nvcc;
// PROJECT-NEXT: int project_more_sees_nvcc;
// PROJECT-NEXT: int library_part_does_not;
// PROJECT-NEXT: int main_file_does_not;
// PROJECT-NEXT: int main_file_macro_from_header_false;
//
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -I %S/Inputs/cuda-nvcc-macro -DHEADER=1 %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=ANGLED
// RUN: %clang -x cuda -E --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -I %S/Inputs/cuda-nvcc-macro -DHEADER=1 %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=ANGLED
// ANGLED: int defined_is_0;
// ANGLED-NEXT: int ifndef_taken;
// ANGLED-NEXT: int elifndef_taken;
// ANGLED-NEXT: int expansion = __NVCC__;
// ANGLED-NEXT: int not_a_guard_included;
// ANGLED-NEXT: int not_a_guard_included;
// ANGLED-NEXT: int project_helpers_see_nvcc;
// ANGLED-NEXT: int project_more_sees_nvcc;
// ANGLED-NEXT: int library_part_does_not;
// ANGLED-NEXT: int main_file_does_not;
// ANGLED-NEXT: int main_file_macro_from_header_false;
//
// CMake identifies the CUDA compiler by compiling a file that tests
// __NVCC__ first: ours stays Clang.
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -DCOMPILER_ID=1 %s | grep '^int' \
// RUN:   | FileCheck %s --check-prefix=ID
// ID: int compiler_is_clang;
//
// A header named by a macro (#include HEADER_NAME) counts as a library's.
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -I %S/Inputs/cuda-nvcc-macro -DMACRO_NAMED=1 %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=MACRO
// MACRO: int ifndef_taken;
// MACRO-NOT: defined_is_1
// A header precompiled (-x cuda-header) sees it as it does as text through
// -include: the main file of the PCH's compile is the project's header.
// RUN: %clang -x cuda-header --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path %S/Inputs/cuda-nvcc-macro/project_more.h -o %t.h.pch
// RUN: %clang -x cuda -fsyntax-only --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -include-pch %t.h.pch -DUSES_PCH=1 %s
// -include is an #include "...": the header is the project's.
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -include %S/Inputs/cuda-nvcc-macro/project_more.h %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=INCLUDE
// INCLUDE: int project_more_sees_nvcc;
//
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -isystem %S/Inputs/cuda-nvcc-macro -DHEADER=1 %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=SYSTEM
// RUN: %clang -x cuda -E --cuda-device-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -isystem %S/Inputs/cuda-nvcc-macro -DHEADER=1 %s \
// RUN:   | grep '^int' | FileCheck %s --check-prefix=SYSTEM
// SYSTEM: int defined_is_0;
// SYSTEM-NEXT: int ifndef_taken;
// SYSTEM-NEXT: int elifndef_taken;
// SYSTEM-NEXT: int expansion = __NVCC__;
// SYSTEM-NEXT: int not_a_guard_included;
// SYSTEM-NEXT: int not_a_guard_included;
// SYSTEM-NEXT: int library_part_does_not;
// SYSTEM-NEXT: int main_file_does_not;
// SYSTEM-NEXT: int main_file_macro_from_header_false;
//
// The project code the macro is for: HeCBench's gpp and minmax write their
// helpers `__host__ __device__` only under __NVCC__ (or __HIPCC__), in a
// header beside the .cu file. nvcc and ours compile it; without the macro the
// kernel calls a host function.
// RUN: %clang -x cuda -fsyntax-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -DHELPERS=1 %s
// RUN: not %clang -x cuda -fsyntax-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -DHELPERS=1 -U__NVCC__ %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WITHOUT
// WITHOUT: error: reference to __host__ function 'twice' in __global__ function
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -c -DHELPERS=1 %s -o %t.nvcc.o %}
//
// CUDA's and CCCL's headers compile exactly as before: the same PTX and host
// IR with the macro and without it.
// RUN: %clang -x cuda -S --cuda-device-only --cuda-gpu-arch=sm_100a -O2 -nocudalib \
// RUN:   --cuda-path=%cuda_path -DLIBRARIES=1 %s -o %t.with.s
// RUN: %clang -x cuda -S --cuda-device-only --cuda-gpu-arch=sm_100a -O2 -nocudalib \
// RUN:   --cuda-path=%cuda_path -DLIBRARIES=1 -U__NVCC__ %s -o %t.without.s
// RUN: diff %t.with.s %t.without.s
// RUN: FileCheck %s --check-prefix=PTX < %t.with.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.with.s -o %t.with.o %}
// PTX: .entry _Z9librariesPfPi(
// PTX: shfl.sync.bfly.b32
// PTX: bar.sync
// PTX: atom.add.{{.*}}gpu.s32
// RUN: %clang -x cuda -S -emit-llvm --cuda-host-only --cuda-gpu-arch=sm_100a -O2 \
// RUN:   --cuda-path=%cuda_path -DLIBRARIES=1 %s -o %t.with.ll
// RUN: %clang -x cuda -S -emit-llvm --cuda-host-only --cuda-gpu-arch=sm_100a -O2 \
// RUN:   --cuda-path=%cuda_path -DLIBRARIES=1 -U__NVCC__ %s -o %t.without.ll
// RUN: diff %t.with.ll %t.without.ll

#if HEADER
#ifdef QUOTED
#include "nvcc_tests.h"
#include "not_a_guard.h"
#include "not_a_guard.h"
#else
#include <nvcc_tests.h>
#include <not_a_guard.h>
#include <not_a_guard.h>
#endif
#include "project_helpers.h"
#include <library_entry.h>
#ifdef __NVCC__
int main_file_sees_nvcc;
#else
int main_file_does_not;
#endif
#if DEFINED_NVCC_WHERE_EXPANDED
int main_file_macro_from_header_true;
#else
int main_file_macro_from_header_false;
#endif
#endif

#if COMPILER_ID
#if defined(__NVCC__)
int compiler_is_nvidia;
#elif defined(__clang__)
int compiler_is_clang;
#endif
#endif

#if USES_PCH
int *from_pch = &project_more_sees_nvcc;
#endif

#if MACRO_NAMED
#define HEADER_NAME "nvcc_tests.h"
#include HEADER_NAME
#endif

#if HELPERS
#include "Inputs/cuda-nvcc-macro/ess_helpers.h"
__global__ void helpers(float *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
#endif

#if LIBRARIES
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/block/block_reduce.cuh>
#include <cuda/std/atomic>
#include <nv/target>
namespace cg = cooperative_groups;
__global__ void libraries(float *p, int *n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = cg::reduce(warp, p[threadIdx.x], cg::plus<float>());
  using Reduce = cub::BlockReduce<float, 128>;
  __shared__ typename Reduce::TempStorage tmp;
  float s = Reduce(tmp).Sum(v);
  cuda::atomic_ref<int, cuda::thread_scope_device>(*n).fetch_add(1);
  NV_IF_TARGET(NV_PROVIDES_SM_90, (p[0] = s;), (p[1] = s;));
}
int host_side() { return cuda::std::atomic<int>(3).load(); }
#endif
