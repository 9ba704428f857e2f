//===--- SemaNVPTXBlackwell.cpp - Checks of the Blackwell builtins --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvptx-blackwell: Sema for the builtins of the Blackwell intrinsics.
//  - Immediates: the builtin's "I" types already make clang demand integer
//    constant expressions; here each is checked against the range or the set
//    of values the intrinsic takes, and the selector values together against
//    the PTX forms that exist.
//  - Target: when compiling for the NVPTX target (not for a host whose aux
//    target it is), the intrinsic's and then the form's availability, both as
//    feature expressions over the target's sm_XX/ptxNN features (the
//    intrinsic's is the builtin's TARGET_BUILTIN string, so CodeGen agrees).
//    The error is deferred like other device-only diagnostics: a host-device,
//    inline or template function that is never emitted for the device is not
//    diagnosed.
//
//===----------------------------------------------------------------------===//

#include "SemaNVPTXBlackwell.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/DiagnosticAnalysis.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/NVPTXBlackwellBuiltins.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::nvptxbw;

namespace {

// As written: in a host compilation BuiltinID is the aux target's ID, which
// the context's BuiltinInfo would name as one of the host's.
StringRef builtinName(const CallExpr *TheCall) {
  if (const FunctionDecl *FD = TheCall->getDirectCallee())
    return FD->getName();
  return "builtin";
}

// "sm_100a with PTX 8.6": the target's own sm and the newest ptxNN feature
// (the feature map also holds an implied older one).
std::string targetText(const TargetInfo &TI) {
  unsigned PTX = 0;
  for (const auto &F : TI.getTargetOpts().FeatureMap) {
    unsigned V;
    if (F.second && F.first().starts_with("ptx") &&
        !F.first().drop_front(3).getAsInteger(10, V))
      PTX = std::max(PTX, V);
  }
  std::string CPU = TI.getTargetOpts().CPU;
  return (CPU.empty() ? std::string("this target") : CPU) + " with PTX " +
         std::to_string(PTX / 10) + "." + std::to_string(PTX % 10);
}

// A target error, deferred as CUDA's device-only diagnostics are: reported
// now in a function known to be emitted, later if the function turns out to
// be emitted (host-device, inline, templates), never otherwise.
Sema::SemaDiagnosticBuilder targetError(Sema &S, SourceLocation Loc,
                                        unsigned DiagID) {
  FunctionDecl *FD = S.getCurFunctionDecl(/*AllowLambda=*/true);
  auto Kind = Sema::SemaDiagnosticBuilder::K_Immediate;
  if (FD && (S.getLangOpts().CUDA || S.getLangOpts().OpenMPIsTargetDevice))
    Kind = S.getEmissionStatus(FD) == Sema::FunctionEmissionStatus::Emitted
               ? Sema::SemaDiagnosticBuilder::K_ImmediateWithCallStack
               : Sema::SemaDiagnosticBuilder::K_Deferred;
  return Sema::SemaDiagnosticBuilder(Kind, Loc, DiagID, FD, S);
}

} // namespace

bool clang::isNVPTXBlackwellBuiltin(unsigned BuiltinID) {
  return lookupBuiltin(BuiltinID) != nullptr;
}

bool clang::CheckNVPTXBlackwellBuiltinCall(Sema &S, const TargetInfo &TI,
                                           unsigned BuiltinID,
                                           CallExpr *TheCall) {
  const BuiltinDesc *D = lookupBuiltin(BuiltinID);
  if (!D)
    return false;
  unsigned ArgOffset = D->StructResult ? 1 : 0;
  if (TheCall->getNumArgs() != D->NumParams + ArgOffset)
    return false; // already diagnosed

  // Immediates, and the selector values that pick the form.
  uint64_t Key[4] = {0, 0, 0, 0};
  unsigned NumKey = 0;
  bool Dependent = false;
  for (unsigned I = 0; I != D->NumParams; ++I) {
    const ParamDesc &P = D->params()[I];
    if (P.Imm == ValueParam)
      continue;
    Expr *Arg = TheCall->getArg(I + ArgOffset);
    if (Arg->isTypeDependent() || Arg->isValueDependent()) {
      Dependent = true;
      continue;
    }
    llvm::APSInt V;
    if (S.BuiltinConstantArg(TheCall, I + ArgOffset, V))
      return true;
    bool InRange = V.isNonNegative() && V.getZExtValue() >= P.Lo &&
                   V.getZExtValue() <= P.Hi;
    if (InRange && !P.Contiguous) { // a set with holes
      InRange = false;
      for (StringRef Item : llvm::split(P.Values, ", "))
        InRange |= std::to_string(V.getZExtValue()) == Item;
    }
    if (!InRange) {
      // A value printed into the instruction has a range; a selector names a
      // form, so the error lists the values that have one.
      if (P.Imm == ImmediateParam)
        return S.Diag(TheCall->getBeginLoc(), diag::err_argument_invalid_range)
               << toString(V, 10) << std::to_string(P.Lo)
               << std::to_string(P.Hi) << Arg->getSourceRange();
      return S.Diag(TheCall->getBeginLoc(),
                    diag::err_nvptx_builtin_value_not_allowed)
             << toString(V, 10) << builtinName(TheCall) << P.Values
             << Arg->getSourceRange();
    }
    if (P.Imm == SelectorParam && NumKey < 4)
      Key[NumKey++] = V.getZExtValue();
  }
  if (Dependent)
    return false; // checked again when instantiated

  const FormDesc *Form = nullptr;
  for (const FormDesc &F : D->forms())
    if (F.NumKey == NumKey && std::equal(Key, Key + NumKey, F.Key))
      Form = &F;
  if (!Form) {
    SmallString<32> Values;
    for (unsigned K = 0; K != NumKey; ++K)
      Values += (K ? ", " : "") + std::to_string(Key[K]);
    return S.Diag(TheCall->getBeginLoc(), diag::err_nvptx_builtin_no_form)
           << builtinName(TheCall) << Values;
  }

  // The target: only when compiling for it. A host compilation sees these
  // builtins through its aux target and never emits device code.
  if (&TI != &S.Context.getTargetInfo())
    return false;
  const llvm::StringMap<bool> &Features = TI.getTargetOpts().FeatureMap;
  if (!Builtin::evaluateRequiredTargetFeatures(
          S.Context.BuiltinInfo.getRequiredFeatures(BuiltinID), Features)) {
    targetError(S, TheCall->getBeginLoc(), diag::err_nvptx_builtin_needs_target)
        << builtinName(TheCall) << getString(D->Needs) << targetText(TI);
    return false;
  }
  if (!Builtin::evaluateRequiredTargetFeatures(getString(Form->Features),
                                               Features)) {
    targetError(S, TheCall->getBeginLoc(),
                diag::err_nvptx_builtin_form_needs_target)
        << builtinName(TheCall) << getString(Form->Needs)
        << targetText(TI);
  }
  return false;
}
