// The header that test/Driver/cuda-precompiled-headers*.cu precompile: device
// and host code, a template, a static device variable that only host code
// uses, and an allocation function, which a CUDA PCH must all carry.
#pragma once
#include <cstdio>
#include <new>
#include <vector>

template <class T> __host__ __device__ T squared(T x) { return x * x; }

// Used by host code only (its address goes to cudaMemcpyToSymbol): the device
// compile must emit it, externalized, with or without the PCH.
static __device__ float scale_by_host;
inline void *scale_symbol() { return (void *)&scale_by_host; }

#ifndef __CUDA_ARCH__
// Declares ::operator new, which makes Sema declare the implicit host and
// device allocation functions into the PCH (LLVM issue 106394).
void *operator new(std::size_t);
#endif

__global__ void square_all(float *p, int n);
