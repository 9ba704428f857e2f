// nvptxbw/arch.h - which tensor-core path the device pass being compiled may
// use, from the macros our clang defines like nvcc 13 does, and the
// __host__ __device__ spelling shared by headers that g++ also compiles.
//
//   NVPTXBW_HAS_TCGEN05            sm_100a, sm_103a (tcgen05.*, tensor memory,
//                                  tcgen05.mma ... block_scale)
//   NVPTXBW_HAS_WARP_BLOCK_SCALE   sm_120a, sm_121a (mma.sync ... block_scale)
//   NVPTXBW_HAS_TMA                sm_90 and later (cp.async.bulk.tensor,
//                                  mbarrier expect_tx / try_wait, griddepcontrol)
//   NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL
//                                  sm_100 and later (clusterlaunchcontrol.*)
//   NVPTXBW_HD                     __host__ __device__ under a CUDA compiler,
//                                  nothing under a plain C++ compiler
//
// Only the architecture-specific ('a') targets define the FEAT_*_ALL macros,
// and only they carry these instructions in the forms used here, so an 'f' or
// suffix-less target falls back to the portable path instead of failing.
#ifndef NVPTXBW_ARCH_H
#define NVPTXBW_ARCH_H

#if defined(__CUDACC__)
#define NVPTXBW_HD __host__ __device__
#else
#define NVPTXBW_HD
#endif

#if defined(__CUDA_ARCH__) &&                                                  \
    (defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL))
#define NVPTXBW_HAS_TCGEN05 1
#endif

#if defined(__CUDA_ARCH__) &&                                                  \
    (defined(__CUDA_ARCH_FEAT_SM120_ALL) || defined(__CUDA_ARCH_FEAT_SM121_ALL))
#define NVPTXBW_HAS_WARP_BLOCK_SCALE 1
#endif

// These exist on every target of their generation, 'a', 'f' or neither
// (PTX ISA, "cp.async.bulk.tensor", "mbarrier", "clusterlaunchcontrol");
// sm_88 (__CUDA_ARCH__ 880) has none of them.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define NVPTXBW_HAS_TMA 1
#endif

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1000
#define NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL 1
#endif

#endif // NVPTXBW_ARCH_H
