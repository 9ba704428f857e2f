//===--- SemaCUDASharedVarInit.cpp - nvcc's __shared__ objects ------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc 13.0's rule for a __shared__ variable of class type declared without
// an initializer, as measured (-std=c++17 and c++20, sm_100a; the cases are
// test/SemaCUDA/Inputs/shared-var-init-*.cu):
//
// nvcc takes the variable's initialization as "static" if it is a constant
// initialization (the constructor call is a constant expression) or the
// constructor is empty (CUDA's rule, as SemaCUDA::isEmptyConstructor, with a
// default member initializer that calls an empty constructor counted as
// empty too), and the destructor is empty (SemaCUDA::isEmptyDestructor);
// otherwise "dynamic". Neither is run for a __shared__ variable.
//  - At namespace scope a dynamic one is an error ("dynamic initialization
//    is not supported for a __shared__ variable"), a static one accepted.
//  - In a function (__global__, __device__, __host__ __device__, a lambda in
//    one, a template's instantiation; with or without 'static'; arrays of
//    such objects alike) both are accepted, a dynamic one with warning
//    #20054-D. Where the function contains no lambda, nvcc 13.0 is also
//    silent about a dynamic one whose default constructor is constexpr
//    (`struct H { int v = f(); };` with f not constexpr) or whose members are
//    constructed by constexpr constructors; with a lambda anywhere in the
//    function it warns about those too. Clang warns about every dynamic one.
//
// A declaration with an initializer written (`= x`, `(x)`, `{x}`) is an
// error with nvcc in any case. Clang keeps its errors there; it already
// accepted `{}` with an empty constructor, and still does.
//
//===----------------------------------------------------------------------===//

#include "SemaCUDASharedVarInit.h"
#include "SemaCUDANvccExtensionWarnings.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace {

/// The constructor call of a variable declared without an initializer
/// (`T v;`, `T v[N];`), or null if an initializer was written.
const CXXConstructExpr *getDefaultInitConstruction(const VarDecl *VD) {
  // (Default initialization has VarDecl::CallInit style: that tells nothing.)
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(VD->getInit());
  if (!CE || isa<CXXTemporaryObjectExpr>(CE) || CE->isListInitialization() ||
      CE->getParenOrBraceRange().isValid())
    return nullptr;
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  if (!Ctor || !Ctor->isDefaultConstructor())
    return nullptr;
  return CE;
}

class NvccSharedVarRule {
  SemaCUDA &S;
  const VarDecl *VD;
  SourceLocation Loc;

public:
  NvccSharedVarRule(SemaCUDA &S, const VarDecl *VD)
      : S(S), VD(VD), Loc(VD->getLocation()) {}

  /// CUDA's empty constructor (SemaCUDA::isEmptyConstructor), where a
  /// member may also be constructed by a default member initializer that
  /// calls an empty default constructor (`G g = G();`), as nvcc has it.
  bool isEmpty(CXXConstructorDecl *CD) {
    if (!CD)
      return false;
    if (!CD->isDefined() && CD->isTemplateInstantiation())
      S.SemaRef.InstantiateFunctionDefinition(Loc, CD->getFirstDecl());
    if (CD->isTrivial())
      return true;
    if (!CD->hasTrivialBody() || CD->getNumParams() != 0)
      return false;
    const CXXRecordDecl *RD = CD->getParent();
    if (RD->isDynamicClass())
      return false;
    if (RD->isUnion())
      return true;
    for (const CXXCtorInitializer *CI : CD->inits()) {
      const Expr *E = CI->getInit();
      if (const auto *DIE = dyn_cast<CXXDefaultInitExpr>(E))
        E = DIE->getExpr()->IgnoreImplicit();
      const auto *CE = dyn_cast<CXXConstructExpr>(E);
      // Before C++17, `m = M()` is an elidable move of the temporary.
      if (CE && CE->isElidable() && CE->getNumArgs() == 1)
        CE = dyn_cast<CXXConstructExpr>(CE->getArg(0)->IgnoreImplicit());
      // Anything but a default construction (`v(7)`, `int v = 3;`)
      // initializes something.
      if (!CE || !CE->getConstructor()->isDefaultConstructor() ||
          !isEmpty(CE->getConstructor()))
        return false;
    }
    return true;
  }

  bool isConstantInit() {
    ASTContext::CUDAConstantEvalContextRAII EvalCtx(S.getASTContext(),
                                                    /*NoWrongSidedVars=*/true);
    return VD->getInit()->isConstantInitializer(S.getASTContext(),
                                                /*ForRef=*/false);
  }

  bool hasEmptyDestructor() {
    const auto *RD =
        VD->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    return !RD || S.isEmptyDestructor(Loc, RD->getDestructor());
  }

  /// nvcc's "static" initialization (see the file comment).
  bool isStatic(CXXConstructorDecl *Ctor) {
    return (isConstantInit() || isEmpty(Ctor)) && hasEmptyDestructor();
  }
};

} // namespace

bool clang::nvptxbw::acceptNvccSharedVarInit(SemaCUDA &S, VarDecl *VD) {
  const LangOptions &LO = S.getLangOpts();
  if (!LO.CUDA || LO.HIP || !VD->hasAttr<CUDASharedAttr>())
    return false;
  const CXXConstructExpr *CE = getDefaultInitConstruction(VD);
  if (!CE)
    return false; // an initializer was written: an error with nvcc too
  CXXConstructorDecl *Ctor = CE->getConstructor();
  NvccSharedVarRule Rule(S, VD);

  if (!VD->isStaticLocal()) {
    // Namespace scope: accepted, silently, where nvcc accepts it. (nvcc
    // refuses a __shared__ static data member whatever its type; those are
    // left as they were.)
    return !VD->isStaticDataMember() && Rule.isStatic(Ctor);
  }

  // In a function: always accepted; warned where nvcc warns.
  if (Rule.isStatic(Ctor))
    return true;
  // Once, in the device compilation (where the variable exists), and not in
  // a host function, whose __shared__ variables are an error where it is
  // emitted for the host.
  if (!LO.CUDAIsDevice)
    return true;
  if (const auto *FD =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod()))
    if (S.IdentifyTarget(FD) == CUDAFunctionTarget::Host)
      return true;
  if (isFirstNvccExtensionWarningAt(S.SemaRef, VD->getLocation()))
    S.SemaRef.Diag(VD->getLocation(),
                   diag::warn_using_nvcc_shared_var_dynamic_init)
        << VD << VD->getType();
  return true;
}
