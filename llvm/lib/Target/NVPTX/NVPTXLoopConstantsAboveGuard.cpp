//===- NVPTXLoopConstantsAboveGuard.cpp - A loop's start values before its guard -===//
//
// Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// After register coalescing: a loop whose preheader is entered only through
// the conditional branch that guards the loop (the loop is skipped when its
// trip count is zero) gets the constant moves of its preheader, and the
// copies of their registers, moved to just before that branch.
//
// Why: a loop's accumulators start at constants (sums at zero), and PHI
// elimination puts those moves into the preheader, behind the guard, while
// the guard's block usually sets the same constants for the path that skips
// the loop (the result when the loop never runs). ptxas 13.0 assigns
// registers and schedules better when the loop's start values are set
// before the branch: in the SASS benchmark (utils/bench/sass-vs-clang22-nvcc.py)
// sgemm_4x4_global, whose 16 accumulators start at zero, goes from 80 to 72
// instructions on sm_100a and from 86 to 78 on sm_120a, reduce_sum4 from 47
// to 46 on sm_120a (clang 22: 46), and the dot products, reductions,
// softmax_row, layernorm_row and gemv_warp lose 1 or 2 each, on both arches,
// with no kernel worse and no register more (docs/blackwell-codegen.md).
//
// The moved instructions read no register (a mov of an immediate or of a
// symbol's address) or only one that a moved mov has just set (a COPY of
// it), so they compute the same values before the branch. They stay where
// they were unless moving them changes nothing else: the register they set
// is not live into the other successor of the guard (so the path that skips
// the loop never sees it), is neither read nor written in the preheader
// before them, and the guard's branch does not read it.
//
//===----------------------------------------------------------------------===//

#include "NVPTX.h"
#include "NVPTXBlackwellCodegen.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"
#include <optional>

using namespace llvm;

static cl::opt<bool> LoopConstantsAboveGuard(
    "nvptx-loop-constants-above-guard", cl::init(true), cl::Hidden,
    cl::desc("NVPTX: set a guarded loop's constant start values before the "
             "guard's branch instead of in the loop's preheader"));

namespace {

// A mov of an immediate (a number, or a symbol's address) into a virtual
// register.
bool isConstantMove(const MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case NVPTX::IMOV1ri:
  case NVPTX::IMOV16ri:
  case NVPTX::IMOV32ri:
  case NVPTX::IMOV64ri:
  case NVPTX::IMOVB16ri:
  case NVPTX::IMOVB32ri:
  case NVPTX::IMOVB64ri:
  case NVPTX::FMOV32ri:
  case NVPTX::FMOV64ri:
    return MI.getOperand(0).getReg().isVirtual();
  default:
    return false;
  }
}

// A COPY of a whole virtual register into another one.
bool isVirtualFullCopy(const MachineInstr &MI) {
  return MI.isFullCopy() && MI.getOperand(0).getReg().isVirtual();
}

// Whether some path from the start of MBB reads Reg before writing it.
bool isLiveInto(const MachineBasicBlock &MBB, Register Reg) {
  SmallVector<const MachineBasicBlock *, 8> Worklist{&MBB};
  SmallPtrSet<const MachineBasicBlock *, 8> Visited{&MBB};
  while (!Worklist.empty()) {
    const MachineBasicBlock *B = Worklist.pop_back_val();
    bool Written = false;
    for (const MachineInstr &MI : *B) {
      // As without debug information.
      if (MI.isDebugInstr())
        continue;
      if (any_of(MI.operands(),
                 [](const MachineOperand &MO) { return MO.isRegMask(); }))
        return true; // A call: assume the worst.
      auto [Reads, Writes] = MI.readsWritesVirtualRegister(Reg);
      if (Reads)
        return true;
      if (Writes) {
        Written = true;
        break;
      }
    }
    if (Written)
      continue;
    for (const MachineBasicBlock *Succ : B->successors())
      if (Visited.insert(Succ).second)
        Worklist.push_back(Succ);
  }
  return false;
}

class NVPTXLoopConstantsAboveGuard : public MachineFunctionPass {
public:
  static char ID;
  NVPTXLoopConstantsAboveGuard() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "NVPTX: a guarded loop's constant start values before its guard";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool moveAboveGuard(MachineBasicBlock &Preheader, MachineBasicBlock &Guard,
                      MachineBasicBlock &Skip);
};

} // namespace

char NVPTXLoopConstantsAboveGuard::ID = 0;

// The constant a constant move sets.
struct ConstantValue {
  unsigned Opcode;
  const MachineOperand *Value;
  bool operator==(const ConstantValue &O) const {
    return Opcode == O.Opcode && Value->isIdenticalTo(*O.Value);
  }
};

