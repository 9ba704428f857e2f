__global__ void add_one(int *p) { p[threadIdx.x] += 1; }
int main() {
  add_one<<<1, 32>>>(nullptr);
  return 0;
}
