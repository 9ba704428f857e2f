//===--- CudaPrecompiledHeaders.cpp - One PCH per CUDA sub-compilation ----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CudaPrecompiledHeaders.h"
#include "clang/Basic/DiagnosticDriver.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Options.h"
#include "clang/Driver/ToolChain.h"
#include "clang/Driver/Types.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang::driver;
using namespace llvm::opt;

namespace {

bool isCudaDeviceJob(const Action &A) {
  return A.isDeviceOffloading(Action::OFK_Cuda) && A.getOffloadingArch();
}

/// The host PCH that `-include H` finds, as upstream's probe names it
/// (H.pch), or "" when there is none.
std::string probedHostPch(const Driver &D, llvm::StringRef Header) {
  llvm::SmallString<128> P(Header);
  P += ".pch";
  return D.getVFS().exists(P) ? std::string(P) : std::string();
}

} // namespace

std::string nvptxbw::cudaDevicePchPath(llvm::StringRef HostPch,
                                       const llvm::Triple &DeviceTriple,
                                       llvm::StringRef Arch) {
  llvm::StringRef Stem = HostPch;
  Stem.consume_back(".pch");
  return (Stem + "-" + Action::GetOffloadKindName(Action::OFK_Cuda) + "-" +
          DeviceTriple.normalize() + "-" + Arch + ".pch")
      .str();
}

bool nvptxbw::isCudaDevicePchOutput(const Action *A) {
  const auto *OA = llvm::dyn_cast<OffloadAction>(A);
  if (!OA || A->getType() != types::TY_PCH || OA->hasHostDependence())
    return false;
  bool AllCudaDevice = true;
  OA->doOnEachDependence([&](Action *Dep, const ToolChain *, const char *) {
    AllCudaDevice &= Dep->isDeviceOffloading(Action::OFK_Cuda);
  });
  return AllCudaDevice;
}

const char *nvptxbw::cudaDevicePchOutputPath(Compilation &C,
                                             const JobAction &JA,
                                             const char *BaseInput,
                                             bool AtTopLevel) {
  if (!AtTopLevel || !llvm::isa<PrecompileJobAction>(JA) ||
      JA.getType() != types::TY_PCH || !isCudaDeviceJob(JA) ||
      !JA.getOffloadingToolChain())
    return nullptr;
  std::string HostPch;
  if (const Arg *O = C.getArgs().getLastArg(options::OPT_o))
    HostPch = O->getValue();
  else
    HostPch = std::string(BaseInput) + ".pch";
  const char *Path = C.getArgs().MakeArgString(
      cudaDevicePchPath(HostPch, JA.getOffloadingToolChain()->getTriple(),
                        JA.getOffloadingArch()));
  return C.addResultFile(Path, &JA);
}

/// Every CUDA device sub-compilation of the compile: its triple and arch.
static llvm::SmallVector<std::pair<llvm::Triple, std::string>, 4>
cudaDeviceSubCompilations(const Compilation &C) {
  llvm::SmallVector<std::pair<llvm::Triple, std::string>, 4> Result;
  llvm::SmallPtrSet<const Action *, 32> Seen;
  llvm::SmallVector<const Action *, 32> Work(C.getActions().begin(),
                                             C.getActions().end());
  while (!Work.empty()) {
    const Action *A = Work.pop_back_val();
    if (!Seen.insert(A).second)
      continue;
    if (isCudaDeviceJob(*A) && A->getOffloadingToolChain()) {
      std::pair<llvm::Triple, std::string> Sub(
          A->getOffloadingToolChain()->getTriple(), A->getOffloadingArch());
      if (!llvm::is_contained(Result, Sub))
        Result.push_back(Sub);
    }
    if (const auto *OA = llvm::dyn_cast<OffloadAction>(A))
      OA->doOnEachDependence(
          [&](Action *Dep, const ToolChain *, const char *) {
            Work.push_back(Dep);
          });
    Work.append(A->getInputs().begin(), A->getInputs().end());
  }
  return Result;
}

