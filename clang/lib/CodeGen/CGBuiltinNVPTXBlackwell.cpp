//===--- CGBuiltinNVPTXBlackwell.cpp - Blackwell builtins' IR -------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvptx-blackwell: a builtin of BuiltinsNVPTXBlackwell.def becomes a call of
// llvm.nvvm.<name>. These intrinsics are not in LLVM 19's intrinsic table
// (the NVPTX backend finds them by name), so nothing gives their declaration
// attributes but us: it gets upstream's (nounwind, convergent, memory
// effects, speculatable, immarg...), the same the backend's table gives, so
// that the optimizer never moves a convergent MMA/tcgen05 call or drops a
// store-like one, and does merge or delete pure conversions, as upstream.
//
//===----------------------------------------------------------------------===//

#include "CGBuiltinNVPTXBlackwell.h"
#include "CodeGenFunction.h"
#include "CodeGenModule.h"
#include "clang/Basic/NVPTXBlackwellBuiltins.h"
#include "llvm/IR/Module.h"

using namespace clang;
using namespace clang::CodeGen;
using namespace clang::nvptxbw;

namespace {

// Tensor memory and shared memory, as the NVPTX backend numbers them.
constexpr unsigned TensorMemoryAS = 6;
constexpr unsigned SharedAS = 3;

llvm::Type *irType(llvm::LLVMContext &Ctx, TypeKind K, unsigned VecLen) {
  switch (K) {
  case Void:
    return llvm::Type::getVoidTy(Ctx);
  case I1:
    return llvm::Type::getInt1Ty(Ctx);
  case I16:
    return llvm::Type::getInt16Ty(Ctx);
  case I32:
    return llvm::Type::getInt32Ty(Ctx);
  case I64:
    return llvm::Type::getInt64Ty(Ctx);
  case F32:
    return llvm::Type::getFloatTy(Ctx);
  case V2F16:
    return llvm::FixedVectorType::get(llvm::Type::getHalfTy(Ctx), 2);
  case V2BF16:
    return llvm::FixedVectorType::get(llvm::Type::getBFloatTy(Ctx), 2);
  case VI32:
    return llvm::FixedVectorType::get(llvm::Type::getInt32Ty(Ctx), VecLen);
  case F64:
    return llvm::Type::getDoubleTy(Ctx);
  case VF32:
    return llvm::FixedVectorType::get(llvm::Type::getFloatTy(Ctx), VecLen);
  case V4I8:
    return llvm::FixedVectorType::get(llvm::Type::getInt8Ty(Ctx), 4);
  case F16:
    return llvm::Type::getHalfTy(Ctx);
  case BF16:
    return llvm::Type::getBFloatTy(Ctx);
  case TMemPtr:
    return llvm::PointerType::get(Ctx, TensorMemoryAS);
  case SharedPtr:
    return llvm::PointerType::get(Ctx, SharedAS);
  case GenericPtr:
    return llvm::PointerType::get(Ctx, 0);
  }
  llvm_unreachable("unknown type kind");
}

// Upstream's attributes of the intrinsic, as LLVM 22 gives them to its
// declaration (and the NVPTX backend's table to ours): function attributes,
// memory effects, and per parameter nocapture/readonly/writeonly and immarg
// on every immediate (Sema has checked they are constants).
llvm::AttributeList upstreamAttributes(llvm::LLVMContext &Ctx,
                                       const BuiltinDesc &D) {
  static const llvm::Attribute::AttrKind FnAttrKinds[] = {
#define NVPTXBW_FN_ATTR(Kind) llvm::Attribute::Kind,
#include "clang/Basic/NVPTXBlackwellAttributes.def"
  };
  static const llvm::Attribute::AttrKind ParamAttrKinds[] = {
#define NVPTXBW_PARAM_ATTR(Kind) llvm::Attribute::Kind,
#include "clang/Basic/NVPTXBlackwellAttributes.def"
  };
  llvm::AttrBuilder Fn(Ctx);
  for (unsigned Bit = 0; Bit != std::size(FnAttrKinds); ++Bit)
    if (D.FnAttrs >> Bit & 1)
      Fn.addAttribute(FnAttrKinds[Bit]);
  switch (D.Mem) {
#define NVPTXBW_MEMORY(Kind, Effects)                                          \
  case Kind:                                                                   \
    Fn.addMemoryAttr(llvm::MemoryEffects::Effects);                            \
    break;
#define NVPTXBW_MEMORY_ANY(Kind)                                               \
  case Kind: /* fences: any memory, no attribute; the call stays put */      \
    break;
#include "clang/Basic/NVPTXBlackwellAttributes.def"
  }
  SmallVector<llvm::AttributeSet, 16> Params;
  for (unsigned I = 0; I != D.NumParams; ++I) {
    const ParamDesc &P = D.params()[I];
    llvm::AttrBuilder B(Ctx);
    for (unsigned Bit = 0; Bit != std::size(ParamAttrKinds); ++Bit)
      if (P.Attrs >> Bit & 1)
        B.addAttribute(ParamAttrKinds[Bit]);
    if (P.Imm != ValueParam)
      B.addAttribute(llvm::Attribute::ImmArg);
    Params.push_back(llvm::AttributeSet::get(Ctx, B));
  }
  return llvm::AttributeList::get(Ctx, llvm::AttributeSet::get(Ctx, Fn),
                                  llvm::AttributeSet(), Params);
}

llvm::Function *declare(CodeGenModule &CGM, const BuiltinDesc &D) {
  llvm::LLVMContext &Ctx = CGM.getLLVMContext();
  llvm::Type *Ret;
  if (D.StructResult) {
    SmallVector<llvm::Type *, 4> Elts(D.NumResults,
                                      irType(Ctx, D.RetKind, D.RetVecLen));
    Ret = llvm::StructType::get(Ctx, Elts);
  } else {
    Ret = irType(Ctx, D.RetKind, D.RetVecLen);
  }
  SmallVector<llvm::Type *, 16> Params;
  for (const ParamDesc &P : D.params())
    Params.push_back(irType(Ctx, P.Kind, P.VecLen));
  auto *FTy = llvm::FunctionType::get(Ret, Params, false);
  llvm::Module &M = CGM.getModule();
  if (llvm::Function *F = M.getFunction(D.Intrinsic))
    if (F->getFunctionType() == FTy)
      return F;
  // The name is reserved for the intrinsic: a user function of that name
  // with another type cannot exist (the verifier rejects llvm.* definitions).
  auto *F = cast<llvm::Function>(
      M.getOrInsertFunction(D.Intrinsic, FTy).getCallee());
  F->setAttributes(upstreamAttributes(Ctx, D));
  return F;
}

} // namespace

