//===--- SemaCUDANvccDeviceCallOfHost.h - nvcc's D -> H calls ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc 13.0 reports a __device__ (or __global__) function's call of a
// __host__ function only where the caller is compiled for the device: an
// external __device__ function or one a kernel reaches is an error ("calling
// a __host__ function from a __device__ function is not allowed"); a static
// or inline one nothing calls is not, and neither is any device function in
// the host compilation. Real code relies on it:
// - Random123's nvccfeatures.h (GOMC and others) spells R123_CUDA_DEVICE as
//   __device__ only where __CUDA_ARCH__ is defined, so in the host
//   compilation a kernel calls its host-only operator[];
// - PCL 1.13's kinfu_large_scale calls an unannotated variadic template
//   (pcl::utils::ignore) from a __device__ helper no kernel calls.
//
// Clang made such a callee non-viable in overload resolution, so the call
// was an error ("no matching function for call") in both compilations,
// emitted or not. In CUDA (not HIP, not with
// -fgpu-exclude-wrong-side-overloads), outside SFINAE, a __host__ callee of
// a __device__ or __global__ caller is now a wrong-side candidate, as a
// __host__ __device__ caller's device callee already is: SemaCUDA::CheckCall
// defers the error ("reference to __host__ function ... in __device__
// function") to where the caller is emitted for the device, as nvcc does.
//
// Allocation and deallocation functions keep clang's rules. Nothing that
// compiled changes meaning: such a candidate is dropped from
// every overload set that has another viable candidate, so it is chosen
// only where no function was viable before; in SFINAE it stays non-viable,
// so substitution fails as before.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDANVCCDEVICECALLOFHOST_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDANVCCDEVICECALLOFHOST_H

#include "clang/AST/Decl.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"
#include "llvm/ADT/STLExtras.h"

namespace clang {
namespace nvptxbw {

/// For SemaCUDA::IdentifyPreference, with the targets it found: whether a
/// call from CallerTarget to CalleeTarget is one nvcc checks only where the
/// caller is emitted for the device (so a wrong-side call, not a never one).
inline bool isNvccDeviceCallOfHost(Sema &S, CUDAFunctionTarget CallerTarget,
                                   const FunctionDecl *Callee,
                                   CUDAFunctionTarget CalleeTarget) {
  const LangOptions &LO = S.getLangOpts();
  if (!LO.CUDA || LO.HIP || LO.GPUExcludeWrongSideOverloads)
    return false;
  // Allocation and deallocation functions are picked by their own rules,
  // which rank a wrong-side candidate above a native one of another form.
  switch (Callee->getOverloadedOperator()) {
  case OO_New:
  case OO_Array_New:
  case OO_Delete:
  case OO_Array_Delete:
    return false;
  default:
    break;
  }
  if (CalleeTarget != CUDAFunctionTarget::Host ||
      (CallerTarget != CUDAFunctionTarget::Device &&
       CallerTarget != CUDAFunctionTarget::Global))
    return false;
  return !S.isSFINAEContext();
}

/// For OverloadCandidateSet::BestViableFunction: drop the __host__
/// candidates of a __device__ or __global__ caller when any other candidate
/// is viable, so that they decide only calls that had no viable function.
template <class CandidateList>
void eraseDeviceCallOfHostCandidates(Sema &S, CandidateList &Candidates) {
  const LangOptions &LO = S.getLangOpts();
  if (!LO.CUDA || LO.HIP || LO.GPUExcludeWrongSideOverloads)
    return;
  const FunctionDecl *Caller = S.getCurFunctionDecl(/*AllowLambda=*/true);
  if (!Caller)
    return;
  CUDAFunctionTarget CallerTarget = S.CUDA().IdentifyTarget(Caller);
  // Every overload resolution passes here: host and __host__ __device__
  // callers, the most of them, leave before any candidate is looked at.
  if (CallerTarget != CUDAFunctionTarget::Device &&
      CallerTarget != CUDAFunctionTarget::Global)
    return;
  auto IsDeviceCallOfHost = [&](OverloadCandidate *Cand) {
    return Cand->Viable && Cand->Function &&
           isNvccDeviceCallOfHost(S, CallerTarget, Cand->Function,
                                  S.CUDA().IdentifyTarget(Cand->Function));
  };
  bool OtherViable = llvm::any_of(Candidates, [&](OverloadCandidate *Cand) {
    return Cand->Viable && !IsDeviceCallOfHost(Cand);
  });
  if (OtherViable)
    llvm::erase_if(Candidates, IsDeviceCallOfHost);
}

} // namespace nvptxbw
} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDANVCCDEVICECALLOFHOST_H
