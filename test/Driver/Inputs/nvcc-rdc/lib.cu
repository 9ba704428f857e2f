// The __device__ function main.cu calls: relocatable device code, linked
// across objects by the device link.
__device__ int add_one(int x) { return x + 1; }
