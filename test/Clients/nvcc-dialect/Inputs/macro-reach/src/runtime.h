// Includes HIP's runtime unless __NVCC__ is defined, as HeCBench's lr does.
#ifdef __NVCC__
#include <cuda.h>
#else
#include <hip/hip_runtime.h>
#endif
