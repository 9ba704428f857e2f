// CUB's device-wide algorithms at sizes that fill a GPU, timed, for
// utils/bench/gpu-kernel-times.py: radix sort (keys, and key-value pairs),
// inclusive scan, reduction, 256-bin histogram and select. The same source is
// compiled by each compiler under comparison; the kernels are CUB's own (the
// CUB of the CUDA toolkit), so what differs is the compilers' code for them.
//
// Every algorithm's result is checked against a host computation before its
// time counts: a faster wrong answer is a failure, not a win. Output, one
// line per algorithm (the bench parses it):
//   time <name> <elements> <median ms> <GB/s of the algorithm's traffic> ok
//   time <name> ... WRONG: <what differs>
// and a last line `cub_timed: N algorithms, M wrong`. Exit status 1 when any
// is wrong or a CUDA call fails.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

#include <cub/device/device_histogram.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>

// A CUDA call's error ends the program, naming the call.
static void check(cudaError_t err, const char *what) {
  if (err != cudaSuccess) {
    std::fprintf(stderr, "cub_timed: %s failed: %s\n", what, cudaGetErrorString(err));
    std::exit(1);
  }
}
#define CHECK_CUDA(call) check((call), #call)

namespace {

// Deterministic inputs, the same for every compiler's build.
uint32_t next_random(uint64_t &state) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return uint32_t(state >> 16);
}

std::vector<uint32_t> random_words(size_t n, uint64_t seed) {
  std::vector<uint32_t> v(n);
  uint64_t s = seed;
  for (auto &x : v)
    x = next_random(s);
  return v;
}

struct Timing {
  int warmups = 3;
  int repeats = 20;
};

// The median of `repeats` runs of `launch` (after `warmups`), in ms.
template <typename Launch> double median_ms(const Timing &t, Launch launch) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (int i = 0; i < t.warmups; ++i)
    launch();
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<float> ms(t.repeats);
  for (int i = 0; i < t.repeats; ++i) {
    CHECK_CUDA(cudaEventRecord(start));
    launch();
    CHECK_CUDA(cudaEventRecord(stop));
    CHECK_CUDA(cudaEventSynchronize(stop));
    CHECK_CUDA(cudaEventElapsedTime(&ms[i], start, stop));
  }
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

