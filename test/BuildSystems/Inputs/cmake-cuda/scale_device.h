#define SCALE_FACTOR 3.0f
