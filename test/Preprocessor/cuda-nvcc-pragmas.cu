// nvcc's pragmas for its own (EDG's) diagnostics and host/device call checks:
// nvcc takes them silently; in CUDA our clang takes and ignores them, instead
// of warning that they are unknown (-Wunknown-pragmas, in -Wall), which a
// -Werror build of code nvcc compiles cleanly refused. -Wcuda-nvcc-pragma
// (off by default) says where they are.
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -fsyntax-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -Wall -Werror %s
// RUN: %clang -x cuda -fsyntax-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -Wcuda-nvcc-pragma --cuda-host-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTED --implicit-check-not=warning:
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -c %s -o %t.nvcc.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NVCC --allow-empty %}
// NVCC-NOT: warning
//
// C++ and HIP keep -Wunknown-pragmas: the names are nvcc's.
// RUN: %clang -x c++ -fsyntax-only -Wunknown-pragmas -DNO_CUDA %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CXX
// CXX: warning: unknown pragma ignored [-Wunknown-pragmas]
// CXX-NEXT: #pragma nv_diag_suppress 177
//
// The pragmas do not reach -E output (clang's own no-op pragmas, such as
// #pragma region, do not either); other pragmas still do.
// RUN: %clang -x cuda -E --cuda-host-only --cuda-gpu-arch=sm_100a -nocudalib \
// RUN:   --cuda-path=%cuda_path -DOTHER_PRAGMA %s | FileCheck %s --check-prefix=PP
// PP-NOT: diag_
// PP: #pragma some_other_vendor_pragma
// PP-NOT: diag_

#if NO_CUDA
#define __host__
#define __device__
#define __global__
#endif

// NOTED: cuda-nvcc-pragmas.cu:[[@LINE+1]]:9: warning: '#pragma nv_diag_suppress' is nvcc's, for its own diagnostics; ignored [-Wcuda-nvcc-pragma]
#pragma nv_diag_suppress 177
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diag_warning' is nvcc's
#pragma nv_diag_warning 177
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diag_error' is nvcc's
#pragma nv_diag_error 177
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diag_default' is nvcc's
#pragma nv_diag_default 177
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diag_once' is nvcc's
#pragma nv_diag_once 177, 550
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diagnostic' is nvcc's
#pragma nv_diagnostic push
// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_diagnostic' is nvcc's
#pragma nv_diagnostic pop
// The older names, as Eigen 3.4 writes them under __NVCC__ (with words too).
// NOTED: [[@LINE+1]]:9: warning: '#pragma diag_suppress' is nvcc's
#pragma diag_suppress boolean_controlling_expr_is_constant
// NOTED: [[@LINE+1]]:9: warning: '#pragma diag_warning' is nvcc's
#pragma diag_warning 2527
// NOTED: [[@LINE+1]]:9: warning: '#pragma diag_error' is nvcc's
#pragma diag_error 2527
// NOTED: [[@LINE+1]]:9: warning: '#pragma diag_default' is nvcc's
#pragma diag_default 2527
// NOTED: [[@LINE+1]]:9: warning: '#pragma diag_once' is nvcc's
#pragma diag_once 2527
// Through _Pragma, as Eigen's EIGEN_MAKE_PRAGMA writes them.
// NOTED: [[@LINE+1]]:1: warning: '#pragma nv_diag_suppress' is nvcc's
_Pragma("nv_diag_suppress code_is_unreachable")

// NOTED: [[@LINE+1]]:9: warning: '#pragma nv_exec_check_disable' is nvcc's
#pragma nv_exec_check_disable
template <class T> __host__ __device__ T twice(T x) { return 2 * x; }
// NOTED: [[@LINE+1]]:9: warning: '#pragma hd_warning_disable' is nvcc's
#pragma hd_warning_disable
template <class T> __host__ __device__ T thrice(T x) { return 3 * x; }

__global__ void kernel(int *p) { p[0] = twice(1) + thrice(2); }

#ifdef OTHER_PRAGMA
#pragma some_other_vendor_pragma
#endif
