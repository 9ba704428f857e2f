//===--- SemaCUDASharedVarInit.h - nvcc's __shared__ objects ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A __shared__ variable of class type whose default constructor or
// destructor does something (`__shared__ cuda::barrier<...> bar;` in a
// kernel) is an error in clang ("initialization is not supported for
// __shared__ variables"): CUDA allows only empty constructors and
// destructors there. nvcc 13.0 accepts such a variable in a function and
// runs neither its constructor nor its destructor; it warns (#20054-D,
// "dynamic initialization is not supported for a function-scope static
// __shared__ variable") unless the initialization is constant or the
// constructor empty, and the destructor empty. At namespace scope it
// accepts, silently, a variable whose initialization is such (without
// running the initialization either), and refuses the rest. Any
// initializer written in the declaration (`= ...`, `(...)`, `{...}`) is an
// error with nvcc.
//
// In CUDA (not HIP), clang now does the same, with
// -Wcuda-shared-var-dynamic-init where nvcc warns. Only declarations that
// clang refused are affected. CodeGen already emits no initialization for
// a __shared__ variable in device code; a __shared__ variable in code
// emitted for the host is an error (err_cuda_host_shared).
// SemaCUDASharedVarInit.cpp states the measured rule case by case.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDASHAREDVARINIT_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDASHAREDVARINIT_H

namespace clang {
class SemaCUDA;
class VarDecl;

namespace nvptxbw {

/// VD is a __shared__ variable whose initializer clang's CUDA rule refuses.
/// Returns true if nvcc accepts it, having warned where nvcc warns; false
/// if the error stands.
bool acceptNvccSharedVarInit(SemaCUDA &S, VarDecl *VD);

} // namespace nvptxbw
} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDASHAREDVARINIT_H
