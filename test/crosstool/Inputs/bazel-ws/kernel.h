int launch_scale(float *host, int n, float factor);
