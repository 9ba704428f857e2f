// 2:4 structured-sparse GEMM, D = A * B (+ C): A is M x K and 2:4 sparse
// along K (passed compressed, M x K/2, with its metadata), B is dense and
// given as Bt = N x K (the `.row.col` view), C and D are fp32 M x N.
//
// One sparse tensor-core path per architecture, picked at compile time:
//   sm_80 .. sm_90a   mma.sp::ordered_metadata m16n8k32 f16 (warp-level)
//   sm_100a, sm_103a  tcgen05.mma.sp kind::f16, M = 128 (tensor memory)
//   sm_120a, sm_121a  mma.sp::ordered_metadata m16n8k64 kind::f8f6f4 e4m3
// Each kernel has a body only on its own architectures (elsewhere it traps),
// so every image of the fatbinary holds exactly one sparse instruction form.
// All instructions are reached through our clang's __nvvm_* builtins.
//
// The host makes A 2:4 sparse with small integers (f16) or small multiples
// of 1/2 (e4m3), compresses it with nvptxbw/sparse24.h, packs the per-lane
// metadata (sparse_dot_pack.h), runs the path of the GPU present and compares
// every element with reference_gemm.h's double reference; the inputs make
// every result exact under any accumulation order, so the comparison is
// equality. One line per configuration; exit 1 on a mismatch. Without a GPU
// (nvptxbw::require_gpu) or without a path for it: a message and exit 0
// (NVPTXBW_NO_GPU_STATUS for a test harness).
#include "sparse_dot_pack.h"

#include "nvptxbw/arch.h"
#include "nvptxbw/descriptors.h"
#include "nvptxbw/host.h"
#include "nvptxbw/mma_fragments.h"
#include "nvptxbw/reference_gemm.h"
#include "nvptxbw/tcgen05.h"
#include "nvptxbw/sparse24.h"

#include <cstdint>
#include <cstdio>
#include <vector>

// Which path this device pass compiles (nothing in the host pass).
#if defined(NVPTXBW_HAS_TCGEN05)
#define SPARSE_DOT_TCGEN05 1
#elif defined(NVPTXBW_HAS_WARP_BLOCK_SCALE)
#define SPARSE_DOT_F8F6F4 1
#elif defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800 && __CUDA_ARCH__ < 1000
#define SPARSE_DOT_MMA_SP_F16 1
#endif

namespace sparse_dot {

// The builtins' <2 x half> operand type: a GCC vector of two __fp16.
typedef __fp16 half2_bits __attribute__((vector_size(4)));

constexpr int kWarpsPerBlock = 4;

#if defined(SPARSE_DOT_MMA_SP_F16) || defined(SPARSE_DOT_F8F6F4)
// The 16 x 8 tile of D one warp of the warp-level kernels computes, and its
// fp32 accumulator fragment (nvptxbw::m16n8_accum: rows g and g+8, columns
// 2t and 2t+1 of the tile).
struct WarpTile {
  int tile_m, row0, col0;
  __device__ explicit WarpTile(int n) {
    const int tile = blockIdx.x * kWarpsPerBlock + threadIdx.x / 32;
    tile_m = tile / (n / 8);
    row0 = 16 * tile_m;
    col0 = 8 * (tile % (n / 8));
  }
  __device__ int offset(int i, int n) const {
    const nvptxbw::FragCoord p = nvptxbw::m16n8_accum(threadIdx.x % 32, i);
    return (row0 + p.row) * n + col0 + p.col;
  }
  // C's part of the tile, or zeros without C.
  __device__ void load(const float *c, int n, float acc[4]) const {
    for (int i = 0; i < nvptxbw::kAccumElems; ++i)
      acc[i] = c ? c[offset(i, n)] : 0.0f;
  }
  __device__ void store(float *d, int n, const float acc[4]) const {
    for (int i = 0; i < nvptxbw::kAccumElems; ++i)
      d[offset(i, n)] = acc[i];
  }

