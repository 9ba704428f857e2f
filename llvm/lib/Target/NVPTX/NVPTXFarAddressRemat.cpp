//===- NVPTXFarAddressRemat.cpp - Recompute addresses next to far uses ----===//
//
// nvptx-blackwell. A machine pass after the SSA optimizations (MachineCSE,
// MachineSink), before PHI elimination: where a cheap address computation
// (mov of a symbol's address, mul.wide/shl/add/or by a constant, add of two
// registers, cvt of a 32-bit index to 64 bits) is used in another block past
// a convergent instruction (a barrier, a warp sync, a shuffle or vote, inline
// asm), that use gets a copy of the computation in its own block, built
// from the computation's leaves: the registers it starts from. A PHI whose
// incoming values are all the same such computation (what GVN's PRE leaves
// after the two paths of a branch) counts as that computation.
//
// Why: after full unrolling, GVN and MachineCSE find that the phases of a
// block-wide algorithm compute the same addresses, and keep the first
// phase's to the last. CUB's onesweep radix sort (sm_90a, SortPairs<u32,
// u32>) counts each key's digit in a warp histogram, ranks the keys,
// scatters them to shared memory by rank and to global memory by tile
// index, then loads its values and scatters them the same way: the 64-bit
// histogram addresses, shared-memory addresses and tile offsets of the
// first phases stay live through the last, where the source keeps 32-bit
// digits and ranks and recomputes threadIdx.x + u * 384. ptxas 13.0 does
// not rematerialize them: 114 registers (nvcc 80), one block of 384 threads
// per SM instead of two, and the sort 1.46x slower than nvcc's on an H200
// (utils/bench/gpu-kernel-times.py). LLVM 22 keeps the same live ranges
// (119 registers). It has to be done here, not in IR: MachineCSE merges an
// IR copy back into the computation it repeats.
//
// Only in a function whose estimated register pressure (the most 32-bit
// registers' worth of values live at one point of the layout) reaches
// -nvptx-remat-far-addresses-min-pressure, 128 by default: below it a copy is
// instructions more for a register ptxas does not need. The onesweep kernel
// estimates above 128; the SASS benchmark's kernels (a softmax row's offset
// recomputed after each warp reduction: 2 to 3 instructions more) below 32.
// The SASS corpus of real kernels (utils/bench/sass-corpus.py) set the
// default: at 64 the pass also reached CUB's histogram sweeps (sm_120a: 531
// -> 606 instructions and 60 -> 64 registers), the keys-only onesweep (1963
// -> 1999, one register more) and CUTLASS 70's and 79a's GEMMs (+27 and +95
// instructions, no register fewer); at 128 it reaches none of them and still
// takes the pairs onesweep from 114 to 80 registers.
//
// Where it does not go: into a loop that the computation is outside of
// (MachineLICM put it there on purpose), to a use earlier in the layout (a
// loop's back edge), or where the leaves that are not live at the use
// anyway are as wide as the result (no register saved). A use past no
// convergent instruction is left alone. One copy per computation and block,
// before the block's first far use.
//
//===----------------------------------------------------------------------===//

#include "NVPTX.h"
#include "NVPTXBlackwellCodegen.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> RematFarAddresses(
    "nvptx-remat-far-addresses", cl::init(true), cl::Hidden,
    cl::desc("NVPTX: recompute a cheap address next to its uses past a "
             "barrier or other convergent instruction, from its leaves"));

static cl::opt<unsigned> RematMinPressure(
    "nvptx-remat-far-addresses-min-pressure", cl::init(128), cl::Hidden,
    cl::desc("NVPTX: recompute far addresses only in functions where this "
             "many 32-bit registers' worth of values are live at once (an "
             "estimate over the layout)"));

namespace {

// How deep a computation's operand tree may be followed.
constexpr unsigned MaxDepth = 6;

// A place to insert a copy: before Before in Block (Before may be end()),
// and that place's layout position.
struct InsertPoint {
  MachineBasicBlock *Block;
  MachineBasicBlock::iterator Before;
  unsigned Position;
};

class NVPTXFarAddressRemat : public MachineFunctionPass {
public:
  static char ID;
  NVPTXFarAddressRemat() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "NVPTX recompute addresses next to far uses";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  MachineRegisterInfo *MRI = nullptr;
  const TargetRegisterInfo *TRI = nullptr;
  // Layout position of each instruction; how many convergent instructions
  // come before each position; each block's end position.
  DenseMap<const MachineInstr *, unsigned> Position;
  SmallVector<unsigned, 0> ConvergentBefore;
  DenseMap<const MachineBasicBlock *, unsigned> BlockEnd;
  // The layout position of each register's last use.
  DenseMap<Register, unsigned> LastUse;
  // The copy of a register's computation made at an insertion position.
  DenseMap<std::pair<Register, unsigned>, Register> Copies;

