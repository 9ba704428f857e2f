// mma_emulation.h - host implementations of the warp-level tensor-core
// builtins the examples call, for kernels run by warp_emulation.h:
//
//   __nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_<A>_<B>_f32_ue8m0
//   __nvvm_mma_block_scale_m16n8k64_row_col_mxf4_scale_2x_f32_e2m1_e2m1_f32_ue8m0
//   __nvvm_mma_block_scale_m16n8k64_row_col_mxf4nvf4_scale_4x_f32_e2m1_e2m1_f32_ue4m3
//   __nvvm_mma_sp_ordered_metadata_m16n8k32_row_col_f32_f32            (f16 A/B)
//   __nvvm_mma_sp_ordered_metadata_m16n8k64_row_col_kind_f8f6f4_f32_e4m3_e4m3_f32
//
// with the operand order of clang/include/clang/Basic/BuiltinsNVPTXBlackwell.def
// (the result through a leading `float *d`; block-scale selectors in the
// order {byte-id, thread-id} of NVPTXBlackwellIntrinsics.py).
//
// Each is the instruction, not a copy of the examples' packing: every lane
// hands its registers to the warp, and one lane rebuilds the whole 16 x K A,
// K x 8 B, the scale factors and the 2:4 metadata from all 32 lanes with the
// fragment maps of the PTX ISA (9.1 sections 9.7.14.3, 9.7.14.5.10,
// 9.7.14.5.11, 9.7.14.6.1, 9.7.14.6.2.2 and 9.7.14.6.2.6; each map below
// names its source, and docs/kernel-formats.md sections "mma.sync fragments
// and scale-factor selection" and "2:4 structured sparsity metadata" collect
// them), decodes elements and scales with nvptxbw/mx_formats.h (f16 through
// the compiler's _Float16), computes D = C + A*B in double and hands every
// lane its four D registers. Nothing here uses nvptxbw/mma_fragments.h or
// sparse_dot_pack.h, so a test that runs a kernel through these builtins
// checks the kernel's packing against the ISA's layout, not against itself.
// Where the ISA gives a map only as a figure, the map below is our reading
// and the comment says so: such a map is only as good as that reading, and a
// packer written from the same reading agrees with it by construction.
//
// Beyond the value, the instruction rejects what the hardware would not
// accept or leaves undefined: selectors out of range or not warp-uniform,
// metadata nibbles that are not idx0 < idx1 (::ordered_metadata), and
// nonzero padding bits around FP6/FP4 elements in mxf8f6f4 bytes.
#ifndef MMA_EMULATION_H
#define MMA_EMULATION_H

#include "warp_emulation.h"

#include "nvptxbw/mx_formats.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

namespace mma_emulation {

using nvptxbw::Fmt;
using warp_emulation::fatal;
using warp_emulation::kWarpSize;

constexpr int kRows = 16, kCols = 8, kMaxK = 64;

// How many times each builtin ran (once per warp), printed when the program
// ends, so a test can see which tensor-core path a kernel really took and
// that it ran as often as its tiling says.
class InstructionCounts {
public:
  void count(const char *builtin) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++counts_[builtin];
  }
  ~InstructionCounts() {
    for (const auto &entry : counts_)
      std::printf("mma emulation: %ld x %s\n", entry.second, entry.first.c_str());
  }

private:
  std::mutex mutex_;
  std::map<std::string, long> counts_;
};
inline InstructionCounts &instruction_counts() {
  static InstructionCounts counts;
  return counts;
}

// Lane coordinates every map below uses: g = lane >> 2, t = lane & 3.
inline int group_of(int lane) { return lane >> 2; }
inline int thread_in_group(int lane) { return lane & 3; }

// The instruction's view of one MMA: A (16 x K), B (K x 8), C (16 x 8), each
// element set exactly once by the fragment maps (checked: a map that misses
// or doubles an element is a bug of this file, not of the kernel).
struct MmaProblem {
  explicit MmaProblem(int k) : k(k) {}
  int k;
  double a[kRows][kMaxK] = {}, b[kMaxK][kCols] = {}, c[kRows][kCols] = {};
  bool a_set[kRows][kMaxK] = {}, b_set[kMaxK][kCols] = {}, c_set[kRows][kCols] = {};

