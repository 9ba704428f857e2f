#!/usr/bin/env python3
"""SASS-level comparison of our clang++ with clang-22 and nvcc.

  sass-vs-clang22-nvcc.py [--build-dir build] [--arch sm_100a --arch sm_120a]
                          [--kernel NAME ...] [--no-examples] [--baseline BUILD_DIR]
                          [--clang22 PATH] [--json FILE]

Compiles inputs/sass_kernels.cu (axpy, float4/float8 copies,
reductions, register-blocked SGEMMs, softmax, layernorm, gelu, a stencil,
gemv, bf16/half mixes) and the examples of examples/kernels.json with our
clang++, clang-22 and nvcc (the examples that use our builtins with ours
only), for each arch, to PTX; assembles every PTX with the same ptxas
(CUDA's, -v for registers and spills) and disassembles the cubin with
nvdisasm, which is installed once from PyPI (nvidia-cuda-nvdisasm) into the
cache directory ($XDG_CACHE_HOME or ~/.cache, then nvptx-blackwell/nvdisasm).

Per kernel and compiler it prints: SASS instructions of the whole kernel and
of its main loop (the loop, innermost first, that holds the most FP32
arithmetic and memory accesses: the hot loop of a register-blocked GEMM is
the k loop around the unrolled FMAs, not the tile-copy loops inside it, and
a wait loop that only polls a barrier is nobody's main loop), FFMA2/FADD2/FMUL2, 256-bit
global accesses (LDG/STG .ENL2.256), registers and spill bytes, then the
ratios ours/clang-22 and ours/nvcc of the instruction counts (below 1: ours
has fewer). --baseline adds another build's clang++ as a column (for
instance the main branch's, to show a change makes nothing worse).

A benchmark, not a test: it measures nothing in time and never fails on a
figure; a compiler that is missing is a skipped column, a failed compile is
printed and makes the exit status 1.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
import benchlib  # noqa: E402
from ptxas_budget import parse_ptxas_v  # noqa: E402

KERNELS = os.path.join(HERE, "inputs", "sass_kernels.cu")
REGISTRY = os.path.join(REPO, "examples", "kernels.json")
NVDISASM_PACKAGE = "nvidia-cuda-nvdisasm"


def cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nvptx-blackwell")


def find_nvdisasm(cache=None):
    """nvdisasm from the PyPI package, installed into the cache on first use
    (set-up installs it: utils/bootstrap.sh runs --install-nvdisasm)."""
    target = os.path.join(cache or cache_dir(), "nvdisasm")

    def look():
        for root, _dirs, files in os.walk(target):
            if "nvdisasm" in files and os.path.basename(root) == "bin":
                path = os.path.join(root, "nvdisasm")
                if os.access(path, os.X_OK):
                    return path
        return None

    found = look()
    if found:
        return found
    print(f"installing {NVDISASM_PACKAGE} from PyPI into {target}", file=sys.stderr)
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                           "--disable-pip-version-check", "--target", target,
                           NVDISASM_PACKAGE], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("cannot install %s: %s" % (NVDISASM_PACKAGE, proc.stderr.strip()[-2000:]))
    found = look()
    if not found:
        sys.exit(f"{NVDISASM_PACKAGE} installed no bin/nvdisasm under {target}")
    return found


# ---------------------------------------------------------------------------
# Compilers: each turns a .cu into PTX for an arch.
# ---------------------------------------------------------------------------
class Compiler:
    def __init__(self, name, path, kind):
        self.name, self.path, self.kind = name, path, kind

    def command(self, source, includes, arch, out, cuda_path):
        incs = ["-I" + i for i in includes]
        if self.kind == "nvcc":
            return [self.path, "-arch=" + arch, "-ptx", "-O3", *incs, source, "-o", out]
        cmd = [self.path, "-x", "cuda", "--cuda-path=" + cuda_path, "--cuda-gpu-arch=" + arch,
               "--cuda-device-only", "-S", "-O3", *incs, source, "-o", out]
        if self.kind == "clang-22":
            # It knows CUDA up to 12.9 and warns about 13.0; its PTX is 8.8.
            cmd.insert(1, "-Wno-unknown-cuda-version")
        return cmd


def find_compilers(args):
    """The columns: ours, the baseline build's clang++ if asked for, clang-22
    and nvcc (found as the other benchmarks find them, utils/lib/benchlib.py)."""
    found = benchlib.find_compilers(os.path.abspath(args.build_dir), args.cuda_path,
                                    args.clang22)
    if not found["ours"]:
        sys.exit(found["ours"].missing_note)
    out, notes = [Compiler("ours", found["ours"].path, "ours")], []
    if args.baseline:
        base = os.path.join(os.path.abspath(args.baseline), "bin", "clang++")
        if os.access(base, os.X_OK):
            out.append(Compiler("base", base, "ours"))
        else:
            notes.append(f"baseline clang++ not found at {base}: column skipped")
    for name in ("clang-22", "nvcc"):
        if found[name]:
            out.append(Compiler(name, found[name].path, name))
        else:
            notes.append(found[name].missing_note)
    return out, notes


# ---------------------------------------------------------------------------
# ptxas -v and nvdisasm.
# ---------------------------------------------------------------------------
def assemble(ptxas, arch, ptx, cubin):
    """{kernel: {'regs', 'spill'}} from ptxas -v (spill: stores + loads)."""
    proc = subprocess.run([ptxas, "-arch=" + arch, "-v", ptx, "-o", cubin],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, proc.stderr
    return {name: {"regs": k["regs"], "spill": k["spill_stores"] + k["spill_loads"]}
            for name, k in parse_ptxas_v(proc.stdout + proc.stderr).items()}, None


FUNC_RE = re.compile(r"^\.text\.(\S+):$")
INSN_RE = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
BRANCH_TARGET_RE = re.compile(r"`\((\.L_x_\d+)\)")
LABEL_RE = re.compile(r"^(\.L_x_\d+):")
FP32_ARITH = re.compile(r"^(FFMA|FADD|FMUL)(2)?\b")
MEMORY = re.compile(r"^(LDG|STG|LDS|STS|LD|ST|LDSM|ATOMG|RED)\b")


def disassemble(nvdisasm, cubin):
    """{function: [(address, opcode text), ...]} and each function's labels."""
    text = subprocess.run([nvdisasm, "-c", cubin], capture_output=True, text=True,
                          check=True).stdout
    funcs, labels, cur = {}, {}, None
    pending = []
    for line in text.splitlines():
        s = line.strip()
        m = FUNC_RE.match(s)
        if m:
            cur = m.group(1)
            funcs[cur], labels[cur] = [], {}
            continue
        if cur is None:
            continue
        m = LABEL_RE.match(s)
        if m:
            pending.append(m.group(1))
            continue
        m = INSN_RE.match(line)
        if m:
            addr = int(m.group(1), 16)
            for lab in pending:
                labels[cur][lab] = addr
            pending = []
            insn = m.group(2)
            # Predicate guards (@P0, @!PT) are not part of the opcode.
            insn = re.sub(r"^@!?U?P\w+\s+", "", insn)
            funcs[cur].append((addr, insn))
    return funcs, labels


