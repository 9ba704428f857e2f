#!/usr/bin/env bash
# Bazel remote execution of Inputs/bazel-cache-ws through crosstool/ on a real
# REAPI server on 127.0.0.1: BuildGrid 0.4.4 (CAS, ActionCache, Execution and
# Bots services) with PostgreSQL as its scheduler's database, and workers of
# ours (utils/test/reapi-worker.py: 8 bot sessions, a fresh exec root per
# action). Per compilation mode (fastbuild, dbg):
#   remote        --remote_executor, no local fallback: every compile, archive
#                 and link runs on a worker
#   local         another checkout at another path, built locally (sandboxed)
#   remote-again  `bazel clean`, then remote again: every action from the
#                 server's ActionCache
# and the outputs of remote and local are compared byte for byte. Every action
# runs with our clang, the crosstool and CUDA hidden (empty tmpfs mounts in a
# private mount namespace), so what the toolchain needs reaches
# the worker only as the action's declared inputs.
#
# usage: bazel-remote-execution.sh BAZEL BUILDGRID_VENV PG_BINDIR SRC_ROOT
#                                  CLANG_ROOT CUDA_PATH WORKDIR CAPABILITIES
# Runs as root: PostgreSQL runs as the 'postgres' user, the workers' mount
# namespaces need CAP_SYS_ADMIN. Everything started is stopped on every exit
# path.
# Lines printed (for FileCheck):
#   <step> <mode>: <Bazel's "N processes: ..." summary>
#   <mode>: <K> outputs of the remote build identical to the local build's
#   worker: <N> commands, <M> exited 0; exec roots: <N> distinct, none in Bazel's output base
#   absolute paths in the commands: <list>
set -u
bazel=$1 venv=$2 pgbin=$3 src=$4 clang_root=$5 cuda=$6 work=$7 caps=$8
bgd=$venv/bin/bgd
venv_python=$venv/bin/python

