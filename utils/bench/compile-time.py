#!/usr/bin/env python3
"""Compile time and peak memory: our clang beside clang-22 and nvcc, in one run.

  compile-time.py [--build-dir build] [--runs 3] [--group thrust|examples|cutlass ...]
                   [--tu NAME ...] [--arch sm_100a] [--cutlass DIR]
                   [--cuda-path /usr/local/cuda] [--clang22 PATH] [--timeout 900]

Three groups of compiles, each measured with the three compilers in
alternation (ours, clang-22, nvcc, ours, ...: load from elsewhere falls on
every column alike), --runs times, medians:

  thrust    utils/bench/inputs/thrust_cub.cu, a Thrust/CUB program: the whole
            compile (host and device) to an object, -O2, for --arch;
  examples  the plain-CUDA examples of examples/kernels.json, device code to
            PTX, -O2, for --arch (as utils/bench/example-kernels.py compiles them);
  cutlass   CUTLASS 4.2's Blackwell examples, device code to PTX with the
            flags and TU list of utils/bench/client-compile-time.py (-O3; clang-22 gets a
            copy of the tree with the missing asm commas inserted). Default:
            the TUs client-compile-time.py runs by default; --tu picks others
            (77_fmha needs a CUTLASS tree with the three source fixes of
            docs/cutlass-4.2-frontend.md: --cutlass DIR).

Per compile: wall clock, CPU time (user + system, with every process the
compiler waited for) and the peak resident memory of the largest of its
processes; then ratios ours/clang-22 (time, CPU, memory) and ours/nvcc (time,
CPU). Below 1: ours is faster / smaller. Each group ends with the median of
its ratios. On a shared machine read the CPU ratios: the wall clock also
measures the neighbours. Nothing is asserted (test/Clients/compile-time-bench.test
checks the output's shape): exit status 1 only if our compile failed.
"""

import argparse
import importlib.util
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import benchlib  # noqa: E402
from benchlib import two_decimals as fr  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
THRUST_SOURCE = os.path.join(REPO, "utils", "bench", "inputs", "thrust_cub.cu")
GROUPS = ("thrust", "examples", "cutlass")


