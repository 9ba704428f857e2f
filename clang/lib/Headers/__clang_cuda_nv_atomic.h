/*===---- __clang_cuda_nv_atomic.h - nvcc's __nv_atomic_* builtins --------===
 *
 * Part of nvptx-blackwell (LLVM/Clang 19.1.7 with NVIDIA Blackwell).
 * Written for this project; Apache-2.0 WITH LLVM-exception, as LLVM.
 *
 * nvcc 12.8 added a family of scoped atomic builtins, __nv_atomic_load_n,
 * __nv_atomic_fetch_add & co, that take a memory order (__NV_ATOMIC_*) and an
 * optional thread scope (__NV_THREAD_SCOPE_*, default SYSTEM). Clang has no
 * such builtins; this header provides them as __device__ functions with the
 * semantics, the accepted types and the PTX that nvcc 13.0 has (measured with
 * nvcc -arch=sm_90a/sm_100a/sm_120a -ptx; test/CodeGenCUDA/nv-atomic-*):
 *
 *   order    load             store           read-modify-write (atom)
 *   RELAXED  ld.relaxed       st.relaxed      atom.relaxed
 *   CONSUME  ld.acquire       (error)         atom.acquire
 *   ACQUIRE  ld.acquire       (error)         atom.acquire
 *   RELEASE  (error)          st.release      atom.release
 *   ACQ_REL  (error)          (error)         atom.acq_rel
 *   SEQ_CST  fence.sc;        fence.sc;       fence.sc;
 *            ld.acquire       st.relaxed      atom.acquire
 *
 *   scope THREAD and BLOCK -> .cta, CLUSTER -> .cluster (.gpu below sm_90, as
 *   nvcc does), DEVICE -> .gpu, SYSTEM -> .sys.
 *
 * Compare-exchange uses the larger of its success and failure orders, in the
 * enum's order (so RELEASE with failure ACQUIRE is atom.cas.release, as nvcc
 * has it), and ignores 'weak'; __nv_atomic_thread_fence is
 * fence.acq_rel.<scope> for ACQ_REL and fence.sc.<scope> for every other
 * order, RELAXED included. fetch_sub is atom.add of the negated operand.
 * Addresses are generic.
 *
 * The PTX forms are those of the PTX ISA's "Memory Consistency Model"
 * chapter and of its instruction sections "ld" and "st" (.relaxed,
 * .acquire, .release with a .scope; .b128 from PTX 8.3), "atom" (.sem and
 * .scope; .b128 exch/cas from PTX 8.3 on sm_90) and "membar/fence"
 * (fence.sc, fence.acq_rel); a seq_cst operation is a fence.sc followed by
 * the acquire (or, for a store, relaxed) form, nvcc's mapping.
 *
 * The order and scope must be constants, checked when the call is made
 * (diagnose_if); once the call is inlined, the switch over them folds to one
 * instruction (at -O0 it stays a switch: correct, only larger).
 *
 * Requires sm_70 (the scoped .relaxed/.acquire/.release forms).
 *===-----------------------------------------------------------------------===
 */
#ifndef __CLANG_CUDA_NV_ATOMIC_H__
#define __CLANG_CUDA_NV_ATOMIC_H__

#if defined(__cplusplus) && defined(__CUDA__)

/* CUDA 12.8+'s crt/device_functions.h defines these enums for nvcc, but
 * clang's runtime wrapper predefines that header's include guard
 * (__DEVICE_FUNCTIONS_H__), so with clang they never come from CUDA, whatever
 * its version: define them here, with nvcc's values, for every CUDA version. */
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};

enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

#define __NVBW_DEV __attribute__((device)) __attribute__((always_inline)) inline
#define __NVBW_DIAG(__cond, __msg)                                             \
  __attribute__((diagnose_if(__cond, __msg, "error")))

/* Checks made at the call, on the order and scope arguments. */
#define __NVBW_CHECK_ORDER(__o)                                                \
  __NVBW_DIAG(!__builtin_constant_p(__o),                                      \
              "the memory order of an __nv_atomic operation must be a "        \
              "constant (__NV_ATOMIC_RELAXED ... __NV_ATOMIC_SEQ_CST)")        \
  __NVBW_DIAG(__builtin_constant_p(__o) && ((__o) < __NV_ATOMIC_RELAXED ||     \
                                            (__o) > __NV_ATOMIC_SEQ_CST),      \
              "invalid memory order for an __nv_atomic operation (valid: "     \
              "__NV_ATOMIC_RELAXED ... __NV_ATOMIC_SEQ_CST)")
#define __NVBW_CHECK_SCOPE(__s)                                                \
  __NVBW_DIAG(!__builtin_constant_p(__s),                                      \
              "the thread scope of an __nv_atomic operation must be a "        \
              "constant (__NV_THREAD_SCOPE_THREAD ... "                        \
              "__NV_THREAD_SCOPE_SYSTEM)")                                     \
  __NVBW_DIAG(__builtin_constant_p(__s) &&                                     \
                  ((__s) < __NV_THREAD_SCOPE_THREAD ||                         \
                   (__s) > __NV_THREAD_SCOPE_SYSTEM),                          \
              "invalid thread scope for an __nv_atomic operation (valid: "     \
              "__NV_THREAD_SCOPE_THREAD ... __NV_THREAD_SCOPE_SYSTEM)")