bool NVPTXLoopConstantsAboveGuard::moveAboveGuard(MachineBasicBlock &Preheader,
                                                  MachineBasicBlock &Guard,
                                                  MachineBasicBlock &Skip) {
  MachineBasicBlock::iterator InsertAt = Guard.getFirstTerminator();
  // The registers that hold a constant at the guard's branch: on the path
  // that skips the loop, setting one of them to that same constant again
  // changes nothing, live or not. (The guard's block often sets the loop's
  // result to the start value for that path, in the register the loop's
  // accumulator got.)
  DenseMap<Register, ConstantValue> AtBranch;
  for (MachineInstr &MI : make_range(Guard.begin(), InsertAt)) {
    if (MI.isDebugInstr())
      continue;
    if (isConstantMove(MI)) {
      AtBranch.insert_or_assign(MI.getOperand(0).getReg(),
                                ConstantValue{MI.getOpcode(), &MI.getOperand(1)});
      continue;
    }
    if (isVirtualFullCopy(MI)) {
      auto Src = AtBranch.find(MI.getOperand(1).getReg());
      if (Src != AtBranch.end()) {
        ConstantValue V = Src->second;
        AtBranch.insert_or_assign(MI.getOperand(0).getReg(), V);
        continue;
      }
    }
    for (const MachineOperand &MO : MI.operands()) {
      if (MO.isRegMask())
        AtBranch.clear();
      else if (MO.isReg() && MO.isDef())
        AtBranch.erase(MO.getReg());
    }
  }

  // Registers that the preheader reads or writes before the instruction
  // being looked at and that stay there, and the constants that moved
  // instructions set (a COPY of one computes the same value before the
  // guard, unless the register was written again in between).
  DenseSet<Register> Touched;
  DenseMap<Register, ConstantValue> Moved;
  SmallVector<MachineInstr *, 16> ToMove;
  for (MachineInstr &MI : Preheader) {
    if (MI.isTerminator())
      break;
    // A DBG_VALUE moves nothing and blocks nothing: code is the same with
    // and without debug information.
    if (MI.isDebugInstr())
      continue;
    std::optional<ConstantValue> Sets;
    if (isConstantMove(MI)) {
      Sets = ConstantValue{MI.getOpcode(), &MI.getOperand(1)};
    } else if (isVirtualFullCopy(MI) &&
               MI.getOperand(0).getReg() != MI.getOperand(1).getReg()) {
      auto Src = Moved.find(MI.getOperand(1).getReg());
      if (Src != Moved.end())
        Sets = Src->second;
    }
    if (Sets) {
      Register Dst = MI.getOperand(0).getReg();
      auto Held = AtBranch.find(Dst);
      bool SameOnSkipPath = Held != AtBranch.end() && Held->second == *Sets;
      if (!Touched.contains(Dst) &&
          (SameOnSkipPath || !isLiveInto(Skip, Dst)) &&
          none_of(Guard.terminators(), [&](const MachineInstr &T) {
            auto [Reads, Writes] = T.readsWritesVirtualRegister(Dst);
            return Reads || Writes;
          })) {
        ToMove.push_back(&MI);
        Moved.insert_or_assign(Dst, *Sets);
        // What the skip path sees of Dst is unchanged, or not read.
        if (!SameOnSkipPath)
          AtBranch.erase(Dst);
        continue;
      }
    }
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg()) {
        Touched.insert(MO.getReg());
        if (MO.isDef())
          Moved.erase(MO.getReg());
      }
  }
  for (MachineInstr *MI : ToMove) {
    // Its operands' kill flags were about the preheader.
    for (MachineOperand &MO : MI->uses())
      if (MO.isReg())
        MO.setIsKill(false);
    Guard.splice(InsertAt, &Preheader, MI->getIterator());
  }
  return !ToMove.empty();
}

bool NVPTXLoopConstantsAboveGuard::runOnMachineFunction(MachineFunction &MF) {
  if (!LoopConstantsAboveGuard || skipFunction(MF.getFunction()))
    return false;
  const MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  bool Changed = false;
  for (MachineLoop *L : MLI.getLoopsInPreorder()) {
    MachineBasicBlock *Preheader = L->getLoopPreheader();
    if (!Preheader || Preheader->pred_size() != 1)
      continue;
    MachineBasicBlock *Guard = *Preheader->pred_begin();
    if (Guard->succ_size() != 2 || MLI.getLoopFor(Guard) == L)
      continue;
    // The guard's block ends in a conditional branch: to the preheader, or
    // to the other successor, which skips the loop.
    MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
    SmallVector<MachineOperand, 2> Cond;
    if (TII.analyzeBranch(*Guard, TBB, FBB, Cond) || Cond.empty())
      continue;
    MachineBasicBlock *Skip = *Guard->succ_begin() == Preheader
                                  ? *std::next(Guard->succ_begin())
                                  : *Guard->succ_begin();
    if (Skip == Preheader)
      continue;
    Changed |= moveAboveGuard(*Preheader, *Guard, *Skip);
  }
  return Changed;
}

MachineFunctionPass *llvm::nvptxbw::createLoopConstantsAboveGuardPass() {
  return new NVPTXLoopConstantsAboveGuard();
}
