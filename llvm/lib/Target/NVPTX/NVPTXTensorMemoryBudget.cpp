//===- NVPTXTensorMemoryBudget.cpp - tcgen05.alloc column checks ----------===//
//
// nvptx-blackwell. Two checks on tensor memory allocation, run by the
// Blackwell intrinsic check pass (NVPTXBlackwellIntrinsicCheck.cpp):
//
//  - a constant column count of tcgen05.alloc must be a power of two from 32
//    to 512 (PTX ISA, "Tensor Memory Allocation and Management Instructions":
//    tcgen05.alloc's nCols "must be a power of 2" in [32, 512]); anything
//    else is an error naming the call, since ptxas rejects it; a constant
//    count of tcgen05.dealloc must be a multiple of 32, the one rule ptxas
//    13.0 enforces there;
//
//  - a kernel whose constant allocations can be held at the same time above
//    the 512 columns of an SM's tensor memory (PTX ISA, "Tensor Memory": 128
//    lanes by 512 columns) gets a warning with the sum. tcgen05.alloc waits
//    until the columns it asks for are free, so a CTA that asks for more
//    than the SM has while still holding its own earlier columns never
//    finishes. A warning, not an error: the columns a dealloc frees are known
//    by count only (its address is a run-time value), so the analysis cannot
//    prove the kernel wrong.
//
// "Can be held at the same time" is an upper bound, computed per function
// as a forward dataflow over the CFG: the state is the number of columns
// allocated and not yet deallocated since the function's entry, joined by
// maximum; a constant tcgen05.alloc adds its count, a constant
// tcgen05.dealloc subtracts its count (never below zero), a call of a
// function defined in the module adds that function's own peak (for the
// peak) and its columns still held at return (for what follows). Every
// transfer is monotone, so the maximum over paths bounds every path.
// Functions are summarised callees first. A column count that is not a
// constant, an indirect call or a call of a function outside the module
// contributes nothing (nothing is known about it); a call inside a
// recursive cycle contributes nothing either (tcgen05.alloc is a
// warp-collective .sync.aligned instruction; recursion around it is not a
// pattern device code uses). An allocation repeated by a loop without its
// dealloc grows the count until it passes the cap, and the warning then
// says the count has no bound.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXUtilities.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/IR/CFG.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace llvm::nvptxbw;

namespace {

// Columns in the tensor memory of one SM.
constexpr uint64_t TensorMemoryColumns = 512;
// Counts are saturated here, so that a loop that allocates without
// deallocating reaches a fixed point; at the cap the count has no bound.
constexpr uint64_t UnboundedColumns = uint64_t(1) << 16;

uint64_t saturatingAdd(uint64_t A, uint64_t B) {
  return std::min(A + B, UnboundedColumns);
}

StringRef publicName(const Function &F) {
  StringRef Name = F.getName();
  Name.consume_back(ScalarizedSuffix);
  return Name;
}

bool isAlloc(const Function &F) {
  return publicName(F).starts_with("llvm.nvvm.tcgen05.alloc.");
}
bool isDealloc(const Function &F) {
  return publicName(F).starts_with("llvm.nvvm.tcgen05.dealloc.");
}

// The constant column count of an alloc or dealloc call (operand 2), or 0.
uint64_t constantColumns(const CallInst &CI) {
  if (auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(1)))
    return C->getZExtValue();
  return 0;
}

struct Summary {
  uint64_t Peak = 0;   // most columns held at once inside, relative to entry
  uint64_t AtExit = 0; // most columns still held when it returns
};

class BudgetAnalysis {
  DenseMap<const Function *, Summary> Summaries;

public:
  void summarise(Function &F, const SmallPtrSetImpl<Function *> &SameCycle);
  const Summary *lookup(const Function *F) const {
    auto It = Summaries.find(F);
    return It == Summaries.end() ? nullptr : &It->second;
  }
};

