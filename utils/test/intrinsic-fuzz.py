#!/usr/bin/env python3
"""Fuzz driver for the Blackwell intrinsics: every outcome is a clean error or
PTX that ptxas accepts.

Cases are generated from the intrinsic table (NVPTXBlackwellIntrinsics.py
--json) and the target table (NVPTXBlackwellTargets.py), with a seeded random
generator, so the same --seed always gives the same cases:

  form       one PTX form of an intrinsic (its selector immediates fixed, the
             other immediates random in range) on a random target at a random
             PTX version (-mattr=+ptxNN, or the target's default), in a
             function or a kernel, some with constant, undef or poison values
             for operands the instruction takes in registers; where the tables say the target has the
             form at that PTX version, it must compile;
  options    a form on a random target with misused target options: -mattr
             removing PTX features or the target's minimum, unknown features,
             unknown or malformed -mcpu names;
  mix        two to four calls of forms one target has, straight-line, under
             a branch and in a loop, some repeated, in a function or kernel;
             it must compile unless it mixes tcgen05 cta_group::1 and ::2,
             which ptxas refuses in one function;
  misuse     IR that misuses an intrinsic, compiled for a target that has it:
             a non-constant, undef or poison value for an immediate (declared
             with and without `immarg`), an immediate out of range, a
             declaration with a wrong parameter or return type, too few or too
             many parameters, a pointer in the wrong address space, a name
             that is not in the table; these must not compile. A well-formed
             call whose declaration lacks `immarg` must compile.

Each case runs our llc; misuse cases and a share of the form cases also run
`opt -O2` on the same IR, since the optimizer must not abort on such input
either, and where llc compiled the case, opt's output must compile and
assemble too. An outcome is
  clean error  exit status 1, an `error:` line, and no `LLVM ERROR`, stack
               dump or "PLEASE submit a bug report";
  valid PTX    exit status 0, and `ptxas -c -arch=<target>` accepts the PTX
               (sm_101* under CUDA 13's name sm_110*; `-c` because without it
               ptxas skips a .func no kernel calls);
and anything else is a failure, printed with a reproducer (the IR and the
command line): an abort or crash, LLVM ERROR, another exit status, a timeout,
PTX that ptxas rejects, PTX for a target that lacks the intrinsic's feature,
PTX for a misuse, or an error for a case that must compile. Known failures may be listed in utils/test/expected/intrinsic-fuzz.txt
(`<case label glob>  # reason`); they are counted apart and do not fail the run.

The last line is `N cases: A clean errors, B valid PTX, C failures`; the exit
status is 1 on any failure. --self-test instead feeds the classifier planted
faults (fake tools that abort, print LLVM ERROR, emit PTX ptxas rejects, hang)
and checks that each one is reported as a failure.

usage: intrinsic-fuzz.py --llc LLC [--opt OPT] [--ptxas PTXAS]
                         [--quick | --long | --cases N] [--seed S] [-j N]
                         [--timeout S] [--reproducers DIR] [--self-test]
"""

import argparse
import concurrent.futures
import fnmatch
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_TABLE = os.path.join(REPO, "llvm/lib/Target/NVPTX/NVPTXBlackwellIntrinsics.py")
DEFAULT_EXPECTED = os.path.join(HERE, "expected", "intrinsic-fuzz.txt")

sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
from gpu_targets import OLDEST_ASSEMBLED_SM, ptxas_arch, ptxas_cuda_version, table as GPU  # noqa: E402
import expected_differences  # noqa: E402
from intrinsic_table import load as load_table  # noqa: E402
QUICK_CASES = 1000
LONG_CASES = 10000

# What a tool's output must not contain for an error to be clean.
ABORT_MARKERS = ("LLVM ERROR", "Stack dump", "PLEASE submit a bug report",
                 "UNREACHABLE executed", "Assertion", "Segmentation fault")

# Types a wrong declaration uses in place of the table's.
TYPE_POOL = ["i1", "i16", "i32", "i64", "float", "double", "<2 x half>", "<2 x i32>",
             "<4 x i32>", "ptr", "ptr addrspace(1)", "ptr addrspace(3)", "ptr addrspace(6)",
             "{ i32, i32 }"]
ADDRSPACES = [0, 1, 3, 4, 5, 6, 7]


