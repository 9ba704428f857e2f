#!/usr/bin/env python3
"""How many of LLVM 22's new NVVM intrinsics nvptx-blackwell carries.

The set to cover: every llvm.nvvm.* name that LLVM 22's IntrinsicsNVVM.td
declares and LLVM 19's does not, which llc-22 compiles for some sm_90 or
later target. Both tables are read with each release's llvm-tblgen
(-dump-json of Intrinsics.td from the llvm-NN-dev include directory); whether
llc-22 selects a name is found by compiling one call of it (immediates tried
from the low end of their declared range, then a few more values, among them
128, the size operand of the L2 and tensormap-fence intrinsics) at the newest
PTX version for sm_100a, sm_90a, sm_120a, sm_103a and sm_110a in turn. An
overloaded name counts once; each overload llc-22 selects is a concrete
variant.

Our side is the intrinsic table (NVPTXBlackwellIntrinsics.py --json). Every
name it carries must be one of LLVM 22's with LLVM 22's signature, and our
llc (--llc) must compile a call of it (one form, on the first target that
allows it); either failure is a `WRONG:` line and exit status 1.

Names (or concrete overloads) not carried on purpose are listed with the
reason in utils/test/expected/nvvm-intrinsics-coverage.txt: they count as
neither carried nor missing, and an entry naming something we carry, or no
LLVM 22 name, is a `WRONG:` line.

Prints, per family (the name's leading components, see FAMILIES), the names
new since LLVM 19 (with --quick: all of them; otherwise those llc-22 selects
on sm_90+), how many of them we carry and how many are missing, and, without
--quick, every missing name. --quick skips the llc-22 probes (a few minutes)
and runs in well under a minute.

usage: nvvm-intrinsics-coverage.py --llc OURS [--quick] [--llc22 llc]
           [--tblgen22 T --include22 D] [--tblgen19 T --include19 D]
           [--table GEN.py] [--dump FILE] [-j N]
"""

import argparse
import concurrent.futures
import importlib.util
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_TABLE = os.path.join(REPO, "llvm/lib/Target/NVPTX/NVPTXBlackwellIntrinsics.py")
DEFAULT_EXPECTED = os.path.join(HERE, "expected", "nvvm-intrinsics-coverage.txt")
PROBE_TARGETS = ["sm_100a", "sm_90a", "sm_120a", "sm_103a", "sm_110a"]
PROBE_PTX = "+ptx90"

# The differential's IR writer and target choice: one call of each form.
_spec = importlib.util.spec_from_file_location(
    "intrinsics_vs_llc22", os.path.join(HERE, "intrinsics-vs-llc22.py"))
DIFFERENTIAL = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(DIFFERENTIAL)

# Families, longest prefix first; a name matching none is its first
# component's family, and a conversion (`<from>.to.<to>...`) is "conversions".
FAMILIES = [
    "cp.async.bulk.tensor", "cp.async.bulk", "cp.async.mbarrier", "cp.async",
    "tcgen05.mma", "tcgen05", "mma.sp", "mma", "wgmma", "mbarrier",
    "fence.proxy.tensormap_generic", "fence.proxy", "fence", "barrier.cluster",
    "barrier", "bar", "clusterlaunchcontrol", "griddepcontrol", "prefetch",
    "redux.sync", "st.bulk", "tensormap", "applypriority", "discard", "ldmatrix",
    "stmatrix", "cvt", "read.ptx.sreg", "atomic", "mapa", "elect",
]


def family(name):
    rest = name[len("llvm.nvvm."):]
    for prefix in FAMILIES:
        if rest == prefix or rest.startswith(prefix + "."):
            return prefix
    if ".to." in rest:
        return "conversions"
    return rest.split(".")[0]


