#!/usr/bin/env python3
"""Check the resources ptxas gives each kernel of a PTX file against a budget.

  ptxas_budget.py --ptxas PTXAS --arch sm_100a FILE.ptx \
      [--kernel NAME_REGEX:MAX_REGS:MAX_SMEM_BYTES ...] [--print]

Runs `ptxas -v --warn-on-spills -arch=ARCH` once and parses, per entry
function, the registers, shared memory (static), stack frame and spill bytes.
Fails (exit 1, one line a violation) when ptxas fails, when any kernel spills
or has a stack frame it was not allowed, when a kernel named by --kernel is
missing, or when it exceeds its register or shared-memory budget. --print
writes one line per kernel: `NAME regs=R smem=S stack=F spill_stores=A
spill_loads=B`. Also a module: parse_ptxas_v() is what utils/bench/example-kernels.py
reads ptxas's figures with.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ENTRY_RE = re.compile(r"Compiling entry function '([^']+)' for '([^']+)'")
FRAME_RE = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
USED_RE = re.compile(r"Used (\d+) registers")
SMEM_RE = re.compile(r"(\d+) bytes smem")


def parse_ptxas_v(text):
    """{kernel: {'regs', 'smem', 'stack', 'spill_stores', 'spill_loads'}}"""
    kernels = {}
    current = None
    for line in text.splitlines():
        m = ENTRY_RE.search(line)
        if m:
            current = kernels.setdefault(m.group(1), dict(regs=0, smem=0, stack=0,
                                                          spill_stores=0, spill_loads=0))
            continue
        if current is None:
            continue
        m = FRAME_RE.search(line)
        if m:
            current["stack"], current["spill_stores"], current["spill_loads"] = map(int, m.groups())
        m = USED_RE.search(line)
        if m:
            current["regs"] = int(m.group(1))
            s = SMEM_RE.search(line)
            current["smem"] = int(s.group(1)) if s else 0
    return kernels


def run_ptxas(ptxas, arch, ptx_file):
    """(returncode, combined output) of ptxas -v on ptx_file."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run([ptxas, "-v", "--warn-on-spills", f"-arch={arch}", ptx_file,
                               "-o", os.path.join(tmp, "out.cubin")],
                              capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxas", required=True)
    ap.add_argument("--arch", required=True)
    ap.add_argument("--kernel", action="append", default=[],
                    help="NAME_REGEX:MAX_REGS:MAX_SMEM_BYTES (regex matched against "
                         "the mangled name; every matching kernel must fit)")
    ap.add_argument("--allow-stack", action="store_true",
                    help="a stack frame is not a violation (spills still are)")
    ap.add_argument("--print", action="store_true")
    ap.add_argument("ptx")
    args = ap.parse_args()

    rc, out = run_ptxas(args.ptxas, args.arch, args.ptx)
    if rc != 0:
        sys.stderr.write(out)
        print(f"ptxas_budget: ptxas -arch={args.arch} rejected {args.ptx}", file=sys.stderr)
        return 1
    kernels = parse_ptxas_v(out)
    if not kernels:
        print(f"ptxas_budget: no entry function in {args.ptx}", file=sys.stderr)
        return 1
    errors = []
    for name, k in sorted(kernels.items()):
        if args.print:
            print(f"{name} regs={k['regs']} smem={k['smem']} stack={k['stack']} "
                  f"spill_stores={k['spill_stores']} spill_loads={k['spill_loads']}")
        if k["spill_stores"] or k["spill_loads"]:
            errors.append(f"{name} on {args.arch}: spills ({k['spill_stores']} bytes stored, "
                          f"{k['spill_loads']} loaded)")
        if k["stack"] and not args.allow_stack:
            errors.append(f"{name} on {args.arch}: {k['stack']} bytes of stack frame")
    for spec in args.kernel:
        try:
            regex, regs, smem = spec.rsplit(":", 2)
            regs, smem = int(regs), int(smem)
        except ValueError:
            print(f"ptxas_budget: bad --kernel '{spec}' (want NAME_REGEX:MAX_REGS:MAX_SMEM)",
                  file=sys.stderr)
            return 2
        matched = [n for n in kernels if re.search(regex, n)]
        if not matched:
            errors.append(f"no kernel matches '{regex}' on {args.arch} "
                          f"(have: {', '.join(sorted(kernels))})")
        for n in matched:
            k = kernels[n]
            if k["regs"] > regs:
                errors.append(f"{n} on {args.arch}: {k['regs']} registers, budget {regs}")
            if k["smem"] > smem:
                errors.append(f"{n} on {args.arch}: {k['smem']} bytes of shared memory, "
                              f"budget {smem}")
    for e in errors:
        print(f"ptxas_budget: {e}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
