// The host layer (nvptxbw/host.h): on a machine with a GPU, a kernel runs and
// its result comes back; without one, require_gpu() says so and exits with
// no_gpu_exit_status().
#include "nvptxbw/host.h"

#include <cstdio>
#include <vector>

__global__ void iota_squares(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i * i;
}

int main() {
  nvptxbw::Gpu gpu = nvptxbw::require_gpu("host_layer_test");
  nvptxbw::require_kernel_image(gpu, iota_squares, "iota_squares");
  const int n = 1000;
  nvptxbw::DeviceBuffer<int> out(n);
  nvptxbw::launch("iota_squares", iota_squares, dim3((n + 127) / 128), dim3(128), 0,
                  out.get(), n);
  std::vector<int> host = out.download();
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += host[i] != i * i;
  std::printf("host_layer: sm_%d, %d of %d wrong\n", gpu.sm, bad, n);
  return bad != 0;
}
