// CUDA's loads and stores with a cache operator (sm_32_intrinsics.h, which
// clang's wrapper keeps out): every function for every type CUDA declares
// it for, host and device compile; the device code is one ld.global/st.global
// with the operator each is named after, and ptxas accepts it.
//
// REQUIRES: cuda-13.0
// RUN: %clang -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   -fsyntax-only -Werror %s
// RUN: %clang -x cuda -std=c++17 --cuda-gpu-arch=sm_100a -nocudalib --cuda-path=%cuda_path \
// RUN:   --cuda-device-only -O2 -S %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
//
// One kernel per function: its loads (or stores) of float, float4, char,
// uchar2, short4 and double2 values.
// CHECK-LABEL: .entry _Z8k___stcs
// CHECK-DAG: st.global.cs.f32
// CHECK-DAG: st.global.cs.v4.f32
// CHECK-DAG: st.global.cs.s8
// CHECK-DAG: st.global.cs.v2.u8
// CHECK-DAG: st.global.cs.v4.s16
// CHECK-DAG: st.global.cs.v2.f64
// CHECK-LABEL: .entry _Z8k___stcg
// CHECK-DAG: st.global.cg.f32
// CHECK-LABEL: .entry _Z8k___stwb
// CHECK-DAG: st.global.wb.f32
// CHECK-LABEL: .entry _Z8k___stwt
// CHECK-DAG: st.global.wt.f32
// CHECK-LABEL: .entry _Z8k___ldcs
// CHECK-DAG: ld.global.cs.f32
// CHECK-DAG: ld.global.cs.v4.f32
// CHECK-DAG: ld.global.cs.s8
// CHECK-DAG: ld.global.cs.v2.u8
// CHECK-DAG: ld.global.cs.v4.s16
// CHECK-DAG: ld.global.cs.v2.f64
// CHECK-LABEL: .entry _Z8k___ldca
// CHECK-DAG: ld.global.ca.f32
// CHECK-LABEL: .entry _Z8k___ldcg
// CHECK-DAG: ld.global.cg.f32
// CHECK-LABEL: .entry _Z8k___ldlu
// CHECK-DAG: ld.global.lu.f32
// CHECK-LABEL: .entry _Z8k___ldcv
// CHECK-DAG: ld.global.cv.f32
//
// nvcc 13.0 compiles the same file.
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -std=c++17 -c %s -o %t.nvcc.o %}

#define EACH_TYPE(X)                                                           \
  X(char) X(signed char) X(unsigned char) X(short) X(unsigned short) X(int)    \
  X(unsigned int) X(long) X(unsigned long) X(long long)                        \
  X(unsigned long long) X(float) X(double) X(char2) X(char4) X(uchar2)         \
  X(uchar4) X(short2) X(short4) X(ushort2) X(ushort4) X(int2) X(int4)          \
  X(uint2) X(uint4) X(longlong2) X(ulonglong2) X(float2) X(float4) X(double2)

// Every overload exists (host and device parse it).
#define LOADS(T)                                                               \
  __device__ void loads(const T *p, T *o) {                                    \
    o[0] = __ldca(p); o[1] = __ldcg(p); o[2] = __ldcs(p);                      \
    o[3] = __ldlu(p); o[4] = __ldcv(p);                                        \
  }                                                                            \
  __device__ void stores(T *p, T v) {                                          \
    __stwb(p, v); __stcg(p + 1, v); __stcs(p + 2, v); __stwt(p + 3, v);        \
  }
EACH_TYPE(LOADS)

#define STORE_KERNEL(F)                                                        \
  __global__ void k_##F(float *f, float4 *f4, char *c, uchar2 *u2, short4 *s4, \
                        double2 *d2) {                                         \
    F(f, f[100]); F(f4, f4[100]); F(c, c[100]); F(u2, u2[100]);                \
    F(s4, s4[100]); F(d2, d2[100]);                                            \
  }
STORE_KERNEL(__stcs) STORE_KERNEL(__stcg) STORE_KERNEL(__stwb) STORE_KERNEL(__stwt)

#define LOAD_KERNEL(F)                                                         \
  __global__ void k_##F(float *f, float4 *f4, char *c, uchar2 *u2, short4 *s4, \
                        double2 *d2) {                                         \
    f[1] = F(f); f4[1] = F(f4); c[1] = F(c); u2[1] = F(u2); s4[1] = F(s4);     \
    d2[1] = F(d2);                                                             \
  }
LOAD_KERNEL(__ldcs) LOAD_KERNEL(__ldca) LOAD_KERNEL(__ldcg) LOAD_KERNEL(__ldlu) LOAD_KERNEL(__ldcv)
