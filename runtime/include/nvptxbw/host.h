// nvptxbw/host.h - the thin host layer the examples launch their kernels with.
//
// Header-only, CUDA runtime API. What it gives:
//   * NVPTXBW_CUDA_CHECK(call): a failing CUDA call prints where and why and
//     exits with status 1 (never a half-checked result);
//   * require_gpu(prog): the device to run on, or a one-line message saying
//     why there is none and a successful exit (the program did all it can on
//     such a machine), so a machine without a GPU gets a clear answer instead
//     of a CUDA error code; a test harness that counts such a run as skipped
//     sets NVPTXBW_NO_GPU_STATUS=77 (CTest's SKIP_RETURN_CODE, automake's
//     "skipped") and gets that status instead;
//   * require_kernel_image(kernel, name): a clear message when the binary has
//     no image the present GPU can load (e.g. sm_100a code on an sm_90 GPU);
//   * DeviceBuffer<T>: an owning device allocation with upload/download;
//   * allow_dynamic_smem(kernel, bytes): opt in to more than 48 KiB of
//     dynamic shared memory;
//   * launch(kernel, grid, block, smem, args...): launch, check the launch and
//     wait for the kernel, so an asynchronous fault is reported at its kernel.
#ifndef NVPTXBW_HOST_H
#define NVPTXBW_HOST_H

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

namespace nvptxbw {

// The status a program exits with when it cannot run for want of a GPU it
// can run on: 0, or NVPTXBW_NO_GPU_STATUS (0..255) for a test harness.
inline int no_gpu_exit_status() {
  const char *env = std::getenv("NVPTXBW_NO_GPU_STATUS");
  if (!env || !*env)
    return 0;
  char *end = nullptr;
  long v = std::strtol(env, &end, 10);
  if (*end != '\0' || v < 0 || v > 255) {
    std::fprintf(stderr, "NVPTXBW_NO_GPU_STATUS=%s is not an exit status "
                         "(0..255)\n", env);
    return 1;
  }
  return static_cast<int>(v);
}

[[noreturn]] inline void cuda_fail(cudaError_t err, const char *what,
                                   const char *file, int line) {
  std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", file, line, what,
               cudaGetErrorString(err), cudaGetErrorName(err));
  std::exit(1);
}

#define NVPTXBW_CUDA_CHECK(call)                                               \
  do {                                                                         \
    cudaError_t nvptxbw_err_ = (call);                                         \
    if (nvptxbw_err_ != cudaSuccess)                                           \
      ::nvptxbw::cuda_fail(nvptxbw_err_, #call, __FILE__, __LINE__);           \
  } while (0)

struct Gpu {
  int device = -1;
  int sm = 0; // major * 10 + minor, e.g. 90, 100, 120
  cudaDeviceProp prop{};
};

// The GPU to run on (device 0, or NVPTXBW_DEVICE), or exit with
// no_gpu_exit_status() and one line on stderr that says why there is none.
inline Gpu require_gpu(const char *prog) {
  int count = 0;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess || count == 0) {
    std::fprintf(stderr,
                 "%s: no CUDA GPU to run on (%s); the kernels are compiled "
                 "but cannot be run on this machine\n",
                 prog, err != cudaSuccess ? cudaGetErrorString(err)
                                          : "the driver reports 0 devices");
    std::exit(no_gpu_exit_status());
  }
  Gpu g;
  g.device = 0;
  if (const char *env = std::getenv("NVPTXBW_DEVICE")) {
    char *end = nullptr;
    long d = std::strtol(env, &end, 10);
    if (*env == '\0' || *end != '\0' || d < 0 || d >= count) {
      std::fprintf(stderr, "%s: NVPTXBW_DEVICE=%s is not a device index "
                           "(0..%d)\n", prog, env, count - 1);
      std::exit(1);
    }
    g.device = static_cast<int>(d);
  }
  NVPTXBW_CUDA_CHECK(cudaSetDevice(g.device));
  NVPTXBW_CUDA_CHECK(cudaGetDeviceProperties(&g.prop, g.device));
  g.sm = g.prop.major * 10 + g.prop.minor;
  return g;
}

