//===--- SemaCUDANvccHostDeviceRedeclaration.h - nvcc's H/HD redeclarations ===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc takes a function declared __host__ (or with no target, which is
// __host__) or __device__ and declared again __host__ __device__, in either
// order, as one __host__ __device__ function: a header declares
// `float sq(float);` for the host and the .cu file defines
// `__host__ __device__ float sq(float x) {...}`. clang overloads functions on
// their targets, and an overload of a __host__ __device__ function by a
// __host__ or __device__ one with the same signature is an error
// (err_cuda_ovl_target). In CUDA (not HIP), such a pair is a redeclaration
// instead; every declaration of the function is then __host__ __device__.
//
// The out-of-line definition of a member function declared __device__ in its
// class, written without __device__ (`struct S { __device__ int f(int); };
// int S::f(int x) {...}`), is that __device__ function for nvcc (warning
// #20037-D; its text says __host__ __device__, but nvcc 13.0 still refuses a
// host call of S::f). For clang, the definition is a host function that
// matches no declaration of S. In CUDA (not HIP), it is now the __device__
// function's definition. A namespace-scope function declared __device__ and
// defined without it keeps clang's meaning (a second, __host__ function):
// that is valid code today.
//
// Only pairs that were that error change. The pair must be in the same
// context (a using-declaration's target keeps its own rules), and the
// __host__ __device__ side must say so itself: clang makes constexpr
// functions implicitly __host__ __device__, and those keep clang's rules.
// The test runs only while SemaDecl looks for the declaration that a new
// function declaration redeclares (NvccRedeclarationLookup), so every other
// use of Sema::IsOverload keeps its answer.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTDEVICEREDECLARATION_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTDEVICEREDECLARATION_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

