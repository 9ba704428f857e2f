// What the block-scaled GEMM example (block_scaled_gemm.cu) and its host
// model (test/examples/Inputs/tcgen05_tma_model.cpp) share: the formats, the
// tile shape, and for the sm_100a/sm_103a path the TMA-fed pipeline: how
// the operands are laid out in global memory, the tensor maps that copy them
// into shared memory, the shared-memory and tensor-memory plan of a stage,
// the descriptors of each tcgen05.mma, and the main loop's schedule, written
// once over the operations the kernel (or the model) performs.
//
// Layout of one operand stage. A stage covers kStageK elements of K (four
// scale blocks), which are row_bytes() bytes of each row in the form the
// MMA kind reads (one byte per element for kind::mxf8f6f4, two E2M1 per byte
// for kind::mxf4 / mxf4nvf4), i.e. chunks() 16-byte chunks. The host stores
// each operand row-major in those bytes (pack_operand), and a 3-D tensor map
// {16 bytes, rows, chunks along K} with the box {16, tile rows, chunks()}
// copies a stage into shared memory chunk by chunk: byte b of chunk c of
// tile row r lands at c * rows * 16 + r * 16 + b. That is the canonical
// K-major layout without swizzle (descriptors.h's kmajor_offset) with
// SBO = 128 bytes (the next 8-row core-matrix group) and LBO = rows * 16
// bytes (the next core matrix along K).
#ifndef BLOCK_SCALED_GEMM_H
#define BLOCK_SCALED_GEMM_H

#include "nvptxbw/arch.h"
#include "nvptxbw/descriptors.h"
#include "nvptxbw/mx_formats.h"
#include "nvptxbw/pipeline.h"
#include "nvptxbw/reference_gemm.h"
#include "nvptxbw/tensor_map.h"

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <random>
#include <vector>

