//==--- DiagnosticAnalysisKinds.td - nvptx-blackwell diagnostics ----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvptx-blackwell: the diagnostics of our own Sema and driver code. They live
// in the Analysis component, which has no diagnostic in LLVM 19, because a
// component numbers its diagnostics in the order of their record names: here
// they take IDs that no upstream diagnostic has, under names that follow
// clang's err_/warn_/remark_ convention. Appended to Sema or Driver, an err_
// or remark_ name would move every upstream ID after it.
//
//===----------------------------------------------------------------------===//

let Component = "Analysis" in {

let CategoryName = "Semantic Issue" in {
// The Blackwell and NVVM builtins (clang/lib/Sema/SemaNVPTXBlackwell.cpp).
def err_nvptx_builtin_value_not_allowed : Error<
  "argument value %0 is not allowed here: '%1' takes one of %2">;
def err_nvptx_builtin_no_form : Error<
  "'%0' has no form with the immediate operands (%1)">;
def err_nvptx_builtin_needs_target : Error<
  "'%0' needs %1; the target is %2">;
def err_nvptx_builtin_form_needs_target : Error<
  "'%0' with these immediate operands needs %1; the target is %2">;
} // CategoryName

// nvcc's kernel-launch spelling with a space, '<< <' (clang/lib/Parse:
// cuda-kernel-launch-split-chevrons.patch); nvcc is silent, so off by
// default.
let CategoryName = "Parse Issue" in {
def warn_cuda_kernel_launch_split_chevrons : Warning<
  "'<< <' is read as the kernel launch '<<<', as nvcc reads it">,
  InGroup<DiagGroup<"cuda-kernel-launch-split-chevrons">>, DefaultIgnore;
} // CategoryName

// The CUDA installation (clang/lib/Driver/ToolChains/Cuda.cpp).
def warn_drv_cuda_version_unreadable : Warning<
  "cannot read the CUDA version from '%0': %1">,
  InGroup<CudaUnknownVersion>;
// Informational, so a remark shown by default: a -Werror build for sm_101a
// does not fail on it, and -Rno-cuda-arch-renamed hides it.
def remark_drv_cuda_arch_renamed : Remark<
  "GPU arch %0 is called %1 from CUDA 13 on: ptxas, nvlink and fatbinary of "
  "CUDA %2 get %1 (the device code is still compiled for %0)">,
  InGroup<DiagGroup<"cuda-arch-renamed">>, DefaultRemark;

} // Component
