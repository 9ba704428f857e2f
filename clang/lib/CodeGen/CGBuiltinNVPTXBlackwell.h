//===--- CGBuiltinNVPTXBlackwell.h - Blackwell builtins' IR -----*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_CODEGEN_CGBUILTINNVPTXBLACKWELL_H
#define LLVM_CLANG_LIB_CODEGEN_CGBUILTINNVPTXBLACKWELL_H

namespace llvm {
class Value;
}

namespace clang {
class CallExpr;
namespace CodeGen {
class CodeGenFunction;

/// Emits a builtin of BuiltinsNVPTXBlackwell.def as a call of its intrinsic
/// and returns true, or returns false for any other builtin.
bool EmitNVPTXBlackwellBuiltin(CodeGenFunction &CGF, unsigned BuiltinID,
                               const CallExpr *E, llvm::Value *&Result);
} // namespace CodeGen
} // namespace clang

#endif
