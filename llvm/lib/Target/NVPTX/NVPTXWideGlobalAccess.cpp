//===- NVPTXWideGlobalAccess.cpp - 256-bit global loads and stores --------===//
//
// nvptx-blackwell. PTX 8.8 gives sm_100 and later 256-bit accesses to global
// memory: ld.global{.nc}.v8.b32 / .v4.b64 and st.global.v8.b32 / .v4.b64
// (PTX ISA, "ld", "st"). One such access is one LDG.E.ENL2.256 / STG.E.ENL2.256
// in SASS where two 128-bit accesses are two instructions.
//
// The load/store vectorizer forms 256-bit vectors for global pointers where
// the subtarget allows it (NVPTXTargetTransformInfo::getLoadStoreVecRegBitWidth);
// a 256-bit vector of 32- or 64-bit elements (or of 16-bit elements, in
// pairs) that is aligned to 32 bytes is lowered here to one GlobalLoad256 or
// GlobalStore256 node and selected to one instruction. Everything else keeps
// LLVM's 128-bit path: other address spaces, lower targets and PTX versions,
// volatile and atomic accesses, smaller alignment.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellCodegen.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXISelDAGToDAG.h"
#include "NVPTXISelLowering.h"
#include "NVPTXSubtarget.h"
#include "llvm/CodeGen/SelectionDAG.h"

using namespace llvm;

bool nvptxbw::has256BitAccess(const NVPTXSubtarget &STI, unsigned AddrSpace) {
  return AddrSpace == ADDRESS_SPACE_GLOBAL && STI.has256BitGlobalAccess() &&
         STI.getPTXVersion() >= 88;
}

namespace {
// How a 256-bit vector type is accessed: the element type of the instruction's
// registers and how many there are (8 x 32 bits or 4 x 64 bits). Vectors of
// 16-bit elements travel in pairs, as LLVM's 128-bit path does.
struct WideShape {
  MVT RegVT;           // one register's type (f32, i32, v2f16, ..., f64, i64)
  unsigned NumRegs = 0; // 8 or 4
  bool Pairs = false;  // 16-bit elements, two per register
};
} // namespace

static bool getWideShape(EVT VT, WideShape &S) {
  if (!VT.isSimple())
    return false;
  switch (VT.getSimpleVT().SimpleTy) {
  case MVT::v8f32: S = {MVT::f32, 8, false}; return true;
  case MVT::v8i32: S = {MVT::i32, 8, false}; return true;
  case MVT::v4f64: S = {MVT::f64, 4, false}; return true;
  case MVT::v4i64: S = {MVT::i64, 4, false}; return true;
  case MVT::v16f16: S = {MVT::v2f16, 8, true}; return true;
  case MVT::v16bf16: S = {MVT::v2bf16, 8, true}; return true;
  case MVT::v16i16: S = {MVT::v2i16, 8, true}; return true;
  default:
    return false;
  }
}

// A plain (not volatile, not atomic), 32-byte aligned access to global memory
// through a 64-bit pointer on a subtarget that has 256-bit accesses.
static bool qualifies(MemSDNode *M, const NVPTXSubtarget &STI) {
  return M->isSimple() && nvptxbw::has256BitAccess(STI, M->getAddressSpace()) &&
         M->getAlign() >= Align(32) &&
         M->getBasePtr().getValueType() == MVT::i64;
}

bool nvptxbw::lowerWideGlobalLoad(SDNode *N, SelectionDAG &DAG,
                                  const NVPTXSubtarget &STI,
                                  SmallVectorImpl<SDValue> &Results) {
  auto *LD = dyn_cast<LoadSDNode>(N);
  WideShape S;
  if (!LD || LD->getExtensionType() != ISD::NON_EXTLOAD ||
      !getWideShape(LD->getValueType(0), S) || !qualifies(LD, STI))
    return false;

  SDLoc DL(N);
  SmallVector<EVT, 9> VTs(S.NumRegs, S.RegVT);
  VTs.push_back(MVT::Other);
  SDValue Ops[] = {LD->getChain(), LD->getBasePtr()};
  SDValue NewLD = DAG.getMemIntrinsicNode(
      NVPTXISD::GlobalLoad256, DL, DAG.getVTList(VTs), Ops, LD->getMemoryVT(),
      LD->getMemOperand());

  EVT ResVT = LD->getValueType(0);
  EVT EltVT = ResVT.getVectorElementType();
  SmallVector<SDValue, 16> Elts;
  for (unsigned I = 0; I != S.NumRegs; ++I) {
    SDValue R = NewLD.getValue(I);
    if (!S.Pairs) {
      Elts.push_back(R);
      continue;
    }
    for (unsigned J = 0; J != 2; ++J)
      Elts.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, R,
                                 DAG.getIntPtrConstant(J, DL)));
  }
  Results.push_back(DAG.getBuildVector(ResVT, DL, Elts));
  Results.push_back(NewLD.getValue(S.NumRegs));
  return true;
}

