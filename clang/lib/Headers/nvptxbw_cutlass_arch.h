/*===---- nvptxbw_cutlass_arch.h - CUTLASS's Blackwell paths under clang ---===
 *
 * Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * CUTLASS (cutlass/arch/config.h) turns its SM100, SM101, SM103, SM110, SM120
 * and SM121 code paths on only for nvcc: every block that defines
 * CUTLASS_ARCH_MMA_SMnnn_SUPPORTED/_ENABLED starts with '!CUTLASS_CLANG_CUDA',
 * and the versions it compares come from __CUDACC_VER_MAJOR__/MINOR__, which
 * only nvcc predefines. So under clang every Blackwell kernel compiles to an
 * empty body or fails to instantiate.
 *
 * CUTLASS defines each of those macros only when it is not defined yet, so
 * defining them first, with the same rules, gives clang the code nvcc gets:
 *
 *   clang++ --cuda-gpu-arch=sm_100a -include nvptxbw_cutlass_arch.h ...
 *
 * The rules are keyed on what this clang predefines for the device target:
 * __CUDA_ARCH__, __CUDA_ARCH_FEAT_SMnnn_ALL ('a' targets),
 * __CUDA_ARCH_SPECIFIC__ ('a' targets) and __CUDA_ARCH_FAMILY_SPECIFIC__
 * ('a' and 'f' targets), and on the CUDA version of the installation
 * (CUDA_VERSION from cuda.h, which clang's CUDA runtime wrapper has included
 * before any -include file). Host compilations get the _SUPPORTED macros only,
 * as with nvcc.
 *
 * Nothing here is CUTLASS code; the header only predefines macros, and does
 * nothing outside CUDA compilations.
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef NVPTXBW_CUTLASS_ARCH_H
#define NVPTXBW_CUTLASS_ARCH_H

#if defined(__CUDA__) && defined(__clang__)

#if !defined(CUDA_VERSION)
#error "nvptxbw_cutlass_arch.h: CUDA_VERSION is not defined; include it with -include in a CUDA compilation (clang's CUDA runtime wrapper defines it)"
#endif

#if defined(CUTLASS_ARCH_MMA_SM90_SUPPORTED) || defined(CUTLASS_CLANG_CUDA)
#error "nvptxbw_cutlass_arch.h must come before any CUTLASS header (pass it with -include)"
#endif

/* nvcc's version macros, from the installation clang compiles against. Code
 * that tests them (CUTLASS, CCCL) then takes the path it takes under the nvcc
 * of the same CUDA. */
#if !defined(__CUDACC_VER_MAJOR__)
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#define __CUDACC_VER_BUILD__ 0
#endif

/* CUTLASS marks its kernels' Params __grid_constant__ only for nvcc; its TMA
 * instructions take the address of the descriptors in them, and the PTX ISA
 * wants a tensor map in the parameter, constant or global space, not in the
 * local copy a by-value parameter gets. Our clang's CUDA headers give
 * __grid_constant__ its meaning, so let CUTLASS use it (it still enables it
 * only for device code of sm_70 and later). */
#if !defined(CUTLASS_GRID_CONSTANT_SUPPORTED)
#define CUTLASS_GRID_CONSTANT_SUPPORTED
#endif

/* Which CUDA versions know an architecture: sm_100 and sm_120 from 12.8;
 * sm_103, sm_121 and the family ('f') targets from 12.9; sm_101 in 12.8 and
 * 12.9 only (CUDA 13 renamed it sm_110). */
#define __NVPTXBW_CUTLASS_CUDA_AT_LEAST(major, minor)                            \
  (CUDA_VERSION >= (major) * 1000 + (minor) * 10)

#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__)
#define __NVPTXBW_CUTLASS_FAMILY(arch) (__CUDA_ARCH_FAMILY_SPECIFIC__ == (arch))
#else
#define __NVPTXBW_CUTLASS_FAMILY(arch) 0
#endif

