// A source that does not compile: example-kernels.py must print the compiler's
// message, go on with the next example, and exit non-zero.
__global__ void broken_kernel(float *out) { out[0] = undeclared_name; }
