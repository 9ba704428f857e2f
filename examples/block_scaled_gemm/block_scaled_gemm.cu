// Block-scaled GEMM, D = alpha * (A * B) + C, for MXFP8 (E4M3, E5M2), MXFP6
// (E2M3, E3M2), MXFP4 (E2M1) and NVFP4 (E2M1 + UE4M3 block scales + an fp32
// global scale alpha applied in the epilogue).
//
// One kernel per format; which tensor-core path it compiles to is decided per
// device pass at compile time (nvptxbw/arch.h):
//   sm_100a, sm_103a  tcgen05.mma ... block_scale: A/B stages copied into
//                     shared memory by TMA (cp.async.bulk.tensor, tensor maps
//                     encoded on the host), a kStages-deep pipeline of
//                     mbarriers (copies complete_tx a stage's "loaded"
//                     barrier, tcgen05.commit its "done" barrier), scale
//                     factors stored into per-stage tensor-memory columns
//                     with tcgen05.st, the accumulator in tensor memory,
//                     tcgen05.ld in the epilogue (block_scaled_gemm.h has
//                     the layout, the descriptors and the schedule);
//   sm_120a, sm_121a  warp-level mma.sync ... block_scale (m16n8k32 mxf8f6f4
//                     1X, m16n8k64 mxf4 2X, mxf4nvf4 4X with UE4M3 scales);
//   anything else     (sm_90a) software: fp32 dot products of the decoded
//                     elements per K-block, each partial sum multiplied by its
//                     block's scales (exact for the golden inputs).
// All paths share one launch shape: (N / kTileN) x (M / kTileM) CTAs of 128
// threads, each CTA the kTileM x kTileN tile of D at rows blockIdx.y *
// kTileM, columns blockIdx.x * kTileN. M, N, K are run-time values
// (multiples of the tile and of the stage K); the driver runs a 128x128x256
// case and a 256x128x768 one.
//
// Inputs are element codes, one per byte (row-major A: M x K, and B as
// Bt: N x K), scale codes per row and K-block, C in fp32: the layouts of
// nvptxbw/reference_gemm.h, which also gives the double-precision reference
// the driver compares with. The golden inputs (small values, power-of-two
// block scales) make every partial sum exact in fp32, so a correct kernel
// matches the reference bit for bit whatever its accumulation order.
#include "nvptxbw/arch.h"
#include "nvptxbw/descriptors.h"
#include "nvptxbw/host.h"
#include "nvptxbw/mma_fragments.h"
#include "nvptxbw/mma_sm120.h"
#include "nvptxbw/mx_device.h"
#include "nvptxbw/mx_formats.h"
#include "nvptxbw/reference_gemm.h"
#include "nvptxbw/tcgen05.h"
#include "nvptxbw/tensor_map.h"
#if defined(NVPTXBW_HAS_TCGEN05)
#include "nvptxbw/tma.h" // only the tcgen05 path copies with TMA
#endif

#include "block_scaled_gemm.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

