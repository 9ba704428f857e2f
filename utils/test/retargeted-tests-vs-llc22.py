#!/usr/bin/env python3
"""Differential check: our llc against llc-22, upstream NVPTX tests retargeted to new processors.

The corpus is the one utils/test/llc-vs-debian.py collects (its case collection is
imported, not repeated): every llc invocation on a RUN line of the pristine
upstream llvm/test/CodeGen/NVPTX/*.ll. A case is used when it compiles for
NVPTX: -march=nvptx/nvptx64, an nvptx -mtriple, or neither and an nvptx
`target triple` in the test file. 32-bit (nvptx) cases are kept: both
compilers accept them.

Each case is retargeted to every new processor N: -mcpu=... becomes -mcpu=N
(added when the RUN line has none) and the PTX versions are dropped from
-mattr (other features are kept), so N's default PTX version applies; a piped
case (llc | llc -x mir) is retargeted in both stages. Its baseline B is the
same with -mcpu=sm_90 -mattr=+ptxPP, PP being N's default PTX version: a
processor both compilers know that has every feature the old tests use
(sm_90a-only intrinsics aside), at N's PTX version, so that a change of the
body is the processor's doing, not the PTX version's. Byte equality with
llc-22 is not the question (LLVM 22's code generation differs from 19's
everywhere); instead, for every case and N:

  header  the `.version`, `.target` and `.address_size` lines of ours(N)
          equal llc-22(N)'s, when both produce output.
  error   ours(N) fails iff llc-22(N) fails, and ours(B) iff llc-22(B); when
          both fail with "PTX version" or "not a recognized" in stderr, the
          `LLVM ERROR` lines are equal.
  delta   with body = the output less those header lines, (ours(N).body ==
          ours(B).body) equals (llc-22(N).body == llc-22(B).body): the
          retargeting changes our code exactly where it changes llc-22's.
          Only checked where `error` holds (a failure has no body).

A case whose RUN line gives a PTX version is also compiled for each N with
that version kept (`explicit PTX`): where it is below N's minimum both must
reject it with the same LLVM ERROR line; otherwise `header` and `error` apply.

A (case, N) failing a check is a documented difference when a line of the
documented differences file (default: expected/retargeted-tests-vs-llc22.txt beside this
script) covers it:

    <test file> <cpu globs> [<check>...]   # reason

<cpu globs> is a comma-separated list of fnmatch patterns (`*`, `sm_1??*`,
`sm_10[01]f`) matched against N; the checks (header, error, delta) default
to all three. A failure no line covers is unexpected. The summary groups the
documented ones by reason; the last line of output is `N passed, M failed`,
counting (case, N) pairs; the exit status is 1 when one failed.

--quick runs a fixed subset for the test suite: every %(stride)dth case, on
%(quick)s.
"""

import argparse
import collections
import difflib
import fnmatch
import importlib.util
import os
import re
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _load_llc_diff():
    spec = importlib.util.spec_from_file_location("llc_diff", os.path.join(HERE, "llc-vs-debian.py"))
    module = importlib.util.module_from_spec(spec)
    dont_write, sys.dont_write_bytecode = sys.dont_write_bytecode, True  # no __pycache__ in utils/
    try:
        spec.loader.exec_module(module)
    finally:
        sys.dont_write_bytecode = dont_write
    return module


llc_diff = _load_llc_diff()

# The new processors and the PTX version each defaults to (its minimum), from
# the target table.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "utils", "lib"))
from gpu_targets import table as GPU  # noqa: E402
import expected_differences  # noqa: E402
NEW_CPUS = collections.OrderedDict((t.name, t.min_ptx) for t in GPU.NEW_TARGETS)
# One of each flavour across the families, for the test suite.
QUICK_CPUS = ["sm_88", "sm_100a", "sm_101f", "sm_103", "sm_110a", "sm_120f"]
assert set(QUICK_CPUS) <= set(NEW_CPUS), "a quick target is not in the target table"
QUICK_STRIDE = 8
BASELINE_CPU = "sm_90"
CHECKS = ("header", "error", "delta")
DEFAULT_EXPECTED = os.path.join(HERE, "expected", "retargeted-tests-vs-llc22.txt")
HEADER_RE = re.compile(rb"^[ \t]*\.(?:version|target|address_size)\b.*$", re.M)
PTX_FEATURE_RE = re.compile(r"[+-]?ptx\d+")
MESSAGE_MARKERS = (b"PTX version", b"not a recognized")
DIFF_LINES = 20