def opcode(insn):
    return insn.split()[0]


def real_instructions(insns):
    """Without the NOP padding and the self-branch after EXIT."""
    out = []
    for addr, insn in insns:
        if opcode(insn) == "NOP":
            continue
        out.append((addr, insn))
    # The trailing 'BRA `(.L_x_N)' that branches to itself.
    while out and opcode(out[-1][1]) == "BRA":
        out.pop()
    return out


def loops(insns, labels):
    """(start, end) address ranges of the backward branches."""
    found = []
    for addr, insn in insns:
        if not opcode(insn).startswith(("BRA", "BRX")):
            continue
        m = BRANCH_TARGET_RE.search(insn)
        if m and m.group(1) in labels and labels[m.group(1)] <= addr:
            found.append((labels[m.group(1)], addr))
    return found


def metrics(insns, labels):
    insns = real_instructions(insns)

    def count(rng=None):
        sel = [i for a, i in insns if rng is None or rng[0] <= a <= rng[1]]
        ops = [opcode(i) for i in sel]
        work = sum(1 for o in ops if FP32_ARITH.match(o) or MEMORY.match(o))
        return sel, ops, work

    main_loop = None
    best = None
    for rng in loops(insns, labels):
        _sel, ops, fp = count(rng)
        key = (fp, -len(ops))
        if best is None or key > best:
            best, main_loop = key, rng
    _sel, ops, _fp = count()
    m = {
        "insns": len(ops),
        "loop": len(count(main_loop)[1]) if main_loop else None,
        "ffma2": sum(1 for o in ops if o == "FFMA2"),
        "fadd2": sum(1 for o in ops if o == "FADD2"),
        "fmul2": sum(1 for o in ops if o == "FMUL2"),
        "wide": sum(1 for o in ops if o.startswith(("LDG", "STG")) and ".ENL2.256" in o),
        "ffma": sum(1 for o in ops if o == "FFMA" or o.startswith("FFMA.")),
    }
    return m


