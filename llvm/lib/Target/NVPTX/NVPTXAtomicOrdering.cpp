//===- NVPTXAtomicOrdering.cpp - LLVM atomic orderings in PTX -------------===//
//
// nvptx-blackwell. LLVM's atomic loads, stores, fences, cmpxchg and atomicrmw
// (the last two: getAtomOrdering below), with their
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
#include "NVPTXISelLowering.h"
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

// The address space operand of an atom on \p AddrSpace, if atom has one
// there (PTX ISA, "atom": generic, .global, .shared; shared::cluster
// atomics are made generic before instruction selection,
// NVPTXSharedCluster.cpp).
static std::optional<unsigned> getAtomCodeAddrSpace(unsigned AddrSpace) {
  switch (AddrSpace) {
  case ADDRESS_SPACE_GENERIC:
    return NVPTX::PTXLdStInstCode::GENERIC;
  case ADDRESS_SPACE_GLOBAL:
    return NVPTX::PTXLdStInstCode::GLOBAL;
  case ADDRESS_SPACE_SHARED:
    return NVPTX::PTXLdStInstCode::SHARED;
  default:
    return std::nullopt;
  }
}

// The semantics, scope and fences of an atom instruction (a cmpxchg's
// atom.cas, an atomicrmw's atom.op) for the ordering and scope of \p N:
//
//   LLVM ordering     sm_70+ (PTX 6.0+)              before sm_70
//   monotonic         atom.S.op                      atom.S.op
//   acquire           atom.acquire.S.op              atom.S.op; membar
//   release           atom.release.S.op              membar; atom.S.op
//   acq_rel           atom.acq_rel.S.op              membar; atom.S.op; membar
//   seq_cst           fence.sc.S; atom.acquire.S.op  membar; atom.S.op; membar
//
// (NVIDIA's atomics ABI; libcu++'s cuda::atomic writes a seq_cst
// read-modify-write the same way). std::nullopt for monotonic at device
// scope: LLVM 19's patterns already select that (atom.op is .relaxed at .gpu
// scope, PTX ISA "atom"), and their PTX stays the same.
static std::optional<nvptxbw::LdStOrdering>
getAtomOrdering(SelectionDAG &DAG, const AtomicSDNode *N,
                const NVPTXSubtarget &STI) {
  using namespace NVPTX::LdStSem;
  // A cmpxchg's one ordering: the stronger of success and failure, with
  // release/acquire as acq_rel (LLVM LangRef, "cmpxchg"); an atomicrmw's own.
  AtomicOrdering Ordering = N->getMemOperand()->getMergedOrdering();
  Scope S = getScope(N->getSyncScopeID(), *DAG.getContext(), STI);
  // An atom is atomic against other threads whatever its scope: the
  // narrowest scope atom has is .cta.
  if (S == Scope::Thread) {
    S = Scope::CTA;
    Ordering = AtomicOrdering::Monotonic;
  }
  if (Ordering == AtomicOrdering::Monotonic && S == Scope::GPU)
    return std::nullopt;

  nvptxbw::LdStOrdering Lowering;
  if (!hasMemoryOrdering(STI)) {
    // atom has .cta and .sys from sm_60 (PTX ISA, "atom"), no semantics:
    // membars around it give the ordering, as for ld/st.volatile.
    unsigned ScopeBits = 0;
    if (STI.hasAtomScope() && S != Scope::GPU && S != Scope::Cluster)
      ScopeBits = getScopeBits(S);
    if (isReleaseOrStronger(Ordering))
      Lowering.LeadingFence = getFenceOpcode(true, S, STI);
    if (isAcquireOrStronger(Ordering))
      Lowering.TrailingFence = getFenceOpcode(true, S, STI);
    Lowering.Semantics = Relaxed | ScopeBits;
    return Lowering;
  }
  const unsigned ScopeBits = getScopeBits(S);
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
  return Lowering;
}

namespace {
// An atom's address as PTX writes it: a register and a byte offset.
struct AtomAddress {
  SDValue Base;
  int64_t Offset = 0;
};
} // namespace

// The address of \p N as [base+offset] (PTX ISA, "Addresses as Operands":
// the offset a signed 32-bit immediate), as LLVM 19 splits the address of a
// ld or st (NVPTXDAGToDAGISel::SelectADDRri_imp). A global's own address
// (a direct address, ld's [var+offset]) is left whole: the patterns put it
// in a register, as they do for every atom.
static AtomAddress getAtomAddress(const AtomicSDNode *N) {
  SDValue Addr = N->getBasePtr();
  if (Addr.getOpcode() == ISD::ADD)
    if (auto *C = dyn_cast<ConstantSDNode>(Addr.getOperand(1)))
      if (C->getAPIntValue().isSignedIntN(32) &&
          Addr.getOperand(0).getOpcode() != NVPTXISD::Wrapper)
        return {Addr.getOperand(0), C->getSExtValue()};
  return {Addr, 0};
}