#if defined(__CUDA_ARCH__)
#define __NVPTXBW_CUTLASS_DEVICE_ARCH(arch) (__CUDA_ARCH__ == (arch))
#else
#define __NVPTXBW_CUTLASS_DEVICE_ARCH(arch) 0
#endif

/* SM100 */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 8)
#define CUTLASS_ARCH_MMA_SM100_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1000)
#define CUTLASS_ARCH_MMA_SM100_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
#define CUTLASS_ARCH_MMA_SM100A_ENABLED 1
#endif
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 9)
#define CUTLASS_ARCH_MMA_SM100F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1000)
#define CUTLASS_ARCH_MMA_SM100F_ENABLED CUTLASS_ARCH_MMA_SM100F_SUPPORTED
#endif
#endif
#endif
#endif

/* SM101 (CUDA 12.8 and 12.9) */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 8) && !__NVPTXBW_CUTLASS_CUDA_AT_LEAST(13, 0)
#define CUTLASS_ARCH_MMA_SM101_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1010)
#define CUTLASS_ARCH_MMA_SM101_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM101_ALL)
#define CUTLASS_ARCH_MMA_SM101A_ENABLED 1
#endif
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 9)
#define CUTLASS_ARCH_MMA_SM101F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1010)
#define CUTLASS_ARCH_MMA_SM101F_ENABLED CUTLASS_ARCH_MMA_SM101F_SUPPORTED
#endif
#endif
#endif
#endif

/* SM103 */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 9)
#define CUTLASS_ARCH_MMA_SM103_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1030)
#define CUTLASS_ARCH_MMA_SM103_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM103_ALL)
#define CUTLASS_ARCH_MMA_SM103A_ENABLED 1
#endif
#define CUTLASS_ARCH_MMA_SM103F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1030)
#define CUTLASS_ARCH_MMA_SM103F_ENABLED CUTLASS_ARCH_MMA_SM103F_SUPPORTED
#endif
#endif
#endif

/* SM110 (CUDA 13) */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(13, 0)
#define CUTLASS_ARCH_MMA_SM110_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1100)
#define CUTLASS_ARCH_MMA_SM110_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM110_ALL)
#define CUTLASS_ARCH_MMA_SM110A_ENABLED 1
#endif
#define CUTLASS_ARCH_MMA_SM110F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1100)
#define CUTLASS_ARCH_MMA_SM110F_ENABLED CUTLASS_ARCH_MMA_SM110F_SUPPORTED
#endif
#endif
#endif

/* SM120 */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 8)
#define CUTLASS_ARCH_MMA_SM120_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1200)
#define CUTLASS_ARCH_MMA_SM120_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM120_ALL)
#define CUTLASS_ARCH_MMA_SM120A_ENABLED 1
#endif
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 9)
#define CUTLASS_ARCH_MMA_SM120F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1200)
#define CUTLASS_ARCH_MMA_SM120F_ENABLED CUTLASS_ARCH_MMA_SM120F_SUPPORTED
#endif
#endif
#endif
#endif

/* SM121 */
#if __NVPTXBW_CUTLASS_CUDA_AT_LEAST(12, 9)
#define CUTLASS_ARCH_MMA_SM121_SUPPORTED 1
#if __NVPTXBW_CUTLASS_DEVICE_ARCH(1210)
#define CUTLASS_ARCH_MMA_SM121_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM121_ALL)
#define CUTLASS_ARCH_MMA_SM121A_ENABLED 1
#endif
#define CUTLASS_ARCH_MMA_SM121F_SUPPORTED 1
#if __NVPTXBW_CUTLASS_FAMILY(1210)
#define CUTLASS_ARCH_MMA_SM121F_ENABLED CUTLASS_ARCH_MMA_SM121F_SUPPORTED
#endif
#endif
#endif

#undef __NVPTXBW_CUTLASS_DEVICE_ARCH
#undef __NVPTXBW_CUTLASS_FAMILY
#undef __NVPTXBW_CUTLASS_CUDA_AT_LEAST

#endif /* __CUDA__ && __clang__ */
#endif /* NVPTXBW_CUTLASS_ARCH_H */
