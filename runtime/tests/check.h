// Minimal check counter for the runtime's host tests: every check counts,
// the first 20 failures are printed, main returns non-zero on any failure.
#ifndef NVPTXBW_TESTS_CHECK_H
#define NVPTXBW_TESTS_CHECK_H
#include <cstdio>

namespace nvptxbw_test {
inline long &passed() { static long n = 0; return n; }
inline long &failed() { static long n = 0; return n; }
inline void record(bool ok, const char *file, int line, const char *what) {
  if (ok) { ++passed(); return; }
  if (++failed() <= 20) std::printf("FAIL %s:%d: %s\n", file, line, what);
}
inline int finish(const char *suite) {
  if (failed()) {
    std::printf("%s: %ld checks FAILED (of %ld)\n", suite, failed(), failed() + passed());
    return 1;
  }
  std::printf("%s: %ld checks passed\n", suite, passed());
  return 0;
}
} // namespace nvptxbw_test

#define CHECK(cond) ::nvptxbw_test::record((cond), __FILE__, __LINE__, #cond)
// CHECK with a printf-style context shown on failure.
#define CHECKF(cond, ...)                                                      \
  do {                                                                         \
    bool ok_ = (cond);                                                         \
    if (!ok_ && ::nvptxbw_test::failed() < 20) std::printf(__VA_ARGS__);       \
    ::nvptxbw_test::record(ok_, __FILE__, __LINE__, #cond);                    \
  } while (0)
#endif
