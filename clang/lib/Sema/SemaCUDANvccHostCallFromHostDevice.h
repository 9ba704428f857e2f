//===--- SemaCUDANvccHostCallFromHostDevice.h - nvcc's H calls from HD ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc 13.0 compiles a __host__ __device__ function that calls a __host__
// function for the device with a warning (#20011-D, #20014-D in a template)
// and treats the call, where the device reaches it, as undefined behaviour:
// the PTX of a kernel that calls such a function unconditionally is empty.
// Real code relies on the warning being only a warning (a __host__ __device__
// template instantiated with a type whose member is host-only, a helper that
// calls a host function on a path the device never takes).
//
// Clang reports the call as an error when the __host__ __device__ function
// is emitted for the device. In CUDA (not HIP), the call is accepted there
// with -Wcuda-host-call-from-host-device, when the caller says
// __host__ __device__ itself (not a constexpr function or a lambda that
// clang made implicitly __host__ __device__) and the callee is a __host__
// function other than a constructor or a destructor. CodeGen compiles the
// call to a trap (CGCUDANvccHostCall.cpp): the kernel stops where nvcc's
// code would have run on into undefined behaviour.
//
// Sema sees references, not calls: taking the address of such a function
// is accepted too, and CodeGen makes the address a null pointer in device
// code, as nvcc does.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTCALLFROMHOSTDEVICE_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTCALLFROMHOSTDEVICE_H

#include "SemaCUDANvccHostDeviceRedeclaration.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

namespace clang {
namespace nvptxbw {

/// For SemaCUDA::CheckCall: whether Caller's reference to Callee is a
/// __host__ __device__ function's use of a __host__ function that nvcc
/// accepts (and so gets the warning instead of the error).
inline bool isNvccHostCallFromHostDevice(Sema &S, const FunctionDecl *Caller,
                                         const FunctionDecl *Callee) {
  const LangOptions &LO = S.getLangOpts();
  if (!LO.CUDA || LO.HIP || !LO.CUDAIsDevice || !Caller || !Callee)
    return false;
  if (!isExplicitlyHostDevice(Caller))
    return false;
  if (isa<CXXConstructorDecl>(Callee) || isa<CXXDestructorDecl>(Callee) ||
      Callee->getBuiltinID())
    return false;
  return S.CUDA().IdentifyTarget(Callee) == CUDAFunctionTarget::Host;
}

} // namespace nvptxbw
} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTCALLFROMHOSTDEVICE_H
