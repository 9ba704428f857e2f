#!/usr/bin/env python3
"""Compare the __CUDA_ARCH* macros of our clang's device compilation with
nvcc's, arch by arch.

usage: compare-cuda-arch-macros.py CLANG NVCC CUDA_PATH ARCH[,ARCH...]...

Each argument after CUDA_PATH is one compilation: a comma-separated list of
GPU archs (sm_100a or sm_90a,sm_100a,sm_120f). nvcc preprocesses for the
first arch of the list (`-E -Xcompiler -dM` with one -gencode per arch);
clang preprocesses for each (--cuda-device-only), and one of its lists must
be nvcc's: the object-like macros whose names start with __CUDA_ARCH, names
and values, __CUDA_ARCH_LIST__ included. Prints one line per
compilation and exits 1 on any difference.
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

MACRO = re.compile(r"^#define (__CUDA_ARCH\w*) (.*)$")


def arch_macros(text):
    out = {}
    for line in text.splitlines():
        m = MACRO.match(line.strip())
        if m:  # object-like only: a function-like name is followed by '('
            out[m.group(1)] = m.group(2).strip()
    return out


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s" % (cmd[0], p.returncode, p.stderr))
    return p.stdout


def compare(clang, nvcc, cuda, archs, src):
    gencodes = []
    for a in archs:
        n = a[len("sm_"):]
        gencodes += ["-gencode", "arch=compute_%s,code=sm_%s" % (n, n)]
    theirs = arch_macros(run([nvcc, "-E", "-Xcompiler", "-dM"] + gencodes + [src]))
    ours_cmd = [clang, "-x", "cuda", "-E", "-dM", "--cuda-device-only", "-nocudainc",
                "-nocudalib", "--cuda-path=" + cuda]
    # The first arch is the one both preprocess for; the others only count in
    # __CUDA_ARCH_LIST__.
    ours_cmd += ["--cuda-gpu-arch=" + a for a in archs] + [src]
    out = run(ours_cmd)
    # clang -E for several archs prints one macro list per arch, back to back
    # (in its own order); a list ends where a macro name repeats. One of them
    # must be nvcc's.
    blocks, current, seen = [], {}, set()
    for line in out.splitlines():
        if not line.startswith("#define "):
            continue
        name = line.split(" ", 2)[1].split("(")[0]
        if name in seen:
            blocks.append(current)
            current, seen = {}, set()
        seen.add(name)
        m = MACRO.match(line.strip())
        if m:
            current[m.group(1)] = m.group(2).strip()
    blocks.append(current)
    same = [b for b in blocks if b == theirs]
    ours = same[0] if same else next(
        (b for b in blocks if b.get("__CUDA_ARCH__") == theirs.get("__CUDA_ARCH__")), blocks[0])
    return theirs, ours


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    clang, nvcc, cuda = sys.argv[1:4]
    jobs = [a.split(",") for a in sys.argv[4:]]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "empty.cu")
        open(src, "w").close()
        with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
            results = list(pool.map(lambda archs: compare(clang, nvcc, cuda, archs, src), jobs))
    failed = 0
    for archs, (theirs, ours) in zip(jobs, results):
        name = ",".join(archs)
        if theirs == ours:
            print("same %s: %s" % (name, " ".join("%s=%s" % kv for kv in sorted(ours.items()))))
        else:
            failed += 1
            print("DIFFERENT %s:\n  nvcc:  %s\n  clang: %s" % (
                name, sorted(theirs.items()), sorted(ours.items())))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