  void set_a(int row, int col, double v) { put(a[row][col], a_set[row][col], "A", row, col, v); }
  void set_b(int k_index, int n, double v) {
    put(b[k_index][n], b_set[k_index][n], "B", k_index, n, v);
  }
  void set_c(int row, int col, double v) { put(c[row][col], c_set[row][col], "C", row, col, v); }

  void require_complete(const char *what) const {
    for (int r = 0; r < kRows; ++r)
      for (int j = 0; j < k; ++j)
        if (!a_set[r][j]) fatal("%s: map leaves A[%d][%d] unset", what, r, j);
    for (int j = 0; j < k; ++j)
      for (int n = 0; n < kCols; ++n)
        if (!b_set[j][n]) fatal("%s: map leaves B[%d][%d] unset", what, j, n);
    for (int r = 0; r < kRows; ++r)
      for (int n = 0; n < kCols; ++n)
        if (!c_set[r][n]) fatal("%s: map leaves C[%d][%d] unset", what, r, n);
  }

private:
  static void put(double &slot, bool &set, const char *name, int i, int j, double v) {
    if (set) fatal("fragment map sets %s[%d][%d] twice", name, i, j);
    slot = v;
    set = true;
  }
};

// C/D, both shapes (PTX ISA 9.1 sections 9.7.14.5.10 and 9.7.14.5.11): row g
// for c0, c1 and g + 8 for c2, c3; col 2t + (i & 1).
inline int accum_row(int lane, int i) { return group_of(lane) + 8 * (i >= 2); }
inline int accum_col(int lane, int i) { return 2 * thread_in_group(lane) + (i & 1); }

struct AccumRegs {
  float d[4];
};

template <class Lane>
void gather_c(MmaProblem &p, const Lane *const lanes[kWarpSize]) {
  for (int lane = 0; lane < int(kWarpSize); ++lane)
    for (int i = 0; i < 4; ++i) p.set_c(accum_row(lane, i), accum_col(lane, i), lanes[lane]->c[i]);
}

// D = C + product (computed by the caller in double; rounded once to fp32,
// which is exact for the golden inputs) back to every lane's registers.
inline void scatter_d(const double d[kRows][kCols], AccumRegs *const results[kWarpSize]) {
  for (int lane = 0; lane < int(kWarpSize); ++lane)
    for (int i = 0; i < 4; ++i)
      results[lane]->d[i] = float(d[accum_row(lane, i)][accum_col(lane, i)]);
}

// Byte `byte` (0..3) of a 32-bit register: element containers are filled
// from the least significant end (the fragment tables list elements "low to
// high"; for E2M1 pairs element i of a register is bits [4i+3:4i]).
inline uint32_t byte_of(uint32_t reg, int byte) { return (reg >> (8 * byte)) & 0xFFu; }
inline uint32_t nibble_of(uint32_t reg, int nibble) { return (reg >> (4 * nibble)) & 0xFu; }

// The value of one kind::f8f6f4 / mxf8f6f4 operand byte: one element per
// byte, E2M1 in bits [5:2], E2M3/E3M2 in bits [5:0] (PTX ISA 9.1 section
// 9.7.14.5.14 "Multiply-and-Accumulate Instruction: mma"). The bits around
// an FP6/FP4 element must be zero: the ISA calls them padding without saying
// they are ignored, and a kernel that leaves them set is packing something
// else.
inline double f8f6f4_byte_value(Fmt f, uint32_t byte, const char *what) {
  switch (f) {
  case Fmt::E4M3:
  case Fmt::E5M2: return nvptxbw::decode(f, byte);
  case Fmt::E2M3:
  case Fmt::E3M2:
    if (byte & 0xC0u) fatal("%s: FP6 byte 0x%02x has bits [7:6] set", what, byte);
    return nvptxbw::decode(f, byte);
  case Fmt::E2M1:
    if (byte & 0xC3u) fatal("%s: FP4 byte 0x%02x has bits outside [5:2] set", what, byte);
    return nvptxbw::decode(f, byte >> 2);
  default: fatal("%s: not an f8f6f4 element format", what);
  }
}

// ------------------------------------------------------ block scale --

enum class BlockScaleKind { Mxf8f6f4, Mxf4, Mxf4Nvf4 };

