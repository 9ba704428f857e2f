//===- NVPTXBlackwellIntrinsicCheck.cpp - Check and prepare the calls -----===//
//
// nvptx-blackwell. Runs right before instruction selection. For every call of
// an llvm.nvvm.* function that LLVM 19 does not know:
//  - an unknown name, a signature other than upstream's, an immediate that is
//    not a constant or out of its range, or a target or PTX version without
//    the instruction is an error that names the intrinsic and what it needs;
//    the call is then dropped, so the only output is the diagnostic (never
//    "Cannot select", never a `call` that ptxas rejects);
//  - the declaration gets upstream's attributes (convergent, memory effects,
//    immarg...), whatever it was written with;
//  - vector operands and results (tcgen05.ld/st's <N x i32>) become scalars,
//    so instruction selection sees only legal types;
//  - a function mixing tcgen05 cta_group::1 and ::2 is an error here, since
//    ptxas refuses it (llc 22 emits it);
//  - tensor memory allocation: a tcgen05.alloc column count ptxas rejects is
//    an error, a kernel that can hold more than an SM's tensor memory a
//    warning (NVPTXTensorMemoryBudget.cpp);
//  - uses of the cluster's shared memory (address space 7) are checked
//    against the target, and atomics on it made generic
//    (NVPTXSharedCluster.cpp).
// And for LLVM 19's own llvm.nvvm.atomic.cas.gen.i.{cta,sys} on i16: a call
// where the target lacks atom.cas.b16 is an error (NVPTXScopedCas16Check.cpp).
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellCodegen.h"
#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/ModRef.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::nvptxbw;

