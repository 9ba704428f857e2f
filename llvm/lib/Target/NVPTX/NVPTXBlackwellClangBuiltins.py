#!/usr/bin/env python3
"""Clang builtins for the Blackwell intrinsics, from NVPTXBlackwellIntrinsics.py.

Every intrinsic llvm.nvvm.<name> of the table gets a builtin __nvvm_<name>
(except the families upstream clang 22 has no builtins for: Intrinsic.builtin)
(dots become underscores) with one parameter per intrinsic operand, in order:

  i1 -> bool, i16 -> unsigned short, i32 -> unsigned int,
  i64 -> unsigned long long, float -> float, half -> __fp16, bfloat -> __bf16,
  <2 x half> -> V2h (2 x __fp16),
  <2 x bfloat> -> V2y (2 x __bf16), <N x i32> -> N x unsigned int,
  ptr addrspace(6) -> unsigned int (the TMEM address tcgen05.alloc writes),
  ptr addrspace(3) and ptr -> void * (generic, as CUDA code holds them).

Immediate operands are integer constant expressions ("I"). A struct result
{T, T, ...} (the mma.sync fragments) becomes a void builtin whose extra first
parameter T *d receives the elements in order, like upstream's __hmma/__imma.
Builtins that upstream clang 22 already has keep its signature (UPSTREAM).

Availability: the intrinsic's feature family and minimum PTX become a
TARGET_BUILTIN feature string over clang's per-target features (the target's
own sm_XX[a|f] and ptxNN). Targets, PTX versions and the families' rules come
from NVPTXBlackwellTargets.py, as the backend's predicates do; the lit test
CodeGenCUDA/nvptx-blackwell-builtins-availability.test shows the rules equal
to what llc -nvptx-print-feature-families reports for every target and PTX
version, and clang's diagnostics equal to the backend's availability.

  --emit def    the TARGET_BUILTIN lines (BuiltinsNVPTX.def includes them)
  --emit info   the tables Sema and CodeGen read (X-macros)
  --availability  JSON: per builtin, the (target, ptx) pairs it is valid on
  --list        one line per builtin: name, clang type string, features

The build generates the first two into the work tree (`generated-files`).

Standard library only.
"""

import argparse
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import NVPTXBlackwellIntrinsics as T  # noqa: E402
import NVPTXBlackwellTargets as GPU  # noqa: E402

# What appending to the clang::NVPTX builtin IDs changes, for the ODR guard:
# the code that names an NVPTX builtin ID, and NVPTX's LastTSBuiltin outside
# TargetBuiltins.h's LargestBuiltinID (whose value does not change: X86 has
# more builtins, a static_assert in NVPTXBlackwellBuiltins.cpp checks it).
ODR_SYMBOLS = ["NVPTX::BI*", "clang::NVPTX::LastTSBuiltin"]

# clang's NVPTX targets and the PTX versions (each a clang feature ptxNN).
TARGETS = [(t.name, t.sm, t.variant) for t in GPU.TARGETS]
PTX_VERSIONS = GPU.PTX_VERSIONS


# Builtins upstream clang 22 already has, with its signature (return type,
# then parameters, clang type codes). Checked against clang-22 by
# CodeGenCUDA/nvptx-blackwell-builtins-vs-clang22.test.
_CVT_TO = {"ff.to.e2m1x2.rn.satfinite", "ff.to.e2m1x2.rn.relu.satfinite",
           "ff.to.e2m3x2.rn.satfinite", "ff.to.e2m3x2.rn.relu.satfinite",
           "ff.to.e3m2x2.rn.satfinite", "ff.to.e3m2x2.rn.relu.satfinite",
           "ff.to.ue8m0x2.rz", "ff.to.ue8m0x2.rz.satfinite",
           "ff.to.ue8m0x2.rp", "ff.to.ue8m0x2.rp.satfinite"}
UPSTREAM = {}
for _n in _CVT_TO:
    UPSTREAM[_n] = ["s", "f", "f"]
for _n in ("bf16x2.to.ue8m0x2.rz", "bf16x2.to.ue8m0x2.rz.satfinite",
           "bf16x2.to.ue8m0x2.rp", "bf16x2.to.ue8m0x2.rp.satfinite"):
    UPSTREAM[_n] = ["s", "V2y"]
for _n in ("e2m1x2.to.f16x2.rn", "e2m1x2.to.f16x2.rn.relu", "e2m3x2.to.f16x2.rn",
           "e2m3x2.to.f16x2.rn.relu", "e3m2x2.to.f16x2.rn", "e3m2x2.to.f16x2.rn.relu"):
    UPSTREAM[_n] = ["V2h", "s"]
