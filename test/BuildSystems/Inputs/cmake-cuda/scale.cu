// Device code only: what the device side includes is not what the host does.
#ifdef __CUDA_ARCH__
#include "scale_device.h"
__device__ float scale(float x) { return x * SCALE_FACTOR; }
#endif
