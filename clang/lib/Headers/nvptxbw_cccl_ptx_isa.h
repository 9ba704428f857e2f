/*===- nvptxbw_cccl_ptx_isa.h - CCCL's PTX ISA level for our clang --------===
 *
 * nvptx-blackwell. Force-include this header in CUDA compilations that use
 * CCCL (libcu++, CUB, Thrust) newer than the one CUDA 13.0 ships:
 *
 *     clang++ -include nvptxbw_cccl_ptx_isa.h ...
 *
 * Why: CCCL gates each cuda::ptx wrapper on the macro __cccl_ptx_isa (the PTX
 * ISA version the compiler emits, times 100). Its header
 * cuda/std/__cccl/ptx_isa.h computes that macro from the CUDA version and,
 * for clang, from the clang major version, since upstream clang N caps the PTX
 * it emits. It defines the macro unconditionally and reads no override, so
 * -D__cccl_ptx_isa=... is silently replaced. From CCCL 3.1 on, clang 19 gets
 * 8.5 whatever the CUDA, which hides every wrapper that needs 8.6 or later
 * (all of tcgen05). Our clang 19 emits the PTX of the CUDA it compiles with
 * (12.6: 8.5, 12.8: 8.7, 12.9: 8.8, 13.0 and newer: 9.0).
 *
 * How: this header includes CCCL's header once (its include guard keeps it
 * from being read again) and then states the PTX ISA version our driver
 * chose. Both compilation passes (host and device) see the same value, so
 * the wrappers are declared alike in both. It changes nothing else.
 *
 * A compilation that picks its own PTX version (--cuda-feature=+ptxNN, or
 * -Xclang -target-feature) states it with -DNVPTXBW_CCCL_PTX_ISA=NN0.
 *
 *===----------------------------------------------------------------------===
 */

#ifndef NVPTXBW_CCCL_PTX_ISA_H
#define NVPTXBW_CCCL_PTX_ISA_H

#if defined(__CUDA__) && defined(__clang__)

/* The PTX ISA version this compilation's device code uses, as CCCL counts
 * (major * 100 + minor * 10); 0 leaves CCCL's own value alone. */
#  if defined(NVPTXBW_CCCL_PTX_ISA)
#    define NVPTXBW_CCCL_PTX_ISA_VALUE NVPTXBW_CCCL_PTX_ISA
#  elif !defined(CUDA_VERSION)
#    error "nvptxbw_cccl_ptx_isa.h: CUDA_VERSION is unknown (no CUDA headers?); pass -DNVPTXBW_CCCL_PTX_ISA=<PTX version x 100>"
#  else
/* The PTX version our driver chose for this CUDA (nvptxbw_targets.h is
 * generated from the driver's own table); 0 for a CUDA whose PTX clang 19
 * already knew, where our driver and CCCL agree. */
#    include <nvptxbw_targets.h>
#    define NVPTXBW_CCCL_PTX_ISA_VALUE NVPTXBW_CUDA_PTX_ISA
#  endif

#  if NVPTXBW_CCCL_PTX_ISA_VALUE != 0
#    if !__has_include(<cuda/std/__cccl/ptx_isa.h>)
#      error "nvptxbw_cccl_ptx_isa.h: CCCL's cuda/std/__cccl/ptx_isa.h is not on the include path"
#    endif
#    include <cuda/std/__cccl/ptx_isa.h>
#    if !defined(__cccl_ptx_isa)
#      error "nvptxbw_cccl_ptx_isa.h: this CCCL does not define __cccl_ptx_isa in cuda/std/__cccl/ptx_isa.h"
#    endif
#    undef __cccl_ptx_isa
/* Unsigned long long, as CCCL's own value is. */
#    define __cccl_ptx_isa ((NVPTXBW_CCCL_PTX_ISA_VALUE) + 0ULL)
#  endif

#endif /* __CUDA__ && __clang__ */

#endif /* NVPTXBW_CCCL_PTX_ISA_H */
