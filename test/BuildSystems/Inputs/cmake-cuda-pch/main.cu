#include <vector>
#include "common.cuh"
int main() {
  std::vector<float> v(4, 1.0f);
  std::printf("scaled %d, %zu values\n", scaled(2), v.size());
  return 0;
}
