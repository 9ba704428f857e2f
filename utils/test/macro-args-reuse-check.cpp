//===- macro-args-reuse-check.cpp - The preprocessor's macro argument buffers -===//
//
// Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// clang::MacroArgs holds the argument tokens of one function-like macro
// expansion. Finished ones go on the preprocessor's free list and are reused
// (clang/lib/Lex/macro-args-free-list.patch keeps each buffer's capacity, so
// that the list stops growing). This tool drives MacroArgs::create and
// MacroArgs::destroy directly on a real Preprocessor:
//  - random expansions, up to 8 alive at once (nested expansions), with 1 to
//    4 parameters and 0 to 300 argument tokens each: after every step, every
//    live expansion must still hold exactly the tokens it was given;
//  - the buffers allocated (each stays on the free list until the
//    preprocessor is destroyed, so this is also the list's length) by 50
//    sweeps of expansions from 200 argument tokens down to 1, one at a time,
//    and by the random phase.
// It prints one line per check and PASS, or the first wrong answer and exits
// with 1.
//
//===----------------------------------------------------------------------===//

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace clang;

namespace {

unsigned Failures = 0;

void fail(const std::string &What) {
  if (Failures++ == 0)
    llvm::errs() << "FAIL: " << What << "\n";
}

/// What one expansion was given: the tokens of each argument. A token's
/// length field carries a value unique to (expansion, argument, position),
/// which is all the check needs to tell tokens apart.
struct Expansion {
  MacroArgs *Args = nullptr;
  std::vector<std::vector<unsigned>> Arguments;
};

class Checker {
public:
  explicit Checker(Preprocessor &PP) : PP(PP) {
    // Function-like macros with 1 to 4 parameters.
    const char *Names[] = {"a", "b", "c", "d"};
    for (unsigned NumParams = 1; NumParams <= 4; ++NumParams) {
      MacroInfo *MI = PP.AllocateMacroInfo(SourceLocation());
      MI->setIsFunctionLike();
      std::vector<IdentifierInfo *> Params;
      for (unsigned I = 0; I < NumParams; ++I)
        Params.push_back(PP.getIdentifierInfo(Names[I]));
      MI->setParameterList(Params, PP.getPreprocessorAllocator());
      Macros.push_back(MI);
    }
  }

  /// Expands the macro with NumParams parameters with arguments of the given
  /// token counts.
  Expansion expand(unsigned NumParams, const std::vector<unsigned> &Lengths) {
    Expansion E;
    std::vector<Token> Tokens;
    for (unsigned Length : Lengths) {
      std::vector<unsigned> Values;
      for (unsigned I = 0; I < Length; ++I) {
        unsigned Value = ++Serial;
        Values.push_back(Value);
        Token T;
        T.startToken();
        T.setKind(tok::numeric_constant);
        T.setLength(Value);
        Tokens.push_back(T);
      }
      Token End;
      End.startToken();
      End.setKind(tok::eof);
      Tokens.push_back(End);
      E.Arguments.push_back(std::move(Values));
    }
    E.Args = MacroArgs::create(Macros[NumParams - 1], Tokens,
                               /*VarargsElided=*/false, PP);
    Buffers.insert(E.Args);
    return E;
  }

  /// Whether E's MacroArgs still holds what E was given.
  bool holds(const Expansion &E, std::string &Why) const {
    if (E.Args->getNumMacroArguments() != E.Arguments.size()) {
      Why = "wrong number of arguments";
      return false;
    }
    for (unsigned A = 0; A < E.Arguments.size(); ++A) {
      const Token *Tok = E.Args->getUnexpArgument(A);
      const std::vector<unsigned> &Want = E.Arguments[A];
      if (MacroArgs::getArgLength(Tok) != Want.size()) {
        Why = "argument " + std::to_string(A) + " has " +
              std::to_string(MacroArgs::getArgLength(Tok)) + " tokens, not " +
              std::to_string(Want.size());
        return false;
      }
      for (unsigned I = 0; I < Want.size(); ++I)
        if (Tok[I].getLength() != Want[I]) {
          Why = "argument " + std::to_string(A) + " token " +
                std::to_string(I) + " changed";
          return false;
        }
    }
    return true;
  }

