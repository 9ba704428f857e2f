//===- NVPTXSubtargetChecks.cpp - Refuse targets ptxas would refuse -------===//
//
// nvptx-blackwell. The checks NVPTXSubtarget runs once its features are
// parsed. Each stops compilation with a message that says how to fix the
// command line, because the alternative is PTX that ptxas rejects (LLVM 19 and
// 22 print `.target sm_99` for an unknown -mcpu, and 19 silently raises an
// explicit PTX version to the processor's implied one).
//
// These are mistakes on the command line, not compiler failures, so they are
// reported the way llc and opt report other bad input ("llc: error: ...",
// exit status 1), not as a fatal error ("LLVM ERROR: ..."). The subtarget is
// built with the TargetMachine, before there is an LLVMContext to diagnose
// through. clang checks the same rules when it creates its NVPTX target
// (clang/lib/Basic/Targets/NVPTX.cpp), so it never gets here.
//
//===----------------------------------------------------------------------===//

#include "NVPTXSubtarget.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#if defined(__GLIBC__)
#include <errno.h> // program_invocation_name
#endif

using namespace llvm;

// The name the running tool was invoked by, as LLVM's tools print it in
// front of their errors (argv[0]).
static std::string toolName() {
#if defined(__GLIBC__)
  if (program_invocation_name && *program_invocation_name)
    return program_invocation_name;
#endif
  std::string Exe = sys::fs::getMainExecutable(nullptr, nullptr);
  return Exe.empty() ? "llvm" : sys::path::filename(Exe).str();
}

// "<tool>: error: <Msg>", then exit 1 like any other rejected input: output
// files registered for removal are removed, no crash report, no stack dump.
[[noreturn]] static void reportInvalidTarget(const Twine &Msg) {
  WithColor::error(errs(), toolName()) << Msg << "\n";
  errs().flush();
  sys::RunInterruptHandlers();
  sys::Process::Exit(1);
}

unsigned NVPTXSubtarget::getMinPTXVersionOf(unsigned FullSmVersion) {
  switch (FullSmVersion) {
#define NVPTXBW_MIN_PTX_VERSION(FullSm, MinPTX)                               \
  case FullSm:                                                                 \
    return MinPTX;
#include "NVPTXBlackwellSubtarget.inc"
  default:
    return 0;
  }
}

// For tests and for users who wonder what a target may use: print, once per
// subtarget, the answer of each Blackwell feature-family predicate.
static cl::opt<bool> PrintFeatureFamilies(
    "nvptx-print-feature-families", cl::Hidden, cl::init(false),
    cl::desc("NVPTX: print which Blackwell feature families the subtarget has"));

static std::string formatPTXVersion(unsigned Version) {
  return utostr(Version / 10) + "." + utostr(Version % 10);
}

// sm_NN[a|f] from a FullSmVersion (10 * NN + 0, 1 or 2).
static std::string formatSmName(unsigned FullSmVersion) {
  static const char *const Suffix[] = {"", "a", "f"};
  unsigned Variant = FullSmVersion % 10;
  return "sm_" + utostr(FullSmVersion / 10) + (Variant < 3 ? Suffix[Variant] : "?");
}

// The FullSmVersion a processor name stands for, or 0 if it is not of the
// form sm_NN[a|f].
static unsigned parseSmName(StringRef Name) {
  if (!Name.consume_front("sm_"))
    return 0;
  unsigned Variant = 0;
  if (Name.consume_back("a"))
    Variant = 1;
  else if (Name.consume_back("f"))
    Variant = 2;
  unsigned Sm;
  if (Name.getAsInteger(10, Sm))
    return 0;
  return Sm * 10 + Variant;
}

void NVPTXSubtarget::printFeatureFamilies(raw_ostream &OS) const {
  auto YesNo = [](bool B) { return B ? "yes" : "no"; };
  // Every feature family of NVPTXBlackwellTargets.py, by its label, then by
  // the predicate that answers it (the clang builtins' generator models the
  // predicates from the same table, and a test compares).
  OS << "nvptx subtarget " << getTargetName() << " ptx "
     << formatPTXVersion(PTXVersion) << ":"
     << " arch-specific=" << YesNo(hasArchAccelFeatures())
     << " family-specific=" << YesNo(hasFamilySpecificFeatures());
#define NVPTXBW_FEATURE_FAMILY(Method, Label, Description)                    \
  OS << " " Label "=" << YesNo(Method());
#include "NVPTXBlackwellSubtarget.inc"
  OS << "\n";
  OS << "nvptx predicates " << getTargetName() << " ptx "
     << formatPTXVersion(PTXVersion) << ":";
#define NVPTXBW_FEATURE_FAMILY(Method, Label, Description)                    \
  OS << " " #Method "=" << YesNo(Method());
#include "NVPTXBlackwellSubtarget.inc"
  OS << "\n";
}

void NVPTXSubtarget::checkTargetAndPTXVersion(StringRef CPU,
                                              StringRef FS) const {
  // MCSubtargetInfo has already warned "is not a recognized processor"; going
  // on would print it as the .target of the module. (-mcpu=help has printed
  // the list and is not an error.)
  if (!CPU.empty() && CPU != "help" && !isCPUStringValid(CPU))
    reportInvalidTarget("'" + CPU +
                        "' is not a recognized NVPTX processor; "
                        "-mcpu=help lists the known ones");

  unsigned CPUFullSm = parseSmName(getTargetName());
  if (CPUFullSm && CPUFullSm != getFullSmVersion())
    reportInvalidTarget("target features '" + FS + "' select " +
                        formatSmName(getFullSmVersion()) +
                        ", which contradicts the processor '" +
                        getTargetName() +
                        "'. Choose the target with -mcpu alone.");

  if (MinPTXVersion && PTXVersion < MinPTXVersion) {
    std::string Min = formatPTXVersion(MinPTXVersion);
    reportInvalidTarget(Twine("PTX version ") + formatPTXVersion(PTXVersion) +
                        " does not support target '" + getTargetName() +
                        "'. Minimum required PTX version is " + Min +
                        ". Either remove the PTX version to use the "
                        "default, or increase it to at least " + Min + ".");
  }

  if (PrintFeatureFamilies)
    printFeatureFamilies(errs());
}
