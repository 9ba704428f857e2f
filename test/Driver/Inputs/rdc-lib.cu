// The other half of cuda13-rdc.test's program.
__device__ int twice(int x) { return 2 * x; }
