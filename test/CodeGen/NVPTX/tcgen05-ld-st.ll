; tcgen05.ld/st with <N x i32> results and operands: each vector element lives
; in its own 32-bit register, pack/unpack come from the i1 immediate, and
; 16x32bx2 prints its immediate offset. The values flow through ordinary
; arithmetic in between.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -O0 | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -O0 | %ptxas -arch=sm_110f -c -o /dev/null - %}

declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x4(ptr addrspace(6), i1 immarg)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6), i64 immarg, i1 immarg)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x128(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.16x64b.x4(ptr addrspace(6), <4 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6), i64 immarg, <2 x i32>, i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()

; CHECK-LABEL: .visible .func round_trip(
; CHECK: tcgen05.ld.sync.aligned.16x64b.x4.b32 {%r[[A:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.sync.aligned.16x32bx2.x2.pack::16b.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}], 3;
; CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r{{[0-9]+}}}, [%r{{[0-9]+}}];
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.st.sync.aligned.16x64b.x4.unpack::16b.b32 [%r{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.16x32bx2.x2.b32 [%r{{[0-9]+}}], 7, {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.32x32b.x1.b32 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK: tcgen05.wait::st.sync.aligned;
define void @round_trip(ptr addrspace(6) %t) {
  %a = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x4(ptr addrspace(6) %t, i1 false)
  %b = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) %t, i64 3, i1 true)
  %c = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %a2 = shl <4 x i32> %a, <i32 1, i32 1, i32 1, i32 1>
  %b2 = add <2 x i32> %b, <i32 5, i32 6>
  %c2 = mul i32 %c, 3
  call void @llvm.nvvm.tcgen05.st.16x64b.x4(ptr addrspace(6) %t, <4 x i32> %a2, i1 true)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t, i64 7, <2 x i32> %b2, i1 false)
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %c2, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}

; The widest form: 128 registers per thread.
; CHECK-LABEL: .visible .func wide(
; CHECK: tcgen05.ld.sync.aligned.32x32b.x128.b32 {%r{{[0-9]+}}, %r{{[0-9]+}},
; CHECK-SAME: %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; CHECK: st.global.u32
; 128 destination registers and the address:
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | grep 'x128.b32' | grep -o '%r[0-9]*' | count 129
define void @wide(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %v = call <128 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x128(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e = extractelement <128 x i32> %v, i32 127
  store i32 %e, ptr addrspace(1) %out
  ret void
}
