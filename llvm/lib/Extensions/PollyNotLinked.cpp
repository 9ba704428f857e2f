//===-- PollyNotLinked.cpp - Polly is not part of our tools --------------===//
//
// Debian built LLVM with Polly linked into the tools, so libclangCodeGen's
// BackendUtil registers the extension by calling getPollyPluginInfo(). Our
// tools do not ship Polly; this registers an extension that adds no passes,
// so -mllvm -polly options are unknown, as in any clang built without Polly.
//
//===----------------------------------------------------------------------===//

#include "llvm/Passes/PassPlugin.h"

llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly (not linked into nvptx-blackwell)",
          LLVM_VERSION_STRING, [](llvm::PassBuilder &) {}};
}
