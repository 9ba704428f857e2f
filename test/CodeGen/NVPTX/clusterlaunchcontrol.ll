; Cluster launch control (upstream LLVM 22's llvm.nvvm.clusterlaunchcontrol.*):
; try_cancel asks to take over a cluster not yet launched, writing a 16-byte
; response to shared memory and completing the transaction on an mbarrier;
; query_cancel reads the response, an i128 that LLVM 19's NVPTX keeps in two
; 64-bit registers: the instruction rebuilds the .b128 value with mov.b128.
; Same instructions as llc 22; ptxas assembles them on sm_100 and later.
; The multicast try_cancel is for 'a' and 'f' targets (ptxas refuses it on
; plain sm_100 and later); sm_90a gets our error naming the intrinsic.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %t/all.ll -o %t/all.ptx
; RUN: FileCheck %s --check-prefixes=TRY,MC,QUERY -DTARGET=sm_100a < %t/all.ptx
; TRY: .target [[TARGET]]{{$}}
; TRY-LABEL: .entry try_cancel(
; TRY: ld.param.u64 [[ADDR:%rd[0-9]+]], [try_cancel_param_0];
; TRY: ld.param.u64 [[MBAR:%rd[0-9]+]], [try_cancel_param_1];
; TRY: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [[[ADDR]]], [[[MBAR]]];
; MC: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [[[ADDR]]], [[[MBAR]]];
; QUERY-LABEL: .entry query_cancel(
; QUERY: ld.param.u64 [[H:%rd[0-9]+]], [query_cancel_param_0];
; QUERY-DAG: ld.shared.u64 [[LO:%rd[0-9]+]], [[[H]]];
; QUERY-DAG: ld.shared.u64 [[HI:%rd[0-9]+]], [[[H]]+8];
; QUERY: .reg .b128 %clc_handle;
; QUERY-NEXT: mov.b128 %clc_handle, {[[LO]], [[HI]]};
; QUERY-NEXT: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p{{[0-9]+}}, %clc_handle;
; QUERY: mov.b128 %clc_handle, {[[LO]], [[HI]]};
; QUERY-NEXT: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r{{[0-9]+}}, %clc_handle;
; QUERY: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r{{[0-9]+}}, %clc_handle;
; QUERY: clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128 %r{{[0-9]+}}, %clc_handle;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t/all.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a %t/all.ll -o %t/all121a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_121a %t/all121a.ptx -o /dev/null %}
; 32-bit shared addresses.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f --nvptx-short-ptr %t/all.ll -o %t/short.ptx
; RUN: FileCheck %s --check-prefix=SHORT < %t/short.ptx
; SHORT: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%r{{[0-9]+}}], [%r{{[0-9]+}}];
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100f %t/short.ptx -o /dev/null %}
;
; Plain sm_100 and sm_120 (PTX 8.7, its first): all but the multicast form.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %t/plain.ll -o %t/plain.ptx
; RUN: FileCheck %s --check-prefixes=TRY,QUERY -DTARGET=sm_100 --check-prefix=PLAIN < %t/plain.ptx
; PLAIN-NOT: multicast
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100 %t/plain.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -mattr=+ptx87 %t/plain.ll -o %t/plain120.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120 %t/plain120.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MC-SM100
; MC-SM100: error: {{.*}}intrinsic 'llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared' is not available on sm_100 (PTX 8.6): it needs clusterlaunchcontrol.try_cancel.multicast (sm_100a/f,
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx86 %t/plain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; SM90: error: {{.*}}intrinsic 'llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared' is not available on sm_90a (PTX 8.6): it needs clusterlaunchcontrol (sm_100 and later)
; SM90: error: {{.*}}intrinsic 'llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled' is not available on sm_90a

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)
define ptx_kernel void @try_cancel(ptr addrspace(3) %response, ptr addrspace(3) %mbar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %response, ptr addrspace(3) %mbar)
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %response, ptr addrspace(3) %mbar)
  ret void
}
define ptx_kernel void @query_cancel(ptr addrspace(3) %response, ptr %out) {
  %h = load i128, ptr addrspace(3) %response, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %h)
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %h)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %h)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %h)
  %c32 = zext i1 %c to i32
  %s0 = add i32 %x, %y
  %s1 = add i32 %s0, %z
  %s2 = add i32 %s1, %c32
  store i32 %s2, ptr %out
  ret void
}

;--- plain.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)
define ptx_kernel void @try_cancel(ptr addrspace(3) %response, ptr addrspace(3) %mbar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %response, ptr addrspace(3) %mbar)
  ret void
}
define ptx_kernel void @query_cancel(ptr addrspace(3) %response, ptr %out) {
  %h = load i128, ptr addrspace(3) %response, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %h)
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %h)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %h)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %h)
  %c32 = zext i1 %c to i32
  %s0 = add i32 %x, %y
  %s1 = add i32 %s0, %z
  %s2 = add i32 %s1, %c32
  store i32 %s2, ptr %out
  ret void
}
