#!/usr/bin/env python3
"""Write the PTX a build emits for every test and example, to compare builds.

A refactoring that must not change code generation is checked by running this
on the build before and after it and diffing the two directories:

  utils/test/ptx-snapshot.py build /tmp/ptx-before     (old build)
  utils/test/ptx-snapshot.py build /tmp/ptx-after      (new build)
  diff -r /tmp/ptx-before /tmp/ptx-after

It compiles:
  - each llc command on a RUN line of test/CodeGen/NVPTX/*.ll, with the
    test's own options (its -mcpu, -mattr, -march...), output to a file;
  - each example kernel (examples/*/*.cu) for every GPU arch it is built for,
    device side only, with the examples' flags;
  - every intrinsic of the Blackwell table in all its forms (one module per
    intrinsic), on a set of targets at their default PTX and at PTX 9.0;
  - the CUDA tests of test/CodeGenCUDA, test/SemaCUDA and test/Headers, device
    side only, for every --cuda-gpu-arch their RUN lines name.
A command that fails leaves its diagnostics (paths made build-relative) and
exit status in place of the PTX, so a changed error is a difference too.

Standard library only.
"""

import argparse
import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def example_arches():
    """{source: arches} of the examples' registry (examples/kernels.json)."""
    with open(os.path.join(REPO, "examples", "kernels.json")) as f:
        return {e["source"]: e["arches"] for e in json.load(f)["examples"]}


def run_lines(path):
    """The RUN lines of a lit test, continuations joined."""
    lines, cur = [], ""
    for line in open(path, errors="replace"):
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        lines.append(cur + part)
        cur = ""
    return lines


def llc_commands(path):
    """The llc invocations of a .ll test, each as a list of options (file,
    output and FileCheck plumbing removed)."""
    out = []
    for line in run_lines(path):
        for seg in line.split("|"):
            seg = seg.strip()
            seg = re.sub(r"^(not|%if \S+ %\{)\s+", "", seg)
            if not re.match(r"llc\b", seg):
                continue
            try:
                words = shlex.split(seg)[1:]
            except ValueError:
                continue
            opts, skip = [], False
            for w in words:
                if skip:
                    skip = False
                    continue
                if w == "-o":
                    skip = True
                    continue
                if w in ("%s", "<") or w.startswith("%") or w.startswith("2>") or w == "%}":
                    continue
                opts.append(w)
            if opts not in out:
                out.append(opts)
    return out


def cuda_arches(path):
    arches = []
    for line in run_lines(path):
        for a in re.findall(r"--cuda-gpu-arch=(sm_\w+)", line):
            if a not in arches:
                arches.append(a)
    return arches


# Targets the intrinsic modules are compiled for: one of each flavour of
# each family, and the older arches the table's mma forms reach.
INTRINSIC_TARGETS = [(cpu, []) for cpu in ("sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_101a",
                                           "sm_103a", "sm_110f", "sm_120a", "sm_121f")]
INTRINSIC_TARGETS += [(cpu, ["-mattr=+ptx90"]) for cpu in ("sm_80", "sm_89", "sm_90a",
                                                           "sm_100a", "sm_120a")]


def intrinsic_modules():
    """(name, IR) per intrinsic of the table: one function per form."""
    spec = importlib.util.spec_from_file_location(
        "intrinsics_vs_llc22", os.path.join(REPO, "utils", "test", "intrinsics-vs-llc22.py"))
    diff = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(diff)
    table = diff.load_table(os.path.join(REPO, "llvm", "lib", "Target", "NVPTX",
                                         "NVPTXBlackwellIntrinsics.py"))
    for intr in table:
        head, bodies = None, []
        for n, (_, ir, _, _) in enumerate(diff.cases(intr)):
            lines = ir.splitlines()
            head = lines[:2]
            bodies.append("\n".join(lines[2:]).replace("@f(", "@f%d(" % n))
        yield intr["name"], "\n".join(head + bodies) + "\n"


def compile_one(job):
    cmd, dest, build = job
    p = subprocess.run(cmd, capture_output=True, text=True)
    with open(dest, "w") as f:
        if p.returncode == 0 and os.path.exists(dest + ".tmp"):
            f.write(open(dest + ".tmp").read())
        else:
            f.write("exit %d\n%s" % (p.returncode, p.stderr.replace(build, "BUILD")
                                     .replace(REPO, "REPO")))
    if os.path.exists(dest + ".tmp"):
        os.remove(dest + ".tmp")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build", help="the build directory (holds bin/llc, bin/clang++)")
    ap.add_argument("out", help="where to write the PTX (created)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    llc = os.path.join(build, "bin", "llc")
    clang = os.path.join(build, "bin", "clang++")
    for tool in (llc, clang):
        if not os.access(tool, os.X_OK):
            sys.exit("ptx-snapshot: no %s: build first" % tool)
    os.makedirs(args.out, exist_ok=True)
    jobs = []
    tests = os.path.join(REPO, "test", "CodeGen", "NVPTX")
    for name in sorted(os.listdir(tests)):
        if not name.endswith(".ll"):
            continue
        path = os.path.join(tests, name)
        for n, opts in enumerate(llc_commands(path)):
            dest = os.path.join(args.out, "llc.%s.%d.ptx" % (name, n))
            jobs.append(([llc, path, "-o", dest + ".tmp"] + opts, dest, build))
    irdir = os.path.join(args.out, "ir")
    os.makedirs(irdir, exist_ok=True)
    for name, ir in intrinsic_modules():
        src = os.path.join(irdir, name + ".ll")
        with open(src, "w") as f:
            f.write(ir)
        for cpu, attrs in INTRINSIC_TARGETS:
            dest = os.path.join(args.out, "intrinsic.%s.%s%s.ptx" % (
                name, cpu, "".join(a.replace("-mattr=+", ".") for a in attrs)))
            jobs.append(([llc, "-mcpu=" + cpu] + attrs + [src, "-o", dest + ".tmp"], dest, build))
    cuda = ["--cuda-path=" + args.cuda_path, "--cuda-device-only", "-S", "-O2",
            "-I" + os.path.join(REPO, "runtime", "include")]
    for src, arches in example_arches().items():
        for arch in arches:
            name = src[len("examples/"):]
            dest = os.path.join(args.out, "example.%s.%s.ptx" % (name.replace("/", "."), arch))
            jobs.append(([clang] + cuda + ["--cuda-gpu-arch=" + arch,
                                           os.path.join(REPO, src),
                                           "-o", dest + ".tmp"], dest, build))
    for sub in ("CodeGenCUDA", "SemaCUDA", "Headers"):
        d = os.path.join(REPO, "test", sub)
        for name in sorted(os.listdir(d)):
            if not name.endswith(".cu"):
                continue
            path = os.path.join(d, name)
            for arch in cuda_arches(path):
                dest = os.path.join(args.out, "cuda.%s.%s.%s.ptx" % (sub, name, arch))
                jobs.append(([clang] + cuda + ["--cuda-gpu-arch=" + arch, path,
                                               "-o", dest + ".tmp"], dest, build))
    with ThreadPoolExecutor(args.j) as pool:
        list(pool.map(compile_one, jobs))
    print("ptx-snapshot: %d compiles into %s" % (len(jobs), args.out))


if __name__ == "__main__":
    main()