// The semantics of an atom that LLVM 19's patterns would select (monotonic
// at device scope): none written, atom.op.
static nvptxbw::LdStOrdering relaxedAtDeviceScope() {
  nvptxbw::LdStOrdering Lowering;
  Lowering.Semantics = NVPTX::LdStSem::Relaxed;
  return Lowering;
}

// The atom machine node \p Opcode for \p N with its ordering \p Lowering:
// the leading fence, the atom on (sem, addsp, \p Address's base and offset,
// \p Operands..., chain), the trailing fence.
static nvptxbw::SelectedAtomic
emitAtom(SelectionDAG &DAG, AtomicSDNode *N, unsigned Opcode,
         const nvptxbw::LdStOrdering &Lowering, unsigned CodeAddrSpace,
         const AtomAddress &Address, ArrayRef<SDValue> Operands) {
  SDLoc DL(N);
  SDValue Chain =
      nvptxbw::chainFence(DAG, Lowering.LeadingFence, N->getChain(), DL);
  SmallVector<SDValue, 7> Ops = {
      DAG.getTargetConstant(Lowering.Semantics, DL, MVT::i32),
      DAG.getTargetConstant(CodeAddrSpace, DL, MVT::i32), Address.Base,
      DAG.getTargetConstant(Address.Offset, DL, MVT::i32)};
  Ops.append(Operands.begin(), Operands.end());
  Ops.push_back(Chain);
  MachineSDNode *Atom =
      DAG.getMachineNode(Opcode, DL, N->getValueType(0), MVT::Other, Ops);
  DAG.setNodeMemRefs(Atom, {N->getMemOperand()});
  return nvptxbw::SelectedAtomic{
      Atom, nvptxbw::chainFence(DAG, Lowering.TrailingFence,
                                SDValue(Atom, 1), DL)};
}

std::optional<nvptxbw::SelectedAtomic>
nvptxbw::selectAtomicCmpSwap(SelectionDAG &DAG, SDNode *N,
                             const NVPTXSubtarget &STI) {
  auto *CAS = cast<AtomicSDNode>(N);
  const EVT VT = CAS->getMemoryVT();
  if (VT != MVT::i32 && VT != MVT::i64)
    return std::nullopt;
  std::optional<unsigned> CodeAddrSpace =
      getAtomCodeAddrSpace(CAS->getAddressSpace());
  if (!CodeAddrSpace)
    return std::nullopt;
  std::optional<LdStOrdering> Lowering = getAtomOrdering(DAG, CAS, STI);
  AtomAddress Address = getAtomAddress(CAS);
  if (!Lowering && !Address.Offset)
    return std::nullopt; // atom.cas, as LLVM 19 selects it
  if (!Lowering)
    Lowering = relaxedAtDeviceScope();

  const bool Ptr64 = CAS->getBasePtr().getValueType() == MVT::i64;
  unsigned Opcode;
  if (VT == MVT::i32)
    Opcode = Ptr64 ? NVPTX::NVPTXBW_ATOM_CAS_B32_p64
                   : NVPTX::NVPTXBW_ATOM_CAS_B32_p32;
  else
    Opcode = Ptr64 ? NVPTX::NVPTXBW_ATOM_CAS_B64_p64
                   : NVPTX::NVPTXBW_ATOM_CAS_B64_p32;
  return emitAtom(DAG, CAS, Opcode, *Lowering, *CodeAddrSpace, Address,
                  {N->getOperand(2), N->getOperand(3)});
}

namespace {
// The four forms of one read-modify-write atom instruction
// (NVPTXBW_ATOM_RMW in NVPTXAtomicOrdering.td); 0 where there is none.
struct AtomRMWOpcodes {
  unsigned P32Reg, P64Reg, P32Imm, P64Imm;
};
} // namespace

#define NVPTXBW_RMW(NAME)                                                      \
  AtomRMWOpcodes {                                                             \
    NVPTX::NVPTXBW_ATOM_##NAME##_p32r, NVPTX::NVPTXBW_ATOM_##NAME##_p64r,      \
        NVPTX::NVPTXBW_ATOM_##NAME##_p32i, NVPTX::NVPTXBW_ATOM_##NAME##_p64i   \
  }
#define NVPTXBW_RMW_REG(NAME)                                                  \
  AtomRMWOpcodes {                                                             \
    NVPTX::NVPTXBW_ATOM_##NAME##_p32r, NVPTX::NVPTXBW_ATOM_##NAME##_p64r, 0, 0 \
  }

