//===- NVPTXWideGlobalAccess.td - 256-bit global loads and stores ---------===//
//
// nvptx-blackwell. ld.global{.nc}.v8 / .v4 with 64-bit elements and
// st.global.v8 / .v4, 256 bits wide (PTX 8.8, sm_100 and later: PTX ISA,
// "ld", "st"). Selected in C++ (NVPTXWideGlobalAccess.cpp) from the
// GlobalLoad256 / GlobalStore256 nodes, which the lowering forms only where
// the subtarget and PTX version have them.
//
//===----------------------------------------------------------------------===//

let mayLoad = 1, hasSideEffects = 0 in
multiclass NVPTXBW_LD_GLOBAL256<string Space, string Ty, NVPTXRegClass RC> {
  def _V8 # "_" # Ty : NVPTXInst<
    (outs RC:$d1, RC:$d2, RC:$d3, RC:$d4, RC:$d5, RC:$d6, RC:$d7, RC:$d8),
    (ins MEMri64:$addr),
    "ld." # Space # ".v8." # !tolower(Ty) #
    " \t{{$d1, $d2, $d3, $d4, $d5, $d6, $d7, $d8}}, [$addr];", []>;
}

let mayLoad = 1, hasSideEffects = 0 in
multiclass NVPTXBW_LD_GLOBAL256_64<string Space, string Ty, NVPTXRegClass RC> {
  def _V4 # "_" # Ty : NVPTXInst<
    (outs RC:$d1, RC:$d2, RC:$d3, RC:$d4), (ins MEMri64:$addr),
    "ld." # Space # ".v4." # !tolower(Ty) #
    " \t{{$d1, $d2, $d3, $d4}}, [$addr];", []>;
}

defm LD_GLOBAL256 : NVPTXBW_LD_GLOBAL256<"global", "B32", Int32Regs>;
defm LD_GLOBAL256 : NVPTXBW_LD_GLOBAL256<"global", "F32", Float32Regs>;
defm LD_GLOBAL256 : NVPTXBW_LD_GLOBAL256_64<"global", "B64", Int64Regs>;
defm LD_GLOBAL256 : NVPTXBW_LD_GLOBAL256_64<"global", "F64", Float64Regs>;
defm LDG_GLOBAL256 : NVPTXBW_LD_GLOBAL256<"global.nc", "B32", Int32Regs>;
defm LDG_GLOBAL256 : NVPTXBW_LD_GLOBAL256<"global.nc", "F32", Float32Regs>;
defm LDG_GLOBAL256 : NVPTXBW_LD_GLOBAL256_64<"global.nc", "B64", Int64Regs>;
defm LDG_GLOBAL256 : NVPTXBW_LD_GLOBAL256_64<"global.nc", "F64", Float64Regs>;

let mayStore = 1, hasSideEffects = 0 in {
  foreach T = [["B32", "Int32Regs"], ["F32", "Float32Regs"]] in
  def ST_GLOBAL256_V8_ # T[0] : NVPTXInst<(outs),
    (ins !cast<NVPTXRegClass>(T[1]):$s1, !cast<NVPTXRegClass>(T[1]):$s2,
         !cast<NVPTXRegClass>(T[1]):$s3, !cast<NVPTXRegClass>(T[1]):$s4,
         !cast<NVPTXRegClass>(T[1]):$s5, !cast<NVPTXRegClass>(T[1]):$s6,
         !cast<NVPTXRegClass>(T[1]):$s7, !cast<NVPTXRegClass>(T[1]):$s8,
         MEMri64:$addr),
    "st.global.v8." # !tolower(T[0]) #
    " \t[$addr], {{$s1, $s2, $s3, $s4, $s5, $s6, $s7, $s8}};", []>;
  foreach T = [["B64", "Int64Regs"], ["F64", "Float64Regs"]] in
  def ST_GLOBAL256_V4_ # T[0] : NVPTXInst<(outs),
    (ins !cast<NVPTXRegClass>(T[1]):$s1, !cast<NVPTXRegClass>(T[1]):$s2,
         !cast<NVPTXRegClass>(T[1]):$s3, !cast<NVPTXRegClass>(T[1]):$s4,
         MEMri64:$addr),
    "st.global.v4." # !tolower(T[0]) # " \t[$addr], {{$s1, $s2, $s3, $s4}};", []>;
}
