//===- NVPTXSharedCluster.cpp - The cluster's shared memory, address space 7 ===//
//
// nvptx-blackwell. Address space 7 is PTX's .shared::cluster window: the
// shared memory of every CTA of the cluster (sm_90, PTX 7.8; PTX ISA,
// "State spaces: shared"). LLVM 22's NVPTX names it, and its TMA and mbarrier
// intrinsics take such pointers. Here:
//  - before instruction selection, a load, store, atomic or addrspacecast of
//    an address-space-7 pointer on a target or PTX version without
//    .shared::cluster is an error naming what it needs (ptxas would refuse
//    the PTX); so is a cast of one in 32-bit code, where the window has no
//    32-bit cvta that ptxas takes for these targets;
//  - an atomicrmw or cmpxchg on such a pointer goes through the generic
//    address (cvta.shared::cluster, then a generic atom): LLVM 19's atomic
//    patterns match global, shared and generic pointers only, and a generic
//    atom on a cluster address reaches the same memory (PTX ISA, "Generic
//    addressing");
//  - addrspacecast to and from address space 7 is cvta.shared::cluster /
//    cvta.to.shared::cluster, with the CTA's shared memory (address space 3)
//    going through the generic address as llc 22 does.
// Loads and stores print .shared::cluster through the ld/st instructions'
// address-space operand (shared-cluster-address-space.patch).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXBlackwellCodegen.h"
#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::nvptxbw;

namespace {

bool isSharedCluster(const Value *Ptr) {
  return Ptr->getType()->isPointerTy() &&
         Ptr->getType()->getPointerAddressSpace() == ADDRESS_SPACE_SHARED_CLUSTER;
}

// The address-space-7 pointer an instruction accesses or casts, or null.
const Value *sharedClusterOperand(const Instruction &I) {
  if (auto *L = dyn_cast<LoadInst>(&I))
    return isSharedCluster(L->getPointerOperand()) ? L->getPointerOperand() : nullptr;
  if (auto *S = dyn_cast<StoreInst>(&I))
    return isSharedCluster(S->getPointerOperand()) ? S->getPointerOperand() : nullptr;
  if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    return isSharedCluster(A->getPointerOperand()) ? A->getPointerOperand() : nullptr;
  if (auto *C = dyn_cast<AtomicCmpXchgInst>(&I))
    return isSharedCluster(C->getPointerOperand()) ? C->getPointerOperand() : nullptr;
  if (auto *C = dyn_cast<AddrSpaceCastInst>(&I)) {
    if (isSharedCluster(C->getPointerOperand()))
      return C->getPointerOperand();
    if (isSharedCluster(C))
      return C;
  }
  return nullptr;
}

} // namespace

