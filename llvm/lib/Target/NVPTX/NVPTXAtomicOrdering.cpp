//===- NVPTXAtomicOrdering.cpp - LLVM atomic orderings in PTX -------------===//
//
// nvptx-blackwell. LLVM's atomic loads, stores and fences, with their
// orderings and sync scopes, written in PTX as NVIDIA's atomics ABI maps the
// C++ orderings (CUDA "PTX Interoperability", "Atomics Application Binary
// Interface"; proven correct in "A Formal Analysis of the NVIDIA PTX Memory
// Consistency Model", ASPLOS 2019):
//
//   LLVM                     sm_70+ (PTX 6.0+)                 before sm_70
//   load monotonic           ld.relaxed.S                      ld.volatile
//   load acquire             ld.acquire.S                      ld.volatile; membar
//   load seq_cst             fence.sc.S; ld.acquire.S          membar; ld.volatile; membar
//   store monotonic          st.relaxed.S                      st.volatile
//   store release            st.release.S                      membar; st.volatile
//   store seq_cst            fence.sc.S; st.relaxed.S          membar; st.volatile
//   fence acquire/release/acq_rel   fence.acq_rel.S            membar
//   fence seq_cst            fence.sc.S                        membar
//
// The ABI allows strengthening: an acquire or release fence is fence.acq_rel
// (fence.acquire and fence.release need PTX 8.6 and sm_90). Before sm_70 PTX
// has no strong ld/st: .volatile is a relaxed access at system scope (PTX
// ISA, "Volatile Operations") and membar is a sequentially consistent fence
// (PTX ISA, "membar/fence": membar.{cta,gl,sys} is fence.sc.{cta,gpu,sys}),
// as libcu++ implements cuda::atomic there.
//
// The scope S comes from the sync scope: "block" .cta, "cluster" .cluster
// (.gpu below sm_90, which has no clusters), "device" .gpu, and the default
// (system) scope, or one NVPTX does not name, .sys. An operation with
// syncscope("singlethread") orders only against its own thread, which
// program order already does (LLVM LangRef, "Atomic Memory Ordering
// Constraints"): it is a plain access and its fence is no instruction. A
// volatile atomic access is made at system scope, as LLVM 20 and later do.
// Loads and stores of local, const and param memory are plain, as in
// LLVM 19: no other thread can write them.
//
//===----------------------------------------------------------------------===//

#include "NVPTXAtomicOrdering.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "MCTargetDesc/NVPTXLdStSemantics.h"
#include "NVPTX.h"
#include "NVPTXSubtarget.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/AtomicOrdering.h"

using namespace llvm;

namespace {
enum class Scope { Thread, CTA, Cluster, GPU, System };
} // namespace

// .relaxed/.acquire/.release and fence.sc/.acq_rel: PTX 6.0, sm_70.
static bool hasMemoryOrdering(const NVPTXSubtarget &STI) {
  return STI.getSmVersion() >= 70 && STI.getPTXVersion() >= 60;
}

// The .cluster scope: PTX 7.8, sm_90.
static bool hasClusterScope(const NVPTXSubtarget &STI) {
  return STI.getSmVersion() >= 90 && STI.getPTXVersion() >= 78;
}

static Scope getScope(SyncScope::ID SSID, LLVMContext &Ctx,
                      const NVPTXSubtarget &STI) {
  if (SSID == SyncScope::SingleThread)
    return Scope::Thread;
  if (SSID == SyncScope::System)
    return Scope::System;
  if (SSID == Ctx.getOrInsertSyncScopeID("block"))
    return Scope::CTA;
  if (SSID == Ctx.getOrInsertSyncScopeID("cluster"))
    return hasClusterScope(STI) ? Scope::Cluster : Scope::GPU;
  if (SSID == Ctx.getOrInsertSyncScopeID("device"))
    return Scope::GPU;
  // A scope of another target's naming: the widest one is always correct.
  return Scope::System;
}

static unsigned getScopeBits(Scope S) {
  switch (S) {
  case Scope::CTA:
    return NVPTX::LdStSem::ScopeCTA;
  case Scope::Cluster:
    return NVPTX::LdStSem::ScopeCluster;
  case Scope::GPU:
    return NVPTX::LdStSem::ScopeGPU;
  case Scope::System:
    return NVPTX::LdStSem::ScopeSys;
  case Scope::Thread:
    break;
  }
  llvm_unreachable("a strong ld/st has a scope wider than the thread");
}

