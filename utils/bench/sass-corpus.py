#!/usr/bin/env python3
"""A SASS corpus of real kernels: ours beside clang-22 and nvcc, and each of
our NVPTX passes judged by turning it off.

  sass-corpus.py [--build-dir build] [--tu NAME ...] [--arch ARCH ...]
                 [--pass-off PASS ...] [--clang22 PATH] [--json FILE] [--list]

The corpus (--list) is the real clients this project compiles, not kernels
written to be measured:
  * the examples of examples/kernels.json (those that use our builtins with
    ours only);
  * Thrust and CUB: utils/bench/inputs/thrust_cub.cu (sort, reduce, scan,
    transform-reduce, a block reduction), utils/bench/inputs/cub_timed.cu and
    test/Clients/Inputs/cub-sort-pairs.cu (CUB's onesweep radix sort);
  * CUTLASS's examples 48 (Hopper GEMM, sm_90a), 70 (Blackwell FP16 GEMM,
    sm_100a) and 79a (GeForce Blackwell NVFP4 GEMM, sm_120a), where set-up
    fetched CUTLASS; clang-22 compiles a copy with the asm commas it needs
    (as utils/bench/client-compile-time.py does).

Each TU is compiled device-only to PTX for each of its arches (sm_90a,
sm_100a and sm_120a, or --arch) by every column, the PTX assembled by the
same ptxas (-v: registers and spills) and the cubin disassembled by nvdisasm
(set-up installs it). Per function and column: SASS instructions, those of
the main loop (utils/bench/sass-vs-clang22-nvcc.py's rule), registers and
spill bytes. Functions are matched across columns by their (mangled) name;
a function one column lacks is left out of that column's ratio.

Per arch it prints the geomean of ours over each other column's instruction
counts, and the kernels where ours is worst. --pass-off PASS adds a column
"ours-no-PASS", ours with that pass's switch off, and a line per arch with
the pass's effect: geomean of on over off, the kernels it makes longer by
more than 0.5%, and those that get more registers with it.

A benchmark, not a test: it measures nothing in time and never fails on a
figure. A missing compiler is a skipped column; a failed compile is printed
and makes the exit status 1. test/Clients/sass-corpus-bench.test checks the
output's shape on one example.
"""

import argparse
import importlib.util
import json
import math
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The SASS bench's disassembly and metrics, and the compile-time bench's
# CUTLASS commands, so that all three measure and compile alike.
sass = load("sass_bench", os.path.join(HERE, "sass-vs-clang22-nvcc.py"))
clients = load("client_compile_time", os.path.join(HERE, "client-compile-time.py"))

ARCHES = ("sm_90a", "sm_100a", "sm_120a")
# The switches of our NVPTX passes and rules (each a cl::opt; these values
# turn ours off). 256-bit accesses and mixed-precision selection are
# instruction-selection patterns without a switch: they cannot be turned off
# from the command line yet.
PASS_SWITCHES = {
    "packed-f32x2": "-nvptx-packed-f32x2=0",
    "loop-constants-above-guard": "-nvptx-loop-constants-above-guard=0",
    "param-flag-loads": "-nvptx-merge-param-flag-loads=0",
    "far-address-remat": "-nvptx-remat-far-addresses=0",
    "predicate-defs-in-busy-loops": "-nvptx-keep-predicate-defs-in-busy-loops=0",
    "gvn-without-pre": "-nvptx-gvn-pre=1",
    "sink-keeps-address-geps": "-simplifycfg-sink-keeps-address-geps=0",
    "thread-values-used-outside": "-simplifycfg-thread-values-used-outside=0",
    "fold-constant-base-gep": "-separate-const-offset-fold-constant-base=0",
    "slsr-implied-basis": "-slsr-nsw-basis-implied-by-candidate=0",
    "thread-into-successor-phis": "-simplifycfg-thread-into-successor-phis=0",
    "split-variable-indices": "-separate-const-offset-split-variable-indices=0",
}
THRUST_CUB = (
    ("thrust-cub", os.path.join(HERE, "inputs", "thrust_cub.cu")),
    ("cub-timed", os.path.join(HERE, "inputs", "cub_timed.cu")),
    ("cub-onesweep-sort-pairs", os.path.join(REPO, "test", "Clients", "Inputs", "cub-sort-pairs.cu")),
)
CUTLASS_TUS = ("48_hopper_ws_gemm", "70_fp16_gemm", "79a_geforce_nvfp4_bf16")
WORSE_BY = 0.005  # a pass may cost no kernel more than 0.5% of its instructions


class TU:
    """One corpus TU: its name, source, arches, and per column the extra
    flags (None: that column does not compile it)."""

    def __init__(self, name, source, arches, includes=(), ours_only=False, cutlass=None):
        self.name, self.source, self.arches = name, source, list(arches)
        self.includes, self.ours_only, self.cutlass = list(includes), ours_only, cutlass