# IR spellings of TableGen's fixed types (<N x i32> vectors by pattern).
FIXED = {
    "llvm_void_ty": "void", "llvm_i1_ty": "i1", "llvm_i8_ty": "i8", "llvm_i16_ty": "i16",
    "llvm_i32_ty": "i32", "llvm_i64_ty": "i64", "llvm_i128_ty": "i128",
    "llvm_half_ty": "half", "llvm_bfloat_ty": "bfloat", "llvm_float_ty": "float",
    "llvm_double_ty": "double", "llvm_ptr_ty": "ptr",
    "llvm_global_ptr_ty": "ptr addrspace(1)", "llvm_shared_ptr_ty": "ptr addrspace(3)",
    "llvm_local_ptr_ty": "ptr addrspace(5)", "llvm_tmem_ptr_ty": "ptr addrspace(6)",
    "llvm_shared_cluster_ptr_ty": "ptr addrspace(7)",
    "llvm_v2f16_ty": "<2 x half>", "llvm_v2bf16_ty": "<2 x bfloat>",
    "llvm_v4f32_ty": "<4 x float>", "llvm_v4i8_ty": "<4 x i8>", "llvm_v2i16_ty": "<2 x i16>",
    "llvm_v2f32_ty": "<2 x float>",
}
VECTOR_RE = re.compile(r"^llvm_v(\d+)i32_ty$")
# The concrete types tried for an overloaded one, with their mangled suffix.
OVERLOADS = {
    "llvm_anyptr_ty": [("ptr", "p0"), ("ptr addrspace(1)", "p1"), ("ptr addrspace(3)", "p3"),
                       ("ptr addrspace(4)", "p4"), ("ptr addrspace(101)", "p101")],
    "llvm_anyint_ty": [("i32", "i32"), ("i64", "i64"), ("i16", "i16")],
    "llvm_anyfloat_ty": [("float", "f32"), ("double", "f64"), ("half", "f16"),
                         ("bfloat", "bf16"), ("<2 x half>", "v2f16"),
                         ("<2 x bfloat>", "v2bf16")],
}


def run(cmd, text=None):
    return subprocess.run(cmd, input=text, capture_output=True, text=True)


class Record:
    """An intrinsic of a release's table: TableGen type names of its results
    and parameters (LLVMMatchType as ('match', N)), its immediate operands
    and their declared ranges."""

    def __init__(self, rec, dump):
        def tname(t):
            d = dump.get(t.get("def", ""), {})
            if "LLVMMatchType" in d.get("!superclasses", []):
                return ("match", d.get("Number", 0))
            return t["printable"]
        self.rets = [tname(t) for t in rec["RetTypes"]]
        self.params = [tname(t) for t in rec["ParamTypes"]]
        self.imm, self.ranges = [], {}
        for p in rec["IntrProperties"]:
            prop = dump.get(p.get("def", ""), {})
            supers = prop.get("!superclasses", [])
            # ArgNo counts the result first: parameter i is ArgNo i + 1.
            if "ImmArg" in supers:
                self.imm.append(prop["ArgNo"] - 1)
            elif "Range" in supers:
                self.ranges[prop["ArgNo"] - 1] = (prop["Lower"], prop["Upper"])
        self.imm.sort()

    def signature(self):
        """(result, [parameter types]) as IR text for a fixed signature, else None."""
        try:
            rets = [fixed(t) for t in self.rets]
            params = [fixed(t) for t in self.params]
        except KeyError:
            return None
        ret = "void" if not rets else rets[0] if len(rets) == 1 else "{ %s }" % ", ".join(rets)
        return ret, params


def fixed(t):
    if isinstance(t, str) and t in FIXED:
        return FIXED[t]
    m = VECTOR_RE.match(t) if isinstance(t, str) else None
    if m:
        return "<%s x i32>" % m.group(1)
    raise KeyError(t)


def nvvm_records(tblgen, include):
    r = run([tblgen, "-dump-json", "-I", include,
             os.path.join(include, "llvm", "IR", "Intrinsics.td")])
    if r.returncode:
        raise SystemExit("nvvm-intrinsics-coverage: %s failed: %s" % (tblgen, r.stderr[-500:]))
    d = json.loads(r.stdout)
    out = {}
    for name in d["!instanceof"]["Intrinsic"]:
        rec = d[name]
        if rec["TargetPrefix"] != "nvvm":
            continue
        out[rec["LLVMName"] or "llvm." + name[len("int_"):].replace("_", ".")] = Record(rec, d)
    return out


def variants(name, rec):
    """(mangled name, result IR type, [parameter IR types], [immarg indices])
    for each concrete variant: one for a fixed signature, one per overload."""
    overloaded = [t for t in rec.rets + rec.params if isinstance(t, str) and t in OVERLOADS]
    choices = [[]]
    for t in overloaded:
        choices = [c + [o] for c in choices for o in OVERLOADS[t]]
    for choice in choices:
        picked, suffix = [], []

        def resolve(t):
            if isinstance(t, tuple):
                return picked[t[1]] if t[1] < len(picked) else None
            if t in OVERLOADS:
                ty, s = choice[len(picked)]
                picked.append(ty)
                suffix.append(s)
                return ty
            try:
                return fixed(t)
            except KeyError:
                return None
        rtys = [resolve(t) for t in rec.rets]
        ptys = [resolve(t) for t in rec.params]
        if None in rtys + ptys:
            continue
        ret = "void" if not rtys else rtys[0] if len(rtys) == 1 else "{ %s }" % ", ".join(rtys)
        yield name + "".join("." + s for s in suffix), ret, ptys, rec.imm


