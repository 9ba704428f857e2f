// nvcc's options, as CUDA build systems pass them to whichever compiler
// CMAKE_CUDA_COMPILER names: SUNDIALS's CMake appends --expt-extended-lambda
// --expt-relaxed-constexpr to CMAKE_CUDA_FLAGS, LightGBM's -Xcompiler=-fopenmp
// -Xcompiler=-fPIC -Xcompiler=-Wall -lineinfo, FAISS's -Xfatbin=-compress-all,
// llama.cpp's -use_fast_math -extended-lambda -compress-mode=... -Xcompiler
// "-Wno-pedantic"; Makefiles write -arch=sm_90a and -Xptxas -v. Clang (19 and
// 22) stops at "unknown argument"; ours rewrites them as the clang options
// that do the same, and -Wcuda-nvcc-option says what each became.
//
// REQUIRES: cuda-13.0
//
// --- A CMake project's CUDA flags: host options to the host side alone,
// line directives in the device code alone, nvcc's lambda macro, options for
// ptxas and fatbinary.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o -### \
// RUN:   -Xcompiler=-fopenmp -Xcompiler=-fPIC -Xcompiler "-Wno-pedantic -Wall" -O3 -lineinfo \
// RUN:   --expt-extended-lambda --expt-relaxed-constexpr -Xfatbin=-compress-all -compress-mode=size \
// RUN:   -Xptxas -v,-warn-spills -maxrregcount=64 2>&1 | FileCheck %s --check-prefix=CMAKE
// CMAKE-NOT: error:
// CMAKE: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CMAKE-SAME: "-debug-info-kind=line-directives-only"
// CMAKE-SAME: "-D" "__CUDACC_EXTENDED_LAMBDA__"
// CMAKE-NOT: "-fopenmp"
// CMAKE-NOT: "-Wno-pedantic"
// CMAKE: ptxas"
// CMAKE-SAME: "-v" "-warn-spills" "--maxrregcount=64"
// CMAKE: fatbinary"
// CMAKE-SAME: "-compress-all" "--compress-mode=size"
// CMAKE: "-cc1" "-triple" "x86_64-
// CMAKE-SAME: "-D" "__CUDACC_EXTENDED_LAMBDA__"
// CMAKE-SAME: "-Wno-pedantic" "-Wall"
// CMAKE-SAME: "-fopenmp"
// CMAKE-NOT: "-debug-info-kind=
// CMAKE-NOT: ineinfo
//
// The same command compiles, with nvcc too.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o \
// RUN:   -Xcompiler=-fopenmp -Xcompiler=-fPIC -Xcompiler "-Wno-pedantic -Wall" -O3 -lineinfo \
// RUN:   --expt-extended-lambda --expt-relaxed-constexpr -Xfatbin=-compress-all -compress-mode=size \
// RUN:   -Xptxas -warn-spills -maxrregcount=64 -Werror
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -c %s -o %t.nvcc.o \
// RUN:   -Xcompiler=-fopenmp -Xcompiler=-fPIC -Xcompiler "-Wno-pedantic -Wall" -O3 -lineinfo \
// RUN:   --expt-extended-lambda --expt-relaxed-constexpr -Xfatbin=-compress-all -compress-mode=size \
// RUN:   -Xptxas -warn-spills -maxrregcount=64 %}
//
// What each became, with -Wcuda-nvcc-option (off by default: nvcc is silent).
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -fsyntax-only %s \
// RUN:   -Xcompiler=-fopenmp -lineinfo --expt-extended-lambda --expt-relaxed-constexpr \
// RUN:   -Xcudafe --diag_suppress=177 -ccbin g++ 2>&1 | count 0
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -fsyntax-only %s \
// RUN:   -Xcompiler=-fopenmp -lineinfo --expt-extended-lambda --expt-relaxed-constexpr \
// RUN:   -Xcudafe --diag_suppress=177 -ccbin g++ -Wcuda-nvcc-option 2>&1 | FileCheck %s --check-prefix=SAID
// SAID: warning: nvcc option '-Xcompiler=-fopenmp' taken as '-Xarch_host -fopenmp' [-Wcuda-nvcc-option]
// SAID: warning: nvcc option '-lineinfo' taken as '-Xarch_device -gline-directives-only'
// SAID: warning: nvcc option '--expt-extended-lambda' taken as '-D__CUDACC_EXTENDED_LAMBDA__'
// SAID: warning: nvcc option '--expt-relaxed-constexpr' ignored: clang's CUDA calls constexpr functions across host and device without it
// SAID: warning: nvcc option '-Xcudafe --diag_suppress=177' ignored: options of nvcc's front end
// SAID: warning: nvcc option '-ccbin g++' ignored: clang compiles the host code itself
//
// An option whose value is the next item of -Xcompiler's list keeps it
// (-Xarch_host carries one argument). The preprocessor's options (-D, -U,
// -I, -include, ...) reach the device side too: nvcc's host compiler also
// preprocesses the device code (g++ -E -D__CUDA_ARCH__=...). The source
// below stops at #error where a side lacks the macro, under nvcc too.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o -### \
// RUN:   -Xcompiler "-include cstdio -D FROM_XCOMPILER=1 -Wall" 2>&1 | FileCheck %s --check-prefix=JOIN
// JOIN: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// JOIN-SAME: "-include" "cstdio"
// JOIN-SAME: "-D" "FROM_XCOMPILER=1"
// JOIN-NOT: "-Wall"
// JOIN: "-cc1" "-triple" "x86_64-
// JOIN-SAME: "-include" "cstdio"
// JOIN-SAME: "-D" "FROM_XCOMPILER=1"
// JOIN-SAME: "-Wall"
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o \
// RUN:   -DWANT_XCOMPILER_MACRO -Xcompiler -DFROM_XCOMPILER=1
// RUN: %if nvcc %{ %nvcc -x cu -arch=sm_100a -c %s -o %t.nvcc.o -DWANT_XCOMPILER_MACRO -Xcompiler -DFROM_XCOMPILER=1 %}
// RUN: not %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o \
// RUN:   -DWANT_XCOMPILER_MACRO 2>&1 | FileCheck %s --check-prefix=NOMACRO
// NOMACRO: error: the device side lacks -Xcompiler's macro
//
// --- GPU arches as nvcc names them: -arch, -gencode (bracketed and quoted
// code lists), -arch=compute_X with and without -code. Each compiles its PTX
// with its SASS, as clang always does; the fat binary holds an arch's PTX
// where nvcc's does: code= names compute_X, or -arch=sm_X.
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t.o -### -Wcuda-nvcc-option \
// RUN:   -gencode arch=compute_90a,code=sm_90a "-gencode=arch=compute_100a,code=[sm_100a,compute_100a]" \
// RUN:   -gencode 'arch=compute_120a,code="sm_120a,compute_120a"' 2>&1 | FileCheck %s --check-prefix=GENCODE
// GENCODE: nvcc option '-gencode arch=compute_90a,code=sm_90a' taken as '--cuda-gpu-arch=sm_90a'
// GENCODE: nvcc option '-gencode=arch=compute_100a,code=[sm_100a,compute_100a]' taken as '--cuda-gpu-arch=sm_100a'
// GENCODE: nvcc option '-gencode arch=compute_120a,code="sm_120a,compute_120a"' taken as '--cuda-gpu-arch=sm_120a'
// GENCODE-DAG: "-target-cpu" "sm_90a"
// GENCODE-DAG: "-target-cpu" "sm_100a"
// GENCODE-DAG: "-target-cpu" "sm_120a"
// GENCODE: fatbinary"
// GENCODE-NOT: kind=ptx,sm=90a
// GENCODE-SAME: "--image3=kind=ptx,sm=100a,
// GENCODE-SAME: "--image3=kind=ptx,sm=120a,
// GENCODE-SAME: "--image3=kind=elf,sm=90a,
// GENCODE-NOT: kind=ptx,sm=90a
// GENCODE: "-target-cpu" "x86-64"
// The same images as nvcc's, listed from each fat binary.
// RUN: rm -rf %t.images && mkdir %t.images
// RUN: %clangxx --cuda-path=%cuda_path -fatbin %s -o %t.images/ours.fatbin \
// RUN:   -gencode arch=compute_90a,code=sm_90a "-gencode=arch=compute_100a,code=[sm_100a,compute_100a]" -arch=sm_120a
// RUN: %python %src_root/utils/tools/fatbin-inspect.py %t.images/ours.fatbin | sort | FileCheck %s --check-prefix=IMAGES
// RUN: %if nvcc %{ %nvcc -fatbin %s -o %t.images/nvcc.fatbin \
// RUN:   -gencode arch=compute_90a,code=sm_90a "-gencode=arch=compute_100a,code=[sm_100a,compute_100a]" \
// RUN:   -gencode arch=compute_120a,code=[sm_120a,compute_120a] %}
// RUN: %if nvcc %{ %python %src_root/utils/tools/fatbin-inspect.py %t.images/nvcc.fatbin | sort | FileCheck %s --check-prefix=IMAGES %}
// IMAGES:      elf sm_100a
// IMAGES-NEXT: elf sm_120a
// IMAGES-NEXT: elf sm_90a
// IMAGES-NEXT: ptx compute_100a
// IMAGES-NEXT: ptx compute_120a
// IMAGES-EMPTY:
//
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t.o -### -arch=sm_103a 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ARCH -DSM=sm_103a
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t.o -### --gpu-architecture compute_120f 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ARCH -DSM=sm_120f
// ARCH-NOT: warning
// ARCH: "-target-cpu" "[[SM]]"
// ARCH-NOT: "-target-cpu" "sm_
// ARCH: fatbinary"{{.*}} "--image3=kind=ptx,sm={{[0-9]+[af]}},
// ARCH: "-target-cpu" "x86-64"
//
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t.o -### -arch=compute_90 -code=sm_90,sm_100 \
// RUN:   -Wcuda-nvcc-option 2>&1 | FileCheck %s --check-prefix=CODE
// CODE: nvcc option '-code=sm_90,sm_100' taken as '--cuda-gpu-arch=sm_90 --cuda-gpu-arch=sm_100'
// CODE: nvcc option '-arch=compute_90' ignored: -code names the arches
// CODE-DAG: "-target-cpu" "sm_90"
// CODE-DAG: "-target-cpu" "sm_100"
// CODE-NOT: "-target-cpu" "sm_
// CODE: "-target-cpu" "x86-64"
//
// sm_90a and sm_90 are two arches, each named once.
// RUN: %clangxx --cuda-path=%cuda_path -c %s -o %t.o -### -Wcuda-nvcc-option \
// RUN:   -arch=compute_90 -code=sm_90a,sm_90,compute_90 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: nvcc option '-code=sm_90a,sm_90,compute_90' taken as '--cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_90'
// TWO-DAG: "-target-cpu" "sm_90a"
// TWO-DAG: "-target-cpu" "sm_90"
//
// nvcc's -arch=all has no clang counterpart: an error, not a silent default.
// RUN: not %clangxx --cuda-path=%cuda_path -c %s -o %t.o -arch=all 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: error: unsupported option '-arch=all'; did you mean '--cuda-gpu-arch=<arch>'?
//
// --- The rest of the table: relocatable device code, the language and
// standard in nvcc's separate form, -Werror's kinds, the default stream,
// options of nvcc's own tools dropped.
// RUN: cp %s %t.txt
// RUN: %clangxx --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -x cu %t.txt -c -o %t.o -### \
// RUN:   -std c++17 -rdc=true --default-stream per-thread -Werror all-warnings,reorder \
// RUN:   -t 2 -split-compile 4 -keep -Wno-deprecated-gpu-targets -res-usage 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REST
// REST-NOT: error:
// REST-NOT: warning:
// REST: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// REST-SAME: "-D" "CUDA_API_PER_THREAD_DEFAULT_STREAM=1"
// REST-SAME: "-Werror" "-Werror=reorder"
// REST-SAME: "-std=c++17"
// REST-SAME: "-fgpu-rdc"
// REST-SAME: "-x" "cuda"
// REST: ptxas"
// REST-SAME: "-v"
// REST: "-cc1" "-triple" "x86_64-
// REST-SAME: "-fgpu-rdc"
// RUN: %clangxx --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -dc %s -o %t.o -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DC
//
// Relocatable device code across objects, as a Makefile written for nvcc
// builds it (HeCBench's logan: -dc on the compiles, -arch on the link): the
// link device-links it, so the kernel that calls the other object's
// __device__ function is registered, with nvcc too.
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -arch=sm_100a -O3 -dc %S/Inputs/nvcc-rdc/main.cu -o %t.main.o
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -arch=sm_100a -O3 -dc %S/Inputs/nvcc-rdc/lib.cu -o %t.lib.o
// RUN: %clangxx --cuda-path=%cuda_path -std=c++17 -arch=sm_100a -O3 %t.main.o %t.lib.o -o %t.rdc
// RUN: %python %src_root/utils/tools/fatbin-inspect.py %t.rdc | FileCheck %s --check-prefix=RDCLINK
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_100a -O3 -dc %S/Inputs/nvcc-rdc/main.cu -o %t.nvcc.main.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_100a -O3 -dc %S/Inputs/nvcc-rdc/lib.cu -o %t.nvcc.lib.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_100a -O3 %t.nvcc.main.o %t.nvcc.lib.o -o %t.nvcc.rdc %}
// RDCLINK: sm_100a
// DC: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// DC-SAME: "-fgpu-rdc"
// DC: "-cc1" "-triple" "x86_64-
// DC-SAME: "-emit-obj"
// DC-SAME: "-fgpu-rdc"
// DC-NOT: "{{.*}}ld"
//
// --- Clang's own options keep their meaning: -Xlinker's value is the
// linker's, -Werror alone and -Werror=<group> are clang's, -x c++ is C++,
// Darwin's -arch names no GPU.
// RUN: %clangxx --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path %t.o -o %t.out -Xlinker -lineinfo \
// RUN:   -Werror=unused-variable -### 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG-NOT: nvcc option
// CLANG: "{{.*}}ld{{(\.lld)?}}"
// CLANG-SAME: "-lineinfo"
// RUN: not %clangxx -x c++ -c %t.txt -o %t.o -arch x86_64 -### 2>&1 | FileCheck %s --check-prefix=DARWIN
// DARWIN-NOT: nvcc option
// DARWIN: error: unsupported option '-arch' for target 'x86_64-pc-linux-gnu'
// DARWIN-NOT: cuda-gpu-arch
//
// A link: -Xcompiler's items are the linking compiler's (nvcc hands them to
// g++ there); -lineinfo concerns only device code compiled here.
// A Makefile gives its link the compile's flags: what concerns CUDA
// compilation only is dropped there, without "argument unused" warnings; the
// arch makes it a CUDA link: the new offload driver's linker, which
// device-links -dc objects (the HeCBench case below), and the CUDA runtime
// (cuda-link-cudart.cu).
// RUN: %clangxx --cuda-path=%cuda_path %t.o -o %t.out -Xcompiler -fopenmp -lineinfo -use_fast_math \
// RUN:   -Xptxas -v -arch=sm_100a -Wcuda-nvcc-option -### 2>&1 | FileCheck %s --check-prefix=LINK
// LINK-NOT: unused
// LINK: nvcc option '-Xcompiler -fopenmp' taken as '-Xarch_host -fopenmp'
// LINK: nvcc option '-lineinfo' ignored: no CUDA source is compiled here
// LINK: nvcc option '-use_fast_math' ignored: no CUDA source is compiled here
// LINK: nvcc option '-Xptxas -v' ignored: no CUDA source is compiled here
// LINK: nvcc option '-arch=sm_100a' taken as '--cuda-gpu-arch=sm_100a'
// LINK-NOT: unused
// LINK: "{{[^"]*}}clang-linker-wrapper"
// LINK-SAME: "-lcudart_static"
// LINK-SAME: "-lomp"
// LINK-NOT: ineinfo
// LINK-NOT: omptarget
// A link's other -Xcompiler items are the linking compiler's as they are.
// RUN: %clangxx --cuda-path=%cuda_path %t.o -o %t.out -Xcompiler -Wall,-fopenmp -arch=sm_100a -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINKWALL
// LINKWALL-NOT: warning
// LINKWALL: "-lcudart_static"
//
// --- The device floating-point knobs, the PTX checked against nvcc 13.0's
// for the same flags: -use_fast_math approximates division, square root and
// sine and flushes denormals; -prec-div=false alone gives div.full; an
// explicit knob wins over -use_fast_math wherever it stands. Without a knob
// sqrtf is sqrt.rn, as CUDA documents it (nvvm-reflect-prec-sqrt.ll).
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   -use_fast_math | FileCheck %s --check-prefix=FAST
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - -use_fast_math | FileCheck %s --check-prefix=FAST %}
// FAST-LABEL: .entry _Z8fp_knobsPfff(
// FAST: div.approx.ftz.f32
// FAST: sqrt.approx.ftz.f32
// FAST: sin.approx.ftz.f32
// FAST: fma.rn.ftz.f32
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   -prec-div=false -prec-sqrt=false | FileCheck %s --check-prefix=PREC
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - -prec-div=false -prec-sqrt=false | FileCheck %s --check-prefix=PREC %}
// PREC-LABEL: .entry _Z8fp_knobsPfff(
// PREC: div.full.f32
// PREC: sqrt.approx.f32
// PREC-NOT: .ftz.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   -prec-div=true -use_fast_math -ftz=false | FileCheck %s --check-prefix=OVERRIDE
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - -prec-div=true -use_fast_math -ftz=false | FileCheck %s --check-prefix=OVERRIDE %}
// OVERRIDE-LABEL: .entry _Z8fp_knobsPfff(
// OVERRIDE: div.rn.f32
// OVERRIDE: sqrt.approx.f32
// OVERRIDE: sin.approx.f32
// OVERRIDE-NOT: .ftz.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   -fmad=false | FileCheck %s --check-prefix=NOFMA
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - -fmad=false | FileCheck %s --check-prefix=NOFMA %}
// NOFMA-LABEL: .entry _Z8fp_knobsPfff(
// NOFMA: div.rn.f32
// NOFMA: sqrt.rn.f32
// NOFMA: st.global.f32 [%rd{{[0-9]+}}+8],
// NOFMA-NEXT: mul.rn.f32 [[M:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}};
// NOFMA-NEXT: ld.global.f32 [[C:%f[0-9]+]], [%rd{{[0-9]+}}+20];
// NOFMA-NEXT: add.rn.f32 {{%f[0-9]+}}, [[M]], [[C]];
// Without it, a * b + c contracts, under both.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   | FileCheck %s --check-prefix=FMA
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - | FileCheck %s --check-prefix=FMA %}
// FMA-LABEL: .entry _Z8fp_knobsPfff(
// FMA: div.rn.f32
// FMA: sqrt.rn.f32
// FMA: ld.global.f32 [[C:%f[0-9]+]], [%rd{{[0-9]+}}+20];
// FMA-NEXT: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[C]];
//
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path --cuda-device-only -S -O3 %s -o - \
// RUN:   -use_fast_math -prec-sqrt=true | FileCheck %s --check-prefix=FASTRN
// RUN: %if nvcc %{ %nvcc -arch=sm_100a -ptx %s -o - -use_fast_math -prec-sqrt=true | FileCheck %s --check-prefix=FASTRN %}
// FASTRN-LABEL: .entry _Z8fp_knobsPfff(
// FASTRN: div.approx.ftz.f32
// FASTRN: sqrt.rn.ftz.f32
// FASTRN: sin.approx.ftz.f32
//
// --- A compile of C++ sources alone ignores the arches, as nvcc does (a
// Makefile gives every command the same flags): no "argument unused"
// warning; Darwin's -arch stays clang's there too.
// RUN: cp %s %t.cpp
// RUN: %clangxx -c %t.cpp -o %t.o -### -arch=sm_100a -Xcompiler -Wall \
// RUN:   -gencode arch=compute_90a,code=sm_90a -Wcuda-nvcc-option 2>&1 | FileCheck %s --check-prefix=CXXONLY
// CXXONLY: warning: nvcc option '-arch=sm_100a' ignored: no CUDA source is compiled here
// CXXONLY: warning: nvcc option '-gencode arch=compute_90a,code=sm_90a' ignored: no CUDA source is compiled here
// CXXONLY-NOT: argument unused
// CXXONLY-NOT: --cuda-gpu-arch
// CXXONLY: "-cc1" "-triple" "x86_64-
// CXXONLY-SAME: "-Wall"
// RUN: not %clangxx -c %t.cpp -o %t.o -### -arch x86_64 2>&1 | FileCheck %s --check-prefix=DARWIN
//
// --- -ptx and -cubin: one arch's device code, named after the source in the
// current directory as nvcc names it (or -o), with nvcc's default arch.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/knobs.cu
// RUN: cd %t.dir && %clangxx --cuda-path=%cuda_path -ptx -arch=sm_100a -O3 knobs.cu
// RUN: FileCheck %s --check-prefix=PTX < %t.dir/knobs.ptx
// RUN: %if nvcc %{ cd %t.dir && %nvcc -ptx -arch=sm_100a -O3 knobs.cu -o knobs.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=PTX < %t.dir/knobs.nvcc.ptx %}
// PTX: .target sm_100a
// PTX: .entry _Z8fp_knobsPfff(
// RUN: cd %t.dir && %clangxx --cuda-path=%cuda_path -ptx knobs.cu -o default-arch.ptx
// RUN: FileCheck %s --check-prefix=PTX75 < %t.dir/default-arch.ptx
// RUN: %if nvcc %{ cd %t.dir && %nvcc -ptx knobs.cu -o default-arch.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=PTX75 < %t.dir/default-arch.nvcc.ptx %}
// PTX75: .target sm_75
// RUN: cd %t.dir && %clangxx --cuda-path=%cuda_path --cubin -arch=sm_120a knobs.cu
// RUN: llvm-readelf -h %t.dir/knobs.cubin | FileCheck %s --check-prefix=CUBIN
// CUBIN: Machine: NVIDIA CUDA architecture
// nvcc wants one arch for -ptx and -cubin; -fatbin takes several, in one fat
// binary named <stem>.fatbin (test/Driver/cuda-device-only-fatbinary.cu says
// what it holds). -Xcompiler's host options (LAMMPS gives its kernels
// -Xcompiler -fPIC) concern no code here, and nvcc says nothing of them.
// RUN: cd %t.dir && not %clangxx --cuda-path=%cuda_path -cubin -gencode arch=compute_90a,code=sm_90a \
// RUN:   -gencode arch=compute_100a,code=sm_100a knobs.cu 2>&1 | FileCheck %s --check-prefix=ONEARCH
// RUN: %if nvcc %{ cd %t.dir && not %nvcc -cubin -gencode arch=compute_90a,code=sm_90a \
// RUN:   -gencode arch=compute_100a,code=sm_100a knobs.cu 2>&1 | FileCheck %s --check-prefix=NVCC-ONEARCH %}
// ONEARCH: error: invalid argument '-cubin' not allowed with '--cuda-gpu-arch=sm_90a --cuda-gpu-arch=sm_100a'
// NVCC-ONEARCH: Option '--cubin' is not allowed when compiling for multiple GPU code instances
// RUN: cd %t.dir && %clangxx --cuda-path=%cuda_path -fatbin -gencode arch=compute_90a,code=sm_90a \
// RUN:   -gencode arch=compute_100a,code=sm_100a -Xcompiler -fPIC,-DFROM_XCOMPILER knobs.cu -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FATBIN
// FATBIN-NOT: warning:
// FATBIN: "-cc1" "-triple" "nvptx64-nvidia-cuda"{{.*}} "-D" "FROM_XCOMPILER"
// FATBIN: ptxas"{{.*}} "--gpu-name" "sm_100a"
// FATBIN: ptxas"{{.*}} "--gpu-name" "sm_90a"
// FATBIN: fatbinary"{{.*}} "--create" "knobs.fatbin"
// FATBIN-SAME: "--image3=kind=elf,sm=100a,
// FATBIN-SAME: "--image3=kind=elf,sm=90a,
//
// --- -G: device code at -O0 with debug info whatever the -O (the host side
// keeps -O3 and gets none), __CUDACC_DEBUG__ on both sides, ptxas -g; the
// PTX's target says debug, as nvcc's does. Followed by a number, -G is
// clang's small-data option.
// RUN: %clangxx --cuda-path=%cuda_path -arch=sm_100a -O3 -G -c %s -o %t.o -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEBUG
// DEBUG-NOT: warning:
// DEBUG: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// DEBUG-SAME: "-debug-info-kind=
// DEBUG-SAME: "-D" "__CUDACC_DEBUG__"
// DEBUG-SAME: "-O0"
// DEBUG: ptxas"
// DEBUG-SAME: "-g" "--dont-merge-basicblocks" "--return-at-end"
// DEBUG: "-cc1" "-triple" "x86_64-
// DEBUG-NOT: "-debug-info-kind=
// DEBUG-SAME: "-D" "__CUDACC_DEBUG__"
// DEBUG-SAME: "-O3"
// RUN: cd %t.dir && %clangxx --cuda-path=%cuda_path -ptx -arch=sm_100a -O3 -G knobs.cu -o debug.ptx
// RUN: FileCheck %s --check-prefix=DEBUGPTX < %t.dir/debug.ptx
// RUN: %if nvcc %{ cd %t.dir && %nvcc -ptx -arch=sm_100a -O3 -G knobs.cu -o debug.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=DEBUGPTX < %t.dir/debug.nvcc.ptx %}
// DEBUGPTX: .target sm_100a, debug
// ptxas assembles both PTX files as nvcc's driver would run it (-g for -G).
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.dir/knobs.ptx -o %t.dir/knobs.cubin %}
// RUN: %if ptxas %{ %ptxas -c -arch=sm_100a -g %t.dir/debug.ptx -o %t.dir/debug.cubin %}
// RUN: %clangxx --target=mips-linux-gnu -G 8 -c -x c /dev/null -o %t.mips.o -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIPS
// MIPS: "-mllvm" "-mips-ssection-threshold=8"
//
// ptxas assembles every knob's PTX.
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o -use_fast_math -Werror
// RUN: %clangxx -x cuda --cuda-gpu-arch=sm_100a --cuda-path=%cuda_path -c %s -o %t.o -prec-div=false -fmad=false -Werror

#include <cuda_runtime.h>

#if defined(WANT_XCOMPILER_MACRO) && !defined(FROM_XCOMPILER)
#if defined(__CUDA_ARCH__)
#error the device side lacks -Xcompiler's macro
#else
#error the host side lacks -Xcompiler's macro
#endif
#endif

// nvcc defines __CUDACC_EXTENDED_LAMBDA__ with --extended-lambda alone;
// code tests it before it passes __device__ lambdas from host code.
#if defined(__CUDACC_EXTENDED_LAMBDA__)
template <typename F> __global__ void apply(F f, int *p) { *p = f(*p); }
void launch_lambda(int *p) {
  apply<<<1, 1>>>([] __device__(int x) { return x + 1; }, p);
}
#endif

__global__ void fp_knobs(float *p, float a, float b) {
  p[0] = a / b;
  p[1] = sqrtf(a);
  p[2] = sinf(a);
  p[3] = a * b + p[5];
}
