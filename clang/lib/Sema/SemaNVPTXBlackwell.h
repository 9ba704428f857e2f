//===--- SemaNVPTXBlackwell.h - Checks of the Blackwell builtins -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMANVPTXBLACKWELL_H
#define LLVM_CLANG_LIB_SEMA_SEMANVPTXBLACKWELL_H

namespace clang {
class CallExpr;
class Sema;
class TargetInfo;

/// Is this one of the builtins of BuiltinsNVPTXBlackwell.def?
bool isNVPTXBlackwellBuiltin(unsigned BuiltinID);

/// Checks a call of such a builtin: its immediates, and the target when
/// compiling for it. Returns true on an error that makes the call invalid.
bool CheckNVPTXBlackwellBuiltinCall(Sema &S, const TargetInfo &TI,
                                    unsigned BuiltinID, CallExpr *TheCall);
} // namespace clang

#endif
