//===- NVPTXAtomicOrdering.td - Instructions for LLVM's atomic orderings --===//
//
// nvptx-blackwell. The fences that LLVM's fence instruction and the atomic
// operations stronger than monotonic need on sm_70 and later (fence.sc and
// fence.acq_rel with a scope, PTX ISA 6.0: "membar/fence"), and the atom
// instructions with a semantics and scope operand (atom.cas, atom.op).
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
// cmpxchg that is not monotonic at device scope, or whose address is a
// register plus a constant. $sem is an NVPTX::LdStSem value, printed without
// .relaxed (atom's default); a monotonic cmpxchg at device scope on a plain
// register address keeps LLVM 19's patterns (atom.cas). $addr is a register
// and a byte offset, [%rd+16] (MEMri, as ld and st take it).
multiclass NVPTXBW_ATOM_CAS<NVPTXRegClass RC, string Ty> {
  def _p32 : NVPTXInst<(outs RC:$dst),
      (ins LdStCode:$sem, LdStCode:$addsp, MEMri:$addr, RC:$cmp, RC:$new),
      "atom${sem:atomsem}${addsp:addsp}.cas." # Ty # " \t$dst, [$addr], $cmp, $new;",
      []>;
  def _p64 : NVPTXInst<(outs RC:$dst),
      (ins LdStCode:$sem, LdStCode:$addsp, MEMri64:$addr, RC:$cmp, RC:$new),
      "atom${sem:atomsem}${addsp:addsp}.cas." # Ty # " \t$dst, [$addr], $cmp, $new;",
      []>;
}

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
defm NVPTXBW_ATOM_CAS_B32 : NVPTXBW_ATOM_CAS<Int32Regs, "b32">;
defm NVPTXBW_ATOM_CAS_B64 : NVPTXBW_ATOM_CAS<Int64Regs, "b64">;
}

// The read-modify-write atom instructions with their semantics and scope
// (PTX ISA, "atom": atom{.sem}{.scope}{.space}.op.type), for an atomicrmw
// that is not monotonic at device scope or whose address is a register plus
// a constant; a monotonic one at device scope on a plain register address
// keeps LLVM 19's patterns (atom.op: .relaxed at .gpu scope). $sem is an
// NVPTX::LdStSem value and $addr a register and offset, as for atom.cas.
// Each has a register form (_p32r, _p64r) and, where
// LLVM 19's patterns take one, an immediate form (_p32i, _p64i). An
// atomicrmw sub is atom.add of the negated operand (atom has no .sub for
// integers); f16 and bf16 have no immediate form, as in LLVM 19.
class NVPTXBW_ATOM_RMW_INST<string OpType, NVPTXRegClass RC,
                            Operand Addr, DAGOperand B>
    : NVPTXInst<(outs RC:$dst),
        (ins LdStCode:$sem, LdStCode:$addsp, Addr:$addr, B:$b),
        "atom${sem:atomsem}${addsp:addsp}" # OpType # " \t$dst, [$addr], $b;",
        []>;
multiclass NVPTXBW_ATOM_RMW_REG<string OpType, NVPTXRegClass RC> {
  def _p32r : NVPTXBW_ATOM_RMW_INST<OpType, RC, MEMri, RC>;
  def _p64r : NVPTXBW_ATOM_RMW_INST<OpType, RC, MEMri64, RC>;
}
multiclass NVPTXBW_ATOM_RMW<string OpType, NVPTXRegClass RC, Operand ImmType>
    : NVPTXBW_ATOM_RMW_REG<OpType, RC> {
  def _p32i : NVPTXBW_ATOM_RMW_INST<OpType, RC, MEMri, ImmType>;
  def _p64i : NVPTXBW_ATOM_RMW_INST<OpType, RC, MEMri64, ImmType>;
}

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
defm NVPTXBW_ATOM_ADD_U32 : NVPTXBW_ATOM_RMW<".add.u32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_ADD_U64 : NVPTXBW_ATOM_RMW<".add.u64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_ADD_F16 : NVPTXBW_ATOM_RMW_REG<".add.noftz.f16", Int16Regs>;
defm NVPTXBW_ATOM_ADD_BF16 : NVPTXBW_ATOM_RMW_REG<".add.noftz.bf16", Int16Regs>;
defm NVPTXBW_ATOM_ADD_F32 : NVPTXBW_ATOM_RMW<".add.f32", Float32Regs, f32imm>;
defm NVPTXBW_ATOM_ADD_F64 : NVPTXBW_ATOM_RMW<".add.f64", Float64Regs, f64imm>;
defm NVPTXBW_ATOM_EXCH_B32 : NVPTXBW_ATOM_RMW<".exch.b32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_EXCH_B64 : NVPTXBW_ATOM_RMW<".exch.b64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_AND_B32 : NVPTXBW_ATOM_RMW<".and.b32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_AND_B64 : NVPTXBW_ATOM_RMW<".and.b64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_OR_B32 : NVPTXBW_ATOM_RMW<".or.b32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_OR_B64 : NVPTXBW_ATOM_RMW<".or.b64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_XOR_B32 : NVPTXBW_ATOM_RMW<".xor.b32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_XOR_B64 : NVPTXBW_ATOM_RMW<".xor.b64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_MAX_S32 : NVPTXBW_ATOM_RMW<".max.s32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_MAX_S64 : NVPTXBW_ATOM_RMW<".max.s64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_MAX_U32 : NVPTXBW_ATOM_RMW<".max.u32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_MAX_U64 : NVPTXBW_ATOM_RMW<".max.u64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_MIN_S32 : NVPTXBW_ATOM_RMW<".min.s32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_MIN_S64 : NVPTXBW_ATOM_RMW<".min.s64", Int64Regs, i64imm>;
defm NVPTXBW_ATOM_MIN_U32 : NVPTXBW_ATOM_RMW<".min.u32", Int32Regs, i32imm>;
defm NVPTXBW_ATOM_MIN_U64 : NVPTXBW_ATOM_RMW<".min.u64", Int64Regs, i64imm>;
}