namespace {

std::string typeString(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return OS.str();
}

// The error for an immediate operand (I, from 0) given a value that is not
// a constant: the same words from llc and from the optimization pipeline.
std::string nonConstantMessage(const IntrinsicDesc &D, unsigned I) {
  return "intrinsic '" + std::string(D.Name) + "': operand " + utostr(I + 1) +
         " must be a constant";
}

class NVPTXBlackwellIntrinsics : public ModulePass {
  const NVPTXTargetMachine *TM;

public:
  static char ID;
  explicit NVPTXBlackwellIntrinsics(const NVPTXTargetMachine *TM = nullptr)
      : ModulePass(ID), TM(TM) {}
  StringRef getPassName() const override {
    return "NVPTX check and prepare Blackwell intrinsics";
  }
  bool runOnModule(Module &M) override;

private:
  void error(const Instruction &I, const Twine &Msg) { diagnoseAt(I, Msg); }
  void errorOnUses(Function &F, const Twine &Msg);
  bool checkSignature(Function &F, const IntrinsicDesc &D);
  bool checkCall(CallInst &CI, const IntrinsicDesc &D);
  void scalarize(CallInst &CI, const IntrinsicDesc &D);
  void checkCTAGroups(Module &M);
};

char NVPTXBlackwellIntrinsics::ID = 0;

void NVPTXBlackwellIntrinsics::errorOnUses(Function &F, const Twine &Msg) {
  for (User *U : make_early_inc_range(F.users())) {
    if (auto *I = dyn_cast<Instruction>(U)) {
      error(*I, Msg);
      if (!I->getType()->isVoidTy())
        I->replaceAllUsesWith(PoisonValue::get(I->getType()));
      I->eraseFromParent();
    }
  }
}

// Whether F has the intrinsic's upstream signature.
bool hasUpstreamSignature(const Function &F, const IntrinsicDesc &D) {
  // Types are uniqued per context.
  return F.getFunctionType() == getIntrinsicFunctionType(F.getContext(), D);
}

// The declaration of one of our intrinsics that F is, or null: an
// llvm.nvvm.* declaration LLVM 19 does not know and our table does.
const IntrinsicDesc *blackwellDeclaration(const Function &F) {
  if (!F.isDeclaration() || !F.getName().starts_with("llvm.nvvm.") ||
      F.getIntrinsicID() != Intrinsic::not_intrinsic ||
      F.getName().ends_with(ScalarizedSuffix))
    return nullptr;
  return lookupBlackwellIntrinsic(lookupBlackwellIntrinsicID(F.getName()));
}

bool NVPTXBlackwellIntrinsics::checkSignature(Function &F,
                                              const IntrinsicDesc &D) {
  if (hasUpstreamSignature(F, D))
    return true;
  errorOnUses(F, "intrinsic '" + F.getName() + "' has the wrong signature: '" +
                     typeString(F.getFunctionType()) + "', expected '" +
                     typeString(getIntrinsicFunctionType(F.getContext(), D)) +
                     "'");
  return false;
}

bool NVPTXBlackwellIntrinsics::checkCall(CallInst &CI, const IntrinsicDesc &D) {
  const NVPTXSubtarget &ST = TM->getSubtarget<NVPTXSubtarget>(*CI.getFunction());
  if (!subtargetHasFeature(ST, D.Feature)) {
    error(CI, "intrinsic '" + Twine(D.Name) + "' is not available on " +
                  ST.getTargetName() + " (PTX " +
                  ptxVersionString(ST.getPTXVersion()) +
                  "): it needs " + featureDescription(D.Feature));
    return false;
  }
  if (ST.getPTXVersion() < D.MinPTX) {
    error(CI, "intrinsic '" + Twine(D.Name) + "' needs PTX " +
                  ptxVersionString(D.MinPTX) + " or later; " +
                  ST.getTargetName() + " is compiled for PTX " +
                  ptxVersionString(ST.getPTXVersion()));
    return false;
  }
  uint64_t Key[4] = {0, 0, 0, 0};
  unsigned NumKey = 0;
  for (unsigned I = 0; I != D.NumParams; ++I) {
    const ParamSpec &P = D.param(I);
    if (P.Kind == ValueParam)
      continue;
    auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(I));
    if (!C) {
      error(CI, nonConstantMessage(D, I));
      return false;
    }
    uint64_t V = C->getZExtValue();
    bool InRange = V >= P.Lo && V <= P.Hi;
    if (InRange && P.Kind == SelectorParam) {
      // Legal only if some form of the intrinsic has this value there.
      InRange = false;
      unsigned KeyIndex = 0;
      for (unsigned J = 0; J != I; ++J)
        KeyIndex += D.param(J).Kind == SelectorParam;
      for (unsigned F = 0; F != D.NumForms && !InRange; ++F)
        InRange = D.forms()[F].Key[KeyIndex] == V;
    }
    if (!InRange) {
      error(CI, "intrinsic '" + Twine(D.Name) + "': operand " + Twine(I + 1) +
                    " is " + Twine(C->getSExtValue()) + ", outside " +
                    Twine(P.Lo) + ".." + Twine(P.Hi));
      return false;
    }
    if (P.Kind == SelectorParam && NumKey < 4)
      Key[NumKey++] = V;
  }
  // The form for these immediates: it may need more than the intrinsic
  // (kind::i8) or a PTX version (block-scaled spellings).
  const FormSpec *Any = nullptr;
  unsigned LowestPTX = ~0u;
  for (unsigned F = 0; F != D.NumForms; ++F) {
    const FormSpec &Form = D.forms()[F];
    if (!Form.matches(Key, NumKey))
      continue;
    Any = &Form;
    LowestPTX = std::min(LowestPTX, Form.MinPTX);
  }
  const FormSpec *Form = findForm(D, Key, NumKey, ST);
  if (!Form) {
    error(CI, "intrinsic '" + Twine(D.Name) +
                  "' with these immediate operands needs PTX " +
                  ptxVersionString(Any ? LowestPTX : D.MinPTX) + " or later; " +
                  ST.getTargetName() + " is compiled for PTX " +
                  ptxVersionString(ST.getPTXVersion()));
    return false;
  }
  if (Form->Feature >= 0 && !subtargetHasFeature(ST, Form->Feature)) {
    error(CI, "intrinsic '" + Twine(D.Name) +
                  "' with these immediate operands is not available on " +
                  ST.getTargetName() + ": it needs " +
                  featureDescription(Form->Feature));
    return false;
  }
  return true;
}

} // namespace

std::string llvm::nvptxbw::ptxVersionString(unsigned PTXVersion) {
  return utostr(PTXVersion / 10) + "." + utostr(PTXVersion % 10);
}

void llvm::nvptxbw::diagnoseAt(const Instruction &I, const Twine &Msg) {
  I.getContext().diagnose(DiagnosticInfoUnsupported(
      *I.getFunction(), Msg, I.getDebugLoc(), DS_Error));
}

