__device__ int add_one(int x);

__global__ void kernel(int *p) { *p = add_one(*p); }

int main() {
  int *p = nullptr;
  if (cudaMalloc(&p, sizeof(int)) != cudaSuccess)
    return 0;
  kernel<<<1, 1>>>(p);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
