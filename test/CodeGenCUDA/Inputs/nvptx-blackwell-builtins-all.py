#!/usr/bin/env python3
"""Every Blackwell builtin, end to end, and clang's availability against the
backend's. Standard library only; two worker processes.

  exhaustive  one kernel per builtin (valid immediates: its first form) for
              the target group that has it (sm_100a, sm_120a); our clang
              compiles each group to IR (every intrinsic must be called) and
              to PTX, which ptxas must accept.
  availability  for each target and PTX version: which builtin and selector
              combination clang accepts (its diagnostics, -fsyntax-only, one
              call per form) must equal what the backend allows: the
              predicates llc -nvptx-print-feature-families reports, applied to
              the table's features and PTX ranges, the check pass's rule.
              The target table's feature rules (from which the builtins'
              feature strings come) must equal llc's predicates too.
  clang22     the builtins upstream clang 22 already has are exactly the
              generator's UPSTREAM list, with the same signatures.
"""

import argparse
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile

ARGS = None


def load_table(src_root):
    sys.path.insert(0, os.path.join(src_root, "llvm/lib/Target/NVPTX"))
    import NVPTXBlackwellClangBuiltins as G
    return G


C_TYPES = {"b": "bool", "Us": "unsigned short", "s": "short", "i": "int", "Ui": "unsigned",
           "ULLi": "unsigned long long", "f": "float", "d": "double", "V2h": "half2",
           "V2y": "bf162", "V4f": "float4v", "V4c": "char4v", "v*": "void *",
           # A kernel parameter cannot be __fp16 (a storage-only type): the
           # builtin's __fp16 operand takes a _Float16 argument.
           "h": "_Float16", "y": "__bf16"}
PRELUDE = """#define __global__ __attribute__((global))
typedef __fp16 half2 __attribute__((vector_size(4)));
typedef __bf16 bf162 __attribute__((vector_size(4)));
typedef float float4v __attribute__((vector_size(16)));
typedef char char4v __attribute__((vector_size(4)));
""" + "".join("typedef unsigned u%d __attribute__((vector_size(%d)));\n" % (n, 4 * n)
              for n in (2, 4, 8, 16, 32, 64, 128))


def split_types(sig):
    """The clang type string as a list of single types (ours: no qualifiers)."""
    out, i = [], 0
    pat = re.compile(r"I?(V\d+Ui|V2h|V2y|V4f|V4c|ULLi|Us|Ui|v\*|[bsfdvihy])(\*)?")
    while i < len(sig):
        m = pat.match(sig, i)
        assert m, sig[i:]
        out.append(m.group(0))
        i = m.end()
    return out


def c_type(t):
    t = t.lstrip("I")
    m = re.match(r"V(\d+)Ui(\*?)$", t)
    if m:
        return "u%s%s" % (m.group(1), " *" if m.group(2) else "")
    if t.endswith("*") and t != "v*":
        return C_TYPES[t[:-1]] + " *"
    return C_TYPES[t]


def call_text(G, intr, key, kernel):
    """A kernel calling the builtin with the selector values of key."""
    types = split_types(G.signature(intr))
    ret, params = types[0], types[1:]
    decls, args, sel = [], [], list(key)
    for i, (t, p) in enumerate(zip(params, [None] * G.struct_ret(intr) + intr.params)):
        if p is not None and p.imm == "select":
            args.append(str(sel.pop(0)))
        elif p is not None and p.imm == "operand":
            args.append(str(p.lo))
        else:
            decls.append("%s p%d" % (c_type(t), i))
            args.append("p%d" % i)
    body = "%s(%s)" % (G.builtin_name(intr), ", ".join(args))
    if ret != "v":
        decls.append("%s *out" % c_type(ret))
        body = "*out = " + body
    return "__global__ void %s(%s) { %s; }\n" % (kernel, ", ".join(decls), body)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def cc1(target, ptx, extra, src, out):
    return [ARGS.clang, "-cc1", "-triple", "nvptx64-nvidia-cuda", "-fcuda-is-device",
            "-target-cpu", target, "-target-feature", "+ptx%d" % ptx, "-x", "cuda",
            "-ferror-limit", "0"] + extra + [src] + (["-o", out] if out else [])


# --- exhaustive ---------------------------------------------------------------
GROUPS = [("sm_100a", 88), ("sm_120a", 88), ("sm_90a", 88)]


def compile_group(job):
    target, ptx, src, names, tmp = job
    ll, s = src + ".ll", src + ".s"
    if ARGS.ir_dir:
        # The IR as clang's CodeGen writes it, before any LLVM pass: the
        # declarations carry the attributes CodeGen gives them.
        r = run(cc1(target, ptx, ["-O2", "-emit-llvm", "-disable-llvm-passes"], src,
                    os.path.join(ARGS.ir_dir, "builtins-%s.ll" % target)))
        if r.returncode:
            return "%s: clang -emit-llvm -disable-llvm-passes failed:\n%s" % (
                target, r.stderr[-3000:])
    r = run(cc1(target, ptx, ["-O2", "-emit-llvm"], src, ll))
    if r.returncode:
        return "%s: clang -emit-llvm failed:\n%s" % (target, r.stderr[-3000:])
    ir = open(ll).read()
    called = set(re.findall(r"call [^@]*@(llvm\.nvvm\.[\w.]+)\(", ir))
    missing = sorted(set(names) - called)
    if missing:
        return "%s: intrinsics not called in the IR: %s" % (target, ", ".join(missing[:10]))
    r = run(cc1(target, ptx, ["-O2", "-S"], src, s))
    if r.returncode:
        return "%s: clang -S failed:\n%s" % (target, r.stderr[-3000:])
    if ARGS.ptxas:
        r = run([ARGS.ptxas, "-arch=" + target, s, "-o", s + ".cubin"])
        if r.returncode:
            return "%s: ptxas failed:\n%s" % (target, (r.stdout + r.stderr)[-3000:])
    return "%s: %d builtins, IR and PTX ok%s" % (target, len(names), ", ptxas ok" if ARGS.ptxas else "")


def exhaustive(G, tmp):
    table = G.builtin_intrinsics()
    groups = {g: [] for g in GROUPS}
    for intr in table:
        for (target, ptx) in GROUPS:
            keys = [k for k in sorted(intr.forms) if (target, ptx) in G.form_availability(intr, k)]
            if keys:
                groups[(target, ptx)].append((intr, keys[0]))
                break
        else:
            print("error: %s is available on no target group" % G.builtin_name(intr))
            return 1
    jobs = []
    for (target, ptx), items in groups.items():
        src = os.path.join(tmp, "all-%s.cu" % target)
        with open(src, "w") as f:
            f.write(PRELUDE)
            for n, (intr, key) in enumerate(items):
                f.write(call_text(G, intr, key, "k%d" % n))
        jobs.append((target, ptx, src, [i.name for i, _ in items], tmp))
    total = sum(len(v) for v in groups.values())
    print("exhaustive: %d builtins in %d target groups" % (total, len(jobs)))
    with multiprocessing.Pool(2) as pool:
        results = pool.map(compile_group, jobs)
    bad = 0
    for r in results:
        print(r)
        bad += "ok" not in r.split(":", 1)[1] if ":" in r else 1
    return 1 if bad or total != len(table) else 0


# --- availability -------------------------------------------------------------
def llc_predicates(target, ptx):
    cmd = [ARGS.llc, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=" + target,
           "-nvptx-print-feature-families", "-o", os.devnull]
    if ptx:
        cmd.append("-mattr=+ptx%d" % ptx)
    r = run(cmd, input="")
    m = re.search(r"nvptx predicates (\S+) ptx (\d+)\.(\d+):(.*)", r.stderr)
    if not m:
        return None, None
    preds = dict(kv.split("=") for kv in m.group(4).split())
    return int(m.group(2)) * 10 + int(m.group(3)), {k: v == "yes" for k, v in preds.items()}


def check_target(job):
    target, sm, variant, tmp, src, calls = job
    G = load_table(ARGS.src_root)
    base, _ = llc_predicates(target, 0)
    if base is None:
        return [], ["%s: llc printed no predicates" % target]
    # The target's own PTX, the versions the table's thresholds name, the
    # newest; before sm_80 (no predicate can hold) the first and the newest.
    wanted = {base, 85, 86, 87, 88, 90} if sm >= 80 else {base, 90}
    ptxs = sorted(wanted & {p for p in G.PTX_VERSIONS if p >= base})
    problems, done = [], []
    table = {i.name: i for i in G.T.all_intrinsics()}
    for ptx in ptxs:
        _, preds = llc_predicates(target, ptx)
        # The target table's rules, from which the builtins' feature strings
        # come, against the backend's generated predicates.
        for f in G.GPU.FEATURES:
            if preds.get(f.method) != f.holds(sm, variant):
                problems.append("%s ptx%d: the target table says %s is %s, llc says %s" % (
                    target, ptx, f.method, f.holds(sm, variant), preds.get(f.method)))
        r = run(cc1(target, ptx, ["-fsyntax-only"], src, None))
        errors = set(int(n) for n in re.findall(r":(\d+):\d+: error:", r.stderr))
        for line, (iname, key) in calls.items():
            intr = table[iname]
            ok = preds[intr.feature] and ptx >= intr.min_ptx and any(
                (f.feature is None or preds[f.feature]) and ptx >= f.min_ptx
                and (not f.max_ptx or ptx < f.max_ptx) for f in intr.forms[tuple(key)])
            if ok == (line in errors):
                problems.append("%s ptx%d: %s %s: backend %s, clang %s" % (
                    target, ptx, G.builtin_name(intr), list(key), "allows" if ok else "refuses",
                    "refuses" if line in errors else "accepts"))
        done.append(ptx)
    return ["%s: ptx %s" % (target, ",".join(map(str, done)))], problems


