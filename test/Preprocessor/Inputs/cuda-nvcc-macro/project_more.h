#ifdef __NVCC__
int project_more_sees_nvcc;
#endif