#define __NVBW_CHECK_LOAD_ORDER(__o)                                           \
  __NVBW_DIAG((__o) == __NV_ATOMIC_RELEASE || (__o) == __NV_ATOMIC_ACQ_REL,    \
              "an __nv_atomic load cannot have memory order "                  \
              "__NV_ATOMIC_RELEASE or __NV_ATOMIC_ACQ_REL")
#define __NVBW_CHECK_STORE_ORDER(__o)                                          \
  __NVBW_DIAG((__o) == __NV_ATOMIC_CONSUME || (__o) == __NV_ATOMIC_ACQUIRE ||  \
                  (__o) == __NV_ATOMIC_ACQ_REL,                                \
              "an __nv_atomic store cannot have memory order "                 \
              "__NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE or "                   \
              "__NV_ATOMIC_ACQ_REL")
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
#define __NVBW_CHECK_ARCH                                                      \
  __NVBW_DIAG(1, "__nv_atomic operations require sm_70 or newer")
#else
#define __NVBW_CHECK_ARCH
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#define __NVBW_CHECK_CLUSTER(__s)                                              \
  __attribute__((                                                              \
      diagnose_if((__s) == __NV_THREAD_SCOPE_CLUSTER,                          \
                  "__NV_THREAD_SCOPE_CLUSTER needs sm_90 or newer; "           \
                  "using __NV_THREAD_SCOPE_DEVICE instead (as "                \
                  "nvcc does)",                                                \
                  "warning")))
#else
#define __NVBW_CHECK_CLUSTER(__s)
#endif
#define __NVBW_CHECKS(__o, __s)                                                \
  __NVBW_CHECK_ARCH __NVBW_CHECK_ORDER(__o) __NVBW_CHECK_SCOPE(__s)            \
      __NVBW_CHECK_CLUSTER(__s)

#define __NVBW_128_NEEDS_SM90                                                  \
  "128-bit __nv_atomic exchange and compare-exchange require sm_90 or newer"
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#define __NVBW_HAS_ATOM128 0
#define __NVBW_CLUSTER "gpu" /* nvcc: no clusters below sm_90 */
#else
#define __NVBW_HAS_ATOM128 1
#define __NVBW_CLUSTER "cluster"
#endif

/* The PTX text of one instruction for each order and scope. X(fence, sem,
 * scope, ...) writes the asm statement; the variables __p, __v, __c, __r and
 * __o, __s are those of the function the macro is expanded in. */
#define __NVBW_NOFENCE(__sc) ""
#define __NVBW_SCFENCE(__sc) "fence.sc." __sc ";\n\t"
#define __NVBW_SCOPES(X, F, SEM, ...)                                          \
  switch (__s) {                                                               \
  case __NV_THREAD_SCOPE_THREAD:                                               \
  case __NV_THREAD_SCOPE_BLOCK:                                                \
    X(F("cta"), SEM, "cta", __VA_ARGS__);                                      \
    break;                                                                     \
  case __NV_THREAD_SCOPE_CLUSTER:                                              \
    X(F(__NVBW_CLUSTER), SEM, __NVBW_CLUSTER, __VA_ARGS__);                    \
    break;                                                                     \
  case __NV_THREAD_SCOPE_DEVICE:                                               \
    X(F("gpu"), SEM, "gpu", __VA_ARGS__);                                      \
    break;                                                                     \
  default:                                                                     \
    X(F("sys"), SEM, "sys", __VA_ARGS__);                                      \
    break;                                                                     \
  }
#define __NVBW_LOAD_ORDERS(X, ...)                                             \
  switch (__o) {                                                               \
  case __NV_ATOMIC_RELAXED:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "relaxed", __VA_ARGS__) break;            \
  case __NV_ATOMIC_CONSUME:                                                    \
  case __NV_ATOMIC_ACQUIRE:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "acquire", __VA_ARGS__) break;            \
  default:                                                                     \
    __NVBW_SCOPES(X, __NVBW_SCFENCE, "acquire", __VA_ARGS__) break;            \
  }
#define __NVBW_STORE_ORDERS(X, ...)                                            \
  switch (__o) {                                                               \
  case __NV_ATOMIC_RELAXED:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "relaxed", __VA_ARGS__) break;            \
  case __NV_ATOMIC_RELEASE:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "release", __VA_ARGS__) break;            \
  default:                                                                     \
    __NVBW_SCOPES(X, __NVBW_SCFENCE, "relaxed", __VA_ARGS__) break;            \
  }
