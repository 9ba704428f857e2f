/*===--- __clang_cuda_cache_hint_intrinsics.h - __ldcs, __stcs, ... --------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * The global loads and stores with a cache operator that CUDA's
 * sm_32_intrinsics.h declares: __ldca, __ldcg, __ldcs, __ldlu, __ldcv and
 * __stwb, __stcg, __stcs, __stwt, for the same scalar and vector types.
 * Clang's CUDA wrapper keeps that header out (it gives __ldg and the funnel
 * shifts as builtins instead), which left these undeclared: "no matching
 * function for call to '__stcs'" where nvcc compiles the code (HeCBench's
 * layernorm-cuda). Each is one PTX ld or st with the cache operator it is
 * named after (ld.global.cs, st.global.wt, ...), on a generic address of
 * global memory, as nvcc's are. Each also orders itself with the memory
 * accesses around it (a "memory" clobber): the asm is opaque to the
 * optimizer, which must not move another access of that memory across it
 * (nvptx-blackwell).
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __CLANG_CUDA_CACHE_HINT_INTRINSICS_H__
#define __CLANG_CUDA_CACHE_HINT_INTRINSICS_H__

#if !defined(__CUDA__)
#error "This file is for CUDA compilation only."
#endif

/* A type T of N elements (1, 2 or 4), PTX element type PT, each element
 * held in a register of C type R with asm constraint C: chars go through
 * 16-bit registers, as PTX has none of 8 bits. */
#define __NVPTXBW_LD_1(NAME, OP, T, PT, R, C)                                  \
  __device__ inline T NAME(const T *__ptr) {                                   \
    R __r0;                                                                    \
    asm volatile("ld.global" OP PT " %0, [%1];"                                \
                 : "=" C(__r0) : "l"(__ptr) : "memory");                       \
    return (T)__r0;                                                            \
  }
#define __NVPTXBW_ST_1(NAME, OP, T, PT, R, C)                                  \
  __device__ inline void NAME(T *__ptr, T __value) {                           \
    asm volatile("st.global" OP PT " [%0], %1;"                                \
                 : : "l"(__ptr), C((R)__value) : "memory");                    \
  }
#define __NVPTXBW_LD_2(NAME, OP, T, PT, R, C)                                  \
  __device__ inline T NAME(const T *__ptr) {                                   \
    R __r0, __r1;                                                              \
    asm volatile("ld.global" OP ".v2" PT " {%0,%1}, [%2];"                     \
                 : "=" C(__r0), "=" C(__r1) : "l"(__ptr) : "memory");          \
    T __ret;                                                                   \
    __ret.x = __r0;                                                            \
    __ret.y = __r1;                                                            \
    return __ret;                                                              \
  }
#define __NVPTXBW_ST_2(NAME, OP, T, PT, R, C)                                  \
  __device__ inline void NAME(T *__ptr, T __value) {                           \
    asm volatile("st.global" OP ".v2" PT " [%0], {%1,%2};"                     \
                 : : "l"(__ptr), C((R)__value.x), C((R)__value.y)               \
                 : "memory");                                                  \
  }
#define __NVPTXBW_LD_4(NAME, OP, T, PT, R, C)                                  \
  __device__ inline T NAME(const T *__ptr) {                                   \
    R __r0, __r1, __r2, __r3;                                                  \
    asm volatile("ld.global" OP ".v4" PT " {%0,%1,%2,%3}, [%4];"               \
                 : "=" C(__r0), "=" C(__r1), "=" C(__r2), "=" C(__r3)          \
                 : "l"(__ptr) : "memory");                                     \
    T __ret;                                                                   \
    __ret.x = __r0;                                                            \
    __ret.y = __r1;                                                            \
    __ret.z = __r2;                                                            \
    __ret.w = __r3;                                                            \
    return __ret;                                                              \
  }