struct BlockScaleForm {
  BlockScaleKind kind;
  Fmt a_fmt, b_fmt;
  int k;         // 32 (mxf8f6f4) or 64 (mxf4, mxf4nvf4)
  int scale_vec; // 1X, 2X, 4X: scale factors per row of A / column of B
  Fmt scale_fmt; // UE8M0, or UE4M3 for mxf4nvf4
};

struct BlockScaleLane {
  uint32_t a[4], b[2];
  float c[4];
  uint32_t scale_a, scale_b;
  unsigned byte_id_a, thread_id_a, byte_id_b, thread_id_b;
};

// The selectors are instruction operands every lane passes; the emulation
// insists they are warp-uniform and in the ranges of PTX ISA 9.1 section
// 9.7.14.3 "Block Scaling for mma.sync", Table 37: thread-id-a 0 or 1 (the
// lane pair with lane % 4 in {0, 1} or {2, 3}), thread-id-b 0..3 (one lane
// per quad); byte-id 0..3 with 1X, 0 or 2 with 2X, 0 with 4X.
inline void check_selectors(const char *what, const BlockScaleForm &form,
                            const BlockScaleLane *const lanes[kWarpSize]) {
  const BlockScaleLane &l0 = *lanes[0];
  for (unsigned lane = 1; lane < kWarpSize; ++lane) {
    const BlockScaleLane &l = *lanes[lane];
    if (l.byte_id_a != l0.byte_id_a || l.thread_id_a != l0.thread_id_a ||
        l.byte_id_b != l0.byte_id_b || l.thread_id_b != l0.thread_id_b)
      fatal("%s: scale selectors differ between lane 0 and lane %u", what, lane);
  }
  auto byte_id_ok = [&](unsigned id) {
    return form.scale_vec == 1 ? id <= 3 : form.scale_vec == 2 ? (id == 0 || id == 2) : id == 0;
  };
  if (!byte_id_ok(l0.byte_id_a) || !byte_id_ok(l0.byte_id_b))
    fatal("%s: byte-id %u/%u not allowed with scale_vec::%dX", what, l0.byte_id_a, l0.byte_id_b,
          form.scale_vec);
  if (l0.thread_id_a > 1 || l0.thread_id_b > 3)
    fatal("%s: thread-id-a %u (0..1) / thread-id-b %u (0..3)", what, l0.thread_id_a,
          l0.thread_id_b);
}

