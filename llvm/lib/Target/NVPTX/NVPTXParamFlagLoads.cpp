//===- NVPTXParamFlagLoads.cpp - A kernel's flag bytes in one ld.param ----===//
//
// nvptx-blackwell. The last IR pass before instruction selection: where a
// block reads two or more bytes (or 16-bit halves) of the same aligned 32-bit
// word of a byval kernel parameter, as scalar loads or as the elements of a
// vector load the load/store vectorizer formed, and only tests them (a bool's
// `trunc` to i1, `icmp eq/ne` against a constant), it loads the word once and
// tests each field with a mask: `and.b32 %w, 0xff00; setp.ne.b32`. A logical
// or of two such "is not zero" tests of one word (an and of two "is zero"
// tests) becomes one test of both masks.
//
// Why: a kernel's parameters live in constant bank 0. ptxas 13.0 loads a
// 32-bit word of it once (LDC/LDCU) and tests each masked field with one
// LOP3 (ULOP3) that sets a predicate, where each 8-bit field costs a load of
// its own (LDC.U8/LDCU.U8, one per byte of an ld.param.v2.u8 too) before its
// compare. pool2d's kernels take a struct whose four bools share the last
// word (examples/pool2d/pool2d_geometry.h): pool2d_avg_backward_f32 tests one
// flag alone and two more or'ed, 654 -> 649 SASS instructions on sm_100a
// and sm_120a with ptxas 13.0 (docs/blackwell-codegen.md). LLVM 22 loads the
// same word as <4 x i8> and extracts each byte with prmt before testing bit
// 0, two instructions more than the masks in that kernel.
//
// The masks cover the whole field, never one bit: a one-bit mask is what
// SelectionDAG turns back into a shift, an and with 1 and a compare with 1
// (TargetLowering::SimplifySetCC), which ptxas does not fold into the
// operand. A bool's trunc tests its whole byte only where the byte is known
// to be 0 or 1: its load's !range or the trunc's nuw (clang gives both).
//
// After CodeGenPrepare, which sinks a compare into each block that uses it:
// the tests stay where the truncs were, one predicate each, instead of an
// and's result live across the loops and a setp in every block that reads it
// (in pool2d_avg_backward_f32 the setp of each polarity, and one more
// register, which cost what the merged load saved).
//
// Only within the bounds the PTX declares: the word must lie inside the
// parameter (.b8 name[size], the type's alloc size) and be 4-byte aligned by
// its declared .align, both computed as NVPTXAsmPrinter declares a kernel's
// byval parameter. A lone field is left alone: SelectionDAG narrows a word
// with one masked use back to that field's load, which costs the same.
// Kernels only: a device function's byval parameter is not in constant bank
// 0, and device functions are inlined into their kernels before this runs.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXBlackwellCodegen.h"
#include "NVPTXISelLowering.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXUtilities.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;

static cl::opt<bool> MergeParamFlagLoads(
    "nvptx-merge-param-flag-loads", cl::init(true), cl::Hidden,
    cl::desc("NVPTX: test a kernel parameter's flag bytes that share a "
             "32-bit word through one ld.param of the word"));

namespace {

constexpr unsigned WordBytes = 4;
constexpr unsigned WordBits = WordBytes * 8;

// One field of a parameter word that the code reads: a scalar load, or an
// extractelement of a vector load.
struct Field {
  Instruction *Value;
  LoadInst *Load;
  unsigned Shift;     // the field's lowest bit within its word
  unsigned LoadShift; // the load's lowest bit within the word
};

class NVPTXParamFlagLoads : public FunctionPass {
  const NVPTXTargetMachine *TM;

public:
  static char ID;
  explicit NVPTXParamFlagLoads(const NVPTXTargetMachine *TM)
      : FunctionPass(ID), TM(TM) {}