bool llvm::nvptxbw::prepareSharedClusterAccesses(Module &M,
                                                 const NVPTXTargetMachine &TM) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    const NVPTXSubtarget &ST = TM.getSubtarget<NVPTXSubtarget>(F);
    bool Available = ST.hasSharedClusterMemory() && ST.getPTXVersion() >= 78;
    bool Reported = false;
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      if (!sharedClusterOperand(I))
        continue;
      if (!Available) {
        // One error a function is enough; the PTX is not assembled.
        if (!Reported)
          diagnoseAt(I, "'" + Twine(I.getOpcodeName()) +
                            "' on the cluster's shared memory (address space "
                            "7) is not available on " +
                            ST.getTargetName() + " (PTX " +
                            ptxVersionString(ST.getPTXVersion()) +
                            "): it needs sm_90 or later and PTX 7.8");
        Reported = true;
      }
      // In 32-bit code a cast cannot be selected, and an atomic would need
      // one (below): refuse both.
      bool IsAtomic = isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I);
      if (auto *C = dyn_cast<AddrSpaceCastInst>(&I)) {
        unsigned Other = isSharedCluster(C) ? C->getSrcAddressSpace()
                                            : C->getDestAddressSpace();
        if (TM.is64Bit() &&
            (Other == ADDRESS_SPACE_GENERIC || Other == ADDRESS_SPACE_SHARED))
          continue;
        if (Available)
          diagnoseAt(I, !TM.is64Bit()
                            ? Twine("addrspacecast to or from the cluster's "
                                    "shared memory (address space 7) needs "
                                    "64-bit code (nvptx64)")
                            : Twine("addrspacecast between the cluster's "
                                    "shared memory (address space 7) and "
                                    "address space ") +
                                  Twine(Other) +
                                  ": only generic and shared (3) pointers "
                                  "convert to and from it");
      } else if (IsAtomic && !TM.is64Bit()) {
        if (Available)
          diagnoseAt(I, "'" + Twine(I.getOpcodeName()) +
                            "' on the cluster's shared memory (address space "
                            "7) needs 64-bit code (nvptx64)");
      } else if (IsAtomic) {
        // Through the generic address (also where the target lacks the
        // window and the error above was given: instruction selection
        // must not fail on it).
        unsigned PtrOp = isa<AtomicRMWInst>(I)
                             ? AtomicRMWInst::getPointerOperandIndex()
                             : AtomicCmpXchgInst::getPointerOperandIndex();
        Value *Ptr = I.getOperand(PtrOp);
        auto *Generic = new AddrSpaceCastInst(
            Ptr, PointerType::get(I.getContext(), ADDRESS_SPACE_GENERIC),
            Ptr->getName() + ".generic", &I);
        Generic->setDebugLoc(I.getDebugLoc());
        I.setOperand(PtrOp, Generic);
        Changed = true;
        continue;
      } else {
        continue; // loads and stores: ld/st.shared::cluster
      }
      // A refused cast or atomic: the diagnostic stands for it.
      I.replaceAllUsesWith(PoisonValue::get(I.getType()));
      I.eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}

SDNode *llvm::nvptxbw::selectSharedClusterCast(SelectionDAG &DAG,
                                               AddrSpaceCastSDNode *N) {
  const DataLayout &DL = DAG.getDataLayout();
  SDLoc Loc(N);
  auto Narrow = [&](unsigned AS) { return DL.getPointerSizeInBits(AS) == 32; };
  // The generic address of V, a pointer of address space AS.
  auto ToGeneric = [&](SDValue V, unsigned AS) -> SDValue {
    unsigned Opc;
    switch (AS) {
    case ADDRESS_SPACE_GENERIC:
      return V;
    case ADDRESS_SPACE_SHARED_CLUSTER:
      Opc = Narrow(AS) ? NVPTX::cvta_shared_cluster_6432
                       : NVPTX::cvta_shared_cluster_64;
      break;
    case ADDRESS_SPACE_SHARED:
      Opc = Narrow(AS) ? NVPTX::cvta_shared_6432 : NVPTX::cvta_shared_64;
      break;
    default: // The check pass refuses other address spaces.
      report_fatal_error("addrspacecast to or from address space 7");
    }
    return SDValue(DAG.getMachineNode(Opc, Loc, MVT::i64, V), 0);
  };
  // V, a generic address, in address space AS.
  auto FromGeneric = [&](SDValue V, unsigned AS) -> SDNode * {
    bool N32 = Narrow(AS);
    unsigned Opc;
    switch (AS) {
    case ADDRESS_SPACE_SHARED_CLUSTER:
      Opc = N32 ? NVPTX::cvta_to_shared_cluster_3264
                : NVPTX::cvta_to_shared_cluster_64;
      break;
    case ADDRESS_SPACE_SHARED:
      Opc = N32 ? NVPTX::cvta_to_shared_3264 : NVPTX::cvta_to_shared_64;
      break;
    default:
      report_fatal_error("addrspacecast to or from address space 7");
    }
    return DAG.getMachineNode(Opc, Loc, N32 ? MVT::i32 : MVT::i64, V);
  };
  SDValue Generic = ToGeneric(N->getOperand(0), N->getSrcAddressSpace());
  if (N->getDestAddressSpace() == ADDRESS_SPACE_GENERIC)
    return Generic.getNode();
  return FromGeneric(Generic, N->getDestAddressSpace());
}
