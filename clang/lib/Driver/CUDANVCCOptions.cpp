//===- CUDANVCCOptions.cpp - nvcc's spellings of driver options -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "clang/Driver/CUDANVCCOptions.h"
#include "clang/Basic/DiagnosticDriver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <string>

using namespace clang;
using namespace clang::driver;
using llvm::StringRef;

namespace {

// What an nvcc option becomes.
enum class NVCCKind {
  HostCompilerOptions, // -Xcompiler: each item to the host compile
  LinkerOptions,       // --linker-options: each item to -Xlinker
  PtxasOptions,        // -Xptxas: each item to -Xcuda-ptxas
  FatbinOptions,       // -Xfatbin: each item to -Xcuda-fatbinary
  NvlinkOptions,       // -Xnvlink: each item to nvlink, through the device link
  CompressMode,        // -compress-mode=X: fatbinary's option of that name
  MaxRegCount,         // -maxrregcount=N: ptxas's
  ResourceUsage,       // -res-usage: ptxas -v
  LineInfo,            // -lineinfo: line directives in device code only
  Rdc,                 // -rdc=true|false
  DeviceC,             // -dc: -fgpu-rdc -c
  ExtendedLambda,      // --extended-lambda: the macro nvcc defines with it
  DefaultStream,       // --default-stream per-thread: the runtime's macro
  CudaRuntime,         // -cudart static|shared|none: which runtime a link gets
  Language,            // -x cu
  Std,                 // -std c++17 (separate)
  Werror,              // -Werror all-warnings,...
  Arch,                // -arch=sm_90a
  Code,                // -code=sm_90a,compute_90a
  Gencode,             // -gencode arch=compute_90a,code=sm_90a
  Ftz,                 // the device floating-point knobs
  PrecDiv,
  PrecSqrt,
  Fmad,
  FastMath,
  DeviceDebug, // -G: device code at -O0 with debug info
  DeviceOutput, // -ptx, -cubin: one arch's device code, no host side;
                // -fatbin: every arch's, in one fat binary
  Ignored, // nvcc's own tools or what clang's CUDA always does
};

struct NVCCOption {
  const char *Long;  // nvcc's --long-name
  const char *Short; // and its -short-name
  bool TakesValue;
  NVCCKind Kind;
  const char *WhyIgnored; // for NVCCKind::Ignored
};

// nvcc 13.0's spellings (nvcc --help), each with its two names. Options
// whose spelling is also a clang option with the same meaning (-Xlinker, -o,
// -O, -D, -I, -std=, -shared, -Wno-deprecated-declarations) are not here.
const NVCCOption NVCCOptions[] = {
    {"--compiler-options", "-Xcompiler", true, NVCCKind::HostCompilerOptions,
     nullptr},
    {"--linker-options", nullptr, true, NVCCKind::LinkerOptions, nullptr},
    {"--ptxas-options", "-Xptxas", true, NVCCKind::PtxasOptions, nullptr},
    {"--fatbin-options", "-Xfatbin", true, NVCCKind::FatbinOptions, nullptr},
    {"--nvlink-options", "-Xnvlink", true, NVCCKind::NvlinkOptions, nullptr},
    {"--compress-mode", "-compress-mode", true, NVCCKind::CompressMode,
     nullptr},
    {"--maxrregcount", "-maxrregcount", true, NVCCKind::MaxRegCount, nullptr},
    {"--resource-usage", "-res-usage", false, NVCCKind::ResourceUsage,
     nullptr},
    {"--generate-line-info", "-lineinfo", false, NVCCKind::LineInfo, nullptr},
    {"--relocatable-device-code", "-rdc", true, NVCCKind::Rdc, nullptr},
    {"--device-c", "-dc", false, NVCCKind::DeviceC, nullptr},
    {"--extended-lambda", "-extended-lambda", false, NVCCKind::ExtendedLambda,
     nullptr},
    {"--expt-extended-lambda", "-expt-extended-lambda", false,
     NVCCKind::ExtendedLambda, nullptr},
    {"--default-stream", "-default-stream", true, NVCCKind::DefaultStream,
     nullptr},
    {"--cudart", "-cudart", true, NVCCKind::CudaRuntime, nullptr},
    {"--x", "-x", true, NVCCKind::Language, nullptr},
    {nullptr, "-std", true, NVCCKind::Std, nullptr},
    {"--Werror", "-Werror", true, NVCCKind::Werror, nullptr},
    {"--gpu-architecture", "-arch", true, NVCCKind::Arch, nullptr},
    {"--gpu-code", "-code", true, NVCCKind::Code, nullptr},
    {"--generate-code", "-gencode", true, NVCCKind::Gencode, nullptr},
    {"--ftz", "-ftz", true, NVCCKind::Ftz, nullptr},
    {"--prec-div", "-prec-div", true, NVCCKind::PrecDiv, nullptr},
    {"--prec-sqrt", "-prec-sqrt", true, NVCCKind::PrecSqrt, nullptr},
    {"--fmad", "-fmad", true, NVCCKind::Fmad, nullptr},
    {"--use_fast_math", "-use_fast_math", false, NVCCKind::FastMath, nullptr},
    {"--device-debug", "-G", false, NVCCKind::DeviceDebug, nullptr},
    {"--ptx", "-ptx", false, NVCCKind::DeviceOutput, nullptr},
    {"--cubin", "-cubin", false, NVCCKind::DeviceOutput, nullptr},
    {"--fatbin", "-fatbin", false, NVCCKind::DeviceOutput, nullptr},
    {"--expt-relaxed-constexpr", "-expt-relaxed-constexpr", false,
     NVCCKind::Ignored,
     "clang's CUDA calls constexpr functions across host and device without "
     "it"},
    {"--compiler-bindir", "-ccbin", true, NVCCKind::Ignored,
     "clang compiles the host code itself"},
    {"--allow-unsupported-compiler", "-allow-unsupported-compiler", false,
     NVCCKind::Ignored, "clang compiles the host code itself"},
    {"--forward-unknown-to-host-compiler", "-forward-unknown-to-host-compiler",
     false, NVCCKind::Ignored, "clang compiles the host code itself"},
    {"--forward-unknown-to-host-linker", "-forward-unknown-to-host-linker",
     false, NVCCKind::Ignored, "clang runs the linker itself"},
    {"--forward-unknown-opts", "-forward-unknown-opts", false,
     NVCCKind::Ignored, "clang compiles the host code itself"},
    {"--cudafe-options", "-Xcudafe", true, NVCCKind::Ignored,
     "options of nvcc's front end; clang's diagnostics take -W options"},
    {"--diag-suppress", "-diag-suppress", true, NVCCKind::Ignored,
     "nvcc's diagnostic numbers; clang's diagnostics take -W options"},
    {"--diag-warn", "-diag-warn", true, NVCCKind::Ignored,
     "nvcc's diagnostic numbers; clang's diagnostics take -W options"},
    {"--diag-error", "-diag-error", true, NVCCKind::Ignored,
     "nvcc's diagnostic numbers; clang's diagnostics take -W options"},
    {"--display-error-number", "-err-no", false, NVCCKind::Ignored,
     "nvcc's diagnostic numbers"},
    {"--no-display-error-number", "-no-err-no", false, NVCCKind::Ignored,
     "nvcc's diagnostic numbers"},
    {"--threads", "-t", true, NVCCKind::Ignored,
     "nvcc's parallel compilation of its GPU arches"},
    {"--split-compile", "-split-compile", true, NVCCKind::Ignored,
     "nvcc's parallel optimization"},
    {"--split-compile-extended", "-split-compile-extended", true,
     NVCCKind::Ignored, "nvcc's parallel optimization"},
    {"--keep", "-keep", false, NVCCKind::Ignored,
     "nvcc's intermediate files; clang keeps its own with -save-temps"},
    {"--keep-dir", "-keep-dir", true, NVCCKind::Ignored,
     "nvcc's intermediate files; clang keeps its own with -save-temps"},
    {"--Wno-deprecated-gpu-targets", "-Wno-deprecated-gpu-targets", false,
     NVCCKind::Ignored, "nvcc's warning on the GPU arches it deprecates"},
    {"--Wdefault-stream-launch", "-Wdefault-stream-launch", false,
     NVCCKind::Ignored, "a warning clang does not have"},
    {"--Wext-lambda-captures-this", "-Wext-lambda-captures-this", false,
     NVCCKind::Ignored, "a warning clang does not have"},
};

// clang options whose next argument is a value, never an option: it is
// copied as it is (`-Xlinker -lineinfo` stays the linker's).
bool takesSeparateValue(StringRef A) {
  static const char *const Names[] = {
      "-Xclang",        "-mllvm",           "-Xlinker",       "-Xassembler",
      "-Xpreprocessor", "-Xarch_host",      "-Xarch_device",  "-Xcuda-ptxas",
      "-Xcuda-fatbinary", "-Xoffload-linker", "-Xopenmp-target", "-Xanalyzer",
      "-o",             "-MF",              "-MT",            "-MQ",
      "-include",       "-imacros",         "-isystem",       "-idirafter",
      "-iquote",        "-I",               "-D",             "-U",
      "-L",             "-target",          "--target",       "-z",
      "-u",             "-T",               "--cuda-path",    "-isysroot",
      "--sysroot",      "-include-pch"};
  return llvm::is_contained(Names, A);
}

bool isBool(StringRef V) { return V == "true" || V == "false"; }

// An nvcc GPU name: sm_90a, compute_100f, with nvcc's optional brackets
// and quotes already taken off.
bool isGPUName(StringRef V) {
  return V.starts_with("sm_") || V.starts_with("compute_");
}

// The arch clang compiles for a real (sm_) or virtual (compute_) GPU name:
// clang embeds each arch's PTX with its SASS.
std::string clangArch(StringRef V) {
  if (V.consume_front("compute_"))
    return ("sm_" + V).str();
  return V.str();
}

// nvcc's lists: items separated by commas; -Xcompiler's also by blanks (nvcc
// hands them to the host compiler through a shell, and projects rely on it:
// llama.cpp passes "-Wno-pedantic -Wall" as one -Xcompiler value).
llvm::SmallVector<StringRef, 4> splitList(StringRef V, bool AlsoBlanks) {
  llvm::SmallVector<StringRef, 4> Items;
  StringRef Seps = AlsoBlanks ? ", \t" : ",";
  while (!V.empty()) {
    size_t End = V.find_first_of(Seps);
    StringRef Item = V.substr(0, End);
    if (!Item.empty())
      Items.push_back(Item);
    if (End == StringRef::npos)
      break;
    V = V.substr(End + 1);
  }
  return Items;
}

StringRef stripListBrackets(StringRef V) {
  V = V.trim();
  while (!V.empty() && (V.front() == '"' || V.front() == '\'' ||
                        V.front() == '[' || V.front() == '{'))
    V = V.drop_front();
  while (!V.empty() && (V.back() == '"' || V.back() == '\'' ||
                        V.back() == ']' || V.back() == '}'))
    V = V.drop_back();
  return V;
}

class Translator {
public:
  Translator(llvm::StringSaver &Saver, DiagnosticsEngine &Diags,
             bool CompilesCUDA, bool Links, bool DeviceOnly,
             StringRef OnlySource)
      : Saver(Saver), Diags(Diags), CompilesCUDA(CompilesCUDA), Links(Links),
        DeviceOnly(DeviceOnly), OnlySource(OnlySource) {}