namespace {

using namespace nvptxbw;
using namespace block_scaled;

struct GemmArgs {
  const uint8_t *a;  // M x K element codes
  const uint8_t *bt; // N x K element codes (column n of B is row n)
  const uint8_t *sa; // M x K/block scale codes (UE8M0; UE4M3 for NVFP4)
  const uint8_t *sb; // N x K/block
  const float *c;    // M x N
  float alpha;       // NVFP4: g_A * g_B; MX: 1
  float *d;          // M x N
  int m, n, k;       // multiples of kTileM, kTileN and the stage K
};

// ------------------------------------------------------------- tcgen05 --
#if defined(NVPTXBW_HAS_TCGEN05)

// The operations of tcgen05_main_loop (block_scaled_gemm.h) on the GPU.
// Thread 0 is both the producer (TMA) and the MMA issuer; all 128 threads
// store the scale words into tensor memory.
template <Scheme kScheme> struct Tcgen05Ops {
  using Plan = Tcgen05Plan<kScheme>;
  const GemmArgs &g;
  const CUtensorMap *map_a, *map_b;
  uint8_t *smem;
  uint32_t smem_base; // shared-window address of smem
  uint32_t tmem_base;
  int m0, n0;

  __device__ uint64_t *loaded(uint32_t stage) const {
    return reinterpret_cast<uint64_t *>(smem + Plan::kLoadedBarOffset) + stage;
  }
  __device__ uint64_t *done(uint32_t stage) const {
    return reinterpret_cast<uint64_t *>(smem + Plan::kDoneBarOffset) + stage;
  }

  __device__ void load(uint32_t j, uint32_t stage) const {
    if (threadIdx.x != 0) return;
    mbarrier_arrive_expect_tx(loaded(stage), Plan::kStageTxBytes);
    const auto a = Plan::box(j, m0), b = Plan::box(j, n0);
    tma_load(smem + Plan::a_offset(stage), map_a, loaded(stage), a.byte, a.row, a.chunk);
    tma_load(smem + Plan::b_offset(stage), map_b, loaded(stage), b.byte, b.row, b.chunk);
  }
  __device__ void wait_done_producer(uint32_t stage, uint32_t parity) const {
    if (threadIdx.x == 0) mbarrier_wait_parity(done(stage), parity);
  }
  __device__ void wait_done_all(uint32_t stage, uint32_t parity) const {
    mbarrier_wait_parity(done(stage), parity);
  }

  // Scale words: this warp's 32 lanes, four columns each; column c of lane
  // l holds row l + 32c (descriptors.h's tmem_scale_slot), byte j block j
  // of the stage. Every warp writes the same words into its own lanes.
  __device__ void store_scales(uint32_t kt, uint32_t stage) const {
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int blocks_per_row = g.k / Plan::info.block;
    const int kb = int(kt) * 4;
    tmem_u32x4 sfa, sfb;
    #pragma unroll
    for (int c = 0; c < 4; ++c) {
      const int row = lane + 32 * c;
      sfa[c] = scale_quad(g.sa + size_t(m0 + row) * blocks_per_row, kb, blocks_per_row, 4);
      sfb[c] = row < kTileN
                   ? scale_quad(g.sb + size_t(n0 + row) * blocks_per_row, kb, blocks_per_row, 4)
                   : 0u;
    }
    tmem_st_32x32b_x4(tmem_address(tmem_base, 32 * warp, Plan::sfa_column(stage)), sfa);
    tmem_st_32x32b_x4(tmem_address(tmem_base, 32 * warp, Plan::sfb_column(stage)), sfb);
    tmem_wait_st();
  }

  __device__ void mma(uint32_t kt, uint32_t stage, uint32_t parity) const {
    tmem_sync_threads(); // every thread's scale stores before the MMAs
    if (threadIdx.x != 0) return;
    mbarrier_wait_parity(loaded(stage), parity);
    const uint32_t d = tmem_base, sfa_at = tmem_address(tmem_base, 0, Plan::sfa_column(stage)),
                   sfb_at = tmem_address(tmem_base, 0, Plan::sfb_column(stage));
    #pragma unroll
    for (int i = 0; i < Plan::kMmasPerStage; ++i) {
      const uint64_t a_desc = Plan::a_desc(smem_base, stage, i);
      const uint64_t b_desc = Plan::b_desc(smem_base, stage, i);
      const uint32_t idesc = Plan::idesc(i).bits;
      const bool accumulate = kt > 0 || i > 0;
      if constexpr (Plan::kind == MmaKind::MXF8F6F4)
        mma_mxf8f6f4_block32(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
      else if constexpr (Plan::kind == MmaKind::MXF4)
        mma_mxf4_block32(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
      else
        mma_mxf4nvf4_block16(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
    }
    mma_commit_to_mbarrier(done(stage));
  }
};

template <Scheme kScheme>
__device__ void gemm_tile_tcgen05(const GemmArgs &g, const CUtensorMap *map_a,
                                  const CUtensorMap *map_b) {
  using Plan = Tcgen05Plan<kScheme>;
  // Dynamic shared memory, laid out by Tcgen05Plan (Plan::kSmemBytes).
  alignas(1024) extern __shared__ uint8_t smem[];
  const int tid = threadIdx.x, warp = tid / 32;
  const int m0 = blockIdx.y * kTileM, n0 = blockIdx.x * kTileN;
  Tcgen05Ops<kScheme> ops{g, map_a, map_b, smem, uint32_t(__cvta_generic_to_shared(smem)), 0,
                          m0, n0};
  if (tid == 0) {
    tma_prefetch_map(map_a);
    tma_prefetch_map(map_b);
    for (int s = 0; s < kStages; ++s) {
      mbarrier_init(ops.loaded(s), 1); // the producer's arrive.expect_tx
      mbarrier_init(ops.done(s), 1);   // the tcgen05.commit
    }
    fence_mbarrier_init();
  }
  // Synchronizes the CTA, which also publishes the barriers.
  ScopedTmem<Plan::kTmemColumns> tmem(reinterpret_cast<uint32_t *>(smem + Plan::kTmemSlotOffset));
  ops.tmem_base = tmem.base();

  tcgen05_main_loop(ops, uint32_t(g.k / Plan::kStageK)); // ends with every MMA complete
  tmem_fence_after_thread_sync();

  // Epilogue: thread tid owns accumulator lane tid = row m0 + tid.
  float *d_row = g.d + size_t(m0 + tid) * g.n + n0;
  const float *c_row = g.c + size_t(m0 + tid) * g.n + n0;
  for (int col = 0; col < kTileN; col += 8) {
    const tmem_u32x8 acc = tmem_ld_32x32b_x8(tmem.at(32 * warp, col));
    tmem_wait_ld();
    #pragma unroll
    for (int j = 0; j < 8; ++j)
      d_row[col + j] = fmaf(g.alpha, __uint_as_float(acc[j]), c_row[col + j]);
  }
} // ~ScopedTmem: every thread's loads are waited for, then warp 0 deallocates

#endif // NVPTXBW_HAS_TCGEN05

// ------------------------------------------------------------ mma.sync --
#if defined(NVPTXBW_HAS_WARP_BLOCK_SCALE)

// Each warp: rows [32w, 32w + 32) x the CTA's kTileN columns, as 2 x kTileN/8
// m16n8 tiles, each with its own K loop.
template <Scheme kScheme> __device__ void gemm_tile_mma_sync(const GemmArgs &g) {
  constexpr SchemeInfo info = scheme_info(kScheme);
  constexpr bool kFp4Kind = kScheme == Scheme::MxE2M1 || kScheme == Scheme::Nvfp4;
  constexpr int kMmaK = kFp4Kind ? 64 : 32;
  constexpr int kScalesPerMma = kMmaK / info.block; // 1X, 2X, 4X
  const int K = g.k, N = g.n, kBlocksPerRow = K / info.block;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;

  for (int tile = 0; tile < 2 * (kTileN / 8); ++tile) {
    const int m0 = blockIdx.y * kTileM + 32 * warp + 16 * (tile / (kTileN / 8));
    const int n0 = blockIdx.x * kTileN + 8 * (tile % (kTileN / 8));
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k0 = 0; k0 < K; k0 += kMmaK) {
      uint32_t a[4] = {0, 0, 0, 0}, b[2] = {0, 0};
      if constexpr (kFp4Kind) {
        #pragma unroll
        for (int i = 0; i < kM16N8K64AElems; ++i) {
          const FragCoord f = m16n8k64_a(lane, i);
          a[i / 8] |= uint32_t(g.a[size_t(m0 + f.row) * K + k0 + f.col] & 0xF) << (4 * (i % 8));
        }
        #pragma unroll
        for (int i = 0; i < kM16N8K64BElems; ++i) {
          const FragCoord f = m16n8k64_b(lane, i);
          b[i / 8] |= uint32_t(g.bt[size_t(n0 + f.col) * K + k0 + f.row] & 0xF) << (4 * (i % 8));
        }
      } else {
        #pragma unroll
        for (int i = 0; i < kM16N8K32AElems; ++i) {
          const FragCoord f = m16n8k32_a(lane, i);
          a[i / 4] |= uint32_t(hd::to_f8f6f4_byte(info.elem, g.a[size_t(m0 + f.row) * K + k0 + f.col]))
                      << (8 * (i % 4));
        }
        #pragma unroll
        for (int i = 0; i < kM16N8K32BElems; ++i) {
          const FragCoord f = m16n8k32_b(lane, i);
          b[i / 4] |= uint32_t(hd::to_f8f6f4_byte(info.elem, g.bt[size_t(n0 + f.col) * K + k0 + f.row]))
                      << (8 * (i % 4));
        }
      }
      // Scale words (mma_fragments.h): block j of this MMA in byte j; 1X and
      // 2X repeat their bytes across the word so any byte-id reads them.
      const int kb = k0 / info.block;
      MmaScaleWords s{
          scale_quad(g.sa + size_t(m0 + scale_row_of_lane(lane)) * kBlocksPerRow, kb,
                     kBlocksPerRow, kScalesPerMma),
          scale_quad(g.sb + size_t(n0 + scale_col_of_lane(lane)) * kBlocksPerRow, kb,
                     kBlocksPerRow, kScalesPerMma)};
      if constexpr (kScalesPerMma == 1) { s.a *= 0x01010101u; s.b *= 0x01010101u; }
      if constexpr (kScalesPerMma == 2) { s.a |= s.a << 16; s.b |= s.b << 16; }

      if constexpr (kScheme == Scheme::Nvfp4) mma_m16n8k64_mxf4nvf4_4x(acc, a, b, acc, s);
      else if constexpr (kFp4Kind) mma_m16n8k64_mxf4_2x(acc, a, b, acc, s);
      else mma_m16n8k32_mxf8f6f4_1x<info.elem, info.elem>(acc, a, b, acc, s);
    }
    #pragma unroll
    for (int i = 0; i < kAccumElems; ++i) {
      const FragCoord f = m16n8_accum(lane, i);
      const size_t at = size_t(m0 + f.row) * N + n0 + f.col;
      g.d[at] = fmaf(g.alpha, acc[i], g.c[at]);
    }
  }
}

#endif // NVPTXBW_HAS_WARP_BLOCK_SCALE

// ------------------------------------------------------------ software --

// Thread tid: row tid of the CTA's tile. Partial sums per K-block in fp32,
// then scaled by the block's two scales (a power of two for MX).
template <Scheme kScheme> __device__ void gemm_tile_software(const GemmArgs &g) {
  constexpr SchemeInfo info = scheme_info(kScheme);
  const int K = g.k, N = g.n, kBlocksPerRow = K / info.block;
  const int m = blockIdx.y * kTileM + threadIdx.x;
  for (int n = blockIdx.x * kTileN; n < (blockIdx.x + 1) * kTileN; ++n) {
    float acc = 0.0f;
    for (int kb = 0; kb < kBlocksPerRow; ++kb) {
      float part = 0.0f;
      for (int k = kb * info.block; k < (kb + 1) * info.block; ++k)
        part += hd::decode(info.elem, g.a[size_t(m) * K + k]) *
                hd::decode(info.elem, g.bt[size_t(n) * K + k]);
      const uint8_t sa = g.sa[size_t(m) * kBlocksPerRow + kb], sb = g.sb[size_t(n) * kBlocksPerRow + kb];
      if constexpr (info.nvfp4)
        acc += part * (hd::decode(Fmt::UE4M3, sa) * hd::decode(Fmt::UE4M3, sb));
      else
        acc += ldexpf(part, int(sa) + int(sb) - 254);
    }
    const size_t at = size_t(m) * N + n;
    g.d[at] = fmaf(g.alpha, acc, g.c[at]);
  }
}

// The tensor maps of A and Bt (Tcgen05Plan::map_spec) are kernel parameters
// that the copies read in place; only the tcgen05 path uses them.
template <Scheme kScheme>
__global__ void __launch_bounds__(kThreads)
    block_scaled_gemm(GemmArgs g, const __grid_constant__ CUtensorMap map_a,
                      const __grid_constant__ CUtensorMap map_b) {
#if defined(NVPTXBW_HAS_TCGEN05)
  gemm_tile_tcgen05<kScheme>(g, &map_a, &map_b);
#elif defined(NVPTXBW_HAS_WARP_BLOCK_SCALE)
  gemm_tile_mma_sync<kScheme>(g);
#elif defined(__CUDA_ARCH__)
  gemm_tile_software<kScheme>(g);
#endif
}

// ---------------------------------------------------------------- host --

const char *path_name(int sm) {
  if (sm == 100 || sm == 103) return "tcgen05.mma block_scale";
  if (sm == 120 || sm == 121) return "mma.sync block_scale";
  return "software fp32";
}

template <Scheme kScheme> bool run_scheme(const Gpu &gpu, std::mt19937 &rng, ProblemSize size) {
  using Plan = Tcgen05Plan<kScheme>;
  constexpr SchemeInfo info = scheme_info(kScheme);
  const GoldenProblem p = make_golden_problem<kScheme>(rng, size.m, size.n, size.k);
  if (!p.ok) {
    std::fprintf(stderr, "%s: quantization failed\n", info.name);
    return false;
  }
  DeviceBuffer<uint8_t> d_qa(p.qa), d_qb(p.qb), d_sa(p.sa), d_sb(p.sb);
  DeviceBuffer<float> d_c(p.c), d_d(p.c.size());
  d_d.zero();
  require_kernel_image(gpu, block_scaled_gemm<kScheme>, "block_scaled_gemm");

  // The tcgen05 path reads A and Bt through tensor maps, from the bytes its
  // MMA kind takes, and needs more than the default 48 KiB of dynamic
  // shared memory; the other paths read the codes directly.
  const bool tcgen05 = gpu.sm == 100 || gpu.sm == 103;
  CUtensorMap map_a{}, map_b{};
  DeviceBuffer<uint8_t> packed_a, packed_b;
  size_t smem = 0;
  if (tcgen05) {
    packed_a = DeviceBuffer<uint8_t>(Plan::pack_operand(p.qa.data(), p.m, p.k));
    packed_b = DeviceBuffer<uint8_t>(Plan::pack_operand(p.qb.data(), p.n, p.k));
    const TensorMapResult ra =
        encode_tiled_map(&map_a, Plan::map_spec(packed_a.get(), p.m, p.k, kTileM));
    const TensorMapResult rb =
        encode_tiled_map(&map_b, Plan::map_spec(packed_b.get(), p.n, p.k, kTileN));
    if (!ra.ok() || !rb.ok()) {
      std::fprintf(stderr, "%s: tensor map: %s\n", info.name, !ra.ok() ? ra.message : rb.message);
      return false;
    }
    smem = Plan::kSmemBytes;
    allow_dynamic_smem(block_scaled_gemm<kScheme>, smem);
  }
  launch(info.name, block_scaled_gemm<kScheme>, dim3(p.n / kTileN, p.m / kTileM), dim3(kThreads),
         smem,
         GemmArgs{d_qa.get(), d_qb.get(), d_sa.get(), d_sb.get(), d_c.get(), p.alpha, d_d.get(),
                  p.m, p.n, p.k},
         map_a, map_b);
  const std::vector<float> got = d_d.download();
  const size_t wrong = count_wrong(p, got, info.name);
  std::printf("%-11s %dx%dx%d sm_%d %s: %zu of %zu wrong\n", info.name, p.m, p.n, p.k, gpu.sm,
              path_name(gpu.sm), wrong, got.size());
  return wrong == 0;
}

} // namespace

int main() {
  const Gpu gpu = require_gpu("block_scaled_gemm");
  std::mt19937 rng(20250701);
  bool ok = true;
  for (const ProblemSize size : kProblems) {
    ok &= run_scheme<Scheme::MxE4M3>(gpu, rng, size);
    ok &= run_scheme<Scheme::MxE5M2>(gpu, rng, size);
    ok &= run_scheme<Scheme::MxE2M3>(gpu, rng, size);
    ok &= run_scheme<Scheme::MxE3M2>(gpu, rng, size);
    ok &= run_scheme<Scheme::MxE2M1>(gpu, rng, size);
    ok &= run_scheme<Scheme::Nvfp4>(gpu, rng, size);
  }
  std::printf("block_scaled_gemm: %s\n", ok ? "all formats exact" : "MISMATCH");
  return ok ? 0 : 1;
}
