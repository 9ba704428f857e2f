//===- NVPTXGridConstantParamReads.cpp - ld.param for grid_constant reads -===//
//
// nvptx-blackwell. A grid_constant kernel parameter whose address escapes
// (CUTLASS passes the address of the TMA descriptors in its Params to
// cp.async.bulk.tensor) is not copied: NVPTXLowerArgs replaces every use of
// the byval argument with its generic address, cvta.param of the parameter.
// LLVM 19 did that for the reads too, so every field of the parameter was
// read with a generic ld through that address. ptxas cannot tell that such a
// load gives the same value in every thread, so each value a uniform operand
// needs (a TMA coordinate, an mbarrier or shared memory address) came back
// through a loop of R2UR: CUTLASS 79a's GEMM kernel had 701 R2UR on sm_120a.
//
// readGridConstantParamInPlace gives the reads back to the param space: a
// load whose address is the generic address plus GEPs reads the parameter
// with ld.param at the same offset, as the kernel's other parameters are
// read; only the uses that need a generic address (calls, stores of it, phis,
// selects, ptrtoint) keep the cvta.param. The two name the same bytes, and a
// kernel may not write a grid_constant parameter, so no read can see a value
// the other would not. LLVM 20 and later do the same (they cast the
// parameter to the generic space with an addrspacecast, which
// InferAddressSpaces then folds into each load).
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellCodegen.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

void nvptxbw::readGridConstantParamInPlace(Value &GenericAddr,
                                           Value &ParamAddr) {
  // Pairs of (an address derived from the generic one, the same address
  // derived from the param-space one); GEPs made here are inserted right
  // before the generic GEP they mirror, so they dominate its users.
  SmallVector<std::pair<Value *, Value *>, 16> Worklist{{&GenericAddr, &ParamAddr}};
  SmallVector<std::pair<Instruction *, Instruction *>, 16> MirroredGEPs;
  while (!Worklist.empty()) {
    auto [Generic, Param] = Worklist.pop_back_val();
    SmallVector<Use *, 16> Uses;
    for (Use &U : Generic->uses())
      Uses.push_back(&U);
    for (Use *U : Uses) {
      if (auto *LI = dyn_cast<LoadInst>(U->getUser())) {
        // A simple read; volatile and atomic ones keep their generic access.
        if (LI->isSimple())
          U->set(Param);
        continue;
      }
      auto *GEP = dyn_cast<GetElementPtrInst>(U->getUser());
      if (!GEP || GEP->getPointerOperand() != Generic)
        continue;
      SmallVector<Value *, 4> Indices(GEP->indices());
      auto *ParamGEP = GetElementPtrInst::Create(
          GEP->getSourceElementType(), Param, Indices, GEP->getName() + ".param",
          GEP->getIterator());
      ParamGEP->setIsInBounds(GEP->isInBounds());
      MirroredGEPs.push_back({GEP, ParamGEP});
      Worklist.push_back({GEP, ParamGEP});
    }
  }
  // A generic GEP all of whose users were reads is dead now, and so is a
  // param-space GEP that nothing reads through. Each GEP's pair comes after
  // the pair of the GEP it is based on, so going backwards removes the users
  // of a GEP before the GEP itself.
  for (auto [GEP, ParamGEP] : reverse(MirroredGEPs)) {
    if (ParamGEP->use_empty())
      ParamGEP->eraseFromParent();
    if (GEP->use_empty())
      GEP->eraseFromParent();
  }
}
