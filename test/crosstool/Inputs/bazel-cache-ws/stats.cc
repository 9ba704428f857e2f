#include "stats.h"

#include <cassert>

float mean(const float *v, int n) {
  assert(n > 0);
  float sum = 0;
  for (int i = 0; i < n; ++i)
    sum += v[i];
  return sum / n;
}

// __FILE__ must name the source relative to the exec root in every checkout.
const char *stats_origin() { return __FILE__ " " __DATE__ " " __TIME__; }