bool nvptxbw::renderCudaPchArg(const Compilation &C, const Driver &D,
                               const ArgList &Args, const JobAction &JA,
                               const llvm::Triple &Triple, const Arg *A,
                               bool IsFirstInclude, ArgStringList &CmdArgs) {
  if (!JA.isOffloading(Action::OFK_Cuda))
    return false;
  bool IsDevice = isCudaDeviceJob(JA);

  // -include-pch names the host's PCH; a device loads its own or fails.
  if (A->getOption().matches(options::OPT_include_pch)) {
    if (!IsDevice)
      return false;
    std::string DevicePch =
        cudaDevicePchPath(A->getValue(), Triple, JA.getOffloadingArch());
    A->claim();
    if (!D.getVFS().exists(DevicePch)) {
      D.Diag(clang::diag::err_drv_no_such_file) << DevicePch;
      return true;
    }
    CmdArgs.push_back("-include-pch");
    CmdArgs.push_back(Args.MakeArgString(DevicePch));
    return true;
  }

  // -include H with H.pch beside it: every sub-compilation loads its own PCH
  // when each has one, else every one includes H as text. Mixing the two
  // would not work: a PCH built for other GPU arches carries another
  // __CUDA_ARCH_LIST__.
  if (!A->getOption().matches(options::OPT_include) ||
      !D.getProbePrecompiled() || !IsFirstInclude)
    return false;
  std::string HostPch = probedHostPch(D, A->getValue());
  if (HostPch.empty())
    return false;
  bool AllPresent = true;
  for (const auto &[DeviceTriple, Arch] : cudaDeviceSubCompilations(C)) {
    std::string DevicePch = cudaDevicePchPath(HostPch, DeviceTriple, Arch);
    if (D.getVFS().exists(DevicePch))
      continue;
    AllPresent = false;
    // Each sub-compilation that lacks one says so, once.
    if (IsDevice && Arch == JA.getOffloadingArch())
      D.Diag(clang::diag::warn_using_cuda_pch_without_device_pch)
          << HostPch << Arch << DevicePch << A->getValue();
  }
  if (AllPresent && !IsDevice)
    return false; // Upstream's probe renders the host's PCH.
  A->claim();
  if (AllPresent) {
    CmdArgs.push_back("-include-pch");
    CmdArgs.push_back(Args.MakeArgString(
        cudaDevicePchPath(HostPch, Triple, JA.getOffloadingArch())));
  } else {
    A->render(Args, CmdArgs);
  }
  return true;
}

void nvptxbw::addCudaPchArgs(const Driver &D, const ArgList &Args,
                             const JobAction &JA, ArgStringList &CmdArgs) {
  bool WritesPch =
      llvm::isa<PrecompileJobAction>(JA) && JA.getType() == types::TY_PCH;
  // The new offload driver builds device actions from compile actions only:
  // it would write the host's PCH alone, which no device could use.
  if (WritesPch && Args.hasFlag(options::OPT_offload_new_driver,
                                options::OPT_no_offload_new_driver, false)) {
    const Action *Input = &JA;
    while (!Input->getInputs().empty())
      Input = Input->getInputs().front();
    if (Input->getType() == types::TY_CUDAHeader) {
      D.Diag(clang::diag::err_drv_argument_not_allowed_with)
          << "-x cuda-header" << "--offload-new-driver";
      return;
    }
  }

  if (!JA.isOffloading(Action::OFK_Cuda))
    return;
  bool UsesPch = llvm::any_of(CmdArgs, [](const char *S) {
    return llvm::StringRef(S) == "-include-pch";
  });
  if (!UsesPch && !WritesPch)
    return;
  // Only a reader checks system headers; a writer records their contents so
  // that a reader on a fresh checkout (new modification times, same bytes)
  // accepts the PCH.
  if (UsesPch)
    CmdArgs.push_back("-fmodules-validate-system-headers");
  if (Args.hasFlag(options::OPT_fpch_validate_input_files_content,
                   options::OPT_fno_pch_validate_input_files_content, true) &&
      !Args.hasArg(options::OPT_fpch_validate_input_files_content))
    CmdArgs.push_back("-fvalidate-ast-input-files-content");
}
