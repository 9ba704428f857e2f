#!/usr/bin/env python3
"""Upstream's attributes on every Blackwell intrinsic, checked against opt-22.

LLVM 22 gives an intrinsic's declaration the attributes of its definition
(IntrinsicsNVVM.td), whatever the declaration says; `opt-22 -S` prints them.
We give them from our table: the optimization pipeline's first pass does it
for declarations written by hand (NVPTXBlackwellAttributesPass), clang's
CodeGen for the builtins' calls. This script compares, for every intrinsic of
the table (NVPTXBlackwellIntrinsics.py --json), the function attributes
(memory effects included) and each parameter's attributes:

  default      bare declarations (no attributes written) through our
               `opt -O0` for an NVPTX triple, which runs that pass;
  --ir FILE..  the llvm.nvvm.* declarations found in these IR files (clang's
               output): each must carry exactly opt-22's attributes, and every
               intrinsic of the table that has a clang builtin must appear
               in one of the files.

LLVM 22 spells `nocapture` as `captures(none)`, and puts a `range` next to
some `immarg`s, which LLVM 19's verifier refuses ("'immarg' is incompatible
with other attributes"): those are the only differences allowed.
Prints one MISMATCH line per difference and a summary whose last line is
`N passed, M failed`; exit status 1 on any mismatch.

usage: intrinsic-attributes-vs-opt22.py --opt OURS [--opt22 opt-22]
                                        [--table GENERATOR.py] [--ir FILE...]
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_TABLE = os.path.join(REPO, "llvm/lib/Target/NVPTX/NVPTXBlackwellIntrinsics.py")

sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
from intrinsic_table import load as load_table  # noqa: E402

DECL_RE = re.compile(r"^declare (?:[\w ]+ )?(.+?) @(llvm\.nvvm\.[\w.]+)\((.*)\)(?: #(\d+))?\s*$",
                     re.M)
GROUP_RE = re.compile(r"^attributes #(\d+) = \{ (.*) \}\s*$", re.M)
PARAM_ATTR_RE = re.compile(r"\b(nocapture|captures\(none\)|readonly|writeonly|readnone|immarg|"
                           r"noalias|nonnull|noundef|returned|range\(i\d+ -?\d+, -?\d+\)|"
                           r"align \d+|dereferenceable\(\d+\))")
FN_ATTR_RE = re.compile(r"memory\([^)]*\)|\"[^\"]*\"(?:=\"[^\"]*\")?|[\w-]+(?:\([^)]*\))?")


def bare_declarations(table):
    lines = ['target triple = "nvptx64-nvidia-cuda"']
    for intr in table:
        lines.append("declare %s @%s(%s)" % (intr["ret"], intr["name"],
                                             ", ".join(p["type"] for p in intr["params"])))
    return "\n".join(lines) + "\n"


def split_params(text):
    """Top-level comma-separated parameters."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "(<{[":
            depth += 1
        elif ch in ")>}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


def normalize(attr):
    return "nocapture" if attr == "captures(none)" else attr


def declarations(ir):
    """{name: (function attributes, [parameter attributes])}, each a sorted
    tuple; target-dependent string attributes are dropped."""
    groups = {n: text for n, text in GROUP_RE.findall(ir)}
    out = {}
    for m in DECL_RE.finditer(ir):
        _, name, params, group = m.groups()
        fn = tuple(sorted(a for a in FN_ATTR_RE.findall(groups.get(group, ""))
                          if not a.startswith('"')))
        pattrs = []
        for p in split_params(params):
            attrs = [normalize(a) for a in PARAM_ATTR_RE.findall(p)]
            if "immarg" in attrs:
                attrs = [a for a in attrs if not a.startswith("range(")]
            pattrs.append(tuple(sorted(attrs)))
        out[name] = (fn, pattrs)
    return out


def run(cmd, text=None):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if p.returncode:
        raise SystemExit("intrinsic-attributes-vs-opt22: %s failed:\n%s"
                         % (" ".join(cmd), p.stderr[-2000:]))
    return p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", help="our opt (for the hand-written declarations)")
    ap.add_argument("--opt22", default=shutil.which("opt-22"))
    ap.add_argument("--table", default=DEFAULT_TABLE)
    ap.add_argument("--ir", nargs="+", help="compare the declarations in these IR files")
    args = ap.parse_args()
    if not args.opt22:
        raise SystemExit("intrinsic-attributes-vs-opt22: no opt-22")
    table = load_table(args.table)
    bare = bare_declarations(table)
    with tempfile.TemporaryDirectory(prefix="nvptxbw-attrs-") as tmp:
        src = os.path.join(tmp, "decls.ll")
        with open(src, "w") as f:
            f.write(bare)
        theirs = declarations(run([args.opt22, "-S", src]))
        if args.ir:
            # Clang declares only the intrinsics that have a builtin.
            table = [intr for intr in table if intr.get("builtin", True)]
            ours, what = {}, "clang's declarations"
            for path in args.ir:
                with open(path) as f:
                    ours.update(declarations(f.read()))
        else:
            ours, what = declarations(run([args.opt, "-S", "-O0", src])), "opt -O0"
    passed = failed = 0
    for intr in table:
        name = intr["name"]
        if name not in theirs:
            print("MISMATCH: %s: opt-22 does not know it (name or signature)" % name)
            failed += 1
        elif name not in ours:
            print("MISMATCH: %s: not declared in %s" % (name, what))
            failed += 1
        elif ours[name] != theirs[name]:
            (fo, po), (ft, pt) = ours[name], theirs[name]
            bits = []
            if fo != ft:
                bits.append("function: ours {%s}, opt-22 {%s}" % (" ".join(fo), " ".join(ft)))
            for i, (a, b) in enumerate(zip(po, pt)):
                if a != b:
                    bits.append("operand %d: ours {%s}, opt-22 {%s}" % (i + 1, " ".join(a),
                                                                        " ".join(b)))
            print("MISMATCH: %s: %s" % (name, "; ".join(bits)))
            failed += 1
        else:
            passed += 1
    kinds = sorted({" ".join(v[0]) for v in theirs.values()})
    print("intrinsic-attributes-vs-opt22: %d intrinsics, %s against opt-22; %d kinds of "
          "function attributes:" % (len(table), what, len(kinds)))
    for k in kinds:
        print("  {%s}" % k)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
