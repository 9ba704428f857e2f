//===- CUDAHostUsedDeviceVars.cpp - CUDA device vars used by host, in a PCH ===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "clang/Serialization/CUDAHostUsedDeviceVars.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Sema/Sema.h"
#include "clang/Serialization/ASTBitCodes.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Serialization/ModuleFile.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Bitstream/BitstreamReader.h"
#include "llvm/Bitstream/BitstreamWriter.h"

using namespace clang;
using namespace clang::serialization;

namespace {

/// Record codes of the block: one record per set, the decl IDs in order.
enum : unsigned {
  ODR_USED_BY_HOST = FIRST_EXTENSION_RECORD_ID,
  EXTERNAL_ODR_USED_BY_HOST,
};

class Extension final
    : public llvm::RTTIExtends<Extension, ModuleFileExtension> {
public:
  static char ID;

  ModuleFileExtensionMetadata getExtensionMetadata() const override {
    return {"nvptxbw.cuda-host-used-device-vars", 1, 0, ""};
  }

  std::unique_ptr<ModuleFileExtensionWriter>
  createExtensionWriter(ASTWriter &Writer) override;

  std::unique_ptr<ModuleFileExtensionReader>
  createExtensionReader(const ModuleFileExtensionMetadata &Metadata,
                        ASTReader &Reader, ModuleFile &Mod,
                        const llvm::BitstreamCursor &Stream) override;
};

char Extension::ID = 0;

class Writer final : public ModuleFileExtensionWriter {
  ASTWriter &AW;

  /// The IDs of the decls of Set that this file holds, sorted, so that the
  /// file does not depend on pointer order.
  template <class SetT> SmallVector<uint64_t, 16> ids(const SetT &Set) {
    SmallVector<uint64_t, 16> IDs;
    for (const auto *D : Set)
      if (D->isFromASTFile() || AW.wasDeclEmitted(D))
        IDs.push_back(AW.getDeclID(D).getRawValue());
    llvm::sort(IDs);
    return IDs;
  }

public:
  Writer(ModuleFileExtension *Ext, ASTWriter &AW)
      : ModuleFileExtensionWriter(Ext), AW(AW) {}

  void writeExtensionContents(Sema &S, llvm::BitstreamWriter &Stream) override {
    const ASTContext &Ctx = S.getASTContext();
    Stream.EmitRecord(ODR_USED_BY_HOST, ids(Ctx.CUDADeviceVarODRUsedByHost));
    Stream.EmitRecord(EXTERNAL_ODR_USED_BY_HOST,
                      ids(Ctx.CUDAExternalDeviceDeclODRUsedByHost));
  }
};

class Reader final : public ModuleFileExtensionReader {
  ASTReader &AR;
  ModuleFile &Mod;
  SmallVector<uint64_t, 16> UsedByHost, ExternalUsedByHost;

public:
  Reader(ModuleFileExtension *Ext, ASTReader &AR, ModuleFile &Mod,
         llvm::BitstreamCursor Stream)
      : ModuleFileExtensionReader(Ext), AR(AR), Mod(Mod) {
    SmallVector<uint64_t, 16> Record;
    while (true) {
      llvm::Expected<llvm::BitstreamEntry> Entry =
          Stream.advanceSkippingSubblocks();
      if (!Entry) {
        llvm::consumeError(Entry.takeError());
        return;
      }
      if (Entry->Kind != llvm::BitstreamEntry::Record)
        return;
      Record.clear();
      llvm::Expected<unsigned> Code = Stream.readRecord(Entry->ID, Record);
      if (!Code) {
        llvm::consumeError(Code.takeError());
        return;
      }
      if (*Code == ODR_USED_BY_HOST)
        UsedByHost.append(Record.begin(), Record.end());
      else if (*Code == EXTERNAL_ODR_USED_BY_HOST)
        ExternalUsedByHost.append(Record.begin(), Record.end());
    }
  }

  void load() {
    ASTContext &Ctx = AR.getContext();
    for (uint64_t Raw : UsedByHost)
      if (auto *VD = AR.GetLocalDeclAs<VarDecl>(
              Mod, LocalDeclID::get(AR, Mod, Raw)))
        Ctx.CUDADeviceVarODRUsedByHost.insert(VD);
    for (uint64_t Raw : ExternalUsedByHost)
      if (auto *VD = AR.GetLocalDeclAs<ValueDecl>(
              Mod, LocalDeclID::get(AR, Mod, Raw)))
        Ctx.CUDAExternalDeviceDeclODRUsedByHost.insert(VD);
    UsedByHost.clear();
    ExternalUsedByHost.clear();
  }
};

std::unique_ptr<ModuleFileExtensionWriter>
Extension::createExtensionWriter(ASTWriter &AW) {
  return std::make_unique<Writer>(this, AW);
}

std::unique_ptr<ModuleFileExtensionReader>
Extension::createExtensionReader(const ModuleFileExtensionMetadata &Metadata,
                                 ASTReader &AR, ModuleFile &Mod,
                                 const llvm::BitstreamCursor &Stream) {
  if (Metadata.MajorVersion != 1)
    return nullptr;
  return std::make_unique<Reader>(this, AR, Mod, Stream);
}

} // namespace

std::shared_ptr<ModuleFileExtension>
nvptxbw::createCUDAHostUsedDeviceVarsExtension() {
  return std::make_shared<Extension>();
}

void nvptxbw::loadCUDAHostUsedDeviceVars(ASTReader &AR) {
  if (!AR.getContext().getLangOpts().CUDA)
    return;
  for (ModuleFile &Mod : AR.getModuleManager())
    for (const auto &ExtReader : Mod.ExtensionReaders)
      if (llvm::isa<Extension>(ExtReader->getExtension()))
        static_cast<Reader &>(*ExtReader).load();
}