inline void block_scale_mma(const char *what, const BlockScaleForm &form,
                            const BlockScaleLane *const lanes[kWarpSize],
                            AccumRegs *const results[kWarpSize]) {
  check_selectors(what, form, lanes);
  MmaProblem p(form.k);
  for (int lane = 0; lane < int(kWarpSize); ++lane) {
    const BlockScaleLane &l = *lanes[lane];
    const int g = group_of(lane), t = thread_in_group(lane);
    if (form.kind == BlockScaleKind::Mxf8f6f4) {
      // m16n8k32 (PTX ISA 9.1 section 9.7.14.5.10): A (4 regs) row g for
      // a0-a3 and a8-a11, else g + 8; col 4t + (i & 3) + 16 * (i >= 8);
      // element i is byte i % 4 of register i / 4.
      for (int i = 0; i < 16; ++i)
        p.set_a(g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >= 8),
                f8f6f4_byte_value(form.a_fmt, byte_of(l.a[i / 4], i % 4), what));
      // B (2 regs): k = 4t + (i & 3) + 16 * (i >= 4), n = g.
      for (int i = 0; i < 8; ++i)
        p.set_b(4 * t + (i & 3) + 16 * (i >= 4), g,
                f8f6f4_byte_value(form.b_fmt, byte_of(l.b[i / 4], i % 4), what));
    } else {
      // m16n8k64 e2m1 (PTX ISA 9.1 section 9.7.14.5.11): A col 8t + (i & 7) +
      // 32 * (i >= 16); element i is nibble i % 8 of register i / 8 (bits
      // [4i+3:4i]); registers 0 and 2 (a0-a7, a16-a23) row g, registers 1
      // and 3 row g + 8.
      for (int i = 0; i < 32; ++i)
        p.set_a(g + 8 * ((i >> 3) & 1), 8 * t + (i & 7) + 32 * (i >= 16),
                nvptxbw::decode(Fmt::E2M1, nibble_of(l.a[i / 8], i % 8)));
      // B: k = 8t + (i & 7) + 32 * (i >= 8), n = g.
      for (int i = 0; i < 16; ++i)
        p.set_b(8 * t + (i & 7) + 32 * (i >= 8), g,
                nvptxbw::decode(Fmt::E2M1, nibble_of(l.b[i / 8], i % 8)));
    }
  }
  gather_c(p, lanes);
  p.require_complete(what);

  // Scale factors. Row m of A, K-block j (K / scale_vec columns each): the
  // lane pair thread-id-a picks in quad m % 8 holds rows m % 8 (its first
  // lane) and m % 8 + 8 (its second), and the block is byte byte-id-a + j of
  // that lane's scale register. Column n of B: lane 4n + thread-id-b, byte
  // byte-id-b + j. The ISA text (section 9.7.14.3) states only which lanes
  // (the pair thread-id-a picks, the lane thread-id-b picks) and which bytes
  // (byte-id, the pair starting at byte-id for 2X, all four for 4X) supply
  // scales; which row each lane of the pair supplies, which column each quad
  // supplies and which K block each byte scales are drawn only (Figures
  // 43-45). The lane map used here comes from a third-party probe of sm_120
  // hardware, not from the ISA text.
  const BlockScaleLane &l0 = *lanes[0];
  const int block_k = form.k / form.scale_vec;
  double scale_a[kRows][4], scale_b[kCols][4];
  for (int m = 0; m < kRows; ++m) {
    const int lane = 4 * (m % 8) + 2 * int(l0.thread_id_a) + m / 8;
    for (int j = 0; j < form.scale_vec; ++j)
      scale_a[m][j] =
          nvptxbw::decode(form.scale_fmt, byte_of(lanes[lane]->scale_a, int(l0.byte_id_a) + j));
  }
  for (int n = 0; n < kCols; ++n) {
    const int lane = 4 * n + int(l0.thread_id_b);
    for (int j = 0; j < form.scale_vec; ++j)
      scale_b[n][j] =
          nvptxbw::decode(form.scale_fmt, byte_of(lanes[lane]->scale_b, int(l0.byte_id_b) + j));
  }

  double d[kRows][kCols];
  for (int m = 0; m < kRows; ++m)
    for (int n = 0; n < kCols; ++n) {
      double acc = p.c[m][n];
      for (int j = 0; j < form.scale_vec; ++j) {
        double part = 0;
        for (int kk = j * block_k; kk < (j + 1) * block_k; ++kk) part += p.a[m][kk] * p.b[kk][n];
        acc += scale_a[m][j] * scale_b[n][j] * part;
      }
      d[m][n] = acc;
    }
  scatter_d(d, results);
}

inline void block_scale_builtin(const char *what, const BlockScaleForm &form, float *d,
                                const BlockScaleLane &mine) {
  AccumRegs result;
  warp_emulation::warp_collective(what, mine, result,
                                  [&](const BlockScaleLane *const lanes[kWarpSize],
                                      AccumRegs *const results[kWarpSize]) {
                                    instruction_counts().count(what);
                                    block_scale_mma(what, form, lanes, results);
                                  });
  std::memcpy(d, result.d, sizeof result.d);
}

// ------------------------------------------------ 2:4 sparse (ordered) --

struct SparseLane {
  uint32_t a[4], b[4]; // f16: two halves per register, low half first
  float c[4];
  uint32_t metadata;
  unsigned selector;
};

enum class SparseForm { F16K32, E4M3K64 };

// Value of half `which` of a register holding two f16.
inline double half_value(uint32_t reg, int which) {
  return double(__builtin_bit_cast(_Float16, uint16_t(reg >> (16 * which))));
}

