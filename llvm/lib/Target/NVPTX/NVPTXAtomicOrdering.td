//===- NVPTXAtomicOrdering.td - Fences for LLVM's atomic orderings --------===//
//
// nvptx-blackwell. The fences that LLVM's fence instruction and the atomic
// loads and stores stronger than monotonic become on sm_70 and later
// (fence.sc and fence.acq_rel with a scope, PTX ISA 6.0: "membar/fence").
// fence.sc.cluster (INT_FENCE_SC_CLUSTER) exists already for its intrinsic.
// Selected in C++ (NVPTXAtomicOrdering.cpp); below sm_70 the same places
// get membar.cta/.gl/.sys (INT_MEMBAR_*).
//
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in
class NVPTXBW_FENCE<string Asm, list<Predicate> Preds>
    : NVPTXInst<(outs), (ins), Asm, []>, Requires<Preds>;

def NVPTXBW_FENCE_SC_CTA : NVPTXBW_FENCE<"fence.sc.cta;", [hasPTX<60>, hasSM<70>]>;
def NVPTXBW_FENCE_SC_GPU : NVPTXBW_FENCE<"fence.sc.gpu;", [hasPTX<60>, hasSM<70>]>;
def NVPTXBW_FENCE_SC_SYS : NVPTXBW_FENCE<"fence.sc.sys;", [hasPTX<60>, hasSM<70>]>;
def NVPTXBW_FENCE_ACQ_REL_CTA
    : NVPTXBW_FENCE<"fence.acq_rel.cta;", [hasPTX<60>, hasSM<70>]>;
def NVPTXBW_FENCE_ACQ_REL_CLUSTER
    : NVPTXBW_FENCE<"fence.acq_rel.cluster;", [hasPTX<78>, hasSM<90>]>;
def NVPTXBW_FENCE_ACQ_REL_GPU
    : NVPTXBW_FENCE<"fence.acq_rel.gpu;", [hasPTX<60>, hasSM<70>]>;
def NVPTXBW_FENCE_ACQ_REL_SYS
    : NVPTXBW_FENCE<"fence.acq_rel.sys;", [hasPTX<60>, hasSM<70>]>;

// atom.cas with its semantics and scope (PTX ISA, "atom": .relaxed,
// .acquire, .release, .acq_rel from sm_70; .cta, .cluster, .gpu, .sys), for a
// cmpxchg that is not monotonic at device scope. $sem is an
// NVPTX::LdStSem value, printed without .relaxed (atom's default); that one
// case, which LLVM 19's patterns select as atom.cas, keeps them.
multiclass NVPTXBW_ATOM_CAS<NVPTXRegClass RC, string Ty> {
  def _p32 : NVPTXInst<(outs RC:$dst),
      (ins LdStCode:$sem, LdStCode:$addsp, Int32Regs:$addr, RC:$cmp, RC:$new),
      "atom${sem:atomsem}${addsp:addsp}.cas." # Ty # " \t$dst, [$addr], $cmp, $new;",
      []>;
  def _p64 : NVPTXInst<(outs RC:$dst),
      (ins LdStCode:$sem, LdStCode:$addsp, Int64Regs:$addr, RC:$cmp, RC:$new),
      "atom${sem:atomsem}${addsp:addsp}.cas." # Ty # " \t$dst, [$addr], $cmp, $new;",
      []>;
}

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
defm NVPTXBW_ATOM_CAS_B32 : NVPTXBW_ATOM_CAS<Int32Regs, "b32">;
defm NVPTXBW_ATOM_CAS_B64 : NVPTXBW_ATOM_CAS<Int64Regs, "b64">;
}