# ---------------------------------------------------------------------------
# Sources: our kernels and the examples.
# ---------------------------------------------------------------------------
def our_kernel_names():
    names = []
    with open(KERNELS) as f:
        for line in f:
            m = re.match(r'extern "C" __global__ void(?: __launch_bounds__\([^)]*\))?\s*$', line)
            if m:
                continue
            m = re.search(r'extern "C" __global__ void\s+(?:__launch_bounds__\([^)]*\)\s+)?(\w+)\(',
                          line)
            if m:
                names.append(m.group(1))
    # A name on the line after 'extern "C" __global__ void __launch_bounds__(..)'.
    with open(KERNELS) as f:
        text = f.read()
    for m in re.finditer(r'extern "C" __global__ void __launch_bounds__\([^)]*\)\s*\n(\w+)\(', text):
        names.append(m.group(1))
    return names


class Source:
    def __init__(self, name, path, includes, kernels, plain, arches=None):
        self.name, self.path, self.includes = name, path, includes
        self.kernels, self.plain, self.arches = kernels, plain, arches


def load_sources(args):
    sources = [Source("bench", KERNELS, [], [(k, re.compile("^%s$" % k)) for k in our_kernel_names()],
                      True)]
    if args.no_examples:
        return sources
    with open(REGISTRY) as f:
        reg = json.load(f)
    for ex in reg["examples"]:
        kernels = []
        for k in ex["kernels"]:
            label, _, pattern = k.partition("=") if "=re:" in k else (None, None, k)
            if pattern.startswith("re:"):
                rx = re.compile(pattern[3:])
                label = label or pattern[3:]
            else:
                rx = re.compile("^%s$" % re.escape(pattern))
                label = label or pattern
            kernels.append((ex["name"] + "/" + label, rx))
        sources.append(Source(ex["name"], os.path.join(REPO, ex["source"]),
                              [os.path.join(REPO, i) for i in ex["includes"]], kernels,
                              ex.get("plain_cuda", False), ex["arches"]))
    return sources


# ---------------------------------------------------------------------------
def ratio(a, b):
    if a is None or b is None or b == 0:
        return "-"
    return "%.2f" % (a / b)


