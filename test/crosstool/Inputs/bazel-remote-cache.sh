#!/usr/bin/env bash
# Builds Inputs/bazel-cache-ws through crosstool/ from several checkouts at
# different absolute paths, sharing Bazel's caches, and reports what Bazel
# says it ran and whether the outputs are byte-identical.
#
# usage: bazel-remote-cache.sh BAZEL NGINX PYTHON SRC_ROOT CLANG_ROOT CUDA_PATH
#                              WORKDIR CAPABILITIES
#
# The HTTP cache is nginx (WebDAV PUT/GET), started here on a free port of
# 127.0.0.1 with its own configuration, store and logs under WORKDIR, and
# stopped on every exit path. Two checkouts; per compilation mode (dbg: -g,
# full device debug info through ptxas -g; fastbuild: no -g):
#   one        --remote_cache=URL  cold: every action runs locally
#   two        --remote_cache=URL  a fresh checkout: every action must come
#                                  from the server
#   two-local  --disk_cache=D      after `bazel clean`: runs locally again
#   one-disk   --disk_cache=D      after `bazel clean`: every action must
#                                  come from D
# then a build as if on another host system (NVPTXBW_HOST_SYSTEM), and
# one, two, two-local (without a cache) for the nvcc mode of the
# wrapper (dbg), whose actions have keys of their own. one and two-local are
# independent local builds in different checkouts: equal bytes mean that the
# outputs depend on neither the checkout's path nor the run.
# Lines printed (for FileCheck):
#   <step> <mode>: <Bazel's "N processes: ..." summary>
#   <step> <mode>: <K> outputs identical to <reference>   (or DIFFERS: file)
#   <step> <mode>: no absolute path or temp name in outputs (or LEAK: ...)
set -u
bazel=$1 nginx=$2 python=$3 src=$4 clang_root=$5 cuda=$6 work=$7 caps=$8

rm -rf "$work" && mkdir -p "$work" || exit 1
log=$work/bazel.log

# --- the cache server ---------------------------------------------------------
server=$work/nginx
nginx_pid=
stop_server() {
  if [ -n "$nginx_pid" ]; then
    kill "$nginx_pid" 2>/dev/null
    wait "$nginx_pid" 2>/dev/null
    nginx_pid=
  fi
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

pdeathsig=
command -v setpriv > /dev/null && pdeathsig="setpriv --pdeathsig KILL"
start_server() {
  mkdir -p "$server/store" "$server/tmp" "$server/logs" || return 1
  local attempt port
  for attempt in 1 2 3 4 5; do
    port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])') || return 1
    # One process in the foreground (no daemon, no workers: nothing outlives
    # the kill below); every path nginx writes is under $server.
    cat > "$server/nginx.conf" <<EOF
daemon off;
master_process off;
pid $server/nginx.pid;
error_log $server/logs/error.log;
events { worker_connections 64; }
http {
  access_log $server/logs/access.log;
  client_body_temp_path $server/tmp/body;
  proxy_temp_path $server/tmp/proxy;
  fastcgi_temp_path $server/tmp/fastcgi;
  uwsgi_temp_path $server/tmp/uwsgi;
  scgi_temp_path $server/tmp/scgi;
  client_max_body_size 0;
  server {
    listen 127.0.0.1:$port;
    root $server/store;
    location / {
      dav_methods PUT;
      create_full_put_path on;
    }
  }
}
EOF
    # If this script is killed outright, the kernel ends nginx too.
    $pdeathsig "$nginx" -p "$server/" -c "$server/nginx.conf" -e "$server/logs/error.log" &
    nginx_pid=$!
    local i
    for i in $(seq 50); do
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        url=http://127.0.0.1:$port
        return 0
      fi
      kill -0 "$nginx_pid" 2>/dev/null || break
      sleep 0.1
    done
    stop_server  # the port was taken meanwhile, or nginx failed: retry
  done
  echo "error: nginx did not start:" >&2
  cat "$server/logs/error.log" >&2
  return 1
}
start_server || exit 1

# --- checkouts and builds -------------------------------------------------------
# One Bazel server per checkout, kept for both modes (loading and the digests
# of the toolchain's files are done once); all are shut down on exit, and
# --max_idle_secs ends any that a killed run leaves behind.
startup=(--nohome_rc --output_user_root="$work/root" --max_idle_secs=120)
checkouts=()
stop_bazel() {
  local ws
  for ws in "${checkouts[@]}"; do
    (cd "$ws" && "$bazel" "${startup[@]}" shutdown) > /dev/null 2>&1
  done
  checkouts=()
}
# The sandboxes (a symlink per declared input, some 2500 per CUDA compile) go
# to memory: on a disk mounted with online discard, deleting them costs
# more than the build.
sandbox=$(mktemp -d /dev/shm/nvptxbw-bazel-sandbox.XXXXXX 2>/dev/null) ||
  sandbox=$(mktemp -d "$work/sandbox.XXXXXX") || exit 1
trap 'stop_bazel; stop_server; rm -rf "$sandbox"' EXIT