# ---------------------------------------------------------------------------
# IR
# ---------------------------------------------------------------------------
def value_of(t, rng):
    """A constant of IR type t: a value, zero, undef or poison."""
    r = rng.random()
    if r < 0.15:
        return rng.choice(["undef", "poison"])
    if r < 0.3 or t.startswith("ptr"):
        return "zeroinitializer" if t.startswith(("<", "{")) else \
            "null" if t.startswith("ptr") else \
            "0.0" if t in ("float", "double", "half", "bfloat") else \
            "false" if t == "i1" else "0"
    if t == "i1":
        return rng.choice(["true", "false"])
    if t.startswith("i"):
        return str(rng.choice([1, 7, 255, 65535, -1, 1 << 20]))
    if t in ("float", "double"):
        return rng.choice(["1.5", "-2.0", "0x7FF0000000000000", "1.0e10"])
    if t == "half":
        return rng.choice(["0xH3E00", "0xHFC00", "0xH7E00"])  # 1.5, -inf, NaN
    if t == "bfloat":
        return rng.choice(["0xR3FC0", "0xRFF80"])  # 1.5, -inf
    m = re.match(r"<(\d+) x (\w+)>", t)
    if m:
        return "<%s>" % ", ".join("%s %s" % (m.group(2), value_of(m.group(2), rng))
                                  for _ in range(int(m.group(1))))
    return "zeroinitializer"


class Call:
    """One call of an intrinsic: declaration types, which parameters are
    `immarg`, and each argument (a constant, or None for a function
    parameter)."""

    def __init__(self, intr):
        self.name, self.ret = intr["name"], intr["ret"]
        self.types = [p["type"] for p in intr["params"]]
        self.immarg = [bool(p["imm"]) for p in intr["params"]]
        self.args = [None] * len(self.types)

    def ir(self, kernel=False):
        """A function that calls it and returns its result, or a kernel
        (.entry) that stores the result through its last parameter."""
        decl = ", ".join(t + (" immarg" if imm else "")
                         for t, imm in zip(self.types, self.immarg))
        fparams, args = [], []
        for i, (t, a) in enumerate(zip(self.types, self.args)):
            if a is None:
                fparams.append("%s %%a%d" % (t, i))
                args.append("%s %%a%d" % (t, i))
            else:
                args.append("%s %s" % (t, a))
        call = "call %s @%s(%s)" % (self.ret, self.name, ", ".join(args))
        if kernel:
            fparams.append("ptr %out")
            body = "  %s\n  ret void" % call if self.ret == "void" else \
                "  %%r = %s\n  store %s %%r, ptr %%out\n  ret void" % (call, self.ret)
            return ('target triple = "nvptx64-nvidia-cuda"\n\n'
                    "declare %s @%s(%s)\n\n"
                    "define ptx_kernel void @k(%s) {\n%s\n}\n"
                    % (self.ret, self.name, decl, ", ".join(fparams), body))
        if self.ret == "void":
            body = "  %s\n  ret void" % call
        else:
            body = "  %%r = %s\n  ret %s %%r" % (call, self.ret)
        return ('target triple = "nvptx64-nvidia-cuda"\n\n'
                "declare %s @%s(%s)\n\n"
                "define %s @f(%s) {\n%s\n}\n"
                % (self.ret, self.name, decl, self.ret, ", ".join(fparams), body))


def form_call(intr, form, rng):
    """A well-formed call of one PTX form: the selectors from the form, the
    other immediates random in their range."""
    c = Call(intr)
    sel = iter(form)
    for i, p in enumerate(intr["params"]):
        if p["imm"] == "select":
            c.args[i] = str(next(sel)) if p["type"] != "i1" else ("true" if next(sel) else "false")
        elif p["imm"] == "operand":
            v = rng.choice([p["lo"], p["hi"], rng.randint(p["lo"], p["hi"])])
            c.args[i] = ("true" if v else "false") if p["type"] == "i1" else str(v)
    return c


def form_feature(intr, form):
    """The feature family a form needs and the oldest PTX version it has."""
    details = [d for d in intr["form_details"] if d["key"] == list(form)]
    feature = next((d["feature"] for d in details if d["feature"]), intr["feature"])
    min_ptx = max(intr["min_ptx"], min((d["min_ptx"] for d in details), default=0))
    return feature, min_ptx


def target_having(feature, rng):
    have = [t for t in GPU.FEATURE[feature].targets() if t.sm >= OLDEST_ASSEMBLED_SM]
    return rng.choice(have).name


def random_target(feature, rng):
    """Mostly a target that ptxas can check; now and then an older one that
    lacks the feature (llc must refuse it: there is no PTX to check)."""
    f = GPU.FEATURE[feature]
    old = [t for t in GPU.TARGETS if t.sm < OLDEST_ASSEMBLED_SM and not f.holds(t.sm, t.variant)]
    if old and rng.random() < 0.1:
        return rng.choice(old).name
    newer = [t for t in GPU.TARGETS if t.sm >= OLDEST_ASSEMBLED_SM]
    # Half of the draws among the targets that have the feature, so that
    # most cases reach instruction selection and ptxas.
    if rng.random() < 0.5:
        return target_having(feature, rng)
    return rng.choice(newer).name


def random_ptx(rng):
    """-mattr for a PTX version: none (the target's default), one of ours, or
    an older upstream one (llc raises it to the target's minimum)."""
    r = rng.random()
    if r < 0.35:
        return []
    versions = GPU.NEW_PTX_VERSIONS if r < 0.85 else GPU.UPSTREAM_PTX_VERSIONS
    return ["-mattr=+ptx%d" % rng.choice(versions)]