#define __NVBW_RMW_ORDERS(X, ...)                                              \
  switch (__o) {                                                               \
  case __NV_ATOMIC_RELAXED:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "relaxed", __VA_ARGS__) break;            \
  case __NV_ATOMIC_CONSUME:                                                    \
  case __NV_ATOMIC_ACQUIRE:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "acquire", __VA_ARGS__) break;            \
  case __NV_ATOMIC_RELEASE:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "release", __VA_ARGS__) break;            \
  case __NV_ATOMIC_ACQ_REL:                                                    \
    __NVBW_SCOPES(X, __NVBW_NOFENCE, "acq_rel", __VA_ARGS__) break;            \
  default:                                                                     \
    __NVBW_SCOPES(X, __NVBW_SCFENCE, "acquire", __VA_ARGS__) break;            \
  }

#define __NVBW_X_LD(F, SEM, SC, TY, C)                                         \
  asm volatile(F "ld." SEM "." SC "." TY " %0, [%1];"                          \
               : "=" C(__r)                                                    \
               : "l"(__p)                                                      \
               : "memory")
#define __NVBW_X_ST(F, SEM, SC, TY, C)                                         \
  asm volatile(F "st." SEM "." SC "." TY " [%0], %1;"                          \
               :                                                               \
               : "l"(__p), C(__v)                                              \
               : "memory")
#define __NVBW_X_ATOM(F, SEM, SC, OP, TY, C)                                   \
  asm volatile(F "atom." OP "." SEM "." SC "." TY " %0, [%1], %2;"             \
               : "=" C(__r)                                                    \
               : "l"(__p), C(__v)                                              \
               : "memory")
#define __NVBW_X_CAS(F, SEM, SC, TY, C)                                        \
  asm volatile(F "atom.cas." SEM "." SC "." TY " %0, [%1], %2, %3;"            \
               : "=" C(__r)                                                    \
               : "l"(__p), C(__c), C(__v)                                      \
               : "memory")
/* 128 bits: a .b128 register inside a PTX block, moved from and to two
 * 64-bit halves (PTX ISA 5.2.3 / mov.b128). */
#define __NVBW_X_LD128(F, SEM, SC, _)                                          \
  asm volatile("{\n\t.reg .b128 nvbwq;\n\t" F "ld." SEM "." SC                 \
               ".b128 nvbwq, [%2];\n\tmov.b128 {%0, %1}, nvbwq;\n\t}"          \
               : "=l"(__r.__lo), "=l"(__r.__hi)                                \
               : "l"(__p)                                                      \
               : "memory")
#define __NVBW_X_ST128(F, SEM, SC, _)                                          \
  asm volatile("{\n\t.reg .b128 nvbwq;\n\tmov.b128 nvbwq, {%1, %2};\n\t" F     \
               "st." SEM "." SC ".b128 [%0], nvbwq;\n\t}"                      \
               :                                                               \
               : "l"(__p), "l"(__v.__lo), "l"(__v.__hi)                        \
               : "memory")
#define __NVBW_X_EXCH128(F, SEM, SC, _)                                        \
  asm volatile(                                                                \
      "{\n\t.reg .b128 nvbwq, nvbwr;\n\tmov.b128 nvbwq, {%3, %4};\n\t" F       \
      "atom.exch." SEM "." SC ".b128 nvbwr, [%2], nvbwq;\n\t"                  \
      "mov.b128 {%0, %1}, nvbwr;\n\t}"                                         \
      : "=l"(__r.__lo), "=l"(__r.__hi)                                         \
      : "l"(__p), "l"(__v.__lo), "l"(__v.__hi)                                 \
      : "memory")
#define __NVBW_X_CAS128(F, SEM, SC, _)                                         \
  asm volatile("{\n\t.reg .b128 nvbwc, nvbwq, nvbwr;\n\t"                      \
               "mov.b128 nvbwc, {%3, %4};\n\tmov.b128 nvbwq, {%5, %6};\n\t" F  \
               "atom.cas." SEM "." SC ".b128 nvbwr, [%2], nvbwc, nvbwq;\n\t"   \
               "mov.b128 {%0, %1}, nvbwr;\n\t}"                                \
               : "=l"(__r.__lo), "=l"(__r.__hi)                                \
               : "l"(__p), "l"(__c.__lo), "l"(__c.__hi), "l"(__v.__lo),        \
                 "l"(__v.__hi)                                                 \
               : "memory")

struct __nvbw_b128 {
  unsigned long long __lo, __hi;
};

/* The raw operations, one per width (and per PTX type for atom). */
#define __NVBW_DEF_LDST(BITS, CT, C)                                           \
  __NVBW_DEV CT __nvbw_ld_b##BITS(const void *__p, int __o, int __s) {         \
    CT __r;                                                                    \
    __NVBW_LOAD_ORDERS(__NVBW_X_LD, "b" #BITS, C)                              \
    return __r;                                                                \
  }                                                                            \
  __NVBW_DEV void __nvbw_st_b##BITS(void *__p, CT __v, int __o, int __s) {     \
    __NVBW_STORE_ORDERS(__NVBW_X_ST, "b" #BITS, C)                             \
  }
/* 8-bit values travel in 32-bit registers, as nvcc's do (PTX allows a wider
 * register for ld/st of .b8). */
