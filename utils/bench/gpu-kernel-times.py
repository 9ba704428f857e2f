#!/usr/bin/env python3
"""Run times of real kernels on a GPU, built by ours, nvcc and clang-22.

  gpu-kernel-times.py build --out DIR [--arch sm_90a] [--compilers ours,nvcc,clang-22]
                            [--program cub ...] [--build-dir build] [--cuda-path PATH]
                            [--cutlass DIR] [--clang22 PATH]
  gpu-kernel-times.py run DIR [--rounds 2] [--json FILE] [--timeout 300]

The two halves run on different machines: `build` needs the compilers (and
no GPU), `run` needs a GPU (and no compiler): DIR holds the programs, one
per compiler, and DIR/manifest.json says how to run and read them.

Programs (kernels nobody tuned for our compiler):
  cub          utils/bench/inputs/cub_timed.cu: CUB's radix sort (keys,
               pairs), scan, reduce, histogram and select on 2^27 elements,
               each checked against a host computation;
  cutlass-48   CUTLASS 4.2's 48_hopper_warp_specialized_gemm (sm_90a only):
               the TF32 warp-specialized wgmma/TMA GEMM, 8192^3, verified by
               CUTLASS's own reference GEMM.

Each compiler gets the flags that make it compile the program and nothing
more: ours needs `-include nvptxbw_cutlass_arch.h` for CUTLASS; nvcc needs
CUTLASS's --expt-relaxed-constexpr; clang-22 needs CUDA 13's CCCL directory
and nvcc's version macros (it knows CUDA only up to 12.9). Every object is
linked by the same host compiler (c++ with the static CUDA runtime), so the
host side is the same for all three.

`run` runs every program of every compiler --rounds times, the compilers'
order rotated each round, and takes each measurement's best round (a run
that fails or reports a wrong result counts for nothing). It prints
one row per measurement (ms; below 1.00 in ours/nvcc and ours/clang-22 means
ours is faster) and the geometric mean of each ratio. A wrong result or a
failed run is printed with its output and makes the exit status 1; the run
goes on with the rest.
"""

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import benchlib  # noqa: E402

PROG = "gpu-kernel-times"
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUB_SOURCE = os.path.join(REPO, "utils", "bench", "inputs", "cub_timed.cu")
CUTLASS_48 = os.path.join("examples", "48_hopper_warp_specialized_gemm",
                          "48_hopper_warp_specialized_gemm.cu")

PROGRAMS = {
    # name: (arguments at run time, parser, arches it builds for)
    "cub": (["27", "20"], "cub", None),
    "cutlass-48": (["--m=8192", "--n=8192", "--k=8192", "--iterations=100"], "cutlass", {"sm_90a"}),
}


class Fail(Exception):
    pass


def note(msg):
    print(f"{PROG}: {msg}", file=sys.stderr, flush=True)


def default_cutlass():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nvptx-blackwell", "cutlass-4.2.0.0")


def compile_command(compiler, path, program, source, arch, obj, cuda_path, cutlass):
    """The command that compiles `source` to the object `obj` with one compiler."""
    extra = []
    if program == "cutlass-48":
        extra = ["-I" + os.path.join(cutlass, d) for d in ("include", "tools/util/include", "examples/common")]
    if compiler == "nvcc":
        cmd = [path, "-std=c++17", "-O3", f"-arch={arch}", "-c", source, "-o", obj]
        if program == "cutlass-48":
            cmd.insert(1, "--expt-relaxed-constexpr")
        return cmd + extra
    cmd = [path, "-x", "cuda", "-std=c++17", "-O3", f"--cuda-path={cuda_path}",
           f"--cuda-gpu-arch={arch}", "-c", source, "-o", obj]
    if compiler == "ours" and program == "cutlass-48":
        cmd += ["-include", "nvptxbw_cutlass_arch.h"]
    if compiler == "clang-22":
        cmd += ["-Wno-unknown-cuda-version", "-I" + os.path.join(cuda_path, "include", "cccl"),
                "-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0"]
    return cmd + extra


