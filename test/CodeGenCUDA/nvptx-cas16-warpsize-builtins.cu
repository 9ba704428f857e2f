// The builtins clang 20 added and clang 19 lacked
// (nvptx-cas16-warpsize-builtins.patch), with clang 22's signatures, IR and
// target requirements: __nvvm_atom_cas_gen_us is a seq_cst cmpxchg i16;
// __nvvm_atom_cta_cas_gen_us and __nvvm_atom_sys_cas_gen_us call
// llvm.nvvm.atomic.cas.gen.i.cta/.sys.i16, which the backend selects as
// atom.cta/.sys.cas.b16 (sm_70, PTX 6.3); __nvvm_read_ptx_sreg_warpsize
// reads %warpsize. The CAS builtins are an error naming the builtin below
// sm_70 (and, for the scoped two, below PTX 6.3). The PTX assembles with
// ptxas 13.0, whose lowest target is sm_75.
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_70 \
// RUN:   -target-feature +ptx63 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90a \
// RUN:   -target-feature +ptx80 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -emit-llvm -x cuda %s -o - | FileCheck %s --check-prefix=IR
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_75 \
// RUN:   -target-feature +ptx63 -O2 -S -x cuda %s -o %t-75.s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_90a \
// RUN:   -target-feature +ptx80 -O2 -S -x cuda %s -o %t-90a.s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -O0 -S -x cuda %s -o %t-100a.s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_120a \
// RUN:   -target-feature +ptx87 -O2 -S -x cuda %s -o %t-120a.s
// RUN: FileCheck %s --check-prefixes=PTX,PTX-O2 < %t-75.s
// RUN: FileCheck %s --check-prefixes=PTX,PTX-O2 < %t-90a.s
// RUN: FileCheck %s --check-prefixes=PTX,PTX-O0 < %t-100a.s
// RUN: FileCheck %s --check-prefixes=PTX,PTX-O2 < %t-120a.s
// RUN: %if ptxas %{ %ptxas -c -arch=sm_75 %t-75.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t-90a.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t-100a.s -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_120a %t-120a.s -o /dev/null %}
//
// Each error on its own: clang stops at the first.
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_60 \
// RUN:   -target-feature +ptx50 -emit-llvm -x cuda -DONLY=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60-GEN
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_60 \
// RUN:   -target-feature +ptx50 -emit-llvm -x cuda -DONLY=2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60-CTA
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_60 \
// RUN:   -target-feature +ptx50 -emit-llvm -x cuda -DONLY=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60-SYS
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_60 \
// RUN:   -target-feature +ptx50 -emit-llvm -x cuda -DONLY=4 %s -o - | FileCheck %s --check-prefix=SM60-WARPSIZE
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_70 \
// RUN:   -target-feature +ptx60 -emit-llvm -x cuda -DONLY=1 %s -o - | FileCheck %s --check-prefix=PTX60-GEN
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_70 \
// RUN:   -target-feature +ptx60 -emit-llvm -x cuda -DONLY=2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX60-CTA
// RUN: not %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_70 \
// RUN:   -target-feature +ptx60 -emit-llvm -x cuda -DONLY=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX60-SYS
//
// The declarations are clang 22's: types and attributes (all nothrow,
// %warpsize const too).
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -x cuda -fsyntax-only -ast-dump %s | FileCheck %s --check-prefix=DECL
// RUN: %if clang-22 %{ %clang_22 -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -x cuda -fsyntax-only -ast-dump %s | FileCheck %s --check-prefix=DECL %}

#define __device__ __attribute__((device))

#if !defined(ONLY) || ONLY == 1
// IR-LABEL: define {{.*}} @_Z7cas_genPtt(
// CUDA's atomics are relaxed and atomic at device scope, as nvcc compiles them
// (cuda-atomiccas-relaxed-device-scope.patch; clang 22: seq_cst, system scope).
// IR: [[PAIR:%[0-9]+]] = cmpxchg ptr {{%[0-9]+}}, i16 3, i16 {{%[0-9]+}} syncscope("device") monotonic monotonic, align 2
// IR-NEXT: extractvalue { i16, i1 } [[PAIR]], 0
// PTX-LABEL: _Z7cas_genPtt(
// PTX-NOT: cas.b16
// PTX: atom.cas.b32
// PTX-NOT: cas.b16
// PTX: ret;
// SM60-GEN: error: '__nvvm_atom_cas_gen_us' needs target feature sm_70|{{.*}}|sm_90a{{$}}
// PTX60-GEN: cmpxchg ptr {{%[0-9]+}}, i16
__device__ unsigned short cas_gen(unsigned short *p, unsigned short v) {
  return __nvvm_atom_cas_gen_us(p, 3, v);
}
#endif