// fence.sc.S (\p SeqCst) or fence.acq_rel.S; membar before sm_70.
static unsigned getFenceOpcode(bool SeqCst, Scope S,
                               const NVPTXSubtarget &STI) {
  if (!hasMemoryOrdering(STI)) {
    switch (S) {
    case Scope::CTA:
      return NVPTX::INT_MEMBAR_CTA;
    case Scope::Cluster:
    case Scope::GPU:
      return NVPTX::INT_MEMBAR_GL;
    case Scope::System:
      return NVPTX::INT_MEMBAR_SYS;
    case Scope::Thread:
      break;
    }
    llvm_unreachable("no fence for the thread scope");
  }
  switch (S) {
  case Scope::CTA:
    return SeqCst ? NVPTX::NVPTXBW_FENCE_SC_CTA
                  : NVPTX::NVPTXBW_FENCE_ACQ_REL_CTA;
  case Scope::Cluster:
    return SeqCst ? NVPTX::INT_FENCE_SC_CLUSTER
                  : NVPTX::NVPTXBW_FENCE_ACQ_REL_CLUSTER;
  case Scope::GPU:
    return SeqCst ? NVPTX::NVPTXBW_FENCE_SC_GPU
                  : NVPTX::NVPTXBW_FENCE_ACQ_REL_GPU;
  case Scope::System:
    return SeqCst ? NVPTX::NVPTXBW_FENCE_SC_SYS
                  : NVPTX::NVPTXBW_FENCE_ACQ_REL_SYS;
  case Scope::Thread:
    break;
  }
  llvm_unreachable("no fence for the thread scope");
}

nvptxbw::LdStOrdering nvptxbw::getLdStOrdering(SelectionDAG &DAG,
                                               const MemSDNode *N,
                                               unsigned CodeAddrSpace,
                                               const NVPTXSubtarget &STI) {
  using namespace NVPTX::LdStSem;
  LdStOrdering Result;
  // .volatile and the strong operations exist for generic, global, shared and
  // shared::cluster memory (PTX ISA, "ld", "st"); no other thread writes
  // the other spaces.
  if (CodeAddrSpace != NVPTX::PTXLdStInstCode::GENERIC &&
      CodeAddrSpace != NVPTX::PTXLdStInstCode::GLOBAL &&
      CodeAddrSpace != NVPTX::PTXLdStInstCode::SHARED &&
      CodeAddrSpace != NVPTX::PTXLdStInstCode::SHARED_CLUSTER)
    return Result;

  const bool IsVolatile = N->isVolatile();
  Result.Semantics = IsVolatile ? Volatile : Weak;
  AtomicOrdering Ordering = N->getSuccessOrdering();
  if (Ordering == AtomicOrdering::NotAtomic)
    return Result;
  Scope S = getScope(N->getSyncScopeID(), *DAG.getContext(), STI);
  if (S == Scope::Thread)
    return Result;
  // LLVM 20 and later treat unordered as monotonic too: a weak access is
  // not guaranteed to be single-copy atomic against other threads' writes.
  if (Ordering == AtomicOrdering::Unordered)
    Ordering = AtomicOrdering::Monotonic;
  const bool IsLoad = N->readMem();
  const bool SeqCst = Ordering == AtomicOrdering::SequentiallyConsistent;

  if (!hasMemoryOrdering(STI)) {
    Result.Semantics = Volatile;
    if (SeqCst || (!IsLoad && Ordering == AtomicOrdering::Release))
      Result.LeadingFence = getFenceOpcode(true, S, STI);
    if (IsLoad && isAcquireOrStronger(Ordering))
      Result.TrailingFence = getFenceOpcode(true, S, STI);
    return Result;
  }

  if (IsVolatile) {
    // A volatile monotonic access stays .volatile (a relaxed access at
    // system scope that is never merged or elided: PTX ISA, "Volatile
    // Operations"); a stronger one is made at system scope.
    if (Ordering == AtomicOrdering::Monotonic)
      return Result;
    S = Scope::System;
  }
  const unsigned ScopeBits = getScopeBits(S);
  if (SeqCst)
    Result.LeadingFence = getFenceOpcode(true, S, STI);
  if (Ordering == AtomicOrdering::Monotonic)
    Result.Semantics = Relaxed | ScopeBits;
  else if (IsLoad)
    Result.Semantics = Acquire | ScopeBits;
  else
    // After fence.sc, which is a release fence too, a seq_cst store is
    // st.relaxed (the ABI's mapping); a release store is st.release.
    Result.Semantics = (SeqCst ? Relaxed : Release) | ScopeBits;
  return Result;
}

SDValue nvptxbw::chainFence(SelectionDAG &DAG, std::optional<unsigned> Opcode,
                            SDValue Chain, const SDLoc &DL) {
  if (!Opcode)
    return Chain;
  return SDValue(DAG.getMachineNode(*Opcode, DL, MVT::Other, Chain), 0);
}

SDValue nvptxbw::selectAtomicFence(SelectionDAG &DAG, SDNode *N,
                                   const NVPTXSubtarget &STI) {
  SDValue Chain = N->getOperand(0);
  auto Ordering = static_cast<AtomicOrdering>(N->getConstantOperandVal(1));
  auto SSID = static_cast<SyncScope::ID>(N->getConstantOperandVal(2));
  Scope S = getScope(SSID, *DAG.getContext(), STI);
  if (S == Scope::Thread)
    return Chain;
  return chainFence(DAG,
                    getFenceOpcode(
                        Ordering == AtomicOrdering::SequentiallyConsistent, S,
                        STI),
                    Chain, SDLoc(N));
}

