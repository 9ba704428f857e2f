#!/usr/bin/env bash
# usage: arch-config-vs-nvcc.sh NVCC CLANGXX CUTLASS_ROOT WORKDIR
# For each target, CUTLASS's config.h macros under nvcc and under our clang
# with -include nvptxbw_cutlass_arch.h; a diff stops it with status 1.
set -euo pipefail
nvcc=$1 clangxx=$2 cutlass=$3 work=$4
src=$(dirname "$0")/cutlass-arch-config.cu
mkdir -p "$work"
for a in 90a 100 100a 100f 103a 103f 110a 110f 120 120a 120f 121a 121f; do
  "$nvcc" --generate-code "arch=compute_$a,code=sm_$a" -E -Xcompiler -dM --cuda \
      -I"$cutlass/include" "$src" -o - 2>/dev/null \
    | grep -E '^#define CUTLASS_ARCH_' | LC_ALL=C sort > "$work/nvcc.$a"
  "$clangxx" -x cuda --cuda-device-only "--cuda-gpu-arch=sm_$a" -E -dM \
      -include nvptxbw_cutlass_arch.h -I"$cutlass/include" "$src" \
    | grep -E '^#define CUTLASS_ARCH_' | LC_ALL=C sort > "$work/ours.$a"
  [ -s "$work/nvcc.$a" ] || { echo "nvcc gave no macros for sm_$a"; exit 1; }
  diff -u "$work/nvcc.$a" "$work/ours.$a"
  echo "sm_$a: $(wc -l < "$work/ours.$a") macros as nvcc"
done
