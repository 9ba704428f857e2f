// nvptxbw/descriptors.h - tcgen05 (sm_100a/sm_103a) descriptors as constexpr
// functions: the 32-bit instruction descriptor of tcgen05.mma (kind::f16,
// kind::f8f6f4 and the block-scaled kinds), the 64-bit shared-memory matrix
// descriptor, tensor-memory addresses, and the byte offsets of the canonical
// K-major layout the shared-memory descriptor describes.
//
// Everything here is plain C++17 (no CUDA needed) so the host tests can check
// every field; the device code calls the same functions, normally in constant
// expressions (`constexpr auto d = make_...; static_assert(d.ok(), ...)`).
// A builder never throws or asserts: it returns the bits and an error code,
// and `bits` is 0 whenever `error != DescError::None`.
//
// Bit layouts: PTX ISA 9.1 section 9.7.16.4.2 "Instruction descriptor"
// (Table 42 for kind::f16/f8f6f4, Table 43 for kind::mxf8f6f4, Table 44 for
// kind::mxf4/mxf4nvf4) and section 9.7.16.4.1 "Shared memory descriptor"
// (Table 40); docs/kernel-formats.md, "tcgen05 descriptors", lists the fields.
// The kind::f16/f8f6f4 descriptor shares the block-scaled one's fields except
// bits [4,6) (D format instead of the B scale-factor id), [23] (reserved
// instead of the scale type) and [29,31) (reserved / .ws shift instead of the
// A scale-factor id).
#ifndef NVPTXBW_DESCRIPTORS_H
#define NVPTXBW_DESCRIPTORS_H

#include <cstdint>