#define __NVPTXBW_ST_4(NAME, OP, T, PT, R, C)                                  \
  __device__ inline void NAME(T *__ptr, T __value) {                           \
    asm volatile("st.global" OP ".v4" PT " [%0], {%1,%2,%3,%4};"               \
                 : : "l"(__ptr), C((R)__value.x), C((R)__value.y),              \
                   C((R)__value.z), C((R)__value.w)                            \
                 : "memory");                                                  \
  }

/* Every cache operator of loads and of stores, for one type. */
#define __NVPTXBW_CACHE_HINTS(N, T, PT, R, C)                                  \
  __NVPTXBW_LD_##N(__ldca, ".ca", T, PT, R, C)                                 \
  __NVPTXBW_LD_##N(__ldcg, ".cg", T, PT, R, C)                                 \
  __NVPTXBW_LD_##N(__ldcs, ".cs", T, PT, R, C)                                 \
  __NVPTXBW_LD_##N(__ldlu, ".lu", T, PT, R, C)                                 \
  __NVPTXBW_LD_##N(__ldcv, ".cv", T, PT, R, C)                                 \
  __NVPTXBW_ST_##N(__stwb, ".wb", T, PT, R, C)                                 \
  __NVPTXBW_ST_##N(__stcg, ".cg", T, PT, R, C)                                 \
  __NVPTXBW_ST_##N(__stcs, ".cs", T, PT, R, C)                                 \
  __NVPTXBW_ST_##N(__stwt, ".wt", T, PT, R, C)

__NVPTXBW_CACHE_HINTS(1, char, ".s8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(1, signed char, ".s8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(1, unsigned char, ".u8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(1, short, ".s16", short, "h")
__NVPTXBW_CACHE_HINTS(1, unsigned short, ".u16", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(1, int, ".s32", int, "r")
__NVPTXBW_CACHE_HINTS(1, unsigned int, ".u32", unsigned int, "r")
__NVPTXBW_CACHE_HINTS(1, long, ".s64", long, "l")
__NVPTXBW_CACHE_HINTS(1, unsigned long, ".u64", unsigned long, "l")
__NVPTXBW_CACHE_HINTS(1, long long, ".s64", long long, "l")
__NVPTXBW_CACHE_HINTS(1, unsigned long long, ".u64", unsigned long long, "l")
__NVPTXBW_CACHE_HINTS(1, float, ".f32", float, "f")
__NVPTXBW_CACHE_HINTS(1, double, ".f64", double, "d")
__NVPTXBW_CACHE_HINTS(2, char2, ".s8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(4, char4, ".s8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(2, uchar2, ".u8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(4, uchar4, ".u8", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(2, short2, ".s16", short, "h")
__NVPTXBW_CACHE_HINTS(4, short4, ".s16", short, "h")
__NVPTXBW_CACHE_HINTS(2, ushort2, ".u16", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(4, ushort4, ".u16", unsigned short, "h")
__NVPTXBW_CACHE_HINTS(2, int2, ".s32", int, "r")
__NVPTXBW_CACHE_HINTS(4, int4, ".s32", int, "r")
__NVPTXBW_CACHE_HINTS(2, uint2, ".u32", unsigned int, "r")
__NVPTXBW_CACHE_HINTS(4, uint4, ".u32", unsigned int, "r")
__NVPTXBW_CACHE_HINTS(2, longlong2, ".s64", long long, "l")
__NVPTXBW_CACHE_HINTS(2, ulonglong2, ".u64", unsigned long long, "l")
__NVPTXBW_CACHE_HINTS(2, float2, ".f32", float, "f")
__NVPTXBW_CACHE_HINTS(4, float4, ".f32", float, "f")
__NVPTXBW_CACHE_HINTS(2, double2, ".f64", double, "d")

#undef __NVPTXBW_CACHE_HINTS
#undef __NVPTXBW_ST_4
#undef __NVPTXBW_LD_4
#undef __NVPTXBW_ST_2
#undef __NVPTXBW_LD_2
#undef __NVPTXBW_ST_1
#undef __NVPTXBW_LD_1

#endif /* __CLANG_CUDA_CACHE_HINT_INTRINSICS_H__ */
