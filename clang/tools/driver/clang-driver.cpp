//===-- clang-driver.cpp - main() of nvptx-blackwell's clang --------------===//
//
// Upstream generates this file at build time (GENERATE_DRIVER); we build
// without upstream's CMake, so it is written here: hand the arguments to
// clang_main() in driver.cpp as a stand-alone (not llvm-driver) tool.
//
//===----------------------------------------------------------------------===//

#include "llvm/Support/LLVMDriver.h"

int clang_main(int Argc, char **Argv, const llvm::ToolContext &);

int main(int Argc, char **Argv) {
  return clang_main(Argc, Argv, llvm::ToolContext{Argv[0], nullptr, false});
}
