//===- CUDANVCCCompat.h - nvcc's macro and pragmas in CUDA -------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the preprocessor does as nvcc does in CUDA compilations (not HIP):
//
// - nvcc predefines __NVCC__, and CUDA projects test it to mean "compiled by
//   a CUDA compiler": `#if defined(__NVCC__) || defined(__HIPCC__)` picks
//   `__host__ __device__` for their helpers, or the CUDA runtime over HIP's.
//   Headers that ship with a CUDA compiler test it to mean "nvcc's own front
//   end" instead: CCCL, <nv/target> and cooperative groups choose between
//   their nvcc and clang paths by it, and so do libraries that support
//   clang's CUDA (Eigen, whose nvcc path does not compile with clang). So a
//   CUDA compilation defines __NVCC__ (InitPreprocessor), and the
//   preprocessor reads it as defined only in the project's own headers: the
//   ones the compiled file reaches through #include "..." alone. In a system
//   header, in a header included with <...> and all that it includes, it
//   reads as undefined, so CUDA's, CCCL's, the C++ library's, clang's own
//   headers and libraries such as Eigen keep the clang paths they were
//   written and tested with. In the compiled file itself it reads as
//   undefined too: there a test of __NVCC__ asks which compiler this is
//   (CMake's compiler identification takes it for NVIDIA's), and a .cu file
//   needs no macro to know that it is CUDA.
//
// - nvcc's pragmas for its own diagnostics (`#pragma nv_diag_suppress 177`,
//   the older `diag_suppress`, `nv_diagnostic push`) and for its host/device
//   call checks (`nv_exec_check_disable`, `hd_warning_disable`) name EDG's
//   diagnostics, which clang does not have. nvcc takes them silently, and
//   code that tests __NVCC__ writes them (Eigen's DisableStupidWarnings.h):
//   they are accepted and ignored, with -Wcuda-nvcc-pragma (off by default)
//   to see where, instead of -Wunknown-pragmas warnings on code nvcc
//   compiles without one.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LEX_CUDANVCCCOMPAT_H
#define LLVM_CLANG_LEX_CUDANVCCCOMPAT_H

#include "clang/Basic/SourceLocation.h"

namespace clang {

class IdentifierInfo;
class Preprocessor;

/// True where \p II is __NVCC__, this is a CUDA (not HIP) compilation and
/// \p Loc (its expansion location) is in the main file, in a system header,
/// or in a header that is not reached from the main file through quoted
/// includes alone: there the macro reads as undefined, for `defined`,
/// `#ifdef` and expansion alike.
bool isNVCCMacroHiddenAt(const Preprocessor &PP, const IdentifierInfo &II,
                         SourceLocation Loc);

/// Adds the handlers of nvcc's diagnostic and host/device-check pragmas to
/// \p PP, which must be a CUDA (not HIP) compilation's.
void addNVCCPragmaHandlers(Preprocessor &PP);

} // namespace clang

#endif // LLVM_CLANG_LEX_CUDANVCCCOMPAT_H
