//===- NVPTXBlackwellIntrinsicCheck.cpp - Check and prepare the calls -----===//
//
// nvptx-blackwell. Runs right before instruction selection. For every call of
// an llvm.nvvm.* function that LLVM 19 does not know:
//  - an unknown name, a signature other than upstream's, an immediate that is
//    not a constant or out of its range, or a target or PTX version without
//    the instruction is an error that names the intrinsic and what it needs;
//    the call is then dropped, so the only output is the diagnostic (never
//    "Cannot select", never a `call` that ptxas rejects);
//  - the declaration gets upstream's attributes (convergent, memory effects)
//    where it lacks them: a `memory(none)` void call would be deleted;
//  - vector operands and results (tcgen05.ld/st's <N x i32>) become scalars,
//    so instruction selection sees only legal types;
//  - a function mixing tcgen05 cta_group::1 and ::2 is an error here, since
//    ptxas refuses it (llc 22 emits it).
//
//===----------------------------------------------------------------------===//

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

std::string ptxString(unsigned V) { return utostr(V / 10) + "." + utostr(V % 10); }

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
  void error(const Instruction &I, const Twine &Msg) {
    I.getContext().diagnose(DiagnosticInfoUnsupported(
        *I.getFunction(), Msg, I.getDebugLoc(), DS_Error));
  }
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
                  ST.getTargetName() + " (PTX " + ptxString(ST.getPTXVersion()) +
                  "): it needs " + featureDescription(D.Feature));
    return false;
  }
  if (ST.getPTXVersion() < D.MinPTX) {
    error(CI, "intrinsic '" + Twine(D.Name) + "' needs PTX " +
                  ptxString(D.MinPTX) + " or later; " + ST.getTargetName() +
                  " is compiled for PTX " + ptxString(ST.getPTXVersion()));
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
      error(CI, "intrinsic '" + Twine(D.Name) + "': operand " + Twine(I + 1) +
                    " must be a constant");
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
                  ptxString(Any ? LowestPTX : D.MinPTX) + " or later; " +
                  ST.getTargetName() + " is compiled for PTX " +
                  ptxString(ST.getPTXVersion()));
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

void llvm::nvptxbw::setUpstreamAttributes(Function &F, const IntrinsicDesc &D) {
  F.addFnAttr(Attribute::NoUnwind);
  if (D.Convergent)
    F.addFnAttr(Attribute::Convergent);
  switch (D.Mem) {
  case MemNone:
    // Side effects without memory (fences), or none at all: no memory
    // attribute (any a declaration was written with is dropped), so the call
    // keeps its chain and its place, as clang's declarations have it.
    F.removeFnAttr(Attribute::Memory);
    break;
  case MemArg:
    F.setMemoryEffects(MemoryEffects::argMemOnly());
    break;
  case MemInaccessible:
    F.setMemoryEffects(MemoryEffects::inaccessibleMemOnly());
    break;
  case MemInaccessibleOrArg:
    F.setMemoryEffects(MemoryEffects::inaccessibleOrArgMemOnly());
    break;
  }
  for (unsigned I = 0; I != D.NumParams; ++I)
    if (D.param(I).Kind != ValueParam)
      F.addParamAttr(I, Attribute::ImmArg);
}

namespace {

// <N x i32> results become N scalar results (a struct); <N x i32> operands
// become N scalar operands. The new declaration has the same intrinsic ID.
void NVPTXBlackwellIntrinsics::scalarize(CallInst &CI, const IntrinsicDesc &D) {
  Function *F = CI.getCalledFunction();
  FunctionType *FTy = F->getFunctionType();
  // Only <N x i32> is split; packed pairs (<2 x half>) are legal as they are.
  auto IsSplit = [](Type *T) {
    auto *VT = dyn_cast<FixedVectorType>(T);
    return VT && VT->getElementType()->isIntegerTy(32);
  };
  auto *RetVec = IsSplit(FTy->getReturnType())
                     ? cast<FixedVectorType>(FTy->getReturnType())
                     : nullptr;
  bool HasVecParam = any_of(FTy->params(), IsSplit);
  if (!RetVec && !HasVecParam)
    return;

  LLVMContext &Ctx = CI.getContext();
  IRBuilder<> B(&CI);
  SmallVector<Type *, 16> Params;
  SmallVector<Value *, 16> Args;
  SmallVector<unsigned, 4> ImmArgs;
  for (unsigned I = 0; I != FTy->getNumParams(); ++I) {
    Value *A = CI.getArgOperand(I);
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
  }
  CI.eraseFromParent();
}

// The CTA group a call works on: the .cg1/.cg2 of its name, or its
// cta_group immediate (tcgen05.mma); 0 if it has none.
static unsigned ctaGroupOf(const CallInst &CI, const IntrinsicDesc &D) {
  StringRef Name = CI.getCalledFunction()->getName();
  Name.consume_back(ScalarizedSuffix);
  if (Name.ends_with(".cg1"))
    return 1;
  if (Name.ends_with(".cg2"))
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
    setUpstreamAttributes(F, *D);
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledFunction() != &F) {
        if (auto *I = dyn_cast<Instruction>(U))
          error(*I, "intrinsic '" + F.getName() + "' may only be called");
        continue;
      }
      if (!checkCall(*CI, *D)) {
        if (!CI->getType()->isVoidTy())
          CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
        CI->eraseFromParent();
        continue;
      }
      scalarize(*CI, *D);
    }
  }
  checkCTAGroups(M);
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
// convergent MMA across control flow or drop a fence; upstream's intrinsics
// carry them from their definition. Errors wait for the codegen pass, which
// knows the subtarget.
PreservedAnalyses NVPTXBlackwellAttributesPass::run(Module &M,
                                                    ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    const IntrinsicDesc *D = blackwellDeclaration(F);
    if (!D || !hasUpstreamSignature(F, *D))
      continue;
    AttributeList Before = F.getAttributes();
    setUpstreamAttributes(F, *D);
    Changed |= F.getAttributes() != Before;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
