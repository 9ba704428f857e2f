#pragma once

// Host-only helpers: the mean of n floats and where they were compiled.
float mean(const float *v, int n);
const char *stats_origin();
