#!/usr/bin/env bash
# README command 2: run every test. Builds first (utils/bootstrap.sh), so it
# also works on a fresh machine.
#
# usage: utils/check.sh [BUILD_DIR]            (default: build/ in the repo)
# Runs: our lit suites (test/), then the pristine upstream 19.1.7 NVPTX and
# CUDA tests against our tools (utils/test/run-upstream-tests.py).
set -uo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# CI may run with a bare environment: the source cache and ccache live under
# $HOME, so make sure it is set.
if [ -z "${HOME:-}" ]; then HOME=$(getent passwd "$(id -u)" | cut -d: -f6); export HOME; fi
build=${1:-$repo/build}
"$repo/utils/bootstrap.sh" "$build" || { echo "check: the build failed" >&2; exit 1; }

lit=/usr/lib/llvm-19/build/utils/lit/lit.py
jobs=$(nproc)
status=0
summary=()

run_suite() {  # name, command...
  local name=$1; shift
  printf '\n== check: %s\n' "$name"
  local log; log=$(mktemp)
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  [ "$rc" = 0 ] || status=1
  summary+=("$name: $(grep -E '^ *(Passed|Failed|Unsupported|Expectedly Failed|Unexpectedly Passed)' "$log" | tr -s ' ' | paste -sd, -) (exit $rc)")
  # Totals for the closing line.
  local p f
  p=$(count "$log" 'Passed|Expectedly Failed')
  f=$(count "$log" 'Failed|Unexpectedly Passed|Unresolved|Timed Out')
  passed=$(( passed + p )); failed=$(( failed + f ))
  unsupported=$(( unsupported + $(count "$log" 'Unsupported') ))
  rm -f "$log"
}
passed=0 failed=0 unsupported=0
count() {  # lit summary lines ('  Passed: 12 (80.00%)', '  Passed  : 378 (94.50%)'), summed
  grep -E "^ *($2) *: *[0-9]+" "$1" | sed -E 's/.*: *([0-9]+).*/\1/' | awk '{s+=$1} END {print s+0}'
}

run_suite "nvptx-blackwell tests" python3 "$lit" -sv --show-unsupported -j "$jobs" "$build/test"
run_suite "upstream 19.1.7 tests" python3 "$repo/utils/test/run-upstream-tests.py" --build-dir "$build" -j "$jobs"

printf '\n== check: summary\n'
printf '%s\n' "${summary[@]}"
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "$passed passed, $failed failed, $unsupported unsupported"
exit $status
