#!/usr/bin/env bash
# Builds Inputs/bazel-ws with Bazel through crosstool/ (our clang, CUDA).
# usage: bazel-e2e.sh BAZEL SRC_ROOT CLANG_ROOT CUDA_PATH WORKDIR CAPABILITIES [TARGET]
# Everything Bazel writes stays under WORKDIR (its output_user_root too; the
# system rc stays: Debian's names its install base); the
# run uses --batch (no server) and still ends with `bazel shutdown`.
set -u
bazel=$1 src=$2 clang_root=$3 cuda=$4 work=$5 caps=$6 target=${7:-//:app}
ws=$work/ws
rm -rf "$ws" && mkdir -p "$work" && cp -r "$src/test/crosstool/Inputs/bazel-ws" "$ws" || exit 1
sed "s|@SRC@|$src|" "$ws/WORKSPACE.in" > "$ws/WORKSPACE" || exit 1
cd "$ws" || exit 1
startup=(--nohome_rc --output_user_root="$work/root" --batch)
"$bazel" "${startup[@]}" build --color=no --curses=no --noshow_progress \
  --crosstool_top=@nvptxbw_crosstool//:toolchain \
  --host_crosstool_top=@nvptxbw_crosstool//:toolchain --cpu=k8 --host_cpu=k8 \
  --repo_env=NVPTXBW_CLANG_ROOT="$clang_root" --repo_env=CUDA_PATH="$cuda" \
  --repo_env=NVPTXBW_CUDA_CAPABILITIES="$caps" "$target" > "$work/build.log" 2>&1
status=$?
"$bazel" "${startup[@]}" shutdown > /dev/null 2>&1
# Only Bazel's own messages and errors; its sandbox debug lines are noise.
grep -v 'linux-sandbox' "$work/build.log"
exit $status