  static bool isCheapOpcode(unsigned Opcode);
  bool isCheap(const MachineInstr &MI) const;
  bool sameComputation(Register A, Register B, unsigned Depth) const;
  MachineInstr *representative(Register Reg) const;
  bool collectLeaves(Register Reg, unsigned Depth, SmallSetVector<Register, 4> &Leaves) const;
  unsigned bits(Register Reg) const;
  unsigned lastUse(Register Reg);
  unsigned estimatedPressure(MachineFunction &MF);
  InsertPoint useInsertPoint(MachineOperand &Use);
  Register copyInto(Register Reg, const InsertPoint &At, unsigned Depth);
  void eraseIfDead(Register Reg);
};

} // namespace

char NVPTXFarAddressRemat::ID = 0;

// Address arithmetic that costs one instruction and reads no memory.
bool NVPTXFarAddressRemat::isCheapOpcode(unsigned Opcode) {
  switch (Opcode) {
  case NVPTX::MOV_ADDR:
  case NVPTX::MOV_ADDR64:
  case NVPTX::ADDi32ri:
  case NVPTX::ADDi64ri:
  case NVPTX::ADDi32rr:
  case NVPTX::ADDi64rr:
  case NVPTX::SUBi32ri:
  case NVPTX::SUBi64ri:
  case NVPTX::SHLi32ri:
  case NVPTX::SHLi64ri:
  case NVPTX::ORb32ri:
  case NVPTX::ORb64ri:
  case NVPTX::MULWIDES64Imm:
  case NVPTX::MULWIDES64Imm64:
  case NVPTX::MULWIDEU64Imm:
  case NVPTX::MULWIDEU64Imm64:
  case NVPTX::CVT_u64_u32:
  case NVPTX::CVT_s64_s32:
    return true;
  default:
    return false;
  }
}

bool NVPTXFarAddressRemat::isCheap(const MachineInstr &MI) const {
  if (!isCheapOpcode(MI.getOpcode()) || MI.getNumExplicitDefs() != 1)
    return false;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && !MO.getReg().isVirtual())
      return false;
  return MI.getOperand(0).isReg() && MI.getOperand(0).isDef();
}

// Two registers hold the same computation where they are the same register,
// or are defined by cheap instructions that do the same to registers that
// hold the same computations. The leaves must be the very same registers: a
// copy of the first computation is then valid wherever a PHI of them is.
bool NVPTXFarAddressRemat::sameComputation(Register A, Register B,
                                           unsigned Depth) const {
  if (A == B)
    return true;
  if (!A.isVirtual() || !B.isVirtual() || Depth > MaxDepth)
    return false;
  const MachineInstr *DA = MRI->getVRegDef(A), *DB = MRI->getVRegDef(B);
  if (!DA || !DB || !isCheap(*DA) || DA->getOpcode() != DB->getOpcode() ||
      DA->getNumOperands() != DB->getNumOperands())
    return false;
  for (unsigned I = 1, E = DA->getNumOperands(); I != E; ++I) {
    const MachineOperand &OA = DA->getOperand(I), &OB = DB->getOperand(I);
    if (OA.isReg() != OB.isReg())
      return false;
    if (OA.isReg() ? !sameComputation(OA.getReg(), OB.getReg(), Depth + 1)
                   : !OA.isIdenticalTo(OB))
      return false;
  }
  return true;
}

// The cheap instruction whose computation Reg holds: its definition, or for
// a PHI of the same computation on every edge, the first incoming one's.
MachineInstr *NVPTXFarAddressRemat::representative(Register Reg) const {
  if (!Reg.isVirtual())
    return nullptr;
  MachineInstr *Def = MRI->getVRegDef(Reg);
  if (!Def)
    return nullptr;
  if (!Def->isPHI())
    return isCheap(*Def) ? Def : nullptr;
  if (Def->getNumOperands() < 5) // a def and at least two (value, block) pairs
    return nullptr;
  Register First = Def->getOperand(1).getReg();
  for (unsigned I = 3, E = Def->getNumOperands(); I < E; I += 2)
    if (!sameComputation(First, Def->getOperand(I).getReg(), 0))
      return nullptr;
  MachineInstr *FirstDef = First.isVirtual() ? MRI->getVRegDef(First) : nullptr;
  return FirstDef && isCheap(*FirstDef) ? FirstDef : nullptr;
}

