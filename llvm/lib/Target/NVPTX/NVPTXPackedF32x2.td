//===- NVPTXPackedF32x2.td - Packed f32x2 arithmetic ------------------------===//
//
// nvptx-blackwell. fma/add/sub/mul.f32x2 on .b64 registers holding two f32
// values, the low half being the first element (PTX 8.6, sm_100 and later;
// PTX ISA, "Floating point instructions"). Each element is computed exactly
// as the scalar .f32 instruction with the same modifiers computes it. On
// sm_100 and sm_103 each is one FFMA2/FADD2/FMUL2; NVPTXPackedF32x2.cpp
// forms them, without patterns, where they save instructions.
//
//===----------------------------------------------------------------------===//

let hasSideEffects = 0 in {
  // Two f32 registers into one .b64 register and back. ptxas gives a .b64
  // register two adjacent 32-bit registers, so these cost nothing where the
  // two values can live in such a pair.
  def PACK_F32X2 : NVPTXInst<(outs Int64Regs:$d),
    (ins Float32Regs:$lo, Float32Regs:$hi), "mov.b64 \t$d, {{$lo, $hi}};", []>;
  def UNPACK_F32X2 : NVPTXInst<(outs Float32Regs:$lo, Float32Regs:$hi),
    (ins Int64Regs:$s), "mov.b64 \t{{$lo, $hi}}, $s;", []>;

  foreach Ftz = ["", ".ftz"] in {
    def FMA_F32X2 # !subst(".", "_", !toupper(Ftz)) : NVPTXInst<
      (outs Int64Regs:$d), (ins Int64Regs:$a, Int64Regs:$b, Int64Regs:$c),
      "fma.rn" # Ftz # ".f32x2 \t$d, $a, $b, $c;", []>;
    foreach Op = ["add", "sub", "mul"] in
    foreach Rnd = ["", ".rn"] in
    def !toupper(Op) # "_F32X2" # !subst(".", "_", !toupper(Rnd # Ftz)) : NVPTXInst<
      (outs Int64Regs:$d), (ins Int64Regs:$a, Int64Regs:$b),
      Op # Rnd # Ftz # ".f32x2 \t$d, $a, $b;", []>;
  }
}
