//===- CUDANVCCOptions.h - nvcc's spellings of driver options ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// CUDA projects write nvcc's options into their build systems, and many pass
// them to whatever compiler builds CUDA: CMake projects append
// `--expt-extended-lambda`, `-Xcompiler=-fopenmp`, `-use_fast_math` or
// `-Xfatbin=-compress-all` to CMAKE_CUDA_FLAGS or a target's CUDA options
// without asking which compiler CMAKE_CUDA_COMPILER is, and Makefiles write
// `-arch=sm_90a` and `-Xptxas -v`. None of these is a clang option, so with
// clang as the CUDA compiler such a build stops at "unknown argument".
//
// Before the driver parses its arguments, the nvcc options clang has no
// spelling of are rewritten as the clang options that do the same (nvcc 13.0
// measured: -dryrun, and the PTX each knob gives), or dropped where clang
// already does what they ask for or they concern only nvcc's own tools.
// Options that mean something to clang keep their meaning (-Xlinker, -std=,
// -O, -D, -I): only spellings that clang refuses or that cannot be meant for
// clang (`-arch=sm_100a` is no Darwin arch) are rewritten. -Wcuda-nvcc-option
// (off by default, as nvcc takes its own options silently) says what each
// one became. docs/nvcc-driver-options.md lists them.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_DRIVER_CUDANVCCOPTIONS_H
#define LLVM_CLANG_DRIVER_CUDANVCCOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class StringSaver;
}

namespace clang {
class DiagnosticsEngine;
namespace driver {

/// Rewrites nvcc's options in \p Args (argv, argv[0] included) as clang's.
/// Returns false, leaving \p Out alone, when there is none; otherwise \p Out
/// holds the whole rewritten list, its new strings kept by \p Saver.
bool translateNVCCDriverOptions(llvm::ArrayRef<const char *> Args,
                                llvm::SmallVectorImpl<const char *> &Out,
                                llvm::StringSaver &Saver,
                                DiagnosticsEngine &Diags);

} // namespace driver
} // namespace clang

#endif // LLVM_CLANG_DRIVER_CUDANVCCOPTIONS_H
