// The project's own header, included with quotes (from -I or beside the
// .cu file): it sees __NVCC__, as HeCBench's and SUNDIALS's helpers do.
#ifdef __NVCC__
int project_helpers_see_nvcc;
#endif
#include "project_more.h"