// The metadata nibble of A row `row`, chunk `chunk` (4 dense K columns).
// m16n8k32 f16: selector 0 means lanes 4g+0, 4g+1 supply it (1: 4g+2, 4g+3)
// (stated, PTX ISA 9.1 section 9.7.14.6.1); lane 4g+u holds K columns
// 16u..16u+15, bits [4j+3:4j] row g chunk j, bits [16+4j+3:16+4j] row g+8
// (chunk j of the lane's 16 columns; given only by Figure 122). m16n8k64
// e4m3: all 4 lanes supply metadata and the selector is 0 (stated, section
// 9.7.14.6.1); which lane holds which columns is drawn only (Figures 136,
// 137), and we take the same map over four lanes of 16 columns each (lane
// 4g+u, u = 0..3). That reading is not confirmed by the ISA text, and a
// packer written from it agrees with this by construction: unchecked here.
inline unsigned metadata_nibble(SparseForm form, const SparseLane *const lanes[kWarpSize],
                                unsigned selector, int row, int chunk) {
  const int g = row % 8, upper = row / 8, u = chunk / 4, j = chunk % 4;
  const int lane = form == SparseForm::F16K32 ? 4 * g + 2 * int(selector) + u : 4 * g + u;
  return (lanes[lane]->metadata >> (4 * j + 16 * upper)) & 0xFu;
}

inline void sparse_mma(const char *what, SparseForm form, const SparseLane *const lanes[kWarpSize],
                       AccumRegs *const results[kWarpSize]) {
  const int k = form == SparseForm::F16K32 ? 32 : 64;
  const unsigned selector = lanes[0]->selector;
  for (unsigned lane = 1; lane < kWarpSize; ++lane)
    if (lanes[lane]->selector != selector)
      fatal("%s: sparsity selector differs between lane 0 and lane %u", what, lane);
  if (selector > (form == SparseForm::F16K32 ? 1u : 0u))
    fatal("%s: sparsity selector %u out of range", what, selector);

  // Where each kept value of A' goes in the dense row: chunk c's nibble is
  // idx0 | idx1 << 2 with idx0 < idx1 (the ordered values PTX ISA 9.1 section
  // 9.7.14.6.1 lists as meaningful).
  int dense_col[kRows][kMaxK / 2];
  for (int row = 0; row < kRows; ++row)
    for (int chunk = 0; chunk < k / 4; ++chunk) {
      const unsigned nibble = metadata_nibble(form, lanes, selector, row, chunk);
      const int idx0 = nibble & 3, idx1 = nibble >> 2;
      if (!(idx0 < idx1))
        fatal("%s: row %d chunk %d metadata 0x%x is not idx0 < idx1 (::ordered_metadata)", what,
              row, chunk, nibble);
      dense_col[row][2 * chunk] = 4 * chunk + idx0;
      dense_col[row][2 * chunk + 1] = 4 * chunk + idx1;
    }

  MmaProblem p(k);
  // Every dense A element not named by the metadata is zero.
  double kept[kRows][kMaxK / 2];
  bool kept_set[kRows][kMaxK / 2] = {};
  auto keep = [&](int row, int compressed_col, double v) {
    if (kept_set[row][compressed_col])
      fatal("%s: A' map sets [%d][%d] twice", what, row, compressed_col);
    kept[row][compressed_col] = v;
    kept_set[row][compressed_col] = true;
  };
  for (int lane = 0; lane < int(kWarpSize); ++lane) {
    const SparseLane &l = *lanes[lane];
    const int g = group_of(lane), t = thread_in_group(lane);
    if (form == SparseForm::F16K32) {
      // PTX ISA 9.1 section 9.7.14.6.2.2: A is 4 regs, each the 2 kept halves
      // of one chunk; row g for a0, a1, a4, a5, else g + 8; cols 4t.. for
      // i < 4, 16 + 4t.. for i >= 4. Element i is half i % 2 of register
      // i / 2, chunk t or 4 + t, kept value i % 2 of that chunk (compressed
      // column 2 * chunk + i % 2).
      for (int i = 0; i < 8; ++i) {
        const int row = g + 8 * ((i >> 1) & 1), chunk = t + 4 * (i >= 4);
        keep(row, 2 * chunk + (i & 1), half_value(l.a[i / 2], i % 2));
      }
      // B: the PTX ISA draws the sparse m16n8k32 f16 B fragment only (Figure
      // 121); we take the m16n8k16 f16 B formula (section 9.7.14.5.8)
      // continued over four registers: element i (half i % 2 of register
      // i / 2) is k = 2t + (i & 1) + 8 * (i >> 1), n = g.
      for (int i = 0; i < 8; ++i)
        p.set_b(2 * t + (i & 1) + 8 * (i >> 1), g, half_value(l.b[i / 2], i % 2));
    } else {
      // m16n8k64 e4m3. A (stated, PTX ISA 9.1 section 9.7.14.6.2.6): row g
      // for a0-a3 and a8-a11, else g + 8; dense cols 8t..8t+7 for i < 8,
      // 32 + 8t.. for i >= 8, i.e. A' (the 16 x 32 kept bytes) column
      // 4t + (i & 3) + 16 * (i >= 8), the dense m16n8k32 A map. B is drawn
      // only (Figures 132-135, one per 16 rows); we take the m16n8k32 B map
      // continued over four registers (k = 4t + (i & 3) + 16 * (i >> 2),
      // n = g).
      for (int i = 0; i < 16; ++i)
        keep(g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >= 8),
             nvptxbw::decode(Fmt::E4M3, byte_of(l.a[i / 4], i % 4)));
      for (int i = 0; i < 16; ++i)
        p.set_b(4 * t + (i & 3) + 16 * (i >> 2), g,
                nvptxbw::decode(Fmt::E4M3, byte_of(l.b[i / 4], i % 4)));
    }
  }
  for (int row = 0; row < kRows; ++row) {
    for (int col = 0; col < k; ++col) p.a[row][col] = 0.0;
    for (int cc = 0; cc < k / 2; ++cc) {
      if (!kept_set[row][cc]) fatal("%s: A' map leaves [%d][%d] unset", what, row, cc);
      p.a[row][dense_col[row][cc]] = kept[row][cc];
    }
    for (int col = 0; col < k; ++col) p.a_set[row][col] = true;
  }
  gather_c(p, lanes);
  p.require_complete(what);

  double d[kRows][kCols];
  for (int m = 0; m < kRows; ++m)
    for (int n = 0; n < kCols; ++n) {
      double acc = p.c[m][n];
      for (int kk = 0; kk < k; ++kk) acc += p.a[m][kk] * p.b[kk][n];
      d[m][n] = acc;
    }
  scatter_d(d, results);
}