namespace {

// <N x i32> results become N scalar results (a struct); <N x i32> and
// <N x float> operands become N scalar operands. The new declaration has the
// same intrinsic ID.
void NVPTXBlackwellIntrinsics::scalarize(CallInst &CI, const IntrinsicDesc &D) {
  Function *F = CI.getCalledFunction();
  FunctionType *FTy = F->getFunctionType();
  // Only vectors of 32-bit elements are split; packed pairs and quads
  // (<2 x half>, <4 x i8>) are one legal register as they are.
  auto IsSplit = [](Type *T) {
    auto *VT = dyn_cast<FixedVectorType>(T);
    return VT && (VT->getElementType()->isIntegerTy(32) ||
                  VT->getElementType()->isFloatTy());
  };
  // i128 operands (the cluster launch control handle) become two i64
  // operands, low half first: LLVM 19's NVPTX has no i128 registers.
  auto IsI128 = [](Type *T) { return T->isIntegerTy(128); };
  auto *RetVec = IsSplit(FTy->getReturnType())
                     ? cast<FixedVectorType>(FTy->getReturnType())
                     : nullptr;
  bool HasVecParam =
      any_of(FTy->params(), [&](Type *T) { return IsSplit(T) || IsI128(T); });
  if (!RetVec && !HasVecParam)
    return;

  LLVMContext &Ctx = CI.getContext();
  IRBuilder<> B(&CI);
  SmallVector<Type *, 16> Params;
  SmallVector<Value *, 16> Args;
  SmallVector<unsigned, 4> ImmArgs;
  for (unsigned I = 0; I != FTy->getNumParams(); ++I) {
    Value *A = CI.getArgOperand(I);
    if (IsI128(A->getType())) {
      Type *I64 = Type::getInt64Ty(Ctx);
      Params.append(2, I64);
      Args.push_back(B.CreateTrunc(A, I64));
      Args.push_back(B.CreateTrunc(B.CreateLShr(A, 64), I64));
      continue;
    }
    if (auto *VT = IsSplit(A->getType()) ? cast<FixedVectorType>(A->getType())
                                         : nullptr) {
      for (unsigned E = 0; E != VT->getNumElements(); ++E) {
        Params.push_back(VT->getElementType());
        Args.push_back(B.CreateExtractElement(A, E));
      }
      continue;
    }
    if (D.param(I).Kind != ValueParam)
      ImmArgs.push_back(Params.size());
    Params.push_back(A->getType());
    Args.push_back(A);
  }
  Type *Ret = FTy->getReturnType();
  if (RetVec)
    Ret = StructType::get(
        Ctx, SmallVector<Type *, 16>(RetVec->getNumElements(),
                                     RetVec->getElementType()));
  auto *NewTy = FunctionType::get(Ret, Params, false);
  Module &M = *F->getParent();
  Function *NewF = cast<Function>(
      M.getOrInsertFunction((F->getName() + ScalarizedSuffix).str(), NewTy)
          .getCallee());
  NewF->copyAttributesFrom(F);
  NewF->setAttributes(AttributeList::get(Ctx, F->getAttributes().getFnAttrs(),
                                         AttributeSet(), {}));
  for (unsigned I : ImmArgs)
    NewF->addParamAttr(I, Attribute::ImmArg);

  CallInst *New = B.CreateCall(NewF, Args);
  New->setDebugLoc(CI.getDebugLoc());
  if (RetVec) {
    Value *V = PoisonValue::get(RetVec);
    for (unsigned E = 0; E != RetVec->getNumElements(); ++E)
      V = B.CreateInsertElement(V, B.CreateExtractValue(New, E), E);
    CI.replaceAllUsesWith(V);
  } else if (!CI.getType()->isVoidTy()) {
    // A vector operand only (cvt.rs): the result is as it was.
    CI.replaceAllUsesWith(New);
  }
  CI.eraseFromParent();
}

// The CTA group a call works on: the .cg1/.cg2 component of its name (last,
// or before a modifier such as .ashift), or its cta_group immediate
// (tcgen05.mma); 0 if it has none.
static unsigned ctaGroupOf(const CallInst &CI, const IntrinsicDesc &D) {
  StringRef Name = CI.getCalledFunction()->getName();
  Name.consume_back(ScalarizedSuffix);
  SmallVector<StringRef, 12> Parts;
  Name.split(Parts, '.');
  if (is_contained(Parts, "cg1"))
    return 1;
  if (is_contained(Parts, "cg2"))
    return 2;
  if (D.CTAGroupParam >= 0)
    if (auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(D.CTAGroupParam)))
      return C->getZExtValue() == 1 || C->getZExtValue() == 2 ? C->getZExtValue() : 0;
  // Weight-stationary MMA is cta_group::1 only.
  if (Name.starts_with("llvm.nvvm.tcgen05.mma.ws"))
    return 1;
  return 0;
}

