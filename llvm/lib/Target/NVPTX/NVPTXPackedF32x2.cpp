//===- NVPTXPackedF32x2.cpp - Pair independent f32 operations into f32x2 ---===//
//
// nvptx-blackwell. sm_100 and sm_103 execute fma/add/sub/mul.f32x2 (PTX 8.6)
// as one FFMA2/FADD2/FMUL2: two f32 operations for one issue slot. ptxas
// never forms them from scalar PTX, and on sm_110, sm_120 and sm_121 it splits
// them again, so they pay only where the table's hasNativePackedF32x2 holds.
//
// Before instruction selection, this pairs independent f32 operations of a
// basic block's DAG (after contraction: an fma stays one fma) into one packed
// instruction whose operands are .b64 registers:
//
//   %p = mov.b64 {%x1, %x2}   (for each operand position)
//   %r = fma.rn.f32x2 %p_a, %p_b, %p_c
//   mov.b64 {%r1, %r2}, %r    (the two results, as before)
//
// A .b64 register is a pair of adjacent 32-bit registers in SASS, and an
// FFMA2 operand may be a pair, a pair with its halves swapped, or one 32-bit
// register (or immediate) used for both elements. So a pair costs nothing
// exactly where each operand pair can be such a register pair without moving
// values; the rule (simple and local, like ptxas's register pairing):
//  - the same value in both elements is free (a broadcast operand);
//  - two values that already form a pair (the two halves of one packed
//    result, or elements 2k and 2k+1 of one vector load, which ptxas gives
//    adjacent registers) are free;
//  - two values that belong to no pair yet become one (free: ptxas allocates
//    them as one register pair), and from then on belong to each other;
//  - anything else (a value already paired with a third, two different
//    constants) needs a move, and such a pair is not formed.
// Two operations are paired only if they have the same depth (the number of
// candidate operations on the longest path to them), which makes them
// independent without a search. Candidates are found through shared operands
// (one position at least must be a broadcast or an existing pair), which is
// how register-blocked loops look:
// acc[i][j] += a[i] * b[j] pairs (j, j+1) with a[i] broadcast and b[j],
// b[j+1] adjacent, and the accumulators stay pairs across iterations.
//
// Results are bit-identical to the scalar code: each element of fma.rn.f32x2
// is fma.rn.f32 of its operands, and the .rn/.ftz modifiers are the ones the
// scalar instruction would get. add/sub/mul without .rn (contraction allowed)
// are paired only where no mul feeds the add/sub and no add/sub uses the mul,
// so ptxas has nothing to contract in either version.
//
//===----------------------------------------------------------------------===//

#include "NVPTXISelDAGToDAG.h"
#include "NVPTXSubtarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool>
    PackF32x2("nvptx-packed-f32x2", cl::Hidden, cl::init(true),
              cl::desc("NVPTX: pair independent f32 fma/add/sub/mul into "
                       "f32x2 instructions where the target runs them "
                       "natively (sm_100, sm_103)"));

namespace {

class F32x2Pairing {
  SelectionDAG &DAG;
  bool FTZ, AllowFMA;
  // The value each value is paired with (both directions are stored).
  DenseMap<SDValue, SDValue> Partner;
  SmallPtrSet<SDNode *, 32> Done;

  struct Choice {
    SDNode *Other = nullptr;
    int Quality = -1;
    int Distance = 0;
  };
  // A value with more users than this is not searched for partners (see
  // bestPartner).
  static constexpr unsigned MaxPartnersTried = 256;

  static bool isCandidateOpcode(unsigned Opc) {
    return Opc == ISD::FMA || Opc == ISD::FADD || Opc == ISD::FSUB ||
           Opc == ISD::FMUL;
  }

