// nvptxbw/tensor_map.h - host side of the tensor memory accelerator (TMA):
// a tiled tensor map (CUtensorMap) encoded by the CUDA driver's
// cuTensorMapEncodeTiled, with the driver loaded at run time.
//
//   TiledMapSpec           what cuTensorMapEncodeTiled takes, as one value
//   validate_tiled_map     the driver's documented requirements, checked on
//                          the host with a message naming the argument
//   encode_tiled_map       validate, then encode through the driver
//
// The CUDA runtime does not export cuTensorMapEncodeTiled, and linking
// libcuda would make every program that includes this header fail to start
// on a machine without the driver. So the driver is opened with dlopen
// ("libcuda.so.1", the name the driver installs) on first use and the entry
// point found with dlsym; when either is missing the result is a status and
// a message, never a crash. Types come from CUDA's cuda.h (declarations only).
//
// The requirements checked are those the CUDA Driver API documents for
// cuTensorMapEncodeTiled ("Tensor Map Object Management"): rank 1..5 (3..5
// when interleaved), a 16-byte aligned global address (32 for 32-byte
// interleave and the 16-byte aligned packed types), dimensions 1..2^32,
// strides multiples of 16 (32) below 2^40, box extents 1..256 with the inner
// one a multiple of 16 bytes, element strides 1..8, the inner box within the
// swizzle span, the 32-byte interleave only with the 32-byte swizzle, and
// NaN out-of-bounds fill only for floating-point types. The packed sub-byte
// types (16U4/16U6) are passed through unvalidated beyond these rules.
#ifndef NVPTXBW_TENSOR_MAP_H
#define NVPTXBW_TENSOR_MAP_H

#include <cuda.h>
#include <dlfcn.h>

#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace nvptxbw {

// One tiled tensor map: `rank` dimensions, innermost first. strides[i] is
// the byte distance between consecutive indices of dimension i + 1 (the
// driver's globalStrides, rank - 1 of them).
struct TiledMapSpec {
  CUtensorMapDataType dtype = CU_TENSOR_MAP_DATA_TYPE_UINT8;
  uint32_t rank = 0;
  const void *global = nullptr;
  uint64_t dims[5] = {};
  uint64_t strides[4] = {};
  uint32_t box[5] = {};
  uint32_t element_strides[5] = {1, 1, 1, 1, 1};
  CUtensorMapInterleave interleave = CU_TENSOR_MAP_INTERLEAVE_NONE;
  CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  CUtensorMapL2promotion l2_promotion = CU_TENSOR_MAP_L2_PROMOTION_NONE;
  CUtensorMapFloatOOBfill oob_fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;
};

enum class TensorMapStatus : uint8_t {
  Ok,
  InvalidArgument,   // a documented requirement is not met (message says which)
  DriverUnavailable, // libcuda.so.1 could not be opened
  EntryPointMissing, // the driver has no cuTensorMapEncodeTiled (older than CUDA 12.0)
  DriverError,       // the driver refused the map (message has its CUresult)
};

inline const char *tensor_map_status_name(TensorMapStatus s) {
  switch (s) {
  case TensorMapStatus::Ok: return "ok";
  case TensorMapStatus::InvalidArgument: return "invalid argument";
  case TensorMapStatus::DriverUnavailable: return "CUDA driver unavailable";
  case TensorMapStatus::EntryPointMissing: return "cuTensorMapEncodeTiled missing";
  case TensorMapStatus::DriverError: return "driver error";
  }
  return "?";
}

struct TensorMapResult {
  TensorMapStatus status = TensorMapStatus::Ok;
  CUresult driver_result = CUDA_SUCCESS; // for DriverError
  char message[256] = {};
  bool ok() const { return status == TensorMapStatus::Ok; }
};