bool clang::CodeGen::EmitNVPTXBlackwellBuiltin(CodeGenFunction &CGF,
                                               unsigned BuiltinID,
                                               const CallExpr *E,
                                               llvm::Value *&Result) {
  const BuiltinDesc *D = lookupBuiltin(BuiltinID);
  if (!D)
    return false;
  CGBuilderTy &B = CGF.Builder;
  llvm::Function *F = declare(CGF.CGM, *D);
  unsigned ArgOffset = D->StructResult ? 1 : 0;
  SmallVector<llvm::Value *, 16> Args;
  for (unsigned I = 0; I != D->NumParams; ++I) {
    const ParamDesc &P = D->params()[I];
    const Expr *Arg = E->getArg(I + ArgOffset);
    llvm::Type *Ty = F->getFunctionType()->getParamType(I);
    if (P.Imm != ValueParam) {
      // Sema has checked that it is a constant in range.
      std::optional<llvm::APSInt> V =
          Arg->getIntegerConstantExpr(CGF.getContext());
      Args.push_back(llvm::ConstantInt::get(Ty, V->getZExtValue()));
      continue;
    }
    llvm::Value *V = CGF.EmitScalarExpr(Arg);
    switch (P.Kind) {
    case TMemPtr: // the 32-bit TMEM address tcgen05.alloc wrote
      V = B.CreateIntToPtr(V, Ty);
      break;
    case SharedPtr: // a generic pointer to shared memory
      V = B.CreateAddrSpaceCast(V, Ty);
      break;
    default:
      break;
    }
    Args.push_back(V);
  }
  llvm::CallInst *Call = B.CreateCall(F, Args);
  Result = Call;
  if (D->StructResult) {
    Address Dst = CGF.EmitPointerWithAlignment(E->getArg(0));
    Dst = Dst.withElementType(irType(CGF.getLLVMContext(), D->RetKind,
                                     D->RetVecLen));
    for (unsigned I = 0; I != D->NumResults; ++I)
      B.CreateStore(B.CreateExtractValue(Call, I), B.CreateConstGEP(Dst, I));
  }
  return true;
}
