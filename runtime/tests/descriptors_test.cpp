// Host tests for nvptxbw/descriptors.h (every field lands at its bits, bad
// inputs are rejected) and nvptxbw/mma_fragments.h (each fragment map is a
// bijection onto its tile).
#include "nvptxbw/descriptors.h"
#include "nvptxbw/mma_fragments.h"
#include "check.h"

#include <cstdint>
#include <vector>

using namespace nvptxbw;

namespace {

uint64_t field(uint64_t v, int lo, int width) { return (v >> lo) & ((uint64_t(1) << width) - 1); }

// Compile-time use, as device code does.
constexpr InstrDesc kMxfp8 = make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3,
                                                     ElemType::E4M3, ScaleType::UE8M0, 128, 64);
static_assert(kMxfp8.ok(), "constexpr builder");
static_assert(make_smem_desc(1024, 128, 256).ok(), "constexpr builder");

void test_block_scaled_idesc() {
  const ElemType f8f6f4[] = {ElemType::E4M3, ElemType::E5M2, ElemType::E2M3, ElemType::E3M2,
                             ElemType::E2M1};
  const int codes[] = {0, 1, 3, 4, 5};
  for (int ia = 0; ia < 5; ++ia)
    for (int ib = 0; ib < 5; ++ib)
      for (int n = 8; n <= 256; n += 8)
        for (int sa = 0; sa < 4; ++sa) {
          const int sb = 3 - sa;
          InstrDesc d = make_idesc_block_scaled(MmaKind::MXF8F6F4, f8f6f4[ia], f8f6f4[ib],
                                                ScaleType::UE8M0, 128, n, sa, sb);
          CHECK(d.ok());
          CHECK(field(d.bits, 0, 4) == 0);        // sparsity fields
          CHECK(field(d.bits, 4, 2) == unsigned(sb));
          CHECK(field(d.bits, 6, 1) == 0);
          CHECK(field(d.bits, 7, 3) == unsigned(codes[ia]));
          CHECK(field(d.bits, 10, 3) == unsigned(codes[ib]));
          CHECK(field(d.bits, 13, 4) == 0);       // negate, majors
          CHECK(field(d.bits, 17, 6) == unsigned(n >> 3));
          CHECK(field(d.bits, 23, 1) == 1);       // UE8M0
          CHECK(field(d.bits, 24, 5) == 128 >> 4);
          CHECK(field(d.bits, 29, 2) == unsigned(sa));
          CHECK(field(d.bits, 31, 1) == 0);
        }
  // Negation and majors (FP8 may be MN-major; 4-/6-bit may not).
  InstrDesc d = make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E5M2, ElemType::E4M3,
                                        ScaleType::UE8M0, 128, 16, 0, 0, Major::MN, Major::MN,
                                        true, true);
  CHECK(d.ok() && field(d.bits, 13, 4) == 0xF);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E2M1, ElemType::E4M3,
                                ScaleType::UE8M0, 128, 16, 0, 0, Major::MN)
            .error == DescError::MajorUnsupported);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E3M2,
                                ScaleType::UE8M0, 128, 16, 0, 0, Major::K, Major::MN)
            .error == DescError::MajorUnsupported);
  // mxf4 / mxf4nvf4.
  d = make_idesc_block_scaled(MmaKind::MXF4, ElemType::E2M1, ElemType::E2M1, ScaleType::UE8M0,
                              128, 128, 2, 0);
  CHECK(d.ok() && field(d.bits, 7, 3) == 1 && field(d.bits, 10, 3) == 1 &&
        field(d.bits, 23, 1) == 1 && field(d.bits, 29, 2) == 2);
  d = make_idesc_block_scaled(MmaKind::MXF4NVF4, ElemType::E2M1, ElemType::E2M1,
                              ScaleType::UE4M3, 128, 256);
  CHECK(d.ok() && field(d.bits, 23, 1) == 0 && field(d.bits, 17, 6) == 32);
  CHECK(make_idesc_block_scaled(MmaKind::MXF4NVF4, ElemType::E2M1, ElemType::E2M1,
                                ScaleType::UE8M0, 128, 64, 2, 2).ok());
  // Rejections.
  CHECK(make_idesc_block_scaled(MmaKind::MXF4NVF4, ElemType::E2M1, ElemType::E2M1,
                                ScaleType::UE4M3, 128, 64, 1, 0).error == DescError::BadScaleId);
  CHECK(make_idesc_block_scaled(MmaKind::MXF4, ElemType::E2M1, ElemType::E2M1,
                                ScaleType::UE8M0, 128, 64, 0, 1).error == DescError::BadScaleId);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                ScaleType::UE8M0, 128, 64, 4, 0).error == DescError::BadScaleId);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                ScaleType::UE8M0, 128, 64, -1, 0).error == DescError::BadScaleId);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                ScaleType::UE4M3, 128, 64).error == DescError::BadScaleType);
  CHECK(make_idesc_block_scaled(MmaKind::MXF4, ElemType::E2M1, ElemType::E2M1,
                                ScaleType::UE4M3, 128, 64).error == DescError::BadScaleType);
  CHECK(make_idesc_block_scaled(MmaKind::MXF4, ElemType::E4M3, ElemType::E2M1,
                                ScaleType::UE8M0, 128, 64).error == DescError::BadElementType);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::F16, ElemType::E4M3,
                                ScaleType::UE8M0, 128, 64).error == DescError::BadElementType);
  CHECK(make_idesc_block_scaled(MmaKind::F16, ElemType::F16, ElemType::F16,
                                ScaleType::UE8M0, 128, 64).error == DescError::BadElementType);
  for (int n : {0, 4, 12, 260, 264, -8})
    CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                  ScaleType::UE8M0, 128, n).error == DescError::BadShape);
  for (int m : {64, 256, 0, 32})
    CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                  ScaleType::UE8M0, m, 64).error == DescError::BadShape);
  CHECK(make_idesc_block_scaled(MmaKind::MXF8F6F4, ElemType::E4M3, ElemType::E4M3,
                                ScaleType::UE4M3, 128, 64).bits == 0);
  // Scale-vector arithmetic.
  CHECK(scale_vec(MmaKind::MXF8F6F4, ScaleType::UE8M0) == 1);
  CHECK(scale_vec(MmaKind::MXF4, ScaleType::UE8M0) == 2);
  CHECK(scale_vec(MmaKind::MXF4NVF4, ScaleType::UE8M0) == 2);
  CHECK(scale_vec(MmaKind::MXF4NVF4, ScaleType::UE4M3) == 4);
}

