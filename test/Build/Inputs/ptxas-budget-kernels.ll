; Two kernels for ptxas-budget.test: one with 1 KiB of shared memory, one
; with a 64-byte local array that ptxas must keep on the stack.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define ptx_kernel void @with_shared(ptr %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %src = getelementptr float, ptr %x, i64 %i
  %v = load float, ptr %src
  %dst = getelementptr [256 x float], ptr addrspace(3) @tile, i64 0, i64 %i
  store volatile float %v, ptr addrspace(3) %dst
  %back = load volatile float, ptr addrspace(3) %dst
  store float %back, ptr %src
  ret void
}

define ptx_kernel void @with_stack(ptr %x, i32 %k) {
  %buf = alloca [16 x i32], align 4
  %p = getelementptr [16 x i32], ptr %buf, i32 0, i32 %k
  store volatile i32 %k, ptr %p
  %q = getelementptr [16 x i32], ptr %buf, i32 0, i32 3
  %v = load volatile i32, ptr %q
  store i32 %v, ptr %x
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