def corpus(args):
    tus = []
    with open(os.path.join(REPO, "examples", "kernels.json")) as f:
        for ex in json.load(f)["examples"]:
            tus.append(TU("example-" + ex["name"], os.path.join(REPO, ex["source"]),
                          [a for a in ex["arches"] if a in ARCHES],
                          [os.path.join(REPO, i) for i in ex["includes"]],
                          ours_only=not ex.get("plain_cuda", False)))
    for name, path in THRUST_CUB:
        tus.append(TU(name, path, ARCHES))
    if os.path.isdir(os.path.join(args.cutlass, "include", "cutlass")):
        for name, arch, src in clients.CLIENT_TUS:
            if name in CUTLASS_TUS:
                tus.append(TU("cutlass-" + name, src, [arch], cutlass=name))
    return tus


def column_commands(tu, arch, columns, paths, args, scratch):
    """{column: command writing SCRATCH/<column>.ptx} for one TU and arch."""
    out = {c: os.path.join(scratch, "%s.%s.%s.ptx" % (tu.name, arch, c)) for c in columns}
    cmds = {}
    if tu.cutlass:
        src = tu.source
        base = clients.client_commands(
            {k: v for k, v in paths.items() if k in ("ours", "clang-22", "nvcc")}, args.cutlass,
            args.c22_tree, args.header, args.cuda_path, tu.name, arch, src, scratch)
        for c in columns:
            key = "ours" if c.startswith("ours") else c
            if key not in base:
                continue
            cmd = list(base[key])
            cmd[cmd.index("-o") + 1] = out[c]
            if c.startswith("ours-no-"):
                cmd[1:1] = ["-mllvm", PASS_SWITCHES[c[len("ours-no-"):]]]
            cmds[c] = cmd
        return cmds, out
    incs = ["-I" + i for i in tu.includes]
    for c in columns:
        if tu.ours_only and not c.startswith("ours"):
            continue
        if c == "nvcc":
            cmds[c] = [paths["nvcc"], "-std=c++17", "-arch=" + arch, "-ptx", "-O3", *incs,
                       tu.source, "-o", out[c]]
            continue
        compiler = paths["clang-22"] if c == "clang-22" else paths["ours"]
        cmd = [compiler, "-x", "cuda", "-std=c++17", "--cuda-path=" + args.cuda_path,
               "--cuda-gpu-arch=" + arch, "--cuda-device-only", "-S", "-O3", *incs,
               tu.source, "-o", out[c]]
        if c == "clang-22":
            # It knows CUDA up to 12.9, and leaves CUDA 13's include/cccl out.
            cmd[1:1] = ["-Wno-unknown-cuda-version", "-isystem",
                        os.path.join(args.cuda_path, "include", "cccl")]
        if c.startswith("ours-no-"):
            cmd[1:1] = ["-mllvm", PASS_SWITCHES[c[len("ours-no-"):]]]
        cmds[c] = cmd
    return cmds, out