unsigned NVPTXFarAddressRemat::bits(Register Reg) const {
  return TRI->getRegSizeInBits(*MRI->getRegClass(Reg));
}

// The registers a copy of Reg's computation would start from. False where
// the tree is too deep.
bool NVPTXFarAddressRemat::collectLeaves(Register Reg, unsigned Depth,
                                         SmallSetVector<Register, 4> &Leaves) const {
  MachineInstr *Rep = representative(Reg);
  if (!Rep) {
    Leaves.insert(Reg);
    return true;
  }
  if (Depth == MaxDepth)
    return false;
  for (const MachineOperand &MO : Rep->uses())
    if (MO.isReg() && !collectLeaves(MO.getReg(), Depth + 1, Leaves))
      return false;
  return true;
}

// Where a use reads its register: before its instruction, or for a PHI, at
// the end of the incoming block.
InsertPoint NVPTXFarAddressRemat::useInsertPoint(MachineOperand &Use) {
  MachineInstr *User = Use.getParent();
  if (!User->isPHI())
    return {User->getParent(), User->getIterator(), Position.lookup(User)};
  MachineBasicBlock *From = User->getOperand(User->getOperandNo(&Use) + 1).getMBB();
  MachineBasicBlock::iterator Term = From->getFirstTerminator();
  return {From, Term, Term == From->end() ? BlockEnd.lookup(From) : Position.lookup(&*Term)};
}

unsigned NVPTXFarAddressRemat::lastUse(Register Reg) {
  auto [It, New] = LastUse.try_emplace(Reg, 0);
  if (!New)
    return It->second;
  unsigned Last = 0;
  for (MachineOperand &Use : MRI->use_nodbg_operands(Reg))
    Last = std::max(Last, useInsertPoint(Use).Position);
  return LastUse[Reg] = Last;
}

Register NVPTXFarAddressRemat::copyInto(Register Reg, const InsertPoint &At,
                                        unsigned Depth) {
  MachineInstr *Rep = representative(Reg);
  if (!Rep) {
    MRI->clearKillFlags(Reg); // live further now
    return Reg;
  }
  auto Key = std::make_pair(Reg, At.Position);
  if (Register Done = Copies.lookup(Key))
    return Done;
  MachineFunction &MF = *At.Block->getParent();
  MachineInstr *Copy = MF.CloneMachineInstr(Rep);
  Register NewReg = MRI->createVirtualRegister(MRI->getRegClass(Rep->getOperand(0).getReg()));
  Copy->getOperand(0).setReg(NewReg);
  for (MachineOperand &MO : Copy->uses())
    if (MO.isReg()) {
      MO.setReg(copyInto(MO.getReg(), At, Depth + 1));
      MO.setIsKill(false);
    }
  At.Block->insert(At.Before, Copy);
  Copies[Key] = NewReg;
  return NewReg;
}

void NVPTXFarAddressRemat::eraseIfDead(Register Reg) {
  if (!Reg.isVirtual() || !MRI->use_nodbg_empty(Reg))
    return;
  MachineInstr *Def = MRI->getVRegDef(Reg);
  if (!Def || !(Def->isPHI() || isCheap(*Def)))
    return;
  SmallVector<Register, 4> Operands;
  for (const MachineOperand &MO : Def->uses())
    if (MO.isReg())
      Operands.push_back(MO.getReg());
  MRI->markUsesInDebugValueAsUndef(Reg); // a DBG_VALUE must not name a dead register
  Def->eraseFromParent();
  for (Register Op : Operands)
    eraseIfDead(Op);
}

