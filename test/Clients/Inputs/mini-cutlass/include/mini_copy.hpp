#pragma once
__device__ inline unsigned mini_copy(unsigned long long src) {
  unsigned dst;
#if defined(__CUDA_ARCH__)
  asm volatile("cvt.u32.u64 %0, %1;" : "=r"(dst) : "l"(src));
  asm volatile("add.u32 %0, %0, %1;" : "+r"(dst) : "r"(dst)  "l"(src));
#else
  dst = 0;
#endif
  return dst;
}