  void finish(Expansion &E) { E.Args->destroy(PP); }

  size_t buffersAllocated() const { return Buffers.size(); }
  void forgetBuffers() { Buffers.clear(); }

private:
  Preprocessor &PP;
  std::vector<MacroInfo *> Macros;
  std::set<MacroArgs *> Buffers;
  unsigned Serial = 0;
};

/// Up to 8 expansions alive at once, created and finished in random order
/// (LIFO, as nested expansions finish, and out of order); every live one is
/// checked after every step.
unsigned randomNesting(Checker &C, unsigned Steps, unsigned Seed) {
  std::mt19937 Rng(Seed);
  std::vector<Expansion> Alive;
  unsigned Checked = 0;
  for (unsigned Step = 0; Step < Steps && !Failures; ++Step) {
    bool Create = Alive.empty() || (Alive.size() < 8 && Rng() % 2);
    if (Create) {
      unsigned NumParams = 1 + Rng() % 4;
      std::vector<unsigned> Lengths;
      for (unsigned P = 0; P < NumParams; ++P)
        // Mostly short arguments, sometimes long ones, as in real headers.
        Lengths.push_back(Rng() % 8 ? Rng() % 12 : Rng() % 300);
      Alive.push_back(C.expand(NumParams, Lengths));
    } else {
      size_t Victim = Rng() % 3 ? Alive.size() - 1 : Rng() % Alive.size();
      C.finish(Alive[Victim]);
      Alive.erase(Alive.begin() + Victim);
    }
    for (const Expansion &E : Alive) {
      std::string Why;
      if (!C.holds(E, Why)) {
        fail("step " + std::to_string(Step) + ": " + Why);
        break;
      }
      ++Checked;
    }
  }
  for (Expansion &E : Alive)
    C.finish(E);
  return Checked;
}

/// Expansions of 200 argument tokens, then 199, ..., 1, each finished before
/// the next, Sweeps times.
void descendingSweeps(Checker &C, unsigned Sweeps) {
  for (unsigned S = 0; S < Sweeps && !Failures; ++S)
    for (unsigned Length = 200; Length >= 1 && !Failures; --Length) {
      Expansion E = C.expand(1, {Length});
      std::string Why;
      if (!C.holds(E, Why))
        fail("sweep " + std::to_string(S) + ", " + std::to_string(Length) +
             " tokens: " + Why);
      C.finish(E);
    }
}

/// Runs the checks once the compiler instance has a preprocessor.
class CheckAction : public PreprocessOnlyAction {
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    {
      Checker C(PP);
      descendingSweeps(C, 50);
      llvm::outs() << "buffers allocated by 50 sweeps of 200 down to 1 tokens: "
                   << C.buffersAllocated() << "\n";
    }
    PreprocessOnlyAction::ExecuteAction();
  }
};

class RandomAction : public PreprocessOnlyAction {
public:
  explicit RandomAction(unsigned Seed) : Seed(Seed) {}

private:
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    Checker C(PP);
    unsigned Checked = randomNesting(C, 20000, Seed);
    llvm::outs() << "nested expansions checked: " << Checked << "\n";
    llvm::outs() << "buffers allocated by 20000 random steps: "
                 << C.buffersAllocated() << "\n";
    PreprocessOnlyAction::ExecuteAction();
  }
  unsigned Seed;
};

} // namespace

int main(int argc, char **argv) {
  unsigned Seed = 1;
  for (int I = 1; I < argc; ++I) {
    std::string Arg = argv[I];
    if (Arg == "--seed" && I + 1 < argc)
      Seed = std::stoul(argv[++I]);
    else {
      llvm::errs() << "usage: macro-args-reuse-check [--seed N]\n";
      return 2;
    }
  }
  if (!tooling::runToolOnCode(std::make_unique<CheckAction>(), "int x;\n",
                              "input.c") ||
      !tooling::runToolOnCode(std::make_unique<RandomAction>(Seed),
                              "int x;\n", "input.c"))
    fail("could not run the preprocessor");
  if (Failures)
    return 1;
  llvm::outs() << "PASS\n";
  return 0;
}