def availability(G, tmp):
    src = os.path.join(tmp, "forms.cu")
    calls, lines = {}, [PRELUDE]
    n = 0
    for intr in G.builtin_intrinsics():
        for key in sorted(intr.forms):
            text = call_text(G, intr, key, "f%d" % n)
            lines.append(text)
            calls[sum(l.count("\n") for l in lines)] = (intr.name, list(key))
            n += 1
    with open(src, "w") as f:
        f.write("".join(lines))
    jobs = [(t, sm, v, tmp, src, calls) for t, sm, v in G.TARGETS]
    with multiprocessing.Pool(2) as pool:
        results = pool.map(check_target, jobs)
    problems = [p for _, ps in results for p in ps]
    print("availability: %d targets, %d calls (every builtin and selector combination)" % (
        len(jobs), n))
    for done, _ in results:
        print("  " + done[0] if done else "")
    for p in problems[:40]:
        print("MISMATCH: " + p)
    return 1 if problems else 0


# --- clang22 -------------------------------------------------------------------
def builtin_types(compiler, names, tmp):
    """{name: function type} as the compiler declares the builtins."""
    src = os.path.join(tmp, "types.cu")
    with open(src, "w") as f:
        for n in names:
            f.write("__attribute__((device)) void f_%s() { %s(); }\n" % (n, n))
    r = run([compiler, "-cc1", "-triple", "nvptx64-nvidia-cuda", "-fcuda-is-device",
             "-target-cpu", "sm_100a", "-target-feature", "+ptx88", "-x", "cuda",
             "-fsyntax-only", "-ferror-limit", "0", "-ast-dump", src])
    out = {}
    for m in re.finditer(r"FunctionDecl .* implicit (?:used )?(__nvvm_\w+) '([^']*)'", r.stdout):
        out[m.group(1)] = m.group(2)
    return out


def clang22(G, tmp):
    """Upstream clang 22's builtins of the same names: exactly UPSTREAM, with
    the signature we give them. Every intrinsic's name is asked, those we
    give no builtin too: clang 22 must have none of them either."""
    table = G.T.all_intrinsics()
    # An intrinsic overloaded on its pointer is asked under its upstream
    # name too (a clang builtin would be named after it, not a mangled one).
    names = sorted({G.builtin_name(i) for i in table}
                   | {"__nvvm_" + i.base[len("llvm.nvvm."):].replace(".", "_") for i in table})
    src = os.path.join(tmp, "has.cu")
    with open(src, "w") as f:
        for n in names:
            f.write("#if __has_builtin(%s)\nHAS %s\n#endif\n" % (n, n))
    r = run([ARGS.clang22, "-cc1", "-triple", "nvptx64-nvidia-cuda", "-fcuda-is-device",
             "-target-cpu", "sm_100a", "-target-feature", "+ptx88", "-x", "cuda", "-E", src])
    upstream = set(re.findall(r"^HAS (\w+)", r.stdout, re.M))
    ours = {G.builtin_name(i) for i in table if G.short(i) in G.UPSTREAM}
    bad = 0
    for n in sorted(upstream ^ ours):
        print("MISMATCH: %s: clang 22 %s it, the generator's UPSTREAM %s" % (
            n, "has" if n in upstream else "lacks", "lists" if n in ours else "does not list"))
        bad += 1
    theirs, mine = builtin_types(ARGS.clang22, sorted(ours), tmp), \
        builtin_types(ARGS.clang, sorted(ours), tmp)
    for n in sorted(ours):
        if theirs.get(n) is None or theirs.get(n) != mine.get(n):
            print("MISMATCH: %s: clang 22 '%s', ours '%s'" % (n, theirs.get(n), mine.get(n)))
            bad += 1
    without = [i for i in table if not i.builtin]
    print("clang22: %d of our %d builtins exist upstream, same signatures; the %d intrinsics "
          "we give no builtin have none there either" % (
              len(ours), len(table) - len(without), len(without)))
    return 1 if bad else 0


def main():
    global ARGS
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["exhaustive", "availability", "clang22"])
    ap.add_argument("--src-root", required=True)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--llc")
    ap.add_argument("--ptxas")
    ap.add_argument("--clang22")
    ap.add_argument("--ir-dir", help="exhaustive: also write each group's IR before "
                    "any LLVM pass there (builtins-<target>.ll)")
    ARGS = ap.parse_args()
    G = load_table(ARGS.src_root)
    with tempfile.TemporaryDirectory(prefix="nvptxbw-builtins-") as tmp:
        sys.exit({"exhaustive": exhaustive, "availability": availability,
                  "clang22": clang22}[ARGS.mode](G, tmp))


if __name__ == "__main__":
    main()
