//===--- CudaPrecompiledHeaders.h - One PCH per CUDA sub-compilation -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A CUDA compile is a host sub-compilation and one device sub-compilation per
// GPU arch, each with its own triple, target CPU and macros, so one PCH
// cannot serve them all: clang 19 (and 22) has no CUDA header type, and a
// host PCH handed to a device sub-compilation is "PCH file was compiled for
// the target 'x86_64-...' but the current translation unit is being compiled
// for target 'nvptx64-nvidia-cuda'".
//
// `-x cuda-header H` (or an input named *.cuh) precompiles H once per
// sub-compilation. The host's PCH is named as C++'s is (-o FILE, else H.pch);
// each device's sits beside it, named as the driver names a device output:
//
//   H.pch                                    host
//   H-cuda-nvptx64-nvidia-cuda-sm_90a.pch    --cuda-gpu-arch=sm_90a
//
// A compile that uses it names the host's PCH, as with C++: `-include-pch
// H.pch`, or `-include H` with H.pch beside H. Each device sub-compilation
// loads its own:
//
// * -include-pch: a device PCH that is missing is an error naming it (the
//   PCH was built for other GPU arches).
// * -include H: PCHs are used when every sub-compilation has its own. Where
//   one is missing, that sub-compilation warns
//   (-Wcuda-pch-without-device-pch) and every sub-compilation includes H as
//   text, as a C++ compile does when no PCH is found. (Half and half cannot
//   work: a PCH built for other GPU arches defines another
//   __CUDA_ARCH_LIST__, which clang reports as a macro mismatch, as it does
//   for a PCH built for more arches than the compile names.)
//
// Every CUDA sub-compilation that builds or loads a PCH validates the PCH's
// system headers too (clang checks only user headers by default), by content
// where the modification time differs: a CUDA toolkit, libstdc++ or compiler
// resource header that changed since the PCH was built is an error ("file
// '...' has been modified since the precompiled header was built"), not a
// stale declaration. The compiler itself is checked by clang's own version
// check, and flags by its language-option and macro checks.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDAPRECOMPILEDHEADERS_H
#define LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDAPRECOMPILEDHEADERS_H

#include "clang/Driver/Action.h"
#include "clang/Driver/Driver.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/TargetParser/Triple.h"
#include <string>

namespace clang {
namespace driver {
class Compilation;

namespace nvptxbw {

/// The PCH of the device sub-compilation for DeviceTriple and Arch that
/// accompanies the host PCH HostPch: HostPch without its ".pch", then
/// "-cuda-<triple>-<arch>.pch".
std::string cudaDevicePchPath(llvm::StringRef HostPch,
                              const llvm::Triple &DeviceTriple,
                              llvm::StringRef Arch);

/// True if A is a top-level action that writes a CUDA device PCH: it is named
/// after the host's PCH, so `-o` does not make it a second output.
bool isCudaDevicePchOutput(const Action *A);

/// The output path of JA if it writes a CUDA device PCH at top level (next to
/// the host's: -o FILE, else BaseInput.pch), else nullptr.
const char *cudaDevicePchOutputPath(Compilation &C, const JobAction &JA,
                                    const char *BaseInput, bool AtTopLevel);

/// Renders A (-include or -include-pch) for a CUDA sub-compilation of C and
/// returns true where the CUDA PCH rules differ from upstream's rendering;
/// returns false where upstream's is right (the host's PCH, no PCH, other
/// options). IsFirstInclude: A is the first -include, the only one a PCH may
/// replace.
bool renderCudaPchArg(const Compilation &C, const Driver &D,
                      const llvm::opt::ArgList &Args, const JobAction &JA,
                      const llvm::Triple &Triple, const llvm::opt::Arg *A,
                      bool IsFirstInclude, llvm::opt::ArgStringList &CmdArgs);

/// Adds the system-header validation to a CUDA sub-compilation that writes or
/// reads a PCH; diagnoses -x cuda-header with --offload-new-driver, which
/// would build the host's PCH alone.
void addCudaPchArgs(const Driver &D, const llvm::opt::ArgList &Args,
                    const JobAction &JA, llvm::opt::ArgStringList &CmdArgs);

} // namespace nvptxbw
} // namespace driver
} // namespace clang

#endif