template <typename T> T *to_device(const std::vector<T> &h) {
  T *d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, h.size() * sizeof(T)));
  CHECK_CUDA(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <typename T> std::vector<T> to_host(const T *d, size_t n) {
  std::vector<T> h(n);
  CHECK_CUDA(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

struct TempStorage {
  void *ptr = nullptr;
  size_t bytes = 0;
  void reserve(size_t want) {
    if (want <= bytes)
      return;
    CHECK_CUDA(cudaFree(ptr));
    CHECK_CUDA(cudaMalloc(&ptr, want));
    bytes = want;
  }
  ~TempStorage() { cudaFree(ptr); }
};

// A CUB device-wide call timed the way CUB wants it called: once with no
// storage to learn how much it needs, then (after warm-ups) with that much.
// `call(storage, bytes)` makes the CUB call; `name` says which failed.
template <typename CubCall>
double time_cub(const char *name, const Timing &t, TempStorage &tmp, CubCall call) {
  size_t want = 0;
  check(call(nullptr, want), name);
  tmp.reserve(want);
  return median_ms(t, [&] {
    size_t bytes = tmp.bytes;
    check(call(tmp.ptr, bytes), name);
  });
}

int algorithms = 0, wrong = 0;

void report(const char *name, size_t n, double ms, double bytes, const std::string &error) {
  ++algorithms;
  std::printf("time %-14s %10zu %9.4f %8.1f %s%s\n", name, n, ms, bytes / (ms * 1e6),
              error.empty() ? "ok" : "WRONG: ", error.c_str());
  if (!error.empty())
    ++wrong;
  std::fflush(stdout);
}

// The first index where two host arrays differ, as text ("" when equal).
template <typename T> std::string first_difference(const std::vector<T> &got, const std::vector<T> &want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!(got[i] == want[i]))
      return "element " + std::to_string(i) + " is " + std::to_string(got[i]) + ", expected " +
             std::to_string(want[i]);
  return "";
}

// A stable LSD radix sort of 32-bit keys and their values on the host (three
// 11-bit passes): O(n), so the reference keeps up with 2^28 elements, and
// stable, as CUB's radix sort is, so equal keys keep their input order.
void host_radix_sort(std::vector<uint32_t> &keys, std::vector<uint32_t> &values) {
  std::vector<uint32_t> k2(keys.size()), v2(values.size());
  for (int shift = 0; shift < 32; shift += 11) {
    std::vector<size_t> start(2049, 0);
    for (uint32_t k : keys)
      ++start[((k >> shift) & 2047) + 1];
    for (int d = 0; d < 2048; ++d)
      start[d + 1] += start[d];
    for (size_t i = 0; i < keys.size(); ++i) {
      size_t at = start[(keys[i] >> shift) & 2047]++;
      k2[at] = keys[i];
      if (!values.empty())
        v2[at] = values[i];
    }
    keys.swap(k2);
    values.swap(v2);
  }
}

void sort_keys(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> keys = random_words(n, 0x9e3779b97f4a7c15ull), no_values;
  uint32_t *in = to_device(keys), *out = nullptr;
  CHECK_CUDA(cudaMalloc(&out, n * sizeof(uint32_t)));
  double ms = time_cub("cub::DeviceRadixSort::SortKeys", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceRadixSort::SortKeys(storage, bytes, in, out, n);
  });
  host_radix_sort(keys, no_values);
  report("sort-keys-u32", n, ms, 2.0 * n * sizeof(uint32_t), first_difference(to_host(out, n), keys));
  CHECK_CUDA(cudaFree(in));
  CHECK_CUDA(cudaFree(out));
}

void sort_pairs(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> keys = random_words(n, 0x2545f4914f6cdd1dull), values(n);
  for (size_t i = 0; i < n; ++i)
    values[i] = uint32_t(i);
  uint32_t *kin = to_device(keys), *vin = to_device(values), *kout = nullptr, *vout = nullptr;
  CHECK_CUDA(cudaMalloc(&kout, n * sizeof(uint32_t)));
  CHECK_CUDA(cudaMalloc(&vout, n * sizeof(uint32_t)));
  double ms = time_cub("cub::DeviceRadixSort::SortPairs", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceRadixSort::SortPairs(storage, bytes, kin, kout, vin, vout, n);
  });
  host_radix_sort(keys, values);
  std::string error = first_difference(to_host(kout, n), keys);
  if (error.empty())
    error = first_difference(to_host(vout, n), values);
  report("sort-pairs-u32", n, ms, 4.0 * n * sizeof(uint32_t), error);
  CHECK_CUDA(cudaFree(kin));
  CHECK_CUDA(cudaFree(vin));
  CHECK_CUDA(cudaFree(kout));
  CHECK_CUDA(cudaFree(vout));
}

void inclusive_scan(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> x = random_words(n, 0x51afd7ed558ccd1dull);
  uint32_t *in = to_device(x), *out = nullptr;
  CHECK_CUDA(cudaMalloc(&out, n * sizeof(uint32_t)));
  double ms = time_cub("cub::DeviceScan::InclusiveSum", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceScan::InclusiveSum(storage, bytes, in, out, n);
  });
  // Unsigned wrap-around sums are exact in any association order.
  uint32_t running = 0;
  for (auto &v : x)
    v = running += v;
  report("scan-sum-u32", n, ms, 2.0 * n * sizeof(uint32_t), first_difference(to_host(out, n), x));
  CHECK_CUDA(cudaFree(in));
  CHECK_CUDA(cudaFree(out));
}