class Case:
    """One compilation. `must_compile`: the tables say the target has the
    form at this PTX version, so a clean error is a failure too (and opt must
    succeed). `must_refuse`: the IR misuses the intrinsic, so PTX is a
    failure too, even PTX that ptxas accepts."""

    def __init__(self, kind, label, ir, cpu, extra=(), run_opt=False, feature=None,
                 must_compile=False, must_refuse=False):
        self.kind, self.label, self.ir, self.cpu = kind, label, ir, cpu
        self.extra, self.run_opt, self.feature = list(extra), run_opt, feature
        self.must_compile, self.must_refuse = must_compile, must_refuse

    def llc_args(self):
        return ["-mcpu=" + self.cpu] + self.extra


def gen_form(intrs, rng):
    intr = rng.choice(intrs)
    form = rng.choice(intr["forms"])
    feature, min_ptx = form_feature(intr, form)
    cpu = random_target(feature, rng)
    extra = random_ptx(rng)
    kernel = rng.random() < 0.3
    call = form_call(intr, form, rng)
    # Now and then constants for operands the instruction takes in registers:
    # selection must still emit what ptxas accepts.
    consts = rng.random() < 0.3
    if consts:
        for i, p in enumerate(intr["params"]):
            if not p["imm"] and rng.random() < 0.5:
                call.args[i] = value_of(p["type"], rng)
    label = "form %s%s %s%s%s%s" % (intr["name"], "[%s]" % ",".join(map(str, form)) if form else "",
                                    cpu, "".join(" " + e for e in extra),
                                    " kernel" if kernel else "", " constants" if consts else "")
    t = GPU.BY_NAME[cpu]
    ptx = int(extra[0][len("-mattr=+ptx"):]) if extra else GPU.default_ptx(t)
    must = GPU.FEATURE[feature].holds(t.sm, t.variant) and ptx >= GPU.default_ptx(t) \
        and ptx >= min_ptx
    refused_columns = columns_refused(intr["name"], call.args)
    # opt -O2 on a share of them: the optimizer sees the same calls first in
    # clang's pipeline.
    return Case("form", label, call.ir(kernel), cpu, extra,
                run_opt=rng.random() < 0.3, feature=feature,
                must_compile=must and not refused_columns, must_refuse=refused_columns)


def columns_refused(name, args):
    """A constant tensor-memory column count llc refuses
    (NVPTXTensorMemoryBudget.cpp): tcgen05.alloc takes a power of two from 32
    to 512, tcgen05.dealloc a multiple of 32. undef and poison are not
    constants there."""
    if not name.startswith(("llvm.nvvm.tcgen05.alloc.", "llvm.nvvm.tcgen05.dealloc.")):
        return False
    count = args[1]
    if count is None or not re.fullmatch(r"-?\d+", count):
        return False
    n = int(count) & 0xFFFFFFFF
    if name.startswith("llvm.nvvm.tcgen05.alloc."):
        return not (32 <= n <= 512 and n & (n - 1) == 0)
    return n % 32 != 0


def gen_options(intrs, rng):
    intr = rng.choice(intrs)
    form = rng.choice(intr["forms"])
    feature, _ = form_feature(intr, form)
    cpu = rng.choice([target_having(feature, rng), random_target(feature, rng),
                      rng.choice(["sm_99", "sm_100x", "sm_", "sm_1000a", "SM_100A", "sm_100af",
                                  "sm_101", "sm_110f", "compute_100a"])])
    tokens = []
    for _ in range(rng.randint(1, 3)):
        v = rng.choice(GPU.PTX_VERSIONS)
        tokens.append(rng.choice(["-ptx%d" % v, "+ptx%d" % v, "-min-ptx%d" % v,
                                  "-min-ptx%d" % rng.choice(GPU.NEW_PTX_VERSIONS),
                                  "+sm_100a", "-sm_100a", "-sm_90", "+bogus", "ptx86", ""]))
    extra = ["-mattr=" + ",".join(tokens)]
    label = "options %s %s %s" % (intr["name"], cpu, extra[0])
    return Case("options", label, form_call(intr, form, rng).ir(), cpu, extra, feature=feature)