  StringRef getPassName() const override {
    return "NVPTX: a kernel parameter's flag bytes in one ld.param";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }
  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXParamFlagLoads::ID = 0;

// Whether the 32-bit word at WordOffset of the byval kernel parameter Arg
// lies within the parameter as the PTX declares it, aligned for ld.param.b32:
// NVPTXAsmPrinter::emitFunctionParamList gives a kernel's byval parameter the
// type's alloc size and the alignment of its "align" annotation, or else the
// larger of the type's and the parameter attribute's.
static bool wordIsInsideParam(const Argument &Arg, uint64_t WordOffset,
                              const NVPTXTargetLowering &TLI,
                              const DataLayout &DL) {
  const Function &F = *Arg.getParent();
  Type *Ty = Arg.getParamByValType();
  if (!Ty || !Ty->isSized())
    return false;
  Align Declared;
  if (MaybeAlign Annotated =
          getAlign(F, Arg.getArgNo() + AttributeList::FirstArgIndex))
    Declared = *Annotated;
  else
    Declared = std::max(TLI.getFunctionParamOptimizedAlign(&F, Ty, DL),
                        Arg.getParamAlign().valueOrOne());
  uint64_t Size = DL.getTypeAllocSize(Ty).getFixedValue();
  return Declared >= Align(WordBytes) && WordOffset % WordBytes == 0 &&
         WordOffset + WordBytes <= Size;
}

// Whether the value a scalar load L reads is known to be 0 or 1.
static bool loadsBool(const LoadInst &L) {
  const MDNode *Range = L.getMetadata(LLVMContext::MD_range);
  return Range && getConstantRangeFromMetadata(*Range).getUnsignedMax().ule(1);
}

// Whether every use of the field V tests its whole value: a trunc to i1 of a
// value known to be 0 or 1 (KnownBool, or the trunc's nuw), or an equality
// compare with a constant.
static bool isOnlyTested(const Value &V, bool KnownBool) {
  if (V.use_empty())
    return false;
  for (const User *U : V.users()) {
    if (const auto *T = dyn_cast<TruncInst>(U)) {
      if (!T->getType()->isIntegerTy(1) ||
          !(KnownBool || T->hasNoUnsignedWrap()))
        return false;
      continue;
    }
    const auto *Cmp = dyn_cast<ICmpInst>(U);
    if (!Cmp || !Cmp->isEquality() ||
        !isa<ConstantInt>(Cmp->getOperand(0) == &V ? Cmp->getOperand(1)
                                                   : Cmp->getOperand(0)))
      return false;
  }
  return true;
}

// The fields of the load L, FieldOffset bytes into its parameter, if L lies
// within one word and every field it reads is only tested; else none.
static bool collectFields(LoadInst &L, uint64_t FieldOffset,
                          SmallVectorImpl<Field> &Fields) {
  Type *Ty = L.getType();
  auto *VecTy = dyn_cast<FixedVectorType>(Ty);
  auto *EltTy = dyn_cast<IntegerType>(VecTy ? VecTy->getElementType() : Ty);
  if (!EltTy || (EltTy->getBitWidth() != 8 && EltTy->getBitWidth() != 16))
    return false;
  unsigned EltBytes = EltTy->getBitWidth() / 8;
  unsigned Elts = VecTy ? VecTy->getNumElements() : 1;
  uint64_t WordOffset = alignDown(FieldOffset, WordBytes);
  if (FieldOffset + Elts * EltBytes > WordOffset + WordBytes)
    return false;
  unsigned Shift = unsigned(FieldOffset - WordOffset) * 8;
  if (!VecTy) {
    if (!isOnlyTested(L, loadsBool(L)))
      return false;
    Fields.push_back({&L, &L, Shift, Shift});
    return true;
  }
  // A vector load the vectorizer formed from scalar ones: its elements,
  // each taken out once by an extractelement.
  size_t Before = Fields.size();
  for (User *U : L.users()) {
    auto *Extract = dyn_cast<ExtractElementInst>(U);
    auto *Index =
        Extract ? dyn_cast<ConstantInt>(Extract->getIndexOperand()) : nullptr;
    if (!Index || Index->getZExtValue() >= Elts ||
        !isOnlyTested(*Extract, /*KnownBool=*/false)) {
      Fields.truncate(Before);
      return false;
    }
    Fields.push_back({Extract, &L,
                      Shift + unsigned(Index->getZExtValue()) * EltBytes * 8,
                      Shift});
  }
  return true;
}

// The test of Word under Mask that replaces one use of a field:
// `icmp Pred (and Word, Mask), Constant`.
static Instruction *maskedTest(IRBuilder<> &B, Value *Word, const APInt &Mask,
                               CmpInst::Predicate Pred, const APInt &Constant) {
  Value *Masked = B.CreateAnd(Word, B.getInt(Mask));
  return cast<Instruction>(B.CreateICmp(Pred, Masked, B.getInt(Constant)));
}

// Replaces every use of the field F with a masked test of Word.
static void rewriteFieldTests(const Field &F, Value *Word,
                              SmallVectorImpl<Instruction *> &Tests) {
  unsigned Bits = F.Value->getType()->getIntegerBitWidth();
  APInt Mask = APInt::getBitsSet(WordBits, F.Shift, F.Shift + Bits);
  for (User *U : make_early_inc_range(F.Value->users())) {
    auto *UI = cast<Instruction>(U);
    IRBuilder<> B(UI);
    Instruction *Test;
    if (isa<TruncInst>(UI)) {
      // A bool: its byte is 0 or 1, so bit 0 is set exactly when the whole
      // byte is not zero.
      Test = maskedTest(B, Word, Mask, CmpInst::ICMP_NE, APInt(WordBits, 0));
    } else {
      auto *Cmp = cast<ICmpInst>(UI);
      bool FieldIsLHS = Cmp->getOperand(0) == F.Value;
      const APInt &C =
          cast<ConstantInt>(Cmp->getOperand(FieldIsLHS ? 1 : 0))->getValue();
      Test = maskedTest(B, Word, Mask, Cmp->getPredicate(),
                        C.zext(WordBits).shl(F.Shift));
    }
    Test->takeName(UI);
    UI->replaceAllUsesWith(Test);
    UI->eraseFromParent();
    Tests.push_back(Test);
  }
}

// Matches `icmp Pred (and Word, Mask), 0`.
static bool matchZeroTest(Value *V, Value *Word, ICmpInst::Predicate Pred,
                          const APInt *&Mask) {
  ICmpInst::Predicate P;
  return match(V,
               m_ICmp(P, m_And(m_Specific(Word), m_APInt(Mask)), m_Zero())) &&
         P == Pred;
}

// `(W & A) != 0 || (W & B) != 0` is `(W & (A | B)) != 0`, and
// `(W & A) == 0 && (W & B) == 0` is `(W & (A | B)) == 0`: one test where
// two tests and a predicate operation were. The select forms of || and && are
// folded too: none of these tests is poison, so the select's guard on its
// second operand changes nothing.
static void mergeTestsOfOneWord(Value *Word, ArrayRef<Instruction *> Tests) {
  SmallVector<Instruction *, 8> Worklist(Tests.begin(), Tests.end());
  SmallVector<WeakTrackingVH, 8> Replaced;
  while (!Worklist.empty()) {
    Instruction *Test = Worklist.pop_back_val();
    for (User *U : make_early_inc_range(Test->users())) {
      auto *Logic = dyn_cast<Instruction>(U);
      Value *X, *Y;
      ICmpInst::Predicate Pred;
      if (!Logic)
        continue;
      if (match(Logic, m_LogicalOr(m_Value(X), m_Value(Y))))
        Pred = ICmpInst::ICMP_NE;
      else if (match(Logic, m_LogicalAnd(m_Value(X), m_Value(Y))))
        Pred = ICmpInst::ICMP_EQ;
      else
        continue;
      const APInt *MaskX, *MaskY;
      if (X == Y || !matchZeroTest(X, Word, Pred, MaskX) ||
          !matchZeroTest(Y, Word, Pred, MaskY))
        continue;
      IRBuilder<> B(Logic);
      Instruction *Merged =
          maskedTest(B, Word, *MaskX | *MaskY, Pred, APInt(WordBits, 0));
      Merged->takeName(Logic);
      Logic->replaceAllUsesWith(Merged);
      Logic->eraseFromParent();
      Replaced.push_back(X);
      Replaced.push_back(Y);
      Worklist.push_back(Merged);
    }
  }
  // The tests merged into others, with their ands, once nothing reads them.
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Replaced);
}

bool NVPTXParamFlagLoads::runOnFunction(Function &F) {
  if (!MergeParamFlagLoads || skipFunction(F) || !isKernelFunction(F))
    return false;
  const DataLayout &DL = F.getDataLayout();
  const NVPTXTargetLowering &TLI =
      *TM->getSubtargetImpl(F)->getTargetLowering();

  bool Changed = false;
  for (BasicBlock &BB : F) {
    // The tested fields this block loads, by parameter and word, in the
    // order of their loads.
    MapVector<std::pair<Argument *, uint64_t>, SmallVector<Field, 4>> Words;
    for (Instruction &I : BB) {
      auto *L = dyn_cast<LoadInst>(&I);
      if (!L || !L->isSimple() ||
          L->getPointerAddressSpace() != ADDRESS_SPACE_PARAM)
        continue;
      // Through GEPs and the parameter's addrspacecast to the param space.
      Value *Ptr = L->getPointerOperand();
      APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
      auto *Arg = dyn_cast<Argument>(Ptr->stripAndAccumulateConstantOffsets(
          DL, Offset, /*AllowNonInbounds=*/true));
      if (!Arg || !Arg->hasByValAttr() || Offset.isNegative())
        continue;
      uint64_t FieldOffset = Offset.getZExtValue();
      uint64_t WordOffset = alignDown(FieldOffset, WordBytes);
      if (!wordIsInsideParam(*Arg, WordOffset, TLI, DL))
        continue;
      SmallVector<Field, 4> &Fields = Words[{Arg, WordOffset}];
      collectFields(*L, FieldOffset, Fields);
    }

    for (auto &[Key, Fields] : Words) {
      if (Fields.size() < 2)
        continue;
      // The word's address from the first load's, in the param space.
      const Field &First = Fields.front();
      IRBuilder<> B(First.Load);
      Value *WordPtr = First.Load->getPointerOperand();
      if (First.LoadShift)
        WordPtr = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), WordPtr,
                                               -int64_t(First.LoadShift / 8));
      LoadInst *Word = B.CreateAlignedLoad(B.getInt32Ty(), WordPtr,
                                           Align(WordBytes), "param.word");
      SmallVector<Instruction *, 8> Tests;
      SmallVector<WeakTrackingVH, 8> Dead;
      for (const Field &Fd : Fields) {
        rewriteFieldTests(Fd, Word, Tests);
        Dead.push_back(Fd.Value);
        Dead.push_back(Fd.Load);
      }
      mergeTestsOfOneWord(Word, Tests);
      // The fields, their loads and the loads' addresses.
      RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
      Changed = true;
    }
  }
  return Changed;
}

FunctionPass *
llvm::nvptxbw::createParamFlagLoadsPass(const NVPTXTargetMachine &TM) {
  return new NVPTXParamFlagLoads(&TM);
}
