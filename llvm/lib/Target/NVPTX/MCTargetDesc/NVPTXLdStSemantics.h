//===- NVPTXLdStSemantics.h - Memory semantics operand of ld/st -*- C++ -*-===//
//
// nvptx-blackwell. The first operand of the NVPTX ld/st instructions (named
// isVol in NVPTXInstrInfo.td) says how the access takes part in the PTX
// memory consistency model (PTX ISA, "Memory Consistency Model": "Operation
// types"; "ld", "st"). LLVM 19 only ever wrote 0 (a weak access) or 1
// (.volatile); both keep their meaning, so the vector and parameter accesses,
// which are never atomic, are unchanged. The other values are a strong
// operation: .relaxed, .acquire or .release with a scope (.cta, .cluster,
// .gpu, .sys), which PTX requires with them. The instruction selector writes
// the value (NVPTXAtomicOrdering.cpp) and the instruction printer prints it.
// The ordered atom.cas instructions (NVPTXAtomicOrdering.td) take the same
// encoding, with .acq_rel too, printed by printAtom.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_MCTARGETDESC_NVPTXLDSTSEMANTICS_H
#define LLVM_LIB_TARGET_NVPTX_MCTARGETDESC_NVPTXLDSTSEMANTICS_H

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

namespace llvm {
namespace NVPTX {
namespace LdStSem {
enum : unsigned {
  // The semantics, in the low bits.
  Weak = 0,
  Volatile = 1,
  Relaxed = 2,
  Acquire = 3,
  Release = 4,
  AcqRel = 5, // atom only
  SemMask = 0x7,
  // The scope of a strong operation, above them.
  ScopeShift = 3,
  ScopeCTA = 1 << ScopeShift,
  ScopeCluster = 2 << ScopeShift,
  ScopeGPU = 3 << ScopeShift,
  ScopeSys = 4 << ScopeShift,
  ScopeMask = 0x7 << ScopeShift,
};

/// Prints the scope of \p Imm, if it has one.
inline void printScope(unsigned Imm, raw_ostream &O) {
  switch (Imm & ScopeMask) {
  case ScopeCTA:
    O << ".cta";
    return;
  case ScopeCluster:
    O << ".cluster";
    return;
  case ScopeGPU:
    O << ".gpu";
    return;
  case ScopeSys:
    O << ".sys";
    return;
  default:
    return;
  }
}

/// The qualifier that names the semantics \p Sem (.volatile, .relaxed,
/// .acquire, .release, .acq_rel); Weak has none.
inline const char *semanticsQualifier(unsigned Sem) {
  switch (Sem) {
  case Weak:
    return "";
  case Volatile:
    return ".volatile";
  case Relaxed:
    return ".relaxed";
  case Acquire:
    return ".acquire";
  case Release:
    return ".release";
  case AcqRel:
    return ".acq_rel";
  default:
    llvm_unreachable("unknown memory semantics");
  }
}

/// Prints the qualifiers of an atom instruction: its semantics unless it is
/// .relaxed (atom's default), then its scope if it has one.
inline void printAtom(unsigned Imm, raw_ostream &O) {
  unsigned Sem = Imm & SemMask;
  if (Sem == Acquire || Sem == Release || Sem == AcqRel)
    O << semanticsQualifier(Sem);
  printScope(Imm, O);
}

/// Prints the qualifiers of an ld/st that \p Imm stands for, e.g.
/// ".acquire.gpu".
inline void print(unsigned Imm, raw_ostream &O) {
  unsigned Sem = Imm & SemMask;
  if (Sem == AcqRel)
    llvm_unreachable("unknown ld/st memory semantics");
  O << semanticsQualifier(Sem);
  if (Sem == Weak || Sem == Volatile)
    return;
  if (!(Imm & ScopeMask))
    llvm_unreachable("a strong ld/st without a scope");
  printScope(Imm, O);
}
} // namespace LdStSem
} // namespace NVPTX
} // namespace llvm

#endif