namespace tensor_map_detail {

// Bytes per element; 0 for the packed sub-byte types.
inline uint32_t element_bytes(CUtensorMapDataType t) {
  switch (t) {
  case CU_TENSOR_MAP_DATA_TYPE_UINT8: return 1;
  case CU_TENSOR_MAP_DATA_TYPE_UINT16:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
  case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: return 2;
  case CU_TENSOR_MAP_DATA_TYPE_UINT32:
  case CU_TENSOR_MAP_DATA_TYPE_INT32:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
  case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
  case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ: return 4;
  case CU_TENSOR_MAP_DATA_TYPE_UINT64:
  case CU_TENSOR_MAP_DATA_TYPE_INT64:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT64: return 8;
  default: return 0;
  }
}

inline bool is_floating(CUtensorMapDataType t) {
  switch (t) {
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT64:
  case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
  case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
  case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ: return true;
  default: return false;
  }
}

inline bool is_packed_16b_aligned(CUtensorMapDataType t) {
  return t == CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B || t == CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B;
}

// The swizzle span in bytes, 0 for none, -1 for a value that is no mode.
inline int swizzle_span(CUtensorMapSwizzle s) {
  switch (s) {
  case CU_TENSOR_MAP_SWIZZLE_NONE: return 0;
  case CU_TENSOR_MAP_SWIZZLE_32B: return 32;
  case CU_TENSOR_MAP_SWIZZLE_64B: return 64;
  case CU_TENSOR_MAP_SWIZZLE_128B:
  case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B:
  case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B:
  case CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B: return 128;
  default: return -1;
  }
}

inline TensorMapResult fail(TensorMapStatus status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
inline TensorMapResult fail(TensorMapStatus status, const char *fmt, ...) {
  TensorMapResult r;
  r.status = status;
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(r.message, sizeof r.message, fmt, ap);
  va_end(ap);
  return r;
}

using EncodeTiledFn = CUresult (*)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *,
                                   const cuuint64_t *, const cuuint64_t *, const cuuint32_t *,
                                   const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle,
                                   CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
using InitFn = CUresult (*)(unsigned);
using ErrorNameFn = CUresult (*)(CUresult, const char **);

} // namespace tensor_map_detail

// The driver's documented requirements for cuTensorMapEncodeTiled; Ok, or
// InvalidArgument with a message naming the argument and the rule.
inline TensorMapResult validate_tiled_map(const TiledMapSpec &s) {
  using namespace tensor_map_detail;
  using S = TensorMapStatus;
  const bool interleaved = s.interleave != CU_TENSOR_MAP_INTERLEAVE_NONE;
  if (s.interleave != CU_TENSOR_MAP_INTERLEAVE_NONE && s.interleave != CU_TENSOR_MAP_INTERLEAVE_16B &&
      s.interleave != CU_TENSOR_MAP_INTERLEAVE_32B)
    return fail(S::InvalidArgument, "interleave %d is not a CUtensorMapInterleave", int(s.interleave));
  if (s.rank < 1 || s.rank > 5)
    return fail(S::InvalidArgument, "rank %u: a tensor map has 1 to 5 dimensions", s.rank);
  if (interleaved && s.rank < 3)
    return fail(S::InvalidArgument, "rank %u: an interleaved tensor map has 3 to 5 dimensions",
                s.rank);
  const uint32_t elem = element_bytes(s.dtype);
  if (elem == 0 && !(s.dtype >= CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B &&
                     s.dtype <= CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B))
    return fail(S::InvalidArgument, "data type %d is not a CUtensorMapDataType", int(s.dtype));
  const bool align32 = s.interleave == CU_TENSOR_MAP_INTERLEAVE_32B || is_packed_16b_aligned(s.dtype);
  const uintptr_t address = reinterpret_cast<uintptr_t>(s.global);
  if (address == 0) return fail(S::InvalidArgument, "global address is null");
  if (address % (align32 ? 32 : 16))
    return fail(S::InvalidArgument, "global address %p is not %d-byte aligned", s.global,
                align32 ? 32 : 16);
  for (uint32_t i = 0; i < s.rank; ++i)
    if (s.dims[i] == 0 || s.dims[i] > (uint64_t(1) << 32))
      return fail(S::InvalidArgument, "dims[%u] = %llu: each dimension is 1 to 2^32", i,
                  (unsigned long long)s.dims[i]);
  for (uint32_t i = 0; i + 1 < s.rank; ++i) {
    if (s.strides[i] % (align32 ? 32 : 16))
      return fail(S::InvalidArgument, "strides[%u] = %llu bytes is not a multiple of %d", i,
                  (unsigned long long)s.strides[i], align32 ? 32 : 16);
    if (s.strides[i] >= (uint64_t(1) << 40))
      return fail(S::InvalidArgument, "strides[%u] = %llu bytes: a stride is below 2^40", i,
                  (unsigned long long)s.strides[i]);
  }
  for (uint32_t i = 0; i < s.rank; ++i) {
    if (s.box[i] == 0 || s.box[i] > 256)
      return fail(S::InvalidArgument, "box[%u] = %u: each box extent is 1 to 256", i, s.box[i]);
    if (s.element_strides[i] == 0 || s.element_strides[i] > 8)
      return fail(S::InvalidArgument, "element_strides[%u] = %u: each is 1 to 8", i,
                  s.element_strides[i]);
  }
  const int span = swizzle_span(s.swizzle);
  if (span < 0) return fail(S::InvalidArgument, "swizzle %d is not a CUtensorMapSwizzle", int(s.swizzle));
  if (s.interleave == CU_TENSOR_MAP_INTERLEAVE_32B && s.swizzle != CU_TENSOR_MAP_SWIZZLE_32B)
    return fail(S::InvalidArgument, "the 32-byte interleave needs the 32-byte swizzle");
  if (elem != 0 && !interleaved) {
    const uint64_t inner = uint64_t(s.box[0]) * elem;
    if (inner % 16)
      return fail(S::InvalidArgument,
                  "inner box box[0] * %u = %llu bytes is not a multiple of 16", elem,
                  (unsigned long long)inner);
    if (span > 0 && inner > uint64_t(span))
      return fail(S::InvalidArgument,
                  "inner box box[0] * %u = %llu bytes exceeds the %d-byte swizzle span", elem,
                  (unsigned long long)inner, span);
  }
  if (s.oob_fill == CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA && !is_floating(s.dtype))
    return fail(S::InvalidArgument, "NaN out-of-bounds fill needs a floating-point data type");
  if (s.oob_fill != CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE &&
      s.oob_fill != CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA)
    return fail(S::InvalidArgument, "oob_fill %d is not a CUtensorMapFloatOOBfill", int(s.oob_fill));
  if (int(s.l2_promotion) < 0 || s.l2_promotion > CU_TENSOR_MAP_L2_PROMOTION_L2_256B)
    return fail(S::InvalidArgument, "l2_promotion %d is not a CUtensorMapL2promotion",
                int(s.l2_promotion));
  return TensorMapResult{};
}

// Validate `spec`, then encode it into *out (64-byte aligned, as the driver
// requires) with the driver's cuTensorMapEncodeTiled. `driver_library` is
// the shared object to load it from; the default is the driver's soname.
// The library handle is kept open for the life of the process.
inline TensorMapResult encode_tiled_map(CUtensorMap *out, const TiledMapSpec &spec,
                                        const char *driver_library = "libcuda.so.1") {
  using namespace tensor_map_detail;
  using S = TensorMapStatus;
  if (reinterpret_cast<uintptr_t>(out) % 64)
    return fail(S::InvalidArgument, "the CUtensorMap at %p is not 64-byte aligned",
                static_cast<void *>(out));
  TensorMapResult checked = validate_tiled_map(spec);
  if (!checked.ok()) return checked;

  void *driver = dlopen(driver_library, RTLD_NOW | RTLD_LOCAL);
  if (!driver) {
    const char *why = dlerror();
    return fail(S::DriverUnavailable, "cannot load the CUDA driver (%s): %s", driver_library,
                why ? why : "unknown reason");
  }
  auto encode = reinterpret_cast<EncodeTiledFn>(dlsym(driver, "cuTensorMapEncodeTiled"));
  if (!encode)
    return fail(S::EntryPointMissing,
                "%s has no cuTensorMapEncodeTiled (a CUDA 12.0 or newer driver has it)",
                driver_library);
  // Idempotent; a process that has used the CUDA runtime has done it already.
  if (auto init = reinterpret_cast<InitFn>(dlsym(driver, "cuInit"))) (void)init(0);

  cuuint64_t dims[5], strides[4];
  cuuint32_t box[5], element_strides[5];
  for (uint32_t i = 0; i < spec.rank; ++i) {
    dims[i] = spec.dims[i];
    box[i] = spec.box[i];
    element_strides[i] = spec.element_strides[i];
    if (i + 1 < spec.rank) strides[i] = spec.strides[i];
  }
  const CUresult r = encode(out, spec.dtype, spec.rank, const_cast<void *>(spec.global), dims,
                            strides, box, element_strides, spec.interleave, spec.swizzle,
                            spec.l2_promotion, spec.oob_fill);
  if (r != CUDA_SUCCESS) {
    const char *name = nullptr;
    if (auto error_name = reinterpret_cast<ErrorNameFn>(dlsym(driver, "cuGetErrorName")))
      (void)error_name(r, &name);
    TensorMapResult res = fail(S::DriverError, "cuTensorMapEncodeTiled failed: %s (%d)",
                               name ? name : "unknown CUresult", int(r));
    res.driver_result = r;
    return res;
  }
  return TensorMapResult{};
}

} // namespace nvptxbw

#endif // NVPTXBW_TENSOR_MAP_H
