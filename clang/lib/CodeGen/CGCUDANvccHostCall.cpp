//===--- CGCUDANvccHostCall.cpp - host calls in HD code on the device -----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CGCUDANvccHostCall.h"
#include "CodeGenFunction.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"

using namespace clang;
using namespace clang::CodeGen;

/// Whether FD is __host__ only, as SemaCUDA::IdentifyTarget decides it
/// (CodeGen has no Sema): no __device__ or __global__, and either __host__
/// or a user-provided function without a target attribute (implicit
/// declarations, such as builtins and defaulted members, are taken as
/// __host__ __device__).
static bool isHostOnly(const FunctionDecl *FD) {
  if (FD->hasAttr<CUDAInvalidTargetAttr>() || FD->hasAttr<CUDAGlobalAttr>() ||
      FD->hasAttr<CUDADeviceAttr>())
    return false;
  return FD->hasAttr<CUDAHostAttr>() ||
         !(FD->isImplicit() || !FD->isUserProvided());
}

bool nvptxbw::isNvccHostFunctionUseOnDevice(const CodeGenFunction &CGF,
                                            const FunctionDecl *Callee) {
  const LangOptions &LO = CGF.getLangOpts();
  if (!LO.CUDA || !LO.CUDAIsDevice || LO.HIP || !Callee)
    return false;
  // The user must be __host__ __device__ by its own attributes, as Sema
  // requires for this use; no other function of a device compilation can
  // contain a use of a __host__ function that Sema let through.
  const auto *Caller = dyn_cast_or_null<FunctionDecl>(CGF.CurFuncDecl);
  if (!Caller)
    return false;
  const auto *H = Caller->getAttr<CUDAHostAttr>();
  const auto *D = Caller->getAttr<CUDADeviceAttr>();
  if (!H || !D || H->isImplicit() || D->isImplicit())
    return false;
  if (isa<CXXConstructorDecl>(Callee) || isa<CXXDestructorDecl>(Callee) ||
      Callee->getBuiltinID())
    return false;
  return isHostOnly(Callee);
}

bool nvptxbw::isNvccHostCallOnDevice(const CodeGenFunction &CGF,
                                     const CallExpr *E) {
  return isNvccHostFunctionUseOnDevice(CGF, E->getDirectCallee());
}

RValue nvptxbw::emitNvccHostCallOnDevice(CodeGenFunction &CGF,
                                         const CallExpr *E) {
  CGF.EmitTrapCall(llvm::Intrinsic::trap);
  CGF.Builder.CreateUnreachable();
  CGF.Builder.ClearInsertionPoint();
  // Expression emitters expect an insertion point: give them a block that
  // nothing branches to, as EmitCall does after a noreturn call.
  CGF.EnsureInsertPoint();
  return CGF.GetUndefRValue(E->getCallReturnType(CGF.getContext()));
}

llvm::Constant *nvptxbw::nullHostFunctionPointer(CodeGenFunction &CGF) {
  return llvm::ConstantPointerNull::get(llvm::PointerType::get(
      CGF.getLLVMContext(), CGF.CGM.getDataLayout().getProgramAddressSpace()));
}
