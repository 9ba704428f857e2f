//===--- SemaCUDADeviceConstexprFromHost.h - nvcc's host calls -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc (without --expt-relaxed-constexpr) checks a host function's call of a
// __device__ function only where the template's definition binds the callee.
// A call it resolves while instantiating a template (overload resolution,
// argument-dependent lookup, a function template, a member of a class
// template) is not checked, and a constexpr __device__ function keeps its
// body in the host compilation, so such a call works. Real code relies on
// it (CUTLASS 4.2's 77_blackwell_fmha calls a __device__ constexpr member
// template from a host member template).
//
// Clang accepts exactly those calls to constexpr __device__ functions, in
// CUDA, with -Wcuda-device-constexpr-from-host, and CodeGen compiles the
// callee for the host too. Only calls that are an error without this are
// affected: the overload set is resolved again, with these functions
// viable, only when no function was viable before.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDADEVICECONSTEXPRFROMHOST_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDADEVICECONSTEXPRFROMHOST_H

namespace clang {
class FunctionDecl;
class OverloadCandidateSet;
class OverloadExpr;
class Sema;

namespace nvptxbw {

/// While alive, overload resolution in Caller (a host function) treats the
/// constexpr __device__ candidates as viable.
class DeviceConstexprFromHostScope {
  const FunctionDecl *SavedCaller;

public:
  explicit DeviceConstexprFromHostScope(const FunctionDecl *Caller);
  ~DeviceConstexprFromHostScope();
  DeviceConstexprFromHostScope(const DeviceConstexprFromHostScope &) = delete;
  DeviceConstexprFromHostScope &
  operator=(const DeviceConstexprFromHostScope &) = delete;
};

/// Whether a DeviceConstexprFromHostScope for Caller is alive and Callee is
/// constexpr (IdentifyPreference has checked host caller, device callee).
bool isDeviceConstexprCallFromHostAllowed(const FunctionDecl *Caller,
                                          const FunctionDecl *Callee);

/// After overload resolution of a call to Callee found no viable function:
/// whether nvcc would have taken a constexpr __device__ candidate, so that
/// resolution is to be tried again in a DeviceConstexprFromHostScope.
bool shouldRetryWithDeviceConstexprFromHost(Sema &S, const OverloadExpr *Callee,
                                            OverloadCandidateSet &Failed);

/// For SemaCUDA::CheckCall: whether Caller's reference to Callee is one
/// nvcc accepts (and so gets the warning instead of the error).
bool isNvccDeviceConstexprCallFromHost(Sema &S, const FunctionDecl *Caller,
                                       const FunctionDecl *Callee);

} // namespace nvptxbw
} // namespace clang

#endif