UPSTREAM["ue8m0x2.to.bf16x2"] = ["V2y", "s"]
# The fp8 and stochastic-rounding conversions clang 22 has too.
for _f in ("e4m3x2", "e5m2x2"):
    for _r in ("", ".relu"):
        UPSTREAM["ff.to.%s.rn%s" % (_f, _r)] = ["s", "f", "f"]
        UPSTREAM["f16x2.to.%s.rn%s" % (_f, _r)] = ["s", "V2h"]
        UPSTREAM["%s.to.f16x2.rn%s" % (_f, _r)] = ["V2h", "s"]
for _f in ("e2m1x4", "e2m3x4", "e3m2x4", "e4m3x4", "e5m2x4"):
    for _r in ("", ".relu"):
        UPSTREAM["f32x4.to.%s.rs%s.satfinite" % (_f, _r)] = [
            "s" if _f == "e2m1x4" else "V4c", "V4f", "Ui"]
# redux.sync on f32.
for _op in ("fmin", "fmax"):
    for _m in ("", ".abs", ".NaN", ".abs.NaN"):
        UPSTREAM["redux.sync.%s%s" % (_op, _m)] = ["f", "f", "i"]

# The f32 arithmetic with a rounding mode and .sat, and the f32 to f16,
# bf16 and tf32 conversions (tf32 as int, f16 as __fp16, bf16 as __bf16).
for _r in ("rn", "rz", "rm", "rp"):
    for _z in ("", ".ftz"):
        UPSTREAM["add.%s%s.sat.f" % (_r, _z)] = ["f", "f", "f"]
        UPSTREAM["fma.%s%s.sat.f" % (_r, _z)] = ["f", "f", "f", "f"]
for _r in ("rn", "rz"):
    for _l in ("", ".relu"):
        for _s in ("", ".satfinite"):
            _m = _r + _l + _s
            UPSTREAM["f2f16." + _m] = ["h", "f"]
            UPSTREAM["f2tf32." + _m] = ["i", "f"]
            if _s:
                UPSTREAM["f2bf16." + _m] = ["y", "f"]
                UPSTREAM["ff2f16x2." + _m] = ["V2h", "f", "f"]
                UPSTREAM["ff2bf16x2." + _m] = ["V2y", "f", "f"]
UPSTREAM["f2tf32.rna.satfinite"] = ["i", "f"]
for _l in ("", ".relu"):
    for _s in ("", ".satfinite"):
        UPSTREAM["ff2f16x2.rs" + _l + _s] = ["V2h", "f", "f", "Ui"]
        UPSTREAM["ff2bf16x2.rs" + _l + _s] = ["V2y", "f", "f", "Ui"]
UPSTREAM["pm.event.mask"] = ["v", "IUs"]
UPSTREAM["fabs.f16"] = ["h", "h"]
UPSTREAM["fabs.ftz.f16"] = ["h", "h"]
UPSTREAM["fabs.v2f16"] = ["V2h", "V2h"]
UPSTREAM["fabs.ftz.v2f16"] = ["V2h", "V2h"]
# Those of UPSTREAM that clang 22 declares nothrow.
UPSTREAM_NOTHROW = {"pm.event.mask"}

CLANG_TYPE = {"i1": "b", "i16": "Us", "i32": "Ui", "i64": "ULLi", "float": "f",
              "double": "d", "<2 x half>": "V2h", "<2 x bfloat>": "V2y",
              "<4 x i8>": "V4c", "half": "h", "bfloat": "y", T.TMEM: "Ui", T.SHARED: "v*", T.GENERIC: "v*"}
# CodeGen's view of an IR type: (kind, vector length).
IR_KIND = {"i1": "I1", "i16": "I16", "i32": "I32", "i64": "I64", "float": "F32",
           "double": "F64", "<2 x half>": "V2F16", "<2 x bfloat>": "V2BF16",
           "<4 x i8>": "V4I8", "half": "F16", "bfloat": "BF16", T.TMEM: "TMemPtr", T.SHARED: "SharedPtr",
           T.GENERIC: "GenericPtr"}


def builtin_intrinsics():
    """The intrinsics that get a builtin (upstream clang 22 has none for
    some families, and neither do we: see Intrinsic.builtin)."""
    return [intr for intr in T.all_intrinsics() if intr.builtin]


def short(intr):
    return intr.name[len("llvm.nvvm."):]


def builtin_name(intr):
    return intr.builtin_name or "__nvvm_" + short(intr).replace(".", "_")


def vec_len(ty):
    return T.split_element(ty)[0] if T.is_split_vector(ty) else 0