__NVBW_DEF_LDST(8, unsigned int, "r")
__NVBW_DEF_LDST(16, unsigned short, "h")
__NVBW_DEF_LDST(32, unsigned int, "r")
__NVBW_DEF_LDST(64, unsigned long long, "l")

__NVBW_DEV __nvbw_b128 __nvbw_ld_b128(const void *__p, int __o, int __s) {
  __nvbw_b128 __r;
  __NVBW_LOAD_ORDERS(__NVBW_X_LD128, 0)
  return __r;
}
__NVBW_DEV void __nvbw_st_b128(void *__p, __nvbw_b128 __v, int __o, int __s){
    __NVBW_STORE_ORDERS(__NVBW_X_ST128, 0)} __NVBW_DEV __nvbw_b128
    __nvbw_exch_b128(void *__p, __nvbw_b128 __v, int __o, int __s) {
  __nvbw_b128 __r;
  __NVBW_RMW_ORDERS(__NVBW_X_EXCH128, 0)
  return __r;
}
__NVBW_DEV __nvbw_b128 __nvbw_cas_b128(void *__p, __nvbw_b128 __c,
                                       __nvbw_b128 __v, int __o, int __s) {
  __nvbw_b128 __r;
  __NVBW_RMW_ORDERS(__NVBW_X_CAS128, 0)
  return __r;
}

#define __NVBW_DEF_ATOM(NAME, OP, TY, CT, C)                                   \
  __NVBW_DEV CT __nvbw_##NAME(void *__p, CT __v, int __o, int __s) {           \
    CT __r;                                                                    \
    __NVBW_RMW_ORDERS(__NVBW_X_ATOM, OP, TY, C)                                \
    return __r;                                                                \
  }