// ptxas refuses a function that uses both .cta_group::1 and .cta_group::2
// ("uses single CTA and CTA pair granularity"); say so at the source.
void NVPTXBlackwellIntrinsics::checkCTAGroups(Module &M) {
  for (Function &F : M) {
    const CallInst *First[3] = {nullptr, nullptr, nullptr};
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (CI->getCalledFunction())
          if (const IntrinsicDesc *D = lookupBlackwellIntrinsic(
                  lookupBlackwellIntrinsicID(CI->getCalledFunction()->getName())))
            if (unsigned G = ctaGroupOf(*CI, *D); G && !First[G])
              First[G] = CI;
    if (First[1] && First[2]) {
      const CallInst *Later = First[1]->comesBefore(First[2]) ? First[2] : First[1];
      auto Public = [](const CallInst *CI) {
        StringRef Name = CI->getCalledFunction()->getName();
        Name.consume_back(ScalarizedSuffix);
        return Name;
      };
      error(*Later, "function '" + F.getName() + "' uses tcgen05 cta_group::1 ('" +
                        Public(First[1]) + "') and cta_group::2 ('" +
                        Public(First[2]) +
                        "'); ptxas refuses a function that mixes the two");
    }
  }
}

bool NVPTXBlackwellIntrinsics::runOnModule(Module &M) {
  bool Changed = false;
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration() || !F.getName().starts_with("llvm.nvvm.") ||
        F.getIntrinsicID() != Intrinsic::not_intrinsic ||
        F.getName().ends_with(ScalarizedSuffix))
      continue;
    const IntrinsicDesc *D = blackwellDeclaration(F);
    if (!D) {
      if (!F.use_empty()) {
        errorOnUses(F, "unknown NVVM intrinsic '" + F.getName() +
                           "': neither LLVM 19 nor nvptx-blackwell has it");
        Changed = true;
      }
      continue;
    }
    if (F.use_empty())
      continue;
    Changed = true;
    if (!checkSignature(F, *D))
      continue;
    SmallVector<CallInst *, 16> Calls;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledFunction() != &F) {
        if (auto *I = dyn_cast<Instruction>(U))
          error(*I, "intrinsic '" + F.getName() + "' may only be called");
        continue;
      }
      if (!checkCall(*CI, *D) || !checkTensorMemoryColumns(*CI)) {
        if (!CI->getType()->isVoidTy())
          CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
        CI->eraseFromParent();
        continue;
      }
      Calls.push_back(CI);
    }
    // Every call left passes constants for the immediates: upstream's
    // attributes, immarg included, hold for the declaration.
    F.setAttributes(getUpstreamAttributes(F.getContext(), *D));
    for (CallInst *CI : Calls)
      scalarize(*CI, *D);
  }
  checkCTAGroups(M);
  warnTensorMemoryBudget(M);
  Changed |= prepareSharedClusterAccesses(M, *TM);
  Changed |= checkScopedCas16(M, *TM);
  return Changed;
}

} // namespace

ModulePass *
llvm::nvptxbw::createNVPTXBlackwellIntrinsicsPass(const NVPTXTargetMachine &TM) {
  return new NVPTXBlackwellIntrinsics(&TM);
}

// At the start of the optimization pipeline: a declaration of one of our
// intrinsics written without upstream's attributes (IR from a frontend that
// declares intrinsics by name only) would let the optimizer move a
// convergent MMA across control flow, drop a fence, or keep two identical
// pure conversions; upstream's intrinsics carry them from their definition
// (LLVM 22 replaces whatever a declaration says with them, and so do we).
// A call that passes a non-constant where upstream wants an immediate is an
// error here, as in llc (upstream's verifier rejects such IR outright); its
// parameter does not get immarg, so the module stays valid for whoever
// handles the diagnostic and goes on. Other errors wait for the codegen
// pass, which knows the subtarget.
PreservedAnalyses NVPTXBlackwellAttributesPass::run(Module &M,
                                                    ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    const IntrinsicDesc *D = blackwellDeclaration(F);
    if (!D || !hasUpstreamSignature(F, *D))
      continue;
    uint64_t NoImmArg = 0;
    for (User *U : F.users()) {
      auto *CI = dyn_cast<CallBase>(U);
      if (!CI || CI->getCalledFunction() != &F)
        continue;
      for (unsigned I = 0; I != D->NumParams && I < 64; ++I)
        if (D->param(I).Kind != ValueParam &&
            !isa<ConstantInt>(CI->getArgOperand(I))) {
          diagnoseAt(*CI, nonConstantMessage(*D, I));
          NoImmArg |= uint64_t(1) << I;
        }
    }
    AttributeList Upstream = getUpstreamAttributes(F.getContext(), *D, NoImmArg);
    if (F.getAttributes() != Upstream) {
      F.setAttributes(Upstream);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