def load_bench_clients():
    spec = importlib.util.spec_from_file_location(
        "client_compile_time", os.path.join(REPO, "utils", "bench", "client-compile-time.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def clang_cuda(compiler, args, arch, extra):
    cmd = [compiler.path, "-x", "cuda", f"--cuda-path={args.cuda_path}",
           f"--cuda-gpu-arch={arch}", *extra]
    if compiler.name == "clang-22":
        # clang 22 knows CUDA up to 12.9 and leaves CUDA 13's include/cccl
        # off the path (ours and nvcc put it there).
        cmd += ["-Wno-unknown-cuda-version", "-isystem",
                os.path.join(args.cuda_path, "include", "cccl")]
    return cmd


def thrust_jobs(compilers, args, scratch):
    cmds = {}
    for col, c in compilers.items():
        out = os.path.join(scratch, f"thrust.{col}.o")
        if col == "nvcc":
            cmds[col] = [c.path, "-std=c++17", "-O2", f"-arch={args.arch}", "-c",
                         THRUST_SOURCE, "-o", out]
        else:
            cmds[col] = clang_cuda(c, args, args.arch, ["-std=c++17", "-O2", "-c",
                                                        THRUST_SOURCE, "-o", out])
    return [("thrust_cub", args.arch, cmds)]


def example_jobs(compilers, args, scratch):
    with open(os.path.join(REPO, "examples", "kernels.json")) as f:
        registry = json.load(f)["examples"]
    jobs = []
    for ex in registry:
        if not ex.get("plain_cuda") or args.arch not in ex["arches"]:
            continue  # ours only (our builtins): nothing to compare with
        src = os.path.join(REPO, ex["source"])
        incs = [f"-I{os.path.join(REPO, i)}" for i in ex.get("includes", [])]
        cmds = {}
        for col, c in compilers.items():
            out = os.path.join(scratch, f"{ex['name']}.{col}.ptx")
            if col == "nvcc":
                cmds[col] = [c.path, f"-arch={args.arch}", "-ptx", *incs, src, "-o", out]
            else:
                cmds[col] = clang_cuda(c, args, args.arch, ["--cuda-device-only", "-S", "-O2",
                                                            *incs, src, "-o", out])
        jobs.append((ex["name"], args.arch, cmds))
    return jobs


def cutlass_jobs(compilers, args, scratch, notes):
    bc = load_bench_clients()
    if not os.path.isfile(os.path.join(args.cutlass, "include", "cutlass", "cutlass.h")):
        notes.append(f"no CUTLASS tree at {args.cutlass} (utils/build/fetch-cutlass.py fetches it): "
                     "cutlass group skipped")
        return []
    known = {t[0] for t in bc.CLIENT_TUS}
    unknown = set(args.tu) - known
    if unknown:
        raise SystemExit("compile-time: error: unknown TU(s): %s (client-compile-time.py --list names them)"
                         % ", ".join(sorted(unknown)))
    if args.tu:
        tus = [t for t in bc.CLIENT_TUS if t[0] in args.tu]
    else:
        tus = [t for t in bc.CLIENT_TUS if t[0] not in bc.SLOW]
    c22_tree = None
    if compilers.get("clang-22"):
        c22_tree, fixed = bc.comma_fixed_copy(args.cutlass, scratch)
        notes.append(f"clang-22 compiles a copy of the CUTLASS tree with {fixed} missing asm "
                     "operand commas inserted (it rejects them)")
    paths = {col: c.path for col, c in compilers.items()}
    header = os.path.join(args.build_dir, "lib", "clang", "19", "include", "nvptxbw_cutlass_arch.h")
    return [(name, arch, bc.client_commands(paths, args.cutlass, c22_tree, header, args.cuda_path,
                                            name, arch, src, scratch))
            for name, arch, src in tus]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--runs", type=int, default=3, help="compiles per column (median)")
    ap.add_argument("--group", action="append", choices=GROUPS, help="only these groups")
    ap.add_argument("--tu", action="append", default=[], help="CUTLASS TUs (client-compile-time.py --list)")
    ap.add_argument("--arch", default="sm_100a", help="GPU arch of the thrust and examples groups")
    ap.add_argument("--cutlass", default=None, help="CUTLASS tree (default: the fetched one)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang22", help="clang-22's clang++ (default: clang++-22 on PATH)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per compile")
    args = ap.parse_args()
    sys.stdout.reconfigure(line_buffering=True)
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    if args.cutlass is None:
        args.cutlass = load_bench_clients().fetch_cutlass.tree_dir()
    compilers = benchlib.find_compilers(args.build_dir, args.cuda_path, args.clang22)
    if not compilers["ours"]:
        print(f"compile-time: error: {compilers['ours'].missing_note}", file=sys.stderr)
        return 2
    notes = [c.missing_note for c in compilers.values() if not c]
    present = {col: c for col, c in compilers.items() if c}
    groups = args.group or list(GROUPS)
    print("compile-time: %s; %d run(s) per compile, columns in alternation; medians"
          % (", ".join(f"{col} {c.path}" for col, c in present.items()), args.runs))
    errors = 0
    with tempfile.TemporaryDirectory(prefix="compile-time-") as scratch:
        planned = []
        for g in groups:
            if g == "thrust":
                planned.append((g, thrust_jobs(present, args, scratch)))
            elif g == "examples":
                planned.append((g, example_jobs(present, args, scratch)))
            else:
                planned.append((g, cutlass_jobs(present, args, scratch, notes)))
        for n in notes:
            print("note: " + n)
        print("group item arch | wall s: ours clang-22 nvcc | cpu s: ours clang-22 nvcc"
              " | peak MiB: ours clang-22 nvcc | ours/clang-22: wall cpu mem | ours/nvcc: wall cpu")
        for group, jobs in planned:
            rows = []
            for item, arch, cmds in jobs:
                cmds = {col: cmd for col, cmd in cmds.items() if col in present}
                got, errs = benchlib.measure_alternating(cmds, args.runs, args.timeout)
                o, c, n = (got.get(k) for k in benchlib.COMPILERS)
                f = benchlib.seconds
                line = (f"{group} {item} {arch} | "
                        + " ".join(f(s.wall if s else None, "fail" if k in errs else "n/a")
                                   for k, s in zip(benchlib.COMPILERS, (o, c, n))) + " | "
                        + " ".join(f(s.cpu if s else None, "fail" if k in errs else "n/a")
                                   for k, s in zip(benchlib.COMPILERS, (o, c, n))) + " | "
                        + " ".join(benchlib.mib(s.peak_kib if s else None, "fail" if k in errs else "n/a")
                                   for k, s in zip(benchlib.COMPILERS, (o, c, n))))
                r = {
                    "c22_wall": o.wall / c.wall if o and c else None,
                    "c22_cpu": o.cpu / c.cpu if o and c else None,
                    "c22_mem": o.peak_kib / c.peak_kib if o and c else None,
                    "nvcc_wall": o.wall / n.wall if o and n else None,
                    "nvcc_cpu": o.cpu / n.cpu if o and n else None,
                }
                rows.append(r)
                line += (f" | {fr(r['c22_wall'])} {fr(r['c22_cpu'])} {fr(r['c22_mem'])}"
                         f" | {fr(r['nvcc_wall'])} {fr(r['nvcc_cpu'])}")
                print(line)
                for col, err in errs.items():
                    print(f"  {benchlib.LONG_NAME[col]} fails on {item} ({arch}): {err}")
                    errors += col == "ours"
            med = benchlib.medians(rows, ("c22_wall", "c22_cpu", "c22_mem", "nvcc_wall", "nvcc_cpu"))
            print(f"median {group} ({len(rows)} item(s)): ours/clang-22 wall {fr(med['c22_wall'])} "
                  f"cpu {fr(med['c22_cpu'])} mem {fr(med['c22_mem'])}; ours/nvcc wall "
                  f"{fr(med['nvcc_wall'])} cpu {fr(med['nvcc_cpu'])}")
    print("compile-time: %s" % ("ok" if not errors else f"{errors} error(s)"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