// Exit with no_gpu_exit_status() and a clear message when the GPU present
// cannot load
// `kernel` (the fatbinary has no image for it).
template <class Kernel>
inline void require_kernel_image(const Gpu &g, Kernel *kernel, const char *name) {
  cudaFuncAttributes attr{};
  cudaError_t err = cudaFuncGetAttributes(&attr, reinterpret_cast<const void *>(kernel));
  if (err == cudaErrorNoKernelImageForDevice || err == cudaErrorInvalidDeviceFunction) {
    std::fprintf(stderr, "%s: this binary has no image of kernel %s for the "
                         "GPU present (%s, sm_%d)\n",
                 name, name, g.prop.name, g.sm);
    std::exit(no_gpu_exit_status());
  }
  if (err != cudaSuccess)
    cuda_fail(err, "cudaFuncGetAttributes", __FILE__, __LINE__);
}

// An owning device allocation of n elements of T.
template <class T> class DeviceBuffer {
public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t n) : n_(n) {
    if (n)
      NVPTXBW_CUDA_CHECK(cudaMalloc(reinterpret_cast<void **>(&p_), n * sizeof(T)));
  }
  explicit DeviceBuffer(const std::vector<T> &host) : DeviceBuffer(host.size()) {
    upload(host);
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept
      : p_(std::exchange(o.p_, nullptr)), n_(std::exchange(o.n_, 0)) {}
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept {
    std::swap(p_, o.p_);
    std::swap(n_, o.n_);
    return *this;
  }
  ~DeviceBuffer() {
    if (p_)
      cudaFree(p_);
  }
  T *get() const { return p_; }
  size_t size() const { return n_; }
  void upload(const std::vector<T> &host) {
    if (host.size() != n_) {
      std::fprintf(stderr, "DeviceBuffer::upload: %zu elements into a buffer "
                           "of %zu\n", host.size(), n_);
      std::exit(1);
    }
    if (n_)
      NVPTXBW_CUDA_CHECK(cudaMemcpy(p_, host.data(), n_ * sizeof(T),
                                    cudaMemcpyHostToDevice));
  }
  void zero() {
    if (n_)
      NVPTXBW_CUDA_CHECK(cudaMemset(p_, 0, n_ * sizeof(T)));
  }
  std::vector<T> download() const {
    std::vector<T> host(n_);
    if (n_)
      NVPTXBW_CUDA_CHECK(cudaMemcpy(host.data(), p_, n_ * sizeof(T),
                                    cudaMemcpyDeviceToHost));
    return host;
  }

private:
  T *p_ = nullptr;
  size_t n_ = 0;
};

// Let `kernel` be launched with up to `bytes` of dynamic shared memory
// (above 48 KiB a kernel must opt in: cudaFuncAttributeMaxDynamicSharedMemorySize).
template <class Kernel> inline void allow_dynamic_smem(Kernel *kernel, size_t bytes) {
  NVPTXBW_CUDA_CHECK(cudaFuncSetAttribute(reinterpret_cast<const void *>(kernel),
                                          cudaFuncAttributeMaxDynamicSharedMemorySize,
                                          static_cast<int>(bytes)));
}

// Launch, then report a bad configuration or a fault inside the kernel at
// this call rather than at some later CUDA call.
template <class... Params, class... Args>
inline void launch(const char *name, void (*kernel)(Params...), dim3 grid,
                   dim3 block, size_t smem, Args &&...args) {
  kernel<<<grid, block, smem>>>(std::forward<Args>(args)...);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess)
    err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    std::fprintf(stderr, "kernel %s (grid %ux%ux%u, block %ux%ux%u, %zu B "
                         "shared) failed: %s\n",
                 name, grid.x, grid.y, grid.z, block.x, block.y, block.z, smem,
                 cudaGetErrorString(err));
    std::exit(1);
  }
}

} // namespace nvptxbw

#endif // NVPTXBW_HOST_H
