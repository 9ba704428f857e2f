//===--- CudaLinkInputs.h - What a link's objects say about CUDA -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvcc links every program as a CUDA program: the CUDA runtime goes in, and
// objects compiled with -dc (relocatable device code) are device-linked,
// whatever options the link has. Makefiles written for nvcc rely on it and
// link with a bare "$(CC) $^ -o $@". A clang link that names no CUDA arch
// and compiles no CUDA source learns that it is one from its objects:
//
// * the host object of a CUDA translation unit, from clang or nvcc, embeds
//   its GPU code in a .nvFatBinSegment section (the fat binary wrapper its
//   constructor registers): the link needs the CUDA runtime
//   (cuda-link-cudart-cuda-objects.patch, Gnu.cpp);
// * an object compiled with relocatable device code by the new offload
//   driver (clang -fgpu-rdc --offload-new-driver, nvcc's -dc spelling)
//   carries CUDA device images in its .llvm.offloading section: the link
//   also needs the device link and registration that clang-linker-wrapper
//   does (cuda-link-rdc-objects-device-linked.patch, Driver.cpp).
//
// A static library (an archive given by its path) counts as what its members
// are. Only relocatable ELF objects, alone or as archive members, are looked
// at, and of those only the section headers, unless a .llvm.offloading
// section is there; bitcode and libraries named with -l are not opened.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDALINKINPUTS_H
#define LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDALINKINPUTS_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
namespace vfs {
class FileSystem;
} // namespace vfs
} // namespace llvm

namespace clang {
namespace driver {
namespace nvptxbw {

enum class CudaLinkObject {
  /// Not an object compiled from CUDA (or not an object at all).
  None,
  /// A CUDA host object with its fat binary: needs the CUDA runtime.
  WithFatBinary,
  /// An object with CUDA relocatable device code (.llvm.offloading): needs
  /// the CUDA runtime and the device link.
  WithRelocatableDeviceCode,
};

/// What the link input \p Path is, read through \p FS.
CudaLinkObject classifyCudaLinkObject(llvm::vfs::FileSystem &FS,
                                      llvm::StringRef Path);

} // namespace nvptxbw
} // namespace driver
} // namespace clang

#endif // LLVM_CLANG_LIB_DRIVER_TOOLCHAINS_CUDALINKINPUTS_H
