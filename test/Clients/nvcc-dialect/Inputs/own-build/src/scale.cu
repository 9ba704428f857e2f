// A device lambda passed from host code: nvcc needs --extended-lambda for it
// and defines __CUDACC_EXTENDED_LAMBDA__ with it; the project tests the macro.
#ifndef __CUDACC_EXTENDED_LAMBDA__
#error "compile with --extended-lambda"
#endif

template <typename F> __global__ void apply(F f, float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = f(p[i]);
}

void scale(float *p, int n, float by) {
  apply<<<(n + 255) / 256, 256>>>([=] __device__(float x) { return sqrtf(x) * by; }, p, n);
}
