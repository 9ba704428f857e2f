//===- NVPTXBlackwellIntrinsicInfo.cpp - Names, IDs and declarations ------===//
//
// nvptx-blackwell. The generated table of Blackwell intrinsics and the
// TargetIntrinsicInfo that gives them IDs past LLVM 19's own intrinsics.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellIntrinsics.h"
#include "NVPTXInstrInfo.h"
#include "NVPTXSubtarget.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ModRef.h"
#include "llvm/Target/TargetIntrinsicInfo.h"
#include <algorithm>
#include <iterator>

using namespace llvm;
using namespace llvm::nvptxbw;

namespace {

const ParamSpec ParamSpecs[] = {
#define NVPTXBW_PARAM_SPECS
#include "NVPTXBlackwellIntrinsics.inc"
    {nullptr, ValueParam, 0, 0}};

const FormSpec FormSpecs[] = {
#define NVPTXBW_FORMS
#include "NVPTXBlackwellIntrinsics.inc"
    {{0}, 0, 0, 0, -1, 0, 0}};

// Sorted by name (the generator sorts), so lookup is a binary search and the
// ID of entry I is Intrinsic::num_intrinsics + I.
const IntrinsicDesc Intrinsics[] = {
#define NVPTXBW_INTRINSIC(Name, Ret, NumResults, Feature, MinPTX, Mem, Conv,   \
                          SideEffects, FirstParam, NumParams, FirstForm,       \
                          NumForms, CTAGroupParam, ResultType)                 \
  {Name,      Ret,          NumResults, Feature,   MinPTX,    MemoryKind(Mem), \
   Conv,      SideEffects,  FirstParam, NumParams, FirstForm, NumForms,        \
   CTAGroupParam, ResultType},
#define NVPTXBW_INTRINSICS
#include "NVPTXBlackwellIntrinsics.inc"
};

struct FeatureInfo {
  bool (NVPTXSubtarget::*Has)() const;
  const char *Description;
};
const FeatureInfo Features[] = {
#define NVPTXBW_FEATURE(Method, Text) {&NVPTXSubtarget::Method, Text},
#define NVPTXBW_FEATURES
#include "NVPTXBlackwellIntrinsics.inc"
};

unsigned indexOf(const IntrinsicDesc *D) { return D - std::begin(Intrinsics); }

const IntrinsicDesc *findByName(StringRef Name) {
  Name.consume_back(ScalarizedSuffix);
  auto It = llvm::partition_point(Intrinsics, [&](const IntrinsicDesc &D) {
    return StringRef(D.Name) < Name;
  });
  if (It == std::end(Intrinsics) || StringRef(It->Name) != Name)
    return nullptr;
  return It;
}

// The few IR types the table uses, from their printed form.
Type *parseTableType(LLVMContext &Ctx, StringRef S) {
  if (S == "void")
    return Type::getVoidTy(Ctx);
  if (S == "float")
    return Type::getFloatTy(Ctx);
  if (S == "half")
    return Type::getHalfTy(Ctx);
  if (S == "bfloat")
    return Type::getBFloatTy(Ctx);
  if (S.consume_front("{ ") && S.consume_back(" }")) {
    SmallVector<Type *, 8> Elts;
    while (!S.empty()) {
      auto [Elt, Rest] = S.split(", ");
      if (Type *T = parseTableType(Ctx, Elt))
        Elts.push_back(T);
      else
        return nullptr;
      S = Rest;
    }
    return StructType::get(Ctx, Elts);
  }
  if (S == "ptr")
    return PointerType::get(Ctx, 0);
  unsigned AS;
  if (S.consume_front("ptr addrspace(") && S.consume_back(")") &&
      !S.getAsInteger(10, AS))
    return PointerType::get(Ctx, AS);
  unsigned N;
  if (S.consume_front("<")) {
    auto [Count, Elt] = S.split(" x ");
    Elt.consume_back(">");
    if (Count.getAsInteger(10, N))
      return nullptr;
    Type *E = parseTableType(Ctx, Elt);
    return E ? FixedVectorType::get(E, N) : nullptr;
  }
  if (S.consume_front("i") && !S.getAsInteger(10, N))
    return IntegerType::get(Ctx, N);
  return nullptr;
}

class BlackwellIntrinsicInfo final : public TargetIntrinsicInfo {
public:
  std::string getName(unsigned IID, Type **, unsigned) const override {
    const IntrinsicDesc *D = lookupBlackwellIntrinsic(IID);
    return D ? D->Name : "";
  }

  unsigned lookupName(const char *Name, unsigned Len) const override {
    return lookupBlackwellIntrinsicID(StringRef(Name, Len));
  }

  bool isOverloaded(unsigned) const override { return false; }

  Function *getDeclaration(Module *M, unsigned IID, Type **,
                           unsigned) const override {
    const IntrinsicDesc *D = lookupBlackwellIntrinsic(IID);
    if (!D)
      return nullptr;
    LLVMContext &Ctx = M->getContext();
    SmallVector<Type *, 8> Params;
    for (unsigned I = 0; I != D->NumParams; ++I)
      Params.push_back(parseTableType(Ctx, D->param(I).Type));
    auto *FTy = FunctionType::get(parseTableType(Ctx, D->RetType), Params,
                                  /*isVarArg=*/false);
    Function *F = cast<Function>(
        M->getOrInsertFunction(D->Name, FTy).getCallee());
    for (unsigned I = 0; I != D->NumParams; ++I)
      if (D->param(I).Kind != ValueParam)
        F->addParamAttr(I, Attribute::ImmArg);
    F->addFnAttr(Attribute::NoUnwind);
    if (D->Convergent)
      F->addFnAttr(Attribute::Convergent);
    return F;
  }
};

} // namespace

const ParamSpec &IntrinsicDesc::param(unsigned I) const {
  return ParamSpecs[FirstParam + I];
}

const FormSpec *IntrinsicDesc::forms() const { return &FormSpecs[FirstForm]; }

bool FormSpec::matches(const uint64_t *K, unsigned N) const {
  return N == NumKey && std::equal(K, K + N, Key);
}

const FormSpec *nvptxbw::findForm(const IntrinsicDesc &D, const uint64_t *Key,
                                  unsigned NumKey, const NVPTXSubtarget &ST) {
  for (unsigned I = 0; I != D.NumForms; ++I) {
    const FormSpec &F = D.forms()[I];
    if (F.matches(Key, NumKey) && F.hasPTX(ST.getPTXVersion()))
      return &F;
  }
  return nullptr;
}

const IntrinsicDesc *nvptxbw::lookupBlackwellIntrinsic(unsigned IID) {
  if (IID < Intrinsic::num_intrinsics)
    return nullptr;
  unsigned Index = IID - Intrinsic::num_intrinsics;
  return Index < std::size(Intrinsics) ? &Intrinsics[Index] : nullptr;
}

unsigned nvptxbw::lookupBlackwellIntrinsicID(StringRef Name) {
  const IntrinsicDesc *D = findByName(Name);
  return D ? Intrinsic::num_intrinsics + indexOf(D) : 0;
}

bool nvptxbw::subtargetHasFeature(const NVPTXSubtarget &ST, unsigned Feature) {
  return Feature < std::size(Features) && (ST.*Features[Feature].Has)();
}

StringRef nvptxbw::featureDescription(unsigned Feature) {
  return Feature < std::size(Features) ? Features[Feature].Description : "";
}

const TargetIntrinsicInfo &nvptxbw::getBlackwellIntrinsicInfo() {
  static const BlackwellIntrinsicInfo Info;
  return Info;
}
