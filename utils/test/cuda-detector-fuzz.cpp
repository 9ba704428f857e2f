//===- cuda-detector-fuzz.cpp - Malformed CUDA installations, no crash ----===//
//
// nvptx-blackwell test tool. Feeds clang's CudaInstallationDetector thousands
// of CUDA installations with malformed include/cuda.h and version.json files,
// in memory, and checks after each that detection finished in a sane state:
// the installation is found, -v names a non-empty version, the version
// warnings and the arch checks run. A crash, a hang or a broken invariant fails
// the run (the test runs it under lit, which reports a crash as a failure).
//
//   cuda-detector-fuzz [--iterations N] [--seed S] [--verbose]
//
// The inputs are a fixed corpus of known-nasty cases (deep nesting, huge
// numbers, truncation at every byte of a good version.json, NUL bytes, lone
// carriage returns...) followed by random mutations of good files.
//
//===----------------------------------------------------------------------===//

#include "clang/Basic/Cuda.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Options.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

// The detector's header lives beside the driver's sources.
#include "ToolChains/Cuda.h"

#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace clang;
using namespace clang::driver;

namespace {

struct Installation {
  // Absent files are std::nullopt-like: Has* false.
  bool HasCudaH = false;
  std::string CudaH;
  bool HasVersionJson = false;
  std::string VersionJson;
};

const char *const GoodJson = "{\n   \"cuda\" : {\n      \"name\" : \"CUDA SDK\",\n"
                             "      \"version\" : \"13.0.2\"\n   },\n"
                             "   \"cuda_nvcc\" : {\n      \"name\" : \"CUDA NVCC\",\n"
                             "      \"version\" : \"13.0.88\"\n   }\n}\n";
const char *const GoodCudaH = "#ifndef __cuda_cuda_h__\n#define __cuda_cuda_h__\n"
                              "/* CUDA API version number */\n"
                              "#define CUDA_VERSION 13000\n#endif\n";

std::vector<Installation> corpus() {
  std::vector<Installation> Out;
  auto H = [&](std::string Text) {
    Installation I;
    I.HasCudaH = true;
    I.CudaH = std::move(Text);
    Out.push_back(I);
  };
  auto J = [&](std::string Text) {
    Installation I;
    I.HasVersionJson = true;
    I.VersionJson = std::move(Text);
    Out.push_back(I);
  };
  // cuda.h
  H("");
  H("#define CUDA_VERSION");
  H("#define CUDA_VERSION ");
  H("#define CUDA_VERSION\n13000");
  H("#define CUDA_VERSION 0");
  H("#define CUDA_VERSION 999");
  H("#define CUDA_VERSION -13000");
  H("#define CUDA_VERSION 0x32c8");
  H("#define CUDA_VERSION 13000abc");
  H("#define CUDA_VERSION 99999999999999999999999999999999");
  H("#define CUDA_VERSION 4294967296");
  H("#define CUDA_VERSION 100000");
  H("#define CUDA_VERSION 99990");
  H("#define CUDA_VERSION 13010 // a comment");
  H("#define CUDA_VERSION 13010 /* a comment");
  H("#define CUDA_VERSION_MAJOR 13\n#define CUDA_VERSION 13000");
  H("#  define\tCUDA_VERSION\t12080\r");
  H("#define CUDA_VERSION 12070");
  H("#define\r CUDA_VERSION 13000");
  H(std::string("#define CUDA_VERSION \0 13000", 28));
  H(std::string(100000, '#'));
  H(std::string(100000, '\n'));
  H(std::string(100000, '\r') + "#define CUDA_VERSION 12090");
  H("#define " + std::string(10000, 'A'));
  // version.json
  J("");
  J("{");
  J("}");
  J("[");
  J("null");
  J("\"13.0\"");
  J("{\"cuda\": \"13.0\"}");
  J("{\"cuda\": {\"version\": 13.0}}");
  J("{\"cuda\": {\"version\": \"\"}}");
  J("{\"cuda\": {\"version\": \"13\"}}");
  J("{\"cuda\": {\"version\": \"13.\"}}");
  J("{\"cuda\": {\"version\": \".0\"}}");
  J("{\"cuda\": {\"version\": \"0.0\"}}");
  J("{\"cuda\": {\"version\": \"13.0.0.0.0\"}}");
  J("{\"cuda\": {\"version\": \"130.0\"}}");
  J("{\"cuda\": {\"version\": \"13.100\"}}");
  J("{\"cuda\": {\"version\": \"13.1x\"}}");
  J("{\"cuda\": {\"version\": \"\\u0031\\u0033.\\u0030\"}}");
  J("{\"cuda\": {\"version\": \"13.0\\uZZZZ\"}}");
  J("{\"cuda\": {\"version\": \"13.0\\q\"}}");
  J("{\"cuda\": {\"version\": \"13.0\n\"}}");
  J("{\"cuda\": {\"version\": \"13.2\"}, \"cuda\": {\"version\": \"12.6\"}}");
  J("{\"cuda\": {\"version\": \"13.2\"}} trailing");
  J("{\"cuda\": {\"version\": \"13.2\"},}");
  J("{\"cuda\" {\"version\": \"13.2\"}}");
  J("{\"cuda\": {\"version\": -}}");
  J("{\"cuda\": {\"version\": 1e}}");
  J("{\"cuda\": {\"version\": tru}}");
  J("{\"a\": [1, 2, {\"b\": [true, false, null, -0.5e+3]}], \"cuda\": "
    "{\"version\": \"12.9\"}}");
  J(std::string(100000, '['));
  J(std::string(100000, '{'));
  J(std::string(50000, '[') + std::string(50000, ']'));
  J("{\"cuda\": {\"version\": \"" + std::string(100000, '1') + "\"}}");
  J("{\"cuda\": {\"version\": \"" + std::string(100000, '\\'));
  J(std::string(2 << 20, ' ') + GoodJson); // too large to be a version.json
  // Truncated at every byte of a good version.json, with and without cuda.h.
  std::string Good = GoodJson;
  for (size_t N = 0; N < Good.size(); ++N) {
    J(Good.substr(0, N));
    Installation I;
    I.HasVersionJson = true;
    I.VersionJson = Good.substr(0, N);
    I.HasCudaH = true;
    I.CudaH = std::string(GoodCudaH).substr(0, N % 90);
    Out.push_back(I);
  }
  // Neither file.
  Out.push_back(Installation());
  return Out;
}

std::string mutate(std::string S, std::mt19937 &Rng) {
  std::uniform_int_distribution<int> Byte(0, 255);
  unsigned Edits = 1 + Rng() % 8;
  for (unsigned E = 0; E < Edits; ++E) {
    size_t Pos = S.empty() ? 0 : Rng() % (S.size() + 1);
    switch (Rng() % 6) {
    case 0: // flip a byte
      if (!S.empty())
        S[Pos % S.size()] = char(Byte(Rng));
      break;
    case 1: // insert a byte, often a JSON or C token
    {
      static const char Tokens[] = "{}[]:,\"\\#0123456789.-+eE \n\r\t";
      S.insert(S.begin() + Pos,
               Rng() % 2 ? Tokens[Rng() % (sizeof(Tokens) - 1)]
                         : char(Byte(Rng)));
      break;
    }
    case 2: // delete a run
      if (!S.empty())
        S.erase(Pos % S.size(), 1 + Rng() % 16);
      break;
    case 3: // truncate
      S.resize(Pos);
      break;
    case 4: // duplicate a slice
      if (!S.empty()) {
        size_t From = Rng() % S.size();
        S.insert(Pos, S.substr(From, 1 + Rng() % 64));
      }
      break;
    case 5: // a long run of one byte
      S.insert(Pos, std::string(1 + Rng() % 4096, char(Byte(Rng))));
      break;
    }
  }
  return S;
}

Installation randomInstallation(std::mt19937 &Rng) {
  Installation I;
  unsigned Shape = Rng() % 4;
  I.HasCudaH = Shape != 1;
  I.HasVersionJson = Shape != 0;
  if (I.HasCudaH) {
    I.CudaH = GoodCudaH;
    if (Rng() % 4 == 0)
      I.CudaH = "#define CUDA_VERSION " + std::to_string(Rng() % 200000);
    I.CudaH = mutate(I.CudaH, Rng);
  }
  if (I.HasVersionJson)
    I.VersionJson = mutate(GoodJson, Rng);
  return I;
}

struct Outcome {
  bool Ok = true;
  std::string Report;
};

Outcome detect(const Installation &I, bool Verbose) {
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  auto Add = [&](const char *Path, const std::string &Text) {
    FS->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  };
  Add("/cuda/bin/ptxas", "");
  Add("/cuda/nvvm/libdevice/libdevice.10.bc", "");
  Add("/cuda/include/.keep", "");
  if (I.HasCudaH)
    Add("/cuda/include/cuda.h", I.CudaH);
  if (I.HasVersionJson)
    Add("/cuda/version.json", I.VersionJson);

  std::string DiagText;
  llvm::raw_string_ostream DiagOS(DiagText);
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  DiagnosticsEngine Diags(new DiagnosticIDs(), DiagOpts,
                          new TextDiagnosticPrinter(DiagOS, &*DiagOpts));
  const char *Triple = "x86_64-unknown-linux-gnu";
  Driver D("/fuzz/bin/clang", Triple, Diags, "cuda-detector-fuzz", FS);

  const char *Argv[] = {"--cuda-path=/cuda"};
  unsigned MissingIndex, MissingCount;
  llvm::opt::InputArgList Args =
      D.getOpts().ParseArgs(Argv, MissingIndex, MissingCount);

  CudaInstallationDetector Detector(D, llvm::Triple(Triple), Args);
  std::string Printed;
  llvm::raw_string_ostream PrintOS(Printed);
  Detector.print(PrintOS);
  Detector.WarnIfUnsupportedVersion();
  for (int A = (int)OffloadArch::SM_20; A < (int)OffloadArch::LAST; ++A)
    if (IsNVIDIAOffloadArch((OffloadArch)A))
      Detector.CheckCudaVersionSupportsArch((OffloadArch)A);
  PrintOS.flush();
  DiagOS.flush();

  Outcome O;
  StringRef Line = StringRef(Printed).trim();
  StringRef Version;
  if (!Detector.isValid()) {
    O.Ok = false;
    O.Report = "the installation was not found";
  } else if (!Line.consume_front("Found CUDA installation: /cuda, version ") ||
             (Version = Line).empty()) {
    O.Ok = false;
    O.Report = "-v printed '" + Printed + "'";
  } else if (Detector.version() == CudaVersion::UNKNOWN) {
    O.Ok = false;
    O.Report = "the version is UNKNOWN";
  } else if (StringRef(DiagText).contains("version ;") ||
             StringRef(DiagText).contains("version  ") ||
             StringRef(DiagText).contains("installation at /cuda is ;")) {
    O.Ok = false;
    O.Report = "a diagnostic names an empty version";
  }
  if (Verbose || !O.Ok)
    O.Report += "\n  -v: " + Printed + "  diagnostics:\n" + DiagText;
  return O;
}

} // namespace

