// The record runtime/tests/fake_cuda_driver.cpp keeps of its last
// cuTensorMapEncodeTiled call, returned by its fake_driver_last_call():
// one definition for the stand-in driver and for tensor_map_test.cpp, which
// reads it across the dlopen boundary.
#ifndef NVPTXBW_TESTS_FAKE_CUDA_DRIVER_H
#define NVPTXBW_TESTS_FAKE_CUDA_DRIVER_H

#include <cuda.h>

struct FakeEncodeCall {
  int calls;
  int init_calls;
  CUtensorMapDataType dtype;
  cuuint32_t rank;
  void *global;
  cuuint64_t dims[5], strides[4];
  cuuint32_t box[5], element_strides[5];
  CUtensorMapInterleave interleave;
  CUtensorMapSwizzle swizzle;
  CUtensorMapL2promotion l2;
  CUtensorMapFloatOOBfill oob;
};

#endif
