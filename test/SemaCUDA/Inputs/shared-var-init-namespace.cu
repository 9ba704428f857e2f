// Namespace-scope __shared__ variables of class type declared without an
// initializer, one a line marked 'case: NAME': nvcc 13.0 accepts those whose
// initialization is constant or constructor empty, and destructor empty,
// and refuses the rest ("dynamic initialization is not supported for a
// __shared__ variable"; nvcc checks these only in a file without other
// errors). shared-var-init-vs-nvcc.test compares with clang.
#include "shared-var-init-types.h"

__shared__ C g_c;                       // case: namespace-c
__shared__ D g_d;                       // case: namespace-d
__shared__ E g_e;                       // case: namespace-e
__shared__ E2 g_e2;                     // case: namespace-e2
__shared__ F g_f;                       // case: namespace-f
__shared__ G g_g;                       // case: namespace-g
__shared__ H g_h;                       // case: namespace-h
__shared__ I g_i;                       // case: namespace-i
__shared__ J g_j;                       // case: namespace-j
__shared__ K g_k;                       // case: namespace-k
__shared__ L g_l;                       // case: namespace-l
__shared__ AA g_aa;                     // case: namespace-aa
__shared__ AD g_ad;                     // case: namespace-ad
__shared__ AJ g_aj;                     // case: namespace-aj
__shared__ AL g_al;                     // case: namespace-al
__shared__ AM g_am;                     // case: namespace-am
__shared__ AN g_an;                     // case: namespace-an
__shared__ AO g_ao;                     // case: namespace-ao
__shared__ U2 g_u2;                     // case: namespace-u2
__shared__ UB g_ub;                     // case: namespace-ub
__shared__ Y g_y;                       // case: namespace-y
__shared__ TE<int> g_te_int;            // case: namespace-te_int
__shared__ TE<C> g_te_c;                // case: namespace-te_c
__shared__ D g_darr[4];                 // case: namespace-array-d
__shared__ C g_carr[4];                 // case: namespace-array-c
extern __shared__ C g_dynamic[];        // case: namespace-extern-array-c
