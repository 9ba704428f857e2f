#!/usr/bin/env bash
# Write a series patch from edited copies of upstream files.
#
# usage: make-patch.sh PRISTINE_TREE EDITED_TREE OUT.patch "Description line" REL_PATH...
# Each REL_PATH (e.g. clang/lib/Driver/ToolChains/Cuda.cpp) is diffed between
# PRISTINE_TREE and EDITED_TREE; the patch gets a DEP-3 style header and
# git-style a/ b/ paths, ready to be listed in the series file.
set -euo pipefail
[ $# -ge 5 ] || { echo "usage: $0 PRISTINE EDITED OUT.patch DESCRIPTION REL_PATH..." >&2; exit 2; }
pristine=$1 edited=$2 out=$3 desc=$4; shift 4
mkdir -p "$(dirname "$out")"
{
  printf 'Description: %s\n' "$desc"
  printf 'Author: nvptx-blackwell developers\nForwarded: not-needed\n'
  printf 'Upstream-Since: (the first LLVM release that makes this patch unnecessary, or none: why)\n---\n'
  for rel in "$@"; do
    diff -u --label "a/$rel" --label "b/$rel" "$pristine/$rel" "$edited/$rel" || [ $? -eq 1 ]
  done
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "wrote $out"
