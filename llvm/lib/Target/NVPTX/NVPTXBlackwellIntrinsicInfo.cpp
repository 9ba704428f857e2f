//===- NVPTXBlackwellIntrinsicInfo.cpp - Names, IDs and declarations ------===//
//
// nvptx-blackwell. The generated table of Blackwell intrinsics and the
// TargetIntrinsicInfo that gives them IDs past LLVM 19's own intrinsics.
//
//===----------------------------------------------------------------------===//

#include "NVPTXBlackwellIntrinsics.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
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
    {TableType::Void, 1, ValueParam, 0, 0, 0}};

const FormSpec FormSpecs[] = {
#define NVPTXBW_FORMS
#include "NVPTXBlackwellIntrinsics.inc"
    {{0}, 0, 0, 0, -1, 0, 0}};

const TableType ResultTypes[] = {
#define NVPTXBW_RESULT_TYPES
#include "NVPTXBlackwellIntrinsics.inc"
    TableType::Void};

// Sorted by name (the generator sorts), so lookup is a binary search and the
// ID of entry I is Intrinsic::num_intrinsics + I.
const IntrinsicDesc Intrinsics[] = {
#define NVPTXBW_INTRINSIC(Name, ResultType, NumResults, StructResult, Feature,  \
                          MinPTX, Mem, FnAttrs, SideEffects, FirstParam,       \
                          NumParams, FirstForm, NumForms, CTAGroupParam,       \
                          FirstResult)                                         \
  {Name,          TableType::ResultType, NumResults, StructResult,             \
   Feature,       MinPTX,                MemoryKind(Mem), FnAttrs,             \
   SideEffects,   FirstParam,            NumParams,  FirstForm,                \
   NumForms,      CTAGroupParam,         FirstResult},
#define NVPTXBW_INTRINSICS
#include "NVPTXBlackwellIntrinsics.inc"
};

struct FeatureInfo {
  bool (NVPTXSubtarget::*Has)() const;
  const char *Description;
};
// The feature families of NVPTXBlackwellTargets.py, in the order the
// generated tables index them.
const FeatureInfo Features[] = {
#define NVPTXBW_FEATURE_FAMILY(Method, Label, Description)                    \
  {&NVPTXSubtarget::Method, Description},
#include "NVPTXBlackwellSubtarget.inc"
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
    FunctionType *FTy = getIntrinsicFunctionType(M->getContext(), *D);
    Function *F = cast<Function>(
        M->getOrInsertFunction(D->Name, FTy).getCallee());
    F->setAttributes(getUpstreamAttributes(M->getContext(), *D));
    return F;
  }
};

} // namespace

int nvptxbw::getTablePointerAddressSpace(TableType T) {
  switch (T) {
  case TableType::GenericPtr:
    return ADDRESS_SPACE_GENERIC;
  case TableType::GlobalPtr:
    return ADDRESS_SPACE_GLOBAL;
  case TableType::SharedPtr:
    return ADDRESS_SPACE_SHARED;
  case TableType::ConstPtr:
    return ADDRESS_SPACE_CONST;
  case TableType::LocalPtr:
    return ADDRESS_SPACE_LOCAL;
  case TableType::TMemPtr:
    return ADDRESS_SPACE_TENSOR;
  case TableType::SharedClusterPtr:
    return ADDRESS_SPACE_SHARED_CLUSTER;
  case TableType::ParamPtr:
    return ADDRESS_SPACE_PARAM;
  default:
    return -1;
  }
}

bool nvptxbw::ParamSpec::isPointerOfTargetWidth() const {
  int AS = getTablePointerAddressSpace(Type);
  return AS >= 0 && AS != ADDRESS_SPACE_TENSOR;
}

bool nvptxbw::ParamSpec::isShortPointer() const {
  // The address spaces that --nvptx-short-ptr makes 32-bit in the data
  // layout (NVPTXTargetMachine's, and address space 7's patch).
  switch (getTablePointerAddressSpace(Type)) {
  case ADDRESS_SPACE_SHARED:
  case ADDRESS_SPACE_CONST:
  case ADDRESS_SPACE_LOCAL:
  case ADDRESS_SPACE_SHARED_CLUSTER:
    return true;
  default:
    return false;
  }
}

