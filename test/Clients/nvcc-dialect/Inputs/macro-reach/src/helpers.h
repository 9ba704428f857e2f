// Picks its helpers' attributes by __NVCC__, as HeCBench's gpp does.
#if defined(__NVCC__) || defined(__HIPCC__)
#define ESS __host__ __device__
#else
#define ESS
#endif
ESS inline float twice(float x) { return 2 * x; }