  // Appends what nvcc's option \p O with \p Value means for clang to Out.
  // Returns false where the value is not one nvcc takes either, so that the
  // option is left for clang to report.
  bool translate(const NVCCOption &O, StringRef Spelling, StringRef Value,
                 llvm::SmallVectorImpl<const char *> &Out);

  // What the floating-point knobs and the GPU names add, after every option
  // is seen: nvcc lets an explicit knob override -use_fast_math wherever it
  // stands.
  void finish(llvm::SmallVectorImpl<const char *> &Out);

private:
  void add(llvm::SmallVectorImpl<const char *> &Out, const llvm::Twine &A,
           std::string &Shown) {
    Out.push_back(Saver.save(A).data());
    if (!Shown.empty())
      Shown += ' ';
    Shown += Out.back();
  }
  void reportTaken(StringRef Spelling, StringRef Shown) {
    Diags.Report(diag::warn_using_nvcc_driver_option)
        << Spelling << 0 << Shown;
  }
  void reportIgnored(StringRef Spelling, StringRef Why) {
    Diags.Report(diag::warn_using_nvcc_driver_option) << Spelling << 1 << Why;
  }
  // Records the arch of a GPU name for finish(), and shows it in Shown. A
  // virtual name (compute_X), and WithPTX, say that nvcc embeds its PTX.
  void addArch(StringRef Name, std::string &Shown, bool WithPTX = false) {
    std::string A = clangArch(Name);
    if ((WithPTX || Name.starts_with("compute_")) &&
        !llvm::is_contained(PTXArches, A))
      PTXArches.push_back(A);
    std::string Flag = "--cuda-gpu-arch=" + A;
    if (!llvm::is_contained(llvm::split(Shown, ' '), Flag))
      Shown += (Shown.empty() ? "" : " ") + Flag;
    if (!llvm::is_contained(Arches, A))
      Arches.push_back(A);
  }