rm -rf "$work" && mkdir -p "$work" || exit 1
free_port() {
  "$venv_python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
wait_port() {  # wait_port PORT PID: until PORT accepts, while PID lives (30 s)
  local i
  for i in $(seq 300); do
    (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null && return 0
    kill -0 "$2" 2> /dev/null || return 1
    sleep 0.1
  done
  return 1
}

pids=() checkouts=()
startup=(--nohome_rc --output_user_root="$work/root" --max_idle_secs=120)
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
cleanup() {
  local ws p
  for ws in "${checkouts[@]}"; do (cd "$ws" && "$bazel" "${startup[@]}" shutdown) > /dev/null 2>&1; done
  for p in "${pids[@]}"; do kill "$p" 2> /dev/null; done
  for p in "${pids[@]}"; do wait "$p" 2> /dev/null; done
  [ -d "$work/pg/data" ] && as_postgres "$pgbin/pg_ctl" -D "$work/pg/data" -m immediate stop > /dev/null 2>&1
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- PostgreSQL: BuildGrid 0.4.4's scheduler refuses sqlite --------------------
# A throwaway cluster under $work, trust authentication, TCP on 127.0.0.1.
mkdir -p "$work/pg" && chown postgres:postgres "$work/pg" || exit 1
as_postgres "$pgbin/initdb" -D "$work/pg/data" -U bgd --auth=trust > "$work/pg/initdb.log" 2>&1 \
  || { echo "initdb failed:"; tail -5 "$work/pg/initdb.log"; exit 1; }
pgport=$(free_port)
as_postgres "$pgbin/pg_ctl" -D "$work/pg/data" -l "$work/pg/pg.log" -w \
  -o "-k $work/pg -h 127.0.0.1 -p $pgport" start > /dev/null \
  || { echo "PostgreSQL did not start:"; tail -5 "$work/pg/pg.log"; exit 1; }
as_postgres "$pgbin/createdb" -h 127.0.0.1 -p "$pgport" -U bgd bgd || exit 1
"$bgd" migrate apply "postgresql+psycopg2://bgd@127.0.0.1:$pgport/bgd" > "$work/migrate.log" 2>&1 \
  || { echo "bgd migrate failed:"; tail -5 "$work/migrate.log"; exit 1; }

# --- BuildGrid ----------------------------------------------------------------
port=$(free_port)
mkdir -p "$work/bgd"
sed -e "s|@PORT@|$port|" -e "s|@PGPORT@|$pgport|" -e "s|@DIR@|$work/bgd|" \
  "$(dirname "$0")/buildgrid.yml.in" > "$work/buildgrid.yml" || exit 1
setsid "$bgd" server start -v "$work/buildgrid.yml" > "$work/bgd/server.log" 2>&1 &
pids+=($!)
wait_port "$port" "$!" || { echo "BuildGrid did not start:"; tail -20 "$work/bgd/server.log"; exit 1; }

# --- workers --------------------------------------------------------------------
# What a remote machine would not have: our clang (its build's bin/ and lib/),
# the crosstool, CUDA, and /usr/local's include and bin, which hold another
# copy of CUDA's headers and tools on these machines. (Not the whole
# repository: WORKDIR, the workers' exec roots included, may lie inside it.)
hide=()
for p in "$clang_root/bin" "$clang_root/lib" "$src/crosstool" "$(readlink -f "$cuda")" \
         /usr/local/include /usr/local/bin; do
  [ -d "$p" ] && hide+=(--hide "$p")
done
"$venv_python" "$src/utils/test/reapi-worker.py" --server "127.0.0.1:$port" --instance main \
  --workdir "$work/worker" --jobs 8 --log "$work/worker-actions.jsonl" "${hide[@]}" \
  > "$work/worker.log" 2>&1 &
pids+=($!)
echo "BuildGrid 0.4.4 on 127.0.0.1 with 8 workers; hidden from every action: $(printf '%s ' "${hide[@]}" | sed 's/--hide //g')"

# --- checkouts and builds -----------------------------------------------------------
checkout() {
  local ws=$work/$1
  mkdir -p "$ws" && cp -r "$src/test/crosstool/Inputs/bazel-cache-ws/." "$ws/" || exit 1
  mv "$ws/bazelrc" "$ws/.bazelrc"
  sed "s|@SRC@|$src|" "$ws/WORKSPACE.in" > "$ws/WORKSPACE"
  checkouts+=("$ws")
}
build() {  # build NAME CHECKOUT MODE [FLAGS...]
  local name=$1 dir=$2 ws=$work/$2 mode=$3; shift 3
  [ -d "$ws" ] || checkout "$dir"
  (cd "$ws" && "$bazel" "${startup[@]}" build --color=no --curses=no --noshow_progress \
     --repo_env=NVPTXBW_CLANG_ROOT="$clang_root" --repo_env=CUDA_PATH="$cuda" \
     --repo_env=NVPTXBW_CUDA_CAPABILITIES="$caps" -c "$mode" "$@" //:app) > "$work/$name-$mode.log" 2>&1
  local status=$?
  if [ $status -ne 0 ]; then
    echo "$name $mode: build failed ($status)"; grep -E 'ERROR|error' "$work/$name-$mode.log" | head -20
    return 1
  fi
  echo "$name $mode: $(sed -n 's/^INFO: \([0-9]* processes:.*\)$/\1/p' "$work/$name-$mode.log")"
}
outputs() {
  (cd "$work/$1/bazel-bin/" && find . -type f \( -name '*.o' -o -name '*.d' -o -name '*.a' \
     -o -name app \) -not -path '*runfiles*' | sort)
}
compare() {  # compare MODE REMOTE LOCAL
  local a=$work/$2/bazel-bin b=$work/$3/bazel-bin f n=0 bad=
  for f in $(outputs "$3"); do n=$((n + 1)); cmp -s "$a/$f" "$b/$f" || bad="$bad $f"; done
  [ "$(outputs "$2")" = "$(outputs "$3")" ] || bad="$bad (different file lists)"
  if [ -n "$bad" ]; then echo "$1: DIFFERS:$bad"; else echo "$1: $n outputs of the remote build identical to the local build's"; fi
}

remote=(--remote_executor="grpc://127.0.0.1:$port" --remote_instance_name=main
        --spawn_strategy=remote --noremote_local_fallback --jobs=8 --remote_timeout=600
        --remote_max_connections=32)
rc=0
for mode in fastbuild dbg; do
  build remote remote-checkout/deeper/src "$mode" "${remote[@]}" || rc=1
  build local local "$mode" || rc=1
  compare "$mode" remote-checkout/deeper/src local
  (cd "$work/remote-checkout/deeper/src" && "$bazel" "${startup[@]}" clean) > /dev/null 2>&1
  build remote-again remote-checkout/deeper/src "$mode" "${remote[@]}" || rc=1
done

# What the workers ran: where, and which absolute paths the commands name.
"$venv_python" - "$work/worker-actions.jsonl" "$work/worker.log" "$work/root" <<'EOF'
import json, os, re, sys
actions = [json.loads(line) for line in open(sys.argv[1])]
ok = sum(1 for line in open(sys.argv[2]) if " exit=0 " in line)
roots = {a["exec_root"] for a in actions}
bazel_base = os.path.realpath(sys.argv[3])
inside = [r for r in roots if os.path.realpath(r).startswith(bazel_base + os.sep)]
print("worker: %d commands, %d exited 0; exec roots: %d distinct, %s"
      % (len(actions), ok, len(roots),
         "none in Bazel's output base" if not inside else "%d IN BAZEL'S OUTPUT BASE" % len(inside)))
seen = set()
for a in actions:
    for s in a["argv"] + ["%s=%s" % kv for kv in a["env"].items()]:
        seen.update(re.findall(r"(?<![\w.])/(?:usr|work|opt|tmp|home|root|proc|bin|lib)[^\s:=,'\"]*", s))
print("absolute paths in the commands: " + " ".join(sorted(seen)))
EOF
exit $rc