int main(int argc, char **argv) {
  unsigned Iterations = 3000;
  unsigned Seed = 1;
  bool Verbose = false;
  for (int I = 1; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--iterations" && I + 1 < argc)
      Iterations = std::strtoul(argv[++I], nullptr, 10);
    else if (A == "--seed" && I + 1 < argc)
      Seed = std::strtoul(argv[++I], nullptr, 10);
    else if (A == "--verbose")
      Verbose = true;
    else {
      llvm::errs() << "usage: cuda-detector-fuzz [--iterations N] [--seed S] "
                      "[--verbose]\n";
      return 2;
    }
  }

  std::vector<Installation> Inputs = corpus();
  size_t CorpusSize = Inputs.size();
  std::mt19937 Rng(Seed);
  while (Inputs.size() < CorpusSize + Iterations)
    Inputs.push_back(randomInstallation(Rng));

  unsigned Failures = 0;
  for (size_t N = 0; N < Inputs.size(); ++N) {
    Outcome O = detect(Inputs[N], Verbose);
    if (!O.Ok)
      ++Failures;
    if (Verbose || !O.Ok)
      llvm::outs() << (O.Ok ? "input " : "FAIL: input ") << N << ": "
                   << O.Report << "\n";
  }
  llvm::outs() << "cuda-detector-fuzz: " << Inputs.size() << " installations ("
               << CorpusSize << " from the corpus, " << Iterations
               << " random, seed " << Seed << "), " << Failures
               << " failures\n";
  return Failures ? 1 : 0;
}
