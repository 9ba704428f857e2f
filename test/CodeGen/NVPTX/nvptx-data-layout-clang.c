// clang's NVPTX data layout names tensor memory (p6:32:32) and, in 32-bit
// code, the cluster's shared memory (p7:32:32) exactly as the backend and
// clang 22 do, so clang accepts the backend and compiles through it.
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -emit-llvm -o - %s | FileCheck %s --check-prefix=DL64
// RUN: %clang -cc1 -triple nvptx-nvidia-cuda -emit-llvm -o - %s | FileCheck %s --check-prefix=DL32
// DL64: target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// DL32: target datalayout = "e-p:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// (-fcuda-short-ptr is left out: in clang 19 and 22 alike it changes only
// clang's side, so the backend refuses it whatever the p6 and p7 entries.)
//
// Through the backend: no "backend data layout does not match".
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90a -S -o - %s | FileCheck %s --check-prefix=PTX
// RUN: %clang -cc1 -triple nvptx-nvidia-cuda -target-cpu sm_90a -S -o - %s | FileCheck %s --check-prefix=PTX
// PTX: .target sm_90a
// PTX: .func {{.*}}twice

int twice(int x) { return 2 * x; }
