// A small CUDA 13 CCCL client (cuda13-cccl.test): Thrust on the host side,
// CUB and cuda::ptx in a kernel.
#include <cstdio>
#include <cub/block/block_reduce.cuh>
#include <cuda/ptx>
#include <cuda/std/span>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>

template <int Threads> __global__ void block_sum(cuda::std::span<const int> in, int *out) {
  using BlockReduce = cub::BlockReduce<int, Threads>;
  __shared__ typename BlockReduce::TempStorage tmp;
  int v = BlockReduce(tmp).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) {
    out[0] = v;
#if __CUDA_ARCH__ >= 900
    out[1] = cuda::ptx::get_sreg_clusterid_x();
    cuda::ptx::fence_proxy_async();
#endif
  }
}

int main() {
  thrust::device_vector<int> v(128, 1);
  thrust::device_vector<int> out(2, 0);
  int total = thrust::reduce(v.begin(), v.end());
  block_sum<128><<<1, 128>>>(
      cuda::std::span<const int>(thrust::raw_pointer_cast(v.data()), v.size()),
      thrust::raw_pointer_cast(out.data()));
  int block = out[0];
  std::printf("cccl %s\n", total == 128 && block == 128 ? "ok" : "wrong");
  return 0;
}