namespace clang {
namespace nvptxbw {

/// Whether SemaDecl is looking for the declaration that a new function
/// declaration redeclares. Per thread, because a Sema's fields cannot grow
/// (the prebuilt parts of clang were compiled against its layout).
inline bool &nvccRedeclarationLookupActive() {
  static thread_local bool Active = false;
  return Active;
}

/// Whether that lookup also takes an out-of-line member without a target
/// attribute as the definition of the member its class declares __device__
/// (a second lookup, made only when the first found no declaration).
inline bool &nvccOutOfLineDeviceMemberLookupActive() {
  static thread_local bool Active = false;
  return Active;
}

/// Marks the extent of that lookup.
class NvccRedeclarationLookup {
  bool Saved, SavedOutOfLine;

public:
  NvccRedeclarationLookup(bool Enable, bool OutOfLineDeviceMember)
      : Saved(nvccRedeclarationLookupActive()),
        SavedOutOfLine(nvccOutOfLineDeviceMemberLookupActive()) {
    nvccRedeclarationLookupActive() = Enable;
    nvccOutOfLineDeviceMemberLookupActive() = Enable && OutOfLineDeviceMember;
  }
  ~NvccRedeclarationLookup() {
    nvccRedeclarationLookupActive() = Saved;
    nvccOutOfLineDeviceMemberLookupActive() = SavedOutOfLine;
  }
  NvccRedeclarationLookup(const NvccRedeclarationLookup &) = delete;
  NvccRedeclarationLookup &operator=(const NvccRedeclarationLookup &) = delete;
};

/// Whether FD is __host__ __device__ by its own explicit attributes.
inline bool isExplicitlyHostDevice(const FunctionDecl *FD) {
  const auto *H = FD->getAttr<CUDAHostAttr>();
  const auto *D = FD->getAttr<CUDADeviceAttr>();
  return H && D && !H->isImplicit() && !D->isImplicit();
}

/// Whether FD carries a CUDA target attribute, explicit or implicit.
inline bool hasCUDATargetAttr(const FunctionDecl *FD) {
  return FD->hasAttr<CUDAHostAttr>() || FD->hasAttr<CUDADeviceAttr>() ||
         FD->hasAttr<CUDAGlobalAttr>();
}

/// Whether New, written with no target attribute, is defined (or declared)
/// out of line as a member function that Old declares __device__ in the
/// class: nvcc's #20037-D, the definition of the __device__ function.
inline bool isNvccOutOfLineDeviceMember(const FunctionDecl *New,
                                        const FunctionDecl *Old) {
  if (!isa<CXXRecordDecl>(New->getDeclContext()) || !New->isOutOfLine() ||
      hasCUDATargetAttr(New))
    return false;
  const auto *D = Old->getAttr<CUDADeviceAttr>();
  return D && !D->isImplicit() && !Old->hasAttr<CUDAHostAttr>() &&
         !Old->hasAttr<CUDAGlobalAttr>();
}

/// Whether New redeclares Old as nvcc takes it: one of the two is explicitly
/// __host__ __device__, the other __host__ or __device__, same context; or
/// New is the out-of-line member Old declares __device__.
inline bool isNvccHostDeviceRedeclaration(Sema &S, const FunctionDecl *New,
                                          const FunctionDecl *Old) {
  const LangOptions &LO = S.getLangOpts();
  if (!LO.CUDA || LO.HIP)
    return false;
  // Destructors are never overloaded on targets; a second one stays the
  // error it is ("destructor cannot be redeclared").
  if (isa<CXXDestructorDecl>(New) || isa<CXXDestructorDecl>(Old))
    return false;
  if (!New->getDeclContext()->getRedeclContext()->Equals(
          Old->getDeclContext()->getRedeclContext()))
    return false;
  if (nvccOutOfLineDeviceMemberLookupActive() &&
      isNvccOutOfLineDeviceMember(New, Old))
    return true;
  CUDAFunctionTarget NewT = S.CUDA().IdentifyTarget(New);
  CUDAFunctionTarget OldT = S.CUDA().IdentifyTarget(Old);
  auto IsOneSide = [](CUDAFunctionTarget T) {
    return T == CUDAFunctionTarget::Host || T == CUDAFunctionTarget::Device;
  };
  return (NewT == CUDAFunctionTarget::HostDevice &&
          isExplicitlyHostDevice(New) && IsOneSide(OldT)) ||
         (OldT == CUDAFunctionTarget::HostDevice &&
          isExplicitlyHostDevice(Old) && IsOneSide(NewT));
}

/// SemaDecl's search for the declaration that NewFD redeclares
/// (Sema::CheckOverload), with nvcc's pairs. An out-of-line member with no
/// target attribute is taken as the definition of a __device__ member only
/// when no member matches it by clang's rules, so that a class that
/// declares a __host__ and a __device__ overload keeps clang's choice.
inline Sema::OverloadKind checkOverloadAsNvcc(Sema &S, Scope *Sc,
                                              FunctionDecl *NewFD,
                                              const LookupResult &Previous,
                                              NamedDecl *&OldDecl) {
  const LangOptions &LO = S.getLangOpts();
  bool Nvcc = LO.CUDA && !LO.HIP;
  Sema::OverloadKind Kind;
  {
    NvccRedeclarationLookup Lookup(Nvcc, /*OutOfLineDeviceMember=*/false);
    Kind = S.CheckOverload(Sc, NewFD, Previous, OldDecl,
                           /*UseMemberUsingDeclRules=*/false);
  }
  if (Kind != Sema::Ovl_Overload || !Nvcc ||
      !isa<CXXRecordDecl>(NewFD->getDeclContext()) || !NewFD->isOutOfLine() ||
      hasCUDATargetAttr(NewFD))
    return Kind;
  NvccRedeclarationLookup Lookup(Nvcc, /*OutOfLineDeviceMember=*/true);
  NamedDecl *DeviceMember = nullptr;
  if (S.CheckOverload(Sc, NewFD, Previous, DeviceMember,
                      /*UseMemberUsingDeclRules=*/false) != Sema::Ovl_Match)
    return Kind;
  OldDecl = DeviceMember;
  return Sema::Ovl_Match;
}

/// Gives FD the target attribute it lacks to be __host__ __device__.
inline void makeHostDevice(ASTContext &Ctx, FunctionDecl *FD) {
  if (!FD->hasAttr<CUDAHostAttr>())
    FD->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
  if (!FD->hasAttr<CUDADeviceAttr>())
    FD->addAttr(CUDADeviceAttr::CreateImplicit(Ctx));
}

/// Called where SemaDecl merges NewFD into the declaration it redeclares:
/// where the pair is nvcc's, warn as nvcc does (it warns when a __host__ or
/// __device__ function becomes __host__ __device__, and is silent the other
/// way round) and make every declaration of the function __host__ __device__;
/// an out-of-line member defined without the __device__ of its declaration
/// becomes __device__, with nvcc's warning.
inline void mergeNvccHostDeviceRedeclaration(Sema &S, FunctionDecl *NewFD,
                                             NamedDecl *OldDecl) {
  FunctionDecl *OldFD = OldDecl ? OldDecl->getAsFunction() : nullptr;
  if (!OldFD)
    return;
  // Matched only by checkOverloadAsNvcc's second lookup.
  const LangOptions &LO = S.getLangOpts();
  if (LO.CUDA && !LO.HIP && isNvccOutOfLineDeviceMember(NewFD, OldFD)) {
    S.Diag(NewFD->getLocation(),
           diag::warn_using_nvcc_device_member_defined_without_device)
        << NewFD;
    S.Diag(OldFD->getLocation(), diag::note_previous_declaration);
    NewFD->addAttr(CUDADeviceAttr::CreateImplicit(S.Context));
    return;
  }
  if (!isNvccHostDeviceRedeclaration(S, NewFD, OldFD))
    return;
  CUDAFunctionTarget NewT = S.CUDA().IdentifyTarget(NewFD);
  CUDAFunctionTarget OldT = S.CUDA().IdentifyTarget(OldFD);
  if (NewT == CUDAFunctionTarget::HostDevice) {
    S.Diag(NewFD->getLocation(), diag::warn_using_nvcc_host_device_redeclaration)
        << llvm::to_underlying(OldT) << NewFD;
    S.Diag(OldFD->getLocation(), diag::note_previous_declaration);
    for (FunctionDecl *Redecl : OldFD->redecls())
      makeHostDevice(S.Context, Redecl);
  } else {
    S.Diag(NewFD->getLocation(),
           diag::warn_using_nvcc_host_device_redeclared_as_one_side)
        << NewFD << llvm::to_underlying(NewT);
    S.Diag(OldFD->getLocation(), diag::note_previous_declaration);
    makeHostDevice(S.Context, NewFD);
  }
}

} // namespace nvptxbw
} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDANVCCHOSTDEVICEREDECLARATION_H