def call_ir(mangled, ret, ptys, imm, values):
    decl = ", ".join(t + (" immarg" if i in imm else "") for i, t in enumerate(ptys))
    fparams, args = [], []
    for i, t in enumerate(ptys):
        if i in imm:
            args.append("%s %d" % (t, values[imm.index(i)]))
        else:
            fparams.append("%s %%a%d" % (t, i))
            args.append("%s %%a%d" % (t, i))
    call = "call %s @%s(%s)" % (ret, mangled, ", ".join(args))
    if ret == "void":
        body = "  %s\n  ret void" % call
    else:
        body = "  %%r = %s\n  store %s %%r, ptr %%out\n  ret void" % (call, ret)
        fparams.append("ptr %out")
    return ('target triple = "nvptx64-nvidia-cuda"\n'
            "declare %s @%s(%s)\n"
            "define void @f(%s) {\n%s\n}\n" % (ret, mangled, decl, ", ".join(fparams), body))


def immediate_choices(ptys, imm, ranges):
    """A few immediate value combinations, the plain one (each at the low end
    of its range) first."""
    low = [ranges.get(i, (0, 0))[0] for i in imm]
    out = [low]
    for k, i in enumerate(imm):
        lo, hi = ranges.get(i, (0, 1 << 62))
        for v in (1, 2, 128):
            if (ptys[i] == "i1" and v > 1) or not lo <= v < hi or v == low[k]:
                continue
            out.append(low[:k] + [v] + low[k + 1:])
    if len(imm) > 1:
        out.append([1 if ptys[i] == "i1" else min(2, ranges.get(i, (0, 3))[1] - 1)
                    for i in imm])
    return out


def probe(llc22, variant, ranges):
    """The first (target, immediates, PTX) llc-22 compiles the variant for, or None."""
    mangled, ret, ptys, imm = variant
    for values in immediate_choices(ptys, imm, ranges):
        ir = call_ir(mangled, ret, ptys, imm, values)
        for cpu in PROBE_TARGETS:
            r = run([llc22, "-mcpu=" + cpu, "-mattr=" + PROBE_PTX, "-o", "-"], ir)
            if r.returncode == 0:
                return cpu, values, r.stdout
    return None


