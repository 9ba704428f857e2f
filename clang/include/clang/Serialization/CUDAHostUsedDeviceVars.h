//===- CUDAHostUsedDeviceVars.h - CUDA device vars used by host, in a PCH -===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Sema records, in ASTContext, the device variables that host code ODR-uses
// (CUDADeviceVarODRUsedByHost, and with -fgpu-rdc
// CUDAExternalDeviceDeclODRUsedByHost). A device compile emits those
// variables and externalizes the static ones, so that the host's
// registration finds them at run time. clang 19's AST files do not carry the
// two sets: a device compile that loaded the header from a PCH dropped a
// `static __device__` variable that only the header's host code uses (CUDA's
// own math headers have one), or kept it internal, where the same compile
// with the header as text emitted it visible; a host cudaMemcpyToSymbol of
// such a variable then failed at run time.
//
// This module file extension writes both sets into every CUDA AST file (a
// block of its own, so no record of upstream's changes) and puts them back
// into the ASTContext that loads it, once the AST is read.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_SERIALIZATION_CUDAHOSTUSEDDEVICEVARS_H
#define LLVM_CLANG_SERIALIZATION_CUDAHOSTUSEDDEVICEVARS_H

#include "clang/Serialization/ModuleFileExtension.h"
#include <memory>

namespace clang {
class ASTReader;

namespace nvptxbw {

/// The extension, for FrontendOptions::ModuleFileExtensions of a CUDA compile.
std::shared_ptr<ModuleFileExtension> createCUDAHostUsedDeviceVarsExtension();

/// Puts the device variables that the AST files Reader has read list into its
/// ASTContext. Called once the AST is loaded (they are deserialized then).
void loadCUDAHostUsedDeviceVars(ASTReader &Reader);

} // namespace nvptxbw
} // namespace clang

#endif