Type *nvptxbw::getTableIRType(LLVMContext &Ctx, TableType T, unsigned VecLen) {
  Type *Elt = nullptr;
  int AS = getTablePointerAddressSpace(T);
  if (AS >= 0)
    Elt = PointerType::get(Ctx, AS);
  else
    switch (T) {
    case TableType::Void:
      return Type::getVoidTy(Ctx);
    case TableType::I1:
      Elt = Type::getInt1Ty(Ctx);
      break;
    case TableType::I16:
      Elt = Type::getInt16Ty(Ctx);
      break;
    case TableType::I32:
      Elt = Type::getInt32Ty(Ctx);
      break;
    case TableType::I64:
      Elt = Type::getInt64Ty(Ctx);
      break;
    case TableType::I128:
      Elt = Type::getInt128Ty(Ctx);
      break;
    case TableType::F16:
      Elt = Type::getHalfTy(Ctx);
      break;
    case TableType::BF16:
      Elt = Type::getBFloatTy(Ctx);
      break;
    case TableType::F32:
      Elt = Type::getFloatTy(Ctx);
      break;
    case TableType::F64:
      Elt = Type::getDoubleTy(Ctx);
      break;
    case TableType::V2F16:
      Elt = FixedVectorType::get(Type::getHalfTy(Ctx), 2);
      break;
    case TableType::V2BF16:
      Elt = FixedVectorType::get(Type::getBFloatTy(Ctx), 2);
      break;
    case TableType::V4I8:
      Elt = FixedVectorType::get(Type::getInt8Ty(Ctx), 4);
      break;
    default:
      llvm_unreachable("pointer types are handled above");
    }
  return VecLen > 1 ? FixedVectorType::get(Elt, VecLen) : Elt;
}

FunctionType *nvptxbw::getIntrinsicFunctionType(LLVMContext &Ctx,
                                                const IntrinsicDesc &D) {
  Type *Ret;
  if (D.NumResults == 0)
    Ret = Type::getVoidTy(Ctx);
  else if (D.StructResult) {
    SmallVector<Type *, 8> Elements;
    for (unsigned I = 0; I != D.NumResults; ++I)
      Elements.push_back(getTableIRType(Ctx, D.resultType(I)));
    Ret = StructType::get(Ctx, Elements);
  }
  else
    Ret = getTableIRType(Ctx, D.ResultType, D.NumResults);
  SmallVector<Type *, 8> Params;
  for (unsigned I = 0; I != D.NumParams; ++I)
    Params.push_back(getTableIRType(Ctx, D.param(I).Type, D.param(I).VecLen));
  return FunctionType::get(Ret, Params, /*isVarArg=*/false);
}

MVT nvptxbw::getResultVT(const IntrinsicDesc &D, unsigned I) {
  switch (D.resultType(I)) {
  case TableType::I1:
    return MVT::i1;
  case TableType::I16:
    return MVT::i16;
  case TableType::I64:
    return MVT::i64;
  case TableType::F32:
    return MVT::f32;
  case TableType::V2F16:
    return MVT::v2f16;
  case TableType::V2BF16:
    return MVT::v2bf16;
  case TableType::F64:
    return MVT::f64;
  case TableType::V4I8:
    return MVT::v4i8;
  case TableType::F16:
    return MVT::f16;
  case TableType::BF16:
    return MVT::bf16;
  default: // i32 and tensor memory addresses
    return MVT::i32;
  }
}

AttributeList nvptxbw::getUpstreamAttributes(LLVMContext &Ctx,
                                             const IntrinsicDesc &D,
                                             uint64_t NoImmArg) {
  static const Attribute::AttrKind FnAttrKinds[] = {
#define NVPTXBW_FN_ATTR(Kind) Attribute::Kind,
#include "NVPTXBlackwellAttributes.def"
  };
  static const Attribute::AttrKind ParamAttrKinds[] = {
#define NVPTXBW_PARAM_ATTR(Kind) Attribute::Kind,
#include "NVPTXBlackwellAttributes.def"
  };
  AttrBuilder Fn(Ctx);
  for (unsigned Bit = 0; Bit != std::size(FnAttrKinds); ++Bit)
    if (D.FnAttrs >> Bit & 1)
      Fn.addAttribute(FnAttrKinds[Bit]);
  switch (D.Mem) {
#define NVPTXBW_MEMORY(Kind, Effects)                                          \
  case Kind:                                                                   \
    Fn.addMemoryAttr(MemoryEffects::Effects);                                  \
    break;
#define NVPTXBW_MEMORY_ANY(Kind)                                               \
  case Kind: /* fences: may touch any memory, so no attribute */               \
    break;
#include "NVPTXBlackwellAttributes.def"
  }
  SmallVector<AttributeSet, 16> Params;
  for (unsigned I = 0; I != D.NumParams; ++I) {
    const ParamSpec &P = D.param(I);
    AttrBuilder B(Ctx);
    for (unsigned Bit = 0; Bit != std::size(ParamAttrKinds); ++Bit)
      if (P.Attrs >> Bit & 1)
        B.addAttribute(ParamAttrKinds[Bit]);
    if (P.Kind != ValueParam && !(I < 64 && (NoImmArg >> I & 1)))
      B.addAttribute(Attribute::ImmArg);
    Params.push_back(AttributeSet::get(Ctx, B));
  }
  return AttributeList::get(Ctx, AttributeSet::get(Ctx, Fn), AttributeSet(),
                            Params);
}

const ParamSpec &IntrinsicDesc::param(unsigned I) const {
  return ParamSpecs[FirstParam + I];
}

const FormSpec *IntrinsicDesc::forms() const { return &FormSpecs[FirstForm]; }

TableType IntrinsicDesc::resultType(unsigned I) const {
  return ResultTypes[FirstResult + I];
}

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