def fmt(v):
    return "-" if v is None else str(v)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--baseline", help="another build directory whose clang++ is a column")
    ap.add_argument("--arch", action="append", help="default: sm_100a and sm_120a")
    ap.add_argument("--kernel", action="append", help="only these kernels (regex, repeatable)")
    ap.add_argument("--no-examples", action="store_true", help="only the kernels of inputs/sass_kernels.cu")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang22", help="clang-22's path (default: clang++-22 or clang-22 on PATH)")
    ap.add_argument("--json", help="also write every figure to this file")
    ap.add_argument("--install-nvdisasm", metavar="CACHE_DIR", nargs="?", const="",
                    help="only install nvdisasm from PyPI into CACHE_DIR/nvdisasm (default: the "
                    "cache, %s) unless it is there, print its path and exit" % cache_dir())
    args = ap.parse_args()
    if args.install_nvdisasm is not None:
        print(find_nvdisasm(args.install_nvdisasm or None))
        return 0
    arches = args.arch or ["sm_100a", "sm_120a"]
    ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
    if not os.access(ptxas, os.X_OK):
        sys.exit(f"no ptxas in {args.cuda_path}")
    nvdisasm = find_nvdisasm()
    compilers, notes = find_compilers(args)
    for n in notes:
        print("note: " + n)
    wanted = [re.compile(k) for k in (args.kernel or [])]
    status = 0
    results = {}
    with tempfile.TemporaryDirectory(prefix="sass-vs-clang22-nvcc-") as tmp:
        for arch in arches:
            table = {}
            for src in load_sources(args):
                if src.arches and arch not in src.arches:
                    continue
                kernels = [(l, rx) for l, rx in src.kernels
                           if not wanted or any(w.search(l) for w in wanted)]
                if not kernels:
                    continue
                for comp in compilers:
                    if not src.plain and comp.kind != "ours":
                        continue
                    stem = os.path.join(tmp, "%s-%s-%s" % (src.name, comp.name, arch))
                    cmd = comp.command(src.path, src.includes, arch, stem + ".ptx", args.cuda_path)
                    proc = subprocess.run(cmd, capture_output=True, text=True)
                    if proc.returncode != 0:
                        print("FAILED: $ " + " ".join(cmd) + "\n" + proc.stderr[-3000:])
                        status = 1
                        continue
                    res, err = assemble(ptxas, arch, stem + ".ptx", stem + ".cubin")
                    if res is None:
                        print(f"FAILED: ptxas -arch={arch} on {comp.name}'s PTX of {src.name}\n"
                              + err[-3000:])
                        status = 1
                        continue
                    funcs, labels = disassemble(nvdisasm, stem + ".cubin")
                    for label, rx in kernels:
                        hits = [f for f in funcs if rx.search(f)]
                        if not hits:
                            print(f"note: {comp.name} emitted no kernel matching {label} for {arch}")
                            continue
                        fn = hits[0]
                        m = metrics(funcs[fn], labels[fn])
                        m.update(res.get(fn, {"regs": None, "spill": None}))
                        table.setdefault(label, {})[comp.name] = m
            results[arch] = table
            print_table(arch, table, [c.name for c in compilers])
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return status


def print_table(arch, table, names):
    print(f"\n== {arch}: SASS instructions (whole kernel / main loop), FFMA2/FADD2/FMUL2, "
          f"256-bit accesses, registers, spill bytes")
    head = f"{'kernel':36}"
    for n in names:
        head += f" | {n:>31}"
    head += " | ours/clang-22 ours/nvcc"
    print(head)
    sub = f"{'':36}"
    for _n in names:
        sub += f" | {'insn':>5} {'loop':>5} {'x2':>9} {'256':>3} {'reg':>3} {'spl':>3}"
    sub += " | insn  loop   insn  loop"
    print(sub)
    for label in table:
        row = f"{label[:36]:36}"
        cells = table[label]
        for n in names:
            m = cells.get(n)
            if not m:
                row += f" | {'-':>31}"
                continue
            x2 = "%d/%d/%d" % (m["ffma2"], m["fadd2"], m["fmul2"])
            row += (f" | {m['insns']:>5} {fmt(m['loop']):>5} {x2:>9} {m['wide']:>3} "
                    f"{fmt(m['regs']):>3} {fmt(m['spill']):>3}")
        ours = cells.get("ours", {})
        for other in ("clang-22", "nvcc"):
            o = cells.get(other, {})
            row += " %5s %5s" % (ratio(ours.get("insns"), o.get("insns")),
                                 ratio(ours.get("loop"), o.get("loop")))
        print(row)


if __name__ == "__main__":
    sys.exit(main())
