// The runtime headers the examples include, precompiled by
// test/Clients/cuda-pch-identical-objects.test.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include "nvptxbw/arch.h"
#include "nvptxbw/descriptors.h"
#include "nvptxbw/host.h"
#include "nvptxbw/mma_fragments.h"
#include "nvptxbw/mma_sm120.h"
#include "nvptxbw/mx_device.h"
#include "nvptxbw/mx_formats.h"
#include "nvptxbw/reference_gemm.h"
#include "nvptxbw/tcgen05.h"
#include "nvptxbw/tensor_map.h"
#include "nvptxbw/tma.h"
