// `#pragma unroll` on a loop the optimizer cannot unroll (here, one with a
// second exit, as in CUB's radix-sort kernels): nvcc 13.0 takes the pragma as
// a hint and says nothing; clang (19 and 22) warns "loop not unrolled"
// (-Wpass-failed=transform-warning), which breaks -Werror builds. In CUDA the
// failure is the missed-optimization remark instead, shown with
// -Rpass-missed=transform-warning; C++ keeps the warning. The loop itself is
// compiled the same either way.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -O2 -emit-llvm -x cuda %s -o /dev/null -verify=cuda -Werror
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -std=c++17 -O2 -emit-llvm -x cuda %s -o /dev/null -verify=cuda -Werror
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -O2 -emit-llvm -x cuda %s -o /dev/null -verify=remark \
// RUN:   -Rpass-missed=transform-warning
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -O2 -emit-llvm \
// RUN:   -x c++ -DPLAIN_CXX %s -o /dev/null -verify=cxx
//
// nvcc 13.0 says nothing about the loop.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -O3 -c %s -o %t.nvcc.o 2>&1 | count 0 %}
//
// The loop keeps its unroll request; only the diagnostic changes.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -std=c++17 -O2 -emit-llvm -x cuda %s -o - -Wno-pass-failed | FileCheck %s
// CHECK-LABEL: define {{.*}}void @_Z17search_until_fivePfi(
// CHECK: !llvm.loop ![[LOOP:[0-9]+]]
// CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[MP:[0-9]+]], ![[EN:[0-9]+]]}
// CHECK: ![[EN]] = !{!"llvm.loop.unroll.enable"}

// cuda-no-diagnostics

#if defined(PLAIN_CXX)
#define __global__
#elif !defined(__global__) // nvcc defines it
#define __global__ __attribute__((global))
#endif

// The diagnostic is located at the loop in the device compilation, at the
// function in the C++ one.
__global__ void search_until_five(float *x, int n) { // cxx-warning {{loop not unrolled: the optimizer was unable to perform the requested transformation}}
#pragma unroll
  for (int i = 0; i < n; ++i) { // remark-remark {{loop not unrolled: the optimizer was unable to perform the requested transformation}}
    x[i] += 1;
    if (x[i] > 5)
      break;
  }
}