def measure(cmd, ptx, arch, ptxas, nvdisasm, timeout):
    """{function: metrics} of one compile, or an error line."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "compile ran past %d s" % timeout
    if proc.returncode != 0:
        return None, sass.benchlib.first_error(proc.stderr)
    cubin = ptx[:-len(".ptx")] + ".cubin"
    regs, err = sass.assemble(ptxas, arch, ptx, cubin)
    if regs is None:
        return None, "ptxas: " + sass.benchlib.first_error(err)
    funcs, labels = sass.disassemble(nvdisasm, cubin)
    result = {}
    for name, insns in funcs.items():
        m = sass.metrics(insns, labels[name])
        r = regs.get(name, {})
        m["regs"], m["spill"] = r.get("regs"), r.get("spill")
        result[name] = m
    return result, None


def geomean(ratios):
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else None


def short(name, width=60):
    return name if len(name) <= width else name[:width - 3] + "..."


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[1:]))
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang22", help="clang-22 (default: clang++-22 or clang-22 on PATH)")
    ap.add_argument("--cutlass", default=clients.fetch_cutlass.tree_dir())
    ap.add_argument("--tu", action="append", default=[], help="only this TU (repeatable; --list names them)")
    ap.add_argument("--arch", action="append", help="only these arches (default: each TU's among %s)"
                    % ", ".join(ARCHES))
    ap.add_argument("--pass-off", action="append", default=[], choices=sorted(PASS_SWITCHES),
                    help="add ours with this pass off as a column, and the pass's effect")
    ap.add_argument("--worst", type=int, default=5, help="kernels listed as the worst per ratio")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per compile")
    ap.add_argument("--json", help="also write every figure to this file")
    ap.add_argument("--list", action="store_true", help="list the corpus and exit")
    args = ap.parse_args()

    tus = corpus(args)
    if args.list:
        for tu in tus:
            print("%-28s %-22s %s" % (tu.name, ",".join(tu.arches),
                                      "ours only" if tu.ours_only else ""))
        return 0
    known = {tu.name for tu in tus}
    for name in args.tu:
        if name not in known:
            ap.error("no TU %s in the corpus (--list)" % name)
    if args.tu:
        tus = [tu for tu in tus if tu.name in args.tu]
    ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
    if not os.access(ptxas, os.X_OK):
        sys.exit("sass-corpus: no ptxas in %s" % args.cuda_path)
    nvdisasm = sass.find_nvdisasm()
    args.build_dir = os.path.abspath(args.build_dir)
    args.header = os.path.join(args.build_dir, "lib", "clang", "19", "include", "nvptxbw_cutlass_arch.h")
    args.baseline = None
    compilers, notes = sass.find_compilers(args)
    paths = {c.name: c.path for c in compilers if c.name != "base"}
    columns = ["ours"] + ["ours-no-" + p for p in args.pass_off] + \
              [c for c in ("clang-22", "nvcc") if c in paths]
    for n in notes:
        print("note: " + n)

    status = 0
    results = {}  # arch -> column -> function -> metrics
    with tempfile.TemporaryDirectory(prefix="nvptxbw-sass-corpus-") as scratch:
        args.c22_tree = None
        if "clang-22" in paths and any(tu.cutlass for tu in tus):
            args.c22_tree, fixed = clients.comma_fixed_copy(args.cutlass, scratch)
            print("note: clang-22 compiles a copy of CUTLASS with %d asm commas inserted" % fixed)
        for tu in tus:
            for arch in tu.arches:
                if args.arch and arch not in args.arch:
                    continue
                cmds, outs = column_commands(tu, arch, columns, paths, args, scratch)
                counts = []
                for c in columns:
                    if c not in cmds:
                        continue
                    got, err = measure(cmds[c], outs[c], arch, ptxas, nvdisasm, args.timeout)
                    if got is None:
                        print("FAILED: %s %s %s: %s" % (tu.name, arch, c, err), flush=True)
                        if c.startswith("ours"):
                            status = 1
                        continue
                    per = results.setdefault(arch, {}).setdefault(c, {})
                    for name, m in got.items():
                        per[tu.name + ":" + name] = m
                    counts.append("%s %d" % (c, len(got)))
                print("  %s %s: functions %s" % (tu.name, arch, ", ".join(counts)), flush=True)

    for arch in sorted(results):
        cols = results[arch]
        ours = cols.get("ours", {})
        print("\n== %s: %d functions of ours; columns %s" % (arch, len(ours), ", ".join(
            c for c in columns if c in cols)))
        shown = [c for c in columns if c in cols]
        width = {c: max(17, len(c)) for c in shown}
        print("%-62s | %s" % ("function", " | ".join(c.ljust(width[c]) for c in shown)))
        print("%-62s | %s" % ("", " | ".join("insn loop reg spl".ljust(width[c]) for c in shown)))
        for name in sorted(ours):
            cells = []
            for c in columns:
                if c not in cols:
                    continue
                m = cols[c].get(name)
                cells.append(("-" if m is None else "%d %s %s %s" % (
                    m["insns"], sass.fmt(m["loop"]), sass.fmt(m["regs"]), sass.fmt(m["spill"])))
                    .ljust(width[c]))
            print("%-62s | %s" % (short(name), " | ".join(cells)))
        for c in columns:
            if c == "ours" or c not in cols:
                continue
            pairs = [(n, ours[n]["insns"], cols[c][n]["insns"]) for n in ours
                     if n in cols[c] and cols[c][n]["insns"]]
            ratios = [a / b for _, a, b in pairs]
            gm = geomean(ratios)
            if c.startswith("ours-no-"):
                # The pass's effect: ours (on) against ours without it (off).
                longer = sorted(((a / b - 1, n) for n, a, b in pairs if a > b * (1 + WORSE_BY)),
                                reverse=True)
                more_regs = [(n, cols[c][n]["regs"], ours[n]["regs"]) for n in ours
                             if n in cols[c] and ours[n]["regs"] and cols[c][n]["regs"]
                             and ours[n]["regs"] > cols[c][n]["regs"]]
                changed = sum(1 for _, a, b in pairs if a != b)
                print("pass %s on %s: on/off geomean %s over %d functions (%d changed); longer by "
                      "more than 0.5%%: %d%s; more registers: %d%s" % (
                          c[len("ours-no-"):], arch, "%.4f" % gm if gm else "-", len(pairs), changed,
                          len(longer), "".join(" (%s +%.1f%%)" % (short(n, 40), 100 * d)
                                               for d, n in longer[:args.worst]),
                          len(more_regs), "".join(" (%s %s->%s)" % (short(n, 40), b, a)
                                                  for n, b, a in more_regs[:args.worst])))
                continue
            worst = sorted(((a / b, n) for n, a, b in pairs), reverse=True)[:args.worst]
            print("ours/%s on %s: geomean %s over %d functions; worst:%s" % (
                c, arch, "%.3f" % gm if gm else "-", len(pairs),
                "".join(" %s %.2f" % (short(n, 40), r) for r, n in worst) or " -"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
