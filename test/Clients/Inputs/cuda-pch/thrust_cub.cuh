// The headers of utils/bench/inputs/thrust_cub.cu, precompiled by
// test/Clients/cuda-pch-identical-objects.test.
#include <cstdio>
#include <cub/block/block_reduce.cuh>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
