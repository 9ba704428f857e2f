//===- CUDANVCCCompat.cpp - nvcc's macro and pragmas in CUDA --------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "clang/Lex/CUDANVCCCompat.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

bool clang::isNVCCMacroHiddenAt(const Preprocessor &PP,
                                const IdentifierInfo &II, SourceLocation Loc) {
  // The name first: every call is for an identifier that is a macro, and
  // almost none of them is this one.
  if (II.getLength() != 8 || II.getName() != "__NVCC__")
    return false;
  const LangOptions &LangOpts = PP.getLangOpts();
  if (!LangOpts.CUDA || LangOpts.HIP || Loc.isInvalid())
    return false;
  const SourceManager &SM = PP.getSourceManager();
  if (SM.isInSystemHeader(Loc))
    return true;
  // In the file compiled, a test of __NVCC__ asks which compiler this is
  // (CMake's CMakeCUDACompilerId.cu takes it for NVIDIA's): a .cu file
  // needs no macro to know it is CUDA. A header being precompiled is the
  // main file too, but the project includes it with quotes (-include).
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  if (FID == SM.getMainFileID())
    return !LangOpts.CompilingPCH;
  // Up the include chain to the main file: every link must be an #include
  // "..." (or -include, which is one). The location a file was included
  // from is its #include's file name token, so the character there is '"'
  // or '<'; where the name came from a macro it is the macro's name, and
  // the header is taken for a library's too.
  while (true) {
    SourceLocation IncludeLoc = SM.getIncludeLoc(FID);
    if (IncludeLoc.isInvalid())
      return false;
    bool Invalid = false;
    const char *C = SM.getCharacterData(IncludeLoc, &Invalid);
    if (Invalid || *C != '"')
      return true;
    FID = SM.getFileID(IncludeLoc);
  }
}

namespace {

/// One of nvcc's pragmas: its arguments are read to the end of the line and
/// nothing else happens.
class NVCCPragmaHandler final : public PragmaHandler {
public:
  explicit NVCCPragmaHandler(StringRef Name) : PragmaHandler(Name) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &NameTok) override {
    PP.Diag(NameTok, diag::warn_using_nvcc_vendor_pragma) << getName();
    PP.DiscardUntilEndOfDirective();
  }
};

} // namespace

void clang::addNVCCPragmaHandlers(Preprocessor &PP) {
  // The names nvcc 13.0 documents, and the older ones without "nv_" that it
  // still takes silently.
  static const char *const Names[] = {
      "nv_diag_suppress", "nv_diag_warning", "nv_diag_error",
      "nv_diag_default",  "nv_diag_once",    "nv_diagnostic",
      "diag_suppress",    "diag_warning",    "diag_error",
      "diag_default",     "diag_once",       "nv_exec_check_disable",
      "hd_warning_disable"};
  for (const char *Name : Names)
    PP.AddPragmaHandler(new NVCCPragmaHandler(Name));
}