SDValue nvptxbw::lowerWideGlobalStore(SDValue Op, SelectionDAG &DAG,
                                      const NVPTXSubtarget &STI) {
  auto *ST = dyn_cast<StoreSDNode>(Op.getNode());
  WideShape S;
  if (!ST || ST->isTruncatingStore() ||
      !getWideShape(ST->getValue().getValueType(), S) || !qualifies(ST, STI))
    return SDValue();

  SDLoc DL(ST);
  SDValue Val = ST->getValue();
  EVT EltVT = Val.getValueType().getVectorElementType();
  SmallVector<SDValue, 11> Ops;
  Ops.push_back(ST->getChain());
  for (unsigned I = 0; I != S.NumRegs; ++I) {
    if (!S.Pairs) {
      Ops.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, Val,
                                DAG.getIntPtrConstant(I, DL)));
      continue;
    }
    SDValue E0 = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, Val,
                             DAG.getIntPtrConstant(2 * I, DL));
    SDValue E1 = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, Val,
                             DAG.getIntPtrConstant(2 * I + 1, DL));
    Ops.push_back(DAG.getNode(ISD::BUILD_VECTOR, DL, S.RegVT, E0, E1));
  }
  Ops.push_back(ST->getBasePtr());
  return DAG.getMemIntrinsicNode(NVPTXISD::GlobalStore256, DL,
                                 DAG.getVTList(MVT::Other), Ops,
                                 ST->getMemoryVT(), ST->getMemOperand());
}

// The instruction for a register type: 8 x 32 bits or 4 x 64 bits, typed as
// LLVM's 128-bit forms are (.f32/.f64 for floating point, .b32/.b64 else).
static unsigned pickWideOpcode(MVT RegVT, bool IsStore, bool NonCoherent) {
  switch (RegVT.SimpleTy) {
  case MVT::f32:
    return IsStore ? NVPTX::ST_GLOBAL256_V8_F32
                   : NonCoherent ? NVPTX::LDG_GLOBAL256_V8_F32
                                 : NVPTX::LD_GLOBAL256_V8_F32;
  case MVT::f64:
    return IsStore ? NVPTX::ST_GLOBAL256_V4_F64
                   : NonCoherent ? NVPTX::LDG_GLOBAL256_V4_F64
                                 : NVPTX::LD_GLOBAL256_V4_F64;
  case MVT::i64:
    return IsStore ? NVPTX::ST_GLOBAL256_V4_B64
                   : NonCoherent ? NVPTX::LDG_GLOBAL256_V4_B64
                                 : NVPTX::LD_GLOBAL256_V4_B64;
  default: // i32 and the pairs of 16-bit elements
    return IsStore ? NVPTX::ST_GLOBAL256_V8_B32
                   : NonCoherent ? NVPTX::LDG_GLOBAL256_V8_B32
                                 : NVPTX::LD_GLOBAL256_V8_B32;
  }
}

bool NVPTXDAGToDAGISel::tryWideGlobalAccess(SDNode *N) {
  unsigned Opc = N->getOpcode();
  if (Opc != NVPTXISD::GlobalLoad256 && Opc != NVPTXISD::GlobalStore256)
    return false;
  auto *Mem = cast<MemSDNode>(N);
  bool IsStore = Opc == NVPTXISD::GlobalStore256;
  SDLoc DL(N);

  // Register + immediate offset where the address has that shape, else the
  // address in a register.
  SDValue Addr = N->getOperand(N->getNumOperands() - 1);
  SDValue Base, Offset;
  if (!SelectADDRri64(Addr.getNode(), Addr, Base, Offset)) {
    Base = Addr;
    Offset = CurDAG->getTargetConstant(0, DL, MVT::i64);
  }

  MachineSDNode *MN;
  if (IsStore) {
    MVT RegVT = N->getOperand(1).getSimpleValueType();
    SmallVector<SDValue, 11> Ops(N->op_begin() + 1, N->op_end() - 1);
    Ops.append({Base, Offset, N->getOperand(0)});
    MN = CurDAG->getMachineNode(pickWideOpcode(RegVT, true, false), DL,
                                MVT::Other, Ops);
  } else {
    // ld.global.nc where LLVM's 128-bit path would use it (invariant loads,
    // read-only noalias kernel parameters).
    bool NonCoherent =
        canLowerToLDG(Mem, *Subtarget, NVPTX::PTXLdStInstCode::GLOBAL, MF);
    MVT RegVT = N->getSimpleValueType(0);
    SDValue Ops[] = {Base, Offset, N->getOperand(0)};
    MN = CurDAG->getMachineNode(pickWideOpcode(RegVT, false, NonCoherent), DL,
                                N->getVTList(), Ops);
  }
  CurDAG->setNodeMemRefs(MN, {Mem->getMemOperand()});
  ReplaceNode(N, MN);
  return true;
}