def build(args):
    compilers = benchlib.find_compilers(args.build_dir, args.cuda_path, args.clang22)
    wanted = [c.strip() for c in args.compilers.split(",") if c.strip()]
    bad = [c for c in wanted if c not in compilers]
    if bad:
        raise Fail(f"unknown compiler(s) {', '.join(bad)} (choose from {', '.join(compilers)})")
    programs = args.program or list(PROGRAMS)
    bad = [p for p in programs if p not in PROGRAMS]
    if bad:
        raise Fail(f"unknown program(s) {', '.join(bad)} (choose from {', '.join(PROGRAMS)})")
    host_cxx = shutil.which("c++") or shutil.which("g++")
    if not host_cxx:
        raise Fail("no host C++ compiler (c++, g++) on PATH to link with")
    os.makedirs(args.out, exist_ok=True)
    manifest = {"arch": args.arch, "programs": []}
    failed = 0
    for program in programs:
        run_args, parser, arches = PROGRAMS[program]
        if arches and args.arch not in arches:
            note(f"{program}: skipped, it is built for {', '.join(sorted(arches))} only")
            continue
        if program == "cutlass-48":
            source = os.path.join(args.cutlass, CUTLASS_48)
            if not os.path.isfile(source):
                note(f"{program}: skipped, CUTLASS is not at {args.cutlass} (utils/build/fetch-cutlass.py)")
                continue
        else:
            source = CUB_SOURCE
        entry = {"name": program, "args": run_args, "parser": parser, "binaries": {}, "compile_s": {}}
        for comp in wanted:
            if not compilers[comp]:
                note(compilers[comp].missing_note)
                continue
            exe = f"{program}.{comp}"
            obj = os.path.join(args.out, exe + ".o")
            note(f"compiling {program} with {comp} for {args.arch}")
            start = time.monotonic()
            for cmd in (compile_command(comp, compilers[comp].path, program, source, args.arch, obj,
                                        args.cuda_path, args.cutlass),
                        [host_cxx, obj, "-o", os.path.join(args.out, exe),
                         "-L" + os.path.join(args.cuda_path, "lib64"), "-lcudart_static", "-ldl",
                         "-lrt", "-pthread"]):
                done = subprocess.run(cmd, capture_output=True, text=True)
                if done.returncode != 0:
                    note(f"{program} with {comp} failed: {benchlib.first_error(done.stderr + done.stdout)}\n"
                         f"  $ {' '.join(cmd)}")
                    failed += 1
                    break
            else:
                entry["binaries"][comp] = exe
                entry["compile_s"][comp] = round(time.monotonic() - start, 1)
            if os.path.exists(obj):
                os.remove(obj)
        if entry["binaries"]:
            manifest["programs"].append(entry)
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    print(f"{PROG}: {sum(len(p['binaries']) for p in manifest['programs'])} programs in {args.out}"
          + (f", {failed} failed to build" if failed else ""))
    return 1 if failed else 0


def parse_cub(text):
    """{measurement: ms} and the wrong ones' lines, from cub_timed's output."""
    times, wrong = {}, []
    for line in text.splitlines():
        m = re.match(r"time\s+(\S+)\s+\d+\s+([\d.]+)\s+[\d.]+\s+(.*)$", line)
        if m:
            if m.group(3).strip() == "ok":
                times[m.group(1)] = float(m.group(2))
            else:
                wrong.append(line.strip())
    if not re.search(r"^cub_timed: \d+ algorithms, 0 wrong$", text, re.M) and not wrong:
        wrong.append("no summary line: the program stopped early")
    return times, wrong


def parse_cutlass(text):
    """{'gemm': ms} from a CUTLASS example's 'Avg runtime', if it passed."""
    if not re.search(r"Disposition:\s*Passed", text):
        return {}, ["CUTLASS did not report 'Disposition: Passed'"]
    m = re.search(r"Avg runtime:\s*([\d.eE+-]+)\s*ms", text)
    if not m:
        return {}, ["no 'Avg runtime' line"]
    return {"gemm": float(m.group(1))}, []