def gen_mix(intrs, rng):
    """Several calls of forms one target has, in straight-line code, under a
    branch and in a loop, some repeated (for CSE), results stored: llc and
    opt -O2 then llc must both give PTX that ptxas accepts."""
    cpu = target_having(rng.choice([f.method for f in GPU.FEATURES if any(
        t.sm >= OLDEST_ASSEMBLED_SM for t in f.targets())]), rng)
    t = GPU.BY_NAME[cpu]
    usable = []
    for intr in intrs:
        for form in intr["forms"]:
            feature, min_ptx = form_feature(intr, form)
            if GPU.FEATURE[feature].holds(t.sm, t.variant):
                usable.append((intr, form, min_ptx))
    # ptxas refuses a function that mixes tcgen05 cta_group::1 and ::2, and
    # llc must say so: most cases keep to one group (and must compile), the
    # others may mix them (a clean error or PTX that ptxas accepts).
    one_group = rng.random() < 0.75
    group = rng.choice([1, 2])
    if one_group:
        usable = [u for u in usable if cta_group(u[0], u[1]) in (None, group)]
    if not usable:
        return gen_form(intrs, rng)
    picks = [rng.choice(usable) for _ in range(rng.randint(2, 4))]
    ptx = max([GPU.default_ptx(t)] + [m for _, _, m in picks])
    extra = [] if ptx == GPU.default_ptx(t) else ["-mattr=+ptx%d" % ptx]
    decls, fparams, blocks = {}, ["i1 %c", "i32 %n", "ptr %out"], []
    for k, (intr, form, _) in enumerate(picks):
        call = form_call(intr, form, rng)
        decls[call.name] = call.ir().splitlines()[2]
        args = []
        for i, (ty, a) in enumerate(zip(call.types, call.args)):
            if a is None:
                fparams.append("%s %%p%d_%d" % (ty, k, i))
                a = "%%p%d_%d" % (k, i)
            args.append("%s %s" % (ty, a))
        text = "call %s @%s(%s)" % (call.ret, call.name, ", ".join(args))
        lines = []
        for rep in range(2 if rng.random() < 0.3 else 1):
            if call.ret == "void":
                lines.append("  " + text)
            else:
                lines.append("  %%v%d_%d = %s" % (k, rep, text))
                lines.append("  %%q%d_%d = getelementptr i8, ptr %%out, i64 %d"
                             % (k, rep, 4096 * k + 2048 * rep))
                lines.append("  store %s %%v%d_%d, ptr %%q%d_%d" % (call.ret, k, rep, k, rep))
        blocks.append((rng.choice(["straight", "branch", "loop"]), lines))
    body = ["entry:"]
    for k, (where, lines) in enumerate(blocks):
        if where == "straight":
            body += lines
        elif where == "branch":
            body += ["  br i1 %%c, label %%then%d, label %%join%d" % (k, k), "then%d:" % k]
            body += lines + ["  br label %%join%d" % k, "join%d:" % k]
        else:
            body += ["  br label %%loop%d" % k, "loop%d:" % k,
                     "  %%i%d = phi i32 [ 0, %%%s ], [ %%inext%d, %%loop%d ]"
                     % (k, body_last_label(body), k, k)]
            body += lines + ["  %%inext%d = add i32 %%i%d, 1" % (k, k),
                             "  %%more%d = icmp slt i32 %%inext%d, %%n" % (k, k),
                             "  br i1 %%more%d, label %%loop%d, label %%after%d" % (k, k, k),
                             "after%d:" % k]
    body.append("  ret void")
    ir = ('target triple = "nvptx64-nvidia-cuda"\n\n%s\n\n'
          "define %svoid @k(%s) {\n%s\n}\n"
          % ("\n".join(decls.values()), "ptx_kernel " if rng.random() < 0.5 else "",
             ", ".join(fparams), "\n".join(body)))
    label = "mix %s %s%s" % (" ".join("%s%s" % (i["name"], list(f) if f else "")
                                      for i, f, _ in picks), cpu,
                             "".join(" " + e for e in extra))
    return Case("mix", label, ir, cpu, extra, run_opt=True, feature=picks[0][0]["feature"],
                must_compile=one_group)


def cta_group(intr, form):
    """The tcgen05 cta_group a form uses: from a .cg1/.cg2 in its name, its
    cta_group immediate, or 1 for tcgen05.mma.ws; None for other intrinsics."""
    parts = intr["name"].split(".")
    if "tcgen05" not in parts:
        return None
    for n in (1, 2):
        if "cg%d" % n in parts:
            return n
    sel = [p for p in intr["params"] if p["imm"] == "select"]
    for p, v in zip(sel, form):
        if p["name"] == "cta_group":
            return v
    return 1 if intr["name"].startswith("llvm.nvvm.tcgen05.mma.ws") else None


def body_last_label(body):
    return next(line[:-1] for line in reversed(body) if line.endswith(":"))


def misuse_kinds(intr):
    params = intr["params"]
    kinds = ["missing-immarg", "wrong-type", "too-few", "too-many", "wrong-return",
             "unknown-name"]
    if any(p["imm"] for p in params):
        kinds += ["nonconst-imm", "nonconst-imm-immarg", "undef-imm"]
    if any(p["imm"] == "operand" or (p["imm"] == "select" and p["type"] != "i1")
           or (p["imm"] == "operand" and p["type"] != "i1") for p in params):
        kinds.append("out-of-range")
    if any(p["type"].startswith("ptr") for p in params):
        kinds.append("wrong-addrspace")
    return kinds


