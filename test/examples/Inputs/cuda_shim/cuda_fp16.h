// Host stand-in for CUDA's cuda_fp16.h in the pool2d emulation test: __half
// as its bits, converted by the reference's round-to-nearest-even codec.
#pragma once
#include "pool2d_reference.h"
struct __half {
  uint16_t bits;
};
inline float __half2float(__half h) { return pool2d::reference::half_to_float(h.bits); }
inline __half __float2half_rn(float f) { return __half{pool2d::reference::float_to_half(f)}; }
