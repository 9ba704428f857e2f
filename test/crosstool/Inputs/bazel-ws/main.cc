#include <cstdio>
#include "kernel.h"

int main() {
  float v[4] = {1, 2, 3, 4};
  if (launch_scale(v, 4, 2.0f) != 0) {
    std::printf("no CUDA device\n");
    return 0;
  }
  std::printf("%g %g %g %g\n", v[0], v[1], v[2], v[3]);
  return v[3] == 8.0f ? 0 : 1;
}
