// client-compile-time-bench.test's stand-in TU: a kernel whose asm operand list lacks a
// comma between two operands, as CUTLASS 4.2's copy_sm100.hpp has (clang-22
// gets a copy with the comma inserted).
#include "cutlass/cutlass.h"
#include "mini_copy.hpp"

__global__ void stand_in(unsigned *out, unsigned long long src) {
  out[0] = mini_copy(src);
}
