//===--- CudaSubCompilationOutputs.cpp - One output for CUDA --------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The preprocessed-output bundle, the merged dependency file and the
// device-only fat binary of a CUDA compile; CudaSubCompilationOutputs.h says
// why.
//
//===----------------------------------------------------------------------===//

#include "CudaSubCompilationOutputs.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Job.h"
#include "clang/Driver/Options.h"
#include "clang/Driver/Tool.h"
#include "clang/Driver/ToolChain.h"
#include "clang/Driver/Types.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <mutex>
#include <string>
#include <vector>

using namespace clang;
using namespace clang::driver;
using namespace llvm;

namespace {

/// A job of the driver's own: it writes one file from files that earlier
/// jobs wrote, in this process. -### and -v print it as a comment line
/// saying what it writes from what.
class InProcessWriteCommand : public Command {
public:
  InProcessWriteCommand(const Action &Source, const Tool &Creator,
                        const char *Driver, std::string Description)
      : Command(Source, Creator, ResponseFileSupport::None(), Driver,
                opt::ArgStringList(), std::nullopt),
        Description(std::move(Description)) {}

  void Print(raw_ostream &OS, const char *Terminator, bool Quote,
             CrashReportInfo *CrashInfo) const override {
    OS << " # (in the driver) " << Description << Terminator;
  }

  int Execute(ArrayRef<std::optional<StringRef>> Redirects, std::string *ErrMsg,
              bool *ExecutionFailed) const override {
    if (ExecutionFailed)
      *ExecutionFailed = false;
    std::string Error = write();
    if (Error.empty())
      return 0;
    if (ErrMsg)
      *ErrMsg = Error;
    return 1;
  }

protected:
  /// Writes the file; returns what went wrong, or "".
  virtual std::string write() const = 0;

  /// Writes Path atomically (a temporary renamed over it), so that a build
  /// system never sees half of it.
  static std::string writeFile(StringRef What, StringRef Path,
                               function_ref<void(raw_ostream &)> Fill) {
    Error E = writeToOutput(Path, [&](raw_ostream &OS) {
      Fill(OS);
      return Error::success();
    });
    if (!E)
      return "";
    return ("writing the " + What + ": " + toString(std::move(E))).str();
  }

private:
  std::string Description;
};

// --- -E -o FILE ----------------------------------------------------------

struct BundleSection {
  std::string Name; // host-<triple>, cuda-<triple>-<arch>
  std::string File;
};

class PreprocessedBundleCommand final : public InProcessWriteCommand {
public:
  PreprocessedBundleCommand(const Action &Source, const Tool &Creator,
                            const char *Driver, std::string Output,
                            std::vector<BundleSection> Sections)
      : InProcessWriteCommand(Source, Creator, Driver,
                              describe(Output, Sections)),
        Output(std::move(Output)), Sections(std::move(Sections)) {}

private:
  static std::string describe(StringRef Output,
                              ArrayRef<BundleSection> Sections) {
    std::string S = "bundle the preprocessed output of each sub-compilation "
                    "into \"" +
                    Output.str() + "\":";
    for (const BundleSection &B : Sections)
      S += " " + B.Name + "=\"" + B.File + "\"";
    return S;
  }

  std::string write() const override {
    std::vector<std::unique_ptr<MemoryBuffer>> Parts;
    for (const BundleSection &B : Sections) {
      auto Buf = MemoryBuffer::getFile(B.File, /*IsText=*/true);
      if (!Buf)
        return "cannot read '" + B.File + "' (" + B.Name +
               "): " + Buf.getError().message();
      Parts.push_back(std::move(*Buf));
    }
    // clang-offload-bundler's text format: each section between a start and
    // an end line that a C, C++ or CUDA reader takes for comments.
    return writeFile("preprocessed output", Output, [&](raw_ostream &OS) {
      for (auto [B, Part] : zip(Sections, Parts)) {
        StringRef Text = Part->getBuffer();
        OS << "// __CLANG_OFFLOAD_BUNDLE____START__ " << B.Name << '\n' << Text;
        if (!Text.empty() && !Text.ends_with("\n"))
          OS << '\n';
        OS << "// __CLANG_OFFLOAD_BUNDLE____END__ " << B.Name << '\n';
      }
    });
  }