def ours_selects(llc, intr):
    """None when our llc compiles one form of the intrinsic on the first
    target its feature allows (at the PTX version it asks for), else why not."""
    label, ir, feature, _ = next(DIFFERENTIAL.cases(intr))
    cpu = DIFFERENTIAL.ALLOWED[feature][0]
    r = run([llc, "-mcpu=" + cpu, "-o", os.devnull], ir)
    m = re.search(r"needs PTX (\d+)\.(\d)", r.stderr)
    if r.returncode and m:
        r = run([llc, "-mcpu=" + cpu, "-mattr=+ptx%s%s" % m.groups(), "-o", os.devnull], ir)
    if r.returncode:
        return "%s on %s: %s" % (label, cpu, (r.stderr.strip().splitlines() or ["?"])[-1])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llc", required=True, help="our llc")
    ap.add_argument("--quick", action="store_true",
                    help="no llc-22 probes: count names new since LLVM 19")
    ap.add_argument("--llc22", default="/usr/lib/llvm-22/bin/llc")
    ap.add_argument("--tblgen22", default="/usr/lib/llvm-22/bin/llvm-tblgen")
    ap.add_argument("--include22", default="/usr/lib/llvm-22/include")
    ap.add_argument("--tblgen19", default="/usr/lib/llvm-19/bin/llvm-tblgen")
    ap.add_argument("--include19", default="/usr/lib/llvm-19/include")
    ap.add_argument("--table", default=DEFAULT_TABLE)
    ap.add_argument("--dump", help="write the llc-22 probe results (JSON) here")
    ap.add_argument("--expected", default=DEFAULT_EXPECTED,
                    help="the names not carried on purpose, with the reason")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()

    new22 = nvvm_records(args.tblgen22, args.include22)
    old19 = nvvm_records(args.tblgen19, args.include19)
    new = {n: r for n, r in new22.items() if n not in old19}
    table = DIFFERENTIAL.load_table(args.table)
    # An overloaded intrinsic is in the table once per concrete variant
    # (name.p0, name.p3, ...); it counts as its LLVM 22 name, "base".
    ours = {}
    for i in table:
        ours.setdefault(i.get("base", i["name"]), []).append(i)

    # Not carried on purpose: a name, or one concrete overload of a name.
    sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
    import expected_differences
    on_purpose = {e.fields[0]: e.reason for e in expected_differences.read(
        args.expected, "nvvm-intrinsics-coverage", 1, 1)}

    # Our names: LLVM 22's, with its signature, and compiled by our llc.
    wrong = []
    carried_names = {i["name"] for i in table} | set(ours)
    for name in sorted(on_purpose):
        base = next((n for n in sorted(new, key=len, reverse=True)
                     if name == n or name.startswith(n + ".")), None)
        if name in carried_names:
            wrong.append("%s is listed as not carried but the table has it" % name)
        elif base is None:
            wrong.append("%s, listed as not carried, is no new LLVM 22 name" % name)
    for base, entries in sorted(ours.items()):
        rec = new22.get(base)
        if rec is None:
            wrong.append("%s is not an LLVM 22 intrinsic" % base)
            continue
        concrete = {m: (ret, ptys) for m, ret, ptys, _ in variants(base, rec)}
        for intr in entries:
            sig = concrete.get(intr["name"])
            mine = (intr["ret"].strip(), [p["type"] for p in intr["params"]])
            if sig is None or sig[1] != mine[1] or sig[0] != mine[0]:
                wrong.append("%s: LLVM 22's signature is %s, ours %s"
                             % (intr["name"], sig, mine))
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        verdicts = list(pool.map(lambda i: ours_selects(args.llc, i), table))
    wrong += ["our llc cannot compile %s" % v for v in verdicts if v]

    if args.quick:
        to_cover = set(new)
        print("nvvm-intrinsics-coverage: LLVM 22 has %d llvm.nvvm.* names, %d of them new "
              "since LLVM 19 (quick: not probed with llc-22)" % (len(new22), len(new)))
    else:
        work = [(name, v) for name in sorted(new) for v in variants(name, new[name])]
        with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
            results = list(pool.map(
                lambda w: probe(args.llc22, w[1], new[w[0]].ranges), work))
        selectable, dump = {}, {}
        for (name, v), res in zip(work, results):
            if res:
                selectable.setdefault(name, {})[v[0]] = res[:2]
                dump[v[0]] = {"base": name, "ret": v[1], "params": v[2], "immargs": v[3],
                              "cpu": res[0], "imm_values": res[1], "ptx": res[2]}
        if args.dump:
            with open(args.dump, "w") as f:
                json.dump(dump, f, indent=1)
        to_cover = set(selectable)
        print("nvvm-intrinsics-coverage: LLVM 22 has %d llvm.nvvm.* names, %d of them new "
              "since LLVM 19, %d of those selected by llc-22 on sm_90+ (%d concrete "
              "variants)" % (len(new22), len(new), len(selectable),
                             sum(len(v) for v in selectable.values())))

    per_family = {}
    for n in to_cover:
        per_family.setdefault(family(n), []).append(n)
    print("%-32s %6s %8s %8s" % ("family", "names", "carried", "missing"))
    carried_all = 0
    skipped = set(to_cover) & set(on_purpose)
    for fam in sorted(per_family, key=lambda f: (-len(per_family[f]), f)):
        names = per_family[fam]
        carried = sum(1 for n in names if n in ours)
        carried_all += carried
        print("%-32s %6d %8d %8d" % (fam, len(names), carried,
                                      len(names) - carried - len(skipped & set(names))))
    print("%-32s %6d %8d %8d" % ("total", len(to_cover), carried_all,
                                  len(to_cover) - carried_all - len(skipped)))
    for n in sorted(on_purpose):
        print("  not carried on purpose: %s: %s" % (n, on_purpose[n]))
    if not args.quick:
        for n in sorted(to_cover - set(ours) - skipped, key=lambda n: (family(n), n)):
            print("  missing: %s" % n)
        # Of the names we carry, the overloads llc-22 selects and we lack.
        for n in sorted(to_cover & set(ours)):
            have = {i["name"] for i in ours[n]}
            for mangled in sorted(set(selectable[n]) - have - set(on_purpose)):
                print("  missing overload: %s" % mangled)
        for n in sorted(set(new) - to_cover):
            print("  not selected by llc-22 on sm_90+: %s" % n)
    outside = sorted(set(ours) - to_cover)
    if outside:
        print("carried, outside the set: %d" % len(outside))
    for w in wrong:
        print("WRONG: " + w)
    print("our table: %d intrinsics (%d with each overload), %d of the set; %d wrong" % (
        len(ours), len(table), carried_all, len(wrong)))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
