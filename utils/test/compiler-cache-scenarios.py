#!/usr/bin/env python3
"""Is a compiler cache both used and right for a CUDA compiler?

Runs one CUDA compile through ccache or sccache step after step, each step
changing one thing that the host side, the device side, both or neither see,
and after each hit compares the object the cache hands back with the object
a compile without the cache writes (after a miss the compiler wrote it). Prints one line per step and a summary:

    <step>: hit|miss|uncacheable, object as compiled|STALE
    summary: <cache> <compiler>: cacheable N/M, hits H, misses S, stale K

A step that only the device sees (code under #ifdef __CUDA_ARCH__, a header
only device code includes, --cuda-gpu-arch, -Xarch_device) must miss; a step
that neither sees must hit; an object that differs from a fresh compile is
STALE, whatever the cache said. Exit status 0 unless a tool could not run.

usage: compiler-cache-scenarios.py {ccache,sccache} CACHE_TOOL COMPILER WORKDIR
           [--cuda-path DIR] [-- extra compiler flags]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

KERNEL = """\
#include "both.h"
#ifdef __CUDA_ARCH__
#include "device_only.h"
#else
#include "host_only.h"
#endif
__global__ void kernel(int *p) {
#ifdef __CUDA_ARCH__
  p[threadIdx.x] = DEVICE_VALUE + BOTH_VALUE;
#endif
}
#ifndef __CUDA_ARCH__
int host_value() { return HOST_VALUE + BOTH_VALUE; }
#endif
"""

HEADERS = {
    "both.h": "#define BOTH_VALUE 5\n",
    "device_only.h": "#define DEVICE_VALUE 7\n",
    "host_only.h": "#define HOST_VALUE 3\n",
}


def edit(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        sys.exit("compiler-cache-scenarios: %r not in %s" % (old, path))
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))


def append(path, text):
    with open(path, "a") as f:
        f.write(text)


# (name, what the step changes, extra flags for this and every later step).
# Each change stays for the steps after it.
STEPS = [
    ("first compile", None, []),
    ("the same compile again", None, []),
    ("a comment (neither side sees it)",
     lambda d: append(os.path.join(d, "k.cu"), "// a comment\n"), []),
    ("host code changed",
     lambda d: edit(os.path.join(d, "k.cu"), "HOST_VALUE + BOTH_VALUE", "HOST_VALUE * BOTH_VALUE"), []),
    ("device code under #ifdef __CUDA_ARCH__ changed",
     lambda d: edit(os.path.join(d, "k.cu"), "DEVICE_VALUE + BOTH_VALUE", "DEVICE_VALUE * BOTH_VALUE"),
     []),
    ("a header only device code includes changed",
     lambda d: edit(os.path.join(d, "device_only.h"), "7", "8"), []),
    ("a header both sides include changed",
     lambda d: edit(os.path.join(d, "both.h"), "5", "6"), []),
    ("--cuda-gpu-arch=sm_100a added", None, ["--cuda-gpu-arch=sm_100a"]),
    ("-Xarch_device -DDEVICE_ONLY_FLAG added", None, ["-Xarch_device", "-DDEVICE_ONLY_FLAG"]),
    ("the same compile again", None, []),
]


class Ccache:
    name = "ccache"

    def __init__(self, tool, cache_dir):
        self.tool = tool
        self.env = dict(os.environ, CCACHE_DIR=cache_dir, CCACHE_NOCOMPRESS="1")
        for var in ("CCACHE_DISABLE", "CCACHE_RECACHE", "CCACHE_READONLY", "CCACHE_PREFIX",
                    "CCACHE_NODIRECT", "CCACHE_DEPEND", "CCACHE_CONFIGPATH"):
            self.env.pop(var, None)
        self.env["CCACHE_CONFIGPATH"] = os.path.join(cache_dir, "ccache.conf")

    def start(self):
        subprocess.run([self.tool, "-z"], env=self.env, check=True, capture_output=True)

    def stop(self):
        pass

    def stats(self):
        out = subprocess.run([self.tool, "--print-stats"], env=self.env, check=True,
                             capture_output=True, text=True).stdout
        values = {}
        for line in out.splitlines():
            key, _, value = line.partition("\t")
            if value.strip().isdigit():
                values[key] = int(value)
        hits = values.get("direct_cache_hit", 0) + values.get("preprocessed_cache_hit", 0)
        misses = values.get("cache_miss", 0)
        return hits, misses

    def command(self, argv):
        return [self.tool] + argv


class Sccache:
    name = "sccache"

    def __init__(self, tool, cache_dir):
        self.tool = tool
        self.env = dict(os.environ, SCCACHE_DIR=cache_dir, SCCACHE_IDLE_TIMEOUT="0",
                        SCCACHE_SERVER_PORT=str(4226 + os.getpid() % 20000),
                        SCCACHE_NO_DAEMON="0", SCCACHE_LOG="")
        for var in ("SCCACHE_REDIS", "SCCACHE_BUCKET", "SCCACHE_GHA_ENABLED", "RUSTC_WRAPPER",
                    "SCCACHE_RECACHE", "SCCACHE_CONF"):
            self.env.pop(var, None)
        self.env["SCCACHE_CONF"] = os.path.join(cache_dir, "config")

    def start(self):
        subprocess.run([self.tool, "--start-server"], env=self.env, check=True,
                       capture_output=True)

    def stop(self):
        subprocess.run([self.tool, "--stop-server"], env=self.env, capture_output=True)

    def stats(self):
        out = subprocess.run([self.tool, "--show-stats", "--stats-format", "json"],
                             env=self.env, check=True, capture_output=True, text=True).stdout
        stats = json.loads(out)["stats"]
        hits = sum(stats["cache_hits"]["counts"].values())
        misses = sum(stats["cache_misses"]["counts"].values())
        return hits, misses

    def command(self, argv):
        return [self.tool] + argv


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", choices=("ccache", "sccache"))
    parser.add_argument("tool", help="the ccache or sccache executable")
    parser.add_argument("compiler", help="a clang++ that compiles CUDA")
    parser.add_argument("workdir", help="a directory to work in (emptied first)")
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    parser.add_argument("flags", nargs="*", help="more flags for every compile (after --)")
    args = parser.parse_args()

    for exe in (args.tool, args.compiler):
        if not shutil.which(exe):
            sys.exit("compiler-cache-scenarios: cannot run %s" % exe)
    # The compiles run in the work directory: name the compiler absolutely.
    compiler = os.path.abspath(shutil.which(args.compiler))

    work = os.path.abspath(args.workdir)
    shutil.rmtree(work, ignore_errors=True)
    src = os.path.join(work, "src")
    os.makedirs(src)
    with open(os.path.join(src, "k.cu"), "w") as f:
        f.write(KERNEL)
    for name, text in HEADERS.items():
        with open(os.path.join(src, name), "w") as f:
            f.write(text)
    cache = (Ccache if args.kind == "ccache" else Sccache)(args.tool, os.path.join(work, "cache"))
    os.makedirs(os.path.join(work, "cache"))

    base = [compiler, "--cuda-path=" + args.cuda_path, "--cuda-gpu-arch=sm_90a", "-O2",
            "-c", "k.cu"] + args.flags
    extra = []
    total = cacheable = hits = misses = stale = 0
    cache.start()
    try:
        for name, change, flags in STEPS:
            if change:
                change(src)
            extra += flags
            argv = base + extra
            before = cache.stats()
            run = subprocess.run(cache.command(argv + ["-o", "cached.o"]), cwd=src, env=cache.env,
                                 capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit("compiler-cache-scenarios: %s failed through %s:\n%s"
                         % (name, cache.name, run.stderr))
            after = cache.stats()
            hit, miss = after[0] - before[0], after[1] - before[1]
            # A miss ran the compiler; a hit must give what it would have.
            # (The first step checks that two compiles give the same bytes,
            # without which no comparison would mean anything.)
            same = True
            if hit or not total:
                fresh = subprocess.run(argv + ["-o", "fresh.o"], cwd=src, capture_output=True,
                                       text=True)
                if fresh.returncode != 0:
                    sys.exit("compiler-cache-scenarios: %s failed:\n%s" % (name, fresh.stderr))
                with open(os.path.join(src, "cached.o"), "rb") as a, \
                        open(os.path.join(src, "fresh.o"), "rb") as b:
                    same = a.read() == b.read()
            total += 1
            cacheable += hit + miss > 0
            hits += hit > 0
            misses += miss > 0
            stale += not same
            result = "hit" if hit else "miss" if miss else "uncacheable"
            print("%s: %s, object %s" % (name, result, "as compiled" if same else "STALE"))
    finally:
        cache.stop()
    print("summary: %s %s: cacheable %d/%d, hits %d, misses %d, stale %d"
          % (cache.name, os.path.basename(args.compiler), cacheable, total, hits, misses, stale))


if __name__ == "__main__":
    main()
