// Host stand-in for CUDA's cuda_bf16.h in the pool2d emulation test.
#pragma once
#include "pool2d_reference.h"
struct __nv_bfloat16 {
  uint16_t bits;
};
inline float __bfloat162float(__nv_bfloat16 h) { return pool2d::reference::bf16_to_float(h.bits); }
inline __nv_bfloat16 __float2bfloat16_rn(float f) {
  return __nv_bfloat16{pool2d::reference::float_to_bf16(f)};
}
