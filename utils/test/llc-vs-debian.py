#!/usr/bin/env python3
"""Differential check: our llc against Debian's llc on upstream's NVPTX tests.

Every llc invocation on a RUN line of the pristine upstream
llvm/test/CodeGen/NVPTX/*.ll is collected (lit line continuations joined,
`%if ptxas %{ ... %}` unwrapped, pipelines split, `not`/`not --crash`
stripped, output redirections and `-o` dropped). Each unique (test file, llc
arguments) case is run with our llc and with the reference llc, always with
`-o -`, the input passed the way the RUN line passes it (`< %s` or `%s`), and
argv[0] set to `llc` for both. The two runs must agree byte for byte on
stdout and on the exit status; stderr must agree too once a crash's stack
dump (addresses differ between any two binaries) is cut off.

With an empty patch series (--build-empty) everything must match: that proves
the build itself (flags, link order, shadowed configuration) reproduces
Debian's llc. With our series, a case that is meant to differ is listed in
--expected-differences:

    <test file> <args>   # reason
    <test file>          # reason (every case of that file)

where <test file> and <args> are written exactly as this script prints a
case, e.g. `fma.ll -march=nvptx -mcpu=sm_20 < %s`.

The last line of output is `N passed, M failed`.
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import expected_differences  # noqa: E402


REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_BUILD = os.path.join(os.path.dirname(REPO), "build")
DEFAULT_PRISTINE = os.path.join(
    os.environ.get("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache")),
    "nvptx-blackwell", "llvm-toolchain-19-19.1.7")
TEST_SUBDIR = os.path.join("llvm", "test", "CodeGen", "NVPTX")
QUICK_STRIDE = 8
CASE_TIMEOUT_S = 300

# Output of a crash that legitimately differs between two binaries.
CRASH_MARKERS = (b"PLEASE submit a bug report", b"Stack dump:")


class Case:
    def __init__(self, test, args, stdin_input, negated, origin, feed=None, feed_stderr=False):
        self.test = test              # file name relative to the NVPTX test dir
        self.args = args              # llc arguments; the input is '%s'
        self.stdin_input = stdin_input
        self.negated = negated        # the RUN line expects failure (not / not --crash)
        self.origins = [origin]       # "file:line" of every RUN line giving this case
        self.feed = feed              # an llc Case whose output is our stdin (a pipe)
        self.feed_stderr = feed_stderr  # the feed's stderr goes into the pipe too (2>&1)

    @property
    def key(self):
        return (self.test, self.display_args())

    def display_args(self):
        words = [a if a == "%s" else shlex.quote(a) for a in self.args]
        if self.stdin_input:
            words += ["<", "%s"]
        if self.feed is not None:
            words = [self.feed.display_args()] + (["2>&1"] if self.feed_stderr else []) \
                + ["|", "llc"] + words
        return " ".join(words)

    def name(self):
        return "%s %s" % (self.test, self.display_args())


# --- Collecting the cases -------------------------------------------------------

def run_lines(path):
    """The RUN commands of a test file, continuations joined: [(line, text)]."""
    commands = []
    pending = None
    with open(path, encoding="utf-8", errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            m = re.search(r"\bRUN:(.*)$", line.rstrip("\n"))
            if not m:
                continue
            text = m.group(1).rstrip()
            if pending is None:
                pending = (lineno, "")
            start, acc = pending
            if text.endswith("\\"):
                pending = (start, acc + text[:-1] + " ")
                continue
            commands.append((start, (acc + text).strip()))
            pending = None
    if pending is not None:
        commands.append((pending[0], pending[1].strip()))
    return commands


def unwrap_if(cmd):
    """`%if feature %{ X %} [%else %{ Y %}]` -> X (and Y) as separate commands."""
    pieces = []
    rest = cmd
    while True:
        m = re.search(r"%if\s+[^%]*?%\{", rest)
        if not m:
            break
        pieces.append(rest[:m.start()])
        end = rest.find("%}", m.end())
        if end < 0:
            pieces.append(rest[m.end():])
            rest = ""
            break
        pieces.append(rest[m.end():end])
        rest = rest[end + 2:]
        m2 = re.match(r"\s*%else\s*%\{", rest)
        if m2:
            end = rest.find("%}", m2.end())
            pieces.append(rest[m2.end():end if end >= 0 else len(rest)])
            rest = rest[end + 2:] if end >= 0 else ""
    pieces.append(rest)
    return [p for p in pieces if p.strip()]


def tokenize(cmd):
    """shlex tokens with shell operators split out; None if it cannot be parsed."""
    lex = shlex.shlex(cmd, posix=True, punctuation_chars="|&;<>")
    lex.whitespace_split = True
    lex.commenters = ""
    try:
        return list(lex)
    except ValueError:
        return None


def split_on(tokens, ops):
    groups, cur = [], []
    for t in tokens:
        if t in ops:
            groups.append(cur)
            cur = []
        else:
            cur.append(t)
    groups.append(cur)
    return groups


class Collector:
    def __init__(self, test_dir):
        self.test_dir = test_dir
        self.cases = {}
        self.skipped = {}          # reason -> list of "file:line: command"
        self.invocations = 0       # llc invocations found on RUN lines

    def skip(self, reason, where):
        self.skipped.setdefault(reason, []).append(where)

    def collect(self):
        tests = sorted(f for f in os.listdir(self.test_dir) if f.endswith(".ll"))
        for test in tests:
            for lineno, cmd in run_lines(os.path.join(self.test_dir, test)):
                for part in unwrap_if(cmd):
                    self.command(test, lineno, part)
        return tests

    def command(self, test, lineno, cmd):
        where = "%s:%d" % (test, lineno)
        tokens = tokenize(cmd)
        if tokens is None:
            if re.search(r"(^|[|;&\s])llc\s", cmd):
                self.invocations += 1
                self.skip("unparsable RUN line", "%s: %s" % (where, cmd))
            return
        # lit's own shell: '&&', '||', ';' separate commands; '|' separates stages.
        for command in split_on(self.join_ops(tokens), ("&&", "||", ";")):
            feed = None     # the llc Case feeding the next stage, if the previous was one
            for i, stage in enumerate(split_on(command, ("|",))):
                feed = self.stage(test, where, stage, i > 0, feed)

    @staticmethod
    def join_ops(tokens):
        # shlex splits '&&' and '2>&1' into punctuation runs; put them back together.
        out = []
        for t in tokens:
            if out and t in (">", ">>", ">&", "&1", "&2") and re.fullmatch(r"\d", out[-1]):
                out[-1] += t
            elif out and re.fullmatch(r"\d>&?", out[-1]) and re.fullmatch(r"&?\d", t):
                out[-1] += t
            else:
                out.append(t)
        return out

    def stage(self, test, where, words, piped_input, feed):
        """Record an llc stage as a case.

        Returns (case, its stderr goes down the pipe) for the next stage, or None.
        """
        negated = False
        while words and words[0] == "not":
            negated = True
            words = words[1:]
            if words and words[0] == "--crash":
                words = words[1:]
        if not words or words[0] != "llc":
            return
        self.invocations += 1
        text = "%s: %s" % (where, " ".join(words))
        args, stdin_input, positional, merge_stderr = [], False, False, False
        i = 1
        while i < len(words):
            w = words[i]
            nxt = words[i + 1] if i + 1 < len(words) else None
            if w == "<":
                if nxt != "%s":
                    return self.skip("input is not %s", text)
                stdin_input = True
                i += 2
                continue
            if re.fullmatch(r"\d?>>?", w) or w == "&>":
                i += 2          # output redirection: we capture stdout/stderr ourselves
                continue
            if w == "2>&1":
                merge_stderr = True
            if re.fullmatch(r"\d?>&\d|\d>[^&].*|>\S+", w):
                i += 1          # 2>&1, 2>/dev/null written as one word
                continue
            if w == "-o":
                i += 2
                continue
            if w.startswith("-o="):
                i += 1
                continue
            if w == "%s":
                positional = True
            elif "%" in w:
                return self.skip("uses a lit substitution other than %s", text)
            args.append(w)
            i += 1
        if stdin_input or positional:
            feed = None
        elif not piped_input:
            return self.skip("no input file", text)
        elif feed is None:
            return self.skip("reads the output of a command other than llc", text)
        case = Case(test, args, stdin_input, negated, where, *(feed or (None, False)))
        old = self.cases.get(case.key)
        if old is None:
            self.cases[case.key] = case
        else:
            old.origins.append(where)
            old.negated = old.negated or negated
            case = old
        return case, merge_stderr


# --- Running ----------------------------------------------------------------------

def clean_stderr(data):
    """Cut what legitimately differs between two binaries from llc's stderr."""
    for marker in CRASH_MARKERS:
        pos = data.find(marker)
        if pos >= 0:
            data = data[:pos] + b"<crash report cut>\n"
    # Heap addresses in SelectionDAG dumps ("Cannot select: 0x55...: f32 = fcos").
    return re.sub(rb"0x[0-9a-f]{8,}", b"0x<address>", data)


