// Fake cuda.h for driver tests: only the version matters.
#ifndef __CUDA_H__
#define __CUDA_H__
#define CUDA_VERSION 12080
#endif