namespace block_scaled {

enum class Scheme : uint8_t { MxE4M3, MxE5M2, MxE2M3, MxE3M2, MxE2M1, Nvfp4 };

struct SchemeInfo {
  nvptxbw::Fmt elem;
  int block;         // K elements per scale
  bool nvfp4;        // UE4M3 scales, alpha from the global scales
  const char *name;
};

NVPTXBW_HD constexpr SchemeInfo scheme_info(Scheme s) {
  using nvptxbw::Fmt;
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

// Every path: a CTA of kThreads computes the kTileM x kTileN tile of D at
// rows blockIdx.y * kTileM, columns blockIdx.x * kTileN. M, N and K are
// run-time values, multiples of kTileM, kTileN and the scheme's stage K.
constexpr int kTileM = 128, kTileN = 64, kThreads = 128;
// Shared-memory stages of the tcgen05 path's pipeline.
constexpr int kStages = 4;

// ------------------------------------------------ tcgen05 + TMA plan --

template <Scheme kScheme> struct Tcgen05Plan {
  using MmaKind = nvptxbw::MmaKind;
  static constexpr SchemeInfo info = scheme_info(kScheme);
  static constexpr MmaKind kind = kScheme == Scheme::Nvfp4    ? MmaKind::MXF4NVF4
                                  : kScheme == Scheme::MxE2M1 ? MmaKind::MXF4
                                                              : MmaKind::MXF8F6F4;
  static constexpr nvptxbw::ScaleType scale =
      info.nvfp4 ? nvptxbw::ScaleType::UE4M3 : nvptxbw::ScaleType::UE8M0;
  static constexpr nvptxbw::ElemType elem =
      info.elem == nvptxbw::Fmt::E4M3   ? nvptxbw::ElemType::E4M3
      : info.elem == nvptxbw::Fmt::E5M2 ? nvptxbw::ElemType::E5M2
      : info.elem == nvptxbw::Fmt::E2M3 ? nvptxbw::ElemType::E2M3
      : info.elem == nvptxbw::Fmt::E3M2 ? nvptxbw::ElemType::E3M2
                                        : nvptxbw::ElemType::E2M1;
  static constexpr bool kPackedFp4 = kind != MmaKind::MXF8F6F4; // two e2m1 a byte
  // One stage: the K range whose scales fill one 4-byte scale word per row
  // (4 blocks: 128 elements for MX, 64 for NVFP4).
  static constexpr int kStageK = 4 * info.block;
  static constexpr int kRowBytes = kPackedFp4 ? kStageK / 2 : kStageK;
  static constexpr int kChunks = kRowBytes / 16;
  static constexpr int kMmaK = nvptxbw::mma_k(kind);
  static constexpr int kMmasPerStage = kStageK / kMmaK;
  // Every kind's MMA reads 32 bytes of K: two core matrices.
  static constexpr int kMmaBytes = kPackedFp4 ? kMmaK / 2 : kMmaK;
  static_assert(kMmaBytes == 32 && kRowBytes % 32 == 0, "whole MMAs per stage");

  static constexpr uint32_t kSbo = 128;
  static constexpr uint32_t kLboA = 16 * kTileM, kLboB = 16 * kTileN;
  static constexpr uint32_t kStageBytesA = kTileM * kRowBytes, kStageBytesB = kTileN * kRowBytes;
  // The transaction bytes one stage's two copies deliver.
  static constexpr uint32_t kStageTxBytes = kStageBytesA + kStageBytesB;

  // Dynamic shared memory: the A stages, the B stages, then per stage a
  // "loaded" barrier (TMA complete_tx) and an "MMAs done" barrier
  // (tcgen05.commit), then the tensor-memory address slot.
  static constexpr uint32_t a_offset(uint32_t stage) { return stage * kStageBytesA; }
  static constexpr uint32_t b_offset(uint32_t stage) {
    return kStages * kStageBytesA + stage * kStageBytesB;
  }
  static constexpr uint32_t kLoadedBarOffset = kStages * (kStageBytesA + kStageBytesB);
  static constexpr uint32_t kDoneBarOffset = kLoadedBarOffset + 8 * kStages;
  static constexpr uint32_t kTmemSlotOffset = kDoneBarOffset + 8 * kStages;
  static constexpr uint32_t kSmemBytes = kTmemSlotOffset + 16;
  // The copies' destinations must be 128-byte aligned.
  static_assert(kStageBytesA % 128 == 0 && kStageBytesB % 128 == 0, "aligned stages");

  // Tensor memory: the fp32 accumulator in columns [0, kTileN), then per
  // stage four columns of A scales and four of B scales.
  static constexpr uint32_t sfa_column(uint32_t stage) { return kTileN + 8 * stage; }
  static constexpr uint32_t sfb_column(uint32_t stage) { return kTileN + 8 * stage + 4; }
  static constexpr uint32_t kTmemColumns = 128;
  static_assert(sfb_column(kStages - 1) + 4 <= kTmemColumns, "scale columns inside the allocation");

  // Instruction descriptor of MMA i of a stage: it reads byte i * scale_vec
  // of every scale word.
  static constexpr nvptxbw::InstrDesc idesc(int i) {
    return nvptxbw::make_idesc_block_scaled(kind, elem, elem, scale, kTileM, kTileN,
                                            i * nvptxbw::scale_vec(kind, scale),
                                            i * nvptxbw::scale_vec(kind, scale));
  }
  static_assert(idesc(0).ok() && idesc(kMmasPerStage - 1).ok(), "valid instruction descriptors");

  // Shared-memory descriptors of MMA i of `stage`, the dynamic shared memory
  // starting at shared address `smem_base`: MMA i starts 2 * i chunks on.
  static constexpr uint64_t a_desc(uint32_t smem_base, uint32_t stage, int i) {
    return nvptxbw::make_smem_desc(smem_base + a_offset(stage) + 2 * i * kLboA, kLboA, kSbo).bits;
  }
  static constexpr uint64_t b_desc(uint32_t smem_base, uint32_t stage, int i) {
    return nvptxbw::make_smem_desc(smem_base + b_offset(stage) + 2 * i * kLboB, kLboB, kSbo).bits;
  }
  static_assert(nvptxbw::make_smem_desc(kSmemBytes, kLboA, kSbo).ok(), "descriptor fields fit");

  // Box coordinates {byte, row, chunk} of K-iteration kt of the tile whose
  // first row (of A or of Bt) is `row0`.
  struct BoxCoords {
    int byte, row, chunk;
  };
  static constexpr BoxCoords box(uint32_t kt, int row0) {
    return {0, row0, int(kt) * kChunks};
  }

  // The tensor map of an operand of `rows` x `k` elements packed by
  // pack_operand at `bytes` (device memory), boxes of `tile_rows` rows.
  static nvptxbw::TiledMapSpec map_spec(const void *bytes, size_t rows, size_t k,
                                        uint32_t tile_rows) {
    const size_t row_bytes = kPackedFp4 ? k / 2 : k;
    nvptxbw::TiledMapSpec s;
    s.dtype = CU_TENSOR_MAP_DATA_TYPE_UINT8;
    s.rank = 3;
    s.global = bytes;
    s.dims[0] = 16;
    s.dims[1] = rows;
    s.dims[2] = row_bytes / 16;
    s.strides[0] = row_bytes; // next row
    s.strides[1] = 16;        // next chunk along K
    s.box[0] = 16;
    s.box[1] = tile_rows;
    s.box[2] = kChunks;
    return s;
  }

  // An operand's element codes (rows x k, one per byte) as the bytes the
  // MMA kind reads, row-major: what the tensor map copies from.
  static std::vector<uint8_t> pack_operand(const uint8_t *codes, size_t rows, size_t k) {
    std::vector<uint8_t> bytes(kPackedFp4 ? rows * k / 2 : rows * k);
    if (kPackedFp4) {
      nvptxbw::pack_fp4x2(codes, rows * k, bytes.data());
    } else {
      for (size_t i = 0; i < rows * k; ++i) bytes[i] = nvptxbw::to_f8f6f4_byte(info.elem, codes[i]);
    }
    return bytes;
  }
};

// Four consecutive scale codes of one row starting at K-block kb, as the
// bytes of one word (byte j = block kb + j; blocks past the row read as 0).
NVPTXBW_HD inline uint32_t scale_quad(const uint8_t *row_scales, int kb, int blocks_per_row,
                                      int count) {
  uint32_t word = 0;
  for (int j = 0; j < count; ++j)
    if (kb + j < blocks_per_row) word |= uint32_t(row_scales[kb + j]) << (8 * j);
  return word;
}

// The tcgen05 path's main loop over k_iters stages of K, as the sequence of
// operations of the CTA; `ops` performs them (the kernel on the GPU, the
// host model in the tests):
//   load(j, stage)                   the producer thread: expect the stage's
//                                    bytes on stage's "loaded" barrier and
//                                    start the copies of K-iteration j
//   wait_done_producer(stage, p)     the producer thread waits until the MMAs
//                                    that last read `stage` completed (phase
//                                    parity p of its "done" barrier)
//   wait_done_all(stage, p)          every thread does
//   store_scales(kt, stage)          every thread: K-iteration kt's scale
//                                    words into the stage's scale columns
//   mma(kt, stage, p)                CTA barrier (ordering the scale stores
//                                    before the MMAs); the issuing thread
//                                    waits for phase parity p of the stage's
//                                    "loaded" barrier, issues the stage's
//                                    MMAs and commits them to its "done"
//                                    barrier
// kStages - 1 stages are in flight ahead of the MMAs; a stage is refilled
// once the MMAs that read it (one K-iteration earlier) have completed.
template <class Ops> NVPTXBW_HD void tcgen05_main_loop(Ops &ops, uint32_t k_iters) {
  using Slot = nvptxbw::PipelineSlot<kStages>;
  for (uint32_t j = 0; j < k_iters && j + 1 < uint32_t(kStages); ++j) ops.load(j, Slot::of(j).stage);
  for (uint32_t kt = 0; kt < k_iters; ++kt) {
    const Slot s = Slot::of(kt);
    // The scale columns of this stage were last read by K-iteration kt - kStages.
    if (kt >= uint32_t(kStages)) ops.wait_done_all(s.stage, s.phase ^ 1u);
    ops.store_scales(kt, s.stage);
    ops.mma(kt, s.stage, s.phase);
    const uint32_t next = kt + kStages - 1;
    if (next < k_iters) {
      const Slot n = Slot::of(next);
      // Stage n.stage was last read by K-iteration next - kStages = kt - 1.
      if (next >= uint32_t(kStages)) ops.wait_done_producer(n.stage, n.phase ^ 1u);
      ops.load(next, n.stage);
    }
  }
  if (k_iters > 0) {
    const Slot last = Slot::of(k_iters - 1);
    ops.wait_done_all(last.stage, last.phase);
  }
}

// ------------------------------------------------------ golden inputs --

// Golden MX / NVFP4 input: each block holds values from {0, +-0.5, ..., +-4}
// times 2^s (s per block from `exponents`), and one +-4 so that the block
// maximum, and with it the quantizer's scale, is 4 * 2^s exactly.
inline std::vector<float> golden_matrix(std::mt19937 &rng, int rows, int k, int block,
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

// One golden problem: quantized A (m x k) and Bt (n x k) codes and scales,
// C, alpha, and the reference D. The golden inputs (small values,
// power-of-two block scales) make every partial sum exact in fp32, so a
// correct kernel matches the reference bit for bit whatever its
// accumulation order.
struct GoldenProblem {
  int m = 0, n = 0, k = 0;
  std::vector<uint8_t> qa, qb, sa, sb;
  std::vector<float> c;
  float alpha = 1.0f;
  std::vector<double> want;
  bool ok = false;
};

template <Scheme kScheme>
GoldenProblem make_golden_problem(std::mt19937 &rng, int m, int n, int k) {
  constexpr SchemeInfo info = scheme_info(kScheme);
  GoldenProblem p;
  p.m = m; p.n = n; p.k = k;
  const int blocks_per_row = k / info.block;
  // NVFP4's recipe derives the block scales from the tensor maximum: keep the
  // block exponents at 0 / -1 so every scale is exact in UE4M3.
  const std::vector<int> exps = info.nvfp4 ? std::vector<int>{0, -1}
                                           : std::vector<int>{-2, -1, 0, 1, 2};
  std::vector<float> a = golden_matrix(rng, m, k, info.block, exps);
  std::vector<float> bt = golden_matrix(rng, n, k, info.block, exps);
  p.qa.resize(size_t(m) * k);
  p.qb.resize(size_t(n) * k);
  p.sa.resize(size_t(m) * blocks_per_row);
  p.sb.resize(size_t(n) * blocks_per_row);
  if (info.nvfp4) {
    float ga = 0, gb = 0;
    if (nvptxbw::nvfp4_quantize(a.data(), m, k, p.qa.data(), p.sa.data(), &ga) !=
            nvptxbw::Status::Ok ||
        nvptxbw::nvfp4_quantize(bt.data(), n, k, p.qb.data(), p.sb.data(), &gb) !=
            nvptxbw::Status::Ok)
      return p;
    p.alpha = ga * gb;
  } else {
    nvptxbw::mx_quantize(info.elem, a.data(), m, k, p.qa.data(), p.sa.data());
    nvptxbw::mx_quantize(info.elem, bt.data(), n, k, p.qb.data(), p.sb.data());
  }
  p.c.resize(size_t(m) * n);
  std::vector<double> c_ref(p.c.size());
  for (size_t i = 0; i < p.c.size(); ++i) c_ref[i] = p.c[i] = float(int(rng() % 17) - 8);
  p.want.resize(p.c.size());
  const nvptxbw::GemmShape shape{size_t(m), size_t(n), size_t(k)};
  if (info.nvfp4)
    nvptxbw::nvfp4_gemm_ref(shape, p.qa.data(), p.sa.data(), p.qb.data(), p.sb.data(), p.alpha,
                            c_ref.data(), p.want.data());
  else
    nvptxbw::mx_gemm_ref(shape, info.elem, p.qa.data(), p.sa.data(), info.elem, p.qb.data(),
                         p.sb.data(), c_ref.data(), p.want.data());
  p.ok = true;
  return p;
}

// Elements of `got` that differ from the reference (exact for MX; one
// rounding for NVFP4), the first five printed.
inline size_t count_wrong(const GoldenProblem &p, const std::vector<float> &got, const char *name) {
  size_t wrong = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    const float expect = float(p.want[i]);
    if (got[i] != expect && !(std::isnan(got[i]) && std::isnan(expect))) {
      if (++wrong <= 5)
        std::printf("  %s: D[%zu][%zu] = %.9g, want %.9g\n", name, i / p.n, i % p.n,
                    double(got[i]), double(expect));
    }
  }
  return wrong;
}

// The problems the example runs: the 128x128x256 golden case and a larger
// one (several row and column tiles, more K-iterations than stages).
struct ProblemSize {
  int m, n, k;
};
constexpr ProblemSize kProblems[] = {{128, 128, 256}, {256, 128, 768}};

} // namespace block_scaled

#endif // BLOCK_SCALED_GEMM_H
