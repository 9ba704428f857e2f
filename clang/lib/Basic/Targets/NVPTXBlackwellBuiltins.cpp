//===--- NVPTXBlackwellBuiltins.cpp - Blackwell builtins' descriptions ----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "clang/Basic/NVPTXBlackwellBuiltins.h"
#include "clang/Basic/TargetBuiltins.h"
#include <iterator>

using namespace clang;
using namespace clang::nvptxbw;

// Our builtins are appended to the NVPTX builtin IDs. LargestBuiltinID (the
// maximum over all targets, baked into IdentifierTable and every TU that uses
// it) must not change, since those TUs are not recompiled: X86 has to stay
// the target with the most builtins.
static_assert(NVPTX::LastTSBuiltin < X86::LastTSBuiltin,
              "the Blackwell builtins would change clang::LargestBuiltinID");

namespace {

const ParamDesc Params[] = {
#define NVPTXBW_PARAMS
#include "NVPTXBlackwellBuiltinsInfo.inc"
};

const FormDesc Forms[] = {
#define NVPTXBW_FORMS
#include "NVPTXBlackwellBuiltinsInfo.inc"
};

const char *const Strings[] = {
#define NVPTXBW_STRINGS
#include "NVPTXBlackwellBuiltinsInfo.inc"
};

const BuiltinDesc Builtins[] = {
#define NVPTXBW_BUILTIN(Builtin, Intrinsic, RetKind, RetVecLen, NumResults,    \
                        StructResult, Mem, FnAttrs, FirstParam, NumParams,     \
                        FirstForm, NumForms, Needs, MinPTX)                    \
  {Intrinsic, RetKind,   RetVecLen, NumResults, StructResult, Mem,             \
   FnAttrs,   FirstParam, NumParams, FirstForm,  NumForms,     Needs, MinPTX},
#include "NVPTXBlackwellBuiltinsInfo.inc"
};

#define NVPTXBW_FIRST_BUILTIN(Name) constexpr unsigned FirstID = NVPTX::BI##Name;
#include "NVPTXBlackwellBuiltinsInfo.inc"

// The .def and the tables come from one generator run, in the same order.
static_assert(FirstID + std::size(Builtins) == NVPTX::LastTSBuiltin,
              "BuiltinsNVPTXBlackwell.def and its Info.inc disagree");

} // namespace

llvm::ArrayRef<ParamDesc> BuiltinDesc::params() const {
  return llvm::ArrayRef(Params + FirstParam, NumParams);
}

llvm::ArrayRef<FormDesc> BuiltinDesc::forms() const {
  return llvm::ArrayRef(Forms + FirstForm, NumForms);
}

const BuiltinDesc *nvptxbw::lookupBuiltin(unsigned BuiltinID) {
  if (BuiltinID < FirstID || BuiltinID >= NVPTX::LastTSBuiltin)
    return nullptr;
  return &Builtins[BuiltinID - FirstID];
}

const char *nvptxbw::getString(unsigned Index) {
  return Index < std::size(Strings) ? Strings[Index] : "";
}
