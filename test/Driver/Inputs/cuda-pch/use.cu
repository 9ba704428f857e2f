// A TU that uses common.cuh, included with -include.
__global__ void square_all(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = squared(p[i]) * scale_by_host;
}

int main() {
  std::vector<float> host(64, 2.0f);
  int *counter = new int(3);
  delete counter;
  std::printf("%zu %p\n", host.size(), scale_symbol());
  square_all<<<1, 64>>>(nullptr, 64);
  return 0;
}