  // This lane's operand words for MMA step `step` of `steps`. In 32-bit words
  // (two f16 or four e4m3 each) both warp-level shapes take the same ones: a
  // step spans 8 words of an A' row, of which register r holds word t
  // (r = 0, 1) or 4 + t (r = 2, 3) of row g (r even) or g + 8 (r odd); and 16
  // words of a Bt row, of which register r holds word t + 4r of column g. The
  // metadata word is the lane's own of pack_warp_meta.
  struct StepWords {
    uint32_t a[4], b[4], meta;
  };
  __device__ StepWords step_words(const uint32_t *a, int a_words_per_row,
                                  const uint32_t *bt, int bt_words_per_row,
                                  const uint32_t *meta, int steps, int step) const {
    const int lane = threadIdx.x % 32, g = lane >> 2, t = lane & 3;
    const uint32_t *a_row_g = a + (row0 + g) * a_words_per_row + step * 8 + t;
    const uint32_t *a_row_g8 = a + (row0 + g + 8) * a_words_per_row + step * 8 + t;
    const uint32_t *b_col = bt + (col0 + g) * bt_words_per_row + step * 16 + t;
    return {{a_row_g[0], a_row_g8[0], a_row_g[4], a_row_g8[4]},
            {b_col[0], b_col[4], b_col[8], b_col[12]},
            meta[(tile_m * steps + step) * 32 + lane]};
  }
};
#endif

// ----------------------------------------------------------------------
// sm_80 .. sm_90a: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col
// .f32.f16.f16.f32. One warp per 16 x 8 tile of D, K in steps of 32.
// a_pairs: A' as 32-bit pairs of f16 (M x K/4); bt_pairs: Bt likewise
// (N x K/2); meta: pack_warp_meta(a, 32).
// ----------------------------------------------------------------------
__global__ void __launch_bounds__(32 * kWarpsPerBlock)
sparse_gemm_mma_sp_f16(const uint32_t *a_pairs, const uint32_t *meta,
                       const uint32_t *bt_pairs, const float *c, float *d, int m,
                       int n, int k) {
#if defined(SPARSE_DOT_MMA_SP_F16)
  const int steps = k / 32;
  const WarpTile w(n);
  if (w.row0 >= m)
    return;
  float acc[4];
  w.load(c, n, acc);
  for (int step = 0; step < steps; ++step) {
    // A: each word the two kept values of one chunk (chunk t or 4 + t of the
    // step); B: k = 2t + 8r and 2t + 8r + 1 of column g.
    const WarpTile::StepWords s = w.step_words(a_pairs, k / 4, bt_pairs, k / 2, meta, steps, step);
    auto h2 = [](uint32_t word) { return __builtin_bit_cast(half2_bits, word); };
    // Selector 0: lanes 4g and 4g+1 supply the metadata.
    __nvvm_mma_sp_ordered_metadata_m16n8k32_row_col_f32_f32(
        acc, h2(s.a[0]), h2(s.a[1]), h2(s.a[2]), h2(s.a[3]), h2(s.b[0]), h2(s.b[1]),
        h2(s.b[2]), h2(s.b[3]), acc[0], acc[1], acc[2], acc[3], s.meta, 0);
  }
  w.store(d, n, acc);
#else
  __trap();
#endif
}

// ----------------------------------------------------------------------
// sm_120a, sm_121a: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col
// .kind::f8f6f4.f32.e4m3.e4m3.f32. One warp per 16 x 8 tile, K steps of 64.
// a_quads: A' as 32-bit groups of four e4m3 (M x K/8); bt_quads: Bt likewise
// (N x K/4); meta: pack_warp_meta(a, 64).
// ----------------------------------------------------------------------
__global__ void __launch_bounds__(32 * kWarpsPerBlock)
sparse_gemm_mma_sp_e4m3(const uint32_t *a_quads, const uint32_t *meta,
                        const uint32_t *bt_quads, const float *c, float *d, int m,
                        int n, int k) {
#if defined(SPARSE_DOT_F8F6F4)
  const int steps = k / 64;
  const WarpTile w(n);
  if (w.row0 >= m)
    return;
  float acc[4];
  w.load(c, n, acc);
  for (int step = 0; step < steps; ++step) {
    // A: each word the four kept values of two chunks (2t, 2t+1 or 8 + 2t,
    // 9 + 2t of the step); B: k = 4t + 16r .. 4t + 16r + 3 of column g.
    const WarpTile::StepWords s = w.step_words(a_quads, k / 8, bt_quads, k / 4, meta, steps, step);
    // Selector 0: all four lanes of a group supply metadata.
    __nvvm_mma_sp_ordered_metadata_m16n8k64_row_col_kind_f8f6f4_f32_e4m3_e4m3_f32(
        acc, s.a[0], s.a[1], s.a[2], s.a[3], s.b[0], s.b[1], s.b[2], s.b[3], acc[0],
        acc[1], acc[2], acc[3], s.meta, 0);
  }
  w.store(d, n, acc);
#else
  __trap();
#endif
}

// ----------------------------------------------------------------------
// sm_100a, sm_103a: tcgen05.mma.sp.cta_group::1.kind::f16, M = 128, N = 32,
// K = 32 per instruction. One CTA (4 warps) per 128 x 32 tile of D, K in
// blocks of 128: each block stages A' (128 x 64 f16) and Bt (32 x 128 f16) in
// shared memory in the canonical K-major no-swizzle layout and writes the
// block's four metadata columns into tensor memory; one thread issues the
// four MMAs, commits them to an mbarrier and waits. C is added in the
// epilogue. a_vals: A' f16 bits (M x K/2); bt: Bt f16 bits (N x K); meta:
// pack_tmem_meta(a).
// ----------------------------------------------------------------------
constexpr int kTcTileM = 128, kTcTileN = 32, kTcStepK = 32, kTcBlockK = 128;
constexpr int kTcSteps = kTcBlockK / kTcStepK;
// Core matrices are 8 rows x 16 bytes, 128 bytes each. Those adjacent in K
// are 128 bytes apart (LBO); an 8-row group holds all of its K core matrices,
// so groups are a whole block row apart (SBO). MMA step s starts 2 (A') or
// 4 (Bt) core matrices further along K.
constexpr uint32_t kCoreBytes = 128;
constexpr uint32_t kARowBytes = kTcBlockK / 2 * 2, kBRowBytes = kTcBlockK * 2;
constexpr uint32_t kASbo = kARowBytes / 16 * kCoreBytes; // 1024
constexpr uint32_t kBSbo = kBRowBytes / 16 * kCoreBytes; // 2048
constexpr uint32_t kAStepBytes = kTcStepK / 2 * 2 / 16 * kCoreBytes; // 256
constexpr uint32_t kBStepBytes = kTcStepK * 2 / 16 * kCoreBytes;     // 512
// Tensor memory: D in columns [0, 32); step s's metadata in column
// 32 + 4s, 4-aligned so that sparsity selector 0 names it (CUTLASS keeps
// its metadata addresses 4-column aligned too).
constexpr uint32_t kTmemColumns = 64, kMetaColumn = kTcTileN, kMetaStride = 4;

constexpr nvptxbw::InstrDesc kDenseF16Desc =
    nvptxbw::make_idesc(nvptxbw::MmaKind::F16, nvptxbw::ElemType::F16,
                        nvptxbw::ElemType::F16, nvptxbw::AccumType::F32, kTcTileM, kTcTileN);
static_assert(kDenseF16Desc.ok(), "kind::f16 M=128 N=32 instruction descriptor");
// A 2:4 sparse, sparsity selector 0 (the metadata column is 4-aligned).
constexpr nvptxbw::InstrDesc kSparseF16Desc = nvptxbw::sparse_a(kDenseF16Desc, 0);
static_assert(kSparseF16Desc.ok(), "kind::f16 sparse instruction descriptor");
constexpr uint32_t kSparseF16Idesc = kSparseF16Desc.bits;

__global__ void __launch_bounds__(kTcTileM)
sparse_gemm_tcgen05_f16(const uint16_t *a_vals, const uint32_t *meta,
                        const uint16_t *bt, const float *c, float *d, int m, int n,
                        int k) {
#if defined(SPARSE_DOT_TCGEN05)
  alignas(128) __shared__ uint8_t a_smem[kTcTileM * kARowBytes];
  alignas(128) __shared__ uint8_t b_smem[kTcTileN * kBRowBytes];
  __shared__ uint32_t tmem_slot;
  alignas(8) __shared__ uint64_t mma_done;

  const int tid = threadIdx.x, warp = tid / 32;
  const int row0 = blockIdx.x * kTcTileM, col0 = blockIdx.y * kTcTileN;
  const int steps = k / kTcStepK;

  if (tid == 0)
    nvptxbw::MmaBarrier::init(&mma_done);
  nvptxbw::ScopedTmem<kTmemColumns> tmem(&tmem_slot); // CTA-wide barrier inside
  // tcgen05.ld/st reach only the warp's own 32 lanes.
  const uint32_t warp_lane = 32 * warp;

  const uint64_t a_desc =
      nvptxbw::make_smem_desc(uint32_t(__cvta_generic_to_shared(a_smem)), kCoreBytes, kASbo).bits;
  const uint64_t b_desc =
      nvptxbw::make_smem_desc(uint32_t(__cvta_generic_to_shared(b_smem)), kCoreBytes, kBSbo).bits;

  for (int kb = 0; kb < k / kTcBlockK; ++kb) {
    // Stage A' (128 rows x 8 pieces of 16 bytes) and Bt (32 rows x 16
    // pieces), one 16-byte load and store per piece.
    for (int piece = tid; piece < kTcTileM * 8; piece += kTcTileM) {
      const int row = piece / 8, part = piece % 8;
      const uint4 v = *reinterpret_cast<const uint4 *>(
          a_vals + (row0 + row) * (k / 2) + kb * (kTcBlockK / 2) + part * 8);
      *reinterpret_cast<uint4 *>(a_smem + nvptxbw::kmajor_offset(row, 16 * part, kCoreBytes,
                                                                 kASbo)) = v;
    }
    for (int piece = tid; piece < kTcTileN * 16; piece += kTcTileM) {
      const int row = piece / 16, part = piece % 16;
      const uint4 v = *reinterpret_cast<const uint4 *>(bt + (col0 + row) * k +
                                                       kb * kTcBlockK + part * 8);
      *reinterpret_cast<uint4 *>(b_smem + nvptxbw::kmajor_offset(row, 16 * part, kCoreBytes,
                                                                 kBSbo)) = v;
    }
    // Thread tid writes TMEM lane tid of each step's metadata column (one
    // word per column: tcgen05.h's st wrapper writes 4 adjacent columns).
    for (int s = 0; s < kTcSteps; ++s)
      __nvvm_tcgen05_st_32x32b_x1(
          tmem.at(warp_lane, kMetaColumn + kMetaStride * s),
          meta[(blockIdx.x * steps + kb * kTcSteps + s) * kTcTileM + tid], false);
    nvptxbw::tmem_wait_st();
    nvptxbw::fence_proxy_async_shared();
    nvptxbw::tmem_sync_threads();
    if (tid == 0) {
      for (int s = 0; s < kTcSteps; ++s)
        // kind 0 = f16, cta_group 1, collector 0 = discard (tcgen05.h has
        // no sparse MMA wrapper).
        __nvvm_tcgen05_mma_sp_shared(
            tmem.at(0, 0), nvptxbw::smem_desc_advance(a_desc, s * kAStepBytes),
            nvptxbw::smem_desc_advance(b_desc, s * kBStepBytes), kSparseF16Idesc,
            kb > 0 || s > 0, tmem.at(0, kMetaColumn + kMetaStride * s), 0, 1, 0);
      nvptxbw::MmaBarrier::commit_and_wait(&mma_done);
    }
    // Everyone past here sees the MMAs done: shared memory and the metadata
    // columns may be overwritten, D read.
    nvptxbw::tmem_sync_threads();
  }

  // Epilogue: thread tid owns row tid of the tile (TMEM lane tid).
  const int row = row0 + tid;
  for (int q = 0; q < kTcTileN / 8; ++q) {
    const nvptxbw::tmem_u32x8 acc = nvptxbw::tmem_ld_32x32b_x8(tmem.at(warp_lane, 8 * q));
    nvptxbw::tmem_wait_ld();
    for (int j = 0; j < 8; ++j) {
      const int idx = row * n + col0 + 8 * q + j;
      d[idx] = __builtin_bit_cast(float, acc[j]) + (c ? c[idx] : 0.0f);
    }
  }
#else
  __trap();
#endif
}

} // namespace sparse_dot