void test_dense_idesc() {
  InstrDesc d = make_idesc(MmaKind::F16, ElemType::BF16, ElemType::F16, AccumType::F32, 64, 8);
  CHECK(d.ok() && field(d.bits, 4, 2) == 1 && field(d.bits, 7, 3) == 1 &&
        field(d.bits, 10, 3) == 0 && field(d.bits, 17, 6) == 1 && field(d.bits, 24, 5) == 4 &&
        field(d.bits, 23, 1) == 0 && field(d.bits, 29, 3) == 0);
  d = make_idesc(MmaKind::F8F6F4, ElemType::E3M2, ElemType::E2M3, AccumType::F16, 128, 256);
  CHECK(d.ok() && field(d.bits, 4, 2) == 0 && field(d.bits, 7, 3) == 4 &&
        field(d.bits, 10, 3) == 3 && field(d.bits, 17, 6) == 32 && field(d.bits, 24, 5) == 8);
  CHECK(make_idesc(MmaKind::F16, ElemType::F16, ElemType::F16, AccumType::F32, 128, 24).error ==
        DescError::BadShape); // M=128 needs N % 16
  CHECK(make_idesc(MmaKind::F16, ElemType::F16, ElemType::F16, AccumType::F32, 96, 16).error ==
        DescError::BadShape);
  CHECK(make_idesc(MmaKind::F16, ElemType::E4M3, ElemType::F16, AccumType::F32, 64, 16).error ==
        DescError::BadElementType);
  CHECK(make_idesc(MmaKind::MXF4, ElemType::E2M1, ElemType::E2M1, AccumType::F32, 128, 16)
            .error == DescError::BadElementType);
}

