// A client of cuda::ptx's tcgen05 wrappers. -DONLY_ISA leaves the kernel out
// (for compilations without CUDA's headers); -DEXPECT_ISA=N checks the level.
#include <cuda/ptx>

#ifdef EXPECT_ISA
static_assert(__cccl_ptx_isa == EXPECT_ISA, "unexpected __cccl_ptx_isa");
#endif

#ifndef ONLY_ISA
__global__ void publish_tmem(unsigned* flag) {
  cuda::ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  *flag = 1;
}
#endif