  bool isCandidate(SDNode *N) const {
    if (!isCandidateOpcode(N->getOpcode()) || N->getValueType(0) != MVT::f32 ||
        N->use_empty() || Done.count(N))
      return false;
    if (N->getOpcode() == ISD::FMA || !AllowFMA)
      return true;
    // Contraction allowed: the scalar add/sub/mul could still be fused by
    // ptxas with a neighbouring mul/add; keep those scalar.
    if (N->getOpcode() == ISD::FMUL)
      return none_of(N->uses(), [](SDNode *U) {
        return U->getOpcode() == ISD::FADD || U->getOpcode() == ISD::FSUB;
      });
    return none_of(N->op_values(), [](SDValue V) {
      return V.getOpcode() == ISD::FMUL;
    });
  }

  SDValue partnerOf(SDValue V) const {
    auto It = Partner.find(V);
    return It == Partner.end() ? SDValue() : It->second;
  }

  // The cost in moves of putting X and Y in one register pair (0 or 1), and
  // whether the pair is a known one (broadcast or existing pair).
  bool operandPair(SDValue X, SDValue Y, bool &Known) const {
    Known = false;
    if (X == Y) {
      Known = true;
      return true;
    }
    if (isa<ConstantFPSDNode>(X) || isa<ConstantFPSDNode>(Y))
      return false;
    SDValue PX = partnerOf(X), PY = partnerOf(Y);
    if (PX == Y) {
      Known = true;
      return true;
    }
    return !PX && !PY;
  }

  // The number of candidate operations on the longest path from the block's
  // entry to N, N included. A path from one candidate to another makes the
  // second one's depth larger, so two candidates of equal depth are
  // independent, and pairs formed among equal depths never make a cycle
  // (pairing keeps every depth valid: a pair's operands are those of two
  // nodes of that depth). The pairing looks no further than that: what the
  // loops it is for pair are the same step of parallel chains.
  DenseMap<SDNode *, unsigned> Depth;

  void computeDepths() {
    // allnodes is in topological order after AssignTopologicalOrder.
    for (SDNode &N : DAG.allnodes()) {
      unsigned D = 0;
      for (SDValue Op : N.op_values())
        D = std::max(D, Depth.lookup(Op.getNode()));
      Depth[&N] = D + (isCandidateOpcode(N.getOpcode()) &&
                       N.getValueType(0) == MVT::f32);
    }
  }

  int quality(SDNode *A, SDNode *B) const {
    if (A == B || A->getOpcode() != B->getOpcode() || !isCandidate(B) ||
        Depth.lookup(A) != Depth.lookup(B))
      return -1;
    // The results become a pair: neither may belong to another one.
    SDValue PA = partnerOf(SDValue(A, 0)), PB = partnerOf(SDValue(B, 0));
    if ((PA && PA != SDValue(B, 0)) || (PB && PB != SDValue(A, 0)))
      return -1;
    int Known = 0;
    for (unsigned I = 0, E = A->getNumOperands(); I != E; ++I) {
      bool K;
      if (!operandPair(A->getOperand(I), B->getOperand(I), K))
        return -1;
      Known += K;
    }
    return Known ? Known : -1;
  }

  Choice bestPartner(SDNode *A) {
    SmallVector<SDNode *, 16> Seen;
    Choice Best;
    auto Consider = [&](SDNode *B) {
      int Q = quality(A, B);
      int D = std::abs(A->getNodeId() - B->getNodeId());
      // Among equals, the nearest in the block: its operands are live at the
      // same time anyway.
      if (Q < 0 || Q < Best.Quality || (Q == Best.Quality && D >= Best.Distance))
        return;
      Best = {B, Q, D};
    };
    // Where a partner can come from: the users of an operand's pair partner,
    // and the users of the operand itself (the broadcast case), the latter
    // only for values with few users: a scalar that every thread multiplies
    // by must not make this quadratic, and its users are found through
    // their other operands anyway.
    auto AddUsers = [&](SDValue V) {
      if (!V || isa<ConstantFPSDNode>(V) || V->use_size() > MaxPartnersTried)
        return;
      for (SDNode *U : V->uses())
        if (U != A && isCandidateOpcode(U->getOpcode()))
          Seen.push_back(U);
    };
    for (SDValue Op : A->op_values())
      AddUsers(partnerOf(Op));
    for (SDValue Op : A->op_values())
      AddUsers(Op);
    llvm::sort(Seen, [](SDNode *X, SDNode *Y) {
      return X->getNodeId() < Y->getNodeId();
    });
    Seen.erase(std::unique(Seen.begin(), Seen.end()), Seen.end());
    for (SDNode *B : Seen)
      Consider(B);
    return Best;
  }

