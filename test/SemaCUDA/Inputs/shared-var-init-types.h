// Class types for shared-var-init-*.cu: what each one's default constructor
// and destructor do.
#ifndef __device__ // nvcc defines these; clang -nocudainc does not
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#endif

__device__ int nf();

struct C { int v; __device__ C() : v(7) {} };                 // user constructor
struct D { int v = 3; };                                      // constexpr, implicit
struct E { int v; __device__ ~E() {} };                       // empty destructor
struct E2 { int v; __device__ ~E2() { v = 11; } };            // destructor
struct F { int v; constexpr __device__ F() : v(9) {} };       // constexpr
struct G { int v; __device__ G() {} };                        // empty constructor
struct H { int v = nf(); };                                   // constexpr, implicit
struct I { C c; __device__ I() {} };                          // member's constructor
struct J { int v; __device__ J() : v(7) {} __device__ ~J() { v = 11; } };
struct K { int v; constexpr __device__ K() : v(9) {} __device__ ~K() { v = 11; } };
struct L { int v = 3; __device__ ~L() { v = 11; } };
struct M { int v; __host__ __device__ M() : v(7) {} };
struct N { int v; __device__ N(int x = 5) : v(x) {} };        // default argument
struct P { int v = nf(); __device__ P() {} };
struct Q { int v = 3; __device__ Q() {} };
struct R { H h; };
struct S : C {};
struct T { C c; };
struct U { E2 e; };
struct U2 { E e; };
struct V { virtual __device__ void f() {} int v; };           // polymorphic
struct W { V v; };
struct X : E2 {};
union Y { C c; int i; __device__ Y() {} };
struct Z2 { int v; __device__ Z2(); };                        // not defined
struct AA { int a[3] = {1, 2, 3}; };
struct AC { C c = C(); };
struct AD { G g = G(); };
struct AE { C c{}; };
struct AG { int v = nf(); int w; };
struct AI { int v = 0; G g; };
struct AJ { int v; G g; };
struct AL { int v = nf(); int w = 0; };
struct AM { D d; int w; };
struct AN { F f; int w; };
struct AO : D { int w; };
union UB { int i = 4; float f; };
template <class T> struct TC { T v; __device__ TC() : v(7) {} };
template <class T> struct TE { T v; };
