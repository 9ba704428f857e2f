//===- decl-lookup-cache-check.cpp - Decl's ASTContext and attribute caches -===//
//
// Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Decl::getASTContext and Decl::getAttrs remember their last answers
// (clang/lib/AST/decl-astcontext-and-attrs-lookup-cache.patch). This tool
// checks that every answer is still the one the uncached lookups give:
//  - a declaration whose attributes are dropped and then given new ones
//    (Sema does this when a redeclaration inherits none) reports the new
//    ones;
//  - with several ASTContexts alive, each declaration reports its own, when
//    queries alternate between them, from one thread or from several at once;
//  - contexts destroyed and created again (their memory reused) change none
//    of it.
// It prints one line per check and PASS, or the first wrong answer and exits
// with 1.
//
//===----------------------------------------------------------------------===//

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclBase.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using namespace clang;

namespace {

std::atomic<unsigned> Failures{0};

void fail(const std::string &What) {
  if (Failures++ == 0)
    llvm::errs() << "FAIL: " << What << "\n";
}

/// N functions in nested namespaces and a class, so that their declarations
/// have DeclContexts at several depths; function K is cold when (K + Salt) is
/// even, hot otherwise.
std::string makeSource(unsigned N, unsigned Salt) {
  std::string S = "namespace outer { namespace inner { struct Holder {\n";
  for (unsigned K = 0; K < N; ++K)
    S += "  static void m" + std::to_string(K) + "() __attribute__((" +
         ((K + Salt) % 2 ? "hot" : "cold") + "));\n";
  S += "}; }\n";
  for (unsigned K = 0; K < N; ++K)
    S += "void f" + std::to_string(K) + "() __attribute__((" +
         ((K + Salt) % 2 ? "hot" : "cold") + "));\n";
  S += "}\n";
  return S;
}

std::unique_ptr<ASTUnit> build(const std::string &Source) {
  std::unique_ptr<ASTUnit> AST =
      tooling::buildASTFromCodeWithArgs(Source, {"-std=c++17"}, "input.cc");
  if (!AST)
    fail("could not build an AST");
  return AST;
}

void collectFunctions(DeclContext *DC, std::vector<FunctionDecl *> &Out) {
  for (Decl *D : DC->decls()) {
    if (auto *FD = dyn_cast<FunctionDecl>(D))
      Out.push_back(FD);
    if (auto *Inner = dyn_cast<DeclContext>(D))
      collectFunctions(Inner, Out);
  }
}

/// Checks every function of AST against what makeSource(N, Salt) gave it.
/// Returns the number of answers checked.
unsigned checkAST(ASTUnit &AST, unsigned N, unsigned Salt, const char *Who) {
  std::vector<FunctionDecl *> Functions;
  collectFunctions(AST.getASTContext().getTranslationUnitDecl(), Functions);
  if (Functions.size() != 2 * N)
    fail(std::string(Who) + ": expected " + std::to_string(2 * N) +
         " functions, found " + std::to_string(Functions.size()));
  unsigned Checked = 0;
  for (FunctionDecl *FD : Functions) {
    unsigned K = std::stoul(FD->getName().drop_front(1).str());
    bool WantCold = (K + Salt) % 2 == 0;
    if (&FD->getASTContext() != &AST.getASTContext())
      fail(std::string(Who) + ": " + FD->getName().str() +
           " reports another ASTContext");
    if (FD->hasAttr<ColdAttr>() != WantCold || FD->hasAttr<HotAttr>() == WantCold)
      fail(std::string(Who) + ": " + FD->getName().str() +
           " reports the wrong attributes");
    Checked += 3;
  }
  return Checked;
}

/// Attributes dropped, then new ones: the new ones are reported.
void checkDroppedAttributes() {
  std::unique_ptr<ASTUnit> AST = build(makeSource(4, 0));
  if (!AST)
    return;
  ASTContext &Ctx = AST->getASTContext();
  std::vector<FunctionDecl *> Functions;
  collectFunctions(Ctx.getTranslationUnitDecl(), Functions);
  unsigned Checked = 0;
  for (FunctionDecl *FD : Functions) {
    bool WasCold = FD->hasAttr<ColdAttr>();
    FD->dropAttrs();
    if (FD->hasAttrs())
      fail(FD->getName().str() + " keeps attributes after dropAttrs");
    // The new vector is allocated afresh: an answer remembered from before
    // the drop would still name the old attribute.
    FD->addAttr(WasCold ? static_cast<Attr *>(HotAttr::CreateImplicit(Ctx))
                        : static_cast<Attr *>(ColdAttr::CreateImplicit(Ctx)));
    if (FD->hasAttr<ColdAttr>() == WasCold || FD->hasAttr<HotAttr>() != WasCold)
      fail(FD->getName().str() + " reports the attributes it had before dropAttrs");
    FD->addAttr(NoInlineAttr::CreateImplicit(Ctx));
    if (!FD->hasAttr<NoInlineAttr>() || FD->getAttrs().size() != 2)
      fail(FD->getName().str() + " lost an attribute added after dropAttrs");
    Checked += 3;
  }
  llvm::outs() << "attributes dropped and added again: " << Checked
               << " answers\n";
}

/// Several ASTContexts alive, queries alternating between them.
void checkInterleavedContexts() {
  const unsigned N = 40, NumContexts = 4;
  std::vector<std::unique_ptr<ASTUnit>> ASTs;
  for (unsigned I = 0; I < NumContexts; ++I)
    if (auto AST = build(makeSource(N, I)))
      ASTs.push_back(std::move(AST));
  unsigned Checked = 0;
  for (unsigned Round = 0; Round < 3; ++Round)
    for (unsigned I = 0; I < ASTs.size(); ++I)
      Checked += checkAST(*ASTs[I], N, I, "interleaved contexts");
  llvm::outs() << "contexts alive at once, queries interleaved: " << Checked
               << " answers\n";
}

/// Contexts destroyed and built again, alternating attributes, so that a new
/// context's declarations may sit where the last one's were.
void checkRebuiltContexts() {
  const unsigned N = 40, Rounds = 12;
  unsigned Checked = 0;
  for (unsigned Round = 0; Round < Rounds; ++Round) {
    std::unique_ptr<ASTUnit> AST = build(makeSource(N, Round));
    if (!AST)
      return;
    Checked += checkAST(*AST, N, Round, "rebuilt contexts");
  }
  llvm::outs() << "contexts destroyed and rebuilt: " << Checked << " answers\n";
}

/// Threads, each with its own contexts, at the same time.
void checkThreads() {
  const unsigned N = 40, NumThreads = 4, Rounds = 4;
  std::atomic<unsigned> Checked{0};
  std::vector<std::thread> Threads;
  for (unsigned T = 0; T < NumThreads; ++T)
    Threads.emplace_back([&, T] {
      for (unsigned Round = 0; Round < Rounds; ++Round) {
        std::unique_ptr<ASTUnit> AST = build(makeSource(N, T + Round));
        if (!AST)
          return;
        Checked += checkAST(*AST, N, T + Round, "threads");
      }
    });
  for (std::thread &T : Threads)
    T.join();
  llvm::outs() << "threads with their own contexts: " << Checked.load()
               << " answers\n";
}

} // namespace

int main() {
  checkDroppedAttributes();
  checkInterleavedContexts();
  checkRebuiltContexts();
  checkThreads();
  if (Failures) {
    llvm::outs() << "FAIL: " << Failures.load() << " wrong answers\n";
    return 1;
  }
  llvm::outs() << "PASS\n";
  return 0;
}
