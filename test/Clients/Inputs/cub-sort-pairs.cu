// CUB's device-wide radix sort of 32-bit key-value pairs with a 64-bit
// element count, as utils/bench/inputs/cub_timed.cu times it: its onesweep
// kernel is the one whose registers far-address-remat.patch brings down.
#include <cstddef>
#include <cstdint>
#include <cub/device/device_radix_sort.cuh>

cudaError_t sort_pairs(void *temp, size_t &temp_bytes, const uint32_t *keys_in, uint32_t *keys_out,
                       const uint32_t *values_in, uint32_t *values_out, size_t n) {
  return cub::DeviceRadixSort::SortPairs(temp, temp_bytes, keys_in, keys_out, values_in, values_out, n);
}