inline void sparse_builtin(const char *what, SparseForm form, float *d, const SparseLane &mine) {
  AccumRegs result;
  warp_emulation::warp_collective(what, mine, result,
                                  [&](const SparseLane *const lanes[kWarpSize],
                                      AccumRegs *const results[kWarpSize]) {
                                    instruction_counts().count(what);
                                    sparse_mma(what, form, lanes, results);
                                  });
  std::memcpy(d, result.d, sizeof result.d);
}

// Element formats by the builtins' spelling.
constexpr Fmt elem_e4m3 = Fmt::E4M3, elem_e5m2 = Fmt::E5M2, elem_e2m3 = Fmt::E2M3,
              elem_e3m2 = Fmt::E3M2, elem_e2m1 = Fmt::E2M1;

} // namespace mma_emulation

// The builtins' <2 x half> operand (clang's __fp16 vector) on the host.
typedef _Float16 mma_emulation_half2 __attribute__((vector_size(4)));

#define MMA_EMULATION_BLOCK_SCALE_PARAMS                                                 \
  float *d, uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint32_t b0, uint32_t b1, \
      float c0, float c1, float c2, float c3, uint32_t scale_a, uint16_t byte_id_a,      \
      uint16_t thread_id_a, uint32_t scale_b, uint16_t byte_id_b, uint16_t thread_id_b
#define MMA_EMULATION_BLOCK_SCALE_LANE                                                   \
  mma_emulation::BlockScaleLane {                                                        \
    {a0, a1, a2, a3}, {b0, b1}, {c0, c1, c2, c3}, scale_a, scale_b, byte_id_a,          \
        thread_id_a, byte_id_b, thread_id_b                                              \
  }