void BudgetAnalysis::summarise(Function &F,
                               const SmallPtrSetImpl<Function *> &SameCycle) {
  Summary S;
  // Columns held on entry to each reached block (joined by maximum).
  DenseMap<const BasicBlock *, uint64_t> In;
  SmallVector<const BasicBlock *, 16> Worklist;
  In[&F.getEntryBlock()] = 0;
  Worklist.push_back(&F.getEntryBlock());
  while (!Worklist.empty()) {
    const BasicBlock *BB = Worklist.pop_back_val();
    uint64_t Held = In[BB];
    for (const Instruction &I : *BB) {
      auto *CI = dyn_cast<CallInst>(&I);
      const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
      if (!Callee)
        continue;
      if (isAlloc(*Callee)) {
        Held = saturatingAdd(Held, constantColumns(*CI));
        S.Peak = std::max(S.Peak, Held);
      } else if (isDealloc(*Callee)) {
        uint64_t Freed = constantColumns(*CI);
        Held = Held >= UnboundedColumns ? Held : Held - std::min(Held, Freed);
      } else if (!SameCycle.count(const_cast<Function *>(Callee))) {
        if (const Summary *CS = lookup(Callee)) {
          S.Peak = std::max(S.Peak, saturatingAdd(Held, CS->Peak));
          Held = saturatingAdd(Held, CS->AtExit);
        }
      }
    }
    if (isa<ReturnInst>(BB->getTerminator()))
      S.AtExit = std::max(S.AtExit, Held);
    for (const BasicBlock *Succ : successors(BB)) {
      auto [It, New] = In.try_emplace(Succ, Held);
      if (New || Held > It->second) {
        It->second = std::max(It->second, Held);
        Worklist.push_back(Succ);
      }
    }
  }
  Summaries[&F] = S;
}

// The constant allocations a kernel reaches, in call-graph order: "512 in
// 'k', 256 in 'helper'".
std::string describeAllocations(Function &Kernel) {
  SmallVector<Function *, 8> Order{&Kernel};
  SmallPtrSet<Function *, 8> Seen{&Kernel};
  std::string Out;
  for (unsigned N = 0; N != Order.size(); ++N) {
    for (Instruction &I : instructions(*Order[N])) {
      auto *CI = dyn_cast<CallInst>(&I);
      Function *Callee = CI ? CI->getCalledFunction() : nullptr;
      if (!Callee)
        continue;
      if (isAlloc(*Callee)) {
        if (uint64_t C = constantColumns(*CI))
          Out += (Out.empty() ? "" : ", ") + utostr(C) + " in '" +
                 demangle(Order[N]->getName()) + "'";
      } else if (!Callee->isDeclaration() && Seen.insert(Callee).second) {
        Order.push_back(Callee);
      }
    }
  }
  return Out;
}

} // namespace

bool llvm::nvptxbw::checkTensorMemoryColumns(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee || !(isAlloc(*Callee) || isDealloc(*Callee)))
    return true;
  auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(1));
  if (!C)
    return true; // a run-time count: nvptxbw/tcgen05.h checks its own
  uint64_t N = C->getZExtValue();
  if (isDealloc(*Callee)) {
    // ptxas 13.0 takes any multiple of 32 here (0 and counts above 512
    // included) and refuses the rest ("expected to be multiple of 32").
    if (N % 32 == 0)
      return true;
    diagnoseAt(CI, "'" + publicName(*Callee) + "' frees " +
                       Twine(C->getSExtValue()) +
                       " columns of tensor memory; tcgen05.dealloc takes a "
                       "multiple of 32");
    return false;
  }
  if (N >= 32 && N <= TensorMemoryColumns && isPowerOf2_64(N))
    return true;
  diagnoseAt(CI, "'" + publicName(*Callee) + "' allocates " +
                     Twine(C->getSExtValue()) +
                     " columns of tensor memory; tcgen05.alloc takes a power "
                     "of two from 32 to 512");
  return false;
}

void llvm::nvptxbw::warnTensorMemoryBudget(Module &M) {
  bool AnyAlloc = any_of(M, [](const Function &F) {
    return F.isDeclaration() && isAlloc(F) && !F.use_empty();
  });
  if (!AnyAlloc)
    return;
  CallGraph CG(M);
  BudgetAnalysis Budget;
  // Bottom-up: every callee outside a function's own cycle is summarised
  // before the function.
  for (scc_iterator<CallGraph *> SCC = scc_begin(&CG); !SCC.isAtEnd(); ++SCC) {
    SmallPtrSet<Function *, 4> SameCycle;
    for (CallGraphNode *Node : *SCC)
      if (Function *F = Node->getFunction())
        SameCycle.insert(F);
    for (Function *F : SameCycle)
      if (!F->isDeclaration())
        Budget.summarise(*F, SameCycle);
  }
  for (Function &F : M) {
    if (F.isDeclaration() || !isKernelFunction(F))
      continue;
    const Summary *S = Budget.lookup(&F);
    if (!S || S->Peak <= TensorMemoryColumns)
      continue;
    std::string Held =
        S->Peak >= UnboundedColumns
            ? std::string("an unbounded number of columns of tensor memory "
                          "(an allocation repeats before its dealloc)")
            : utostr(S->Peak) + " columns of tensor memory";
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F,
        "kernel '" + demangle(F.getName()) + "' can hold " + Held +
            " at once, more than the 512 of an SM; tcgen05.alloc waits "
            "until its columns are free (tcgen05.alloc: " +
            describeAllocations(F) + ")",
        DiagnosticLocation(F.getSubprogram()), DS_Warning));
  }
}
