//===- NVPTXByValParamWrites.cpp - Does a kernel write its byval param? ---===//
//
// nvptx-blackwell. NVPTXLowerArgs marks every pointer a CUDA kernel loads from
// its byval parameters as a global pointer (addrspacecast to global and back),
// so that the accesses through it become ld.global/st.global. That holds for
// the pointers the host passed: a kernel parameter is written by the launch
// only. It does not hold once the kernel writes the parameter itself (the
// parameter is then a local copy, and it may have stored any generic pointer
// into it, one to shared memory for instance): the cast to global then
// rewrites a shared address as a global one. Where the stored value is
// known, LLVM 19 folds the two casts into shared-to-global, which instruction
// selection refuses ("Cannot cast between two non-generic address spaces",
// FAISS's IVF interleaved scans); where it is not, the load reads the wrong
// memory. mayWriteByValKernelParam says whether the kernel may write the
// parameter, so that the marking is left out for such a parameter.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellCodegen.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

bool nvptxbw::mayWriteByValKernelParam(const Argument &Arg) {
  SmallVector<const Value *, 16> Worklist{&Arg};
  SmallPtrSet<const Value *, 16> Seen;
  while (!Worklist.empty()) {
    const Value *V = Worklist.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (const Use &U : V->uses()) {
      const User *Usr = U.getUser();
      // Reading the parameter.
      if (isa<LoadInst>(Usr))
        continue;
      // An address within it, to follow.
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(Usr)) {
        Worklist.push_back(Usr);
        continue;
      }
      // Copying from it.
      if (isa<MemTransferInst>(Usr) && U.getOperandNo() == 1)
        continue;
      // Anything else may write it, or lets its address escape to code
      // that may: a store into it (or of its address), memset or memcpy
      // into it, a call, phi, select or ptrtoint.
      return true;
    }
  }
  return false;
}
