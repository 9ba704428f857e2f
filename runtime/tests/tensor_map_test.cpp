// nvptxbw/tensor_map.h on the host: every documented requirement of
// cuTensorMapEncodeTiled that validate_tiled_map checks, with its message;
// encode_tiled_map's results when the driver library is missing, when it
// lacks the entry point, and through a stand-in driver (argv[1], built from
// fake_cuda_driver.cpp) that records the call and refuses rank 4. With
// --expect-no-driver, also that the real driver's soname fails cleanly
// (machines without the CUDA driver).
#include "nvptxbw/tensor_map.h"

#include "check.h"
#include "fake_cuda_driver.h"

#include <dlfcn.h>

#include <cstring>
#include <string>

using namespace nvptxbw;

namespace {

alignas(128) unsigned char g_tensor[1 << 16];

// The map the block-scaled GEMM example encodes for A: bytes within a
// 16-byte chunk, rows, chunks along K; a {16, 128, 8} box.
TiledMapSpec good_spec() {
  TiledMapSpec s;
  s.dtype = CU_TENSOR_MAP_DATA_TYPE_UINT8;
  s.rank = 3;
  s.global = g_tensor;
  s.dims[0] = 16; s.dims[1] = 256; s.dims[2] = 16;
  s.strides[0] = 256; s.strides[1] = 16;
  s.box[0] = 16; s.box[1] = 128; s.box[2] = 8;
  return s;
}

template <class Mutate>
void expect_invalid(Mutate mutate, const char *needle, int line) {
  TiledMapSpec s = good_spec();
  mutate(s);
  const TensorMapResult r = validate_tiled_map(s);
  CHECKF(r.status == TensorMapStatus::InvalidArgument, "line %d: status %s\n", line,
         tensor_map_status_name(r.status));
  CHECKF(std::strstr(r.message, needle) != nullptr, "line %d: message '%s' lacks '%s'\n", line,
         r.message, needle);
  std::printf("invalid: %s\n", r.message);
}
#define EXPECT_INVALID(body, needle) expect_invalid([](TiledMapSpec &s) { body; }, needle, __LINE__)

void test_validation() {
  CHECK(validate_tiled_map(good_spec()).ok());
  {
    TiledMapSpec s = good_spec(); // 5-D, swizzled within the span, fp NaN fill
    s.dtype = CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
    s.rank = 5;
    s.dims[0] = 64; s.dims[3] = 2; s.dims[4] = 3;
    s.strides[0] = 128; s.strides[1] = 32768; s.strides[2] = 65536; s.strides[3] = 131072;
    s.box[0] = 64; s.box[3] = 1; s.box[4] = 1;
    s.swizzle = CU_TENSOR_MAP_SWIZZLE_128B;
    s.oob_fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA;
    const TensorMapResult r = validate_tiled_map(s);
    CHECKF(r.ok(), "5-D map: %s\n", r.message);
  }
  EXPECT_INVALID(s.rank = 0, "rank 0: a tensor map has 1 to 5 dimensions");
  EXPECT_INVALID(s.rank = 6, "rank 6: a tensor map has 1 to 5 dimensions");
  EXPECT_INVALID(s.rank = 2; s.interleave = CU_TENSOR_MAP_INTERLEAVE_16B,
                 "rank 2: an interleaved tensor map has 3 to 5 dimensions");
  EXPECT_INVALID(s.global = nullptr, "global address is null");
  EXPECT_INVALID(s.global = g_tensor + 8, "is not 16-byte aligned");
  EXPECT_INVALID(s.global = g_tensor + 16; s.interleave = CU_TENSOR_MAP_INTERLEAVE_32B;
                 s.swizzle = CU_TENSOR_MAP_SWIZZLE_32B, "is not 32-byte aligned");
  EXPECT_INVALID(s.dims[1] = 0, "dims[1] = 0: each dimension is 1 to 2^32");
  EXPECT_INVALID(s.dims[2] = (1ull << 32) + 1, "dims[2] = 4294967297: each dimension is 1 to 2^32");
  EXPECT_INVALID(s.strides[0] = 200, "strides[0] = 200 bytes is not a multiple of 16");
  EXPECT_INVALID(s.strides[1] = 1ull << 40, "strides[1] = 1099511627776 bytes: a stride is below 2^40");
  EXPECT_INVALID(s.box[1] = 257, "box[1] = 257: each box extent is 1 to 256");
  EXPECT_INVALID(s.box[2] = 0, "box[2] = 0: each box extent is 1 to 256");
  EXPECT_INVALID(s.element_strides[1] = 9, "element_strides[1] = 9: each is 1 to 8");
  EXPECT_INVALID(s.box[0] = 24, "inner box box[0] * 1 = 24 bytes is not a multiple of 16");
  EXPECT_INVALID(s.dtype = CU_TENSOR_MAP_DATA_TYPE_FLOAT32; s.box[0] = 16;
                 s.swizzle = CU_TENSOR_MAP_SWIZZLE_32B,
                 "inner box box[0] * 4 = 64 bytes exceeds the 32-byte swizzle span");
  EXPECT_INVALID(s.box[0] = 144; s.swizzle = CU_TENSOR_MAP_SWIZZLE_128B,
                 "inner box box[0] * 1 = 144 bytes exceeds the 128-byte swizzle span");
  EXPECT_INVALID(s.interleave = CU_TENSOR_MAP_INTERLEAVE_32B; s.strides[1] = 32,
                 "the 32-byte interleave needs the 32-byte swizzle");
  EXPECT_INVALID(s.oob_fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
                 "NaN out-of-bounds fill needs a floating-point data type");
  EXPECT_INVALID(s.swizzle = CUtensorMapSwizzle(42), "swizzle 42 is not a CUtensorMapSwizzle");
  EXPECT_INVALID(s.dtype = CUtensorMapDataType(99), "data type 99 is not a CUtensorMapDataType");
}

void test_loader(const char *fake_driver) {
  CUtensorMap map{};
  {
    const TensorMapResult r =
        encode_tiled_map(&map, good_spec(), "libnvptxbw-no-such-driver.so.1");
    CHECK(r.status == TensorMapStatus::DriverUnavailable);
    CHECK(std::strstr(r.message, "cannot load the CUDA driver (libnvptxbw-no-such-driver.so.1)"));
    std::printf("no library: %s\n", r.message);
  }
  {
    const TensorMapResult r = encode_tiled_map(&map, good_spec(), "libm.so.6");
    CHECK(r.status == TensorMapStatus::EntryPointMissing);
    std::printf("no entry point: %s\n", r.message);
  }
  {
    // Invalid input never reaches the driver.
    TiledMapSpec s = good_spec();
    s.box[1] = 300;
    const TensorMapResult r = encode_tiled_map(&map, s, fake_driver);
    CHECK(r.status == TensorMapStatus::InvalidArgument);
    alignas(128) unsigned char storage[2 * sizeof(CUtensorMap)];
    const TensorMapResult m =
        encode_tiled_map(reinterpret_cast<CUtensorMap *>(storage + 32), good_spec(), fake_driver);
    CHECK(m.status == TensorMapStatus::InvalidArgument);
    std::printf("misaligned map: %s\n", m.message);
  }
  void *handle = dlopen(fake_driver, RTLD_NOW | RTLD_LOCAL);
  CHECK(handle != nullptr);
  if (!handle) return;
  auto last = reinterpret_cast<const FakeEncodeCall *(*)()>(dlsym(handle, "fake_driver_last_call"));
  CHECK(last != nullptr);
  if (!last) return;
  CHECK(last()->calls == 0);
  {
    const TiledMapSpec s = good_spec();
    const TensorMapResult r = encode_tiled_map(&map, s, fake_driver);
    CHECKF(r.ok(), "fake driver: %s\n", r.message);
    const FakeEncodeCall &c = *last();
    CHECK(c.calls == 1 && c.init_calls == 1);
    CHECK(c.dtype == CU_TENSOR_MAP_DATA_TYPE_UINT8 && c.rank == 3 && c.global == g_tensor);
    CHECK(c.dims[0] == 16 && c.dims[1] == 256 && c.dims[2] == 16);
    CHECK(c.strides[0] == 256 && c.strides[1] == 16);
    CHECK(c.box[0] == 16 && c.box[1] == 128 && c.box[2] == 8);
    CHECK(c.element_strides[0] == 1 && c.element_strides[2] == 1);
    CHECK(c.interleave == CU_TENSOR_MAP_INTERLEAVE_NONE && c.swizzle == CU_TENSOR_MAP_SWIZZLE_NONE);
    CHECK(c.l2 == CU_TENSOR_MAP_L2_PROMOTION_NONE && c.oob == CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    CHECK(map.opaque[0] == 0x5A5A000000000000ull && map.opaque[15] == 0x5A5A00000000000Full);
  }
  {
    TiledMapSpec s = good_spec(); // the stand-in refuses rank 4
    s.rank = 4;
    s.dims[3] = 2;
    s.strides[2] = 65536;
    s.box[3] = 1;
    const TensorMapResult r = encode_tiled_map(&map, s, fake_driver);
    CHECK(r.status == TensorMapStatus::DriverError && r.driver_result == CUDA_ERROR_INVALID_VALUE);
    CHECK(last()->calls == 2 && last()->strides[2] == 65536);
    std::printf("driver refused: %s\n", r.message);
  }
}

void test_no_driver() {
  CUtensorMap map{};
  const TensorMapResult r = encode_tiled_map(&map, good_spec());
  CHECK(r.status == TensorMapStatus::DriverUnavailable);
  std::printf("default driver: %s: %s\n", tensor_map_status_name(r.status), r.message);
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::printf("usage: %s FAKE_DRIVER.so [--expect-no-driver]\n", argv[0]);
    return 2;
  }
  test_validation();
  test_loader(argv[1]);
  if (argc > 2 && std::string(argv[2]) == "--expect-no-driver") test_no_driver();
  return nvptxbw_test::finish("tensor_map");
}