// ----------------------------------------------------------------- host --

namespace {
using namespace sparse_dot;

enum class Path { MmaSpF16, Tcgen05F16, MmaSpE4m3 };

const char *path_name(Path p) {
  switch (p) {
  case Path::MmaSpF16: return "mma.sp::ordered_metadata m16n8k32 f16";
  case Path::Tcgen05F16: return "tcgen05.mma.sp kind::f16 M=128";
  case Path::MmaSpE4m3: return "mma.sp::ordered_metadata m16n8k64 kind::f8f6f4 e4m3";
  }
  return "?";
}

struct Config {
  size_t m, n, k;
  bool with_c;
};

// Deterministic small values (a linear congruential generator: the same
// inputs on every run and machine).
struct Lcg {
  uint32_t s;
  uint32_t next() { return s = s * 1664525u + 1013904223u; }
  int pick(int lo, int hi) { return lo + int((next() >> 8) % uint32_t(hi - lo + 1)); }
};

// Golden values: f16 path integers in [-3, 3]; e4m3 path 0, +-1, +-1.5, +-2.
// With K <= 256 (at most 128 kept products per dot) every partial sum is a
// multiple of 1/4 below 2^11, exact in fp32, so any accumulation order gives
// the reference bit for bit.
double golden_value(Lcg &r, bool halves) {
  const int v = r.pick(-3, 3);
  return halves ? v * 0.5 + (v > 0 ? 0.5 : v < 0 ? -0.5 : 0.0) : double(v);
}

// Dense M x K with at most two nonzeros in each 4-chunk; chunks with 0, 1
// and 2 nonzeros all occur, at every position.
std::vector<double> make_sparse_a(Lcg &r, const Config &cfg, bool halves) {
  std::vector<double> a(cfg.m * cfg.k, 0.0);
  for (size_t i = 0; i < cfg.m * cfg.k / 4; ++i) {
    const int keep = r.pick(0, 5); // 0: none, 1..2: one, 3..5: two
    const int first = r.pick(0, 3), second = (first + r.pick(1, 3)) % 4;
    if (keep >= 1) a[4 * i + first] = golden_value(r, halves);
    if (keep >= 3) a[4 * i + second] = golden_value(r, halves);
  }
  return a;
}

// Packs 16-bit or 8-bit codes into 32-bit words, lowest element in the low bits.
template <class Code> std::vector<uint32_t> pack_words(const std::vector<Code> &codes) {
  constexpr size_t per = 4 / sizeof(Code);
  std::vector<uint32_t> words(codes.size() / per, 0);
  for (size_t i = 0; i < codes.size(); ++i)
    words[i / per] |= uint32_t(codes[i]) << (8 * sizeof(Code) * (i % per));
  return words;
}

bool to_f16(const std::vector<double> &v, std::vector<uint16_t> &out) {
  out.resize(v.size());
  for (size_t i = 0; i < v.size(); ++i)
    if (!sparse_dot::f16_bits_exact(v[i], out[i])) return false;
  return true;
}
bool to_e4m3(const std::vector<double> &v, std::vector<uint8_t> &out) {
  out.resize(v.size());
  for (size_t i = 0; i < v.size(); ++i)
    if (!sparse_dot::e4m3_code_exact(v[i], out[i])) return false;
  return true;
}

// Runs one configuration on `path`; prints its line; true when every
// element equals the reference.
bool run_config(const nvptxbw::Gpu &gpu, Path path, const Config &cfg, uint32_t seed) {
  const bool e4m3 = path == Path::MmaSpE4m3;
  Lcg rng{seed};
  const std::vector<double> a_dense = make_sparse_a(rng, cfg, e4m3);
  std::vector<double> bt(cfg.n * cfg.k), c(cfg.m * cfg.n, 0.0);
  for (double &v : bt) v = golden_value(rng, e4m3);
  if (cfg.with_c)
    for (double &v : c) v = rng.pick(-8, 8);

  nvptxbw::Sparse24<double> a;
  std::string err;
  if (!nvptxbw::sparse24_compress(a_dense.data(), cfg.m, cfg.k, a, &err)) {
    std::fprintf(stderr, "sparse_dot: %s\n", err.c_str());
    return false;
  }
  std::vector<double> ref(cfg.m * cfg.n);
  nvptxbw::sparse24_gemm_ref(a, cfg.n, bt.data(), cfg.with_c ? c.data() : nullptr, ref.data());

  std::vector<float> c_f(c.begin(), c.end());
  nvptxbw::DeviceBuffer<float> c_dev(c_f), d_dev(cfg.m * cfg.n);
  d_dev.zero();
  const float *c_ptr = cfg.with_c ? c_dev.get() : nullptr;
  const int m = int(cfg.m), n = int(cfg.n), k = int(cfg.k);

  if (e4m3) {
    std::vector<uint8_t> a_codes, bt_codes;
    if (!to_e4m3(a.values, a_codes) || !to_e4m3(bt, bt_codes)) return false;
    nvptxbw::DeviceBuffer<uint32_t> a_dev(pack_words(a_codes)), bt_dev(pack_words(bt_codes)),
        meta_dev(sparse_dot::pack_warp_meta(a, sparse_dot::kStepF8));
    nvptxbw::require_kernel_image(gpu, sparse_gemm_mma_sp_e4m3, "sparse_gemm_mma_sp_e4m3");
    nvptxbw::launch("sparse_gemm_mma_sp_e4m3", sparse_gemm_mma_sp_e4m3,
                    dim3(unsigned(cfg.m / 16 * cfg.n / 8 / kWarpsPerBlock)),
                    dim3(32 * kWarpsPerBlock), 0, a_dev.get(), meta_dev.get(), bt_dev.get(),
                    c_ptr, d_dev.get(), m, n, k);
  } else {
    std::vector<uint16_t> a_codes, bt_codes;
    if (!to_f16(a.values, a_codes) || !to_f16(bt, bt_codes)) return false;
    if (path == Path::MmaSpF16) {
      nvptxbw::DeviceBuffer<uint32_t> a_dev(pack_words(a_codes)), bt_dev(pack_words(bt_codes)),
          meta_dev(sparse_dot::pack_warp_meta(a, sparse_dot::kStepF16));
      nvptxbw::require_kernel_image(gpu, sparse_gemm_mma_sp_f16, "sparse_gemm_mma_sp_f16");
      nvptxbw::launch("sparse_gemm_mma_sp_f16", sparse_gemm_mma_sp_f16,
                      dim3(unsigned(cfg.m / 16 * cfg.n / 8 / kWarpsPerBlock)),
                      dim3(32 * kWarpsPerBlock), 0, a_dev.get(), meta_dev.get(),
                      bt_dev.get(), c_ptr, d_dev.get(), m, n, k);
    } else {
      nvptxbw::DeviceBuffer<uint16_t> a_dev(a_codes), bt_dev(bt_codes);
      nvptxbw::DeviceBuffer<uint32_t> meta_dev(sparse_dot::pack_tmem_meta(a));
      nvptxbw::require_kernel_image(gpu, sparse_gemm_tcgen05_f16, "sparse_gemm_tcgen05_f16");
      nvptxbw::launch("sparse_gemm_tcgen05_f16", sparse_gemm_tcgen05_f16,
                      dim3(unsigned(cfg.m / kTcTileM), unsigned(cfg.n / kTcTileN)),
                      dim3(kTcTileM), 0, a_dev.get(), meta_dev.get(), bt_dev.get(), c_ptr,
                      d_dev.get(), m, n, k);
    }
  }

  const std::vector<float> d = d_dev.download();
  size_t wrong = 0, first = 0;
  for (size_t i = 0; i < d.size(); ++i)
    if (double(d[i]) != ref[i] && wrong++ == 0) first = i;
  std::printf("sparse_dot: sm_%d %s M=%zu N=%zu K=%zu%s: %zu of %zu wrong", gpu.sm,
              path_name(path), cfg.m, cfg.n, cfg.k, cfg.with_c ? " +C" : "", wrong, d.size());
  if (wrong)
    std::printf(" (first at row %zu col %zu: %g, want %g)", first / cfg.n, first % cfg.n,
                double(d[first]), ref[first]);
  std::printf("\n");
  return wrong == 0;
}

} // namespace

int main() {
  const nvptxbw::Gpu gpu = nvptxbw::require_gpu("sparse_dot");
  Path path;
  if (gpu.sm == 100 || gpu.sm == 103)
    path = Path::Tcgen05F16;
  else if (gpu.sm == 120 || gpu.sm == 121)
    path = Path::MmaSpE4m3;
  else if (gpu.sm >= 80 && gpu.sm < 100)
    path = Path::MmaSpF16;
  else {
    std::fprintf(stderr, "sparse_dot: no 2:4 sparse path for sm_%d (%s)\n", gpu.sm,
                 gpu.prop.name);
    return nvptxbw::no_gpu_exit_status();
  }
  // Shapes are multiples of every path's tile (128 x 32) and K block (128).
  const Config configs[] = {{128, 32, 128, false}, {256, 64, 256, true}};
  bool ok = true;
  uint32_t seed = 1;
  for (const Config &cfg : configs)
    ok &= run_config(gpu, path, cfg, seed++);
  return ok ? 0 : 1;
}