void test_sparse_idesc() {
  const InstrDesc dense =
      make_idesc(MmaKind::F16, ElemType::F16, ElemType::F16, AccumType::F32, 128, 32);
  for (int sel = 0; sel < 4; ++sel) {
    const InstrDesc sp = sparse_a(dense, sel);
    // Bit 2 and the selector added; every other field of the dense one kept.
    CHECK(sp.ok() && field(sp.bits, 2, 1) == 1 && field(sp.bits, 0, 2) == unsigned(sel) &&
          (sp.bits & ~7u) == dense.bits);
  }
  CHECK(sparse_a(dense, 4).error == DescError::OutOfRange);
  CHECK(sparse_a(dense, -1).error == DescError::OutOfRange && sparse_a(dense, -1).bits == 0);
  const InstrDesc bad =
      make_idesc(MmaKind::F16, ElemType::F16, ElemType::F16, AccumType::F32, 96, 16);
  CHECK(sparse_a(bad).error == DescError::BadShape && sparse_a(bad).bits == 0);
  const InstrDesc bs = make_idesc_block_scaled(MmaKind::MXF4, ElemType::E2M1, ElemType::E2M1,
                                               ScaleType::UE8M0, 128, 64, 2, 2);
  CHECK(bs.ok() && sparse_a(bs).bits == (bs.bits | 4u));
}

void test_smem_desc() {
  const Swizzle modes[] = {Swizzle::None, Swizzle::B128Base32, Swizzle::B128, Swizzle::B64,
                           Swizzle::B32};
  const unsigned mode_bits[] = {0, 1, 2, 4, 6};
  for (uint32_t addr = 0; addr < (1u << 18); addr += 16 * 97)
    for (int s = 0; s < 5; ++s) {
      const uint32_t lbo = (addr * 7) % (1u << 18) & ~15u, sbo = (addr * 13) % (1u << 18) & ~15u;
      const uint32_t base = addr / 16 % 8;
      SmemDesc d = make_smem_desc(addr, lbo, sbo, modes[s], base, s & 1);
      CHECK(d.ok());
      CHECK(field(d.bits, 0, 14) == addr >> 4);
      CHECK(field(d.bits, 14, 2) == 0);
      CHECK(field(d.bits, 16, 14) == lbo >> 4);
      CHECK(field(d.bits, 30, 2) == 0);
      CHECK(field(d.bits, 32, 14) == sbo >> 4);
      CHECK(field(d.bits, 46, 2) == 1);
      CHECK(field(d.bits, 48, 1) == 0);
      CHECK(field(d.bits, 49, 3) == base);
      CHECK(field(d.bits, 52, 1) == unsigned(s & 1));
      CHECK(field(d.bits, 53, 8) == 0);
      CHECK(field(d.bits, 61, 3) == mode_bits[s]);
    }
  CHECK(make_smem_desc(8, 16, 16).error == DescError::Misaligned);
  CHECK(make_smem_desc(16, 24, 16).error == DescError::Misaligned);
  CHECK(make_smem_desc(16, 16, 40).error == DescError::Misaligned);
  CHECK(make_smem_desc(1u << 18, 16, 16).error == DescError::OutOfRange);
  CHECK(make_smem_desc(16, 1u << 18, 16).error == DescError::OutOfRange);
  CHECK(make_smem_desc(16, 16, 1u << 18).error == DescError::OutOfRange);
  CHECK(make_smem_desc(16, 16, 16, Swizzle::None, 8).error == DescError::OutOfRange);
  for (unsigned bad : {3u, 5u, 7u})
    CHECK(make_smem_desc(16, 16, 16, Swizzle(bad)).error == DescError::BadSwizzle);
  CHECK(make_smem_desc(8, 16, 16).bits == 0);
  // Advancing moves only the address field.
  SmemDesc d = make_smem_desc(4096, 128, 256, Swizzle::B64, 3);
  uint64_t moved = smem_desc_advance(d.bits, 512);
  CHECK(moved == make_smem_desc(4096 + 512, 128, 256, Swizzle::B64, 3).bits);
}