__doc__ = __doc__ % {"stride": QUICK_STRIDE, "quick": ", ".join(QUICK_CPUS)}


# --- Retargeting -----------------------------------------------------------------------

def option(args, i, names):
    """(value, words used) if args[i] is one of the options `names` (-x=V, -x V), else None."""
    m = re.fullmatch(r"--?(%s)(=(.*))?" % "|".join(names), args[i])
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(3), 1
    return (args[i + 1] if i + 1 < len(args) else ""), 2


def nvptx_arch(case, test_dir):
    """'nvptx' or 'nvptx64' if the case compiles for NVPTX, else None."""
    arch = None
    i = 0
    while i < len(case.args):
        o = option(case.args, i, ("march", "mtriple"))
        if o:
            arch = o[0].split("-")[0]
            i += o[1]
        else:
            i += 1
    if arch is None:
        with open(os.path.join(test_dir, case.test), encoding="utf-8", errors="replace") as f:
            m = re.search(r'^\s*target\s+triple\s*=\s*"([^"-]*)', f.read(), re.M)
        arch = m.group(1) if m else None
    return arch if arch in ("nvptx", "nvptx64") else None


def ptx_features(case):
    """The PTX versions a case's -mattr gives (its first stage's, for a pipe)."""
    found = []
    i = 0
    while i < len(case.args):
        o = option(case.args, i, ("mattr",))
        if o:
            found += [f for f in o[0].split(",") if PTX_FEATURE_RE.fullmatch(f)]
            i += o[1]
        else:
            i += 1
    return found


def retarget(case, cpu, ptx=None, keep_ptx=False):
    """The case compiled for `cpu`, its PTX versions dropped (or kept), plus +ptx`ptx`."""
    args, features, has_cpu = [], [], False
    i = 0
    while i < len(case.args):
        o = option(case.args, i, ("mcpu",))
        if o:
            if not has_cpu:
                args.append("-mcpu=" + cpu)
            has_cpu = True
            i += o[1]
            continue
        o = option(case.args, i, ("mattr",))
        if o:
            features += [f for f in o[0].split(",")
                         if f and (keep_ptx or not PTX_FEATURE_RE.fullmatch(f))]
            i += o[1]
            continue
        args.append(case.args[i])
        i += 1
    if not has_cpu:
        args.insert(0, "-mcpu=" + cpu)
    if ptx is not None:
        features.append("+ptx%d" % ptx)
    if features:
        args.append("-mattr=" + ",".join(features))
    feed = retarget(case.feed, cpu, ptx, keep_ptx) if case.feed is not None else None
    new = llc_diff.Case(case.test, args, case.stdin_input, case.negated, case.origins[0],
                        feed, case.feed_stderr)
    new.origins = list(case.origins)
    return new


# --- One compilation -------------------------------------------------------------------

class Output:
    def __init__(self, result):
        self.status, self.stdout, self.stderr, _raw = result
        self.ok = self.status == 0
        self.header = [m.group(0).strip() for m in HEADER_RE.finditer(self.stdout)]
        self.body = HEADER_RE.sub(b"", self.stdout) if self.ok else None

    def message(self):
        """The LLVM ERROR line of a failure, else the first line naming its cause."""
        lines = self.stderr.splitlines()
        for line in lines:
            if b"LLVM ERROR" in line:
                return line.strip()
        for line in lines:
            if any(m in line for m in MESSAGE_MARKERS):
                return line.strip()
        return None

    def describe(self):
        if self.ok:
            return "ok"
        first = self.message() or (self.stderr.splitlines() or [b""])[0]
        return "exit %s: %s" % (self.status, first.decode(errors="replace")[:200])


