// Tests __NVCC__ only in the .cu file, where it is a question of which
// compiler this is, and includes CCCL's headers, which test it too: the same
// text with and without the macro.
#include <cuda/std/atomic>
#if defined(__NVCC__)
#error "not nvcc"
#endif
__global__ void k(int *p) { cuda::atomic_ref<int, cuda::thread_scope_device>(*p).fetch_add(1); }