  unsigned packedOpcode(unsigned Opc) const {
    switch (Opc) {
    case ISD::FMA:
      return FTZ ? NVPTX::FMA_F32X2_FTZ : NVPTX::FMA_F32X2;
    case ISD::FADD:
      return AllowFMA ? (FTZ ? NVPTX::ADD_F32X2_FTZ : NVPTX::ADD_F32X2)
                      : (FTZ ? NVPTX::ADD_F32X2_RN_FTZ : NVPTX::ADD_F32X2_RN);
    case ISD::FSUB:
      return AllowFMA ? (FTZ ? NVPTX::SUB_F32X2_FTZ : NVPTX::SUB_F32X2)
                      : (FTZ ? NVPTX::SUB_F32X2_RN_FTZ : NVPTX::SUB_F32X2_RN);
    default:
      return AllowFMA ? (FTZ ? NVPTX::MUL_F32X2_FTZ : NVPTX::MUL_F32X2)
                      : (FTZ ? NVPTX::MUL_F32X2_RN_FTZ : NVPTX::MUL_F32X2_RN);
    }
  }

  // The .b64 operand holding X in the low and Y in the high half.
  SDValue pack(SDValue X, SDValue Y, const SDLoc &DL) {
    if (X == Y)
      if (auto *C = dyn_cast<ConstantFPSDNode>(X)) {
        uint64_t Bits = C->getValueAPF().bitcastToAPInt().getZExtValue();
        return DAG.getConstant(Bits | (Bits << 32), DL, MVT::i64);
      }
    // Both halves of one packed result, in order: that result itself.
    if (X.getNode() == Y.getNode() && X.isMachineOpcode() &&
        X.getMachineOpcode() == NVPTX::UNPACK_F32X2 && X.getResNo() == 0 &&
        Y.getResNo() == 1)
      return X.getOperand(0);
    return SDValue(
        DAG.getMachineNode(NVPTX::PACK_F32X2, DL, MVT::i64, X, Y), 0);
  }

  void formPair(SDNode *A, SDNode *B) {
    SDLoc DL(A);
    SmallVector<SDValue, 3> Ops;
    for (unsigned I = 0, E = A->getNumOperands(); I != E; ++I) {
      SDValue X = A->getOperand(I), Y = B->getOperand(I);
      if (X != Y && !isa<ConstantFPSDNode>(X)) {
        Partner[X] = Y;
        Partner[Y] = X;
      }
      Ops.push_back(pack(X, Y, DL));
    }
    SDValue Packed(DAG.getMachineNode(packedOpcode(A->getOpcode()), DL,
                                      MVT::i64, Ops),
                   0);
    SDNode *Unpack =
        DAG.getMachineNode(NVPTX::UNPACK_F32X2, DL, MVT::f32, MVT::f32, Packed);
    Done.insert(A);
    Done.insert(B);
    Partner.erase(SDValue(A, 0));
    Partner.erase(SDValue(B, 0));
    DAG.ReplaceAllUsesOfValueWith(SDValue(A, 0), SDValue(Unpack, 0));
    DAG.ReplaceAllUsesOfValueWith(SDValue(B, 0), SDValue(Unpack, 1));
    Partner[SDValue(Unpack, 0)] = SDValue(Unpack, 1);
    Partner[SDValue(Unpack, 1)] = SDValue(Unpack, 0);
    // A and B are dead now; they are removed at the end, so that no new node
    // takes the place of a candidate still in the list.
  }