#if !defined(ONLY) || ONLY == 2
// IR-LABEL: define {{.*}} @_Z7cas_ctaPttt(
// IR: call i16 @llvm.nvvm.atomic.cas.gen.i.cta.i16.p0(ptr {{%[0-9]+}}, i16 {{%[0-9]+}}, i16 {{%[0-9]+}})
// IR: declare i16 @llvm.nvvm.atomic.cas.gen.i.cta.i16.p0(ptr nocapture, i16, i16) #[[CAS:[0-9]+]]
// PTX-LABEL: _Z7cas_ctaPttt(
// PTX: atom.cta.cas.b16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rs{{[0-9]+}};
// SM60-CTA: error: '__nvvm_atom_cta_cas_gen_us' needs target feature (sm_70|{{.*}}|sm_90a),(ptx63|{{.*}})
// PTX60-CTA: error: '__nvvm_atom_cta_cas_gen_us' needs target feature (sm_70|{{.*}}|sm_90a),(ptx63|{{.*}})
__device__ unsigned short cas_cta(unsigned short *p, unsigned short c,
                                  unsigned short v) {
  return __nvvm_atom_cta_cas_gen_us(p, c, v);
}
#endif

#if !defined(ONLY) || ONLY == 3
// IR-LABEL: define {{.*}} @_Z7cas_sysPttt(
// IR: call i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr {{%[0-9]+}}, i16 {{%[0-9]+}}, i16 {{%[0-9]+}})
// IR: declare i16 @llvm.nvvm.atomic.cas.gen.i.sys.i16.p0(ptr nocapture, i16, i16) #[[CAS]]
// PTX-LABEL: _Z7cas_sysPttt(
// PTX: atom.sys.cas.b16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rs{{[0-9]+}};
// SM60-SYS: error: '__nvvm_atom_sys_cas_gen_us' needs target feature (sm_70|{{.*}}|sm_90a),(ptx63|{{.*}})
// PTX60-SYS: error: '__nvvm_atom_sys_cas_gen_us' needs target feature (sm_70|{{.*}}|sm_90a),(ptx63|{{.*}})
__device__ unsigned short cas_sys(unsigned short *p, unsigned short c,
                                  unsigned short v) {
  return __nvvm_atom_sys_cas_gen_us(p, c, v);
}
#endif

#if !defined(ONLY) || ONLY == 4
// %warpsize is 32 on every target (PTX ISA, "Special Registers"): LLVM knows
// its range, so -O2 folds it.
// IR-LABEL: define {{.*}} @_Z9warp_sizev(
// IR: call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
// IR: declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpsize() #[[SREG:[0-9]+]]
// PTX-LABEL: _Z9warp_sizev(
// PTX-O0: mov.u32 %r{{[0-9]+}}, WARP_SZ;
// PTX-O2: mov.b32 %r{{[0-9]+}}, 32;
// SM60-WARPSIZE: call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
__device__ int warp_size() { return __nvvm_read_ptx_sreg_warpsize(); }
#endif

// IR-DAG: attributes #[[CAS]] = { nocallback nounwind memory(argmem: readwrite) }
// IR-DAG: attributes #[[SREG]] = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

// DECL: FunctionDecl {{.*}} implicit used __nvvm_atom_cas_gen_us 'unsigned short (volatile unsigned short *, unsigned short, unsigned short) noexcept' extern
// DECL-NEXT: ParmVarDecl {{.*}} 'volatile unsigned short *'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: BuiltinAttr
// DECL-NEXT: NoThrowAttr
// DECL-NOT: ConstAttr
// DECL: FunctionDecl {{.*}} implicit used __nvvm_atom_cta_cas_gen_us 'unsigned short (volatile unsigned short *, unsigned short, unsigned short) noexcept' extern
// DECL-NEXT: ParmVarDecl {{.*}} 'volatile unsigned short *'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: BuiltinAttr
// DECL-NEXT: NoThrowAttr
// DECL-NOT: ConstAttr
// DECL: FunctionDecl {{.*}} implicit used __nvvm_atom_sys_cas_gen_us 'unsigned short (volatile unsigned short *, unsigned short, unsigned short) noexcept' extern
// DECL-NEXT: ParmVarDecl {{.*}} 'volatile unsigned short *'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: ParmVarDecl {{.*}} 'unsigned short'
// DECL-NEXT: BuiltinAttr
// DECL-NEXT: NoThrowAttr
// DECL-NOT: ConstAttr
// DECL: FunctionDecl {{.*}} implicit used __nvvm_read_ptx_sreg_warpsize 'int () noexcept' extern
// DECL-NEXT: BuiltinAttr
// DECL-NEXT: NoThrowAttr
// DECL-NEXT: ConstAttr
