// Every way a header can test or use __NVCC__; each line the preprocessor
// keeps names the result. Included from a system directory (-isystem) and
// from a project one (-I) by cuda-nvcc-macro.cu.
#if defined(__NVCC__)
int defined_is_1;
#else
int defined_is_0;
#endif
#ifdef __NVCC__
int ifdef_taken;
#endif
#ifndef __NVCC__
int ifndef_taken;
#endif
#if __NVCC__
int value_is_nonzero;
#endif
#if 0
#elifdef __NVCC__
int elifdef_taken;
#elifndef __NVCC__
int elifndef_taken;
#endif
int expansion = __NVCC__;
// A macro defined here and expanded in the .cu file is tested there.
#define DEFINED_NVCC_WHERE_EXPANDED defined(__NVCC__)