// The most 32-bit registers' worth of virtual registers live at one layout
// position, each live from its definition to its last use in the layout (a
// 64-bit register counts twice, a predicate not at all). It ignores values
// live around a loop's back edge: an estimate, low where loops carry values.
unsigned NVPTXFarAddressRemat::estimatedPressure(MachineFunction &MF) {
  SmallVector<int, 0> Delta(ConvergentBefore.size() + 1, 0);
  for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
    Register Reg = Register::index2VirtReg(I);
    MachineInstr *Def = MRI->getVRegDef(Reg);
    if (!Def || MRI->use_nodbg_empty(Reg))
      continue;
    unsigned Bits = bits(Reg);
    int Weight = Bits > 32 ? 2 : Bits > 1 ? 1 : 0;
    unsigned From = Position.lookup(Def), To = lastUse(Reg);
    if (!Weight || To <= From)
      continue;
    Delta[From] += Weight;
    Delta[To] -= Weight;
  }
  int Live = 0, Most = 0;
  for (int D : Delta)
    Most = std::max(Most, Live += D);
  return Most;
}

bool NVPTXFarAddressRemat::runOnMachineFunction(MachineFunction &MF) {
  if (!RematFarAddresses || skipFunction(MF.getFunction()))
    return false;
  MRI = &MF.getRegInfo();
  TRI = MF.getSubtarget().getRegisterInfo();
  if (!MRI->isSSA())
    return false;
  MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  Position.clear();
  ConvergentBefore.clear();
  BlockEnd.clear();
  LastUse.clear();
  Copies.clear();
  unsigned Convergent = 0;
  for (MachineBasicBlock &MBB : MF) {
    for (MachineInstr &MI : MBB) {
      Position[&MI] = ConvergentBefore.size();
      ConvergentBefore.push_back(Convergent);
      if (MI.isConvergent())
        ++Convergent;
    }
    BlockEnd[&MBB] = ConvergentBefore.size();
    ConvergentBefore.push_back(Convergent);
  }
  // Only where registers are scarce: elsewhere a copy is instructions more
  // for a register ptxas does not need (a softmax row's offset recomputed
  // after each warp reduction).
  if (Convergent == 0 || estimatedPressure(MF) < RematMinPressure)
    return false;

  // The registers whose computation a copy could repeat, with its leaves.
  SmallVector<std::pair<Register, SmallSetVector<Register, 4>>, 32> Candidates;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (MI.getNumExplicitDefs() != 1 || !MI.getOperand(0).isReg() ||
          !MI.getOperand(0).getReg().isVirtual() || !representative(MI.getOperand(0).getReg()))
        continue;
      Register Reg = MI.getOperand(0).getReg();
      SmallSetVector<Register, 4> Leaves;
      if (collectLeaves(Reg, 0, Leaves))
        Candidates.push_back({Reg, std::move(Leaves)});
    }

  bool Changed = false;
  for (auto &[Reg, Leaves] : Candidates) {
    MachineInstr *Def = MRI->getVRegDef(Reg);
    unsigned DefPos = Position.lookup(Def);
    SmallVector<std::pair<MachineOperand *, InsertPoint>, 8> FarUses;
    for (MachineOperand &Use : MRI->use_nodbg_operands(Reg)) {
      InsertPoint At = useInsertPoint(Use);
      if (At.Block == Def->getParent() || At.Position <= DefPos ||
          ConvergentBefore[At.Position] == ConvergentBefore[DefPos])
        continue;
      if (MachineLoop *L = MLI.getLoopFor(At.Block); L && !L->contains(Def->getParent()))
        continue; // into a loop the computation is outside of
      // A copy keeps its leaves live to the use: worth it where those that
      // are not live there anyway (used there or later) are narrower than
      // the computation.
      unsigned ExtraBits = 0;
      for (Register Leaf : Leaves)
        if (lastUse(Leaf) < At.Position)
          ExtraBits += bits(Leaf);
      if (ExtraBits < bits(Reg))
        FarUses.push_back({&Use, At});
    }
    // One copy per block, before its first far use there.
    DenseMap<MachineBasicBlock *, InsertPoint> FirstUse;
    for (auto &[Use, At] : FarUses) {
      auto [It, New] = FirstUse.try_emplace(At.Block, At);
      if (!New && At.Position < It->second.Position)
        It->second = At;
    }
    for (auto &[Use, At] : FarUses) {
      Use->setReg(copyInto(Reg, FirstUse.find(At.Block)->second, 0));
      Use->setIsKill(false);
      Changed = true;
    }
  }
  if (Changed)
    for (auto &[Reg, Leaves] : Candidates)
      eraseIfDead(Reg);
  return Changed;
}

MachineFunctionPass *llvm::nvptxbw::createFarAddressRematPass() {
  return new NVPTXFarAddressRemat();
}
