#!/usr/bin/env python3
"""Compile time and ptxas figures of the example kernels, ours beside clang-22 and nvcc.

  example-kernels.py [--build-dir build] [--runs 3] [--arch sm_100a ...]
                   [--example pool2d ...] [--registry examples/kernels.json]

For each example of the registry (examples/kernels.json: source, include
directories, arches, kernels, and whether it is plain CUDA) and each arch:

  * compile: wall clock of the device-only compile to PTX (one TU holds all
    of an example's kernels, so this is per example and arch), the median of
    --runs runs, the compilers in alternation (utils/lib/benchlib.py);
  * per kernel: ptxas -v (the CUDA installation's ptxas, -arch=ARCH) on that
    PTX: registers, spill bytes (stores + loads), static shared memory.

Our clang++ (BUILD/bin/clang++) is always measured. For a plain-CUDA example
clang-22 (clang++-22, with -Wno-unknown-cuda-version: it knows CUDA only up
to 12.9) and nvcc (-arch=ARCH -ptx) are measured in the same run, and the
ratios ours/clang-22 and ours/nvcc printed (compile time, registers; below 1
means ours is faster / uses fewer). A missing tool is a skipped column with a
note; a failed compile or a kernel the registry names but the PTX lacks is
printed with the compiler's message, the run goes on, and the exit status is
1 at the end.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import benchlib  # noqa: E402
from ptxas_budget import parse_ptxas_v, run_ptxas  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPILERS = benchlib.COMPILERS
LONG_NAME = benchlib.LONG_NAME


def compile_command(compiler, source, includes, arch, out, cuda_path):
    """The device-only compile of one example to PTX."""
    incs = [f"-I{i}" for i in includes]
    if compiler.name == "nvcc":
        return [compiler.path, f"-arch={arch}", "-ptx", *incs, source, "-o", out]
    cmd = [compiler.path, "-x", "cuda", f"--cuda-path={cuda_path}", f"--cuda-gpu-arch={arch}",
           "--cuda-device-only", "-S", "-O2", *incs, source, "-o", out]
    if compiler.name == "clang-22":
        cmd.insert(3, "-Wno-unknown-cuda-version")
    return cmd


def find_compilers(args):
    return benchlib.find_compilers(args.build_dir, args.cuda_path, args.clang22)


def compile_all_timed(compilers, example, arch, runs, cuda_path, tmp):
    """The compilers' compiles of one example for one arch, in alternation,
    `runs` times: {compiler: (median seconds, PTX path) or (None, error)}."""
    cmds, outs = {}, {}
    for comp in compilers:
        outs[comp.name] = os.path.join(tmp, f"{example['name']}.{comp.name}.{arch}.ptx")
        cmds[comp.name] = compile_command(comp, os.path.join(REPO, example["source"]),
                                          [os.path.join(REPO, i) for i in example.get("includes", [])],
                                          arch, outs[comp.name], cuda_path)
    got, errs = benchlib.measure_alternating(cmds, runs)
    return {name: (got[name].wall, outs[name]) if got[name] else
            (None, "$ " + " ".join(cmds[name]) + "\n" + errs.get(name, "failed"))
            for name in cmds}


def kernel_label(wanted):
    """What the tables call a registry entry: 'LABEL=re:REGEX' shows LABEL
    (templates' mangled names are unreadable), anything else shows itself."""
    label, sep, _ = wanted.partition("=re:")
    return label if sep else wanted


def kernel_matches(wanted, entry):
    _, sep, pattern = wanted.partition("=re:")
    if sep:
        return re.search(pattern, entry) is not None
    if wanted.startswith("re:"):
        return re.search(wanted[3:], entry) is not None
    return wanted == entry


ratio = benchlib.ratio


def figures(k):
    return f"{k['regs']}/{k['spill_stores'] + k['spill_loads']}/{k['smem']}"


def bench_example(example, arches, compilers, args, tmp):
    """Prints the example's tables; returns the number of errors."""
    errors = 0
    plain = bool(example.get("plain_cuda"))
    active = [c for c in COMPILERS if c == "ours" or plain]
    what = "plain CUDA: compared with clang-22 and nvcc" if plain else \
        "uses our extensions: our clang only"
    print(f"== {example['name']}: {example['source']} ({what}) ==")
    for c in active:
        if compilers[c].path is None:
            print(f"note: {compilers[c].missing_note}")

    seconds = {}   # (compiler, arch) -> seconds
    kernels = {}   # (compiler, arch) -> {entry: figures}
    for arch in arches:
        timed = compile_all_timed([compilers[c] for c in active if compilers[c]],
                                  example, arch, args.runs, args.cuda_path, tmp)
        for c in active:
            if c not in timed:
                continue
            t, result = timed[c]
            if t is None:
                print(f"error: {LONG_NAME[c]} failed to compile {example['source']} for {arch}:\n{result}")
                errors += 1
                continue
            rc, text = run_ptxas(args.ptxas, arch, result)
            if rc != 0:
                print(f"error: ptxas -arch={arch} rejected {LONG_NAME[c]}'s PTX of {example['source']}:\n"
                      + "\n".join(text.strip().splitlines()[-15:]))
                errors += 1
                continue
            seconds[(c, arch)] = t
            kernels[(c, arch)] = parse_ptxas_v(text)

    print(f"compile to PTX, ms (median of {args.runs}):")
    head = f"  {'arch':<9}" + "".join(f"{c:>10}" for c in active)
    if plain:
        head += f"{'ours/clang-22':>15}{'ours/nvcc':>11}"
    print(head)
    for arch in arches:
        cells = {c: seconds.get((c, arch)) for c in active}
        line = f"  {arch:<9}" + "".join(
            f"{cells[c] * 1000:>10.0f}" if cells[c] is not None else f"{'n/a':>10}"
            for c in active)
        if plain:
            line += f"{ratio(cells['ours'], cells['clang-22']):>15}"
            line += f"{ratio(cells['ours'], cells['nvcc']):>11}"
        print(line)

    print("ptxas -v per kernel, regs/spill bytes/static smem bytes:")
    width = max(len(kernel_label(k)) for k in example["kernels"]) + 2
    head = f"  {'kernel':<{width}}{'arch':<9}" + "".join(f"{c:>12}" for c in active)
    if plain:
        head += f"{'regs ours/clang-22':>20}{'ours/nvcc':>11}"
    print(head)
    for wanted in example["kernels"]:
        for arch in arches:
            found = {}
            for c in active:
                if (c, arch) not in kernels:
                    continue
                names = [n for n in kernels[(c, arch)] if kernel_matches(wanted, n)]
                if len(names) == 1:
                    found[c] = kernels[(c, arch)][names[0]]
                else:
                    print(f"error: {LONG_NAME[c]}'s PTX for {arch} has "
                          f"{'no' if not names else len(names)} entries matching '{wanted}'")
                    errors += 1
            line = f"  {kernel_label(wanted):<{width}}{arch:<9}" + "".join(
                f"{figures(found[c]) if c in found else 'n/a':>12}" for c in active)
            if plain:
                regs = {c: found[c]["regs"] if c in found else None for c in active}
                line += f"{ratio(regs['ours'], regs['clang-22']):>20}"
                line += f"{ratio(regs['ours'], regs['nvcc']):>11}"
            print(line)
    return errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--runs", type=int, default=3, help="compiles per figure (median)")
    ap.add_argument("--arch", action="append", help="only these arches (repeatable)")
    ap.add_argument("--example", action="append", help="only these examples (repeatable)")
    ap.add_argument("--registry", default=os.path.join(REPO, "examples", "kernels.json"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang22", help="clang-22's clang++ (default: clang++-22 on PATH)")
    args = ap.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # a long run shows its progress in a log
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    args.ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
    if not os.access(args.ptxas, os.X_OK):
        print(f"example-kernels: no ptxas at {args.ptxas}: nothing to measure", file=sys.stderr)
        return 1
    with open(args.registry) as f:
        registry = json.load(f)["examples"]
    names = [e["name"] for e in registry]
    for want in args.example or []:
        if want not in names:
            print(f"example-kernels: no example '{want}' in {args.registry} "
                  f"(have: {', '.join(names)})", file=sys.stderr)
            return 2
    compilers = find_compilers(args)
    if compilers["ours"].path is None:
        print(f"example-kernels: {compilers['ours'].missing_note}", file=sys.stderr)
        return 1
    version = re.search(r"release (\S+), (\S+)", subprocess.run(
        [args.ptxas, "--version"], capture_output=True, text=True).stdout)
    print(f"example-kernels: ptxas {version.group(2) if version else '(unknown version)'}; "
          f"{args.runs} run(s) per compile; our clang++ {compilers['ours'].path}")
    errors = 0
    with tempfile.TemporaryDirectory() as tmp:
        for example in registry:
            if args.example and example["name"] not in args.example:
                continue
            arches = [a for a in example["arches"] if not args.arch or a in args.arch]
            if args.arch and not arches:
                print(f"== {example['name']}: none of {', '.join(args.arch)} in its arches "
                      f"({', '.join(example['arches'])}): skipped ==")
                continue
            errors += bench_example(example, arches, compilers, args, tmp)
            print()
    print(f"example-kernels: {errors} error(s)" if errors else "example-kernels: ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
