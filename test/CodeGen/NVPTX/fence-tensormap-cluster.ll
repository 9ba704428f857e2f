; The fences of upstream LLVM 22 that sm_90 code uses around TMA descriptors
; and cluster barriers: fence.proxy.tensormap::generic release/acquire at
; each scope (PTX 8.3; the acquire names the 128-byte tensormap),
; fence.mbarrier_init.release.cluster (PTX 8.0) and the .sync_restrict
; fences (PTX 8.6). Same PTX as llc 22; ptxas assembles it on sm_90 and
; later; sm_89 and PTX versions without them get our error naming the
; intrinsic; a size other than 128 (ptxas takes no other) is an error.
; RUN: split-file %s %t
;
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/all.ll -o %t/all.ptx
; RUN: FileCheck %s < %t/all.ptx
; CHECK: ld.param.u64 [[P:%rd[0-9]+]], [f_param_0];
; CHECK: fence.proxy.tensormap::generic.release.cta;
; CHECK-NEXT: fence.proxy.tensormap::generic.acquire.cta [[[P]]], 128;
; CHECK-NEXT: fence.proxy.tensormap::generic.release.cluster;
; CHECK-NEXT: fence.proxy.tensormap::generic.acquire.cluster [[[P]]], 128;
; CHECK-NEXT: fence.proxy.tensormap::generic.release.gpu;
; CHECK-NEXT: fence.proxy.tensormap::generic.acquire.gpu [[[P]]], 128;
; CHECK-NEXT: fence.proxy.tensormap::generic.release.sys;
; CHECK-NEXT: fence.proxy.tensormap::generic.acquire.sys [[[P]]], 128;
; CHECK-NEXT: fence.mbarrier_init.release.cluster;
; CHECK-NEXT: fence.acquire.sync_restrict::shared::cluster.cluster;
; CHECK-NEXT: fence.release.sync_restrict::shared::cta.cluster;
; CHECK-NEXT: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;
; CHECK-NEXT: fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/all.ptx -o /dev/null %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a %t/all.ll -o %t/all120a.ptx
; RUN: FileCheck %s < %t/all120a.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t/all120a.ptx -o /dev/null %}
; 32-bit generic addresses (nvptx; ptxas assembles no 32-bit code for
; sm_90 and later, so only the register width is checked).
; RUN: llc -mtriple=nvptx-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/all.ll -o %t/all32.ptx
; RUN: FileCheck %s --check-prefix=PTR32 < %t/all32.ptx
; PTR32: fence.proxy.tensormap::generic.acquire.cta [%r{{[0-9]+}}], 128;
;
; Each at its own first PTX version.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx83 %t/tensormap.ll -o %t/tensormap.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/tensormap.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx82 %t/tensormap.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX82
; PTX82: error: {{.*}}intrinsic 'llvm.nvvm.fence.proxy.tensormap_generic.release.cta' needs PTX 8.3 or later; sm_90 is compiled for PTX 8.2
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %t/mbarrier-init.ll -o %t/mbarrier-init.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90 %t/mbarrier-init.ptx -o /dev/null %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx85 %t/all.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX85
; PTX85: error: {{.*}}intrinsic 'llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster' needs PTX 8.6 or later; sm_90 is compiled for PTX 8.5
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=+ptx86 %t/mbarrier-init.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89
; SM89: error: {{.*}}intrinsic 'llvm.nvvm.fence.mbarrier_init.release.cluster' is not available on sm_89 (PTX 8.6): it needs fence.proxy.tensormap, fence.mbarrier_init and .sync_restrict fences (sm_90 and later)
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx86 %t/size.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZE
; SIZE: error: {{.*}}intrinsic 'llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu': operand 2 is 64, outside 128..128

;--- all.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()
declare void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
declare void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
define ptx_kernel void @f(ptr %tmap) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  call void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
  call void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
  ret void
}

;--- tensormap.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
define ptx_kernel void @g(ptr %tmap) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)
  ret void
}

;--- mbarrier-init.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()
define ptx_kernel void @h() {
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  ret void
}

;--- size.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
define ptx_kernel void @s(ptr %tmap) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 64)
  ret void
}
