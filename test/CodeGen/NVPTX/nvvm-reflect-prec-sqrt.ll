; libdevice's __nv_sqrtf asks __nvvm_reflect("__CUDA_PREC_SQRT") whether sqrtf
; must be correctly rounded. CUDA's sqrtf is, unless -prec-sqrt=false or
; -use_fast_math (nvcc's default is -prec-sqrt=true); LLVM answered 0 and
; clang's CUDA sqrtf was sqrt.approx.f32. The answer now follows the lowering
; of llvm.sqrt: -nvptx-prec-sqrtf32 where given, else 1 unless the function
; is compiled with unsafe-fp-math.
;
; RUN: opt -S -passes=nvvm-reflect -mtriple=nvptx64-nvidia-cuda %s | FileCheck %s --check-prefixes=CHECK,DEFAULT
; RUN: opt -S -passes=nvvm-reflect -mtriple=nvptx64-nvidia-cuda -nvptx-prec-sqrtf32=0 %s | FileCheck %s --check-prefixes=CHECK,APPROX
; RUN: opt -S -passes=nvvm-reflect -mtriple=nvptx64-nvidia-cuda -nvptx-prec-sqrtf32=1 %s | FileCheck %s --check-prefixes=CHECK,PRECISE
;
; The whole path, as libdevice writes it, to PTX that ptxas assembles.
; RUN: opt -passes=nvvm-reflect,instsimplify,simplifycfg -mtriple=nvptx64-nvidia-cuda %s \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas %{ opt -passes=nvvm-reflect,instsimplify,simplifycfg -mtriple=nvptx64-nvidia-cuda %s \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -o %t.ptx && %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}

@prec_sqrt = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"

declare i32 @__nvvm_reflect(ptr)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)

; CHECK-LABEL: define float @sqrtf_like_libdevice(
; DEFAULT-NEXT: br label %rn
; PRECISE-NEXT: br label %rn
; APPROX-NEXT: br label %approx
; PTX-LABEL: .func{{.*}}sqrtf_like_libdevice(
; PTX: sqrt.rn.f32
; PTX-NOT: sqrt.approx
define float @sqrtf_like_libdevice(float %x) {
  %r = call i32 @__nvvm_reflect(ptr @prec_sqrt)
  %precise = icmp ne i32 %r, 0
  br i1 %precise, label %rn, label %approx
rn:
  %a = call float @llvm.nvvm.sqrt.rn.f(float %x)
  ret float %a
approx:
  %b = call float @llvm.nvvm.sqrt.approx.f(float %x)
  ret float %b
}

; Fast math (clang's -ffast-math gives the function unsafe-fp-math): the
; approximation, unless -nvptx-prec-sqrtf32=1 says otherwise.
; CHECK-LABEL: define float @sqrtf_fast_math(
; DEFAULT-NEXT: br label %approx
; PRECISE-NEXT: br label %rn
; APPROX-NEXT: br label %approx
; PTX-LABEL: .func{{.*}}sqrtf_fast_math(
; PTX: sqrt.approx.f32
; PTX-NOT: sqrt.rn
define float @sqrtf_fast_math(float %x) #0 {
  %r = call i32 @__nvvm_reflect(ptr @prec_sqrt)
  %precise = icmp ne i32 %r, 0
  br i1 %precise, label %rn, label %approx
rn:
  %a = call float @llvm.nvvm.sqrt.rn.f(float %x)
  ret float %a
approx:
  %b = call float @llvm.nvvm.sqrt.approx.f(float %x)
  ret float %b
}

attributes #0 = { "unsafe-fp-math"="true" }
