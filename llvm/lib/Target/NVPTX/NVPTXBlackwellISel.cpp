//===- NVPTXBlackwellISel.cpp - Select the Blackwell intrinsics -----------===//
//
// nvptx-blackwell. TableGen patterns cannot name an intrinsic ID that is not
// in LLVM's table, so INTRINSIC_* nodes with a Blackwell ID are selected here,
// from the same generated table: the selector immediates pick the form, the
// width of the pointer operands picks its 64- or 32-bit flavour, and every
// other operand goes to the instruction in order. The check pass has already
// verified the immediates and the target, and scalarized vectors.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::nvptxbw;

MachineSDNode *llvm::nvptxbw::selectBlackwellIntrinsic(SelectionDAG &DAG,
                                                       SDNode *N) {
  unsigned Opc = N->getOpcode();
  if (Opc != ISD::INTRINSIC_VOID && Opc != ISD::INTRINSIC_W_CHAIN &&
      Opc != ISD::INTRINSIC_WO_CHAIN)
    return nullptr;
  bool HasChain = Opc != ISD::INTRINSIC_WO_CHAIN;
  unsigned IDOperand = HasChain ? 1 : 0;
  const IntrinsicDesc *D =
      lookupBlackwellIntrinsic(N->getConstantOperandVal(IDOperand));
  if (!D)
    return nullptr;

  SDLoc DL(N);
  SmallVector<SDValue, 16> Ops;
  uint64_t Key[4] = {0, 0, 0, 0};
  unsigned NumKey = 0;
  // Which pointer operands are 32-bit: all (nvptx), or the shared-memory
  // ones (--nvptx-short-ptr).
  bool ShortPtr32 = false, OtherPtr32 = false;
  unsigned NextOp = IDOperand + 1;
  for (unsigned I = 0; I != D->NumParams; ++I) {
    const ParamSpec &P = D->param(I);
    if (P.Kind == SelectorParam) {
      Key[NumKey++] = N->getConstantOperandVal(NextOp++);
      continue;
    }
    if (P.Kind == ImmediateParam) {
      SDValue V = N->getOperand(NextOp++);
      // PTX reads a 16-bit immediate operand as unsigned (pmevent.mask's
      // mask): an i16 target constant would print 0xA000 as -24576, which
      // ptxas refuses, so it is emitted as the zero-extended 32-bit value.
      EVT ImmVT = V.getValueType() == MVT::i16 ? MVT::i32 : V.getValueType();
      Ops.push_back(DAG.getTargetConstant(cast<ConstantSDNode>(V)->getZExtValue(),
                                          DL, ImmVT));
      continue;
    }
    if (P.isPointerOfTargetWidth())
      (P.isShortPointer() ? ShortPtr32 : OtherPtr32) =
          N->getOperand(NextOp).getValueType() == MVT::i32;
    // The check pass has split vector operands into one per element, and
    // an i128 into its two 64-bit halves.
    for (unsigned E = P.Type == TableType::I128 ? 2 : P.VecLen; E != 0; --E)
      Ops.push_back(N->getOperand(NextOp++));
  }
  if (HasChain)
    Ops.push_back(N->getOperand(0));

  const FormSpec *Form =
      findForm(*D, Key, NumKey, DAG.getSubtarget<NVPTXSubtarget>());
  if (!Form) // The check pass refuses such calls; this is a bug if reached.
    report_fatal_error(Twine("no form of ") + D->Name +
                       " for these immediate operands");
  if (Form->DroppedParams) {
    // Leave out the operands this form does not print: Ops holds the value
    // and immediate operands in parameter order, each value parameter
    // taking as many entries as it has registers.
    SmallVector<SDValue, 16> Kept;
    unsigned Next = 0;
    for (unsigned I = 0; I != D->NumParams; ++I) {
      const ParamSpec &P = D->param(I);
      if (P.Kind == SelectorParam)
        continue;
      unsigned Count = P.Kind == ImmediateParam ? 1
                       : P.Type == TableType::I128 ? 2
                                                     : P.VecLen;
      bool Drop = P.Kind == ValueParam && I < 64 && (Form->DroppedParams >> I & 1);
      for (unsigned E = 0; E != Count; ++E, ++Next)
        if (!Drop)
          Kept.push_back(Ops[Next]);
    }
    Kept.append(Ops.begin() + Next, Ops.end()); // the chain
    Ops = std::move(Kept);
  }

  SmallVector<EVT, 16> VTs;
  for (unsigned I = 0; I != D->NumResults; ++I)
    VTs.push_back(getResultVT(*D, I));
  if (HasChain)
    VTs.push_back(MVT::Other);
  unsigned Opcode = !ShortPtr32 && !OtherPtr32 ? Form->Opcode64
                    : OtherPtr32                ? Form->Opcode32
                                                : Form->OpcodeShort32;
  return DAG.getMachineNode(Opcode, DL,
                            DAG.getVTList(VTs), Ops);
}
