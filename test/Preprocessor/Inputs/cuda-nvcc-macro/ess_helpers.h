// HeCBench gpp's and minmax's pattern: the helpers are __host__ __device__
// only under __NVCC__ (or __HIPCC__).
#if defined(__NVCC__) || defined(__HIPCC__)
#define ESS __host__ __device__
#else
#define ESS
#endif
ESS inline float twice(float x) { return 2 * x; }
