// Its helpers' header tests __NVCC__.
#include "helpers.h"
__global__ void k(float *p) { p[0] = twice(p[0]); }