namespace nvptxbw {

enum class DescError : uint8_t {
  None,
  BadShape,          // M, N not a tcgen05.mma cta_group::1 shape for the kind
  BadElementType,    // element type not allowed for the kind
  BadScaleType,      // scale type not allowed for the kind
  BadScaleId,        // a/b scale-factor id out of range for the scale vector
  MajorUnsupported,  // MN-major requested for a 4-/6-bit operand
  Misaligned,        // address, LBO or SBO not a multiple of 16 bytes
  OutOfRange,        // address, LBO, SBO or base offset does not fit its field
  BadSwizzle,        // not one of the five swizzle modes
};

constexpr const char *desc_error_str(DescError e) {
  switch (e) {
  case DescError::None: return "ok";
  case DescError::BadShape: return "M/N is not a cta_group::1 shape of this kind";
  case DescError::BadElementType: return "element type not allowed for this kind";
  case DescError::BadScaleType: return "scale type not allowed for this kind";
  case DescError::BadScaleId: return "scale-factor id out of range for this kind";
  case DescError::MajorUnsupported: return "4-/6-bit operands must be K-major";
  case DescError::Misaligned: return "not a multiple of 16 bytes";
  case DescError::OutOfRange: return "value does not fit its descriptor field";
  case DescError::BadSwizzle: return "unknown swizzle mode";
  }
  return "?";
}

// tcgen05.mma kinds this header builds descriptors for.
enum class MmaKind : uint8_t { F16, F8F6F4, MXF8F6F4, MXF4, MXF4NVF4 };
enum class ElemType : uint8_t { F16, BF16, E4M3, E5M2, E2M3, E3M2, E2M1 };
enum class AccumType : uint8_t { F16, F32 };
enum class ScaleType : uint8_t { UE4M3, UE8M0 };
// Which dimension is contiguous in shared memory (K-major = "row.col" for A
// and B alike).
enum class Major : uint8_t { K, MN };

constexpr bool is_block_scaled(MmaKind k) {
  return k == MmaKind::MXF8F6F4 || k == MmaKind::MXF4 || k == MmaKind::MXF4NVF4;
}
constexpr bool is_sub_byte(ElemType t) {
  return t == ElemType::E2M3 || t == ElemType::E3M2 || t == ElemType::E2M1;
}

// The 3-bit A/B format field for `t` under `kind`, or -1 if not allowed.
// kind::mxf4/mxf4nvf4 number E2M1 as 1 (PTX ISA 9.1 Table 44); the f8f6f4
// kinds number E4M3 0, E5M2 1, E2M3 3, E3M2 4, E2M1 5 (Tables 42 and 43).
constexpr int elem_type_field(MmaKind kind, ElemType t) {
  switch (kind) {
  case MmaKind::F16:
    return t == ElemType::F16 ? 0 : t == ElemType::BF16 ? 1 : -1;
  case MmaKind::F8F6F4:
  case MmaKind::MXF8F6F4:
    switch (t) {
    case ElemType::E4M3: return 0;
    case ElemType::E5M2: return 1;
    case ElemType::E2M3: return 3;
    case ElemType::E3M2: return 4;
    case ElemType::E2M1: return 5;
    default: return -1;
    }
  case MmaKind::MXF4:
  case MmaKind::MXF4NVF4:
    return t == ElemType::E2M1 ? 1 : -1;
  }
  return -1;
}

// Elements of K one tcgen05.mma of `kind` consumes (dense, cta_group::1).
constexpr int mma_k(MmaKind kind) {
  return kind == MmaKind::F16 ? 16
         : (kind == MmaKind::MXF4 || kind == MmaKind::MXF4NVF4) ? 64 : 32;
}

// K elements that share one scale factor: 32 (MX), 16 (NVFP4, UE4M3 scales).
constexpr int scale_block(MmaKind kind, ScaleType s) {
  return kind == MmaKind::MXF4NVF4 && s == ScaleType::UE4M3 ? 16 : 32;
}

// Scale factors per row per instruction: the "scale_vec" size (1X, 2X, 4X).
constexpr int scale_vec(MmaKind kind, ScaleType s) {
  return mma_k(kind) / scale_block(kind, s);
}

struct InstrDesc {
  uint32_t bits;
  DescError error;
  constexpr bool ok() const { return error == DescError::None; }
};

namespace detail {
constexpr InstrDesc idesc_fail(DescError e) { return {0u, e}; }

// Shape rules for cta_group::1: kind::f16/f8f6f4 M=64 (N 8..256 step 8) or
// M=128 (N 16..256 step 16); the block-scaled kinds M=128 with N 8..256 step
// 8 (PTX ISA 9.1 section 9.7.16.2.1 "Matrix Shape", Table 39). For M=128 the
// table allows N in steps of 8 as well; the step of 16 is what CUTLASS's
// atoms with A in tensor memory (SM100_MMA_*_TS) require, while those with A
// in shared memory take steps of 8. The descriptor does not say where A comes
// from, so the rule safe for both is kept (docs/kernel-formats.md, "Shapes
// (cta_group::1)").
constexpr bool shape_ok(MmaKind kind, int m, int n) {
  if (n < 8 || n > 256) return false;
  if (is_block_scaled(kind)) return m == 128 && n % 8 == 0;
  if (m == 64) return n % 8 == 0;
  if (m == 128) return n % 16 == 0;
  return false;
}

// Fields every kind shares: A/B formats, negation, majors, N>>3, M>>4.
constexpr uint32_t common_fields(int a_fmt, int b_fmt, bool neg_a, bool neg_b,
                                 Major a_major, Major b_major, int m, int n) {
  return (uint32_t(a_fmt) << 7) | (uint32_t(b_fmt) << 10) |
         (uint32_t(neg_a) << 13) | (uint32_t(neg_b) << 14) |
         (uint32_t(a_major == Major::MN) << 15) |
         (uint32_t(b_major == Major::MN) << 16) | (uint32_t(n >> 3) << 17) |
         (uint32_t(m >> 4) << 24);
}

// A scale-vector of `vec` bytes starts at a byte of the 32-bit word that
// leaves room for it: 1X any of 0..3, 2X 0 or 2, 4X 0.
constexpr bool sf_id_ok(int id, int vec) { return id >= 0 && id <= 3 && id % vec == 0; }

constexpr DescError operands_ok(MmaKind kind, ElemType a, ElemType b, Major a_major,
                                Major b_major) {
  if (elem_type_field(kind, a) < 0 || elem_type_field(kind, b) < 0)
    return DescError::BadElementType;
  // 4-/6-bit operands are K-major only (PTX ISA 9.1 Table 54, "Valid
  // Combinations of Type-Size, Major-ness and Swizzling"; kind::mxf4 and
  // mxf4nvf4 have no transpose at all, Table 51).
  if ((is_sub_byte(a) && a_major == Major::MN) || (is_sub_byte(b) && b_major == Major::MN))
    return DescError::MajorUnsupported;
  return DescError::None;
}
} // namespace detail

// Instruction descriptor of a dense tcgen05.mma kind::f16 or kind::f8f6f4
// (cta_group::1): D format at bits [4,6) (F16 0, F32 1).
constexpr InstrDesc make_idesc(MmaKind kind, ElemType a, ElemType b, AccumType d,
                               int m, int n, Major a_major = Major::K,
                               Major b_major = Major::K, bool neg_a = false,
                               bool neg_b = false) {
  if (kind != MmaKind::F16 && kind != MmaKind::F8F6F4)
    return detail::idesc_fail(DescError::BadElementType);
  if (!detail::shape_ok(kind, m, n)) return detail::idesc_fail(DescError::BadShape);
  if (DescError e = detail::operands_ok(kind, a, b, a_major, b_major); e != DescError::None)
    return detail::idesc_fail(e);
  const uint32_t d_fmt = d == AccumType::F32 ? 1u : 0u;
  return {(d_fmt << 4) | detail::common_fields(elem_type_field(kind, a),
                                               elem_type_field(kind, b), neg_a, neg_b,
                                               a_major, b_major, m, n),
          DescError::None};
}

// Instruction descriptor of a block-scaled tcgen05.mma (cta_group::1, D is
// always F32): kind::mxf8f6f4 (UE8M0, 1X: sf ids 0..3), kind::mxf4 (UE8M0,
// 2X: sf ids 0 or 2), kind::mxf4nvf4 (UE4M3 block16 4X: sf id 0; UE8M0
// block32 2X: 0 or 2). The sf id says which byte of each 32-bit tensor-memory
// scale word the instruction starts reading at (PTX ISA 9.1 sections
// 9.7.16.10.7.2/3 "Scale Factor A ID"/"Scale Factor B ID"; fields: B sf id
// [4,6), scale type [23], A sf id [29,31), Tables 43 and 44). The ISA's M
// field for these kinds is M >> 7 at [27,29) with [24,27) reserved; writing
// M >> 4 at [24,29) as common_fields does gives the same bits for M = 128,
// the only M accepted here.
constexpr InstrDesc make_idesc_block_scaled(MmaKind kind, ElemType a, ElemType b,
                                            ScaleType scale, int m, int n,
                                            int a_sf_id = 0, int b_sf_id = 0,
                                            Major a_major = Major::K,
                                            Major b_major = Major::K,
                                            bool neg_a = false, bool neg_b = false) {
  if (!is_block_scaled(kind)) return detail::idesc_fail(DescError::BadElementType);
  if (!detail::shape_ok(kind, m, n)) return detail::idesc_fail(DescError::BadShape);
  if (DescError e = detail::operands_ok(kind, a, b, a_major, b_major); e != DescError::None)
    return detail::idesc_fail(e);
  if (scale == ScaleType::UE4M3 && kind != MmaKind::MXF4NVF4)
    return detail::idesc_fail(DescError::BadScaleType);
  const int vec = scale_vec(kind, scale);
  if (!detail::sf_id_ok(a_sf_id, vec) || !detail::sf_id_ok(b_sf_id, vec))
    return detail::idesc_fail(DescError::BadScaleId);
  return {(uint32_t(b_sf_id) << 4) |
              detail::common_fields(elem_type_field(kind, a), elem_type_field(kind, b),
                                    neg_a, neg_b, a_major, b_major, m, n) |
              (uint32_t(scale == ScaleType::UE8M0) << 23) | (uint32_t(a_sf_id) << 29),
          DescError::None};
}

// The descriptor of the sparse form (tcgen05.mma.sp) of a descriptor made by
// make_idesc or make_idesc_block_scaled: bit 2 says A is 2:4 sparse, and bits
// [0,2) hold the sparsity selector, which with the metadata's tensor-memory
// address says which metadata the instruction reads (PTX ISA 9.1 Table 42,
// section 9.7.16.10.8.4 "Sparsity selector"). The block-scaled kinds have no
// selector field there (bits [0,2) reserved, selector taken as 0, Tables 43
// and 44): pass 0 for them. A failed descriptor stays failed.
constexpr InstrDesc sparse_a(InstrDesc dense, int selector = 0) {
  if (!dense.ok()) return dense;
  if (selector < 0 || selector > 3) return detail::idesc_fail(DescError::OutOfRange);
  return {(dense.bits & ~7u) | (1u << 2) | uint32_t(selector), DescError::None};
}

// ---------------------------------------------------- shared memory --

// Swizzle field values [61,64) (PTX ISA 9.1 Table 40; 3, 5 and 7 are invalid).
enum class Swizzle : uint8_t {
  None = 0,
  B128Base32 = 1, // 128-byte swizzle with 32-byte atomicity
  B128 = 2,
  B64 = 4,
  B32 = 6,
};

struct SmemDesc {
  uint64_t bits;
  DescError error;
  constexpr bool ok() const { return error == DescError::None; }
};

// Shared-memory matrix descriptor: start address, leading- and stride-
// dimension byte offsets (all multiples of 16, below 256 KiB: 14-bit fields
// of value>>4), the fixed value 0b001 at [46,49), base offset [49,52) (0..7,
// for swizzled tiles not aligned to the pattern's repeat), LBO mode [52] and
// the swizzle mode (PTX ISA 9.1 Table 40). For the canonical K-major layout
// without swizzle (see kmajor_offset): LBO = bytes between core matrices
// adjacent in K, SBO = bytes between core matrices adjacent in M/N (PTX ISA
// 9.1 section 9.7.16.3 "Major-ness supported by Strides" and 9.7.16.3.3
// "Canonical Layouts").
constexpr SmemDesc make_smem_desc(uint32_t smem_addr, uint32_t lbo_bytes,
                                  uint32_t sbo_bytes, Swizzle swizzle = Swizzle::None,
                                  uint32_t base_offset = 0, bool lbo_mode = false) {
  if (smem_addr % 16 || lbo_bytes % 16 || sbo_bytes % 16) return {0, DescError::Misaligned};
  constexpr uint32_t kLimit = 1u << 18; // 14-bit field of bytes >> 4
  if (smem_addr >= kLimit || lbo_bytes >= kLimit || sbo_bytes >= kLimit || base_offset > 7)
    return {0, DescError::OutOfRange};
  switch (swizzle) {
  case Swizzle::None: case Swizzle::B128Base32: case Swizzle::B128:
  case Swizzle::B64: case Swizzle::B32: break;
  default: return {0, DescError::BadSwizzle};
  }
  return {uint64_t(smem_addr >> 4) | (uint64_t(lbo_bytes >> 4) << 16) |
              (uint64_t(sbo_bytes >> 4) << 32) | (uint64_t(1) << 46) |
              (uint64_t(base_offset) << 49) | (uint64_t(lbo_mode) << 52) |
              (uint64_t(swizzle) << 61),
          DescError::None};
}

// The same descriptor with its start address moved by `bytes` (a multiple of
// 16 that stays inside the 14-bit field): stepping along K between MMAs.
constexpr uint64_t smem_desc_advance(uint64_t desc, uint32_t bytes) {
  const uint64_t addr = ((desc & 0x3FFFu) + (bytes >> 4)) & 0x3FFFu;
  return (desc & ~uint64_t(0x3FFF)) | addr;
}

// Byte offset of (row, k_byte) in the canonical K-major, no-swizzle layout:
// 8-row x 16-byte core matrices, each stored contiguously (row stride 16 B),
// `lbo` bytes between core matrices adjacent in K, `sbo` between those
// adjacent in rows (M or N).
constexpr uint32_t kmajor_offset(uint32_t row, uint32_t k_byte, uint32_t lbo, uint32_t sbo) {
  return (row / 8) * sbo + (k_byte / 16) * lbo + (row % 8) * 16 + k_byte % 16;
}

// ---------------------------------------------------- tensor memory --

// TMEM allocations: a power of two from 32 to 512 columns.
constexpr bool tmem_columns_valid(uint32_t ncols) {
  return ncols >= 32 && ncols <= 512 && (ncols & (ncols - 1)) == 0;
}

// 32-bit tensor-memory address: lane in [31:16], column in [15:0].
constexpr uint32_t tmem_address(uint32_t base, uint32_t lane, uint32_t column) {
  return base + (lane << 16) + column;
}

// Where the block-scaled tcgen05.mma (M = 128, or any N <= 128 for B) reads
// the scale factors of row `row`: 32-bit word at lane row % 32 of every 32-lane
// quarter (the same word replicated in all four, as tcgen05.cp.32x128b.warpx4
// leaves it) and column row / 32 past the scale address; byte j of that word is
// the row's j-th scale block of the 4-block group. The duplication into all
// four 32-lane partitions is stated in PTX ISA 9.1 section 9.7.16.10.7; the
// lane and column of a row come only from the ISA's scale-factor layout
// figures (Figures 231, 240) and CUTLASS's use of warpx4 copies, not from its
// text (docs/kernel-formats.md, "Block scaling in tensor memory").
struct TmemScaleSlot {
  uint32_t lane_in_quarter, column;
};
constexpr TmemScaleSlot tmem_scale_slot(uint32_t row) { return {row % 32, row / 32}; }

} // namespace nvptxbw

#endif // NVPTXBW_DESCRIPTORS_H
