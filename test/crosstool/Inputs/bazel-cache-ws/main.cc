#include <cstdio>

#include "saxpy.h"
#include "stats.h"

int main() {
  float x[4] = {1, 2, 3, 4}, y[4] = {10, 20, 30, 40};
  std::printf("built from %s\n", stats_origin());
  if (saxpy(2.0f, x, y, 4) != 0) {
    std::printf("no CUDA device\n");
    return 0;
  }
  std::printf("mean %g\n", mean(y, 4));
  return mean(y, 4) == 30.0f ? 0 : 1;
}