#define __NVBW_DEF_CAS(BITS, CT, C)                                            \
  __NVBW_DEV CT __nvbw_cas_b##BITS(void *__p, CT __c, CT __v, int __o,         \
                                   int __s) {                                  \
    CT __r;                                                                    \
    __NVBW_RMW_ORDERS(__NVBW_X_CAS, "b" #BITS, C)                              \
    return __r;                                                                \
  }
__NVBW_DEF_ATOM(exch_b32, "exch", "b32", unsigned int, "r")
__NVBW_DEF_ATOM(exch_b64, "exch", "b64", unsigned long long, "l")
__NVBW_DEF_CAS(16, unsigned short, "h")
__NVBW_DEF_CAS(32, unsigned int, "r")
__NVBW_DEF_CAS(64, unsigned long long, "l")
__NVBW_DEF_ATOM(add_s32, "add", "s32", int, "r")
__NVBW_DEF_ATOM(add_u32, "add", "u32", unsigned int, "r")
__NVBW_DEF_ATOM(add_u64, "add", "u64", unsigned long long, "l")
__NVBW_DEF_ATOM(add_f32, "add", "f32", float, "f")
__NVBW_DEF_ATOM(add_f64, "add", "f64", double, "d")
__NVBW_DEF_ATOM(and_b32, "and", "b32", unsigned int, "r")
__NVBW_DEF_ATOM(and_b64, "and", "b64", unsigned long long, "l")
__NVBW_DEF_ATOM(or_b32, "or", "b32", unsigned int, "r")
__NVBW_DEF_ATOM(or_b64, "or", "b64", unsigned long long, "l")
__NVBW_DEF_ATOM(xor_b32, "xor", "b32", unsigned int, "r")
__NVBW_DEF_ATOM(xor_b64, "xor", "b64", unsigned long long, "l")
__NVBW_DEF_ATOM(min_s32, "min", "s32", int, "r")
__NVBW_DEF_ATOM(min_u32, "min", "u32", unsigned int, "r")
__NVBW_DEF_ATOM(min_s64, "min", "s64", long long, "l")
__NVBW_DEF_ATOM(min_u64, "min", "u64", unsigned long long, "l")
__NVBW_DEF_ATOM(max_s32, "max", "s32", int, "r")
__NVBW_DEF_ATOM(max_u32, "max", "u32", unsigned int, "r")
__NVBW_DEF_ATOM(max_s64, "max", "s64", long long, "l")
__NVBW_DEF_ATOM(max_u64, "max", "u64", unsigned long long, "l")

/* Bit copies between the user's type and the carrier of its width. */
template <class _To, class _From> __NVBW_DEV _To __nvbw_bits(const _From &__f) {
  _To __t = _To();
  __builtin_memcpy(&__t, (const void *)&__f,
                   sizeof(_To) < sizeof(_From) ? sizeof(_To) : sizeof(_From));
  return __t;
}

/* Width dispatch for load, store, exchange and compare-exchange. An invalid
 * size is refused by the public function's static_assert; it maps to 32
 * bits here so that no second error follows. */
template <unsigned _Size> struct __nvbw_width {
  typedef unsigned int __carrier;
  static __NVBW_DEV __carrier __ld(const void *__p, int __o, int __s) {
    return __nvbw_ld_b32(__p, __o, __s);
  }
  static __NVBW_DEV void __st(void *__p, __carrier __v, int __o, int __s) {
    __nvbw_st_b32(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __exch(void *__p, __carrier __v, int __o,
                                     int __s) {
    return __nvbw_exch_b32(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __cas(void *__p, __carrier __c, __carrier __v,
                                    int __o, int __s) {
    return __nvbw_cas_b32(__p, __c, __v, __o, __s);
  }
};
/* Sizes 1 and 2 have no exchange (nor 1 a compare-exchange): those members
 * exist only so that the public function's static_assert is the one error. */
template <> struct __nvbw_width<1> {
  typedef unsigned char __carrier;
  static __NVBW_DEV __carrier __ld(const void *__p, int __o, int __s) {
    return (__carrier)__nvbw_ld_b8(__p, __o, __s);
  }
  static __NVBW_DEV void __st(void *__p, __carrier __v, int __o, int __s) {
    __nvbw_st_b8(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __exch(void *, __carrier __v, int, int) {
    return __v;
  }
  static __NVBW_DEV __carrier __cas(void *, __carrier __c, __carrier, int,
                                    int) {
    return __c;
  }
};
template <> struct __nvbw_width<2> {
  typedef unsigned short __carrier;
  static __NVBW_DEV __carrier __ld(const void *__p, int __o, int __s) {
    return __nvbw_ld_b16(__p, __o, __s);
  }
  static __NVBW_DEV void __st(void *__p, __carrier __v, int __o, int __s) {
    __nvbw_st_b16(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __exch(void *, __carrier __v, int, int) {
    return __v;
  }
  static __NVBW_DEV __carrier __cas(void *__p, __carrier __c, __carrier __v,
                                    int __o, int __s) {
    return __nvbw_cas_b16(__p, __c, __v, __o, __s);
  }
};
template <> struct __nvbw_width<8> {
  typedef unsigned long long __carrier;
  static __NVBW_DEV __carrier __ld(const void *__p, int __o, int __s) {
    return __nvbw_ld_b64(__p, __o, __s);
  }
  static __NVBW_DEV void __st(void *__p, __carrier __v, int __o, int __s) {
    __nvbw_st_b64(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __exch(void *__p, __carrier __v, int __o,
                                     int __s) {
    return __nvbw_exch_b64(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __cas(void *__p, __carrier __c, __carrier __v,
                                    int __o, int __s) {
    return __nvbw_cas_b64(__p, __c, __v, __o, __s);
  }
};
template <> struct __nvbw_width<16> {
  typedef __nvbw_b128 __carrier;
  static __NVBW_DEV __carrier __ld(const void *__p, int __o, int __s) {
    return __nvbw_ld_b128(__p, __o, __s);
  }
  static __NVBW_DEV void __st(void *__p, __carrier __v, int __o, int __s) {
    __nvbw_st_b128(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __exch(void *__p, __carrier __v, int __o,
                                     int __s) {
    return __nvbw_exch_b128(__p, __v, __o, __s);
  }
  static __NVBW_DEV __carrier __cas(void *__p, __carrier __c, __carrier __v,
                                    int __o, int __s) {
    return __nvbw_cas_b128(__p, __c, __v, __o, __s);
  }
};

/* Arithmetic dispatch for fetch_<op>: the PTX type nvcc picks for the
 * operand type (int s32, unsigned u32, 64-bit signed s64 for min/max and
 * b64 for bit operations, 64-bit unsigned and pointers u64, float f32,
 * double f64). */
enum {
  __nvbw_k_s32,
  __nvbw_k_u32,
  __nvbw_k_s64,
  __nvbw_k_u64,
  __nvbw_k_f32,
  __nvbw_k_f64
};
template <class _Tp> struct __nvbw_kind {
  static const int value =
      __is_pointer(_Tp) ? __nvbw_k_u64
      : __is_floating_point(_Tp)
          ? (sizeof(_Tp) == 4 ? __nvbw_k_f32 : __nvbw_k_f64)
      : sizeof(_Tp) == 8 ? (__is_signed(_Tp) ? __nvbw_k_s64 : __nvbw_k_u64)
                         : (__is_signed(_Tp) ? __nvbw_k_s32 : __nvbw_k_u32);
};
template <int _Kind> struct __nvbw_arith;
#define __NVBW_ARITH(KIND, CT, ADD, BITS, MIN, MAX)                            \
  template <> struct __nvbw_arith<KIND> {                                      \
    typedef CT __carrier;                                                      \
    static __NVBW_DEV CT __add(void *__p, CT __v, int __o, int __s) {          \
      return ADD(__p, __v, __o, __s);                                          \
    }                                                                          \
    static __NVBW_DEV CT __and(void *__p, CT __v, int __o, int __s) {          \
      return (CT)__nvbw_and_##BITS(__p, __v, __o, __s);                        \
    }                                                                          \
    static __NVBW_DEV CT __or(void *__p, CT __v, int __o, int __s) {           \
      return (CT)__nvbw_or_##BITS(__p, __v, __o, __s);                         \
    }                                                                          \
    static __NVBW_DEV CT __xor(void *__p, CT __v, int __o, int __s) {          \
      return (CT)__nvbw_xor_##BITS(__p, __v, __o, __s);                        \
    }                                                                          \
    static __NVBW_DEV CT __min(void *__p, CT __v, int __o, int __s) {          \
      return MIN(__p, __v, __o, __s);                                          \
    }                                                                          \
    static __NVBW_DEV CT __max(void *__p, CT __v, int __o, int __s) {          \
      return MAX(__p, __v, __o, __s);                                          \
    }                                                                          \
  };
/* Signed 64-bit add has no PTX form (atom.add.s64 does not exist); nvcc
 * refuses it and so does the static_assert; u64 keeps this table total. */
__NVBW_ARITH(__nvbw_k_s32, int, __nvbw_add_s32, b32, __nvbw_min_s32,
             __nvbw_max_s32)
__NVBW_ARITH(__nvbw_k_u32, unsigned int, __nvbw_add_u32, b32, __nvbw_min_u32,
             __nvbw_max_u32)
__NVBW_ARITH(__nvbw_k_s64, long long, (long long)__nvbw_add_u64, b64,
             __nvbw_min_s64, __nvbw_max_s64)
__NVBW_ARITH(__nvbw_k_u64, unsigned long long, __nvbw_add_u64, b64,
             __nvbw_min_u64, __nvbw_max_u64)
/* float and double: add only (the others are refused before they get here;
 * they map to add to keep the table total). */
__NVBW_ARITH(__nvbw_k_f32, float, __nvbw_add_f32, b32, __nvbw_add_f32,
             __nvbw_add_f32)
__NVBW_ARITH(__nvbw_k_f64, double, __nvbw_add_f64, b64, __nvbw_add_f64,
             __nvbw_add_f64)
#undef __NVBW_ARITH

template <class _Tp> struct __nvbw_identity { typedef _Tp __type; };

/* Type rules, as nvcc 13.0 has them. The generic forms take any type of a
 * valid size, trivially copyable or not (nvcc copies the bits; __half2 is
 * not trivially copyable for clang). */
#define __NVBW_NOT_CV(_Tp)                                                     \
  static_assert(!__is_const(_Tp) && !__is_volatile(_Tp),                       \
                "__nv_atomic operations take a pointer to a non-const, "       \
                "non-volatile object")
#define __NVBW_INTEGRAL(_Tp, __what)                                           \
  static_assert(__is_integral(_Tp),                                            \
                __what " is valid only on integral types "                     \
                       "(use the generic form for others)")
#define __NVBW_ATOM128(_Tp)                                                    \
  static_assert(sizeof(_Tp) != 16 || __NVBW_HAS_ATOM128,                       \
                __NVBW_128_NEEDS_SM90);                                        \
  __NVBW_PTX83(_Tp)
/* .b128 ld/st/atom need PTX ISA 8.3, which clang uses from CUDA 12.3 on. */
#if defined(CUDA_VERSION) && CUDA_VERSION < 12030
#define __NVBW_PTX83(_Tp)                                                      \
  static_assert(sizeof(_Tp) != 16, "16-byte __nv_atomic operations need PTX "  \
                                   "ISA 8.3 (CUDA 12.3 or newer)")
#else
#define __NVBW_PTX83(_Tp) static_assert(true, "")
#endif
#define __NVBW_SIZES_LDST(_Tp, __what)                                         \
  static_assert(sizeof(_Tp) == 1 || sizeof(_Tp) == 2 || sizeof(_Tp) == 4 ||    \
                    sizeof(_Tp) == 8 || sizeof(_Tp) == 16,                     \
                __what " is valid only on objects of 1, 2, 4, 8 or 16 bytes"); \
  __NVBW_PTX83(_Tp)
#define __NVBW_SIZES_EXCH(_Tp, __what)                                         \
  static_assert(sizeof(_Tp) == 4 || sizeof(_Tp) == 8 || sizeof(_Tp) == 16,     \
                __what " is valid only on objects of 4, 8 or 16 bytes");       \
  __NVBW_ATOM128(_Tp)
#define __NVBW_SIZES_CAS(_Tp, __what)                                          \
  static_assert(sizeof(_Tp) == 2 || sizeof(_Tp) == 4 || sizeof(_Tp) == 8 ||    \
                    sizeof(_Tp) == 16,                                         \
                __what " is valid only on objects of 2, 4, 8 or 16 bytes");    \
  __NVBW_ATOM128(_Tp)
#define __NVBW_RMW_INT(_Tp, __what)                                            \
  static_assert(                                                               \
      ((__is_integral(_Tp) && !__is_same(_Tp, bool)) || __is_pointer(_Tp)) &&  \
          (sizeof(_Tp) == 4 || sizeof(_Tp) == 8),                              \
      __what " is valid only on 4- or 8-byte integer and pointer "             \
             "types")
#define __NVBW_RMW_ADD(_Tp, __what)                                            \
  static_assert(((__is_integral(_Tp) && !__is_same(_Tp, bool)) ||              \
                 __is_pointer(_Tp) || __is_floating_point(_Tp)) &&             \
                    (sizeof(_Tp) == 4 || sizeof(_Tp) == 8),                    \
                __what " is valid only on 4- or 8-byte integer, pointer, "     \
                       "float and double types");                              \
  static_assert(!(__is_integral(_Tp) && __is_signed(_Tp) && sizeof(_Tp) == 8), \
                __what " is not valid on a signed 64-bit integer (PTX has no " \
                       "atom.add.s64; use an unsigned type)")

/* ---- loads ---- */
template <class _Tp>
__NVBW_DEV _Tp __nv_atomic_load_n(_Tp *__p, int __o,
                                  int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) __NVBW_CHECK_LOAD_ORDER(__o) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_INTEGRAL(_Tp, "__nv_atomic_load_n");
  __NVBW_SIZES_LDST(_Tp, "__nv_atomic_load_n");
  return __nvbw_bits<__remove_cv(_Tp)>(
      __nvbw_width<sizeof(_Tp)>::__ld((void *)__p, __o, __s));
}
template <class _Tp>
__NVBW_DEV void __nv_atomic_load(_Tp *__p, _Tp *__ret, int __o,
                                 int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) __NVBW_CHECK_LOAD_ORDER(__o) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_SIZES_LDST(_Tp, "__nv_atomic_load");
  typename __nvbw_width<sizeof(_Tp)>::__carrier __r =
      __nvbw_width<sizeof(_Tp)>::__ld((void *)__p, __o, __s);
  __builtin_memcpy((void *)__ret, &__r, sizeof(_Tp));
}

/* ---- stores ---- */
template <class _Tp>
__NVBW_DEV void __nv_atomic_store_n(_Tp *__p,
                                    typename __nvbw_identity<_Tp>::__type __v,
                                    int __o, int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) __NVBW_CHECK_STORE_ORDER(__o) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_INTEGRAL(_Tp, "__nv_atomic_store_n");
  __NVBW_SIZES_LDST(_Tp, "__nv_atomic_store_n");
  typedef __nvbw_width<sizeof(_Tp)> __w;
  __w::__st((void *)__p, __nvbw_bits<typename __w::__carrier>(__v), __o, __s);
}
template <class _Tp>
__NVBW_DEV void __nv_atomic_store(_Tp *__p, _Tp *__val, int __o,
                                  int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) __NVBW_CHECK_STORE_ORDER(__o) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_SIZES_LDST(_Tp, "__nv_atomic_store");
  typedef __nvbw_width<sizeof(_Tp)> __w;
  __w::__st((void *)__p, __nvbw_bits<typename __w::__carrier>(*__val), __o,
            __s);
}

/* ---- exchange ---- */
template <class _Tp>
__NVBW_DEV _Tp __nv_atomic_exchange_n(_Tp *__p,
                                      typename __nvbw_identity<_Tp>::__type __v,
                                      int __o,
                                      int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_INTEGRAL(_Tp, "__nv_atomic_exchange_n");
  __NVBW_SIZES_EXCH(_Tp, "__nv_atomic_exchange_n");
  typedef __nvbw_width<sizeof(_Tp)> __w;
  return __nvbw_bits<__remove_cv(_Tp)>(__w::__exch(
      (void *)__p, __nvbw_bits<typename __w::__carrier>(__v), __o, __s));
}
template <class _Tp>
__NVBW_DEV void __nv_atomic_exchange(_Tp *__p, _Tp *__val, _Tp *__ret, int __o,
                                     int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) {
  __NVBW_NOT_CV(_Tp);
  __NVBW_SIZES_EXCH(_Tp, "__nv_atomic_exchange");
  typedef __nvbw_width<sizeof(_Tp)> __w;
  typename __w::__carrier __r = __w::__exch(
      (void *)__p, __nvbw_bits<typename __w::__carrier>(*__val), __o, __s);
  __builtin_memcpy((void *)__ret, &__r, sizeof(_Tp));
}

/* ---- compare-exchange: returns whether it stored; *expected receives the
 * value found (nvcc writes it back whether or not they were equal). ---- */
__NVBW_DEV bool __nvbw_same(unsigned char __a, unsigned char __b) {
  return __a == __b; /* never reached: size 1 is refused */
}
__NVBW_DEV bool __nvbw_same(unsigned short __a, unsigned short __b) {
  return __a == __b;
}
__NVBW_DEV bool __nvbw_same(unsigned int __a, unsigned int __b) {
  return __a == __b;
}
__NVBW_DEV bool __nvbw_same(unsigned long long __a, unsigned long long __b) {
  return __a == __b;
}
__NVBW_DEV bool __nvbw_same(__nvbw_b128 __a, __nvbw_b128 __b) {
  return ((__a.__lo ^ __b.__lo) | (__a.__hi ^ __b.__hi)) == 0;
}
template <class _Tp>
__NVBW_DEV bool __nvbw_cas(_Tp *__p, _Tp *__expected, const _Tp &__desired,
                           int __o, int __s) {
  typedef __nvbw_width<sizeof(_Tp)> __w;
  typename __w::__carrier __c =
      __nvbw_bits<typename __w::__carrier>(*__expected);
  typename __w::__carrier __r =
      __w::__cas((void *)__p, __c,
                 __nvbw_bits<typename __w::__carrier>(__desired), __o, __s);
  __builtin_memcpy((void *)__expected, &__r, sizeof(_Tp));
  return __nvbw_same(__r, __c);
}
template <class _Tp>
__NVBW_DEV bool
__nv_atomic_compare_exchange_n(_Tp *__p, _Tp *__expected,
                               typename __nvbw_identity<_Tp>::__type __desired,
                               bool __weak, int __success, int __failure,
                               int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__success, __s) __NVBW_CHECK_ORDER(__failure) {
  (void)__weak;
  __NVBW_NOT_CV(_Tp);
  __NVBW_INTEGRAL(_Tp, "__nv_atomic_compare_exchange_n");
  __NVBW_SIZES_CAS(_Tp, "__nv_atomic_compare_exchange_n");
  return __nvbw_cas(__p, __expected, __desired,
                    __success > __failure ? __success : __failure, __s);
}
template <class _Tp>
__NVBW_DEV bool __nv_atomic_compare_exchange(_Tp *__p, _Tp *__expected,
                                             _Tp *__desired, bool __weak,
                                             int __success, int __failure,
                                             int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__success, __s) __NVBW_CHECK_ORDER(__failure) {
  (void)__weak;
  __NVBW_NOT_CV(_Tp);
  __NVBW_SIZES_CAS(_Tp, "__nv_atomic_compare_exchange");
  return __nvbw_cas(__p, __expected, *__desired,
                    __success > __failure ? __success : __failure, __s);
}

/* ---- fetch_<op>: the operand converts to the object's type as nvcc's
 * builtin converts it (a pointer's operand is added as a raw number of
 * bytes, as GCC's __atomic_fetch_add does). ---- */
template <class _Tp> struct __nvbw_rmw {
  typedef __nvbw_arith<__nvbw_kind<_Tp>::value> __a;
  typedef typename __a::__carrier __c;
  template <class _Up> static __NVBW_DEV __c __operand(const _Up &__v) {
    return __nvbw_bits<__c>((_Tp)__v);
  }
  static __NVBW_DEV __c __neg(__c __v) {
    /* two's complement negation without signed overflow; floats negate */
    return __is_floating_point(__c) ? -__v
                                    : (__c)(0ull - (unsigned long long)__v);
  }
};
#define __NVBW_DEF_FETCH(NAME, FN, CHECK, NEG)                                 \
  template <class _Tp, class _Up>                                              \
  __NVBW_DEV _Tp __nv_atomic_fetch_##NAME(_Tp *__p, _Up __v, int __o,          \
                                          int __s = __NV_THREAD_SCOPE_SYSTEM)  \
      __NVBW_CHECKS(__o, __s) {                                                \
    __NVBW_NOT_CV(_Tp);                                                        \
    CHECK(_Tp, "__nv_atomic_fetch_" #NAME);                                    \
    typedef __nvbw_rmw<_Tp> __r;                                               \
    return __nvbw_bits<__remove_cv(_Tp)>(                                      \
        __r::__a::FN((void *)__p, NEG(__r::__operand(__v)), __o, __s));        \
  }
#define __NVBW_ID(__x) __x
__NVBW_DEF_FETCH(add, __add, __NVBW_RMW_ADD, __NVBW_ID)
__NVBW_DEF_FETCH(sub, __add, __NVBW_RMW_ADD, __r::__neg)
__NVBW_DEF_FETCH(and, __and, __NVBW_RMW_INT, __NVBW_ID)
__NVBW_DEF_FETCH(or, __or, __NVBW_RMW_INT, __NVBW_ID)
__NVBW_DEF_FETCH(xor, __xor, __NVBW_RMW_INT, __NVBW_ID)
__NVBW_DEF_FETCH(min, __min, __NVBW_RMW_INT, __NVBW_ID)
__NVBW_DEF_FETCH(max, __max, __NVBW_RMW_INT, __NVBW_ID)
#undef __NVBW_DEF_FETCH

/* ---- fence: nvcc emits fence.acq_rel.<scope> for ACQ_REL, fence.sc.<scope>
 * for every other order (PTX ISA 9.7.13.4) ---- */
#define __NVBW_X_FENCE(F, SEM, SC, _) asm volatile(F ::: "memory")
#define __NVBW_ARFENCE(__sc) "fence.acq_rel." __sc ";"
__NVBW_DEV void __nv_atomic_thread_fence(int __o,
                                         int __s = __NV_THREAD_SCOPE_SYSTEM)
    __NVBW_CHECKS(__o, __s) {
  if (__o == __NV_ATOMIC_ACQ_REL) {
    __NVBW_SCOPES(__NVBW_X_FENCE, __NVBW_ARFENCE, "", 0)
  } else {
    __NVBW_SCOPES(__NVBW_X_FENCE, __NVBW_SCFENCE, "", 0)
  }
}

#endif /* __cplusplus && __CUDA__ */
#endif /* __CLANG_CUDA_NV_ATOMIC_H__ */
