//===--- SemaCUDANvccExtensionWarnings.h - nvcc extensions, warned once ---===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// In CUDA, clang accepts some constructs that only nvcc accepts, with a
// warning: a dependent type name without 'typename' as a template argument
// (-Wcuda-missing-typename) and a member template call without 'template'
// (-Wcuda-missing-template-keyword). Both are recognized where a template is
// instantiated, because only then is it known what the name names, so the
// same line would be reported once for every instantiation (CUTLASS's FMHA
// kernels instantiate one such line 16 times), each with its instantiation
// backtrace. What is wrong, and the fix-it, is the same for every
// instantiation, so the warning is issued once per place in the source (with
// the names of the first instantiation).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDANVCCEXTENSIONWARNINGS_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDANVCCEXTENSIONWARNINGS_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

namespace clang {
namespace nvptxbw {

/// Whether no nvcc-extension warning has been issued at Loc yet in this
/// translation unit; from now on, one has.
inline bool isFirstNvccExtensionWarningAt(Sema &S, SourceLocation Loc) {
  // The record is SemaCUDA's set of call locations already diagnosed, with
  // no caller: a set of Sema's own would change the layout of a class that
  // the prebuilt parts of clang were compiled against.
  return S.CUDA().LocsWithCUDACallDiags.insert({nullptr, Loc}).second;
}

} // namespace nvptxbw
} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDANVCCEXTENSIONWARNINGS_H
