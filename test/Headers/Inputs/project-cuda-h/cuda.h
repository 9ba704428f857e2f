// A project's own header named cuda.h, as Rodinia's b+tree has
// (util/cuda/cuda.h): declarations of its helpers, no CUDA_VERSION.
#ifdef __cplusplus
extern "C" {
#endif
void setdevice(void);
void checkCUDAError(const char *msg);
#ifdef __cplusplus
}
#endif
#define PROJECT_CUDA_H 1
