// The redux.sync f32 builtins, as upstream clang 22 declares them
// (float(float, int)): each calls its intrinsic, which LLVM 22 declares
// convergent nocallback nounwind memory(inaccessiblemem: readwrite), and is
// compiled to redux.sync.{min,max}[.abs][.NaN].f32, which ptxas 13.0
// assembles for sm_100a/f and sm_103a/f. clang 22 accepts them on sm_100a
// only; ours where the backend (and ptxas) has the instruction. Elsewhere
// they are an error naming the builtin, as is a family clang 22 has no
// builtins for (cluster launch control, called by the intrinsic's name).
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O2 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_103f \
// RUN:   -target-feature +ptx88 -O2 -S -x cuda %s -o %t-103f.s
// RUN: FileCheck %s --check-prefix=PTX < %t-103f.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_103f %t-103f.s -o /dev/null %}
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -fsyntax-only -x cuda %s 2>&1 | FileCheck %s --check-prefix=SM120A
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -fsyntax-only -x cuda -DNO_BUILTIN %s 2>&1 | FileCheck %s --check-prefix=NONE

#define __global__ __attribute__((global))

#ifndef NO_BUILTIN
// IR-LABEL: define {{.*}} @_Z6reducePffi(
// IR: call contract float @llvm.nvvm.redux.sync.fmin(float %v, i32 %mask)
// IR: call contract float @llvm.nvvm.redux.sync.fmin.abs(float
// IR: call contract float @llvm.nvvm.redux.sync.fmin.NaN(float
// IR: call contract float @llvm.nvvm.redux.sync.fmin.abs.NaN(float
// IR: call contract float @llvm.nvvm.redux.sync.fmax(float
// IR: call contract float @llvm.nvvm.redux.sync.fmax.abs(float
// IR: call contract float @llvm.nvvm.redux.sync.fmax.NaN(float
// IR: call contract float @llvm.nvvm.redux.sync.fmax.abs.NaN(float
// IR: declare float @llvm.nvvm.redux.sync.fmin(float, i32) #[[ATTRS:[0-9]+]]
// IR: attributes #[[ATTRS]] = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
// PTX: redux.sync.min.f32
// PTX: redux.sync.min.abs.f32
// PTX: redux.sync.min.NaN.f32
// PTX: redux.sync.min.abs.NaN.f32
// PTX: redux.sync.max.f32
// PTX: redux.sync.max.abs.f32
// PTX: redux.sync.max.NaN.f32
// PTX: redux.sync.max.abs.NaN.f32
// SM120A: error: '__nvvm_redux_sync_fmin' needs redux.sync .f32 (sm_100a/f, sm_103a/f) and PTX 8.6; the target is sm_120a with PTX 8.7
__global__ void reduce(float *out, float v, int mask) {
  out[0] = __nvvm_redux_sync_fmin(v, mask);
  out[1] = __nvvm_redux_sync_fmin_abs(v, mask);
  out[2] = __nvvm_redux_sync_fmin_NaN(v, mask);
  out[3] = __nvvm_redux_sync_fmin_abs_NaN(v, mask);
  out[4] = __nvvm_redux_sync_fmax(v, mask);
  out[5] = __nvvm_redux_sync_fmax_abs(v, mask);
  out[6] = __nvvm_redux_sync_fmax_NaN(v, mask);
  out[7] = __nvvm_redux_sync_fmax_abs_NaN(v, mask);
}
#else
// NONE: error: use of undeclared identifier '__nvvm_clusterlaunchcontrol_try_cancel_async_shared'
__global__ void cancel(void *response, void *mbar) {
  __nvvm_clusterlaunchcontrol_try_cancel_async_shared(response, mbar);
}
#endif
