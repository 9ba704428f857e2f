// A reference is bound to an object of its type ([dcl.ref]), so in device
// code our clang marks the load of a reference from memory (a struct member,
// a lambda's by-reference capture) !nonnull and !align with the pointee's
// alignment (reference-load-nonnull-align.patch), as clang 20 and later do.
// Clang 19 left the load bare: the alignment was lost wherever the pointer
// went on, and CUTLASS's MMA results, stored through the accumulator
// fragment a lambda captures by reference, were four 32-bit stores instead
// of one st.v4 (CUTLASS 79a's GEMM kernel on sm_120a: 5,856 SASS
// instructions before, 5,440 after, clang 22 5,416). Host code keeps
// clang 19.1.7's IR.
// REQUIRES: cuda
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-device-only -O3 \
// RUN:   -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.dev.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.dev.ll
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-host-only -O3 \
// RUN:   -Xclang -disable-llvm-passes -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST
//
// The end result: one 128-bit store of the four results.
// RUN: %clangxx --cuda-path=%cuda_path --cuda-gpu-arch=sm_90a --cuda-device-only -O3 -S %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t.ptx -o /dev/null %}
// PTX-LABEL: .func _Z5applyIZ8mma_likeP4FragjEUlvE_EvRKT_(
// PTX:       st.v4.f32 [{{%rd[0-9]+}}], {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}};
// PTX-NOT:   st.f32
// PTX:       ret;
//
// The same IR without the !align gives the four stores clang 19 made:
// RUN: sed 's/, !align ![0-9]*//' %t.dev.ll | opt -O3 | llc -mcpu=sm_90a | FileCheck %s --check-prefix=NOALIGN
// NOALIGN-LABEL: .func _Z5applyIZ8mma_likeP4FragjEUlvE_EvRKT_(
// NOALIGN-COUNT-4: st.f32
// NOALIGN-NOT: st.v4

struct alignas(16) Frag {
  float v[4];
  __host__ __device__ float *data() { return v; }
};

template <class F> __device__ __noinline__ void apply(const F &f) { f(); }

__global__ void mma_like(Frag *out, unsigned a) {
  Frag &acc = out[threadIdx.x];
  apply([&acc, a] {
    float x, y, z, w;
    asm volatile("mov.b32 %0, %4; mov.b32 %1, %4; mov.b32 %2, %4; mov.b32 %3, %4;"
                 : "=f"(x), "=f"(y), "=f"(z), "=f"(w) : "r"(a));
    float *p = acc.data();
    p[0] = x;
    p[1] = y;
    p[2] = z;
    p[3] = w;
  });
}

struct Incomplete;
struct Refs {
  char &c;
  Incomplete &inc;
  Frag &frag;
};

// A char is aligned to 1: nonnull only. An incomplete type's size and
// alignment are unknown: nothing.
// (Each access first loads the parameter r itself, a reference too.)
// DEV-LABEL: define {{.*}} @_Z11device_refsR4Refs(
// DEV:       load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY:[0-9]+]], !align ![[ALIGN8:[0-9]+]]
// DEV-NEXT:  getelementptr
// DEV-NEXT:  load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY]]{{$}}
// DEV:       load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY]], !align ![[ALIGN8]]
// DEV-NEXT:  getelementptr
// DEV-NEXT:  load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}{{$}}
// DEV:       load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY]], !align ![[ALIGN8]]
// DEV-NEXT:  getelementptr
// DEV-NEXT:  load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY]], !align ![[ALIGN16:[0-9]+]]
__device__ __noinline__ void *device_refs(Refs &r) {
  r.c = 1;
  Incomplete *i = &r.inc;
  r.frag.v[0] = 2;
  return i;
}

__global__ void use_refs(Refs *r, void **out) { *out = device_refs(*r); }

// The lambda's capture of acc is loaded with the fragment's alignment.
// DEV-LABEL: define {{.*}} @_ZZ8mma_likeP4FragjENKUlvE_clEv(
// DEV:       load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}, !nonnull ![[EMPTY]], !align ![[ALIGN16]]

// Host code is unchanged.
// HOST-LABEL: define {{.*}} @_Z9host_refsR4Refs(
// HOST:       load ptr, ptr %{{[^,]+}}, align 8, !tbaa !{{[0-9]+}}{{$}}
// HOST-NOT:   !nonnull
// HOST-NOT:   !align
// HOST:       ret
void *host_refs(Refs &r) {
  r.c = 1;
  Incomplete *i = &r.inc;
  r.frag.v[0] = 2;
  return i;
}

// DEV-DAG: ![[EMPTY]] = !{}
// DEV-DAG: ![[ALIGN8]] = !{i64 8}
// DEV-DAG: ![[ALIGN16]] = !{i64 16}
