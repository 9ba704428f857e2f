// Stand-in for runtime/include/nvptxbw/host.h in the examples' emulation
// tests (found first through -iquote): the same names, with "device" memory
// in host vectors and launch() running the kernel on warp_emulation.h's
// threads, so an example's unchanged main() prepares its inputs, runs its
// kernels and compares with its reference on a machine without a GPU.
// require_gpu() reports the architecture the kernels were compiled for
// (NVPTXBW_EMULATE_SM, see cuda_device_pass.h), so main() picks that path.
#ifndef NVPTXBW_HOST_H
#define NVPTXBW_HOST_H

#include <cstddef>
#include <cstdio>
#include <utility>
#include <vector>

namespace nvptxbw {

inline int no_gpu_exit_status() { return 0; }

struct EmulatedDeviceProp {
  char name[64];
};

struct Gpu {
  int device = 0;
  int sm = NVPTXBW_EMULATE_SM;
  EmulatedDeviceProp prop{"host warp emulation"};
};

inline Gpu require_gpu(const char *prog) {
  std::printf("%s: kernels emulated on the host as sm_%d\n", prog, NVPTXBW_EMULATE_SM);
  return Gpu{};
}

// Every kernel of the TU was compiled for the emulated pass.
template <class Kernel> inline void require_kernel_image(const Gpu &, Kernel *, const char *) {}

template <class T> class DeviceBuffer {
public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t n) : data_(n) {}
  explicit DeviceBuffer(const std::vector<T> &host) : data_(host) {}
  T *get() { return data_.empty() ? nullptr : data_.data(); }
  size_t size() const { return data_.size(); }
  void upload(const std::vector<T> &host) { data_ = host; }
  void zero() { data_.assign(data_.size(), T{}); }
  std::vector<T> download() const { return data_; }

private:
  std::vector<T> data_;
};

// The emulated kernels take their shared memory from the host.
template <class Kernel> inline void allow_dynamic_smem(Kernel *, size_t) {}

template <class... Params, class... Args>
inline void launch(const char *, void (*kernel)(Params...), dim3 grid, dim3 block, size_t,
                   Args &&...args) {
  warp_emulation::run_grid({grid.x, grid.y, grid.z}, {block.x, block.y, block.z},
                           [&] { kernel(args...); });
}

} // namespace nvptxbw

#endif // NVPTXBW_HOST_H
