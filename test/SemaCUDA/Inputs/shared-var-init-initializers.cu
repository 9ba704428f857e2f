// __shared__ variables declared with an initializer, one a line marked
// 'case: NAME': an error with nvcc 13.0 whatever the type.
// shared-var-init-vs-nvcc.test compares nvcc's verdicts with clang's.
#include "shared-var-init-types.h"

__global__ void initializers() {
  __shared__ int x0 = 5;                // case: init-x0-int
  __shared__ int x1{};                  // case: init-x1-int
  __shared__ C x2 = C();                // case: init-x2-c
  __shared__ C x3{};                    // case: init-x3-c
  __shared__ D x4{};                    // case: init-x4-d
  __shared__ D x5 = D();                // case: init-x5-d
  __shared__ F x6 = F();                // case: init-x6-f
  __shared__ N x7(5);                   // case: init-x7-n
  __shared__ int x8[2] = {};            // case: init-x8-int
  __shared__ C x9[2] = {};              // case: init-x9-c
  __shared__ G x10{};                   // case: init-x10-g
}