def clang_type(ty):
    if T.is_split_vector(ty):
        n, elt = T.split_element(ty)
        return "V%d%s" % (n, {"i32": "Ui", "float": "f"}[elt])
    return CLANG_TYPE[ty]


def ir_kind(ty):
    if T.is_split_vector(ty):
        n, elt = T.split_element(ty)
        return {"i32": "VI32", "float": "VF32"}[elt], n
    return IR_KIND[ty], 0


def struct_ret(intr):
    return intr.ret_struct and len(intr.ret) > 1


def signature(intr):
    """The clang type string: return type, then the parameters."""
    if short(intr) in UPSTREAM:
        parts = list(UPSTREAM[short(intr)])
        assert len(parts) == len(intr.params) + 1 and all(
            bool(p.imm) == part.startswith("I") for p, part in zip(intr.params, parts[1:]))
        return "".join(parts)
    if struct_ret(intr):
        out = ["v", clang_type(intr.ret[0]) + "*"]
    else:
        out = [clang_type(intr.ret_type) if intr.ret else "v"]
    for p in intr.params:
        out.append(("I" if p.imm else "") + clang_type(p.ty))
    return "".join(out)


# --- Availability: sets of (target, ptx) and their feature strings ---------
def available(pred, lo_ptx, hi_ptx=0):
    """{(target, ptx)} where the predicate holds and lo_ptx <= ptx < hi_ptx."""
    return {(name, p) for name, sm, v in TARGETS for p in PTX_VERSIONS
            if p >= lo_ptx and (not hi_ptx or p < hi_ptx)
            and (pred is None or GPU.holds(pred, sm, v))}


def intrinsic_availability(intr):
    return available(intr.feature, intr.min_ptx)


def form_availability(intr, key):
    """Union over the forms of this selector key (several PTX ranges)."""
    out = set()
    base = intrinsic_availability(intr)
    for form in intr.forms[key]:
        out |= base & available(form.feature, form.min_ptx, form.max_ptx)
    return out


def feature_string(pairs):
    """A TARGET_BUILTIN feature expression true exactly on these pairs:
    (targets),(ptx versions)|... grouped by identical PTX sets."""
    by_target = {}
    for t, p in pairs:
        by_target.setdefault(t, set()).add(p)
    groups = {}
    order = [name for name, _, _ in TARGETS]
    for t in order:
        if t in by_target:
            groups.setdefault(tuple(sorted(by_target[t])), []).append(t)
    terms = []
    for ptxs, targets in sorted(groups.items(), key=lambda g: order.index(g[1][0])):
        terms.append("(%s),(%s)" % ("|".join(targets), "|".join("ptx%d" % p for p in ptxs)))
    return "|".join(terms)


