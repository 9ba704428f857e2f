//===--- NVPTXBlackwellBuiltins.h - Blackwell builtins' descriptions -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvptx-blackwell: the builtins of BuiltinsNVPTXBlackwell.def, one per
// Blackwell intrinsic of the NVPTX backend, described for Sema (immediate and
// target checks) and CodeGen (the intrinsic's signature and attributes). The
// tables are generated with the .def from the backend's intrinsic table
// (llvm/lib/Target/NVPTX/NVPTXBlackwellClangBuiltins.py), so the three agree.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_BASIC_NVPTXBLACKWELLBUILTINS_H
#define LLVM_CLANG_BASIC_NVPTXBLACKWELLBUILTINS_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>

namespace clang {
namespace nvptxbw {

/// An IR type of an intrinsic operand or result.
enum TypeKind {
  Void,
  I1,
  I16,
  I32,
  I64,
  F32,
  V2F16,
  V2BF16,
  VI32,       // <VecLen x i32>
  TMemPtr,    // ptr addrspace(6): the builtin takes the 32-bit TMEM address
  SharedPtr,  // ptr addrspace(3): the builtin takes a generic pointer
  GenericPtr, // ptr
  F64,
  VF32,       // <VecLen x float>
  V4I8,       // <4 x i8>
  F16,        // half (__fp16)
  BF16,       // bfloat (__bf16)
};

/// ValueParam: any value. SelectorParam: an immediate that picks the PTX form
/// (the allowed values are listed). ImmediateParam: an immediate printed into
/// the instruction (Lo..Hi).
enum ImmKind { ValueParam, SelectorParam, ImmediateParam };

/// The memory effects upstream LLVM declares the intrinsic with: none, its
/// pointer arguments, inaccessible memory, both, or any (no attribute).
enum MemKind {
#define NVPTXBW_MEMORY(Kind, Effects) Kind,
#define NVPTXBW_MEMORY_ANY(Kind) Kind,
#include "clang/Basic/NVPTXBlackwellAttributes.def"
};

struct ParamDesc {
  TypeKind Kind;
  unsigned VecLen;
  ImmKind Imm;
  uint64_t Lo, Hi;
  bool Contiguous;    // the allowed values are exactly Lo..Hi
  const char *Values; // "0, 1, 2" for selectors
  // Upstream's attributes besides immarg: bit I is the I-th
  // NVPTXBW_PARAM_ATTR of NVPTXBlackwellAttributes.def, as in the backend.
  unsigned Attrs;
};

/// The PTX forms of one combination of selector values: where they exist
/// (a TARGET_BUILTIN-style feature expression) and, in words, what they need.
struct FormDesc {
  uint64_t Key[4];
  unsigned NumKey;
  unsigned Features; // string index
  unsigned Needs;    // string index
};

struct BuiltinDesc {
  const char *Intrinsic; // "llvm.nvvm.tcgen05.alloc.shared.cg1"
  TypeKind RetKind;      // of the result, or of each element of a struct one
  unsigned RetVecLen;
  unsigned NumResults;
  bool StructResult; // {T, T, ...}: the builtin stores it through its first
                     // parameter
  MemKind Mem;
  // Upstream's function attributes: bit I is the I-th NVPTXBW_FN_ATTR of
  // NVPTXBlackwellAttributes.def, as in the backend.
  unsigned FnAttrs;
  unsigned FirstParam, NumParams, FirstForm, NumForms;
  unsigned Needs; // string index: what the intrinsic needs, in words
  unsigned MinPTX;

  llvm::ArrayRef<ParamDesc> params() const;
  llvm::ArrayRef<FormDesc> forms() const;
};

/// The description of an NVPTX builtin ID, or null if it is not one of ours.
const BuiltinDesc *lookupBuiltin(unsigned BuiltinID);

/// A string of the tables (feature expressions, descriptions).
const char *getString(unsigned Index);

} // namespace nvptxbw
} // namespace clang

#endif