  llvm::StringSaver &Saver;
  DiagnosticsEngine &Diags;
  bool CompilesCUDA;
  bool Links;
  bool DeviceOnly; // -ptx, -cubin, -fatbin, --cuda-device-only
  // The one CUDA source of a command without -o, else empty: where nvcc's
  // -ptx and -cubin name their output.
  StringRef OnlySource;

  std::optional<bool> Ftz, PrecDiv, PrecSqrt, Fmad;
  // -G: applied in finish(), after every -O of the command line.
  std::string DeviceDebugSpelling;
  // -ptx or -cubin: checked in finish() to name one arch, as nvcc wants.
  std::string OneArchOutputSpelling;
  bool FastMath = false;
  llvm::SmallVector<std::string, 2> KnobSpellings;

  // Every arch named, in order, each once: one --cuda-gpu-arch each.
  llvm::SmallVector<std::string, 4> Arches;
  // The arches whose PTX nvcc embeds: named by a virtual name, or by
  // -arch=sm_X (code=[sm_X,compute_X]). Clang embeds every arch's PTX
  // unless told (--no-cuda-include-ptx).
  llvm::SmallVector<std::string, 4> PTXArches;
  // -arch=compute_X: the arch compiled for, unless -code names them.
  std::optional<std::string> VirtualArch;
  std::string VirtualArchSpelling;
  bool HaveCode = false;
};

bool Translator::translate(const NVCCOption &O, StringRef Spelling,
                           StringRef Value,
                           llvm::SmallVectorImpl<const char *> &Out) {
  std::string Shown;
  // What concerns only the compilation of CUDA sources means nothing to a
  // command that compiles none (a link of objects, which Makefiles give the
  // same flags): clang would warn that it went unused.
  switch (O.Kind) {
  case NVCCKind::PtxasOptions:
  case NVCCKind::FatbinOptions:
  case NVCCKind::CompressMode:
  case NVCCKind::MaxRegCount:
  case NVCCKind::ResourceUsage:
  case NVCCKind::LineInfo:
  case NVCCKind::ExtendedLambda:
  case NVCCKind::DefaultStream:
  case NVCCKind::Ftz:
  case NVCCKind::PrecDiv:
  case NVCCKind::PrecSqrt:
  case NVCCKind::Fmad:
  case NVCCKind::FastMath:
  case NVCCKind::DeviceDebug:
    if (!CompilesCUDA) {
      reportIgnored(Spelling, "no CUDA source is compiled here");
      return true;
    }
    break;
  // The arches matter to a CUDA compile and to a link (which links the CUDA
  // runtime and device-links for them); a compile of C++ sources alone,
  // which Makefiles give the same flags (HeCBench's medianfilter compiles
  // its .cpp files with -arch=sm_90a), ignores them as nvcc does, without
  // clang's "argument unused" warning. (Darwin's -arch x86_64 is clang's,
  // and stays.)
  case NVCCKind::Arch:
  case NVCCKind::Code:
  case NVCCKind::Gencode:
    if (!CompilesCUDA && !Links &&
        (O.Kind != NVCCKind::Arch || isGPUName(Value))) {
      reportIgnored(Spelling, "no CUDA source is compiled here");
      return true;
    }
    break;
  default:
    break;
  }
  switch (O.Kind) {
  case NVCCKind::HostCompilerOptions: {
    // In a CUDA compile the items are for its host side alone, as nvcc's
    // host compiler sees them; in a link (nvcc links with the host compiler
    // and hands them on) or a host-only compile, clang is that compiler.
    // -Xarch_host carries one argument: an option whose value came as the
    // next item (-Xcompiler "-include pre.h") is joined to it, as clang
    // also spells these options.
    static const char *const JoinsValue[] = {"-include",   "-imacros", "-isystem",
                                             "-idirafter", "-iquote",  "-I",
                                             "-D",         "-U"};
    // In a link, -fopenmp goes to the host side too: beside the CUDA arches
    // a Makefile gives its link (-arch=sm_90a), a plain -fopenmp would ask
    // for OpenMP offloading to them, where nvcc's g++ links libgomp.
    llvm::SmallVector<StringRef, 4> Items = splitList(Value, /*AlsoBlanks=*/true);
    for (size_t K = 0; K < Items.size(); ++K) {
      std::string Item = Items[K].str();
      if (K + 1 < Items.size() && llvm::is_contained(JoinsValue, Items[K]))
        Item += Items[++K].str();
      // nvcc's host compiler also preprocesses the device code (g++ -E
      // -D__CUDA_ARCH__=...): a macro or include path reaches both sides.
      bool Preprocessor = llvm::any_of(JoinsValue, [&](const char *P) {
        return StringRef(Item).starts_with(P);
      });
      if (CompilesCUDA && !Preprocessor && DeviceOnly) {
        // -ptx, -cubin, -fatbin: no host code is compiled.
        continue;
      }
      if ((CompilesCUDA && !Preprocessor) ||
          StringRef(Item).starts_with("-fopenmp"))
        add(Out, "-Xarch_host", Shown);
      add(Out, Item, Shown);
    }
    if (Shown.empty()) {
      reportIgnored(Spelling, "no host code is compiled here");
      return true;
    }
    break;
  }
  case NVCCKind::NvlinkOptions:
    // nvlink runs in the device link of relocatable device code, which the
    // new offload driver's link does (clang-linker-wrapper, then
    // clang-nvlink-wrapper, which hands on what it does not know): each
    // item goes to that link's clang as -Xlinker ITEM. A compile does no
    // device link; nvcc ignores the option there.
    if (!Links) {
      reportIgnored(Spelling, "no link is done here");
      return true;
    }
    for (StringRef Item : splitList(Value, /*AlsoBlanks=*/false)) {
      add(Out, "-Xoffload-linker", Shown);
      add(Out, "-Xlinker", Shown);
      add(Out, "-Xoffload-linker", Shown);
      add(Out, Item, Shown);
    }
    break;
  case NVCCKind::LinkerOptions:
  case NVCCKind::PtxasOptions:
  case NVCCKind::FatbinOptions: {
    // Each item of the list to the tool, with clang's option for it.
    const char *Forward = O.Kind == NVCCKind::LinkerOptions  ? "-Xlinker"
                          : O.Kind == NVCCKind::PtxasOptions ? "-Xcuda-ptxas"
                                                             : "-Xcuda-fatbinary";
    for (StringRef Item : splitList(Value, /*AlsoBlanks=*/false)) {
      add(Out, Forward, Shown);
      add(Out, Item, Shown);
    }
    break;
  }
  case NVCCKind::CompressMode:
    add(Out, "-Xcuda-fatbinary", Shown);
    add(Out, "--compress-mode=" + Value, Shown);
    break;
  case NVCCKind::MaxRegCount:
    if (Value.empty() || !llvm::all_of(Value, llvm::isDigit))
      return false;
    add(Out, "-Xcuda-ptxas", Shown);
    add(Out, "--maxrregcount=" + Value, Shown);
    break;
  case NVCCKind::ResourceUsage:
    add(Out, "-Xcuda-ptxas", Shown);
    add(Out, "-v", Shown);
    break;
  case NVCCKind::LineInfo:
    // .loc directives in the PTX, no debug info: what -lineinfo gives ptxas
    // and profilers.
    add(Out, "-Xarch_device", Shown);
    add(Out, "-gline-directives-only", Shown);
    break;
  case NVCCKind::Rdc:
    // Relocatable device code through the new offload driver, whose link
    // (clang-linker-wrapper, nvlink) device-links the objects as nvcc's link
    // does; the old driver leaves them unlinked.
    if (!isBool(Value))
      return false;
    if (Value == "true") {
      add(Out, "-fgpu-rdc", Shown);
      add(Out, "--offload-new-driver", Shown);
    } else {
      add(Out, "-fno-gpu-rdc", Shown);
    }
    break;
  case NVCCKind::DeviceC:
    add(Out, "-fgpu-rdc", Shown);
    add(Out, "--offload-new-driver", Shown);
    add(Out, "-c", Shown);
    break;
  case NVCCKind::ExtendedLambda:
    // Clang's CUDA takes __device__ lambdas in host code without a flag;
    // nvcc defines this macro only with it, and code tests it.
    add(Out, "-D__CUDACC_EXTENDED_LAMBDA__", Shown);
    break;
  case NVCCKind::DefaultStream:
    if (Value == "per-thread") {
      add(Out, "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1", Shown);
      break;
    }
    if (Value != "legacy" && Value != "null")
      return false;
    reportIgnored(Spelling, "the CUDA runtime's default");
    return true;
  case NVCCKind::CudaRuntime:
    // The CUDA runtime of a link. Static is what our driver links by
    // default after compiling CUDA (as nvcc), shared is libcudart.so (the
    // driver adds the installation's library directory for it, as nvcc
    // does), none links no runtime (clang's -no-hip-rt, "no offload runtime",
    // which our driver honours for CUDA too). A compile links nothing.
    if (Value != "static" && Value != "shared" && Value != "none")
      return false;
    if (!Links) {
      reportIgnored(Spelling, "this command links nothing");
      return true;
    }
    if (Value == "static") {
      reportIgnored(Spelling, "a link that compiled CUDA gets the static CUDA "
                              "runtime by default");
      return true;
    }
    add(Out, Value == "shared" ? "-lcudart" : "-no-hip-rt", Shown);
    break;
  case NVCCKind::Language:
    // -x c and -x c++ mean the same to clang.
    if (Value != "cu")
      return false;
    add(Out, "-x", Shown);
    add(Out, "cuda", Shown);
    break;
  case NVCCKind::Std:
    // Only the separate form is nvcc's; -std=c++17 is clang's already.
    if (Spelling.contains('=') ||
        !(Value.starts_with("c++") || Value.starts_with("gnu++")))
      return false;
    add(Out, "-std=" + Value, Shown);
    break;
  case NVCCKind::Werror: {
    // nvcc's -Werror takes a list of its warning kinds; clang's -Werror and
    // -Werror=<group> are left alone.
    static const char *const Kinds[] = {
        "all-warnings",       "cross-execution-space-call",
        "reorder",            "default-stream-launch",
        "missing-launch-bounds", "ext-lambda-captures-this",
        "deprecated-declarations"};
    llvm::SmallVector<StringRef, 4> Items = splitList(Value, false);
    if (Items.empty() || !llvm::all_of(Items, [](StringRef K) {
          return llvm::is_contained(Kinds, K);
        }))
      return false;
    for (StringRef K : Items) {
      if (K == "all-warnings")
        add(Out, "-Werror", Shown);
      else if (K == "reorder" || K == "deprecated-declarations")
        add(Out, "-Werror=" + K, Shown);
    }
    if (Shown.empty()) {
      reportIgnored(Spelling, "warnings clang does not have");
      return true;
    }
    break;
  }
  case NVCCKind::Arch: {
    // Darwin's -arch x86_64 stays clang's: only GPU names are nvcc's.
    if (Value == "all" || Value == "all-major") {
      Diags.Report(diag::err_drv_unsupported_opt_with_suggestion)
          << Spelling << "--cuda-gpu-arch=<arch>";
      return true;
    }
    if (Value == "native") {
      add(Out, "--cuda-gpu-arch=native", Shown);
      break;
    }
    if (!isGPUName(Value))
      return false;
    if (Value.starts_with("compute_")) {
      VirtualArch = Value.str();
      VirtualArchSpelling = Spelling.str();
      return true;
    }
    addArch(Value, Shown, /*WithPTX=*/true);
    break;
  }
  case NVCCKind::Code: {
    llvm::SmallVector<StringRef, 4> Items =
        splitList(stripListBrackets(Value), false);
    if (Items.empty() || !llvm::all_of(Items, isGPUName))
      return false;
    for (StringRef Item : Items)
      addArch(Item, Shown);
    HaveCode = true;
    break;
  }
  case NVCCKind::Gencode: {
    // arch=compute_90a,code=sm_90a | code=[sm_90a,compute_90a] |
    // code="sm_90a,compute_90a"; several specifications may follow.
    StringRef Rest = stripListBrackets(Value);
    if (!Rest.starts_with("arch="))
      return false;
    llvm::SmallVector<std::string, 4> Found;
    while (Rest.consume_front("arch=")) {
      size_t Next = Rest.find("arch=");
      StringRef Spec = Rest.substr(0, Next);
      Rest = Next == StringRef::npos ? StringRef() : Rest.substr(Next);
      auto [ArchPart, CodePart] = Spec.split(",code=");
      ArchPart = stripListBrackets(ArchPart.rtrim(','));
      if (!isGPUName(ArchPart))
        return false;
      if (CodePart.empty()) {
        Found.push_back(ArchPart.str());
        continue;
      }
      for (StringRef Item : splitList(stripListBrackets(CodePart.rtrim(',')),
                                      false)) {
        Item = stripListBrackets(Item);
        if (!isGPUName(Item))
          return false;
        Found.push_back(Item.str());
      }
    }
    if (Found.empty())
      return false;
    for (const std::string &F : Found)
      addArch(F, Shown);
    break;
  }
  case NVCCKind::Ftz:
  case NVCCKind::PrecDiv:
  case NVCCKind::PrecSqrt:
  case NVCCKind::Fmad:
    if (!isBool(Value))
      return false;
    (O.Kind == NVCCKind::Ftz       ? Ftz
     : O.Kind == NVCCKind::PrecDiv ? PrecDiv
     : O.Kind == NVCCKind::PrecSqrt ? PrecSqrt
                                    : Fmad) = Value == "true";
    KnobSpellings.push_back(Spelling.str());
    return true;
  case NVCCKind::FastMath:
    FastMath = true;
    KnobSpellings.push_back(Spelling.str());
    return true;
  case NVCCKind::DeviceDebug:
    DeviceDebugSpelling = Spelling.str();
    return true;
  case NVCCKind::DeviceOutput: {
    // nvcc -ptx / -cubin: the device code of one arch; -fatbin: a fat binary
    // of every arch's (cuModuleLoadData's input). Written to <source
    // stem>.ptx / .cubin / .fatbin in the current directory unless -o says.
    if (!CompilesCUDA)
      return false;
    StringRef Kind = StringRef(O.Short).drop_front(); // ptx, cubin, fatbin
    add(Out, "--cuda-device-only", Shown);
    add(Out, Kind == "ptx" ? "-S" : "-c", Shown);
    if (Kind == "fatbin")
      add(Out, "--gpu-bundle-output", Shown);
    else
      OneArchOutputSpelling = Spelling.str();
    if (!OnlySource.empty()) {
      add(Out, "-o", Shown);
      add(Out, llvm::sys::path::stem(OnlySource) + "." + Kind, Shown);
    }
    break;
  }
  case NVCCKind::Ignored:
    reportIgnored(Spelling, O.WhyIgnored);
    return true;
  }
  reportTaken(Spelling, Shown);
  return true;
}

void Translator::finish(llvm::SmallVectorImpl<const char *> &Out) {
  if (!DeviceDebugSpelling.empty()) {
    // nvcc 13.0 -G: cicc -g -O0, ptxas -g (which clang passes for device
    // debug info at -O0, with --dont-merge-basicblocks --return-at-end),
    // __CUDACC_DEBUG__ on both sides; the host side keeps its -O and gets
    // no debug info. Last, so that the command's -O3 does not win.
    std::string Shown;
    add(Out, "-D__CUDACC_DEBUG__", Shown);
    add(Out, "-Xarch_device", Shown);
    add(Out, "-g", Shown);
    add(Out, "-Xarch_device", Shown);
    add(Out, "-O0", Shown);
    reportTaken(DeviceDebugSpelling, Shown);
  }
  if (!KnobSpellings.empty()) {
    // nvcc 13.0: -use_fast_math is -ftz=true -prec-div=false
    // -prec-sqrt=false -fmad=true with the fast math library; its division
    // is div.approx, -prec-div=false's alone div.full.
    std::string Shown;
    bool FlushDenormals = Ftz.value_or(FastMath);
    if (FlushDenormals)
      add(Out, "-fgpu-flush-denormals-to-zero", Shown);
    else if (Ftz.has_value())
      add(Out, "-fno-gpu-flush-denormals-to-zero", Shown);
    if (FastMath)
      add(Out, "-fgpu-approx-transcendentals", Shown);
    if (PrecDiv != true && (FastMath || PrecDiv == false)) {
      add(Out, "-mllvm", Shown);
      add(Out, FastMath ? "-nvptx-prec-divf32=0" : "-nvptx-prec-divf32=1",
          Shown);
    }
    if (PrecSqrt != true && (FastMath || PrecSqrt == false)) {
      add(Out, "-mllvm", Shown);
      add(Out, "-nvptx-prec-sqrtf32=0", Shown);
    }
    if (Fmad == false) {
      add(Out, "-Xarch_device", Shown);
      add(Out, "-ffp-contract=off", Shown);
    }
    for (const std::string &S : KnobSpellings) {
      if (Shown.empty())
        reportIgnored(S, "clang's CUDA default");
      else
        reportTaken(S, Shown);
    }
  }
  // -arch=compute_X alone compiles for X; with -code, -code names the arches.
  if (VirtualArch) {
    std::string Shown;
    if (HaveCode) {
      reportIgnored(VirtualArchSpelling, "-code names the arches");
    } else {
      addArch(*VirtualArch, Shown);
      reportTaken(VirtualArchSpelling, Shown);
    }
  }
  std::string Unused;
  for (const std::string &A : Arches)
    add(Out, "--cuda-gpu-arch=" + A, Unused);
  // -gencode arch=compute_90a,code=sm_90a: SASS alone, no PTX to JIT, as
  // nvcc embeds it (and the fat binary is smaller).
  if (CompilesCUDA)
    for (const std::string &A : Arches)
      if (!llvm::is_contained(PTXArches, A))
        add(Out, "--no-cuda-include-ptx=" + A, Unused);
  // nvcc 13.0: "Option '--cubin' is not allowed when compiling for multiple
  // GPU code instances" (-fatbin is the one output for several).
  if (!OneArchOutputSpelling.empty() && Arches.size() > 1) {
    std::string Named;
    for (const std::string &A : Arches)
      Named += (Named.empty() ? "--cuda-gpu-arch=" : " --cuda-gpu-arch=") + A;
    Diags.Report(diag::err_drv_argument_not_allowed_with)
        << OneArchOutputSpelling << Named;
  }
  // A link of objects for CUDA arches (a Makefile's link line) goes through
  // the new offload driver's linker, which device-links relocatable device
  // code (-dc objects) as nvcc's link does; other objects pass through it.
  // Plain ld would link such objects without their device code registered.
  if (!Arches.empty() && Links && !CompilesCUDA)
    add(Out, "--offload-new-driver", Unused);
}

// What the command does, read before it is parsed: whether it compiles a
// CUDA source (a .cu or .cuh file, or -x cuda: -Xcompiler's items then go to
// its host side alone) and whether it links (no -c, -S, -E, ...; nvcc's -dc
// neither).
struct CommandKind {
  bool CompilesCUDA = false;
  bool Links = true;
  bool HasOutput = false;
  bool DeviceOnly = false;
  llvm::SmallVector<StringRef, 2> CUDASources;
};

CommandKind scanCommand(llvm::ArrayRef<const char *> Args) {
  static const char *const Stops[] = {"-c",  "-S",  "-E",  "-M",
                                      "-MM", "-dc", "--device-c",
                                      "-fsyntax-only", "--cuda-device-only",
                                      "--precompile", "-emit-llvm", "--preprocess",
                                      "-ptx", "--ptx", "-cubin", "--cubin",
                                      "-fatbin", "--fatbin"};
  auto IsCUDASource = [](StringRef A) {
    return !A.starts_with("-") && (A.ends_with(".cu") || A.ends_with(".cuh"));
  };
  CommandKind K;
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "--") {
      // Inputs only from here on.
      for (const char *In : Args.drop_front(I + 1))
        if (IsCUDASource(In))
          K.CUDASources.push_back(In);
      K.CompilesCUDA |= !K.CUDASources.empty();
      break;
    }
    if (A == "-o" || (A.starts_with("-o") && !A.starts_with("-obj")))
      K.HasOutput = true;
    if (A == "-x" || A == "--x") {
      if (I + 1 < Args.size() &&
          (StringRef(Args[I + 1]) == "cuda" || StringRef(Args[I + 1]) == "cu"))
        K.CompilesCUDA = true;
      ++I;
      continue;
    }
    if (takesSeparateValue(A)) {
      ++I;
      continue;
    }
    if (IsCUDASource(A))
      K.CUDASources.push_back(A);
    if (A == "-xcuda" || IsCUDASource(A))
      K.CompilesCUDA = true;
    if (llvm::is_contained(Stops, A))
      K.Links = false;
    static const char *const DeviceOnly[] = {
        "--cuda-device-only", "--offload-device-only", "-ptx", "--ptx",
        "-cubin", "--cubin", "-fatbin", "--fatbin"};
    if (llvm::is_contained(DeviceOnly, A))
      K.DeviceOnly = true;
  }
  return K;
}

