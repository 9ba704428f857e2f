/*===-- __clang_cuda_surface_intrinsics.h - surface object reads/writes ---===
 *
 * Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * CUDA's surface_indirect_functions.h implements surf1Dread ...
 * surfCubemapLayeredwrite on cudaSurfaceObject_t with nvcc's built-in
 * __nv_tex_surf_handler("__isurf2Dwrite_v2", &val, surf, x, y, mode), which
 * clang 19's texture header implements for texture operations only. This
 * header takes over __nv_tex_surf_handler: the 14 surface operations become
 * PTX suld.b / sust.b (PTX ISA, "Surface Instructions"), every other name
 * goes on to the texture implementation unchanged.
 *
 * The PTX forms are nvcc 13.0's: the .b (byte-addressed x) forms, 1d / 2d /
 * 3d / a1d / a2d geometry (cubemaps and layered cubemaps are a2d with the
 * face, or layer * 6 + face, as the layer), a 3d or a2d coordinate vector
 * padded with its last element, 8- and 16-bit elements in 16-bit registers,
 * and the boundary mode (cudaBoundaryModeZero / Clamp / Trap) as the
 * .zero / .clamp / .trap qualifier. The element types are those of
 * __nv_isurf_trait: 1, 2 or 4 elements of 1, 2 or 4 bytes, 1 or 2 of 8.
 */
#ifndef __CLANG_CUDA_SURFACE_INTRINSICS_H__
#define __CLANG_CUDA_SURFACE_INTRINSICS_H__
#ifndef __CUDA__
#error "This file is for CUDA compilation only."
#endif
#ifndef __CLANG_CUDA_TEXTURE_INTRINSICS_H__
#error "__clang_cuda_texture_intrinsics.h must come first"
#endif

#undef __nv_tex_surf_handler
#define __nv_tex_surf_handler(__op, __ptr, ...)                                \
  ::__nvptxbw_surf::__Handler<::__nvptxbw_surf::__surface_op(__op),            \
                              ::__cuda_tex::__tex_op_hash(__op)>::__run(       \
      __ptr, __VA_ARGS__)

#pragma push_macro("__NVPTXBW_ACCESS")
#pragma push_macro("__NVPTXBW_BY_MODE")
#pragma push_macro("__NVPTXBW_CO_1d")
#pragma push_macro("__NVPTXBW_CO_2d")
#pragma push_macro("__NVPTXBW_CO_3d")
#pragma push_macro("__NVPTXBW_CO_a1d")
#pragma push_macro("__NVPTXBW_CO_a2d")
#pragma push_macro("__NVPTXBW_CS_1d")
#pragma push_macro("__NVPTXBW_CS_2d")
#pragma push_macro("__NVPTXBW_CS_3d")
#pragma push_macro("__NVPTXBW_CS_a1d")
#pragma push_macro("__NVPTXBW_CS_a2d")
#pragma push_macro("__NVPTXBW_FORMS")
#pragma push_macro("__NVPTXBW_IN_1")
#pragma push_macro("__NVPTXBW_IN_2")
#pragma push_macro("__NVPTXBW_IN_4")
#pragma push_macro("__NVPTXBW_LD")
#pragma push_macro("__NVPTXBW_OP")
#pragma push_macro("__NVPTXBW_OUT_1")
#pragma push_macro("__NVPTXBW_OUT_2")
#pragma push_macro("__NVPTXBW_OUT_4")
#pragma push_macro("__NVPTXBW_ST")
#pragma push_macro("__NVPTXBW_VALUES_1")
#pragma push_macro("__NVPTXBW_VALUES_2")
#pragma push_macro("__NVPTXBW_VALUES_4")
#pragma push_macro("__NVPTXBW_WIDTH")

