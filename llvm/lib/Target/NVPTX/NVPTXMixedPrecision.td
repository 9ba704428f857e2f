//===- NVPTXMixedPrecision.td - f32 arithmetic on f16/bf16 operands -------===//
//
// nvptx-blackwell. PTX 8.6 gives sm_100 and later add, sub and fma with f32
// results whose narrow operands are f16 or bf16 (PTX ISA, "Mixed precision
// floating-point instructions"): add.f32.f16 d, a, c computes a + c with a
// converted to f32, exactly as cvt.f32.f16 followed by add.f32 does (every
// f16 and bf16 value is exact in f32), in one instruction instead of two.
//
// Only an fpext without other uses is folded (a shared one stays one cvt).
// The rounding follows LLVM's own f32 add/sub: add.f32.f16 where contraction
// is allowed, add.rn.f32.f16 where it is not; fma is always .rn. These forms
// have no .ftz, so they are not used where f32 denormals are flushed.
//
//===----------------------------------------------------------------------===//

def hasMixedPrecisionF32 :
    Predicate<"Subtarget->hasMixedPrecisionF32Arithmetic()">;

// Only an extension with no other use is folded: then the cvt disappears.
// Folding a shared one would keep the narrow value live beside the f32 one
// (more registers) and save nothing.
def fpext_oneuse : PatFrag<(ops node:$a), (fpextend node:$a), [{
  return N->hasOneUse();
}]>;

multiclass NVPTXBW_MIXED_ADDSUB<string OpcStr, SDNode OpNode, ValueType NarrowVT,
                                string NarrowTy, string Rnd, Predicate FMAPred> {
  def _rr : NVPTXInst<(outs Float32Regs:$d),
    (ins Int16Regs:$a, Float32Regs:$c),
    OpcStr # Rnd # ".f32." # NarrowTy # " \t$d, $a, $c;",
    [(set f32:$d, (OpNode (f32 (fpext_oneuse (NarrowVT Int16Regs:$a))), f32:$c))]>,
    Requires<[hasMixedPrecisionF32, hasPTX<86>, doNoF32FTZ, FMAPred]>;
  def _ri : NVPTXInst<(outs Float32Regs:$d),
    (ins Int16Regs:$a, f32imm:$c),
    OpcStr # Rnd # ".f32." # NarrowTy # " \t$d, $a, $c;",
    [(set f32:$d, (OpNode (f32 (fpext_oneuse (NarrowVT Int16Regs:$a))), fpimm:$c))]>,
    Requires<[hasMixedPrecisionF32, hasPTX<86>, doNoF32FTZ, FMAPred]>;
}

multiclass NVPTXBW_MIXED_FMA<ValueType NarrowVT, string NarrowTy> {
  def _rrr : NVPTXInst<(outs Float32Regs:$d),
    (ins Int16Regs:$a, Int16Regs:$b, Float32Regs:$c),
    "fma.rn.f32." # NarrowTy # " \t$d, $a, $b, $c;",
    [(set f32:$d, (fma (f32 (fpext_oneuse (NarrowVT Int16Regs:$a))),
                       (f32 (fpext_oneuse (NarrowVT Int16Regs:$b))), f32:$c))]>,
    Requires<[hasMixedPrecisionF32, hasPTX<86>, doNoF32FTZ]>;
  def _rri : NVPTXInst<(outs Float32Regs:$d),
    (ins Int16Regs:$a, Int16Regs:$b, f32imm:$c),
    "fma.rn.f32." # NarrowTy # " \t$d, $a, $b, $c;",
    [(set f32:$d, (fma (f32 (fpext_oneuse (NarrowVT Int16Regs:$a))),
                       (f32 (fpext_oneuse (NarrowVT Int16Regs:$b))), fpimm:$c))]>,
    Requires<[hasMixedPrecisionF32, hasPTX<86>, doNoF32FTZ]>;
}

defm MIXED_ADD_F32_F16 : NVPTXBW_MIXED_ADDSUB<"add", fadd, f16, "f16", "", allowFMA>;
defm MIXED_ADD_RN_F32_F16 : NVPTXBW_MIXED_ADDSUB<"add", fadd, f16, "f16", ".rn", noFMA>;
defm MIXED_ADD_F32_BF16 : NVPTXBW_MIXED_ADDSUB<"add", fadd, bf16, "bf16", "", allowFMA>;
defm MIXED_ADD_RN_F32_BF16 : NVPTXBW_MIXED_ADDSUB<"add", fadd, bf16, "bf16", ".rn", noFMA>;
defm MIXED_SUB_F32_F16 : NVPTXBW_MIXED_ADDSUB<"sub", fsub, f16, "f16", "", allowFMA>;
defm MIXED_SUB_RN_F32_F16 : NVPTXBW_MIXED_ADDSUB<"sub", fsub, f16, "f16", ".rn", noFMA>;
defm MIXED_SUB_F32_BF16 : NVPTXBW_MIXED_ADDSUB<"sub", fsub, bf16, "bf16", "", allowFMA>;
defm MIXED_SUB_RN_F32_BF16 : NVPTXBW_MIXED_ADDSUB<"sub", fsub, bf16, "bf16", ".rn", noFMA>;
defm MIXED_FMA_F32_F16 : NVPTXBW_MIXED_FMA<f16, "f16">;
defm MIXED_FMA_F32_BF16 : NVPTXBW_MIXED_FMA<bf16, "bf16">;