// nvcc's option that an argument spells (its name before any '=').
const NVCCOption *findNVCCOption(StringRef Name) {
  for (const NVCCOption &O : NVCCOptions)
    if ((O.Long && Name == O.Long) || (O.Short && Name == O.Short))
      return &O;
  return nullptr;
}

} // namespace

bool clang::driver::translateNVCCDriverOptions(
    llvm::ArrayRef<const char *> Args, llvm::SmallVectorImpl<const char *> &Out,
    llvm::StringSaver &Saver, DiagnosticsEngine &Diags) {
  // Nearly every command has none: look before building anything.
  if (Args.size() < 2 || llvm::none_of(Args.drop_front(), [](const char *A) {
        return A && A[0] == '-' && findNVCCOption(StringRef(A).split('=').first);
      }))
    return false;

  CommandKind Kind = scanCommand(Args);
  Translator T(Saver, Diags, Kind.CompilesCUDA, Kind.Links, Kind.DeviceOnly,
               !Kind.HasOutput && Kind.CUDASources.size() == 1
                   ? Kind.CUDASources.front()
                   : StringRef());
  llvm::SmallVector<const char *, 64> New;
  bool Changed = false;
  New.push_back(Args[0]);
  for (size_t I = 1; I < Args.size(); ++I) {
    const char *Raw = Args[I];
    StringRef A = Raw;
    if (A == "--") {
      New.append(Args.begin() + I, Args.end());
      break;
    }
    if (takesSeparateValue(A)) {
      New.push_back(Raw);
      if (I + 1 < Args.size())
        New.push_back(Args[++I]);
      continue;
    }
    auto [Name, Joined] = A.split('=');
    const NVCCOption *Match = findNVCCOption(Name);
    bool HasJoined = Name.size() != A.size();
    if (!Match || (HasJoined && !Match->TakesValue)) {
      New.push_back(Raw);
      continue;
    }
    StringRef Value;
    std::string Spelling = A.str();
    bool UsesNext = false;
    if (Match->TakesValue) {
      if (HasJoined) {
        Value = Joined;
      } else if (I + 1 < Args.size()) {
        Value = Args[I + 1];
        Spelling += ' ';
        Spelling += Value;
        UsesNext = true;
      } else {
        New.push_back(Raw); // nvcc wants a value: left for clang to report
        continue;
      }
    }
    // -G <size> is clang's small-data option (MIPS, Hexagon): nvcc's takes
    // no value.
    if (Match->Kind == NVCCKind::DeviceDebug && I + 1 < Args.size() &&
        !StringRef(Args[I + 1]).empty() &&
        llvm::all_of(StringRef(Args[I + 1]), llvm::isDigit)) {
      New.push_back(Raw);
      continue;
    }
    // -t is also the linker's trace flag: nvcc's takes a thread count.
    if (Match->Kind == NVCCKind::Ignored && Name == "-t" &&
        (Value.empty() || !llvm::all_of(Value, llvm::isDigit))) {
      New.push_back(Raw);
      continue;
    }
    if (!T.translate(*Match, Spelling, Value, New)) {
      New.push_back(Raw);
      continue;
    }
    Changed = true;
    if (UsesNext)
      ++I;
  }
  if (!Changed)
    return false;
  T.finish(New);
  Out.assign(New.begin(), New.end());
  return true;
}
