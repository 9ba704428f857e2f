// A Thrust/CUB program of the usual kind, for utils/bench/compile-time.py: device
// vectors, sort, transform-reduce, inclusive scan and a CUB block reduction in
// a kernel of our own. It is compiled (host and device, to an object), not run.
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

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

template <int Threads>
__global__ void block_sums(const float *in, float *out, int n) {
  using BlockReduce = cub::BlockReduce<float, Threads>;
  __shared__ typename BlockReduce::TempStorage tmp;
  int i = blockIdx.x * Threads + threadIdx.x;
  float v = BlockReduce(tmp).Sum(i < n ? in[i] : 0.0f);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}

int main() {
  const int n = 1 << 20;
  thrust::device_vector<float> x(n);
  thrust::sequence(x.begin(), x.end(), 1.0f);
  thrust::device_vector<int> keys(n);
  thrust::sequence(keys.rbegin(), keys.rend());
  thrust::sort_by_key(keys.begin(), keys.end(), x.begin());
  float norm2 = thrust::transform_reduce(x.begin(), x.end(), square(), 0.0f, thrust::plus<float>());
  thrust::device_vector<float> prefix(n);
  thrust::inclusive_scan(x.begin(), x.end(), prefix.begin());
  thrust::device_vector<float> partial((n + 255) / 256);
  block_sums<256><<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(x.data()),
                                             thrust::raw_pointer_cast(partial.data()), n);
  float total = thrust::reduce(partial.begin(), partial.end());
  thrust::host_vector<float> last(prefix.end() - 1, prefix.end());
  std::printf("%g %g %g\n", norm2, total, last[0]);
  return 0;
}
