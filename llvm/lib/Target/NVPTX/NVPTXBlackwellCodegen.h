//===- NVPTXBlackwellCodegen.h - Blackwell code generation hooks -*- C++ -*-===//
//
// nvptx-blackwell. What the NVPTX lowering and instruction selection call for
// the code generation that sm_100 and later make possible: 256-bit global
// loads and stores (NVPTXWideGlobalAccess.cpp) and packed f32x2 arithmetic
// (NVPTXPackedF32x2.cpp); a kernel parameter's flag bytes tested through one
// 32-bit ld.param (NVPTXParamFlagLoads.cpp); and the cluster's shared memory
// of sm_90 (NVPTXSharedCluster.cpp). Which targets have what is the subtarget's
// generated feature-family predicates (NVPTXBlackwellTargets.py); the PTX
// version each instruction needs is checked here, next to the predicate.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_NVPTXBLACKWELLCODEGEN_H
#define LLVM_LIB_TARGET_NVPTX_NVPTXBLACKWELLCODEGEN_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/SelectionDAGNodes.h"

namespace llvm {
class AddrSpaceCastSDNode;
class Argument;
class FunctionPass;
class MachineFunctionPass;
class Module;
class NVPTXSubtarget;
class NVPTXTargetMachine;
class SDNode;
class SelectionDAG;
class Value;

namespace nvptxbw {

// Whether accesses through a pointer of address space AddrSpace may be
// 256 bits wide: ld/st.global .v8.b32 and .v4.b64 need PTX 8.8 and a target
// of the family that has them.
bool has256BitAccess(const NVPTXSubtarget &STI, unsigned AddrSpace);

/// Whether a kernel may write its byval parameter Arg, or let its address
/// escape (NVPTXByValParamWrites.cpp): then a pointer loaded from it need not
/// be one the host passed, and NVPTXLowerArgs must not mark it global.
bool mayWriteByValKernelParam(const Argument &Arg);

/// After NVPTXLowerArgs has replaced the uses of a grid_constant kernel
/// parameter with GenericAddr, its cvta.param: each simple load through
/// GenericAddr and GEPs of it reads through ParamAddr, the parameter in the
/// param space, instead (NVPTXGridConstantParamReads.cpp).
void readGridConstantParamInPlace(Value &GenericAddr, Value &ParamAddr);

// A 256-bit vector load from global memory (v8f32, v8i32, v4f64, v4i64,
// v16f16, v16bf16, v16i16) aligned to 32 bytes becomes one LoadV8/LoadV4W
// node; false (and no results) where it does not qualify.
bool lowerWideGlobalLoad(SDNode *N, SelectionDAG &DAG, const NVPTXSubtarget &STI,
                         SmallVectorImpl<SDValue> &Results);

// The same for a store; an empty SDValue where it does not qualify.
SDValue lowerWideGlobalStore(SDValue Op, SelectionDAG &DAG,
                             const NVPTXSubtarget &STI);

// The last IR pass before instruction selection: a kernel's byval parameter
// fields that share an aligned 32-bit word and are only tested (bools) are
// read through one load of the word and tested with masks.
FunctionPass *createParamFlagLoadsPass(const NVPTXTargetMachine &TM);

// After the machine SSA optimizations: a cheap address computation used past
// a barrier or other convergent instruction in another block is recomputed
// there from its leaves (NVPTXFarAddressRemat.cpp).
MachineFunctionPass *createFarAddressRematPass();

// After register coalescing: a guarded loop's constant start values (the
// preheader's movs of immediates and copies of them) are set before the
// guard's branch (NVPTXLoopConstantsAboveGuard.cpp).
MachineFunctionPass *createLoopConstantsAboveGuardPass();

// The cluster's shared memory, address space 7 (NVPTXSharedCluster.cpp).
// Before instruction selection: diagnoses its use where the target or PTX
// version lacks .shared::cluster, and makes atomics on it generic.
bool prepareSharedClusterAccesses(Module &M, const NVPTXTargetMachine &TM);
// The cvta instructions of an addrspacecast to or from address space 7.
SDNode *selectSharedClusterCast(SelectionDAG &DAG, AddrSpaceCastSDNode *N);
// Before instruction selection: diagnoses and drops the calls of the i16
// scoped compare-and-swap intrinsics where the target lacks atom.cas.b16
// (NVPTXScopedCas16Check.cpp).
bool checkScopedCas16(Module &M, const NVPTXTargetMachine &TM);

} // namespace nvptxbw
} // namespace llvm

#endif
