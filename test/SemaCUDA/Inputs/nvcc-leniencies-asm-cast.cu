// Cases of two nvcc leniencies (an asm string's '%' before a name, a pointer
// cast to a smaller integer), each on the line marked 'case: NAME';
// nvcc-asm-cast-vs-nvcc.test compares nvcc's verdict and warnings with
// clang's. nvcc reports some errors only in code generation, which stops at
// the first, so each of those cases is compiled on its own by nvcc (-DCG_n);
// clang sees them all (-DCG_ALL).
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
#endif
typedef unsigned int u32;
typedef unsigned long long u64;

__global__ void asm_cases(u32 *o, u32 y) {
  u32 x = 0;
  u64 c = 0;
  asm volatile("mov.u32 %0, %clusterid.x;" : "=r"(x));                 // case: special-register
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(x));                // case: escaped
  asm volatile("mov.u64 %0, %clock64;" : "=l"(c));                     // case: clock64
  asm volatile("mov.u32 %0, %envreg3;" : "=r"(x));                     // case: envreg
  asm volatile("{ .reg .u32 %rx1; mov.u32 %rx1, %1; mov.u32 %0, %rx1; }" : "=r"(x) : "r"(y)); // case: own-register
  asm volatile("{ .reg .pred %p; setp.eq.u32 %p, %1, 0; selp.u32 %0, 1, 0, %p; }" : "=r"(x) : "r"(y)); // case: own-predicate
  asm volatile("{ .reg .u32 %r1; mov.u32 %r1, %1; }" : "=r"(x) : "r"(y)); // case: letter-digit
  asm volatile("{ .reg .pred %p9; setp.eq.u32 %p9, %1, 0; }" : "=r"(x) : "r"(y)); // case: modifier-no-operand
  asm volatile("membar.gl; // %clusterid");                            // case: no-operands
  o[0] = x + (u32)c;
}

#if defined(CG_1) || defined(CG_ALL)
__device__ u32 codegen_case_1(u32 x) {
  asm volatile("mov.u32 %0, %5;" : "=r"(x));                           // case: operand-out-of-range
  return x;
}
#endif
#if defined(CG_2) || defined(CG_ALL)
__device__ u32 codegen_case_2(u32 x) {
  asm volatile("mov.u32 %0, 1; // 100%" : "=r"(x));                    // case: percent-at-end
  return x;
}
#endif
#if defined(CG_3) || defined(CG_ALL)
__device__ u32 codegen_case_3(u32 x, u32 y) {
  asm volatile("mov.u32 %0, %[a];" : "=r"(x) : [a] "r"(y));            // case: symbolic-name
  return x;
}
#endif

__global__ void cast_cases(u32 *o) {
  __shared__ float smem[32];
  o[0] = (u32)&smem[1];                                                 // case: c-style
  o[1] = (unsigned short)&smem[2];                                      // case: c-style-short
  o[2] = (u32)(void *)&smem[3];                                         // case: void-pointer
  o[3] = reinterpret_cast<u32>(&smem[4]);                               // case: reinterpret
  o[4] = (u32)(u64)&smem[5];                                            // case: large-enough
  o[5] = (bool)&smem[6];                                                // case: c-style-bool
}

u32 host_cast(int *p) {
  return (u32)p;                                                        // case: host-c-style
}
__host__ __device__ u32 hd_cast(int *p) {
  return reinterpret_cast<u32>(p);                                      // case: hd-reinterpret
}