  // Scalar f32 loads at offsets 8k and 8k+4 from one base address: ptxas
  // merges such loads into one 64- or 128-bit load where it can prove the
  // alignment (shared-memory tiles, vectors read element by element), and the
  // two values then sit in a register pair. Pairing them otherwise would
  // cost moves in exactly the loops that gain most.
  void seedAdjacentLoads() {
    DenseMap<SDValue, SmallVector<std::pair<int64_t, SDValue>, 8>> ByBase;
    for (SDNode &N : DAG.allnodes()) {
      auto *LD = dyn_cast<LoadSDNode>(&N);
      if (!LD || LD->getValueType(0) != MVT::f32 ||
          LD->getExtensionType() != ISD::NON_EXTLOAD || !LD->isSimple())
        continue;
      SDValue Base = LD->getBasePtr();
      int64_t Offset = 0;
      if (Base.getOpcode() == ISD::ADD)
        if (auto *C = dyn_cast<ConstantSDNode>(Base.getOperand(1))) {
          Offset = C->getSExtValue();
          Base = Base.getOperand(0);
        }
      ByBase[Base].push_back({Offset, SDValue(LD, 0)});
    }
    for (auto &Entry : ByBase) {
      auto &Loads = Entry.second;
      llvm::sort(Loads, [](const auto &X, const auto &Y) {
        return X.first < Y.first;
      });
      for (unsigned I = 0; I + 1 < Loads.size(); ++I) {
        SDValue Lo = Loads[I].second, Hi = Loads[I + 1].second;
        if (Loads[I].first % 8 != 0 || Loads[I + 1].first != Loads[I].first + 4 ||
            partnerOf(Lo) || partnerOf(Hi))
          continue;
        Partner[Lo] = Hi;
        Partner[Hi] = Lo;
      }
    }
  }

  // Elements 2k and 2k+1 of a vector load land in adjacent registers.
  void seedVectorLoads() {
    for (SDNode &N : DAG.allnodes()) {
      unsigned NumF32 = 0;
      for (unsigned I = 0, E = N.getNumValues(); I != E; ++I)
        NumF32 += N.getValueType(I) == MVT::f32;
      // LoadV2/LoadV4/LDGV*/GlobalLoad256: target memory nodes.
      if (NumF32 < 2 || !isa<MemSDNode>(&N))
        continue;
      for (unsigned I = 0; I + 1 < N.getNumValues(); I += 2)
        if (N.getValueType(I) == MVT::f32 && N.getValueType(I + 1) == MVT::f32) {
          Partner[SDValue(&N, I)] = SDValue(&N, I + 1);
          Partner[SDValue(&N, I + 1)] = SDValue(&N, I);
        }
    }
  }

public:
  F32x2Pairing(SelectionDAG &DAG, bool FTZ, bool AllowFMA)
      : DAG(DAG), FTZ(FTZ), AllowFMA(AllowFMA) {}

  void run() {
    DAG.AssignTopologicalOrder();
    computeDepths();
    seedVectorLoads();
    seedAdjacentLoads();
    SmallVector<SDNode *, 64> Candidates;
    for (SDNode &N : DAG.allnodes())
      if (isCandidate(&N))
        Candidates.push_back(&N);
    for (SDNode *A : Candidates) {
      if (Done.count(A))
        continue;
      Choice C = bestPartner(A);
      if (C.Other)
        formPair(A, C.Other);
    }
    DAG.RemoveDeadNodes();
  }
};

} // namespace

void NVPTXDAGToDAGISel::PreprocessISelDAG() {
  if (!PackF32x2 || OptLevel == CodeGenOptLevel::None ||
      !Subtarget->hasNativePackedF32x2() || Subtarget->getPTXVersion() < 86)
    return;
  F32x2Pairing(*CurDAG, useF32FTZ(), allowFMA()).run();
}