PARSERS = {"cub": parse_cub, "cutlass": parse_cutlass}


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def run(args):
    try:
        with open(os.path.join(args.dir, "manifest.json")) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        raise Fail(f"cannot read {args.dir}/manifest.json: {e} (make it with `build`)")
    best = {}      # (program, measurement) -> {compiler: best ms}
    problems = []
    device = None  # as cub_timed names it
    for rnd in range(args.rounds):
        for entry in manifest["programs"]:
            comps = list(entry["binaries"])
            comps = comps[rnd % len(comps):] + comps[:rnd % len(comps)]
            for comp in comps:
                exe = os.path.join(args.dir, entry["binaries"][comp])
                note(f"round {rnd + 1}/{args.rounds}: {entry['name']} built by {comp}")
                try:
                    done = subprocess.run([exe] + entry["args"], capture_output=True, text=True,
                                          timeout=args.timeout)
                    out, rc = done.stdout + done.stderr, done.returncode
                except subprocess.TimeoutExpired as e:
                    out, rc = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) \
                        else (e.stdout or ""), f"timed out after {args.timeout} s"
                except OSError as e:
                    out, rc = "", str(e)
                times, wrong = PARSERS[entry["parser"]](out)
                device = device or next((l[len("device "):].strip() for l in out.splitlines()
                                         if l.startswith("device ")), None)
                if rc != 0 or wrong:
                    # None of a failed run's times count, not even its checked ones.
                    problems.append((entry["name"], comp, rnd + 1, rc, wrong, out))
                    continue
                for name, ms in times.items():
                    cell = best.setdefault((entry["name"], name), {})
                    cell[comp] = min(ms, cell.get(comp, ms))
    compilers = [c for c in benchlib.COMPILERS if any(c in cell for cell in best.values())]
    others = [c for c in compilers if c != "ours"]
    header = ["program", "measurement"] + [f"{c} ms" for c in compilers] + [f"ours/{c}" for c in others]
    rows, ratios = [], {c: [] for c in others}
    for (program, name), cell in best.items():
        row = [program, name] + [f"{cell[c]:.4f}" if c in cell else "n/a" for c in compilers]
        for c in others:
            row.append(benchlib.ratio(cell.get("ours"), cell.get(c)))
            if cell.get("ours") and cell.get(c):
                ratios[c].append(cell["ours"] / cell[c])
        rows.append(row)
    rows.append(["geomean", f"{len(best)} measurements"] + [""] * len(compilers)
                + [f"{geomean(ratios[c]):.3f}" if ratios[c] else "n/a" for c in others])
    print(f"{PROG}: {manifest.get('arch')} programs on {device or 'the GPU'}, best of {args.rounds} "
          f"round(s); ms, and ours over each other compiler (below 1.00: ours is faster)")
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    for r in [header] + rows:
        print("  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip())
    for program, comp, rnd, rc, wrong, out in problems:
        print(f"FAILED: {program} built by {comp} (round {rnd}): exit {rc}; " + "; ".join(wrong))
        print("\n".join("  | " + l for l in out.strip().splitlines()[-15:]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"arch": manifest.get("arch"), "device": device, "rounds": args.rounds,
                       "measurements": [{"program": p, "name": n, "ms": cell}
                                        for (p, n), cell in best.items()],
                       "geomean": {f"ours/{c}": geomean(ratios[c]) for c in others},
                       "failures": [{"program": p, "compiler": c, "round": r, "status": str(rc), "wrong": w}
                                    for p, c, r, rc, w, _ in problems]}, f, indent=1)
    return 1 if problems else 0


def main(argv):
    ap = argparse.ArgumentParser(prog=PROG + ".py", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="verb", required=True)
    b = sub.add_parser("build", help="compile the programs (needs the compilers, no GPU)")
    b.add_argument("--out", required=True, help="where the programs and manifest.json go")
    b.add_argument("--arch", default="sm_90a")
    b.add_argument("--compilers", default="ours,nvcc,clang-22")
    b.add_argument("--program", action="append", default=[], help=f"one of {', '.join(PROGRAMS)} (repeatable)")
    b.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    b.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    b.add_argument("--cutlass", default=default_cutlass())
    b.add_argument("--clang22", help="clang-22's clang++ (default: clang++-22 on PATH)")
    r = sub.add_parser("run", help="run the programs built (needs a GPU)")
    r.add_argument("dir")
    r.add_argument("--rounds", type=int, default=2)
    r.add_argument("--timeout", type=int, default=300, help="seconds per program run")
    r.add_argument("--json", help="also write the results here")
    args = ap.parse_args(argv)
    try:
        if args.verb == "build":
            return build(args)
        if args.rounds < 1:
            raise Fail("--rounds must be at least 1")
        return run(args)
    except Fail as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