def compile_both(case, ours, ref, test_dir, tmp):
    cwd = tempfile.mkdtemp(dir=tmp)
    return (Output(llc_diff.run_llc(ours, case, test_dir, cwd)),
            Output(llc_diff.run_llc(ref, case, test_dir, cwd)))


# --- Checking ----------------------------------------------------------------------------

def body_diff(before, after, before_name, after_name):
    lines = list(difflib.unified_diff(
        before.decode(errors="replace").splitlines(),
        after.decode(errors="replace").splitlines(),
        before_name, after_name, n=1, lineterm=""))
    out = ["    " + l for l in lines[:DIFF_LINES]]
    if len(lines) > DIFF_LINES:
        out.append("    ... (%d more lines of diff)" % (len(lines) - DIFF_LINES))
    return out


def check_errors(problems, label, ours, ref):
    if ours.ok != ref.ok:
        problems["error"].append("%sexit status: ours %s; llc-22 %s"
                                 % (label, ours.describe(), ref.describe()))
    elif not ours.ok and any(m in x.stderr for x in (ours, ref) for m in MESSAGE_MARKERS):
        if ours.message() != ref.message():
            problems["error"].append("%serror message: ours %r; llc-22 %r"
                                     % (label, ours.message(), ref.message()))


def check_header(problems, facts, ours, ref):
    if ours.ok and ref.ok:
        if ours.header != ref.header:
            problems["header"].append(
                "header: ours %s; llc-22 %s"
                % (" | ".join(h.decode() for h in ours.header) or "(none)",
                   " | ".join(h.decode() for h in ref.header) or "(none)"))
        else:
            facts["header"] = "same" if ours.header else "none"


def check(cpu, ours_n, ref_n, ours_b, ref_b):
    """({check: [detail]} of the checks failed, facts) for a case retargeted to cpu."""
    problems, facts = collections.defaultdict(list), {}
    check_errors(problems, "", ours_n, ref_n)
    check_errors(problems, "baseline %s: " % BASELINE_CPU, ours_b, ref_b)
    facts["both failed"] = not ours_n.ok and not ref_n.ok
    check_header(problems, facts, ours_n, ref_n)
    if "error" in problems:
        return problems, facts
    ours_changed = ours_n.body != ours_b.body
    ref_changed = ref_n.body != ref_b.body
    facts["changed"] = ours_changed
    if ours_changed != ref_changed:
        d = problems["delta"]
        d.append("body delta %s vs %s: changes ours: %s, llc-22: %s"
                 % (cpu, BASELINE_CPU, "yes" if ours_changed else "no",
                    "yes" if ref_changed else "no"))
        for who, b, n in (("llc-22", ref_b, ref_n), ("ours", ours_b, ours_n)):
            if b.body != n.body:
                d += body_diff(b.body or b"", n.body or b"",
                               "%s %s" % (who, BASELINE_CPU), "%s %s" % (who, cpu))
    return problems, facts


def check_explicit(ours, ref):
    problems, facts = collections.defaultdict(list), {}
    check_errors(problems, "", ours, ref)
    check_header(problems, facts, ours, ref)
    facts["both failed"] = not ours.ok and not ref.ok
    facts["same message"] = facts["both failed"] and ours.message() == ref.message() \
        and any(m in (ours.message() or b"") for m in MESSAGE_MARKERS)
    return problems, facts


# --- Documented differences ------------------------------------------------------------

def read_expected(path):
    """Lines `<test file> <cpu globs> [header|error|delta]...  # reason`."""
    entries = []
    for e in expected_differences.read(path, "retargeted-tests-vs-llc22", min_fields=2):
        checks = e.fields[2:] or list(CHECKS)
        if any(c not in CHECKS for c in checks):
            sys.exit("retargeted-tests-vs-llc22: %s: expected `<test file> <cpu globs> "
                     "[%s]...  # reason`" % (e.where, "|".join(CHECKS)))
        entries.append({"test": e.fields[0], "cpus": e.fields[1].split(","), "checks": checks,
                        "reason": e.reason, "where": e.where, "used": 0, "covered": 0})
    return entries


