// Fake CCCL header: tests that include/cccl is on the include path.
#define NVPTXBW_FAKE_THRUST_VERSION 300000