// Internal linkage, as the texture implementation has: a -fgpu-rdc program
// may link TUs compiled with different versions of this header.
namespace {
namespace __nvptxbw_surf {

enum __Op {
  __not_surface,
  __read_1d,
  __read_2d,
  __read_3d,
  __read_1d_layered,
  __read_2d_layered,
  __read_cubemap,
  __read_cubemap_layered,
  __write_1d,
  __write_2d,
  __write_3d,
  __write_1d_layered,
  __write_2d_layered,
  __write_cubemap,
  __write_cubemap_layered
};

constexpr bool __same(const char *__a, const char *__b) {
  return *__a == *__b && (*__a == 0 || __same(__a + 1, __b + 1));
}

// The whole name is compared: clang 19's texture hash is perfect for the
// texture names only.
constexpr int __surface_op(const char *__s) {
  return __same(__s, "__isurf1Dread")                   ? __read_1d
         : __same(__s, "__isurf2Dread")                 ? __read_2d
         : __same(__s, "__isurf3Dread")                 ? __read_3d
         : __same(__s, "__isurf1DLayeredread")          ? __read_1d_layered
         : __same(__s, "__isurf2DLayeredread")          ? __read_2d_layered
         : __same(__s, "__isurfCubemapread")            ? __read_cubemap
         : __same(__s, "__isurfCubemapLayeredread")     ? __read_cubemap_layered
         : __same(__s, "__isurf1Dwrite_v2")             ? __write_1d
         : __same(__s, "__isurf2Dwrite_v2")             ? __write_2d
         : __same(__s, "__isurf3Dwrite_v2")             ? __write_3d
         : __same(__s, "__isurf1DLayeredwrite_v2")      ? __write_1d_layered
         : __same(__s, "__isurf2DLayeredwrite_v2")      ? __write_2d_layered
         : __same(__s, "__isurfCubemapwrite_v2")        ? __write_cubemap
         : __same(__s, "__isurfCubemapLayeredwrite_v2") ? __write_cubemap_layered
                                                          : __not_surface;
}

// Elements per value: 1 unless a 2- or 4-element vector type.
template <class __T> struct __Width { enum { __value = 1 }; };
#define __NVPTXBW_WIDTH(__type, __n)                                           \
  template <> struct __Width<__type> { enum { __value = __n }; };
__NVPTXBW_WIDTH(char2, 2)
__NVPTXBW_WIDTH(uchar2, 2)
__NVPTXBW_WIDTH(short2, 2)
__NVPTXBW_WIDTH(ushort2, 2)
__NVPTXBW_WIDTH(int2, 2)
__NVPTXBW_WIDTH(uint2, 2)
__NVPTXBW_WIDTH(longlong2, 2)
__NVPTXBW_WIDTH(ulonglong2, 2)
__NVPTXBW_WIDTH(float2, 2)
__NVPTXBW_WIDTH(char4, 4)
__NVPTXBW_WIDTH(uchar4, 4)
__NVPTXBW_WIDTH(short4, 4)
__NVPTXBW_WIDTH(ushort4, 4)
__NVPTXBW_WIDTH(int4, 4)
__NVPTXBW_WIDTH(uint4, 4)
__NVPTXBW_WIDTH(float4, 4)

// The register an element travels in: PTX has no 8-bit registers.
template <int __Bytes> struct __Reg;
template <> struct __Reg<1> { typedef unsigned short __reg_type; };
template <> struct __Reg<2> { typedef unsigned short __reg_type; };
template <> struct __Reg<4> { typedef unsigned int __reg_type; };
template <> struct __Reg<8> { typedef unsigned long long __reg_type; };

// Geometries. Each names its coordinate vector (__NVPTXBW_CS_*) and the
// operands in it (__NVPTXBW_CO_*): 3d and a2d take four coordinates, the
// last one repeated; a layered geometry puts the layer first.
struct __G1d {};
struct __G2d {};
struct __G3d {};
struct __Ga1d {};
struct __Ga2d {};
#define __NVPTXBW_CS_1d "{%[__x]}"
#define __NVPTXBW_CS_2d "{%[__x], %[__y]}"
#define __NVPTXBW_CS_3d "{%[__x], %[__y], %[__z], %[__z]}"
#define __NVPTXBW_CS_a1d "{%[__l], %[__x]}"
#define __NVPTXBW_CS_a2d "{%[__l], %[__x], %[__y], %[__y]}"
#define __NVPTXBW_CO_1d [__x] "r"(__x)
#define __NVPTXBW_CO_2d [__x] "r"(__x), [__y] "r"(__y)
#define __NVPTXBW_CO_3d [__x] "r"(__x), [__y] "r"(__y), [__z] "r"(__z)
#define __NVPTXBW_CO_a1d [__l] "r"(__layer), [__x] "r"(__x)
#define __NVPTXBW_CO_a2d [__l] "r"(__layer), [__x] "r"(__x), [__y] "r"(__y)

// The value operands of 1, 2 or 4 elements.
#define __NVPTXBW_VALUES_1 "{%[__v0]}"
#define __NVPTXBW_VALUES_2 "{%[__v0], %[__v1]}"
#define __NVPTXBW_VALUES_4 "{%[__v0], %[__v1], %[__v2], %[__v3]}"
#define __NVPTXBW_IN_1(__c) [__v0] __c(__v[0])
#define __NVPTXBW_IN_2(__c) __NVPTXBW_IN_1(__c), [__v1] __c(__v[1])
#define __NVPTXBW_IN_4(__c)                                                    \
  __NVPTXBW_IN_2(__c), [__v2] __c(__v[2]), [__v3] __c(__v[3])
#define __NVPTXBW_OUT_1(__c) [__v0] "=" __c(__v[0])
#define __NVPTXBW_OUT_2(__c) __NVPTXBW_OUT_1(__c), [__v1] "=" __c(__v[1])
#define __NVPTXBW_OUT_4(__c)                                                   \
  __NVPTXBW_OUT_2(__c), [__v2] "=" __c(__v[2]), [__v3] "=" __c(__v[3])

#define __NVPTXBW_LD(__mode_ptx, __g, __n, __vec, __type, __c)                 \
  asm volatile("suld.b." #__g __vec __type __mode_ptx " "                      \
               __NVPTXBW_VALUES_##__n ", [%[__s], " __NVPTXBW_CS_##__g "];"    \
               : __NVPTXBW_OUT_##__n(__c)                                      \
               : [__s] "l"(__surf), __NVPTXBW_CO_##__g)
#define __NVPTXBW_ST(__mode_ptx, __g, __n, __vec, __type, __c)                 \
  asm volatile("sust.b." #__g __vec __type __mode_ptx " [%[__s], "             \
               __NVPTXBW_CS_##__g "], " __NVPTXBW_VALUES_##__n ";"             \
               :                                                               \
               : [__s] "l"(__surf), __NVPTXBW_CO_##__g, __NVPTXBW_IN_##__n(__c) \
               : "memory")

// The boundary mode is a run-time argument of the CUDA API; it is nearly
// always a constant, and then the branches fold.
#define __NVPTXBW_BY_MODE(__asm_of, ...)                                       \
  if (__mode == cudaBoundaryModeZero)                                          \
    __asm_of(".zero", __VA_ARGS__);                                            \
  else if (__mode == cudaBoundaryModeClamp)                                    \
    __asm_of(".clamp", __VA_ARGS__);                                           \
  else                                                                         \
    __asm_of(".trap", __VA_ARGS__);

// __Access<geometry, element bytes, elements>: one suld.b / sust.b form.
template <class __Geo, int __Bytes, int __N> struct __Access;

#define __NVPTXBW_ACCESS(__geo, __g, __bytes, __n, __vec, __type, __c)         \
  template <> struct __Access<__geo, __bytes, __n> {                           \
    typedef __Reg<__bytes>::__reg_type __RegT;                                        \
    __device__ static void __load(__RegT (&__v)[__n], cudaSurfaceObject_t __surf, \
                                  int __x, int __y, int __z, int __layer,      \
                                  cudaSurfaceBoundaryMode __mode) {            \
      (void)__y, (void)__z, (void)__layer;                                     \
      __NVPTXBW_BY_MODE(__NVPTXBW_LD, __g, __n, __vec, __type, __c)            \
    }                                                                          \
    __device__ static void __store(const __RegT (&__v)[__n],                      \
                                   cudaSurfaceObject_t __surf, int __x,        \
                                   int __y, int __z, int __layer,              \
                                   cudaSurfaceBoundaryMode __mode) {           \
      (void)__y, (void)__z, (void)__layer;                                     \
      __NVPTXBW_BY_MODE(__NVPTXBW_ST, __g, __n, __vec, __type, __c)            \
    }                                                                          \
  };

// The eleven element shapes of __nv_isurf_trait, for one geometry.
#define __NVPTXBW_FORMS(__geo, __g)                                            \
  __NVPTXBW_ACCESS(__geo, __g, 1, 1, "", ".b8", "h")                           \
  __NVPTXBW_ACCESS(__geo, __g, 1, 2, ".v2", ".b8", "h")                        \
  __NVPTXBW_ACCESS(__geo, __g, 1, 4, ".v4", ".b8", "h")                        \
  __NVPTXBW_ACCESS(__geo, __g, 2, 1, "", ".b16", "h")                          \
  __NVPTXBW_ACCESS(__geo, __g, 2, 2, ".v2", ".b16", "h")                       \
  __NVPTXBW_ACCESS(__geo, __g, 2, 4, ".v4", ".b16", "h")                       \
  __NVPTXBW_ACCESS(__geo, __g, 4, 1, "", ".b32", "r")                          \
  __NVPTXBW_ACCESS(__geo, __g, 4, 2, ".v2", ".b32", "r")                       \
  __NVPTXBW_ACCESS(__geo, __g, 4, 4, ".v4", ".b32", "r")                       \
  __NVPTXBW_ACCESS(__geo, __g, 8, 1, "", ".b64", "l")                          \
  __NVPTXBW_ACCESS(__geo, __g, 8, 2, ".v2", ".b64", "l")

__NVPTXBW_FORMS(__G1d, 1d)
__NVPTXBW_FORMS(__G2d, 2d)
__NVPTXBW_FORMS(__G3d, 3d)
__NVPTXBW_FORMS(__Ga1d, a1d)
__NVPTXBW_FORMS(__Ga2d, a2d)

// A value of T is __Width<T> elements of sizeof(T) / __Width<T> bytes,
// moved through their registers byte for byte (NVPTX is little-endian, so
// an 8-bit element is the low byte of its 16-bit register).
template <class __Geo, class __T>
__device__ static void __read(__T *__ptr, cudaSurfaceObject_t __surf, int __x,
                              int __y, int __z, int __layer,
                              cudaSurfaceBoundaryMode __mode) {
  enum { __n = __Width<__T>::__value, __bytes = sizeof(__T) / __n };
  typename __Reg<__bytes>::__reg_type __v[__n];
  __Access<__Geo, __bytes, __n>::__load(__v, __surf, __x, __y, __z, __layer,
                                        __mode);
  for (int __i = 0; __i < __n; ++__i)
    __builtin_memcpy(reinterpret_cast<char *>(__ptr) + __i * __bytes, &__v[__i],
                     __bytes);
}

template <class __Geo, class __T>
__device__ static void __write(const __T *__ptr, cudaSurfaceObject_t __surf,
                               int __x, int __y, int __z, int __layer,
                               cudaSurfaceBoundaryMode __mode) {
  enum { __n = __Width<__T>::__value, __bytes = sizeof(__T) / __n };
  typename __Reg<__bytes>::__reg_type __v[__n];
  for (int __i = 0; __i < __n; ++__i) {
    __v[__i] = 0;
    __builtin_memcpy(&__v[__i],
                     reinterpret_cast<const char *>(__ptr) + __i * __bytes,
                     __bytes);
  }
  __Access<__Geo, __bytes, __n>::__store(__v, __surf, __x, __y, __z, __layer,
                                         __mode);
}

// Any other name is a texture operation: clang 19's implementation.
template <int __SurfaceOp, int __TextureHash> struct __Handler {
  template <class... __Args> __device__ static void __run(__Args... __args) {
    ::__cuda_tex::__tex_fetch<::__cuda_tex::__Tag<__TextureHash>>(__args...);
  }
};

// The surface operations: (pointer, surface, coordinates..., mode), as
// surface_indirect_functions.h calls them. A cubemap face (or layer * 6 +
// face) is the layer of an a2d access.
#define __NVPTXBW_OP(__op, __fn, __geo, __params, __ax, __ay, __az, __al)      \
  template <int __TextureHash> struct __Handler<__op, __TextureHash> {         \
    template <class __T>                                                       \
    __device__ static void __run(__T *__ptr, cudaSurfaceObject_t __surf,       \
                                 __NVPTXBW_STRIP __params,                     \
                                 cudaSurfaceBoundaryMode __mode) {             \
      __fn<__geo>(__ptr, __surf, __ax, __ay, __az, __al, __mode);              \
    }                                                                          \
  };
#pragma push_macro("__NVPTXBW_STRIP")
#define __NVPTXBW_STRIP(...) __VA_ARGS__
__NVPTXBW_OP(__read_1d, __read, __G1d, (int __x), __x, 0, 0, 0)
__NVPTXBW_OP(__read_2d, __read, __G2d, (int __x, int __y), __x, __y, 0, 0)
__NVPTXBW_OP(__read_3d, __read, __G3d, (int __x, int __y, int __z), __x, __y,
             __z, 0)
__NVPTXBW_OP(__read_1d_layered, __read, __Ga1d, (int __x, int __l), __x, 0, 0,
             __l)
__NVPTXBW_OP(__read_2d_layered, __read, __Ga2d, (int __x, int __y, int __l),
             __x, __y, 0, __l)
__NVPTXBW_OP(__read_cubemap, __read, __Ga2d, (int __x, int __y, int __f), __x,
             __y, 0, __f)
__NVPTXBW_OP(__read_cubemap_layered, __read, __Ga2d,
             (int __x, int __y, int __lf), __x, __y, 0, __lf)
__NVPTXBW_OP(__write_1d, __write, __G1d, (int __x), __x, 0, 0, 0)
__NVPTXBW_OP(__write_2d, __write, __G2d, (int __x, int __y), __x, __y, 0, 0)
__NVPTXBW_OP(__write_3d, __write, __G3d, (int __x, int __y, int __z), __x, __y,
             __z, 0)
__NVPTXBW_OP(__write_1d_layered, __write, __Ga1d, (int __x, int __l), __x, 0,
             0, __l)
__NVPTXBW_OP(__write_2d_layered, __write, __Ga2d, (int __x, int __y, int __l),
             __x, __y, 0, __l)
__NVPTXBW_OP(__write_cubemap, __write, __Ga2d, (int __x, int __y, int __f),
             __x, __y, 0, __f)
__NVPTXBW_OP(__write_cubemap_layered, __write, __Ga2d,
             (int __x, int __y, int __lf), __x, __y, 0, __lf)
#pragma pop_macro("__NVPTXBW_STRIP")

} // namespace __nvptxbw_surf
} // namespace

#pragma pop_macro("__NVPTXBW_ACCESS")
#pragma pop_macro("__NVPTXBW_BY_MODE")
#pragma pop_macro("__NVPTXBW_CO_1d")
#pragma pop_macro("__NVPTXBW_CO_2d")
#pragma pop_macro("__NVPTXBW_CO_3d")
#pragma pop_macro("__NVPTXBW_CO_a1d")
#pragma pop_macro("__NVPTXBW_CO_a2d")
#pragma pop_macro("__NVPTXBW_CS_1d")
#pragma pop_macro("__NVPTXBW_CS_2d")
#pragma pop_macro("__NVPTXBW_CS_3d")
#pragma pop_macro("__NVPTXBW_CS_a1d")
#pragma pop_macro("__NVPTXBW_CS_a2d")
#pragma pop_macro("__NVPTXBW_FORMS")
#pragma pop_macro("__NVPTXBW_IN_1")
#pragma pop_macro("__NVPTXBW_IN_2")
#pragma pop_macro("__NVPTXBW_IN_4")
#pragma pop_macro("__NVPTXBW_LD")
#pragma pop_macro("__NVPTXBW_OP")
#pragma pop_macro("__NVPTXBW_OUT_1")
#pragma pop_macro("__NVPTXBW_OUT_2")
#pragma pop_macro("__NVPTXBW_OUT_4")
#pragma pop_macro("__NVPTXBW_ST")
#pragma pop_macro("__NVPTXBW_VALUES_1")
#pragma pop_macro("__NVPTXBW_VALUES_2")
#pragma pop_macro("__NVPTXBW_VALUES_4")
#pragma pop_macro("__NVPTXBW_WIDTH")
#endif // __CLANG_CUDA_SURFACE_INTRINSICS_H__
