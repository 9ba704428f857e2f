#!/usr/bin/env bash
# Measure the build's speed and print the figures against the project's
# budgets: cold build <= 600 s (apt installs and the source download
# excluded), no-op rebuild <= 10 s, one touched NVPTX .cpp <= 30 s.
# A measurement, not a test: it never fails on a slow machine, it reports.
#
# usage: utils/bench/build-speed.sh [SCRATCH_DIR]   (default: a temp dir, removed after)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
scratch=${1:-$(mktemp -d /tmp/nvptxbw-bench.XXXXXX)}
cleanup() { [ -n "${1:-}" ] || rm -rf "$scratch"; }
trap 'cleanup "${1:-}"' EXIT
# Build inside clones, as README's commands and CI do (ccache hashes paths
# relative to the checkout, so clones share the cache).
git clone -q "$repo" "$scratch/a" && git clone -q "$repo" "$scratch/b" || exit 1
build="$scratch/a/build"

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
verdict() { awk -v t="$1" -v b="$2" 'BEGIN { print (t <= b) ? "within budget" : "OVER budget" }'; }

echo "bench-build: $(nproc) cores, compiler: $(clang++ --version | head -1)"
t0=$(now)
cmake -G Ninja -S "$scratch/a" -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ > "$scratch/configure.log"
t1=$(now)
CCACHE_DISABLE=1 cmake --build "$build" > "$scratch/cold.log"
t2=$(now)
cmake --build "$build" > "$scratch/noop.log"
t3=$(now)
touch "$build/llvm-project/llvm/lib/Target/NVPTX/NVPTXUtilities.cpp"
CCACHE_DISABLE=1 cmake --build "$build" > "$scratch/touch.log"
t4=$(now)
cmake -G Ninja -S "$scratch/b" -B "$scratch/b/build" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ > /dev/null
t5=$(now)
cmake --build "$scratch/b/build" > "$scratch/warm.log"
t6=$(now)

configure=$(secs "$t0" "$t1"); cold=$(secs "$t1" "$t2"); noop=$(secs "$t2" "$t3")
touch1=$(secs "$t3" "$t4"); warm=$(secs "$t5" "$t6")
printf '%-44s %8s s\n' "configure (fetch cached, series, ODR plan)" "$configure"
printf '%-44s %8s s  (budget 600: %s)\n' "cold build, ccache disabled" "$cold" "$(verdict "$cold" 600)"
printf '%-44s %8s s  (budget 10: %s)\n' "no-op rebuild" "$noop" "$(verdict "$noop" 10)"
printf '%-44s %8s s  (budget 30: %s)\n' "touch NVPTXUtilities.cpp, rebuild" "$touch1" "$(verdict "$touch1" 30)"
printf '%-44s %8s s\n' "another fresh clone, ccache as this machine has it" "$warm"
