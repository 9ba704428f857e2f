// In CUDA the implicit global operator new/delete are declared twice, once
// __host__ and once __device__: overloads on the target. Read back from a PCH,
// clang 19 merged the two into one redeclaration chain (isSameEntity ignored
// the target), so a host `delete` found only the __device__ one and crashed,
// and a host `new` was "no matching function" (LLVM issue 106394; the header
// only has to declare an allocation function). Both compile with ours.
//
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda -x cuda \
// RUN:   -std=gnu++20 -emit-pch -o %t.pch %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda -x cuda \
// RUN:   -std=gnu++20 -include-pch %t.pch -emit-llvm -o - %s | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z6removev
// CHECK: call void @_ZdlPvm(ptr noundef null, i64 noundef 4)
// CHECK-LABEL: define {{.*}}@_Z4makev
// CHECK: call noalias noundef nonnull ptr @_Znwm(i64 noundef 4)
//
// The device side too: its __device__ operator new/delete are found.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -aux-triple x86_64-unknown-linux-gnu \
// RUN:   -target-cpu sm_90a -x cuda -std=gnu++20 -emit-pch -o %t.dev.pch %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -aux-triple x86_64-unknown-linux-gnu \
// RUN:   -target-cpu sm_90a -x cuda -std=gnu++20 -include-pch %t.dev.pch -fsyntax-only %s
//
// Debian's clang-19 crashes on the same PCH and TU.
// RUN: %if debian-clang-19 %{ %debian_clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -x cuda -std=gnu++20 -emit-pch -o %t.debian.pch %s %}
// RUN: %if debian-clang-19 %{ not --crash %debian_clang -cc1 -triple x86_64-unknown-linux-gnu \
// RUN:   -aux-triple nvptx64-nvidia-cuda -x cuda -std=gnu++20 -include-pch %t.debian.pch -emit-llvm -o /dev/null %s %}

#ifndef HEADER
#define HEADER
typedef decltype(sizeof(int)) size_t;
void *operator new(size_t);
#else
void remove() { delete (int *)0; }
int *make() { return new int; }
__attribute__((device)) int *make_on_device() { return new int; }
__attribute__((device)) void remove_on_device(int *p) { delete p; }
#endif