std::optional<nvptxbw::SelectedAtomic>
nvptxbw::selectAtomicCmpSwap(SelectionDAG &DAG, SDNode *N,
                             const NVPTXSubtarget &STI) {
  using namespace NVPTX::LdStSem;
  auto *CAS = cast<AtomicSDNode>(N);
  const EVT VT = CAS->getMemoryVT();
  if (VT != MVT::i32 && VT != MVT::i64)
    return std::nullopt;
  unsigned CodeAddrSpace;
  switch (CAS->getAddressSpace()) {
  case ADDRESS_SPACE_GENERIC:
    CodeAddrSpace = NVPTX::PTXLdStInstCode::GENERIC;
    break;
  case ADDRESS_SPACE_GLOBAL:
    CodeAddrSpace = NVPTX::PTXLdStInstCode::GLOBAL;
    break;
  case ADDRESS_SPACE_SHARED:
    CodeAddrSpace = NVPTX::PTXLdStInstCode::SHARED;
    break;
  default:
    return std::nullopt;
  }

  // The cmpxchg's one ordering: the stronger of success and failure, with
  // release/acquire as acq_rel (LLVM LangRef, "cmpxchg").
  AtomicOrdering Ordering = CAS->getMemOperand()->getMergedOrdering();
  Scope S = getScope(CAS->getSyncScopeID(), *DAG.getContext(), STI);
  // A cmpxchg is atomic against other threads whatever its scope: the
  // narrowest scope atom has is .cta.
  if (S == Scope::Thread) {
    S = Scope::CTA;
    Ordering = AtomicOrdering::Monotonic;
  }
  if (Ordering == AtomicOrdering::Monotonic && S == Scope::GPU)
    return std::nullopt; // atom.cas, as LLVM 19 selects it

  LdStOrdering Lowering;
  unsigned ScopeBits = 0;
  if (!hasMemoryOrdering(STI)) {
    // atom has .cta and .sys from sm_60 (PTX ISA, "atom"), no semantics:
    // membars around it give the ordering, as for ld/st.volatile.
    if (STI.hasAtomScope() && S != Scope::GPU && S != Scope::Cluster)
      ScopeBits = getScopeBits(S);
    if (isReleaseOrStronger(Ordering))
      Lowering.LeadingFence = getFenceOpcode(true, S, STI);
    if (isAcquireOrStronger(Ordering))
      Lowering.TrailingFence = getFenceOpcode(true, S, STI);
    Lowering.Semantics = Relaxed | ScopeBits;
  } else {
    ScopeBits = getScopeBits(S);
    switch (Ordering) {
    case AtomicOrdering::Acquire:
      Lowering.Semantics = Acquire | ScopeBits;
      break;
    case AtomicOrdering::Release:
      Lowering.Semantics = Release | ScopeBits;
      break;
    case AtomicOrdering::AcquireRelease:
      Lowering.Semantics = AcqRel | ScopeBits;
      break;
    case AtomicOrdering::SequentiallyConsistent:
      // fence.sc.S; atom.acquire.S (the atomics ABI's mapping).
      Lowering.LeadingFence = getFenceOpcode(true, S, STI);
      Lowering.Semantics = Acquire | ScopeBits;
      break;
    default:
      Lowering.Semantics = Relaxed | ScopeBits;
      break;
    }
  }

  SDLoc DL(N);
  const bool Ptr64 = N->getOperand(1).getValueType() == MVT::i64;
  unsigned Opcode;
  if (VT == MVT::i32)
    Opcode = Ptr64 ? NVPTX::NVPTXBW_ATOM_CAS_B32_p64
                   : NVPTX::NVPTXBW_ATOM_CAS_B32_p32;
  else
    Opcode = Ptr64 ? NVPTX::NVPTXBW_ATOM_CAS_B64_p64
                   : NVPTX::NVPTXBW_ATOM_CAS_B64_p32;
  SDValue Chain = chainFence(DAG, Lowering.LeadingFence, N->getOperand(0), DL);
  SDValue Ops[] = {DAG.getTargetConstant(Lowering.Semantics, DL, MVT::i32),
                   DAG.getTargetConstant(CodeAddrSpace, DL, MVT::i32),
                   N->getOperand(1),
                   N->getOperand(2),
                   N->getOperand(3),
                   Chain};
  MachineSDNode *Atom =
      DAG.getMachineNode(Opcode, DL, VT.getSimpleVT(), MVT::Other, Ops);
  DAG.setNodeMemRefs(Atom, {CAS->getMemOperand()});
  return SelectedAtomic{Atom, chainFence(DAG, Lowering.TrailingFence,
                                         SDValue(Atom, 1), DL)};
}
