//===- NVPTXSharedCluster.td - cvta for the cluster's shared memory -------===//
//
// nvptx-blackwell. Address space 7 is the shared memory of every CTA of the
// cluster, PTX's .shared::cluster window (sm_90, PTX 7.8; PTX ISA, "cvta",
// "State spaces: shared"). These convert between it and generic addresses;
// NVPTXSharedCluster.cpp selects them for addrspacecast, never by pattern.
// With --nvptx-short-ptr a cluster address is 32 bits wide and a generic one
// 64, so the _6432/_3264 flavours widen or narrow around the 64-bit cvta.
//
//===----------------------------------------------------------------------===//

let hasSideEffects = 0 in {
def cvta_shared_cluster_64 : NVPTXInst<(outs Int64Regs:$dst), (ins Int64Regs:$src),
  "cvta.shared::cluster.u64 \t$dst, $src;", []>;
def cvta_shared_cluster_6432 : NVPTXInst<(outs Int64Regs:$dst), (ins Int32Regs:$src),
  "{{ .reg .b64 %wide;\n\t"
  # "  cvt.u64.u32 \t%wide, $src;\n\t"
  # "  cvta.shared::cluster.u64 \t$dst, %wide; }}", []>;
def cvta_to_shared_cluster_64 : NVPTXInst<(outs Int64Regs:$dst), (ins Int64Regs:$src),
  "cvta.to.shared::cluster.u64 \t$dst, $src;", []>;
def cvta_to_shared_cluster_3264 : NVPTXInst<(outs Int32Regs:$dst), (ins Int64Regs:$src),
  "{{ .reg .b64 %wide;\n\t"
  # "  cvta.to.shared::cluster.u64 \t%wide, $src;\n\t"
  # "  cvt.u32.u64 \t$dst, %wide; }}", []>;
}
