//===--- CudaSubCompilationOutputs.h - One output for CUDA ------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A CUDA compile is one host sub-compilation and one device sub-compilation
// per GPU arch, and a build system asks for one file where clang 19 wrote
// one per sub-compilation, or the host's alone. Two of those files describe
// what the compile read; the third is the device code itself:
//
// * `-E -o FILE` was "cannot specify -o when generating multiple output
//   files". ccache preprocesses that way (`clang++ ARGS -E -o TMP.i`) and
//   hashes TMP.i, so no CUDA compile of ours was cacheable. (clang 22 writes
//   the host's output to FILE and drops the devices': code inside
//   `#ifdef __CUDA_ARCH__` never reaches the hash, and ccache hands back a
//   stale object when only device code changed.) FILE now holds every
//   sub-compilation's preprocessed output, in clang-offload-bundler's text
//   format: one section a sub-compilation, named as the driver names CUDA
//   bundles (`host-<triple>`, `cuda-<triple>-<arch>`), in the order they ran.
//
// * `-MD`/`-MMD` (`-MF FILE`, or FILE derived from -o) and `-M`/`-MM` with
//   `-MF`: every sub-compilation wrote FILE, so FILE kept whichever ran last,
//   the host's: a header that only device code includes was missing, and make
//   or ninja did not rebuild when it changed (nvcc lists it). Each
//   sub-compilation now writes its own file, and FILE is the host's with the
//   devices' other dependencies appended (and, with -MP, their phony
//   targets): byte for byte the host's when the devices read nothing else.
//
// * `--cuda-device-only -c -o FILE` for several GPU arches was "cannot
//   specify -o when generating multiple output files", where nvcc's
//   `-fatbin` writes one fat binary (LAMMPS builds its GPU kernels so and
//   loads them with cuModuleLoadData). FILE is now the fat binary that the
//   host object would embed: each arch's cubin and, as --cuda-include-ptx
//   says, its PTX, written by fatbinary. `--gpu-bundle-output` asks for it
//   with one arch or without -o too (as clang 22 does for CUDA), and
//   `--no-gpu-bundle-output` keeps one output per arch. The new offload
//   driver is unchanged: upstream tests its device-only "-o" for several
//   arches as an error, and LLVM 22 packages them for clang-linker-wrapper.
//
// The first two are written in the driver process by a job of its own that
// `-###` shows as a comment: the bundle once its inputs are written, the
// dependency file after the command's last job (with a link in the same
// command, after the link; a failed job leaves none, as a failed compile
// does). HIP, which bundles its outputs with clang-offload-bundler already,
// is left alone.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDASUBCOMPILATIONOUTPUTS_H
#define LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDASUBCOMPILATIONOUTPUTS_H

#include "clang/Driver/Action.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/InputInfo.h"
#include "llvm/Option/ArgList.h"

namespace clang {
namespace driver {
class Compilation;
class Tool;

namespace nvptxbw {

/// True if HostAction and DeviceActions are the preprocessed outputs (-E) of
/// one CUDA input, more than one in all, and the user named the output with
/// -o: they are to be bundled into that one file.
bool shouldBundleCudaPreprocessedOutputs(const llvm::opt::ArgList &Args,
                                         const Action *HostAction,
                                         const ActionList &DeviceActions);

/// True if JA, a bundling job, is one that
/// shouldBundleCudaPreprocessedOutputs asked for.
bool isCudaPreprocessedBundle(const JobAction &JA);

/// Adds the job that writes Output, the bundle of Inputs (the outputs of
/// JA's inputs, in their order).
void addCudaPreprocessedBundleJob(Compilation &C, const JobAction &JA,
                                  const Tool &Creator, const InputInfo &Output,
                                  const InputInfoList &Inputs);

/// True if a device-only compile (--cuda-device-only, the old offload driver)
/// for NumArches GPU arches is to write one fat binary rather than one object per arch: with
/// --gpu-bundle-output, or by default when -o names one output for several.
bool shouldBundleCudaDeviceOnlyObjects(const llvm::opt::ArgList &Args,
                                       size_t NumArches);

/// The dependency file that JA, one sub-compilation of a CUDA compile with
/// host and device sub-compilations, writes instead of DepFile: a temporary,
/// merged into DepFile by addCudaDependencyFileMerges. DepFile itself when JA
/// is not such a sub-compilation or DepFile is standard output.
const char *redirectCudaDependencyFile(Compilation &C, const JobAction &JA,
                                       const Tool &Creator,
                                       const char *DepFile);

/// Adds, after every job, one job per redirected dependency file that writes
/// it from its sub-compilations' files. Call once all jobs are built.
void addCudaDependencyFileMerges(Compilation &C);

} // namespace nvptxbw
} // namespace driver
} // namespace clang

#endif // LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDASUBCOMPILATIONOUTPUTS_H
