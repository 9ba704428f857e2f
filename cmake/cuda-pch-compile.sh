#!/bin/sh
# CMake's compile command for a CUDA object, turned into the command that
# precompiles a CUDA header (NVPTXBlackwellCUDARules.cmake makes this the
# compiler launcher of the <target>_cuda_pch helper library):
#
#   sh cuda-pch-compile.sh PCH COMPILER ARGS... -x cuda -c HEADER -o OBJECT
#
# runs COMPILER ARGS... -x cuda-header HEADER -o PCH, with the same flags as
# the target's CUDA objects (the PCH must match them), then writes an empty
# OBJECT, the output CMake's build rule expects. -MD/-MF pass through, so the
# build tool knows which headers the PCH read.
set -eu
[ $# -ge 2 ] || { echo "cuda-pch-compile.sh: usage: PCH COMPILER ARGS..." >&2; exit 2; }
pch=$1; shift
object=
n=$#
i=0
while [ "$i" -lt "$n" ]; do
  a=$1; shift; i=$((i + 1))
  case "$a" in
    -c) continue ;;
    -x)
      lang=$1; shift; i=$((i + 1))
      [ "$lang" = cuda ] && lang=cuda-header
      set -- "$@" -x "$lang"; continue ;;
    -o)
      object=$1; shift; i=$((i + 1))
      set -- "$@" -o "$pch"; continue ;;
  esac
  set -- "$@" "$a"
done
[ -n "$object" ] || { echo "cuda-pch-compile.sh: no -o in the compile command" >&2; exit 2; }
"$@"
: > "$object"
