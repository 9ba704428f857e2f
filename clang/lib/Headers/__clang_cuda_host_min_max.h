/*===---- __clang_cuda_host_min_max.h - nvcc's host min/max overloads ------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * nvptx-blackwell: CUDA's crt/math_functions.hpp gives host code, under nvcc,
 * ::min and ::max for every pair of int, unsigned, long, unsigned long,
 * long long, unsigned long long, float and double that it names, and the
 * helpers umin, llmin, ullmin, umax, llmax and ullmax. clang's wrapper reads
 * that header with __host__ defined away (its definitions call device-only
 * functions), so host code that calls min(a, b) on ints, which nvcc compiles,
 * failed with "no matching function". These are the same overloads, as
 * __host__ functions: clang overloads on __host__/__device__, so device code
 * (and the device side of __host__ __device__ code) keeps the device
 * overloads it has, and host code gets these. Their results are nvcc's: an
 * int and an unsigned compare as unsigned, float and double go through
 * fminf/fmin and fmaxf/fmax (a NaN operand gives the other one), a float with
 * a double as double. Linkage follows CUDA's: the helpers and min/max(int,
 * int) are inline, the other overloads static inline.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __CLANG_CUDA_HOST_MIN_MAX_H__
#define __CLANG_CUDA_HOST_MIN_MAX_H__

#if defined(__cplusplus) && !defined(__HIP__)

#include <math.h>

#define __NVPTXBW_HOST_HELPER inline __host__
#define __NVPTXBW_HOST_OVERLOAD static inline __host__

__NVPTXBW_HOST_HELPER int min(const int __a, const int __b) {
  return __a < __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER unsigned int umin(const unsigned int __a,
                                        const unsigned int __b) {
  return __a < __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER long long int llmin(const long long int __a,
                                          const long long int __b) {
  return __a < __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER unsigned long long int
ullmin(const unsigned long long int __a, const unsigned long long int __b) {
  return __a < __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER int max(const int __a, const int __b) {
  return __a > __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER unsigned int umax(const unsigned int __a,
                                        const unsigned int __b) {
  return __a > __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER long long int llmax(const long long int __a,
                                          const long long int __b) {
  return __a > __b ? __a : __b;
}
__NVPTXBW_HOST_HELPER unsigned long long int
ullmax(const unsigned long long int __a, const unsigned long long int __b) {
  return __a > __b ? __a : __b;
}

// One integer overload of min and max: both operands converted to RESULT
// (the type CUDA's overload returns), then compared.
#define __NVPTXBW_HOST_MIN_MAX_INT(RESULT, A, B)                               \
  __NVPTXBW_HOST_OVERLOAD RESULT min(const A __a, const B __b) {               \
    return static_cast<RESULT>(__a) < static_cast<RESULT>(__b)                 \
               ? static_cast<RESULT>(__a)                                      \
               : static_cast<RESULT>(__b);                                     \
  }                                                                            \
  __NVPTXBW_HOST_OVERLOAD RESULT max(const A __a, const B __b) {               \
    return static_cast<RESULT>(__a) > static_cast<RESULT>(__b)                 \
               ? static_cast<RESULT>(__a)                                      \
               : static_cast<RESULT>(__b);                                     \
  }

__NVPTXBW_HOST_MIN_MAX_INT(unsigned int, unsigned int, unsigned int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned int, int, unsigned int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned int, unsigned int, int)
__NVPTXBW_HOST_MIN_MAX_INT(long int, long int, long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long int, unsigned long int,
                           unsigned long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long int, long int, unsigned long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long int, unsigned long int, long int)
__NVPTXBW_HOST_MIN_MAX_INT(long long int, long long int, long long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long long int, unsigned long long int,
                           unsigned long long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long long int, long long int,
                           unsigned long long int)
__NVPTXBW_HOST_MIN_MAX_INT(unsigned long long int, unsigned long long int,
                           long long int)
#undef __NVPTXBW_HOST_MIN_MAX_INT

// One floating overload of min and max: both operands converted to RESULT,
// then C's FMIN/FMAX of that type (a NaN operand gives the other one).
#define __NVPTXBW_HOST_MIN_MAX_FP(RESULT, A, B, FMIN, FMAX)                    \
  __NVPTXBW_HOST_OVERLOAD RESULT min(const A __a, const B __b) {               \
    return ::FMIN(static_cast<RESULT>(__a), static_cast<RESULT>(__b));         \
  }                                                                            \
  __NVPTXBW_HOST_OVERLOAD RESULT max(const A __a, const B __b) {               \
    return ::FMAX(static_cast<RESULT>(__a), static_cast<RESULT>(__b));         \
  }

__NVPTXBW_HOST_MIN_MAX_FP(float, float, float, fminf, fmaxf)
__NVPTXBW_HOST_MIN_MAX_FP(double, double, double, fmin, fmax)
__NVPTXBW_HOST_MIN_MAX_FP(double, float, double, fmin, fmax)
__NVPTXBW_HOST_MIN_MAX_FP(double, double, float, fmin, fmax)
#undef __NVPTXBW_HOST_MIN_MAX_FP

#undef __NVPTXBW_HOST_HELPER
#undef __NVPTXBW_HOST_OVERLOAD

#endif // defined(__cplusplus) && !defined(__HIP__)
#endif // __CLANG_CUDA_HOST_MIN_MAX_H__
