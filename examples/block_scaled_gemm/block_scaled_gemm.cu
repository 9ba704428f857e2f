// Block-scaled GEMM, D = alpha * (A * B) + C, for MXFP8 (E4M3, E5M2), MXFP6
// (E2M3, E3M2), MXFP4 (E2M1) and NVFP4 (E2M1 + UE4M3 block scales + an fp32
// global scale alpha applied in the epilogue).
//
// One kernel per format; which tensor-core path it compiles to is decided per
// device pass at compile time (nvptxbw/arch.h):
//   sm_100a, sm_103a  tcgen05.mma ... block_scale: A/B tiles in shared memory,
//                     scale factors stored into tensor memory with tcgen05.st,
//                     the accumulator in tensor memory, commit to an mbarrier,
//                     tcgen05.ld in the epilogue;
//   sm_120a, sm_121a  warp-level mma.sync ... block_scale (m16n8k32 mxf8f6f4
//                     1X, m16n8k64 mxf4 2X, mxf4nvf4 4X with UE4M3 scales);
//   anything else     (sm_90a) software: fp32 dot products of the decoded
//                     elements per K-block, each partial sum multiplied by its
//                     block's scales (exact for the golden inputs).
// All paths share one launch shape: N / kTileN CTAs of 128 threads, each CTA
// the 128 x kTileN tile of D at columns blockIdx.x * kTileN.
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

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