def covering(entries, test, cpu, check_name):
    return [e for e in entries if e["test"] == test and check_name in e["checks"]
            and any(fnmatch.fnmatchcase(cpu, g) for g in e["cpus"])]


# --- Main ----------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--llc", help="our llc (default: %s/bin/llc)" % llc_diff.DEFAULT_BUILD)
    ap.add_argument("--ref", default=shutil.which("llc-22") or "/usr/bin/llc-22",
                    help="llc-22 (default: %(default)s)")
    ap.add_argument("--pristine", default=llc_diff.DEFAULT_PRISTINE,
                    help="the pristine upstream llvm-project tree")
    ap.add_argument("--cpus", metavar="LIST",
                    help="comma-separated new processors (default: all; --quick: %s)"
                    % ",".join(QUICK_CPUS))
    ap.add_argument("--quick", action="store_true",
                    help="every %dth case, on the --quick processors" % QUICK_STRIDE)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--expected-differences", metavar="FILE", default=DEFAULT_EXPECTED,
                    help="documented differences (default: %(default)s)")
    ap.add_argument("--filter", metavar="REGEX", help="only cases whose name matches")
    ap.add_argument("--list", action="store_true", help="list the compilations and stop")
    ap.add_argument("--keep", metavar="DIR", help="write every compilation's output into DIR")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print the documented differences in full too")
    opts = ap.parse_args()

    start = time.time()
    test_dir = os.path.join(opts.pristine, llc_diff.TEST_SUBDIR)
    if not os.path.isdir(test_dir):
        sys.exit("retargeted-tests-vs-llc22: no upstream NVPTX tests at %s" % test_dir)
    ours = os.path.abspath(opts.llc or os.path.join(llc_diff.DEFAULT_BUILD, "bin", "llc"))
    ref = os.path.abspath(opts.ref)
    for tool in (ours, ref):
        if not os.access(tool, os.X_OK):
            sys.exit("retargeted-tests-vs-llc22: %s is not an executable" % tool)
    if opts.cpus:
        cpus = [c.strip() for c in opts.cpus.split(",") if c.strip()]
        unknown = [c for c in cpus if c not in NEW_CPUS]
        if unknown:
            sys.exit("retargeted-tests-vs-llc22: not a new processor: %s (they are: %s)"
                     % (", ".join(unknown), ", ".join(NEW_CPUS)))
    else:
        cpus = list(QUICK_CPUS if opts.quick else NEW_CPUS)

    collector = llc_diff.Collector(test_dir)
    tests = collector.collect()
    found = sorted(collector.cases.values(), key=lambda c: c.key)
    cases = [c for c in found if nvptx_arch(c, test_dir)]
    not_nvptx = len(found) - len(cases)
    eligible = len(cases)
    if opts.quick:
        cases = cases[::QUICK_STRIDE]
    if opts.filter:
        cases = [c for c in cases if re.search(opts.filter, c.name())]
    expected = read_expected(opts.expected_differences) if opts.expected_differences else []

    # The compilations (each by both llcs): every (case, N); (case, sm_90 at each PTX
    # version some N defaults to); (case with an explicit PTX version, N).
    ptxs = sorted({NEW_CPUS[c] for c in cpus})
    jobs = []
    for c in cases:
        jobs += [((c.key, cpu), retarget(c, cpu)) for cpu in cpus]
        jobs += [((c.key, ptx), retarget(c, BASELINE_CPU, ptx)) for ptx in ptxs]
        if ptx_features(c):
            jobs += [((c.key, "explicit", cpu), retarget(c, cpu, keep_ptx=True)) for cpu in cpus]
    if opts.list:
        for key, rcase in jobs:
            what = "baseline" if not isinstance(key[1], str) else key[1]
            print("%-8s %s" % (what, rcase.name()))
        return 0

    explicit_cases = [c for c in cases if ptx_features(c)]
    print("retargeted-tests-vs-llc22: ours   %s" % ours)
    print("retargeted-tests-vs-llc22: llc-22 %s" % ref)
    print("retargeted-tests-vs-llc22: %d test files, %d unique llc cases, %d for NVPTX%s; "
          "%d cases x %d processors; baseline %s at each one's PTX version; "
          "%d with an explicit PTX version; %d compilations by each llc, -j%d"
          % (len(tests), len(found), eligible,
             " (quick: every %dth)" % QUICK_STRIDE if opts.quick else "",
             len(cases), len(cpus), BASELINE_CPU, len(explicit_cases), len(jobs), opts.jobs),
          flush=True)

    results = {}
    with tempfile.TemporaryDirectory(prefix="retargeted-tests-vs-llc22.") as tmp:
        outcomes = llc_diff.map_with_progress(
            lambda job: compile_both(job[1], ours, ref, test_dir, tmp),
            jobs, opts.jobs, 1000, start)
        for (key, rcase), r in zip(jobs, outcomes):
            results[key] = r
            if opts.keep:
                keep(opts.keep, key, rcase, r)

    # Judge every pair.
    stats = collections.Counter()
    unexpected, documented = [], []
    reasons = collections.OrderedDict((e["reason"], []) for e in expected)
    pairs = []
    for case in cases:
        for cpu in cpus:
            ours_n, ref_n = results[(case.key, cpu)]
            ours_b, ref_b = results[(case.key, NEW_CPUS[cpu])]
            pairs.append(("retargeted", case, cpu, retarget(case, cpu),
                          check(cpu, ours_n, ref_n, ours_b, ref_b)))
        if ptx_features(case):
            for cpu in cpus:
                pairs.append(("explicit PTX", case, cpu, retarget(case, cpu, keep_ptx=True),
                              check_explicit(*results[(case.key, "explicit", cpu)])))
    for kind, case, cpu, rcase, (problems, facts) in pairs:
        stats[kind] += 1
        stats[(kind, "header", facts.get("header"))] += 1
        stats[(kind, "both failed")] += facts["both failed"]
        stats[(kind, "same message")] += facts.get("same message", False)
        if "changed" in facts and "delta" not in problems:
            stats[(kind, "delta", facts["changed"])] += 1
        name = "%s: %s" % (kind, rcase.name())
        for e in expected:
            if e["test"] == case.test and any(fnmatch.fnmatchcase(cpu, g) for g in e["cpus"]):
                e["used"] += 1
        if not problems:
            stats[(kind, "clean")] += 1
            continue
        uncovered = {}
        covered_by = collections.OrderedDict()
        for check_name, details in problems.items():
            entries = covering(expected, case.test, cpu, check_name)
            if not entries:
                uncovered[check_name] = details
            for e in entries:
                covered_by.setdefault(id(e), (e, []))[1].append(check_name)
        if uncovered:
            unexpected.append((name, case, uncovered))
        else:
            documented.append((name, problems, [e for e, _ in covered_by.values()]))
            for e, checks in covered_by.values():
                e["covered"] += 1
                reasons[e["reason"]].append((case, cpu, checks))

    for name, case, uncovered in unexpected:
        print("DIFFERENT (%s): %s" % (", ".join(uncovered), name))
        print("    from %s" % ", ".join(case.origins))
        for check_name in CHECKS:
            for d in uncovered.get(check_name, []):
                print(d if d.startswith("    ") else "    " + d)
    if opts.verbose:
        for name, problems, entries in documented:
            print("documented (%s): %s  # %s" % (", ".join(problems), name,
                                                 "; ".join(e["reason"] for e in entries)))
            for check_name in CHECKS:
                for d in problems.get(check_name, []):
                    print(d if d.startswith("    ") else "    " + d)
    if not opts.quick and not opts.filter and not opts.cpus:
        for e in expected:
            if not e["used"]:
                print("note: %s names no case: %s %s" % (e["where"], e["test"], ",".join(e["cpus"])))
            elif not e["covered"]:
                print("note: %s documents a difference that no case shows: %s %s"
                      % (e["where"], e["test"], ",".join(e["cpus"])))

    retargeted, explicit = "retargeted", "explicit PTX"
    print()
    print("Summary (%.1f s):" % (time.time() - start))
    print("  cases x processors tried:   %d cases x %d processors = %d pairs "
          "(%d unique llc cases, %d for NVPTX%s, %d not)"
          % (len(cases), len(cpus), stats[retargeted], len(found), eligible,
             ", every %dth taken" % QUICK_STRIDE if opts.quick else "", not_nvptx))
    print("    processors: %s; baseline %s at PTX %s"
          % (" ".join(cpus), BASELINE_CPU, ", ".join("%d.%d" % divmod(p, 10) for p in ptxs)))
    print("  identical headers:          %d (%d more pairs have no header in either: "
          "MIR, -filetype=null)" % (stats[(retargeted, "header", "same")],
                                     stats[(retargeted, "header", "none")]))
    print("  both fail:                  %d" % stats[(retargeted, "both failed")])
    print("  matching deltas:            %d (%d change with the processor in both, "
          "%d in neither)"
          % (stats[(retargeted, "delta", True)] + stats[(retargeted, "delta", False)],
             stats[(retargeted, "delta", True)], stats[(retargeted, "delta", False)]))
    print("  explicit PTX version kept:  %d pairs (%d cases): %d identical headers, "
          "%d rejected by both, %d of them with the same PTX version error"
          % (stats[explicit], len(explicit_cases), stats[(explicit, "header", "same")],
             stats[(explicit, "both failed")], stats[(explicit, "same message")]))
    print("  clean:                      %d" % (stats[(retargeted, "clean")]
                                                + stats[(explicit, "clean")]))
    print("  documented differences:     %d" % len(documented))
    for reason, items in reasons.items():
        if not items:
            continue
        tests_ = sorted({c.test for c, _, _ in items})
        kinds = collections.Counter(k for _, _, ks in items for k in ks)
        print("    %5d  %s" % (len(items), reason))
        print("           [%s; %d processors; %d test files: %s]"
              % (", ".join("%s %d" % kv for kv in sorted(kinds.items())),
                 len({cpu for _, cpu, _ in items}), len(tests_), " ".join(tests_)))
    print("  unexpected differences:     %d" % len(unexpected))
    for check_name in CHECKS:
        n = sum(1 for _, _, u in unexpected if check_name in u)
        if n:
            print("    %5d  %s" % (n, check_name))
    for name, _, uncovered in unexpected:
        print("    %s (%s)" % (name, ", ".join(uncovered)))
    passed = stats[retargeted] + stats[explicit] - len(unexpected)
    print("%d passed, %d failed" % (passed, len(unexpected)))
    return 1 if unexpected else 0


def keep(root, key, rcase, outputs):
    """Write both outputs of one compilation under root/<test>/<n>/."""
    target = key[1] if len(key) == 2 else "explicit-" + key[2]
    if not isinstance(target, str):
        target = "%s-ptx%d" % (BASELINE_CPU, target)
    case_dir = os.path.join(root, key[0][0],
                            re.sub(r"[^A-Za-z0-9_.=+-]+", "_", key[0][1])[:150])
    os.makedirs(case_dir, exist_ok=True)
    with open(os.path.join(case_dir, "case"), "w") as f:
        f.write("%s %s\n" % key[0])
    for who, out in zip(("ours", "llc22"), outputs):
        base = os.path.join(case_dir, "%s.%s" % (target, who))
        with open(base + ".s", "wb") as f:
            f.write(out.stdout)
        with open(base + ".err", "wb") as f:
            f.write(("exit %s\n%s\n" % (out.status, rcase.name())).encode() + out.stderr)


if __name__ == "__main__":
    sys.exit(main())
