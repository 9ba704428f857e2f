__global__ void scale(int n, float a, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void launch_scale(int n, float a, float *x) {
  scale<<<(n + 255) / 256, 256>>>(n, a, x);
}
