#ifdef __NVCC__
int library_part_sees_nvcc;
#else
int library_part_does_not;
#endif