namespace {

using namespace nvptxbw;

constexpr int kM = 128, kN = 128, kK = 256;
constexpr int kTileN = 64;
constexpr int kThreads = 128;
static_assert(kN % kTileN == 0 && kTileN % 8 == 0, "N tiles of whole MMA columns");

enum class Scheme : uint8_t { MxE4M3, MxE5M2, MxE2M3, MxE3M2, MxE2M1, Nvfp4 };

struct SchemeInfo {
  Fmt elem;
  int block;         // K elements per scale
  bool nvfp4;        // UE4M3 scales, alpha from the global scales
  const char *name;
};

constexpr SchemeInfo scheme_info(Scheme s) {
  switch (s) {
  case Scheme::MxE4M3: return {Fmt::E4M3, 32, false, "MXFP8 E4M3"};
  case Scheme::MxE5M2: return {Fmt::E5M2, 32, false, "MXFP8 E5M2"};
  case Scheme::MxE2M3: return {Fmt::E2M3, 32, false, "MXFP6 E2M3"};
  case Scheme::MxE3M2: return {Fmt::E3M2, 32, false, "MXFP6 E3M2"};
  case Scheme::MxE2M1: return {Fmt::E2M1, 32, false, "MXFP4 E2M1"};
  case Scheme::Nvfp4: return {Fmt::E2M1, 16, true, "NVFP4"};
  }
  return {Fmt::E4M3, 32, false, "?"};
}

struct GemmArgs {
  const uint8_t *a;  // M x K element codes
  const uint8_t *bt; // N x K element codes (column n of B is row n)
  const uint8_t *sa; // M x K/block scale codes (UE8M0; UE4M3 for NVFP4)
  const uint8_t *sb; // N x K/block
  const float *c;    // M x N
  float alpha;       // NVFP4: g_A * g_B; MX: 1
  float *d;          // M x N
};

// Four consecutive scale codes of one row starting at K-block kb, as the
// bytes of one word (byte j = block kb + j; blocks past the row read as 0).
__device__ inline uint32_t scale_quad(const uint8_t *row_scales, int kb, int blocks_per_row,
                                      int count) {
  uint32_t word = 0;
#pragma unroll
  for (int j = 0; j < count; ++j)
    if (kb + j < blocks_per_row) word |= uint32_t(row_scales[kb + j]) << (8 * j);
  return word;
}

// ------------------------------------------------------------- tcgen05 --
#if defined(NVPTXBW_HAS_TCGEN05)

template <Scheme kScheme> struct Tcgen05Config {
  static constexpr SchemeInfo info = scheme_info(kScheme);
  static constexpr MmaKind kind = kScheme == Scheme::Nvfp4    ? MmaKind::MXF4NVF4
                                  : kScheme == Scheme::MxE2M1 ? MmaKind::MXF4
                                                              : MmaKind::MXF8F6F4;
  static constexpr ScaleType scale = info.nvfp4 ? ScaleType::UE4M3 : ScaleType::UE8M0;
  static constexpr ElemType elem = info.elem == Fmt::E4M3   ? ElemType::E4M3
                                   : info.elem == Fmt::E5M2 ? ElemType::E5M2
                                   : info.elem == Fmt::E2M3 ? ElemType::E2M3
                                   : info.elem == Fmt::E3M2 ? ElemType::E3M2
                                                            : ElemType::E2M1;
  static constexpr bool kPackedFp4 = kind != MmaKind::MXF8F6F4; // two e2m1 a byte
  // One stage covers the K range whose scales fill one 4-byte scale word per
  // row: 4 blocks (128 elements for MX, 64 for NVFP4).
  static constexpr int kStageK = 4 * info.block;
  static constexpr int kRowBytes = kPackedFp4 ? kStageK / 2 : kStageK;
  static constexpr int kMmaK = mma_k(kind);
  static constexpr int kMmasPerStage = kStageK / kMmaK;
  static constexpr int kMmaBytes = kPackedFp4 ? kMmaK / 2 : kMmaK; // 32 for every kind
  // Canonical K-major layout without swizzle: the K-adjacent 8x16-byte core
  // matrices of one 8-row group are consecutive (LBO 128 B), row groups
  // follow each other (SBO = one group's bytes).
  static constexpr uint32_t kLbo = 128;
  static constexpr uint32_t kSbo = 128 * (kRowBytes / 16);
  // Tensor memory: the fp32 accumulator in columns [0, kTileN), then four
  // columns of A scales and four of B scales.
  static constexpr uint32_t kSfaColumn = kTileN, kSfbColumn = kTileN + 4;
  static constexpr uint32_t kTmemColumns = 128;
  static_assert(kSfbColumn + 4 <= kTmemColumns, "scale columns inside the allocation");

  // Instruction descriptor of MMA i of a stage: it reads byte i * scale_vec
  // of every scale word.
  static constexpr InstrDesc idesc(int i) {
    return make_idesc_block_scaled(kind, elem, elem, scale, kM, kTileN,
                                   i * scale_vec(kind, scale), i * scale_vec(kind, scale));
  }
  static_assert(idesc(0).ok() && idesc(kMmasPerStage - 1).ok(), "valid instruction descriptors");
};

// One row's K range [k0, k0 + kStageK) into the K-major shared tile.
template <Scheme kScheme>
__device__ inline void stage_row(const uint8_t *codes, uint8_t *tile, int row) {
  using Cfg = Tcgen05Config<kScheme>;
  #pragma unroll
  for (int chunk = 0; chunk < Cfg::kRowBytes / 16; ++chunk) {
    uint32_t words[4];
    #pragma unroll
    for (int w = 0; w < 4; ++w) {
      uint32_t word = 0;
      #pragma unroll
      for (int byte = 0; byte < 4; ++byte) {
        const int at = 16 * chunk + 4 * w + byte; // byte within the row
        const uint8_t value =
            Cfg::kPackedFp4 ? hd::pack_fp4x2(codes[2 * at], codes[2 * at + 1])
                            : hd::to_f8f6f4_byte(Cfg::info.elem, codes[at]);
        word |= uint32_t(value) << (8 * byte);
      }
      words[w] = word;
    }
    *reinterpret_cast<uint4 *>(tile + kmajor_offset(row, 16 * chunk, Cfg::kLbo, Cfg::kSbo)) =
        make_uint4(words[0], words[1], words[2], words[3]);
  }
}

template <Scheme kScheme> __device__ void gemm_tile_tcgen05(const GemmArgs &g) {
  using Cfg = Tcgen05Config<kScheme>;
  constexpr int kBlocksPerRow = kK / Cfg::info.block;
  alignas(128) __shared__ uint8_t a_tile[kM * Cfg::kRowBytes];
  alignas(128) __shared__ uint8_t b_tile[kTileN * Cfg::kRowBytes];
  __shared__ uint64_t mma_done;
  __shared__ uint32_t tmem_slot;

  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int n0 = blockIdx.x * kTileN;
  if (tid == 0) MmaBarrier::init(&mma_done);
  ScopedTmem<Cfg::kTmemColumns> tmem(&tmem_slot); // synchronizes the CTA

  const uint32_t a_base = uint32_t(__cvta_generic_to_shared(a_tile));
  const uint32_t b_base = uint32_t(__cvta_generic_to_shared(b_tile));

  for (int k0 = 0; k0 < kK; k0 += Cfg::kStageK) {
    stage_row<kScheme>(g.a + size_t(tid) * kK + k0, a_tile, tid);
    if (tid < kTileN) stage_row<kScheme>(g.bt + size_t(n0 + tid) * kK + k0, b_tile, tid);

    // Scale words: this warp's 32 lanes, four columns each; column c of lane
    // l holds row l + 32c (descriptors.h's tmem_scale_slot), byte j block j
    // of the stage. Every warp writes the same words into its own lanes.
    const int kb = k0 / Cfg::info.block;
    tmem_u32x4 sfa, sfb;
    #pragma unroll
    for (int c = 0; c < 4; ++c) {
      const int row = lane + 32 * c;
      sfa[c] = scale_quad(g.sa + size_t(row) * kBlocksPerRow, kb, kBlocksPerRow, 4);
      sfb[c] = row < kTileN
                   ? scale_quad(g.sb + size_t(n0 + row) * kBlocksPerRow, kb, kBlocksPerRow, 4)
                   : 0u;
    }
    tmem_st_32x32b_x4(tmem.at(32 * warp, Cfg::kSfaColumn), sfa);
    tmem_st_32x32b_x4(tmem.at(32 * warp, Cfg::kSfbColumn), sfb);
    tmem_wait_st();
    fence_proxy_async_shared();
    tmem_sync_threads();

    if (tid == 0) {
      for (int i = 0; i < Cfg::kMmasPerStage; ++i) {
        const uint64_t a_desc =
            make_smem_desc(a_base + i * 2 * Cfg::kLbo, Cfg::kLbo, Cfg::kSbo).bits;
        const uint64_t b_desc =
            make_smem_desc(b_base + i * 2 * Cfg::kLbo, Cfg::kLbo, Cfg::kSbo).bits;
        const bool accumulate = k0 > 0 || i > 0;
        const uint32_t d = tmem.at(0, 0), sfa_at = tmem.at(0, Cfg::kSfaColumn),
                       sfb_at = tmem.at(0, Cfg::kSfbColumn);
        // 32 bytes of K per MMA = two core matrices: the next MMA starts 2 LBOs on.
        static_assert(Cfg::kMmaBytes == 2 * 16, "one MMA reads two K core matrices");
        const uint32_t idesc = Cfg::idesc(i).bits;
        if constexpr (Cfg::kind == MmaKind::MXF8F6F4)
          mma_mxf8f6f4_block32(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
        else if constexpr (Cfg::kind == MmaKind::MXF4)
          mma_mxf4_block32(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
        else
          mma_mxf4nvf4_block16(d, a_desc, b_desc, idesc, accumulate, sfa_at, sfb_at);
      }
      MmaBarrier::commit_and_wait(&mma_done);
    }
    // The MMAs are complete before anyone overwrites the tiles or scales.
    tmem_sync_threads();
  }

  // Epilogue: thread tid owns accumulator lane tid = row tid.
  float *d_row = g.d + size_t(tid) * kN + n0;
  const float *c_row = g.c + size_t(tid) * kN + n0;
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
  constexpr int kBlocksPerRow = kK / info.block;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;

  for (int tile = 0; tile < 2 * (kTileN / 8); ++tile) {
    const int m0 = 32 * warp + 16 * (tile / (kTileN / 8));
    const int n0 = blockIdx.x * kTileN + 8 * (tile % (kTileN / 8));
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k0 = 0; k0 < kK; k0 += kMmaK) {
      uint32_t a[4] = {0, 0, 0, 0}, b[2] = {0, 0};
      if constexpr (kFp4Kind) {
        #pragma unroll
        for (int i = 0; i < kM16N8K64AElems; ++i) {
          const FragCoord f = m16n8k64_a(lane, i);
          a[i / 8] |= uint32_t(g.a[size_t(m0 + f.row) * kK + k0 + f.col] & 0xF) << (4 * (i % 8));
        }
        #pragma unroll
        for (int i = 0; i < kM16N8K64BElems; ++i) {
          const FragCoord f = m16n8k64_b(lane, i);
          b[i / 8] |= uint32_t(g.bt[size_t(n0 + f.col) * kK + k0 + f.row] & 0xF) << (4 * (i % 8));
        }
      } else {
        #pragma unroll
        for (int i = 0; i < kM16N8K32AElems; ++i) {
          const FragCoord f = m16n8k32_a(lane, i);
          a[i / 4] |= uint32_t(hd::to_f8f6f4_byte(info.elem, g.a[size_t(m0 + f.row) * kK + k0 + f.col]))
                      << (8 * (i % 4));
        }
        #pragma unroll
        for (int i = 0; i < kM16N8K32BElems; ++i) {
          const FragCoord f = m16n8k32_b(lane, i);
          b[i / 4] |= uint32_t(hd::to_f8f6f4_byte(info.elem, g.bt[size_t(n0 + f.col) * kK + k0 + f.row]))
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
      const size_t at = size_t(m0 + f.row) * kN + n0 + f.col;
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
  constexpr int kBlocksPerRow = kK / info.block;
  const int m = threadIdx.x;
  for (int n = blockIdx.x * kTileN; n < (blockIdx.x + 1) * kTileN; ++n) {
    float acc = 0.0f;
    for (int kb = 0; kb < kBlocksPerRow; ++kb) {
      float part = 0.0f;
      for (int k = kb * info.block; k < (kb + 1) * info.block; ++k)
        part += hd::decode(info.elem, g.a[size_t(m) * kK + k]) *
                hd::decode(info.elem, g.bt[size_t(n) * kK + k]);
      const uint8_t sa = g.sa[m * kBlocksPerRow + kb], sb = g.sb[n * kBlocksPerRow + kb];
      if constexpr (info.nvfp4)
        acc += part * (hd::decode(Fmt::UE4M3, sa) * hd::decode(Fmt::UE4M3, sb));
      else
        acc += ldexpf(part, int(sa) + int(sb) - 254);
    }
    const size_t at = size_t(m) * kN + n;
    g.d[at] = fmaf(g.alpha, acc, g.c[at]);
  }
}

template <Scheme kScheme> __global__ void __launch_bounds__(kThreads) block_scaled_gemm(GemmArgs g) {
#if defined(NVPTXBW_HAS_TCGEN05)
  gemm_tile_tcgen05<kScheme>(g);
#elif defined(NVPTXBW_HAS_WARP_BLOCK_SCALE)
  gemm_tile_mma_sync<kScheme>(g);
#elif defined(__CUDA_ARCH__)
  gemm_tile_software<kScheme>(g);
#endif
}

// ---------------------------------------------------------------- host --

// Golden MX / NVFP4 input: each block holds values from {0, +-0.5, ..., +-4}
// times 2^s (s per block from `exponents`), and one +-4 so that the block
// maximum, and with it the quantizer's scale, is 4 * 2^s exactly.
std::vector<float> golden_matrix(std::mt19937 &rng, int rows, int k, int block,
                                 const std::vector<int> &exponents) {
  static const float kGrid[] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f};
  std::vector<float> x(size_t(rows) * k);
  for (int r = 0; r < rows; ++r)
    for (int b = 0; b < k / block; ++b) {
      const int s = exponents[rng() % exponents.size()];
      for (int i = 0; i < block; ++i) {
        const float v = kGrid[rng() % 7] * ((rng() & 1) ? -1.0f : 1.0f);
        x[size_t(r) * k + b * block + i] = std::ldexp(v, s);
      }
      x[size_t(r) * k + b * block + rng() % block] = std::ldexp((rng() & 1) ? -4.0f : 4.0f, s);
    }
  return x;
}

const char *path_name(int sm) {
  if (sm == 100 || sm == 103) return "tcgen05.mma block_scale";
  if (sm == 120 || sm == 121) return "mma.sync block_scale";
  return "software fp32";
}

template <Scheme kScheme> bool run_scheme(const Gpu &gpu, std::mt19937 &rng) {
  constexpr SchemeInfo info = scheme_info(kScheme);
  const int blocks_per_row = kK / info.block;
  // NVFP4's recipe derives the block scales from the tensor maximum: keep the
  // block exponents at 0 / -1 so every scale is exact in UE4M3.
  const std::vector<int> exps = info.nvfp4 ? std::vector<int>{0, -1}
                                           : std::vector<int>{-2, -1, 0, 1, 2};
  std::vector<float> a = golden_matrix(rng, kM, kK, info.block, exps);
  std::vector<float> bt = golden_matrix(rng, kN, kK, info.block, exps);
  std::vector<uint8_t> qa(size_t(kM) * kK), qb(size_t(kN) * kK);
  std::vector<uint8_t> sa(size_t(kM) * blocks_per_row), sb(size_t(kN) * blocks_per_row);
  float alpha = 1.0f;
  if (info.nvfp4) {
    float ga = 0, gb = 0;
    if (nvfp4_quantize(a.data(), kM, kK, qa.data(), sa.data(), &ga) != Status::Ok ||
        nvfp4_quantize(bt.data(), kN, kK, qb.data(), sb.data(), &gb) != Status::Ok) {
      std::fprintf(stderr, "%s: quantization failed\n", info.name);
      return false;
    }
    alpha = ga * gb;
  } else {
    mx_quantize(info.elem, a.data(), kM, kK, qa.data(), sa.data());
    mx_quantize(info.elem, bt.data(), kN, kK, qb.data(), sb.data());
  }
  std::vector<float> c(size_t(kM) * kN);
  std::vector<double> c_ref(c.size());
  for (size_t i = 0; i < c.size(); ++i) c_ref[i] = c[i] = float(int(rng() % 17) - 8);

  std::vector<double> want(c.size());
  const GemmShape shape{kM, kN, kK};
  if (info.nvfp4)
    nvfp4_gemm_ref(shape, qa.data(), sa.data(), qb.data(), sb.data(), alpha, c_ref.data(),
                   want.data());
  else
    mx_gemm_ref(shape, info.elem, qa.data(), sa.data(), info.elem, qb.data(), sb.data(),
                c_ref.data(), want.data());

  DeviceBuffer<uint8_t> d_qa(qa), d_qb(qb), d_sa(sa), d_sb(sb);
  DeviceBuffer<float> d_c(c), d_d(c.size());
  d_d.zero();
  require_kernel_image(gpu, block_scaled_gemm<kScheme>, "block_scaled_gemm");
  launch(info.name, block_scaled_gemm<kScheme>, dim3(kN / kTileN), dim3(kThreads), 0,
         GemmArgs{d_qa.get(), d_qb.get(), d_sa.get(), d_sb.get(), d_c.get(), alpha, d_d.get()});
  const std::vector<float> got = d_d.download();

  size_t wrong = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    const float expect = float(want[i]); // exact for MX; one rounding for NVFP4
    if (got[i] != expect && !(std::isnan(got[i]) && std::isnan(expect))) {
      if (++wrong <= 5)
        std::printf("  %s: D[%zu][%zu] = %.9g, want %.9g\n", info.name, i / kN, i % kN,
                    double(got[i]), double(expect));
    }
  }
  std::printf("%-11s %dx%dx%d sm_%d %s: %zu of %zu wrong\n", info.name, kM, kN, kK, gpu.sm,
              path_name(gpu.sm), wrong, got.size());
  return wrong == 0;
}

} // namespace

int main() {
  const Gpu gpu = require_gpu("block_scaled_gemm");
  std::mt19937 rng(20250701);
  bool ok = true;
  ok &= run_scheme<Scheme::MxE4M3>(gpu, rng);
  ok &= run_scheme<Scheme::MxE5M2>(gpu, rng);
  ok &= run_scheme<Scheme::MxE2M3>(gpu, rng);
  ok &= run_scheme<Scheme::MxE3M2>(gpu, rng);
  ok &= run_scheme<Scheme::MxE2M1>(gpu, rng);
  ok &= run_scheme<Scheme::Nvfp4>(gpu, rng);
  std::printf("block_scaled_gemm: %s\n", ok ? "all formats exact" : "MISMATCH");
  return ok ? 0 : 1;
}