void reduce_sum(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> x = random_words(n, 0xd6e8feb86659fd93ull);
  uint32_t *in = to_device(x), *out = nullptr;
  CHECK_CUDA(cudaMalloc(&out, sizeof(uint32_t)));
  double ms = time_cub("cub::DeviceReduce::Sum", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceReduce::Sum(storage, bytes, in, out, n);
  });
  uint32_t sum = 0;
  for (uint32_t v : x)
    sum += v;
  report("reduce-sum-u32", n, ms, 1.0 * n * sizeof(uint32_t),
         first_difference(to_host(out, 1), std::vector<uint32_t>{sum}));
  CHECK_CUDA(cudaFree(in));
  CHECK_CUDA(cudaFree(out));
}

void histogram_256(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> words = random_words(n / 4, 0x8cb92ba72f3d8dd7ull);
  std::vector<uint8_t> x(n);
  std::memcpy(x.data(), words.data(), n);
  uint8_t *in = to_device(x);
  int *bins = nullptr;
  CHECK_CUDA(cudaMalloc(&bins, 256 * sizeof(int)));
  double ms = time_cub("cub::DeviceHistogram::HistogramEven", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceHistogram::HistogramEven(storage, bytes, in, bins, 257, 0, 256, int64_t(n));
  });
  std::vector<int> expected(256, 0);
  for (uint8_t v : x)
    ++expected[v];
  report("histogram-u8", n, ms, 1.0 * n, first_difference(to_host(bins, 256), expected));
  CHECK_CUDA(cudaFree(in));
  CHECK_CUDA(cudaFree(bins));
}

struct BelowThird {
  __host__ __device__ bool operator()(uint32_t v) const { return v < 0x55555555u; }
};

void select_if(size_t n, const Timing &t, TempStorage &tmp) {
  std::vector<uint32_t> x = random_words(n, 0xbf58476d1ce4e5b9ull);
  uint32_t *in = to_device(x), *out = nullptr;
  int *count = nullptr;
  CHECK_CUDA(cudaMalloc(&out, n * sizeof(uint32_t)));
  CHECK_CUDA(cudaMalloc(&count, sizeof(int)));
  double ms = time_cub("cub::DeviceSelect::If", t, tmp, [&](void *storage, size_t &bytes) {
    return cub::DeviceSelect::If(storage, bytes, in, out, count, int64_t(n), BelowThird());
  });
  std::vector<uint32_t> kept;
  std::copy_if(x.begin(), x.end(), std::back_inserter(kept), BelowThird());
  int got_count = to_host(count, 1)[0];
  std::string error = got_count == int(kept.size())
                          ? first_difference(to_host(out, kept.size()), kept)
                          : "count is " + std::to_string(got_count) + ", expected " + std::to_string(kept.size());
  report("select-if-u32", n, ms, (1.0 * n + kept.size()) * sizeof(uint32_t), error);
  CHECK_CUDA(cudaFree(in));
  CHECK_CUDA(cudaFree(out));
  CHECK_CUDA(cudaFree(count));
}

} // namespace

int main(int argc, char **argv) {
  // log2 of the element count (default 2^27: 512 MiB of 32-bit words, far
  // beyond any L2) and the timed repeats, from the command line.
  int log2n = argc > 1 ? std::atoi(argv[1]) : 27;
  Timing t;
  if (argc > 2)
    t.repeats = std::max(1, std::atoi(argv[2]));
  if (log2n < 10 || log2n > 30) {
    std::fprintf(stderr, "usage: cub_timed [LOG2_ELEMENTS 10..30 [REPEATS]]\n");
    return 2;
  }
  size_t n = size_t(1) << log2n;
  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
  std::printf("device %s sm_%d%d\n", prop.name, prop.major, prop.minor);
  TempStorage tmp;
  sort_keys(n, t, tmp);
  sort_pairs(n, t, tmp);
  inclusive_scan(n, t, tmp);
  reduce_sum(n, t, tmp);
  histogram_256(n, t, tmp);
  select_if(n, t, tmp);
  std::printf("cub_timed: %d algorithms, %d wrong\n", algorithms, wrong);
  return wrong ? 1 : 0;
}
