//===- nvptxbw-diag-tblgen.cpp - clang's diagnostic tables, nothing else --===//
//
// nvptx-blackwell: Debian ships clang's generated diagnostic headers but no
// clang-tblgen. This driver links upstream's ClangDiagnosticsEmitter.cpp (the
// very emitter that wrote Debian's headers) and offers only the two actions
// the build needs, under upstream's option names so that a command line reads
// as clang-tblgen's would:
//
//   -gen-clang-diags-defs -clang-component=Parse   Diagnostic<Component>Kinds.inc
//   -gen-clang-diag-groups                          DiagnosticGroups.inc
//
// test/Build/diag-tblgen-matches-debian.test regenerates every table from the
// pristine .td files and compares with Debian's installed headers byte for byte.
//
//===----------------------------------------------------------------------===//

#include "TableGenBackends.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"

using namespace llvm;

namespace {

enum DiagAction { NoAction, DiagsDefs, DiagGroups };

cl::opt<DiagAction> Action(
    cl::desc("Action to perform:"), cl::init(NoAction),
    cl::values(clEnumValN(DiagsDefs, "gen-clang-diags-defs",
                          "Diagnostic<Component>Kinds.inc"),
               clEnumValN(DiagGroups, "gen-clang-diag-groups",
                          "DiagnosticGroups.inc")));

cl::opt<std::string> Component("clang-component",
                               cl::desc("The diagnostic component to emit"),
                               cl::value_desc("component"));

bool emit(raw_ostream &OS, RecordKeeper &Records) {
  switch (Action) {
  case DiagsDefs:
    clang::EmitClangDiagsDefs(Records, OS, Component);
    return false;
  case DiagGroups:
    clang::EmitClangDiagGroups(Records, OS);
    return false;
  case NoAction:
    break;
  }
  errs() << "nvptxbw-diag-tblgen: name -gen-clang-diags-defs or "
            "-gen-clang-diag-groups\n";
  return true;
}

} // namespace

int main(int argc, char **argv) {
  sys::PrintStackTraceOnErrorSignal(argv[0]);
  PrettyStackTraceProgram StackPrinter(argc, argv);
  cl::ParseCommandLineOptions(argc, argv);
  llvm_shutdown_obj Shutdown;
  return TableGenMain(argv[0], &emit);
}
