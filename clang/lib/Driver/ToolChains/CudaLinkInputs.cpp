//===--- CudaLinkInputs.cpp - What a link's objects say about CUDA --------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// CudaLinkInputs.h says why.
//
//===----------------------------------------------------------------------===//

#include "CudaLinkInputs.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <mutex>
#include <string>

using namespace llvm;
using namespace clang::driver;

// Whether the .llvm.offloading section \p Contents holds a CUDA image
// (OffloadBinary entries, one after another, each with its kind).
static bool hasCudaImage(StringRef Contents) {
  SmallVector<object::OffloadFile, 2> Files;
  if (Error E = object::extractOffloadBinaries(
          MemoryBufferRef(Contents, ".llvm.offloading"), Files)) {
    consumeError(std::move(E));
    return false;
  }
  return any_of(Files, [](const object::OffloadFile &F) {
    return F.getBinary()->getOffloadKind() == object::OFK_Cuda;
  });
}

// What the relocatable ELF object in \p Buffer is: its section headers, and
// the contents of a .llvm.offloading section if it has one.
static nvptxbw::CudaLinkObject classifyObject(MemoryBufferRef Buffer) {
  using nvptxbw::CudaLinkObject;
  if (identify_magic(Buffer.getBuffer()) != file_magic::elf_relocatable)
    return CudaLinkObject::None;
  auto Object = object::ObjectFile::createObjectFile(Buffer);
  if (!Object) {
    consumeError(Object.takeError());
    return CudaLinkObject::None;
  }
  CudaLinkObject Kind = CudaLinkObject::None;
  for (const object::SectionRef &Section : (*Object)->sections()) {
    Expected<StringRef> Name = Section.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (*Name == ".nvFatBinSegment") {
      Kind = CudaLinkObject::WithFatBinary;
    } else if (*Name == ".llvm.offloading") {
      Expected<StringRef> Contents = Section.getContents();
      if (!Contents) {
        consumeError(Contents.takeError());
        continue;
      }
      if (hasCudaImage(*Contents))
        return CudaLinkObject::WithRelocatableDeviceCode;
    }
  }
  return Kind;
}

// A static library is what its members are, the most demanding of them: a
// library of objects compiled with -dc needs the device link as those
// objects do (nvcc's link device-links such a library too). Which members
// the link will take is the linker's business; one that needs the device
// link is enough to go through clang-linker-wrapper, which takes from a
// library the device code of the members it links.
static nvptxbw::CudaLinkObject classifyArchive(MemoryBufferRef Buffer) {
  using nvptxbw::CudaLinkObject;
  Expected<std::unique_ptr<object::Archive>> Archive =
      object::Archive::create(Buffer);
  if (!Archive) {
    consumeError(Archive.takeError());
    return CudaLinkObject::None;
  }
  CudaLinkObject Kind = CudaLinkObject::None;
  Error Err = Error::success();
  for (const object::Archive::Child &Member : (*Archive)->children(Err)) {
    Expected<MemoryBufferRef> MemberBuffer = Member.getMemoryBufferRef();
    if (!MemberBuffer) {
      consumeError(MemberBuffer.takeError());
      continue;
    }
    CudaLinkObject MemberKind = classifyObject(*MemberBuffer);
    if (MemberKind == CudaLinkObject::WithRelocatableDeviceCode) {
      Kind = MemberKind;
      break;
    }
    if (MemberKind == CudaLinkObject::WithFatBinary)
      Kind = MemberKind;
  }
  // A malformed library is the linker's to report.
  consumeError(std::move(Err));
  return Kind;
}

static nvptxbw::CudaLinkObject classifyUncached(vfs::FileSystem &FS,
                                                StringRef Path) {
  auto Buffer = FS.getBufferForFile(Path, /*FileSize=*/-1,
                                    /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return nvptxbw::CudaLinkObject::None;
  MemoryBufferRef Ref = (*Buffer)->getMemBufferRef();
  if (identify_magic(Ref.getBuffer()) == file_magic::archive)
    return classifyArchive(Ref);
  return classifyObject(Ref);
}

// A link asks twice about each object, the driver (does it device-link?) and
// the linker job (does it link the CUDA runtime?): each file is read once
// per process, and again if its size or modification time changes (a
// process that runs several drivers, such as a tool, may outlive a build).
nvptxbw::CudaLinkObject nvptxbw::classifyCudaLinkObject(vfs::FileSystem &FS,
                                                       StringRef Path) {
  ErrorOr<vfs::Status> Status = FS.status(Path);
  if (!Status)
    return CudaLinkObject::None;
  std::string Key = Path.str();
  Key += '\0';
  Key += std::to_string(Status->getSize());
  Key += '\0';
  Key += std::to_string(
      Status->getLastModificationTime().time_since_epoch().count());
  static std::mutex Lock;
  static StringMap<CudaLinkObject> Seen;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Seen.find(Key);
    if (It != Seen.end())
      return It->second;
  }
  CudaLinkObject Kind = classifyUncached(FS, Path);
  std::lock_guard<std::mutex> Guard(Lock);
  Seen[Key] = Kind;
  return Kind;
}