def ptx_text(v):
    return "%d.%d" % (v // 10, v % 10)


def needs_text(intr):
    return "%s and PTX %s" % (T.FEATURE_TEXT[intr.feature], ptx_text(intr.min_ptx))


def form_needs_text(intr, key):
    """What the forms of this selector key need beyond the intrinsic: their
    feature, and the PTX range their spellings cover together."""
    forms = intr.forms[key]
    bits = list(dict.fromkeys(T.FEATURE_TEXT[f.feature] for f in forms if f.feature))
    lo = min(max(f.min_ptx, intr.min_ptx) for f in forms)
    hi = 0 if any(not f.max_ptx for f in forms) else max(f.max_ptx for f in forms)
    bits.append("PTX %s" % ptx_text(lo) if not hi else "PTX %s to %s" % (
        ptx_text(lo), ptx_text(max(p for p in PTX_VERSIONS if p < hi))))
    return " and ".join(bits)


# --- Emitters ---------------------------------------------------------------
HEADER = ("// Generated by llvm/lib/Target/NVPTX/NVPTXBlackwellClangBuiltins.py from\n"
          "// NVPTXBlackwellIntrinsics.py: do not edit.\n")


def emit_def(table, out):
    out.write(HEADER)
    out.write("// ODR-Symbols: %s\n" % " ".join(ODR_SYMBOLS))
    out.write("// The clang builtins of the Blackwell intrinsics, appended to\n"
              "// BuiltinsNVPTX.def (and so to the clang::NVPTX builtin IDs).\n"
              "// The feature string names the targets and PTX versions whose\n"
              "// backend has the intrinsic.\n\n")
    for intr in table:
        # Ours are nothrow; upstream's conversions are not (their exact
        # signature, noexcept included, is what code written for clang 22 sees).
        out.write('TARGET_BUILTIN(%s, "%s", "%s", "%s")\n' % (
            builtin_name(intr), signature(intr),
            "" if short(intr) in UPSTREAM and short(intr) not in UPSTREAM_NOTHROW else "n",
            feature_string(intrinsic_availability(intr))))


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit_info(table, out):
    out.write(HEADER)
    out.write("// Tables behind Sema's and CodeGen's handling of the builtins of\n"
              "// BuiltinsNVPTXBlackwell.def, in the same order.\n\n")
    out.write("#ifdef NVPTXBW_FIRST_BUILTIN\n"
              "NVPTXBW_FIRST_BUILTIN(%s)\n"
              "#undef NVPTXBW_FIRST_BUILTIN\n#endif\n\n" % builtin_name(table[0]))
    params, forms, strings = [], [], {}

    def string(text):
        return strings.setdefault(text, len(strings))
    out.write("#ifdef NVPTXBW_BUILTIN\n")
    out.write("// NVPTXBW_BUILTIN(Builtin, Intrinsic, RetKind, RetVecLen, NumResults,\n"
              "//   StructResult, Mem, FnAttrs, FirstParam, NumParams, FirstForm,\n"
              "//   NumForms, Needs (a string index), MinPTX)\n")
    for intr in table:
        first_param, first_form = len(params), len(forms)
        for p in intr.params:
            kind, n = ir_kind(p.ty)
            if p.imm == "operand":
                lo, hi, vals = p.lo, p.hi, []
            elif p.imm == "select":
                lo, hi, vals = min(p.values), max(p.values), sorted(p.values)
            else:
                lo = hi = 0
                vals = []
            contiguous = vals == list(range(lo, hi + 1)) if vals else True
            params.append("{%s, %d, %s, %dULL, %dULL, %s, %s, %d}" % (
                kind, n, {"select": "SelectorParam", "operand": "ImmediateParam"}.get(p.imm, "ValueParam"),
                lo, hi, "true" if contiguous else "false",
                c_str(", ".join(str(v) for v in vals)), T.param_attr_bits(p)))
        for key in sorted(intr.forms):
            k = list(key) + [0] * (4 - len(key))
            forms.append("{{%s}, %d, %d, %d}" % (
                ", ".join("%dULL" % v for v in k), len(key),
                string(feature_string(form_availability(intr, key))),
                string(form_needs_text(intr, key))))
        if intr.ret:
            rk, rn = ir_kind(intr.ret[0] if struct_ret(intr) else intr.ret_type)
        else:
            rk, rn = "Void", 0
        out.write("NVPTXBW_BUILTIN(%s, %s, %s, %d, %d, %s, %s, %s, %d, %d, %d, %d, %s, %d)\n" % (
            builtin_name(intr), c_str(intr.name), rk, rn, len(intr.ret),
            "true" if struct_ret(intr) else "false", T.MEM_KIND_CPP[intr.mem][0],
            "0x%02x" % T.fn_attr_bits(intr), first_param, len(intr.params),
            first_form, len(intr.forms), string(needs_text(intr)), intr.min_ptx))
    out.write("#undef NVPTXBW_BUILTIN\n#endif\n\n")
    T.write_inc_table(out, "NVPTXBW_PARAMS", params,
                      comment="{Kind, VecLen, ImmKind, Lo, Hi, Contiguous, Values, Attrs}")
    T.write_inc_table(out, "NVPTXBW_FORMS", forms,
                      comment="{{Selector values}, NumKey, Features, Needs}: string indices")
    T.write_inc_table(out, "NVPTXBW_STRINGS", [c_str(text) for text in strings], trailer="")


def render(emit, table):
    buf = io.StringIO()
    emit(table, buf)
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--emit", choices=("def", "info"),
                    help="write the builtins' .def or Sema/CodeGen tables to standard output")
    ap.add_argument("--availability", action="store_true")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    table = builtin_intrinsics()
    if args.emit:
        sys.stdout.write(render(emit_def if args.emit == "def" else emit_info, table))
    if args.availability:
        rows = {}
        for intr in table:
            rows[builtin_name(intr)] = {
                "intrinsic": intr.name,
                "signature": signature(intr),
                "available": sorted(intrinsic_availability(intr)),
                "forms": [{"key": list(k), "available": sorted(form_availability(intr, k))}
                          for k in sorted(intr.forms)],
            }
        json.dump({"targets": [t for t, _, _ in TARGETS], "ptx": PTX_VERSIONS,
                   "builtins": rows}, sys.stdout, indent=1)
        sys.stdout.write("\n")
    if args.list:
        for intr in table:
            print("%s\t%s\t%s" % (builtin_name(intr), signature(intr),
                                  feature_string(intrinsic_availability(intr))))


if __name__ == "__main__":
    main()
