#pragma once

// y = a * x + y on the GPU; returns 0 on success, 1 without a usable device.
int saxpy(float a, const float *x, float *y, int n);