  std::string Output;
  std::vector<BundleSection> Sections;
};

// --- -MD, -MMD, -M, -MM -------------------------------------------------

/// One dependency file that a CUDA compile's sub-compilations all named.
struct PendingDependencyFile {
  const Compilation *C = nullptr;
  std::string Path;
  bool PhonyTargets = false;
  /// The job whose failure skips the merge (the host's, or with none the
  /// first) and its tool.
  const JobAction *Job = nullptr;
  const Tool *Creator = nullptr;
  /// Each sub-compilation's file; the first is the one whose rules are kept
  /// (the host's, where there is one), the others add dependencies only.
  std::vector<const char *> Parts;
  bool HasHost = false;
};

std::mutex PendingMutex;
std::vector<PendingDependencyFile> &pendingDependencyFiles() {
  static std::vector<PendingDependencyFile> Pending;
  return Pending;
}

/// The first rule of a dependency file as clang writes it: targets, ':',
/// then the dependencies, separated by blanks, lines continued with a
/// backslash; a blank inside a name is escaped with a backslash.
struct FirstRule {
  size_t End = 0;                      // the offset of the newline that ends it
  unsigned LastLineColumns = 0;        // the width of its last line
  std::vector<StringRef> Dependencies; // escaped, as written
};

FirstRule parseFirstRule(StringRef Text) {
  FirstRule R;
  size_t End = 0;
  while (End < Text.size() &&
         !(Text[End] == '\n' && (End == 0 || Text[End - 1] != '\\')))
    ++End;
  R.End = End;
  StringRef Rule = Text.take_front(End);
  size_t LastNewline = Rule.rfind('\n');
  R.LastLineColumns =
      LastNewline == StringRef::npos ? End : End - LastNewline - 1;

  // Targets end at the first ':' followed by a blank or the end of the rule.
  size_t Colon = 0;
  for (; Colon < Rule.size(); ++Colon)
    if (Rule[Colon] == ':' &&
        (Colon + 1 == Rule.size() || Rule[Colon + 1] == ' ' ||
         Rule[Colon + 1] == '\\'))
      break;
  size_t I = Colon + 1;
  while (I < Rule.size()) {
    char Ch = Rule[I];
    if (Ch == ' ' || Ch == '\t' || Ch == '\n') {
      ++I;
      continue;
    }
    if (Ch == '\\' && I + 1 < Rule.size() && Rule[I + 1] == '\n') {
      I += 2;
      continue;
    }
    size_t Begin = I;
    while (I < Rule.size()) {
      char C = Rule[I];
      if (C == '\\' && I + 1 < Rule.size() && Rule[I + 1] == ' ') {
        I += 2;
        continue;
      }
      if (C == ' ' || C == '\t' || C == '\n' ||
          (C == '\\' && I + 1 < Rule.size() && Rule[I + 1] == '\n'))
        break;
      ++I;
    }
    R.Dependencies.push_back(Rule.slice(Begin, I));
  }
  return R;
}

class DependencyFileMergeCommand final : public InProcessWriteCommand {
public:
  DependencyFileMergeCommand(const PendingDependencyFile &P, const char *Driver)
      : InProcessWriteCommand(*P.Job, *P.Creator, Driver, describe(P)),
        File(P) {}

private:
  static std::string describe(const PendingDependencyFile &P) {
    std::string S = "write \"" + P.Path + "\": the dependencies in \"" +
                    std::string(P.Parts.front()) + "\"";
    for (const char *D : ArrayRef(P.Parts).drop_front())
      S += ", then those only in \"" + std::string(D) + "\"";
    return S;
  }

  std::string write() const override {
    auto Host = MemoryBuffer::getFile(File.Parts.front(), /*IsText=*/true);
    if (!Host)
      return "cannot read '" + std::string(File.Parts.front()) +
             "': " + Host.getError().message();
    StringRef HostText = (*Host)->getBuffer();
    FirstRule HostRule = parseFirstRule(HostText);

    StringSet<> Seen;
    for (StringRef D : HostRule.Dependencies)
      Seen.insert(D);
    // A device sub-compilation that did not run (an earlier one failed, and
    // the driver stopped) leaves no file; the compile fails anyway.
    std::vector<std::string> Extra;
    for (const char *Part : ArrayRef(File.Parts).drop_front()) {
      auto Buf = MemoryBuffer::getFile(Part, /*IsText=*/true);
      if (!Buf)
        continue;
      for (StringRef D : parseFirstRule((*Buf)->getBuffer()).Dependencies)
        if (Seen.insert(D).second)
          Extra.push_back(D.str());
    }

    return writeFile("dependency file", File.Path, [&](raw_ostream &OS) {
      OS << HostText.take_front(HostRule.End);
      // The same line breaking as clang's own dependency file writer.
      unsigned Columns = HostRule.LastLineColumns;
      for (const std::string &D : Extra) {
        if (Columns + (D.size() + 1) + 2 > 75) {
          OS << " \\\n ";
          Columns = 2;
        }
        OS << ' ' << D;
        Columns += D.size() + 1;
      }
      OS << HostText.drop_front(HostRule.End);
      if (File.PhonyTargets)
        for (const std::string &D : Extra)
          OS << D << ":\n";
    });
  }

  PendingDependencyFile File;
};

} // namespace

bool nvptxbw::shouldBundleCudaPreprocessedOutputs(
    const opt::ArgList &Args, const Action *HostAction,
    const ActionList &DeviceActions) {
  if (!HostAction || DeviceActions.empty() || !Args.hasArg(options::OPT_o) ||
      HostAction->getType() != types::TY_PP_CUDA)
    return false;
  return all_of(DeviceActions, [](const Action *A) {
    return A->getType() == types::TY_PP_CUDA;
  });
}

