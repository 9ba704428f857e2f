// One kernel that takes the address of the cta_group::1 and the cta_group::2
// overload of CCCL's cuda::ptx::tcgen05_alloc, as CCCL's own tests do.
#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;

__global__ void both_cta_groups(void** out) {
  using one_t = void (*)(ptx::cta_group_1_t, std::uint32_t*, const std::uint32_t&);
  using pair_t = void (*)(ptx::cta_group_2_t, std::uint32_t*, const std::uint32_t&);
  out[0] = reinterpret_cast<void*>(static_cast<one_t>(ptx::tcgen05_alloc));
  out[1] = reinterpret_cast<void*>(static_cast<pair_t>(ptx::tcgen05_alloc));
}