#define MMA_EMULATION_K32_1X(TA, TB)                                                     \
  inline void                                                                            \
      __nvvm_mma_block_scale_m16n8k32_row_col_mxf8f6f4_scale_1x_f32_##TA##_##TB##_f32_ue8m0( \
          MMA_EMULATION_BLOCK_SCALE_PARAMS) {                                            \
    mma_emulation::block_scale_builtin(                                                  \
        __func__,                                                                        \
        {mma_emulation::BlockScaleKind::Mxf8f6f4, mma_emulation::elem_##TA,              \
         mma_emulation::elem_##TB, 32, 1, nvptxbw::Fmt::UE8M0},                          \
        d, MMA_EMULATION_BLOCK_SCALE_LANE);                                              \
  }
#define MMA_EMULATION_K32_1X_ROW(TA)                                                     \
  MMA_EMULATION_K32_1X(TA, e4m3)                                                         \
  MMA_EMULATION_K32_1X(TA, e5m2)                                                         \
  MMA_EMULATION_K32_1X(TA, e2m3)                                                         \
  MMA_EMULATION_K32_1X(TA, e3m2)                                                         \
  MMA_EMULATION_K32_1X(TA, e2m1)
MMA_EMULATION_K32_1X_ROW(e4m3)
MMA_EMULATION_K32_1X_ROW(e5m2)
MMA_EMULATION_K32_1X_ROW(e2m3)
MMA_EMULATION_K32_1X_ROW(e3m2)
MMA_EMULATION_K32_1X_ROW(e2m1)
#undef MMA_EMULATION_K32_1X_ROW
#undef MMA_EMULATION_K32_1X

inline void __nvvm_mma_block_scale_m16n8k64_row_col_mxf4_scale_2x_f32_e2m1_e2m1_f32_ue8m0(
    MMA_EMULATION_BLOCK_SCALE_PARAMS) {
  mma_emulation::block_scale_builtin(__func__,
                                     {mma_emulation::BlockScaleKind::Mxf4, nvptxbw::Fmt::E2M1,
                                      nvptxbw::Fmt::E2M1, 64, 2, nvptxbw::Fmt::UE8M0},
                                     d, MMA_EMULATION_BLOCK_SCALE_LANE);
}

inline void __nvvm_mma_block_scale_m16n8k64_row_col_mxf4nvf4_scale_4x_f32_e2m1_e2m1_f32_ue4m3(
    MMA_EMULATION_BLOCK_SCALE_PARAMS) {
  mma_emulation::block_scale_builtin(__func__,
                                     {mma_emulation::BlockScaleKind::Mxf4Nvf4, nvptxbw::Fmt::E2M1,
                                      nvptxbw::Fmt::E2M1, 64, 4, nvptxbw::Fmt::UE4M3},
                                     d, MMA_EMULATION_BLOCK_SCALE_LANE);
}
#undef MMA_EMULATION_BLOCK_SCALE_LANE
#undef MMA_EMULATION_BLOCK_SCALE_PARAMS

inline void __nvvm_mma_sp_ordered_metadata_m16n8k32_row_col_f32_f32(
    float *d, mma_emulation_half2 a0, mma_emulation_half2 a1, mma_emulation_half2 a2,
    mma_emulation_half2 a3, mma_emulation_half2 b0, mma_emulation_half2 b1,
    mma_emulation_half2 b2, mma_emulation_half2 b3, float c0, float c1, float c2, float c3,
    uint32_t metadata, unsigned selector) {
  auto bits = [](mma_emulation_half2 v) { return __builtin_bit_cast(uint32_t, v); };
  mma_emulation::sparse_builtin(
      __func__, mma_emulation::SparseForm::F16K32, d,
      mma_emulation::SparseLane{{bits(a0), bits(a1), bits(a2), bits(a3)},
                                {bits(b0), bits(b1), bits(b2), bits(b3)},
                                {c0, c1, c2, c3},
                                metadata,
                                selector});
}

inline void __nvvm_mma_sp_ordered_metadata_m16n8k64_row_col_kind_f8f6f4_f32_e4m3_e4m3_f32(
    float *d, uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint32_t b0, uint32_t b1,
    uint32_t b2, uint32_t b3, float c0, float c1, float c2, float c3, uint32_t metadata,
    unsigned selector) {
  mma_emulation::sparse_builtin(__func__, mma_emulation::SparseForm::E4M3K64, d,
                                mma_emulation::SparseLane{{a0, a1, a2, a3},
                                                          {b0, b1, b2, b3},
                                                          {c0, c1, c2, c3},
                                                          metadata,
                                                          selector});
}

#endif // MMA_EMULATION_H