bool nvptxbw::shouldBundleCudaDeviceOnlyObjects(const opt::ArgList &Args,
                                                 size_t NumArches) {
  return Args.hasFlag(options::OPT_gpu_bundle_output,
                      options::OPT_no_gpu_bundle_output,
                      NumArches > 1 && Args.hasArg(options::OPT_o));
}

bool nvptxbw::isCudaPreprocessedBundle(const JobAction &JA) {
  return isa<OffloadBundlingJobAction>(JA) && JA.getType() == types::TY_PP_CUDA;
}

void nvptxbw::addCudaPreprocessedBundleJob(Compilation &C, const JobAction &JA,
                                           const Tool &Creator,
                                           const InputInfo &Output,
                                           const InputInfoList &Inputs) {
  std::vector<BundleSection> Sections;
  for (auto [Dep, Input] : zip(JA.getInputs(), Inputs)) {
    Action::OffloadKind Kind = Action::OFK_Host;
    const ToolChain *TC = &Creator.getToolChain();
    if (const auto *OA = dyn_cast<OffloadAction>(Dep))
      OA->doOnEachDependence(
          [&](Action *A, const ToolChain *DepTC, const char *) {
            Kind = A->getOffloadingDeviceKind();
            TC = DepTC;
          });
    std::string Name =
        (Action::GetOffloadKindName(Kind) + "-" + TC->getTriple().normalize())
            .str();
    StringRef Arch = Dep->getOffloadingArch();
    if (Kind == Action::OFK_Cuda && !Arch.empty())
      Name += ("-" + Arch).str();
    Sections.push_back({std::move(Name), Input.getFilename()});
  }
  // The job is clang's, whose diagnostics say what failed, not the bundler
  // tool's, which the driver would name in a failure.
  const Tool *Clang = &Creator;
  if (const auto *Host = dyn_cast<JobAction>(JA.getInputs().back()))
    if (const Tool *T = Creator.getToolChain().SelectTool(*Host))
      Clang = T;
  C.addCommand(std::make_unique<PreprocessedBundleCommand>(
      JA, *Clang, C.getDriver().getClangProgramPath(), Output.getFilename(),
      std::move(Sections)));
}

const char *nvptxbw::redirectCudaDependencyFile(Compilation &C,
                                                const JobAction &JA,
                                                const Tool &Creator,
                                                const char *DepFile) {
  const Driver &D = C.getDriver();
  bool IsDevice = JA.isDeviceOffloading(Action::OFK_Cuda);
  bool IsHost = JA.isHostOffloading(Action::OFK_Cuda);
  // Only a compile with both sides has more than one writer of DepFile;
  // standard output takes each sub-compilation's rules in turn.
  if ((!IsDevice && !IsHost) || D.offloadHostOnly() || D.offloadDeviceOnly() ||
      StringRef(DepFile) == "-")
    return DepFile;

  std::lock_guard<std::mutex> Lock(PendingMutex);
  auto &Pending = pendingDependencyFiles();
  auto It = find_if(Pending, [&](const PendingDependencyFile &P) {
    return P.C == &C && P.Path == DepFile;
  });
  if (It == Pending.end()) {
    Pending.push_back({});
    It = std::prev(Pending.end());
    It->C = &C;
    It->Path = DepFile;
    It->PhonyTargets = C.getArgs().hasArg(options::OPT_MP);
  }
  std::string Prefix = sys::path::stem(DepFile).str() + "-" +
                       (IsDevice ? JA.getOffloadingArch() : "host");
  const char *Part = D.CreateTempFile(C, Prefix, "d");
  // The host's rules are kept: it goes first. Two inputs with one -MF
  // (clang's own rule is that the last writer wins) keep the first host's
  // rules and add the other's dependencies.
  if (IsHost && !It->HasHost) {
    It->Parts.insert(It->Parts.begin(), Part);
    It->HasHost = true;
    It->Job = &JA;
    It->Creator = &Creator;
  } else {
    It->Parts.push_back(Part);
    if (!It->Job) {
      It->Job = &JA;
      It->Creator = &Creator;
    }
  }
  return Part;
}

void nvptxbw::addCudaDependencyFileMerges(Compilation &C) {
  std::vector<PendingDependencyFile> Mine;
  {
    std::lock_guard<std::mutex> Lock(PendingMutex);
    auto &Pending = pendingDependencyFiles();
    for (PendingDependencyFile &P : Pending)
      if (P.C == &C)
        Mine.push_back(std::move(P));
    erase_if(Pending,
             [&](const PendingDependencyFile &P) { return P.C == &C; });
  }
  for (const PendingDependencyFile &P : Mine)
    C.addCommand(std::make_unique<DependencyFileMergeCommand>(
        P, C.getDriver().getClangProgramPath()));
}
