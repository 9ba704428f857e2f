//===- NVPTXScopedCas16Check.cpp - 16-bit scoped CAS availability ---------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// nvptx-blackwell. llvm.nvvm.atomic.cas.gen.i.{cta,sys} on i16 is
// atom.cta/.sys.cas.b16, which needs sm_70 and PTX 6.3 (PTX ISA, "atom":
// ".b16 for cas requires sm_70 and PTX 6.3"). Elsewhere no instruction
// matches and instruction selection would abort with "Cannot select" (llc 22
// emits the .b16 form anyway, which ptxas then refuses). Before instruction
// selection such a call is an error naming the intrinsic and what it needs,
// and is dropped, as the Blackwell intrinsics' are. Clang does not get here:
// its builtins ask for the same target (nvptx-cas16-warpsize-builtins.patch).
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellCodegen.h"
#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

bool llvm::nvptxbw::checkScopedCas16(Module &M, const NVPTXTargetMachine &TM) {
  bool Changed = false;
  for (Function &F : M) {
    Intrinsic::ID ID = F.getIntrinsicID();
    if ((ID != Intrinsic::nvvm_atomic_cas_gen_i_cta &&
         ID != Intrinsic::nvvm_atomic_cas_gen_i_sys) ||
        !F.getReturnType()->isIntegerTy(16))
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledFunction() != &F)
        continue;
      const NVPTXSubtarget &ST =
          TM.getSubtarget<NVPTXSubtarget>(*CI->getFunction());
      if (ST.getSmVersion() >= 70 && ST.getPTXVersion() >= 63)
        continue;
      diagnoseAt(*CI, "intrinsic '" + F.getName() +
                          "' (atom.cas.b16) is not available on " +
                          ST.getTargetName() + " (PTX " +
                          ptxVersionString(ST.getPTXVersion()) +
                          "): it needs sm_70 or later and PTX 6.3");
      CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
      CI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}
