//===--- CGCUDANvccHostCall.h - host calls in HD code on the device -------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// In CUDA (not HIP), Sema accepts a __host__ __device__ function's call of a
// __host__ function, as nvcc does (SemaCUDANvccHostCallFromHostDevice.h). The
// device has no code for the callee, so in a device compilation the call is
// compiled to a trap instead: nvcc treats it as undefined behaviour (its PTX
// drops the path), and a trap stops the kernel where that path would begin.
// Its address, taken there, is a null pointer, as in nvcc's device code.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_CODEGEN_CGCUDANVCCHOSTCALL_H
#define LLVM_CLANG_LIB_CODEGEN_CGCUDANVCCHOSTCALL_H

#include "CGValue.h"

namespace llvm {
class Constant;
}

namespace clang {
class CallExpr;
class FunctionDecl;

namespace CodeGen {
class CodeGenFunction;

namespace nvptxbw {

/// Whether Callee, used in the function CGF emits, is a __host__ function
/// that Sema let a __host__ __device__ function use only as nvcc does, in a
/// CUDA device compilation.
bool isNvccHostFunctionUseOnDevice(const CodeGenFunction &CGF,
                                   const FunctionDecl *Callee);

/// Whether E is a call of such a function.
bool isNvccHostCallOnDevice(const CodeGenFunction &CGF, const CallExpr *E);

/// Emits E as a trap; code after it is unreachable. Returns an undefined
/// value of E's type.
RValue emitNvccHostCallOnDevice(CodeGenFunction &CGF, const CallExpr *E);

/// The address of such a function in device code, where it has none: a null
/// function pointer, as nvcc gives (its address is not taken otherwise, so
/// no reference to the host function is left in the device code).
llvm::Constant *nullHostFunctionPointer(CodeGenFunction &CGF);

} // namespace nvptxbw
} // namespace CodeGen
} // namespace clang

#endif // LLVM_CLANG_LIB_CODEGEN_CGCUDANVCCHOSTCALL_H
