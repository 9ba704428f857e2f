// nvptxbw/arch.h - which paths the device pass being compiled may use, and
// the __host__ __device__ spelling shared by headers that g++ also compiles.
//
//   NVPTXBW_HAS_TCGEN05            tcgen05.*, tensor memory and tcgen05.mma
//                                  ... block_scale (the target table's
//                                  tcgen05 and tensor-memory features:
//                                  sm_100, sm_101, sm_103, sm_110, 'a' and 'f')
//   NVPTXBW_HAS_WARP_BLOCK_SCALE   mma.sync ... block_scale
//                                  (warp-block-scale-mma: sm_120, sm_121, 'a'
//                                  and 'f')
//   NVPTXBW_HAS_TMA                cp.async.bulk.tensor, mbarrier expect_tx /
//                                  try_wait, griddepcontrol (bulk-copy,
//                                  mbarrier-scoped-waits, griddepcontrol: sm_90
//                                  and later)
//   NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL
//                                  clusterlaunchcontrol.* (sm_100 and later)
//   NVPTXBW_HD                     __host__ __device__ under a CUDA compiler,
//                                  nothing under a plain C++ compiler
//
// Under our clang the conditions are those of its resource header
// nvptxbw_targets.h, generated from the target table that also decides what
// llc and the builtins accept (NVPTXBW_TARGET_HAS_<FEATURE>), so the runtime
// takes every path a target has. The tcgen05 and block-scale paths are our
// clang's builtins, so another CUDA compiler (nvcc, clang 22) gets neither;
// TMA and cluster launch control exist on every target of their generation,
// and that is the rule another compiler gets.
#ifndef NVPTXBW_ARCH_H
#define NVPTXBW_ARCH_H

#if defined(__CUDACC__)
#define NVPTXBW_HD __host__ __device__
#else
#define NVPTXBW_HD
#endif

#if defined(__CUDA_ARCH__) && !defined(NVPTXBW_TARGETS_H) && defined(__has_include)
#if __has_include(<nvptxbw_targets.h>)
#include <nvptxbw_targets.h>
#endif
#endif

#if defined(__CUDA_ARCH__) && defined(NVPTXBW_TARGETS_H)

#if defined(NVPTXBW_TARGET_HAS_TCGEN05) && defined(NVPTXBW_TARGET_HAS_TENSOR_MEMORY)
#define NVPTXBW_HAS_TCGEN05 1
#endif
#if defined(NVPTXBW_TARGET_HAS_WARP_BLOCK_SCALE_MMA)
#define NVPTXBW_HAS_WARP_BLOCK_SCALE 1
#endif
#if defined(NVPTXBW_TARGET_HAS_BULK_COPY) &&                                   \
    defined(NVPTXBW_TARGET_HAS_MBARRIER_SCOPED_WAITS) &&                       \
    defined(NVPTXBW_TARGET_HAS_GRIDDEPCONTROL)
#define NVPTXBW_HAS_TMA 1
#endif
#if defined(NVPTXBW_TARGET_HAS_CLUSTERLAUNCHCONTROL)
#define NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL 1
#endif

#else // another compiler, or a host pass

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define NVPTXBW_HAS_TMA 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1000
#define NVPTXBW_HAS_CLUSTER_LAUNCH_CONTROL 1
#endif

#endif // __CUDA_ARCH__ && NVPTXBW_TARGETS_H

#endif // NVPTXBW_ARCH_H
