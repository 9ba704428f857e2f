#!/usr/bin/env python3
"""Differential check of the Blackwell intrinsics against llc-22 and ptxas.

For every intrinsic in our table (NVPTXBlackwellIntrinsics.py --json) and every
PTX form of it (each value of each selector immediate), this writes a small IR
function that calls it, then:
  - compiles it with our llc and with llc-22 at the same -mcpu, and compares
    the lines that carry the instruction, with register numbers masked;
    LLVM 22's verifier checks the name and signature on the way, so a name or
    signature that differs from upstream shows up as a difference;
  - assembles our PTX with ptxas for every target that may use the intrinsic
    (under the name ptxas's CUDA release knows it by: sm_101* is sm_110* from
    CUDA 13 on), and checks that our llc refuses it with a diagnostic naming
    the intrinsic on a target that may not.
Differences that are on purpose are listed with their reason in
utils/test/expected/intrinsics-vs-llc22.txt. Prints a summary; the last line is
`N passed, M failed`; exit status 1 on any unexpected difference.

usage: intrinsics-vs-llc22.py --llc OURS [--ref llc-22] [--ptxas PTXAS]
                          [--table GENERATOR.py] [--quick] [-j N]
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_TABLE = os.path.join(REPO, "llvm/lib/Target/NVPTX/NVPTXBlackwellIntrinsics.py")
DEFAULT_EXPECTED = os.path.join(HERE, "expected", "intrinsics-vs-llc22.txt")

# The target table (processors, feature families).
sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
from gpu_targets import OLDEST_ASSEMBLED_SM, ptxas_arch, ptxas_cuda_version, table as GPU  # noqa: E402
import expected_differences  # noqa: E402
from intrinsic_table import load as load_table  # noqa: E402


def allowed_targets(method):
    """Targets a feature family allows, the one compared with llc-22 first:
    the first 'a' target that has it, then one target per family (its 'f'
    target where the family has one, to cover family-specific code), then
    the oldest target that has it."""
    have = [t for t in GPU.FEATURE[method].targets() if t.sm >= OLDEST_ASSEMBLED_SM]
    first = next((t for t in have if t.variant == 1 and not t.upstream), have[-1])
    out = [first]
    for family in sorted({t.family for t in have}, reverse=True):
        members = [t for t in have if t.family == family and t not in out]
        members.sort(key=lambda t: ({2: 0, 1: 1, 0: 2}[t.variant], t.sm))
        if members:
            out.append(members[0])
    oldest = min(have, key=lambda t: (t.sm, t.variant))
    if oldest not in out:
        out.append(oldest)
    return [t.name for t in out]


def refused_target(method):
    """A target that lacks the feature (only llc runs on it), as near to one
    that has it as the table allows: a sibling variant of an allowed chip,
    else a target of another Blackwell family, else the newest older one;
    None for a feature every target has (the special registers every GPU
    has): such forms are only compared and assembled."""
    f = GPU.FEATURE[method]
    lacking = [t for t in GPU.TARGETS if not f.holds(t.sm, t.variant)]
    allowed_sms = {t.sm for t in f.targets()}
    for pick in ([t for t in lacking if t.sm in allowed_sms],
                 [t for t in lacking if not t.upstream],
                 sorted(lacking, key=lambda t: (t.sm, t.variant), reverse=True)):
        if pick:
            return pick[0].name
    return None


ALLOWED = {f.method: allowed_targets(f.method) for f in GPU.FEATURES if f.targets()}
REFUSED = {f.method: refused_target(f.method) for f in GPU.FEATURES if f.targets()}


def cases(intr):
    """(label, IR text, feature, PTX-dependent) for each form of an intrinsic."""
    params = intr["params"]
    sel_idx = [i for i, p in enumerate(params) if p["imm"] == "select"]
    for form in intr["forms"]:
        details = [f for f in intr["form_details"] if f["key"] == list(form)]
        feature = next((f["feature"] for f in details if f["feature"]), intr["feature"])
        ptx_dependent = max((f["max_ptx"] for f in details), default=0)
        key = dict(zip(sel_idx, form))
        decl, fparams, args = [], [], []
        for i, p in enumerate(params):
            t = p["type"]
            decl.append(t + (" immarg" if p["imm"] else ""))
            if p["imm"] == "select":
                args.append("%s %d" % (t, key[i]))
            elif p["imm"] == "operand":
                v = min(p["hi"], p["lo"] + 2)
                args.append("%s %d" % (t, v))
            else:
                fparams.append("%s %%a%d" % (t, i))
                args.append("%s %%a%d" % (t, i))
        ret = intr["ret"]
        call = "call %s @%s(%s)" % (ret, intr["name"], ", ".join(args))
        body = ("  %%r = %s\n  ret %s %%r" % (call, ret)) if ret != "void" else \
            ("  %s\n  ret void" % call)
        ir = ('target triple = "nvptx64-nvidia-cuda"\n'
              "declare %s @%s(%s)\n"
              "define %s @f(%s) {\n%s\n}\n" % (ret, intr["name"], ", ".join(decl),
                                             ret, ", ".join(fparams), body))
        label = intr["name"] + ("" if not form else " [%s]" % ",".join(map(str, form)))
        yield label, ir, feature, ptx_dependent


# Virtual registers: numbers differ between compilers, and LLVM 22 keeps f32
# in %r where 19 uses %f, so only "a register" is compared; ptxas checks that
# each one has the right width.
REG = re.compile(r"%(r|rd|rs|p|f|fd|h|hh)\d+\b")
STEMS = ("tcgen05", "mma", "cvt.rn", "cvt.rp", "cvt.rz", "cvt.rs", "cvt.u8.u16", "cvt.u16.u8",
         ".reg .b8", "fence.", "wgmma", "clusterlaunchcontrol", ".reg .b128", "mov.b128",
         "redux.sync", "griddepcontrol", "prefetch", "applypriority", "discard", "st.bulk",
         "mbarrier", "cp.async.bulk", "cp.reduce.async.bulk", "ldmatrix", "stmatrix",
         "elect.sync", "tensormap.replace",
         "bar.sync", "bar.arrive", "bar.red", "barrier.sync", "barrier.arrive", "barrier.red",
         "add.r", "fma.r", "div.full", "abs.", "ex2.approx", "bfind", "shf.", "prmt.b32.",
         "dp4a", "dp2a", "bmsk", "szext", "pmevent", "cvt.rna")
# Reads of the special registers LLVM 22 adds (other mov.u32 lines are not
# the intrinsic's).
SPECIAL_REGISTER_READ = re.compile(
    r"^mov\.u32\s.*, %(total_smem_size|dynamic_smem_size|aggr_smem_size|globaltimer_lo);$")


def instruction_lines(ptx):
    """The instructions of interest, each joined into one line (LLVM 22 puts
    an mma.sync's operands on lines of their own)."""
    lines, current = [], None
    for line in ptx.splitlines():
        line = line.strip()
        if current is None and (line.startswith(STEMS) or SPECIAL_REGISTER_READ.match(line)):
            current = line
        elif current is not None:
            current += " " + line
        else:
            continue
        if current.endswith(";") or current.endswith("{") or current.endswith("}"):
            lines.append(REG.sub("%R", " ".join(current.split())))
            current = None
    return lines


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def ptxas_verdict(args, ptx, cpu):
    p = subprocess.run([args.ptxas, "-arch=" + ptxas_arch(cpu, args.cuda), "-c", "-o",
                        os.devnull, "-"],
                       input=ptx, capture_output=True, text=True)
    return p.returncode == 0, (p.stderr.strip().splitlines() or [""])[0]


def check_case(args, intr, label, ir, feature, ptx_dependent):
    """Returns (problems, notes): problems empty = pass; a note explains a
    difference that is on purpose, with ptxas's verdict as the evidence."""
    problems, notes = [], []
    cpu = ALLOWED[feature][0]
    stem = intr["name"].split(".")[2]  # tcgen05, mma, cvt, ...
    rc, ours, err = run([args.llc, "-mcpu=" + cpu, "-o", "-"], ir)
    m = re.search(r"needs PTX (\d+)\.(\d)", err)
    attrs = []
    if rc != 0 and m:
        # Not at the target's default PTX: our clear error there, then
        # everything else at the first PTX version that has it.
        if ptx_dependent:
            notes.append("%s on %s: refused with a clear error at the default PTX (%s)"
                         % (label, cpu, m.group(0)))
        attrs = ["-mattr=+ptx%s%s" % (m.group(1), m.group(2))]
        rc, ours, err = run([args.llc, "-mcpu=" + cpu] + attrs + ["-o", "-"], ir)
    if rc != 0:
        return ["%s: our llc failed on %s: %s" % (label, cpu, err.strip().splitlines()[-1:])], notes
    our_lines = instruction_lines(ours)
    if not our_lines:
        problems.append("%s: no %s instruction in our output" % (label, stem))
    if args.ref:
        rc, ref, err = run([args.ref, "-mcpu=" + cpu] + attrs + ["-o", "-"], ir)
        if rc != 0 and ptx_dependent and "Cannot select" in err and args.ptxas \
                and ptxas_verdict(args, ours, cpu)[0]:
            # llc-22 has no spelling for this PTX version; ours assembles.
            notes.append("%s on %s: llc-22 cannot select it at this PTX version, ours "
                         "assembles" % (label, cpu))
        elif rc != 0:
            problems.append("%s: llc-22 refused it (name or signature differs from upstream?): %s"
                            % (label, (err.strip().splitlines() or ["?"])[-1]))
        elif instruction_lines(ref) != our_lines:
            ours_ok, _ = ptxas_verdict(args, ours, cpu) if args.ptxas else (False, "")
            ref_ok, ref_err = ptxas_verdict(args, ref, cpu) if args.ptxas else (True, "")
            if ptx_dependent and ours_ok and not ref_ok:
                # The PTX-version-dependent spelling: llc-22 emits one ptxas
                # refuses at this PTX version; ours assembles.
                notes.append("%s on %s: llc-22's PTX refused by ptxas (%s), ours accepted"
                             % (label, cpu, ref_err))
            else:
                problems.append("%s: differs from llc-22 on %s:\n    ours: %s\n    22:   %s"
                                % (label, cpu, our_lines, instruction_lines(ref)))
        if ptx_dependent:
            # Where the PTX version has the newer spelling, we match llc-22.
            attr = "-mattr=+ptx%d" % ptx_dependent
            rc1, ours2, _ = run([args.llc, "-mcpu=" + cpu, attr, "-o", "-"], ir)
            rc2, ref2, _ = run([args.ref, "-mcpu=" + cpu, attr, "-o", "-"], ir)
            if rc1 != 0 or rc2 != 0 or \
                    instruction_lines(ours2) != instruction_lines(ref2):
                problems.append("%s: differs from llc-22 on %s %s:\n    ours: %s\n    22:   %s"
                                % (label, cpu, attr, instruction_lines(ours2),
                                   instruction_lines(ref2)))
    if args.ptxas:
        targets = ALLOWED[feature] if not args.quick else ALLOWED[feature][:2]
        for target in targets:
            rc, ptx, err = run([args.llc, "-mcpu=" + target, "-o", "-"], ir)
            m = re.search(r"needs PTX (\d+)\.(\d)", err)
            if rc != 0 and m:  # the target has it from that PTX version on
                rc, ptx, err = run([args.llc, "-mcpu=" + target,
                                    "-mattr=+ptx%s%s" % m.groups(), "-o", "-"], ir)
            if rc != 0:
                problems.append("%s: our llc refused %s: %s" % (label, target, err.strip()))
                continue
            p = subprocess.run([args.ptxas, "-arch=" + ptxas_arch(target, args.cuda), "-c", "-o",
                                os.devnull, "-"], input=ptx, capture_output=True, text=True)
            if p.returncode != 0:
                problems.append("%s: ptxas -arch=%s rejects our PTX: %s"
                                % (label, ptxas_arch(target, args.cuda), p.stderr.strip()))
    refused = REFUSED[feature]
    if refused is None:
        return problems, notes
    rc, _, err = run([args.llc, "-mcpu=" + refused, "-o", "-"], ir)
    if rc == 0 or ("intrinsic '%s'" % intr["name"]) not in err or refused not in err:
        problems.append("%s: not refused with a clear error on %s (rc %d): %s"
                        % (label, refused, rc, err.strip()[:200]))
    return problems, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llc", required=True)
    ap.add_argument("--ref", default=shutil.which("llc-22"),
                    help="upstream llc to compare with (default: llc-22 on PATH)")
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or (
        "/usr/local/cuda/bin/ptxas" if os.path.exists("/usr/local/cuda/bin/ptxas") else None))
    ap.add_argument("--table", default=DEFAULT_TABLE)
    ap.add_argument("--expected", default=DEFAULT_EXPECTED)
    ap.add_argument("--quick", action="store_true",
                    help="ptxas on two targets per intrinsic instead of all")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()
    args.cuda = ptxas_cuda_version(args.ptxas) if args.ptxas else None

    # Lines `<form label as printed>  # reason`.
    expected = {" ".join(e.fields): e.reason
                for e in expected_differences.read(args.expected, "intrinsics-vs-llc22")}

    table = load_table(args.table)
    work = [(intr,) + case for intr in table for case in cases(intr)]
    print("intrinsics-vs-llc22: %d intrinsics, %d forms; ours %s; reference %s; ptxas %s"
          % (len(table), len(work), args.llc, args.ref or "none (llc-22 missing)",
             args.ptxas or "none"), flush=True)
    passed = failed = on_purpose = 0
    better = []
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futures = [pool.submit(check_case, args, *w) for w in work]
        for n, (w, fut) in enumerate(zip(work, futures), 1):
            problems, notes = fut.result()
            label = w[1]
            better += notes
            if problems and label in expected:
                on_purpose += 1
                passed += 1
            elif problems:
                failed += 1
                for p in problems:
                    print("DIFFERENT: " + p)
            else:
                passed += 1
            if n % 100 == 0:
                print("intrinsics-vs-llc22: %d/%d checked" % (n, len(work)), flush=True)
    print("Summary")
    print("  forms tried:            %d (%d intrinsics)" % (len(work), len(table)))
    print("  identical to llc-22:    %d%s" % (passed - on_purpose,
                                              "" if args.ref else " (no llc-22: not compared)"))
    print("  different on purpose:   %d" % (on_purpose + len(better)))
    if better:
        refused = [n for n in better if "refused by ptxas" in n]
        unselectable = [n for n in better if "cannot select" in n]
        clear_errors = [n for n in better if "clear error" in n]
        print("    %d where llc-22's PTX is refused by ptxas and ours is accepted, e.g."
              % len(refused))
        for note in refused[:2]:
            print("      " + note)
        print("    %d where llc-22 cannot select it at the target's PTX and ours assembles, e.g."
              % len(unselectable))
        for note in unselectable[:2]:
            print("      " + note)
        print("    %d refused with a clear error at the target's default PTX (llc-22: "
              "Cannot select), checked at the first PTX that has them, e.g." % len(clear_errors))
        for note in clear_errors[:2]:
            print("      " + note)
    for label, reason in sorted(expected.items()):
        print("    %s: %s" % (label, reason))
    print("  unexpected differences: %d" % failed)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