// The atom instruction of an atomicrmw node: its operation and type (PTX
// ISA, "atom"). ATOMIC_LOAD_SUB is atom.add of the negation. Only the
// operations and types that NVPTXTargetLowering::shouldExpandAtomicRMWInIR
// leaves to instruction selection reach here; the others are CAS loops.
static std::optional<AtomRMWOpcodes> getAtomRMWOpcodes(unsigned ISDOpcode,
                                                       MVT VT) {
  const bool Is64 = VT == MVT::i64;
  if (VT != MVT::i32 && VT != MVT::i64 && ISDOpcode != ISD::ATOMIC_LOAD_FADD)
    return std::nullopt;
  switch (ISDOpcode) {
  case ISD::ATOMIC_LOAD_ADD:
  case ISD::ATOMIC_LOAD_SUB:
    return Is64 ? NVPTXBW_RMW(ADD_U64) : NVPTXBW_RMW(ADD_U32);
  case ISD::ATOMIC_SWAP:
    return Is64 ? NVPTXBW_RMW(EXCH_B64) : NVPTXBW_RMW(EXCH_B32);
  case ISD::ATOMIC_LOAD_AND:
    return Is64 ? NVPTXBW_RMW(AND_B64) : NVPTXBW_RMW(AND_B32);
  case ISD::ATOMIC_LOAD_OR:
    return Is64 ? NVPTXBW_RMW(OR_B64) : NVPTXBW_RMW(OR_B32);
  case ISD::ATOMIC_LOAD_XOR:
    return Is64 ? NVPTXBW_RMW(XOR_B64) : NVPTXBW_RMW(XOR_B32);
  case ISD::ATOMIC_LOAD_MAX:
    return Is64 ? NVPTXBW_RMW(MAX_S64) : NVPTXBW_RMW(MAX_S32);
  case ISD::ATOMIC_LOAD_UMAX:
    return Is64 ? NVPTXBW_RMW(MAX_U64) : NVPTXBW_RMW(MAX_U32);
  case ISD::ATOMIC_LOAD_MIN:
    return Is64 ? NVPTXBW_RMW(MIN_S64) : NVPTXBW_RMW(MIN_S32);
  case ISD::ATOMIC_LOAD_UMIN:
    return Is64 ? NVPTXBW_RMW(MIN_U64) : NVPTXBW_RMW(MIN_U32);
  case ISD::ATOMIC_LOAD_FADD:
    switch (VT.SimpleTy) {
    case MVT::f16:
      return NVPTXBW_RMW_REG(ADD_F16);
    case MVT::bf16:
      return NVPTXBW_RMW_REG(ADD_BF16);
    case MVT::f32:
      return NVPTXBW_RMW(ADD_F32);
    case MVT::f64:
      return NVPTXBW_RMW(ADD_F64);
    default:
      return std::nullopt;
    }
  default:
    return std::nullopt;
  }
}
#undef NVPTXBW_RMW
#undef NVPTXBW_RMW_REG

std::optional<nvptxbw::SelectedAtomic>
nvptxbw::selectAtomicRMW(SelectionDAG &DAG, SDNode *N,
                         const NVPTXSubtarget &STI) {
  auto *RMW = cast<AtomicSDNode>(N);
  const MVT VT = RMW->getMemoryVT().getSimpleVT();
  std::optional<AtomRMWOpcodes> Opcodes =
      getAtomRMWOpcodes(N->getOpcode(), VT);
  if (!Opcodes)
    return std::nullopt;
  std::optional<unsigned> CodeAddrSpace =
      getAtomCodeAddrSpace(RMW->getAddressSpace());
  if (!CodeAddrSpace)
    return std::nullopt;
  std::optional<LdStOrdering> Lowering = getAtomOrdering(DAG, RMW, STI);
  AtomAddress Address = getAtomAddress(RMW);
  if (!Lowering && !Address.Offset)
    return std::nullopt; // atom.op, as LLVM 19 selects it
  if (!Lowering)
    Lowering = relaxedAtDeviceScope();

  SDLoc DL(N);
  SDValue Value = RMW->getVal();
  const bool IsSub = N->getOpcode() == ISD::ATOMIC_LOAD_SUB;
  bool IsImm = false;
  if (auto *C = dyn_cast<ConstantSDNode>(Value)) {
    if (Opcodes->P32Imm) {
      APInt Imm = C->getAPIntValue();
      Value = DAG.getTargetConstant(IsSub ? -Imm : Imm, DL, VT);
      IsImm = true;
    }
  } else if (auto *CFP = dyn_cast<ConstantFPSDNode>(Value)) {
    if (Opcodes->P32Imm) {
      Value = DAG.getTargetConstantFP(*CFP->getConstantFPValue(), DL, VT);
      IsImm = true;
    }
  }
  if (IsSub && !IsImm)
    Value = SDValue(DAG.getMachineNode(VT == MVT::i64 ? NVPTX::INEG64
                                                   : NVPTX::INEG32,
                                       DL, VT, Value),
                    0);
  const bool Ptr64 = RMW->getBasePtr().getValueType() == MVT::i64;
  unsigned Opcode = IsImm ? (Ptr64 ? Opcodes->P64Imm : Opcodes->P32Imm)
                          : (Ptr64 ? Opcodes->P64Reg : Opcodes->P32Reg);
  return emitAtom(DAG, RMW, Opcode, *Lowering, *CodeAddrSpace, Address,
                  {Value});
}
