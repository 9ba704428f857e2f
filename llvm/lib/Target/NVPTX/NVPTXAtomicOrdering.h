//===- NVPTXAtomicOrdering.h - LLVM atomic orderings in PTX -----*- C++ -*-===//
//
// nvptx-blackwell. How an LLVM atomic load, store, fence, cmpxchg or
// atomicrmw is written in PTX: the semantics and scope of the ld/st/atom
// (MCTargetDesc/NVPTXLdStSemantics.h) and the fences around it.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_NVPTXATOMICORDERING_H
#define LLVM_LIB_TARGET_NVPTX_NVPTXATOMICORDERING_H

#include "llvm/CodeGen/SelectionDAGNodes.h"
#include <optional>

namespace llvm {
class NVPTXSubtarget;
class SelectionDAG;

namespace nvptxbw {

/// The PTX of one atomic (or volatile, or plain) load or store.
struct LdStOrdering {
  unsigned Semantics = 0; // the ld/st semantics operand (NVPTX::LdStSem)
  std::optional<unsigned> LeadingFence;  // a fence before the access
  std::optional<unsigned> TrailingFence; // a fence after it (loads only)
};

/// \p CodeAddrSpace is the access's NVPTX::PTXLdStInstCode::AddressSpace.
LdStOrdering getLdStOrdering(SelectionDAG &DAG, const MemSDNode *N,
                             unsigned CodeAddrSpace,
                             const NVPTXSubtarget &STI);

/// \p Chain, or a fence instruction \p Opcode chained after it.
SDValue chainFence(SelectionDAG &DAG, std::optional<unsigned> Opcode,
                   SDValue Chain, const SDLoc &DL);

/// What an ISD::ATOMIC_FENCE becomes: its chain, after the fence instruction
/// if one is needed.
SDValue selectAtomicFence(SelectionDAG &DAG, SDNode *N,
                          const NVPTXSubtarget &STI);

/// A cmpxchg or atomicrmw selected with its ordering and scope: the atom
/// node and the chain after it (and after its trailing fence, if any).
struct SelectedAtomic {
  SDNode *Node;
  SDValue Chain;
};

/// Selects an ISD::ATOMIC_CMP_SWAP of i32 or i64 whose ordering or scope
/// LLVM 19's patterns (plain atom.cas: .relaxed at .gpu scope) would lose;
/// std::nullopt leaves it to those patterns.
std::optional<SelectedAtomic>
selectAtomicCmpSwap(SelectionDAG &DAG, SDNode *N, const NVPTXSubtarget &STI);

/// Selects an atomicrmw node (ISD::ATOMIC_SWAP, ATOMIC_LOAD_ADD, _SUB, _AND,
/// _OR, _XOR, _MIN, _MAX, _UMIN, _UMAX, _FADD) whose ordering or scope
/// LLVM 19's patterns (plain atom.op: .relaxed at .gpu scope) would lose;
/// std::nullopt leaves it to those patterns.
std::optional<SelectedAtomic>
selectAtomicRMW(SelectionDAG &DAG, SDNode *N, const NVPTXSubtarget &STI);

} // namespace nvptxbw
} // namespace llvm

#endif
