//===--- SemaCUDADeviceConstexprFromHost.cpp - nvcc's host calls ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which host calls of constexpr __device__ functions nvcc accepts; see the
// header. nvcc 13.0's rule, as measured (no --expt-relaxed-constexpr): in a
// host function, a call of a constexpr __device__ function is an error
//  - in a function that is not a template instantiation;
//  - in a template, where the call does not depend on a template parameter;
//  - where the template names one non-template function that needs no
//    argument-dependent lookup ('S::f(t)', '::f(t)', '(f)(t)', an implicit
//    member call in a class that is not a template);
// and accepted where the callee is chosen when the template is instantiated:
// by argument-dependent lookup ('f(t)'), among several overloads, as a
// function template specialization, or as a member of a class template.
// (nvcc also accepts a member call on an object of dependent type,
// 'obj.f(1)', when f is a member of a class that is not a template, and a
// call in the initializer of a class template's static data member; clang
// still refuses those two.)
//
//===----------------------------------------------------------------------===//

#include "SemaCUDADeviceConstexprFromHost.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace {
// The host function whose overload resolution is being tried again. A Sema
// runs on one thread; a resolution inside another function (an
// instantiation that the retried call needs) does not match it.
thread_local const FunctionDecl *RetryingCaller = nullptr;
} // namespace

nvptxbw::DeviceConstexprFromHostScope::DeviceConstexprFromHostScope(
    const FunctionDecl *Caller)
    : SavedCaller(RetryingCaller) {
  RetryingCaller = Caller;
}

nvptxbw::DeviceConstexprFromHostScope::~DeviceConstexprFromHostScope() {
  RetryingCaller = SavedCaller;
}

bool nvptxbw::isDeviceConstexprCallFromHostAllowed(const FunctionDecl *Caller,
                                                   const FunctionDecl *Callee) {
  return RetryingCaller && Caller == RetryingCaller && Callee->isConstexpr();
}

// nvcc is the platform compiler of CUDA, not of HIP.
static bool isNvccLanguage(const LangOptions &LangOpts) {
  return LangOpts.CUDA && !LangOpts.HIP;
}

static bool isDeviceConstexpr(Sema &S, const FunctionDecl *FD) {
  return FD && FD->isConstexpr() &&
         S.CUDA().IdentifyTarget(FD) == CUDAFunctionTarget::Device;
}

// Whether D was instantiated from a member of a class template (nvcc binds
// a call to such a member when it instantiates the caller).
static bool isInstantiatedMember(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    return Template->getInstantiatedFromMemberTemplate();
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD)
    return false;
  if (FD->getInstantiatedFromMemberFunction())
    return true;
  const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate();
  return Primary && Primary->getInstantiatedFromMemberTemplate();
}

// The host function being instantiated, whose calls nvcc does not check;
// null outside an instantiation or in another kind of function.
static const FunctionDecl *instantiatedHostCaller(Sema &S) {
  if (!isNvccLanguage(S.getLangOpts()) || !S.inTemplateInstantiation())
    return nullptr;
  const FunctionDecl *Caller = S.getCurFunctionDecl(/*AllowLambda=*/true);
  if (!Caller || S.CUDA().IdentifyTarget(Caller) != CUDAFunctionTarget::Host)
    return nullptr;
  return Caller;
}

bool nvptxbw::shouldRetryWithDeviceConstexprFromHost(
    Sema &S, const OverloadExpr *Callee, OverloadCandidateSet &Failed) {
  if (RetryingCaller || !instantiatedHostCaller(S))
    return false;
  // One non-template function, found without argument-dependent lookup
  // outside a class template: nvcc binds (and checks) it in the definition.
  if (Callee->getNumDecls() == 1) {
    const NamedDecl *Only = (*Callee->decls_begin())->getUnderlyingDecl();
    const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Callee);
    if (!isa<FunctionTemplateDecl>(Only) && !(Lookup && Lookup->requiresADL()) &&
        !isInstantiatedMember(Only))
      return false;
  }
  for (const OverloadCandidate &Candidate : Failed)
    if (!Candidate.Viable && Candidate.FailureKind == ovl_fail_bad_target &&
        isDeviceConstexpr(S, Candidate.Function))
      return true;
  return false;
}

bool nvptxbw::isNvccDeviceConstexprCallFromHost(Sema &S,
                                                const FunctionDecl *Caller,
                                                const FunctionDecl *Callee) {
  if (!isNvccLanguage(S.getLangOpts()) || !isDeviceConstexpr(S, Callee) ||
      S.CUDA().IdentifyTarget(Caller) != CUDAFunctionTarget::Host)
    return false;
  // Chosen by overload resolution retried for this caller.
  if (isDeviceConstexprCallFromHostAllowed(Caller, Callee))
    return true;
  // A member of a class template, referred to without overload resolution.
  return instantiatedHostCaller(S) == Caller && isInstantiatedMember(Callee);
}
