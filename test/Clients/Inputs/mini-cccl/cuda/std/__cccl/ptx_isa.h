// A stand-in for a newer CCCL's PTX ISA gate (CCCL 3.1.4 and later behave
// like this), written for our tests: the level is a guess from CUDA_VERSION
// that a clang CUDA compilation caps by the clang major version, defined
// unconditionally under an include guard, with no user override.
#ifndef MINI_CCCL_PTX_ISA_H
#define MINI_CCCL_PTX_ISA_H

#pragma clang system_header

#if !defined(CUDA_VERSION)
#  define __cccl_ptx_isa 0ULL
#elif defined(__clang__) && defined(__CUDA__)
// Upstream clang N emits at most some PTX version; assume no more.
#  if CUDA_VERSION >= 12090 && __clang_major__ >= 22
#    define __cccl_ptx_isa 880ULL
#  elif CUDA_VERSION >= 12080 && __clang_major__ >= 20
#    define __cccl_ptx_isa 870ULL
#  elif CUDA_VERSION >= 12050 && __clang_major__ >= 19
#    define __cccl_ptx_isa 850ULL
#  else
#    define __cccl_ptx_isa 800ULL
#  endif
#elif CUDA_VERSION >= 13000
#  define __cccl_ptx_isa 900ULL
#else
#  define __cccl_ptx_isa 800ULL
#endif

#endif // MINI_CCCL_PTX_ISA_H