def run_llc(llc, case, test_dir, cwd):
    """(exit status, stdout, stderr, raw stderr) of llc on a case, argv[0] being `llc`."""
    path = os.path.join(test_dir, case.test)
    argv = ["llc"] + [path if a == "%s" else a for a in case.args] + ["-o", "-"]
    env = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1", LLVM_DISABLE_CRASH_REPORT="1")
    if case.feed is not None:
        fed = run_llc(llc, case.feed, test_dir, cwd)
        if fed[0] == "timeout":
            return fed
        # What the pipe carries (stderr after stdout: both llcs alike).
        stdin = fed[1] + fed[3] if case.feed_stderr else fed[1]
    elif case.stdin_input:
        with open(path, "rb") as f:
            stdin = f.read()
    else:
        stdin = b""
    try:
        p = subprocess.run(argv, executable=llc, input=stdin, cwd=cwd, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=CASE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return "timeout", b"", b"", b""
    return p.returncode, p.stdout, clean_stderr(p.stderr), p.stderr


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for n, (x, y) in enumerate(zip(la, lb), 1):
        if x != y:
            return "line %d: ours %r, ref %r" % (n, x[:160], y[:160])
    if len(la) != len(lb):
        return "ours has %d lines, ref %d" % (len(la), len(lb))
    return "same lines, different bytes (line endings or a final newline)"


def compare(case, ours, ref, test_dir, tmp):
    """None if the runs agree, else a list of what differs."""
    cwd = tempfile.mkdtemp(dir=tmp)   # llc never writes here (-o -), but be safe
    a = run_llc(ours, case, test_dir, cwd)
    b = run_llc(ref, case, test_dir, cwd)
    what = []
    if a[0] != b[0]:
        what.append("exit status: ours %s, ref %s" % (a[0], b[0]))
    if a[1] != b[1]:
        what.append("stdout (%d vs %d bytes) %s" % (len(a[1]), len(b[1]), first_difference(a[1], b[1])))
    if a[2] != b[2]:
        what.append("stderr %s" % first_difference(a[2], b[2]))
    return (what or None), a[0], len(a[1])


# --- Expected differences -----------------------------------------------------------

def read_expected(path):
    """{(test, llc arguments or ''): [reason, where, times used]}: a line
    names a test file and, optionally, one case's arguments as printed."""
    entries = {}
    if not path:
        return entries
    for e in expected_differences.read(path, "llc-vs-debian"):
        entries[(e.fields[0], " ".join(e.fields[1:]))] = [e.reason, e.where, 0]
    return entries


def expected_entry(entries, case):
    args = " ".join(case.display_args().split())
    return entries.get((case.test, args)) or entries.get((case.test, ""))


# --- Building an empty-series llc ---------------------------------------------------

def build_empty(build_dir):
    cmds = [
        ["cmake", "-G", "Ninja", "-S", REPO, "-B", build_dir, "-DNVPTXBW_SERIES=",
         "-DCMAKE_C_COMPILER=clang", "-DCMAKE_CXX_COMPILER=clang++"],
        ["ninja", "-C", build_dir, "nvptxbw-llc"],
    ]
    for cmd in cmds:
        print("+ " + " ".join(shlex.quote(c) for c in cmd), flush=True)
        t = time.time()
        rc = subprocess.call(cmd)
        print("  (%s: exit %d, %.0f s)" % (cmd[0], rc, time.time() - t), flush=True)
        if rc != 0:
            sys.exit("llc-vs-debian: building the empty-series llc failed")
    changed = os.path.join(build_dir, "llvm-project", ".nvptxbw-changed")
    if os.path.exists(changed):
        with open(changed) as f:
            paths = [l.strip() for l in f if l.strip()]
        if paths:
            sys.exit("llc-vs-debian: %s is not an empty-series build: its work tree changes %s"
                     % (build_dir, ", ".join(paths)))
    return os.path.join(build_dir, "bin", "llc")


# --- Main -------------------------------------------------------------------------------

def map_with_progress(fn, items, jobs, every, start):
    """fn over items on `jobs` threads, results in order, printing progress
    every `every` items (and at the end)."""
    lock = threading.Lock()
    done = [0]

    def work(item):
        r = fn(item)
        with lock:
            done[0] += 1
            if done[0] % every == 0 or done[0] == len(items):
                print("  [%d/%d] %.0f s" % (done[0], len(items), time.time() - start),
                      flush=True)
        return r

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        return list(pool.map(work, items))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llc", help="our llc (default: %s/bin/llc)" % DEFAULT_BUILD)
    ap.add_argument("--ref", default="/usr/lib/llvm-19/bin/llc", help="the reference llc")
    ap.add_argument("--pristine", default=DEFAULT_PRISTINE,
                    help="the pristine upstream llvm-project tree")
    ap.add_argument("--quick", action="store_true",
                    help="only every %dth case (a fixed, deterministic subset)" % QUICK_STRIDE)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--expected-differences", metavar="FILE",
                    help="cases where our llc is meant to differ")
    ap.add_argument("--build-empty", metavar="BUILD_DIR",
                    help="configure and build an empty-series llc in BUILD_DIR and use it as ours")
    ap.add_argument("--filter", metavar="REGEX", help="only cases whose name matches")
    ap.add_argument("--list", action="store_true", help="list the cases and stop")
    opts = ap.parse_args()

    start = time.time()
    test_dir = os.path.join(opts.pristine, TEST_SUBDIR)
    if not os.path.isdir(test_dir):
        sys.exit("llc-vs-debian: no upstream NVPTX tests at %s" % test_dir)
    if opts.build_empty:
        if opts.llc:
            sys.exit("llc-vs-debian: --build-empty and --llc exclude each other")
        opts.llc = build_empty(os.path.abspath(opts.build_empty))
    ours = os.path.abspath(opts.llc or os.path.join(DEFAULT_BUILD, "bin", "llc"))
    ref = os.path.abspath(opts.ref)
    for tool in (ours, ref):
        if not os.access(tool, os.X_OK):
            sys.exit("llc-vs-debian: %s is not an executable" % tool)

    collector = Collector(test_dir)
    tests = collector.collect()
    cases = sorted(collector.cases.values(), key=lambda c: c.key)
    found = len(cases)
    if opts.quick:
        cases = cases[::QUICK_STRIDE]
    if opts.filter:
        cases = [c for c in cases if re.search(opts.filter, c.name())]
    if opts.list:
        for c in cases:
            print(("not " if c.negated else "") + c.name())
        return 0
    expected = read_expected(opts.expected_differences)

    print("llc-vs-debian: ours %s" % ours)
    print("llc-vs-debian: ref  %s" % ref)
    print("llc-vs-debian: %d test files, %d llc invocations on RUN lines, %d unique cases%s; "
          "running %d with -j%d"
          % (len(tests), collector.invocations, found,
             " (quick: every %dth)" % QUICK_STRIDE if opts.quick else "", len(cases), opts.jobs),
          flush=True)

    results = {}
    with tempfile.TemporaryDirectory(prefix="llc-vs-debian.") as tmp:
        outcomes = map_with_progress(lambda case: compare(case, ours, ref, test_dir, tmp),
                                     cases, opts.jobs, 50, start)
        for case, r in zip(cases, outcomes):
            results[case.key] = r

    identical, unexpected, expected_diff, expected_same = [], [], [], []
    for case in cases:
        what = results[case.key][0]
        entry = expected_entry(expected, case)
        if entry:
            entry[2] += 1
        if what is None:
            identical.append(case)
            if entry:
                expected_same.append((case, entry))
        elif entry:
            expected_diff.append((case, entry, what))
        else:
            unexpected.append((case, what))

    for case, what in unexpected:
        print("DIFFERENT: %s" % case.name())
        print("    from %s" % ", ".join(case.origins))
        for w in what:
            print("    %s" % w)
    for case, entry, what in expected_diff:
        print("expected difference: %s  # %s" % (case.name(), entry[0]))
        for w in what:
            print("    %s" % w)
    for case, entry in expected_same:
        print("note: listed as an expected difference (%s) but identical: %s"
              % (entry[1], case.name()))
    if not opts.quick and not opts.filter:
        for (test, args), entry in sorted(expected.items()):
            if entry[2] == 0:
                print("note: %s names no case: %s %s" % (entry[1], test, args))

    skipped = sum(len(v) for v in collector.skipped.values())
    print()
    print("Summary (%.1f s):" % (time.time() - start))
    print("  cases found:      %d unique (test file, llc arguments) from %d llc invocations"
          % (found, collector.invocations))
    print("  compared:         %d%s" % (len(cases), " (quick subset)" if opts.quick else ""))
    print("  identical:        %d (%d bytes of output; %d exit non-zero as the reference does,"
          " %d of them on a `not` RUN line)"
          % (len(identical), sum(results[c.key][2] for c in identical),
             sum(1 for c in identical if results[c.key][1] != 0),
             sum(1 for c in identical if results[c.key][1] != 0 and c.negated)))
    print("  expected differences: %d" % len(expected_diff))
    print("  different:        %d" % len(unexpected))
    for case, _ in unexpected:
        print("    %s" % case.name())
    print("  skipped invocations: %d" % skipped)
    for reason, where in sorted(collector.skipped.items()):
        print("    %d %s" % (len(where), reason))
        for w in where:
            print("      %s" % w)
    passed = len(identical) + len(expected_diff)
    print("%d passed, %d failed" % (passed, len(unexpected)))
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