void test_kmajor_and_tmem() {
  // The K-major offsets of a 128 x 64-byte tile with LBO 128 and SBO 512
  // cover [0, 8192) exactly once.
  std::vector<int> seen(128 * 64, 0);
  for (uint32_t r = 0; r < 128; ++r)
    for (uint32_t kb = 0; kb < 64; ++kb) ++seen[kmajor_offset(r, kb, 128, 512)];
  bool once = true;
  for (int v : seen) once &= v == 1;
  CHECK(once);
  CHECK(kmajor_offset(9, 17, 128, 512) == 512 + 128 + 16 + 1);
  for (uint32_t n = 0; n <= 1024; ++n) {
    const bool pow2 = n && !(n & (n - 1));
    CHECK(tmem_columns_valid(n) == (pow2 && n >= 32 && n <= 512));
  }
  CHECK(tmem_address(0x00000040u, 33, 5) == ((33u << 16) | 0x45u));
  CHECK(tmem_scale_slot(0).lane_in_quarter == 0 && tmem_scale_slot(0).column == 0);
  CHECK(tmem_scale_slot(127).lane_in_quarter == 31 && tmem_scale_slot(127).column == 3);
  CHECK(tmem_scale_slot(70).lane_in_quarter == 6 && tmem_scale_slot(70).column == 2);
}

template <class Map>
void check_bijection(const char *name, int rows, int cols, int elems, Map map) {
  std::vector<int> seen(rows * cols, 0);
  bool in_range = true;
  for (int lane = 0; lane < 32; ++lane)
    for (int i = 0; i < elems; ++i) {
      FragCoord c = map(lane, i);
      if (c.row < 0 || c.row >= rows || c.col < 0 || c.col >= cols) { in_range = false; continue; }
      ++seen[c.row * cols + c.col];
    }
  bool once = true;
  for (int v : seen) once &= v == 1;
  CHECKF(in_range && once, "%s is not a bijection onto %dx%d\n", name, rows, cols);
}

void test_fragments() {
  check_bijection("m16n8k32 A", 16, 32, kM16N8K32AElems, m16n8k32_a);
  check_bijection("m16n8k32 B", 32, 8, kM16N8K32BElems, m16n8k32_b);
  check_bijection("m16n8k64 A", 16, 64, kM16N8K64AElems, m16n8k64_a);
  check_bijection("m16n8k64 B", 64, 8, kM16N8K64BElems, m16n8k64_b);
  check_bijection("m16n8 C/D", 16, 8, kAccumElems, m16n8_accum);
  // Spot values from the PTX ISA 9.1 fragment formulas (sections 9.7.14.5.10
  // and 9.7.14.5.11), worked by hand for lane 5 (g 1, t 1).
  CHECK(m16n8k32_a(5, 0).row == 1 && m16n8k32_a(5, 0).col == 4);
  CHECK(m16n8k32_a(5, 4).row == 9 && m16n8k32_a(5, 4).col == 4);
  CHECK(m16n8k32_a(5, 9).row == 1 && m16n8k32_a(5, 9).col == 21);
  CHECK(m16n8k32_b(5, 5).row == 21 && m16n8k32_b(5, 5).col == 1);
  CHECK(m16n8k64_a(5, 17).row == 1 && m16n8k64_a(5, 17).col == 41);
  CHECK(m16n8k64_b(5, 9).row == 41 && m16n8k64_b(5, 9).col == 1);
  CHECK(m16n8_accum(5, 3).row == 9 && m16n8_accum(5, 3).col == 3);
  // Scale lanes: lanes 4g+{0,2} hold row g, 4g+{1,3} row g+8; every lane of
  // quad g holds column g.
  for (int lane = 0; lane < 32; ++lane) {
    CHECK(scale_row_of_lane(lane) == lane / 4 + ((lane & 1) ? 8 : 0));
    CHECK(scale_col_of_lane(lane) == lane / 4);
  }
}

} // namespace

int main() {
  test_block_scaled_idesc();
  test_dense_idesc();
  test_sparse_idesc();
  test_smem_desc();
  test_kmajor_and_tmem();
  test_fragments();
  return nvptxbw_test::finish("descriptors");
}