def out_of_range(p, rng):
    bits = int(p["type"][1:])
    top = (1 << (bits - 1)) - 1 if bits > 1 else 0
    if p["imm"] == "select":
        bad = [v for v in (max(p["values"]) + 1, -1, top, max(p["values"]) + 7)
               if v not in p["values"] and -(top + 1) <= v <= top]
    else:
        # An IR constant is its bits: -1 is 0xffff to an i16 whose range
        # is all 16-bit values (pmevent.mask's mask), so no value is out of it.
        bad = [v for v in (p["hi"] + 1, p["lo"] - 1, top) if not p["lo"] <= v <= p["hi"]
               and not p["lo"] <= v % (1 << bits) <= p["hi"]
               and -(top + 1) <= v <= top]
    return rng.choice(bad) if bad else None


def llvm19_signatures():
    """{name: (result, [parameter types])} of LLVM 19's own llvm.nvvm.*
    intrinsics with a fixed signature (llvm-tblgen-19 on Debian's
    Intrinsics.td, read as the coverage script reads it); empty where that
    is not installed."""
    tblgen, include = "/usr/lib/llvm-19/bin/llvm-tblgen", "/usr/lib/llvm-19/include"
    if not (os.path.exists(tblgen) and os.path.isdir(include)):
        return {}
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "nvvm_intrinsics_coverage", os.path.join(HERE, "nvvm-intrinsics-coverage.py"))
    coverage = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(coverage)
    out = {}
    for name, rec in coverage.nvvm_records(tblgen, include).items():
        sig = rec.signature()
        if sig:
            out[name] = sig
    return out


LLVM19_SIGNATURES = {}


def gen_misuse(intrs, rng):
    intr = rng.choice(intrs)
    form = rng.choice(intr["forms"])
    feature, min_ptx = form_feature(intr, form)
    cpu = target_having(feature, rng)
    t = GPU.BY_NAME[cpu]
    extra = [] if min_ptx <= GPU.default_ptx(t) else ["-mattr=+ptx%d" % min_ptx]
    kind = rng.choice(misuse_kinds(intr))
    c = form_call(intr, form, rng)
    params = intr["params"]
    what = ""
    if kind == "missing-immarg":
        c.immarg = [False] * len(c.types)
    elif kind in ("nonconst-imm", "nonconst-imm-immarg"):
        i = rng.choice([i for i, p in enumerate(params) if p["imm"]])
        c.args[i] = None
        if kind == "nonconst-imm":
            c.immarg = [False] * len(c.types)
        what = " operand %d" % (i + 1)
    elif kind == "undef-imm":
        i = rng.choice([i for i, p in enumerate(params) if p["imm"]])
        c.args[i] = rng.choice(["undef", "poison"])
        c.immarg = [rng.random() < 0.5 and x for x in c.immarg]
        what = " operand %d %s" % (i + 1, c.args[i])
    elif kind == "unknown-name":
        parts = c.name.split(".")
        how = rng.choice(["append", "drop", "digit"])
        if how == "append" or len(parts) <= 3:
            c.name += rng.choice([".x", ".cg3", ".relu", ".b32", ".f64"])
        elif how == "drop":
            c.name = ".".join(parts[:-1])
        else:
            c.name = re.sub(r"\d", lambda m: str((int(m.group(0)) + 1) % 10), c.name, count=1)
        what = " as %s" % c.name
        same = next((x for x in intrs if x["name"] == c.name), None)
        if same and same["ret"] == intr["ret"] and \
                [p["type"] for p in same["params"]] == c.types:
            kind = "renamed-valid"  # Another intrinsic of the same signature.
        elif LLVM19_SIGNATURES.get(c.name) == (intr["ret"], c.types):
            # LLVM 19's own intrinsic of that signature (ff2bf16x2.rn.satfinite
            # cut to ff2bf16x2.rn).
            kind = "renamed-valid"
    elif kind == "out-of-range":
        choices = [i for i, p in enumerate(params) if p["imm"] and p["type"] != "i1"]
        i = rng.choice(choices)
        v = out_of_range(params[i], rng)
        if v is None:
            kind = "missing-immarg"
            c.immarg = [False] * len(c.types)
        else:
            c.args[i] = str(v)
            what = " operand %d = %d" % (i + 1, v)
    elif kind == "wrong-type":
        i = rng.randrange(len(params)) if params else None
        if i is None:
            kind = "too-many"
        else:
            c.types[i] = rng.choice([x for x in TYPE_POOL if x != c.types[i]])
            c.args[i] = None
            c.immarg[i] = False
            what = " operand %d as %s" % (i + 1, c.types[i])
    elif kind == "wrong-addrspace":
        i = rng.choice([i for i, p in enumerate(params) if p["type"].startswith("ptr")])
        now = int(re.search(r"addrspace\((\d+)\)", c.types[i]).group(1)) \
            if "addrspace" in c.types[i] else 0
        a = rng.choice([a for a in ADDRSPACES if a != now])
        c.types[i] = "ptr" if a == 0 else "ptr addrspace(%d)" % a
        what = " operand %d in addrspace(%d)" % (i + 1, a)
    elif kind == "wrong-return":
        c.ret = rng.choice([x for x in TYPE_POOL + ["void"] if x != c.ret and x != "i1"])
        what = " returning %s" % c.ret
    if kind == "too-few":
        if c.types:
            for lst in (c.types, c.immarg, c.args):
                lst.pop()
        else:
            kind = "too-many"
    if kind == "too-many":
        c.types.append("i32")
        c.immarg.append(False)
        c.args.append(None)
    label = "misuse %s %s%s%s %s%s" % (kind, intr["name"],
                                       "[%s]" % ",".join(map(str, form)) if form else "",
                                       what, cpu, "".join(" " + e for e in extra))
    return Case("misuse", label, c.ir(), cpu, extra, run_opt=True, feature=feature,
                must_compile=kind == "missing-immarg",
                must_refuse=kind not in ("missing-immarg", "renamed-valid"))


