// The stand-in CUTLASS tree's headers, for cuda-pch-compile-time-bench.test.
#include <nvptxbw_cutlass_arch.h>
#include "cutlass/cutlass.h"
#include "mini_copy.hpp"