checkout() {  # a fresh copy of the workspace at $work/$1
  local ws=$work/$1
  mkdir -p "$ws" && cp -r "$src/test/crosstool/Inputs/bazel-cache-ws/." "$ws/" || exit 1
  mv "$ws/bazelrc" "$ws/.bazelrc" || exit 1
  sed "s|@SRC@|$src|" "$ws/WORKSPACE.in" > "$ws/WORKSPACE" || exit 1
  checkouts+=("$ws")
}

build() {  # build NAME CHECKOUT MODE COMPILER CACHE-FLAG [BAZEL-FLAG...]
  local name=$1 dir=$2 ws=$work/$2 mode=$3 compiler=$4 cache=$5
  shift 5
  [ -d "$ws" ] || checkout "$dir"
  (cd "$ws" && "$bazel" "${startup[@]}" build --color=no --curses=no --noshow_progress \
     --sandbox_base="$sandbox" \
     --repo_env=NVPTXBW_CLANG_ROOT="$clang_root" --repo_env=CUDA_PATH="$cuda" \
     --repo_env=NVPTXBW_CUDA_CAPABILITIES="$caps" \
     --repo_env=NVPTXBW_CUDA_COMPILER="$compiler" \
     -c "$mode" "$cache" "$@" //:app) > "$work/$name-$mode.log" 2>&1
  local status=$?
  cat "$work/$name-$mode.log" >> "$log"
  if [ $status -ne 0 ]; then
    echo "$name $mode: build failed ($status)"
    grep -E 'ERROR|error:' "$work/$name-$mode.log"
    return 1
  fi
  echo "$name $mode: $(sed -n 's/^INFO: \([0-9]* processes:.*\)$/\1/p' "$work/$name-$mode.log")"
}

outputs() {  # the build outputs of checkout $1 (relative to bazel-bin)
  [ -d "$work/$1/bazel-bin/" ] || return 0
  (cd "$work/$1/bazel-bin/" && find . -type f \( -name '*.o' -o -name '*.d' -o -name '*.a' \
     -o -name app \) -not -path '*runfiles*' | sort)
}

compare() {  # compare NAME MODE CHECKOUT REFERENCE
  local name=$1 mode=$2 a=$work/$3/bazel-bin b=$work/$4/bazel-bin f n=0 bad=
  for f in $(outputs "$4"); do
    n=$((n + 1))
    cmp -s "$a/$f" "$b/$f" || bad="$bad $f"
  done
  [ "$(outputs "$3")" = "$(outputs "$4")" ] || bad="$bad (different file lists)"
  if [ -n "$bad" ]; then echo "$name $mode: DIFFERS:$bad"; else
    echo "$name $mode: $n outputs identical to $4"; fi
  # Nothing that names a checkout, Bazel's output base (both under $work),
  # where our clang or CUDA are installed, or a temp dir of the wrapper or of
  # nvcc.
  local leaks=
  for f in $(outputs "$3"); do
    if grep -q -a -F -e "$work" -e "$(readlink -f "$work")" -e "$clang_root" \
         -e "$(readlink -f "$clang_root")" -e "$cuda" -e "$(readlink -f "$cuda")" \
         -e nvptxbw-wrapper- -e tmpxft_ "$a/$f"; then
      leaks="$leaks $f"
    fi
  done
  if [ -n "$leaks" ]; then echo "$name $mode: LEAK:$leaks"; else
    echo "$name $mode: no absolute path or temp name in outputs"; fi
}

clean() {  # clean CHECKOUT: drop its outputs and local action cache
  (cd "$work/$1" && "$bazel" "${startup[@]}" clean) >> "$log" 2>&1
}

# Two checkouts, at paths that differ in length and depth. dbg first, so that
# its warm build is the first build of a fresh checkout.
for mode in dbg fastbuild; do
  build one one "$mode" clang --remote_cache="$url"
  build two second-checkout/src "$mode" clang --remote_cache="$url"
  compare two "$mode" second-checkout/src one
  clean second-checkout/src
  build two-local second-checkout/src "$mode" clang --disk_cache="$work/disk-$mode"
  compare two-local "$mode" second-checkout/src one
  clean one
  build one-disk one "$mode" clang --disk_cache="$work/disk-$mode"
  compare one-disk "$mode" one second-checkout/src
done

# Another host system: every compile and link runs again; the archives, whose
# inputs are the same bytes, still come from the cache.
clean second-checkout/src
build other-host second-checkout/src fastbuild clang --remote_cache="$url" \
  --repo_env=NVPTXBW_HOST_SYSTEM="another build image"

# nvcc: new cache keys (the toolchain's environment names the compiler).
build nvcc-one one dbg nvcc --remote_cache="$url"
build nvcc-two second-checkout/src dbg nvcc --remote_cache="$url"
compare nvcc-two dbg second-checkout/src one
clean second-checkout/src
build nvcc-two-local second-checkout/src dbg nvcc --remote_cache=
compare nvcc-two-local dbg second-checkout/src one
stop_bazel

# What the server saw: uploads (PUT) and hits (GET 200).
echo "server: $(grep -c '"PUT ' "$server/logs/access.log") uploads," \
     "$(grep -c '"GET [^"]*" 200 ' "$server/logs/access.log") downloads"
