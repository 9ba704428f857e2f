//===- NVPTXPredicateHoisting.cpp - Predicate defs that stay in a loop ----===//
//
// nvptx-blackwell. NVPTXInstrInfo::shouldHoist, the target hook that
// MachineLICM asks before it moves a loop-invariant instruction into the
// loop's preheader.
//
// A predicate definition (an i1 `setp`, `and.pred`, ...) stays in its loop
// when the loop already reads two or more predicates that are defined outside
// it: hoisted, it would make a third predicate live through the whole loop,
// inner loops included, to save one ALU instruction per iteration.
//
// Why: MachineLICM's register-pressure estimate uses the pressure-set limits
// TableGen derives from NVPTX's register classes, which list five virtual
// registers each, so it cannot tell one live predicate from four. ptxas,
// which assigns the real predicate registers, pays for the extra one: in
// pool2d_avg_backward_f32 (examples/pool2d) a hoisted inner-loop guard next to
// the kernel's two flags read in the loop made ptxas 13.0 shuttle values
// through the uniform datapath (17 UIMAD, 10 R2UR, 11 UMOV against 8, 0, 1):
// 665 SASS instructions for sm_100a where the guard kept in its loop gives
// 654 (docs/blackwell-codegen.md has the table). A loop that reads fewer outside predicates is unaffected,
// which keeps every other kernel of the SASS benchmark as it was.
//
//===----------------------------------------------------------------------===//

#include "NVPTXInstrInfo.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

// Predicates defined outside a loop and read inside it from which on the loop
// keeps its own predicate definitions.
static constexpr unsigned OutsidePredicatesThatKeepDefsInLoop = 2;

// For measuring the rule's effect (utils/bench/sass-corpus.py --pass-off
// predicate-defs-in-busy-loops): off, MachineLICM hoists as upstream's does.
static cl::opt<bool> KeepPredicateDefsInBusyLoops(
    "nvptx-keep-predicate-defs-in-busy-loops", cl::init(true), cl::Hidden,
    cl::desc("NVPTX: keep a predicate definition in a loop that already reads "
             "two predicates defined outside it"));

static bool isPredicate(const MachineRegisterInfo &MRI, Register Reg) {
  return Reg.isVirtual() &&
         MRI.getRegClassOrNull(Reg) == &NVPTX::Int1RegsRegClass;
}

bool NVPTXInstrInfo::shouldHoist(const MachineInstr &MI,
                                 const MachineLoop *FromLoop) const {
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  if (!KeepPredicateDefsInBusyLoops || !MRI.isSSA() || MI.getNumExplicitDefs() != 1 ||
      !MI.getOperand(0).isReg() || !isPredicate(MRI, MI.getOperand(0).getReg()))
    return true;

  SmallSet<Register, OutsidePredicatesThatKeepDefsInLoop> Outside;
  for (const MachineBasicBlock *MBB : FromLoop->blocks())
    for (const MachineInstr &Use : *MBB) {
      // A header PHI's incoming value from outside is not live in the loop.
      if (Use.isPHI() || Use.isDebugInstr())
        continue;
      for (const MachineOperand &MO : Use.uses()) {
        if (!MO.isReg() || !isPredicate(MRI, MO.getReg()))
          continue;
        const MachineInstr *Def = MRI.getVRegDef(MO.getReg());
        if (!Def || FromLoop->contains(Def->getParent()))
          continue;
        Outside.insert(MO.getReg());
        if (Outside.size() >= OutsidePredicatesThatKeepDefsInLoop)
          return false;
      }
    }
  return true;
}