def generate(intrs, n, seed):
    """n cases: 45% form cases, a third misuse, 10% mixed, the rest options."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        r = rng.random()
        gen = gen_form if r < 0.45 else gen_misuse if r < 0.78 else \
            gen_mix if r < 0.88 else gen_options
        out.append(gen(intrs, rng))
    return out


# ---------------------------------------------------------------------------
# Running and classifying
# ---------------------------------------------------------------------------
def run_tool(cmd, text, timeout):
    """(status, stdout, stderr); status None on a timeout."""
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        def s(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return None, s(e.stdout), s(e.stderr)


def error_verdict(tool, status, err, timeout):
    """None when a nonzero exit is a clean error; else what is wrong."""
    if status is None:
        return "%s timed out after %ds" % (tool, timeout)
    if status < 0:
        return "%s killed by signal %d" % (tool, -status)
    marker = next((m for m in ABORT_MARKERS if m in err), None)
    if marker:
        return "%s printed %r (exit %d)" % (tool, marker, status)
    if status != 1:
        return "%s exited with status %d" % (tool, status)
    if not re.search(r"(^|: )error: ", err, re.M):
        return "%s exited 1 without an `error:` line" % tool
    return None


def first_lines(text, n=6):
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return lines[:n] + (["..."] if len(lines) > n else [])


def ptxas_problem(ptx, case, args, commands, name):
    """None when ptxas -c accepts the PTX for its .target; else why not."""
    m = re.search(r"^\.target\s+(sm_\w+)", ptx, re.M)
    arch = ptxas_arch(m.group(1) if m else case.cpu, args.cuda)
    pcmd = [args.ptxas, "-c", "-arch=" + arch, "-o", os.devnull, "-"]
    commands.append(" ".join(pcmd[:-3] + ["-o", os.devnull, name]))
    pstatus, _, perr = run_tool(pcmd, ptx, args.timeout)
    if pstatus == 0:
        return None
    return "ptxas -arch=%s rejects the PTX of %s: %s" % (
        arch, name, " | ".join(first_lines(perr, 3)) or "status %s" % pstatus)


def check_case(case, args):
    """(outcome, problems, commands): outcome 'error', 'ptx' or 'failure'."""
    problems = []
    llc = [args.llc] + case.llc_args() + ["-o", "-"]
    commands = [" ".join(llc[:-2] + ["case.ll", "-o", "case.ptx"])]
    status, ptx, err = run_tool(llc, case.ir, args.timeout)
    outcome = "error"
    if status == 0:
        t = GPU.BY_NAME.get(case.cpu)
        if case.must_refuse:
            problems.append("llc accepted IR that misuses the intrinsic")
        elif t is None or t.sm < OLDEST_ASSEMBLED_SM:
            problems.append("llc emitted PTX for %s, which lacks %s and which ptxas %s "
                            "does not assemble" % (case.cpu, case.feature,
                                                   ".".join(map(str, args.cuda))))
        elif not args.ptxas:
            outcome = "ptx"  # Unchecked: only in a run without ptxas.
        else:
            why = ptxas_problem(ptx, case, args, commands, "case.ptx")
            if why:
                problems.append(why)
            else:
                outcome = "ptx"
    else:
        why = error_verdict("llc", status, err, args.timeout)
        if not why and case.must_compile:
            why = "llc refused a form that %s has at this PTX version (%s)" % (
                case.cpu, case.feature)
        if why:
            problems.append(why + ": " + " | ".join(first_lines(err, 4)))
    if case.run_opt and args.opt:
        opt = [args.opt, "-O2", "-mcpu=" + case.cpu, "-S", "-o", "-"]
        commands.append(" ".join(opt[:-2] + ["case.ll", "-o", "case.opt.ll"]))
        ostatus, optimized, oerr = run_tool(opt, case.ir, args.timeout)
        if ostatus == 0 and outcome == "ptx" and not problems:
            # What opt made of it compiles too, as in clang's pipeline.
            llc2 = [args.llc] + case.llc_args() + ["-o", "-"]
            commands.append(" ".join(llc2[:-2] + ["case.opt.ll", "-o", "case.opt.ptx"]))
            status2, ptx2, err2 = run_tool(llc2, optimized, args.timeout)
            why = error_verdict("llc after opt -O2", status2, err2, args.timeout) \
                if status2 != 0 else ptxas_problem(ptx2, case, args, commands, "case.opt.ptx")
            if status2 != 0 and not why:
                why = "llc refused opt -O2's output"
            if why:
                problems.append(why + ("" if status2 == 0 else
                                       ": " + " | ".join(first_lines(err2, 4))))
        if ostatus != 0:
            why = error_verdict("opt", ostatus, oerr, args.timeout)
            if not why and case.must_compile:
                why = "opt refused well-formed IR"
            if why:
                problems.append(why + ": " + " | ".join(first_lines(oerr, 4)))
    return ("failure" if problems else outcome), problems, commands


def report_failure(case, problems, commands, args, n):
    print("FAILURE: %s" % case.label)
    for p in problems:
        print("  " + p)
    if args.reproducers:
        d = os.path.join(args.reproducers, "case%04d" % n)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.ll"), "w") as f:
            f.write(case.ir)
        print("  reproducer: %s/case.ll" % d)
    print("  reproducer commands:")
    for c in commands:
        print("    " + c)
    print("  case.ll:")
    for line in case.ir.splitlines():
        print("    " + line)


def run_cases(cases, args, expected):
    counts = {"error": 0, "ptx": 0, "failure": 0}
    known = opt_runs = opt_compiled = 0
    kinds = {}
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futures = [pool.submit(check_case, c, args) for c in cases]
        for n, (case, fut) in enumerate(zip(cases, futures)):
            outcome, problems, commands = fut.result()
            opt_runs += any(" case.opt.ll" in c for c in commands)
            opt_compiled += any("case.opt.ll -o case.opt.ptx" in c for c in commands)
            group = case.kind if case.kind != "misuse" else "misuse " + case.label.split()[1]
            k = kinds.setdefault(group, {"error": 0, "ptx": 0, "failure": 0})
            entry = next((e for e in expected if fnmatch.fnmatchcase(case.label, e.fields[0])),
                         None) if problems else None
            if entry:
                entry.used += 1
                known += 1
                print("EXPECTED FAILURE: %s  # %s" % (case.label, entry.reason))
                outcome = "error"
            elif problems:
                report_failure(case, problems, commands, args, n)
            counts[outcome] += 1
            k[outcome] += 1
    return counts, kinds, known, (opt_runs, opt_compiled)


# ---------------------------------------------------------------------------
# Self-test: planted faults must be reported as failures.
# ---------------------------------------------------------------------------
FAKE_TOOLS = {
    # name: (script body, expected outcome)
    "aborts": ("sys.stderr.write('LLVM ERROR: Cannot select: t5: i1 = setcc t2, t4, setult:ch\\n"
               "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\\n"
               "Stack dump:\\n0.\\tProgram arguments: llc\\n'); sys.stderr.flush(); os.abort()",
               "failure"),
    "fatal-error-exit-1": ("sys.stderr.write('LLVM ERROR: unsupported processor\\n'); "
                           "sys.exit(1)", "failure"),
    "segfault": ("os.kill(os.getpid(), signal.SIGSEGV)", "failure"),
    "exit-1-silent": ("sys.exit(1)", "failure"),
    "exit-2": ("sys.stderr.write('llc: error: x\\n'); sys.exit(2)", "failure"),
    "hangs": ("time.sleep(30)", "failure"),
    "bogus-ptx": ("print('.version 6.0\\n.target sm_100a\\n.address_size 64\\n"
                  ".visible .func f()\\n{\\n\\ttcgen05.bogus.sync.aligned;\\n\\tret;\\n}')",
                  "failure"),
    "clean-error": ("sys.stderr.write(\"llc: error: <stdin>:3:1: intrinsic 'x' needs sm_100a\\n\");"
                    " sys.exit(1)", "error"),
    "valid-ptx": ("print('.version 8.6\\n.target sm_100a\\n.address_size 64\\n"
                  ".visible .func f()\\n{\\n\\tret;\\n}')", "ptx"),
}


def self_test(args, intrs):
    """Runs one generated case through each fake tool and checks the outcome."""
    if not args.ptxas:
        sys.exit("intrinsic-fuzz: --self-test needs ptxas")
    case = generate(intrs, 1, args.seed)[0]
    case.cpu, case.extra, case.feature, case.run_opt = "sm_100a", [], "hasTcgen05Instructions", False
    case.must_compile = case.must_refuse = False
    ok = True
    caught = planted = 0
    with tempfile.TemporaryDirectory(prefix="intrinsic-fuzz-") as d:
        for name, (body, want) in FAKE_TOOLS.items():
            path = os.path.join(d, "llc-" + name)
            with open(path, "w") as f:
                f.write("#!%s\nimport os, signal, sys, time\nsys.stdin.read()\n%s\n"
                        % (sys.executable, body))
            os.chmod(path, 0o755)
            sub = argparse.Namespace(**vars(args))
            sub.llc, sub.timeout = path, 3
            outcome, problems, _ = check_case(case, sub)
            if want == "failure":
                planted += 1
                caught += outcome == "failure"
            good = outcome == want
            ok &= good
            print("self-test: llc that %s: %s%s (want %s)%s"
                  % (name, outcome, "" if not problems else ": " + problems[0][:100], want,
                     "" if good else "  <-- WRONG"))
        # The opt side: a clean llc error does not hide an aborting opt.
        sub = argparse.Namespace(**vars(args))
        sub.llc = os.path.join(d, "llc-clean-error")
        sub.opt = os.path.join(d, "llc-aborts")
        sub.timeout = 3
        case.run_opt = True
        checks = [("clean llc error, opt that aborts", case, sub)]
        # Misuse compiled to PTX (even PTX ptxas accepts), and a clean error
        # for a form the target has.
        misuse = argparse.Namespace(**vars(sub))
        misuse.llc, misuse.opt = os.path.join(d, "llc-valid-ptx"), None
        bad = Case("misuse", "misuse", case.ir, "sm_100a", must_refuse=True)
        checks.append(("misuse compiled to valid PTX", bad, misuse))
        refused = argparse.Namespace(**vars(sub))
        refused.opt = None
        good = Case("form", "form", case.ir, "sm_100a", must_compile=True)
        checks.append(("a form the target has refused", good, refused))
        for what, c, a in checks:
            outcome, problems, _ = check_case(c, a)
            planted += 1
            caught += outcome == "failure"
            ok &= outcome == "failure"
            print("self-test: %s: %s (want failure)%s"
                  % (what, outcome, "" if outcome == "failure" else "  <-- WRONG"))
    print("self-test: %d of %d planted faults reported as failures" % (caught, planted))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llc", required=True)
    ap.add_argument("--opt", help="also run opt -O2 on the misuse cases")
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or (
        "/usr/local/cuda/bin/ptxas" if os.path.exists("/usr/local/cuda/bin/ptxas") else None))
    ap.add_argument("--table", default=DEFAULT_TABLE)
    ap.add_argument("--expected", default=DEFAULT_EXPECTED)
    size = ap.add_mutually_exclusive_group()
    size.add_argument("--quick", action="store_true",
                      help="%d cases (the default)" % QUICK_CASES)
    size.add_argument("--long", action="store_true", help="%d cases" % LONG_CASES)
    size.add_argument("--cases", type=int)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60, help="seconds per tool run")
    ap.add_argument("--reproducers", metavar="DIR",
                    help="also write each failing case's IR under DIR")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    args.cuda = ptxas_cuda_version(args.ptxas) if args.ptxas else None
    if args.ptxas and not args.cuda:
        sys.exit("intrinsic-fuzz: cannot read the CUDA release of %s" % args.ptxas)
    args.cuda = args.cuda or (13, 0)

    intrs = load_table(args.table)
    LLVM19_SIGNATURES.update(llvm19_signatures())
    if args.self_test:
        return self_test(args, intrs)
    n = args.cases or (LONG_CASES if args.long else QUICK_CASES)
    expected = expected_differences.read(args.expected, "intrinsic-fuzz", 1, 1) \
        if os.path.exists(args.expected) else []
    cases = generate(intrs, n, args.seed)
    print("intrinsic-fuzz: seed %d, %d cases (%s) over %d intrinsics; llc %s; opt %s; ptxas %s"
          % (args.seed, n, ", ".join("%d %s" % (sum(c.kind == k for c in cases), k)
                                     for k in ("form", "misuse", "mix", "options")),
             len(intrs), args.llc, args.opt or "none", args.ptxas or "none"), flush=True)
    counts, kinds, known, (opt_runs, opt_compiled) = run_cases(cases, args, expected)
    for k, c in sorted(kinds.items()):
        print("  %-28s %5d clean errors, %5d valid PTX, %5d failures"
              % (k, c["error"], c["ptx"], c["failure"]))
    print("  opt -O2 on %d cases; its output compiled by llc and assembled on %d"
          % (opt_runs, opt_compiled))
    if known:
        print("  %d known failures (utils/test/expected/intrinsic-fuzz.txt), counted as errors"
              % known)
    print("%d cases: %d clean errors, %d valid PTX, %d failures"
          % (n, counts["error"], counts["ptx"], counts["failure"]))
    return 1 if counts["failure"] else 0


if __name__ == "__main__":
    sys.exit(main())
