// Force-included (g++ -include) ahead of an example's .cu to compile its
// kernels for the host as one device pass would see them: the emulation
// tests pick the pass with -DNVPTXBW_EMULATE_SM=90 or 120, and this header
// defines what our clang would for sm_90a / sm_120a (__CUDA_ARCH__ and the
// arch-specific macros), and the tests -include our clang's nvptxbw_targets.h
// next, whose macros nvptxbw/arch.h reads, so each example's own #if chain
// selects the path under test.
//
// CUDA's fp16/bf16/fp8/fp6/fp4 headers are included first, while
// __CUDA_ARCH__ is still undefined: they then give their host conversions
// (a defined __CUDA_ARCH__ would select inline PTX), and their include guards
// keep nvptxbw/mx_device.h's later includes from reading them again.
// nvptxbw/host.h is replaced by cuda_shim/nvptxbw/host.h (-iquote), which
// launches kernels on warp_emulation.h's threads.
#ifndef CUDA_DEVICE_PASS_H
#define CUDA_DEVICE_PASS_H

// A kernel parameter's __grid_constant__ has no host meaning; defined before
// CUDA's host_defines.h, which keeps a definition it finds.
#define __grid_constant__

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>

#include "../warp_emulation.h"
#include "../mma_emulation.h"

// What our clang predefines for the 'a' target (the tests then -include our
// clang's generated nvptxbw_targets.h, whose target-table macros
// nvptxbw/arch.h reads).
#if NVPTXBW_EMULATE_SM == 90
#define __CUDA_ARCH__ 900
#define __CUDA_ARCH_SPECIFIC__ 900
#define __CUDA_ARCH_FAMILY_SPECIFIC__ 900
#define __CUDA_ARCH_FEAT_SM90_ALL 1
#elif NVPTXBW_EMULATE_SM == 120
#define __CUDA_ARCH__ 1200
#define __CUDA_ARCH_SPECIFIC__ 1200
#define __CUDA_ARCH_FAMILY_SPECIFIC__ 1200
#define __CUDA_ARCH_FEAT_SM120_ALL 1
#else
#error "define NVPTXBW_EMULATE_SM as 90 or 120"
#endif

// CUDA spellings with no host meaning. (__device__, __global__, __shared__
// come empty from CUDA's host_defines.h.)
#define __launch_bounds__(...)
// clang's storage-only half is GCC's _Float16 (same binary16 bits).
#define __fp16 _Float16

[[noreturn]] inline void __trap() { warp_emulation::fatal("__trap() in an emulated kernel"); }

#endif // CUDA_DEVICE_PASS_H
