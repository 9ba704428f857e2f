#!/usr/bin/env python3
"""Random-program differential testing against Debian's unpatched LLVM 19.

Our series changes code that every compile goes through, host code included
(FoldingSet, SROA, mem2reg, the always-inliner, the declaration-lookup caches,
macro-argument buffers, SourceManager's FileID search, SLSR). Debian's
clang-19/opt-19 are the same 19.1.7 release without those patches, so on a
generated program they are the oracle: where the NFC patches are right our
output is byte for byte theirs, and where a patch changes code on purpose the
programs must still compute the same thing.

Campaigns (each item is one seed; seeds are reproducible):

  host    A Csmith program, compiled by our clang and by clang-19 at each of
          -O0..-O3 to x86-64 assembly. Identical assembly is the strongest
          answer (the binaries are the same); the program still runs once
          (for at most 2 s), to record its checksum. Where the assembly
          differs, both binaries run and must print the same and exit the
          same way.
  passes  The optimizer alone, on the IR of the seed's Csmith program
          (written once by clang-19, so both sides read the same input,
          without its target triple: our opt has no x86 target, and the
          patches under test are target-independent):
          `default<O2>` on the unoptimized IR, which must be byte-identical
          (every patch it runs is NFC), and the straight-line scalar pipeline
          NVPTX runs, with SLSR and its new GEP deltas, forced on the x86 IR
          of -O1; where that output differs, both IRs run under lli-19 and
          must print the same.
  stress  llvm-stress-19 IR (functions without a defined observable result,
          so nothing runs) through `default<O1>`..`default<O3>`: byte-identical.
  device  The NVPTX machine passes of ours that have a switch, on generated
          device code: the seed's Csmith program (with floats) compiled for
          nvptx64 sm_100a as freestanding C, its main() called from a kernel,
          and a random f32 kernel of the shape those passes act on
          (accumulators before a guarded loop, independent f32 arithmetic,
          bool parameters). At -O2 and -O3 our llc writes PTX with every pass on and with each
          one off; each distinct PTX must assemble with `ptxas -c`, and llc
          must not fail. Nothing runs (no GPU): the items count how often a
          pass changed the PTX, so that a campaign shows it was exercised.
  clients Real clients' IR rather than generated programs: our examples, a
          Thrust/CUB program and CUB's radix sort, and CUTLASS TUs where set-up
          fetched CUTLASS. Our clang writes each TU's unoptimized device IR
          and host IR once; then `default<O2>` on the device IR (NVPTX triple
          kept: both opts have the NVPTX target, ours with its one non-NFC
          rule there, SimplifyCFG's for NVPTX, off; and without it), and our
          clang against clang-19 at -O2 on the host IR (x86 IR and assembly)
          must be byte-identical. Its items are the clients, not seeds: the
          quick mode takes the examples, --seeds is ignored. C++ TUs (the
          examples' tests, two of our C++ tools, and LLVM and clang sources
          of the fetched release) go through both front ends instead: -O0
          IR and -O2 x86 assembly, byte-identical.

A difference, a crash or error of ours, or a hang of ours where Debian's
finishes is a failure. Items Debian's side cannot judge (csmith timed out,
clang-19 failed, the program runs past the timeout under clang-19's build) are
counted as skipped with their reason. Results are appended, one JSON object per
line, to a results file keyed by the SHA-256 of our binaries, so a long
campaign resumes where it stopped and a rebuilt compiler starts afresh. With
--reduce DIR each failure gets a directory with the program and a cvise
interestingness test; --run-cvise also reduces it.

The last line is `N passed, M failed` (items, skipped ones excluded).

    utils/test/random-program-differential.py --quick
    utils/test/random-program-differential.py --campaign host --seeds 1:20001 --jobs 2
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import files  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEBIAN_LLVM = "/usr/lib/llvm-19/bin"
LEVELS = ("O0", "O1", "O2", "O3")
CAMPAIGNS = ("host", "passes", "stress", "device", "clients")
# The straight-line scalar optimizations NVPTX's codegen pipeline runs
# (NVPTXTargetMachine::addStraightLineScalarOptimizationPasses), SLSR among
# them, here forced on host IR so that the result can run.
SLSR_PIPELINE = ("separate-const-offset-from-gep,speculative-execution,slsr,"
                 "gvn,nary-reassociate,early-cse")
# Fixed seed ranges of the quick mode in the test command (at most a few
# minutes on 2 cores).
QUICK_SEEDS = {"host": (1, 21), "passes": (1, 11), "stress": (1, 61), "device": (1, 3)}
FAILED_PREFIX = "FAIL-"
GENERATE_TIMEOUT_S = 30
COMPILE_TIMEOUT_S = 120
# A hang of ours is only called one if it runs this many times as long as the
# timeout that Debian's side finished within.
HANG_FACTOR = 3
# How long a program whose two builds are the same assembly runs: only to
# record its checksum.
IDENTICAL_RUN_TIMEOUT_S = 2
RUN_MEMORY_LIMIT = 2 << 30


def fail(msg):
    print("random-program-differential: error: " + msg, file=sys.stderr)
    sys.exit(2)


# Every tool and program the campaign starts runs in a process group of its
# own, so that a timeout kills what it spawned too (the driver's linker, a
# shell's program), and stopping the campaign kills what is running: a
# generated program may loop forever and would outlive the campaign.
_running = set()
_running_lock = threading.Lock()


def kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def stop_running_and_exit(signum, _frame):
    with _running_lock:
        for proc in _running:
            kill_group(proc)
    print("random-program-differential: stopped by signal %d; its running programs killed"
          % signum, file=sys.stderr, flush=True)
    os._exit(128 + signum)


def run(cmd, timeout, cwd=None, memory_limit=False):
    """(status, stdout, stderr) of cmd, status None on timeout. A generated
    program runs under a memory limit (set by a shell that then execs it: a
    preexec_fn is not safe in a threaded process)."""
    if memory_limit:
        cmd = ["/bin/sh", "-c", 'ulimit -v %d && exec "$0" "$@"' % (RUN_MEMORY_LIMIT >> 10)] + list(cmd)
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    with _running_lock:
        _running.add(proc)
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        return None, out or b"", err or b""
    finally:
        with _running_lock:
            _running.discard(proc)


def failure_kind(status, err):
    """How a tool failed: 'timeout', 'crash' (a signal, or LLVM's crash
    banner after a handled one) or 'error'."""
    if status is None:
        return "timeout"
    return "crash" if status < 0 or b"PLEASE submit a bug report" in err else "error"


def first_line(data):
    text = data.decode("utf-8", "replace").strip()
    for line in text.splitlines():
        if "error" in line or "Assertion" in line or "Stack dump" in line:
            return line[:200]
    return text.splitlines()[0][:200] if text else ""


def read(path):
    with open(path, "rb") as f:
        return f.read()


class Tools:
    def __init__(self, args):
        self.ours_clang = os.path.join(args.build_dir, "bin", "clang")
        self.ours_clangxx = os.path.join(args.build_dir, "bin", "clang++")
        self.ours_opt = os.path.join(args.build_dir, "bin", "opt")
        self.ours_llc = os.path.join(args.build_dir, "bin", "llc")
        self.ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
        self.ref_clang = os.path.join(args.debian_llvm, "clang")
        self.ref_clangxx = os.path.join(args.debian_llvm, "clang++")
        self.ref_opt = os.path.join(args.debian_llvm, "opt")
        self.lli = os.path.join(args.debian_llvm, "lli")
        self.stress = os.path.join(args.debian_llvm, "llvm-stress")
        self.csmith = args.csmith or shutil.which("csmith")
        self.csmith_include = args.csmith_include
        self.cvise = shutil.which("cvise")
        self.ubsan = False  # set by main() where --reduce writes tests

    def require(self, campaigns):
        need = []
        if "host" in campaigns or "passes" in campaigns:
            need += [("our clang", self.ours_clang), ("clang-19", self.ref_clang),
                     ("csmith", self.csmith)]
            if not os.path.isfile(os.path.join(self.csmith_include or "", "csmith.h")):
                fail("no csmith.h under %s (Debian package libcsmith-dev)" % self.csmith_include)
        if "passes" in campaigns or "stress" in campaigns or "clients" in campaigns:
            need += [("our opt", self.ours_opt), ("opt-19", self.ref_opt)]
        if "clients" in campaigns:
            need += [("our clang++", self.ours_clangxx), ("clang-19", self.ref_clang)]
        if "device" in campaigns:
            need += [("our clang", self.ours_clang), ("our llc", self.ours_llc), ("ptxas", self.ptxas),
                     ("csmith", self.csmith)]
        if "passes" in campaigns:
            need += [("lli-19", self.lli)]
        if "stress" in campaigns:
            need += [("llvm-stress-19", self.stress)]
        for what, path in need:
            if not path or not os.access(path, os.X_OK):
                fail("%s not found (%s): set-up (utils/bootstrap.sh) installs Debian's "
                     "csmith, libcsmith-dev, clang-19 and llvm-19" % (what, path or "not on PATH"))

    def fingerprint(self, campaigns):
        """Results are only reused for the same binaries of ours and theirs."""
        h = hashlib.sha256()
        paths = [self.ours_clang, self.ref_clang] if {"host", "passes", "clients"} & set(campaigns) else []
        paths += [self.ours_opt, self.ref_opt] if {"passes", "stress", "clients"} & set(campaigns) else []
        paths += [self.ours_llc, self.ptxas] if "device" in campaigns else []
        for p in paths:
            h.update(files.sha256_of(os.path.realpath(p)).encode())
        if self.csmith and {"host", "passes", "device"} & set(campaigns):
            h.update(files.sha256_of(os.path.realpath(self.csmith)).encode())
        return h.hexdigest()[:16]


class Item:
    """The result of one check: campaign, seed, what (level or pipeline)."""

    def __init__(self, campaign, seed, what, outcome, detail="", checksum=""):
        self.campaign, self.seed, self.what = campaign, seed, what
        self.outcome, self.detail, self.checksum = outcome, detail, checksum

    @property
    def failed(self):
        return self.outcome.startswith(FAILED_PREFIX)

    @property
    def skipped(self):
        return self.outcome.startswith("skipped")

    def key(self):
        return "%s/%d/%s" % (self.campaign, self.seed, self.what)

    def to_json(self):
        return json.dumps({"campaign": self.campaign, "seed": self.seed, "what": self.what,
                           "outcome": self.outcome, "detail": self.detail,
                           "checksum": self.checksum}, sort_keys=True)

    @staticmethod
    def from_json(line):
        d = json.loads(line)
        return Item(d["campaign"], d["seed"], d["what"], d["outcome"], d.get("detail", ""),
                    d.get("checksum", ""))


def checksum_of(stdout):
    for line in stdout.decode("utf-8", "replace").splitlines():
        if line.startswith("checksum = "):
            return line[len("checksum = "):].strip()
    return ""


def generate_csmith(tools, seed, work):
    prog = os.path.join(work, "prog.c")
    # In work: csmith writes platform.info into its working directory.
    status, _, err = run([tools.csmith, "--seed", str(seed), "--output", prog], GENERATE_TIMEOUT_S,
                         cwd=work)
    if status is None:
        return None, "csmith ran past %d s" % GENERATE_TIMEOUT_S
    if status != 0 or not os.path.exists(prog):
        return None, "csmith failed: " + first_line(err)
    return prog, ""


def compile_asm(clang, tools, level, src, out):
    cmd = [clang, "-" + level, "-w", "-I", tools.csmith_include, "-S", src, "-o", out]
    status, _, err = run(cmd, COMPILE_TIMEOUT_S)
    if status is None:
        return "timeout", "ran past %d s" % COMPILE_TIMEOUT_S
    if status != 0:
        return failure_kind(status, err), first_line(err)
    return "ok", ""


def link(tools, asm, exe):
    status, _, err = run([tools.ref_clang, asm, "-o", exe], COMPILE_TIMEOUT_S)
    return status == 0, first_line(err)


def execute(cmd, timeout, cwd):
    status, out, _ = run(cmd, timeout, cwd=cwd, memory_limit=True)
    return status, out


def describe(status, out):
    if status is None:
        return "timeout"
    return "exit %d, %s" % (status, ("checksum " + checksum_of(out)) if checksum_of(out) else
                            "%d bytes of output" % len(out))


def host_items(tools, seed, levels, timeout, work):
    prog, why = generate_csmith(tools, seed, work)
    if prog is None:
        return [Item("host", seed, lv, "skipped-csmith", why) for lv in levels]
    items = []
    for lv in levels:
        ours_s, ref_s = os.path.join(work, "ours-%s.s" % lv), os.path.join(work, "ref-%s.s" % lv)
        rs, rwhy = compile_asm(tools.ref_clang, tools, lv, prog, ref_s)
        os_, owhy = compile_asm(tools.ours_clang, tools, lv, prog, ours_s)
        if rs != "ok":
            items.append(Item("host", seed, lv, "skipped-reference-compile-" + rs, rwhy))
            continue
        if os_ != "ok":
            items.append(Item("host", seed, lv, FAILED_PREFIX + "compile-" + os_, owhy))
            continue
        identical = read(ours_s) == read(ref_s)
        ours_exe = os.path.join(work, "ours-%s" % lv)
        ok, why = link(tools, ours_s, ours_exe)
        if not ok:
            items.append(Item("host", seed, lv, FAILED_PREFIX + "link", why))
            continue
        if identical:
            # The same assembly is the same program: the verdict is in. The
            # run only records a checksum, so it gets a shorter leash.
            status, out = execute([ours_exe], min(timeout, IDENTICAL_RUN_TIMEOUT_S), work)
            if status is None:
                items.append(Item("host", seed, lv, "identical-asm",
                                  "runs past %d s" % min(timeout, IDENTICAL_RUN_TIMEOUT_S)))
            else:
                items.append(Item("host", seed, lv, "identical-asm", describe(status, out),
                                  checksum_of(out)))
            continue
        ref_exe = os.path.join(work, "ref-%s" % lv)
        ok, why = link(tools, ref_s, ref_exe)
        if not ok:
            items.append(Item("host", seed, lv, "skipped-reference-link", why))
            continue
        items.append(compare_runs("host", seed, lv, [ours_exe], [ref_exe], timeout, work))
    return items


def compare_runs(campaign, seed, what, ours_cmd, ref_cmd, timeout, work):
    rstatus, rout = execute(ref_cmd, timeout, work)
    if rstatus is None:
        return Item(campaign, seed, what, "skipped-run-timeout",
                    "different code; Debian's side runs past %d s" % timeout)
    ostatus, oout = execute(ours_cmd, timeout * HANG_FACTOR, work)
    if ostatus is None:
        return Item(campaign, seed, what, FAILED_PREFIX + "hang",
                    "ours runs past %d s, Debian's: %s" % (timeout * HANG_FACTOR, describe(rstatus, rout)))
    if (ostatus, oout) != (rstatus, rout):
        return Item(campaign, seed, what, FAILED_PREFIX + "different-output",
                    "ours: %s; Debian's: %s" % (describe(ostatus, oout), describe(rstatus, rout)))
    return Item(campaign, seed, what, "same-output", "different code; " + describe(ostatus, oout),
                checksum_of(oout))


def opt_pair(tools, passes, src, work, name, ours_flags=()):
    """Run our opt (with ours_flags) and opt-19 on src; (ours path, ref path,
    failure Item fields or None)."""
    outs = []
    for side, opt in (("ours", tools.ours_opt), ("ref", tools.ref_opt)):
        out = os.path.join(work, "%s-%s.ll" % (side, name))
        flags = list(ours_flags) if side == "ours" else []
        status, _, err = run([opt, "-S", "-passes=" + passes] + flags + [src, "-o", out], COMPILE_TIMEOUT_S)
        if status != 0:
            how = failure_kind(status, err)
            return None, None, (side, how, first_line(err) if status is not None else
                                "ran past %d s" % COMPILE_TIMEOUT_S)
        outs.append(out)
    return outs[0], outs[1], None


def opt_failure(campaign, seed, what, failure):
    side, how, why = failure
    if side == "ref":
        return Item(campaign, seed, what, "skipped-reference-opt-" + how, why)
    return Item(campaign, seed, what, FAILED_PREFIX + "opt-" + how, why)


PASSES_WHATS = ("default<O2>", "slsr-pipeline", "slsr-strided", "nvptx-rules")


def strided_program(seed):
    """A C program, deterministic in seed, whose unrolled strided accesses
    are the shapes SLSR's new GEP deltas rewrite: p[y + (x + k) * s] with nsw
    index arithmetic (C's signed int: overflow is undefined, so clang-19
    writes nsw), p[(4 * t + k) * n + j] (InstCombine's `or disjoint` for
    4 * t + k), and p[(x + k) * s], in loads and stores, for k among a random
    set of small offsets; and a histogram's bins, q[((z + k) << 6) + u] with
    z a multiple of 4 and u below 64 (shl nsw and disjoint ors, widened by
    `zext nneg`, the sum in int or in long), each updated only under a
    condition, in a random order of k; and a thread's elements b + (u + 64 * k)
    with b a long and u + 64 * k widened from int, whose adds SLSR relates by
    their constant deltas (an optional rule, turned on for this check); and
    per-thread counters q3[(x + k) & 7][u][(y + k) & 1] of a three-index
    array, whose GEP of variable indices SeparateConstOffsetFromGEP splits
    with u, defined first, applied first.
    Indices stay in bounds, so the program has no undefined behaviour; it
    prints a checksum of everything it computed."""
    import random
    r = random.Random(seed)
    funcs, calls = [], []
    size = 1 << 14
    for f in range(r.randint(2, 5)):
        ks = sorted(r.sample(range(-3, 9), r.randint(2, 6)))
        shape = r.choice(("window", "tile", "column", "bins", "elements", "counters"))
        if shape == "elements":
            ks = r.sample(range(0, 8), r.randint(2, 4))
            # Element 0 (b + u itself) is the only basis the rule takes.
            if 0 not in ks and r.random() < 0.7:
                ks[r.randrange(len(ks))] = 0
        if shape == "bins":
            ks = r.sample(range(0, 4), r.randint(2, 4))
            if r.random() < 0.7:
                ks.sort()
        # The bin's index in int, or as SeparateConstOffsetFromGEP leaves it
        # for NVPTX: a 64-bit sum of the widened shift and u.
        bin_index = r.choice(("(b << 6) + u", "(long)(b << 6) + u"))
        body = []
        for j, k in enumerate(ks):
            coef = r.randint(1, 9)
            if shape == "window":
                index = "y + (x + %d) * s" % k
            elif shape == "tile":
                index = "(4 * t + %d) * n + y" % (k % 4)
            elif shape == "elements":
                # A thread's elements b + (u + 64 * k), widened from int and
                # added to a long base (Thrust's tabulate): the adds SLSR
                # relates by their constant deltas.
                body.append("  { long i = b + (unsigned)(u + %d); q[i] += (float)i * %d.0f; }"
                            % (64 * k, coef))
                continue
            elif shape == "counters":
                # CUB's digit counters, counters[lane][thread][sub]: one GEP
                # of three variable indices, the thread's (u) defined before
                # the others.
                body.append("  { int a = (x + %d) & 7, c = (y + %d) & 1;\n"
                            "    q3[a][u][c] += %d.0f; acc += q3[a][u][c]; }" % (k, k, coef))
                continue
            elif shape == "bins":
                # z + k has a second use, the condition's load, as a
                # histogram's bin number does (its count in shared memory):
                # so InstCombine does not distribute the shift over it.
                body.append("  { int b = z + %d;\n    if (p[b] > %d.0f) q[%s] += %d.0f; }"
                            % (k, r.randint(1, 50), bin_index, coef))
                continue
            else:
                index = "(x + %d) * s" % k
            if r.random() < 0.3:
                body.append("  q[%s] = acc + %d.0f;" % (index, j))
            body.append("  acc += p[%s] * %d.0f;" % (index, coef))
        funcs.append("__attribute__((noinline)) static float f%d(const float *p, float *q, int y, int x, "
                     "int s, int t, int n) {\n  float acc = 0.0f;\n  int z = 4 * (x & 15), u = t & 63;\n"
                     "  long b = (long)y;\n  float (*q3)[64][2] = (float (*)[64][2])q;\n"
                     "%s\n  return acc + (float)(z + u);\n}\n"
                     % (f, "\n".join(body)))
        # Arguments that keep every index inside [0, size): y, x, t small,
        # strides below 64, offsets from -3 to 8.
        calls.append("    acc += f%d(buf, out, i %% 97, 3 + i %% 13, 1 + i %% 61, 1 + i %% 7, 8 + i %% 53);" % f)
    return ("#include <stdio.h>\n#include <string.h>\n#include <stdint.h>\n"
            "static float buf[%d], out[%d];\n%s"
            "int main(void) {\n  float acc = 0.0f;\n  uint32_t sum = 0, bits;\n"
            "  for (int i = 0; i < %d; ++i) { buf[i] = (float)((i * 7919) %% 1009) / 17.0f; out[i] = 0.0f; }\n"
            "  for (int i = 0; i < 2000; ++i) {\n%s\n  }\n"
            "  for (int i = 0; i < %d; ++i) { memcpy(&bits, &out[i], 4); sum = sum * 31u + bits; }\n"
            "  memcpy(&bits, &acc, 4);\n  printf(\"checksum = %%X\\n\", sum ^ bits);\n  return 0;\n}\n"
            % (size, size, "".join(funcs), size, "\n".join(calls), size))


def with_triple(src, out, triple):
    """Copy the IR file src to out with its `target triple` set to triple,
    or without one where triple is None."""
    with open(src) as f:
        lines = [line for line in f.read().splitlines(True) if not line.startswith("target triple = ")]
    if triple is not None:
        lines.insert(0, 'target triple = "%s"\n' % triple)
    with open(out, "w") as f:
        f.write("".join(lines))


_HOST_TRIPLE = []


def host_triple(tools):
    """clang-19's default target, which lli runs."""
    if not _HOST_TRIPLE:
        _, out, _ = run([tools.ref_clang, "-print-target-triple"], COMPILE_TIMEOUT_S)
        _HOST_TRIPLE.append(out.decode().strip())
    return _HOST_TRIPLE[0]


def nvptx_rules_item(tools, seed, what, src_ll, timeout, work):
    """The rules our series applies only to NVPTX modules (SimplifyCFG's
    threading into successors and sinking that keeps address GEPs) change
    what default<O2> writes for an NVPTX triple. The seed's host IR is given
    that triple, optimized by both opts, and given the host's triple back to
    run under lli: where the IR differs, both must print the same. The IR
    keeps the host's data layout, so the two opts see the same module."""
    nvptx_ll = os.path.join(work, "nvptx-rules.ll")
    with_triple(src_ll, nvptx_ll, "nvptx64-nvidia-cuda")
    ours, ref, failure = opt_pair(tools, "default<O2>", nvptx_ll, work, "nvptx-rules")
    if failure:
        return opt_failure("passes", seed, what, failure)
    if read(ours) == read(ref):
        return Item("passes", seed, what, "identical-ir")
    runnable = []
    for side, path in (("ours", ours), ("ref", ref)):
        out = os.path.join(work, "%s-nvptx-rules-host.ll" % side)
        with_triple(path, out, host_triple(tools))
        runnable.append(out)
    return compare_runs("passes", seed, what, [tools.lli, runnable[0]], [tools.lli, runnable[1]],
                        timeout, work)


def write_without_triple(src, out):
    """Copy the IR file src to out without its `target triple` line."""
    with_triple(src, out, None)


def ir_without_triple(tools, src, flags, out, extra=()):
    """clang-19's IR of src without its target triple: our opt links the
    NVPTX target alone (CMakeLists.txt), so with an x86 triple it would
    optimize without x86's cost model while opt-19 has it. Without a triple
    both use the target-independent one, which is what the patches under test
    (all target-independent) see anyway. None if clang-19 fails."""
    status, _, _ = run([tools.ref_clang] + flags + ["-w"] + list(extra) + ["-S", "-emit-llvm", src, "-o", out],
                       COMPILE_TIMEOUT_S)
    if status != 0:
        return None
    write_without_triple(out, out)
    return out


def slsr_item(tools, seed, what, src_ll, timeout, work, tag, ours_flags=()):
    """Not NFC (SLSR's nsw and `or disjoint` deltas): the IR may differ, the
    program's result may not."""
    ours, ref, failure = opt_pair(tools, SLSR_PIPELINE, src_ll, work, tag, ours_flags)
    if failure:
        return opt_failure("passes", seed, what, failure)
    if read(ours) == read(ref):
        return Item("passes", seed, what, "identical-ir")
    return compare_runs("passes", seed, what, [tools.lli, ours], [tools.lli, ref], timeout, work)


def passes_items(tools, seed, timeout, work):
    whats = PASSES_WHATS
    items = []
    strided = os.path.join(work, "strided.c")
    with open(strided, "w") as f:
        f.write(strided_program(seed))
    strided_ll = ir_without_triple(tools, strided, ["-O1"], os.path.join(work, "strided.ll"))
    if strided_ll is None:
        strided_item = Item("passes", seed, whats[2], "skipped-reference-compile", "clang-19 -O1 failed")
    else:
        # The constant-delta adds are off by default; the strided programs'
        # elements are written for them, so they are checked on.
        strided_item = slsr_item(tools, seed, whats[2], strided_ll, timeout, work, "strided",
                                 ["-slsr-constant-delta-adds"])
    prog, why = generate_csmith(tools, seed, work)
    if prog is None:
        return ([Item("passes", seed, w, "skipped-csmith", why) for w in whats[:2] + whats[3:]]
                + [strided_item])
    inputs = {name: ir_without_triple(tools, prog, flags, os.path.join(work, "input-%s.ll" % name),
                                      ["-I", tools.csmith_include])
              for name, flags in (("O0", ["-O0", "-Xclang", "-disable-O0-optnone"]), ("O1", ["-O1"]))}
    # NFC: our opt must write exactly what opt-19 writes.
    if inputs["O0"] is None:
        items.append(Item("passes", seed, whats[0], "skipped-reference-compile", "clang-19 -O0 failed"))
    else:
        ours, ref, failure = opt_pair(tools, "default<O2>", inputs["O0"], work, "O2")
        if failure:
            items.append(opt_failure("passes", seed, whats[0], failure))
        elif read(ours) != read(ref):
            items.append(Item("passes", seed, whats[0], FAILED_PREFIX + "different-ir",
                              "our opt's IR differs from opt-19's"))
        else:
            items.append(Item("passes", seed, whats[0], "identical-ir"))
    if inputs["O1"] is None:
        items.append(Item("passes", seed, whats[1], "skipped-reference-compile", "clang-19 -O1 failed"))
        items.append(Item("passes", seed, whats[3], "skipped-reference-compile", "clang-19 -O1 failed"))
    else:
        items.append(slsr_item(tools, seed, whats[1], inputs["O1"], timeout, work, "slsr"))
        items.append(nvptx_rules_item(tools, seed, whats[3], inputs["O1"], timeout, work))
    items.append(strided_item)
    return items


def stress_items(tools, seed, levels, work):
    src = os.path.join(work, "stress.ll")
    status, _, err = run([tools.stress, "-seed", str(seed), "-size", "300", "-o", src], GENERATE_TIMEOUT_S)
    if status != 0:
        return [Item("stress", seed, lv, "skipped-llvm-stress", first_line(err)) for lv in levels]
    items = []
    for lv in levels:
        what = "default<%s>" % lv
        ours, ref, failure = opt_pair(tools, what, src, work, lv)
        if failure:
            items.append(opt_failure("stress", seed, what, failure))
        elif read(ours) != read(ref):
            items.append(Item("stress", seed, what, FAILED_PREFIX + "different-ir",
                              "our opt's IR differs from opt-19's"))
        else:
            items.append(Item("stress", seed, what, "identical-ir"))
    return items


def stress_whats(levels):
    return ["default<%s>" % lv for lv in levels]


# The switches (cl::opt, default on) of our NVPTX machine passes.
DEVICE_PASS_SWITCHES = (
    ("packed-f32x2", "-nvptx-packed-f32x2=0"),
    ("loop-constants-above-guard", "-nvptx-loop-constants-above-guard=0"),
    ("param-flag-loads", "-nvptx-merge-param-flag-loads=0"),
    ("far-address-remat", "-nvptx-remat-far-addresses=0"),
)
DEVICE_LEVELS = ("O2", "O3")
DEVICE_ARCH = "sm_100a"
# Freestanding stand-ins for the C library headers csmith.h includes: the
# NVPTX target has no libc headers (clang's resource headers give stdint.h,
# limits.h and float.h).
DEVICE_HEADERS = {
    "stdio.h": "int printf(const char *, ...);\n",
    "string.h": ("typedef __SIZE_TYPE__ size_t;\nvoid *memcpy(void *, const void *, size_t);\n"
                 "void *memset(void *, int, size_t);\nint strcmp(const char *, const char *);\n"
                 "size_t strlen(const char *);\n"),
    "math.h": "double fabs(double);\nfloat fabsf(float);\n",
    "assert.h": "#define assert(x) ((void)0)\n",
}
DEVICE_KERNEL = """#define main csmith_main
#include "prog.c"
#undef main
__attribute__((nvptx_kernel)) void csmith_kernel(int *out) { *out = csmith_main(0, 0); }
"""


DEVICE_PROGRAMS = ("csmith", "kernel")


def device_whats():
    return ["%s %s %s" % (prog, lv, name) for prog in DEVICE_PROGRAMS for lv in DEVICE_LEVELS
            for name, _ in DEVICE_PASS_SWITCHES]


def generated_kernel(seed):
    """A random f32 kernel of the shape our NVPTX passes act on: independent
    accumulators that start at constants before a guarded loop (loop constants
    above the guard), independent f32 fma/add/mul on them (packed f32x2), and
    bool parameters that share a word (one load of the flag bytes), each
    guarding part of the work. Deterministic in seed."""
    import random
    r = random.Random(seed)
    accs, flags, loads = r.randint(2, 8), r.randint(2, 6), r.randint(1, 4)
    # The flags: bool fields of a struct passed by value, so that several
    # share a parameter word, as pool2d's geometry does.
    fields = ["int n;"] + ["_Bool f%d;" % j for j in range(flags)]
    params = ["float *out", "const float *in", "struct flags fl", "float c"]

    def flag():
        one = "fl.f%d" % r.randrange(flags)
        return one if r.random() < 0.5 else "(%s || fl.f%d)" % (one, r.randrange(flags))

    body = ["  int n = fl.n;"]
    body += ["  float a%d = %s;" % (k, r.choice(["0.0f", "1.0f", "c", "%d.5f" % r.randint(-4, 4)]))
             for k in range(accs)]
    body.append("  for (int i = 0; i < n; ++i) {")
    body += ["    float x%d = in[i * %d + %d];" % (m, loads, m) for m in range(loads)]
    for _ in range(r.randint(accs, 4 * accs)):
        k, m = r.randrange(accs), r.randrange(loads)
        other = "a%d" % r.randrange(accs) if r.random() < 0.3 else "c"
        stmt = r.choice(["a{k} = a{k} * x{m} + {o};", "a{k} += x{m} * {o};", "a{k} -= x{m};",
                         "a{k} = a{k} * {o};", "a{k} = x{m} * x{m} + a{k};"]).format(k=k, m=m, o=other)
        if r.random() < 0.3:
            stmt = "if (%s) %s" % (flag(), stmt)
        body.append("    " + stmt)
    body.append("  }")
    body += ["  out[%d] = a%d;" % (k, k) for k in range(accs)]
    for j in range(flags):
        if r.random() < 0.5:
            body.append("  if (%s) out[%d] = a%d + c;" % (flag(), accs + j, r.randrange(accs)))
    return ("struct flags { %s };\n__attribute__((nvptx_kernel)) void gen_kernel(%s) {\n%s\n}\n"
            % (" ".join(fields), ", ".join(params), "\n".join(body)))


def ptxas_accepts(tools, ptx, work):
    status, _, err = run([tools.ptxas, "-c", "-arch=" + DEVICE_ARCH, ptx, "-o",
                          os.path.join(work, "out.o")], COMPILE_TIMEOUT_S * 5)
    if status is None:
        return False, "ptxas ran past %d s" % (COMPILE_TIMEOUT_S * 5)
    return status == 0, first_line(err)


def device_items(tools, seed, work):
    whats = device_whats()
    status, _, err = run([tools.csmith, "--seed", str(seed), "--float", "--output",
                          os.path.join(work, "prog.c")], GENERATE_TIMEOUT_S, cwd=work)
    if status != 0:
        return [Item("device", seed, w, "skipped-csmith", first_line(err) or "timeout") for w in whats]
    inc = os.path.join(work, "libc")
    os.makedirs(inc, exist_ok=True)
    for name, text in DEVICE_HEADERS.items():
        with open(os.path.join(inc, name), "w") as f:
            f.write(text)
    sources = {"csmith": os.path.join(work, "csmith-kernel.c"), "kernel": os.path.join(work, "kernel.c")}
    with open(sources["csmith"], "w") as f:
        f.write(DEVICE_KERNEL)
    with open(sources["kernel"], "w") as f:
        f.write(generated_kernel(seed))
    items = []
    for prog, lv in [(p, lv) for p in DEVICE_PROGRAMS for lv in DEVICE_LEVELS]:
        kernel = sources[prog]
        ll = os.path.join(work, "%s-%s.ll" % (prog, lv))
        status, _, err = run([tools.ours_clang, "--target=nvptx64-nvidia-cuda", "-march=" + DEVICE_ARCH,
                              "-" + lv, "-w", "-ffreestanding", "-nostdlibinc", "-isystem", inc,
                              "-I", tools.csmith_include, "-S", "-emit-llvm", kernel, "-o", ll],
                             COMPILE_TIMEOUT_S)
        lv_whats = [w for w in whats if w.startswith("%s %s " % (prog, lv))]
        if status != 0:
            how = failure_kind(status, err)
            items += [Item("device", seed, w, FAILED_PREFIX + "compile-" + how, first_line(err))
                      for w in lv_whats]
            continue
        ptx = {}
        failure = None
        for name, flag in (("all-on", None),) + DEVICE_PASS_SWITCHES:
            out = os.path.join(work, "%s-%s-%s.ptx" % (prog, lv, name))
            status, _, err = run([tools.ours_llc, "-mcpu=" + DEVICE_ARCH, "-" + lv, ll, "-o", out] +
                                 ([flag] if flag else []), COMPILE_TIMEOUT_S * 5)
            if status != 0:
                failure = (name, "llc-" + failure_kind(status, err), first_line(err))
                break
            ptx[name] = out
        if failure:
            items += [Item("device", seed, w, FAILED_PREFIX + failure[1],
                           "with %s off: %s" % (failure[0], failure[2]) if failure[0] != "all-on"
                           else failure[2]) for w in lv_whats]
            continue
        ok, why = ptxas_accepts(tools, ptx["all-on"], work)
        if not ok:
            items += [Item("device", seed, w, FAILED_PREFIX + "ptxas-rejects", "every pass on: " + why)
                      for w in lv_whats]
            continue
        on_text = read(ptx["all-on"])
        for (name, _), w in zip(DEVICE_PASS_SWITCHES, lv_whats):
            if read(ptx[name]) == on_text:
                items.append(Item("device", seed, w, "pass-did-nothing"))
                continue
            ok, why = ptxas_accepts(tools, ptx[name], work)
            items.append(Item("device", seed, w, "pass-changed-ptx" if ok else FAILED_PREFIX + "ptxas-rejects",
                              "" if ok else "with it off: " + why))
    return items


class Client:
    """A real client TU: its name, source, GPU arch (None for a C++ TU that
    both front ends compile) and extra flags."""

    def __init__(self, name, source, arch, flags=()):
        self.name, self.source, self.arch, self.flags = name, source, arch, list(flags)

    @property
    def checks(self):
        return CLIENT_CHECKS if self.arch else CXX_CHECKS


# C++ TUs (ours, LLVM's and clang's own) that both front ends compile: the
# front end's NFC patches (declaration-lookup caches, macro-argument buffers,
# SourceManager's FileID search, FoldingSet in the AST) are checked on C++
# templates, not only on Csmith's C. Paths are relative to the repository, or
# to the pristine llvm-project source with "pristine:".
CXX_FLAGS = ["-std=c++17", "-fno-exceptions", "-fno-rtti", "-I/usr/lib/llvm-19/include"]
CXX_TUS_QUICK = ("examples/pool2d/pool2d_reference_test.cpp", "examples/sparse_dot/pack_test.cpp")
CXX_TUS = ("utils/test/foldingset-stress.cpp", "utils/test/decl-lookup-cache-check.cpp",
           "pristine:llvm/lib/Support/FoldingSet.cpp",
           "pristine:llvm/lib/Transforms/Scalar/SROA.cpp",
           "pristine:clang/lib/Sema/SemaCUDA.cpp",
           "pristine:clang/lib/Sema/SemaTemplateInstantiate.cpp")


CUTLASS_TUS = (
    ("cutlass-70-fp16-gemm", "examples/70_blackwell_gemm/70_blackwell_fp16_gemm.cu", "sm_100a"),
    ("cutlass-48-hopper-gemm",
     "examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu", "sm_90a"),
)


def client_list(quick, cutlass_root, pristine):
    """The examples of examples/kernels.json and their C++ tests; unless
    quick, also a Thrust/CUB program, CUB's radix sort, CUTLASS TUs when the
    tree is there, and C++ TUs of ours and of the pristine source."""
    clients = []
    with open(os.path.join(REPO, "examples", "kernels.json")) as f:
        registry = json.load(f)
    for ex in registry["examples"]:
        clients.append(Client("example-" + ex["name"], os.path.join(REPO, ex["source"]), "sm_100a",
                              ["-I" + os.path.join(REPO, i) for i in ex["includes"]]))
    for tu in CXX_TUS_QUICK if quick else CXX_TUS_QUICK + CXX_TUS:
        if tu.startswith("pristine:"):
            path = os.path.join(pristine, tu[len("pristine:"):])
            if not os.path.isfile(path):
                continue  # no fetched source here: the build fetches it
        else:
            path = os.path.join(REPO, tu)
        clients.append(Client(os.path.basename(tu), path, None,
                              CXX_FLAGS + ["-I" + os.path.join(REPO, "runtime", d) for d in ("include", "tests")]))
    if quick:
        return clients
    clients.append(Client("thrust-cub", os.path.join(REPO, "utils", "bench", "inputs", "thrust_cub.cu"),
                          "sm_90a"))
    clients.append(Client("cub-radix-sort-pairs",
                          os.path.join(REPO, "test", "Clients", "Inputs", "cub-sort-pairs.cu"), "sm_100a"))
    if cutlass_root and os.path.isdir(os.path.join(cutlass_root, "include", "cutlass")):
        for name, src, arch in CUTLASS_TUS:
            path = os.path.join(cutlass_root, src)
            clients.append(Client(name, path, arch, [
                "-std=c++17", "-include", "nvptxbw_cutlass_arch.h", "-Wno-cuda-compat",
                "-I" + os.path.join(cutlass_root, "include"),
                "-I" + os.path.join(cutlass_root, "tools", "util", "include"),
                "-I" + os.path.join(cutlass_root, "examples", "common"),
                "-I" + os.path.dirname(path)]))
    return clients


# The rules of ours that change what `default<O2>` writes for an NVPTX
# module on purpose, switched off where ours must match opt-19 byte for byte:
# SimplifyCFG's sinking keeps a load or store with the GEP of its address
# (LLVM 20's rule; simplifycfg-sink-keeps-address-geps.patch), and it threads
# a known branch across a block whose values only its successors use, with
# the two switches of simplifycfg-thread-values-used-outside.patch.
OURS_NON_NFC_OFF = ["-simplifycfg-sink-keeps-address-geps=false",
                    "-simplifycfg-thread-values-used-outside=false",
                    "-simplifycfg-thread-into-successor-phis=false"]
CLIENT_CHECKS = ("device default<O2>", "device default<O2> no-triple", "host -O2 IR", "host -O2 asm")
CXX_CHECKS = ("-O0 IR", "-O2 asm")


def pair_item(campaign, seed, what, cmds, outs):
    """Run ours' and Debian's command; the item says whether the outputs are
    byte-identical. cmds and outs: (ours, Debian's)."""
    # Debian's first: where it fails too, the input is at fault, not us.
    for side, cmd in reversed(list(zip(("ours", "ref"), cmds))):
        status, _, err = run(cmd, COMPILE_TIMEOUT_S * 5)
        if status != 0:
            how = failure_kind(status, err)
            why = "ran past %d s" % (COMPILE_TIMEOUT_S * 5) if status is None else first_line(err)
            if side == "ref":
                return Item(campaign, seed, what, "skipped-reference-" + how, why)
            return Item(campaign, seed, what, FAILED_PREFIX + how, why)
    if read(outs[0]) != read(outs[1]):
        return Item(campaign, seed, what, FAILED_PREFIX + "different-output",
                    "ours differs from Debian's: diff %s %s" % (os.path.basename(outs[0]),
                                                               os.path.basename(outs[1])))
    return Item(campaign, seed, what, "identical-output")


def cxx_items(tools, index, client, work):
    """A C++ TU through both front ends: -O0 IR and -O2 assembly."""
    items = []
    for check, flags, tag in zip(CXX_CHECKS, (["-O0", "-emit-llvm"], ["-O2"]), ("O0.ll", "O2.s")):
        outs = [os.path.join(work, "%s-%s" % (side, tag)) for side in ("ours", "ref")]
        cmds = [[cc, "-w", "-S"] + flags + client.flags + [client.source, "-o", o]
                for cc, o in zip((tools.ours_clangxx, tools.ref_clangxx), outs)]
        items.append(pair_item("clients", index, "%s: %s" % (client.name, check), cmds, outs))
    return items


def client_items(tools, index, client, work):
    """The clients campaign's checks of one client (index stands for a seed)."""
    if client.arch is None:
        return cxx_items(tools, index, client, work)
    whats = ["%s: %s" % (client.name, c) for c in CLIENT_CHECKS]
    common = [tools.ours_clangxx, "-x", "cuda", "--cuda-gpu-arch=" + client.arch, "-O0", "-Xclang",
              "-disable-O0-optnone", "-emit-llvm", "-S", "-w"] + client.flags
    irs = {}
    for side in ("device", "host"):
        out = os.path.join(work, side + ".ll")
        status, _, err = run(common + ["--cuda-%s-only" % side, client.source, "-o", out],
                             COMPILE_TIMEOUT_S * 5)
        if status != 0:
            why = "our clang could not write its %s IR: %s" % (side, first_line(err))
            return [Item("clients", index, w, "skipped-input", why) for w in whats]
        irs[side] = out
        irs[side + "-no-triple"] = os.path.join(work, side + "-no-triple.ll")
        write_without_triple(out, irs[side + "-no-triple"])

    def opt_cmds(src, tag):
        outs = [os.path.join(work, "%s-%s.ll" % (side, tag)) for side in ("ours", "ref")]
        return [[opt, "-S", "-passes=default<O2>"] + extra + [src, "-o", o]
                for opt, extra, o in zip((tools.ours_opt, tools.ref_opt),
                                         (OURS_NON_NFC_OFF, []), outs)], outs

    def clang_cmds(flags, tag):
        outs = [os.path.join(work, "%s-%s" % (side, tag)) for side in ("ours", "ref")]
        return [[cc, "-O2", "-w", "-x", "ir", irs["host"], "-S"] + flags + ["-o", o]
                for cc, o in zip((tools.ours_clang, tools.ref_clang), outs)], outs

    plans = [opt_cmds(irs["device"], "device"), opt_cmds(irs["device-no-triple"], "device-nt"),
             clang_cmds(["-emit-llvm"], "host.ll"), clang_cmds([], "host.s")]
    return [pair_item("clients", index, w, cmds, outs) for w, (cmds, outs) in zip(whats, plans)]


INTERESTING_HOST = """#!/bin/sh
# cvise interestingness test: clang-19 -{level} builds a program that runs and
# prints a checksum; our clang's build of it {symptom}.
ulimit -v 2097152
{ref} -{level} -w -I {inc} prog.c -o ref.exe >/dev/null 2>&1 || exit 1
{ubsan}timeout {t} ./ref.exe > ref.out 2>&1 || exit 1
{ours_cmd}
"""
# A reduced program must stay free of undefined behaviour, or cvise converges
# on one whose output any compiler may change.
UBSAN_GUARD = """{ref} -O0 -w -I {inc} -fsanitize=undefined -fno-sanitize-recover=all prog.c -o ubsan.exe >/dev/null 2>&1 || exit 1
timeout {t} ./ubsan.exe >/dev/null 2>&1 || exit 1
"""


def ubsan_links(clang):
    """Whether clang links a UBSan program (Debian's libclang-rt-19-dev)."""
    with tempfile.TemporaryDirectory(prefix="nvptxbw-ubsan-") as d:
        src = os.path.join(d, "t.c")
        with open(src, "w") as f:
            f.write("int main(void) { return 0; }\n")
        status, _, _ = run([clang, "-fsanitize=undefined", src, "-o", os.path.join(d, "t")], COMPILE_TIMEOUT_S)
        return status == 0


def write_reduction(item, tools, src_dir, reduce_dir, timeout, run_cvise):
    """A directory with the failing program and a cvise interestingness test."""
    if item.campaign != "host":
        # The opt campaigns' inputs are IR: keep them, cvise does not reduce IR.
        d = os.path.join(reduce_dir, "%s-%d" % (item.campaign, item.seed))
        shutil.copytree(src_dir, d, dirs_exist_ok=True)
        return d, "kept the IR for llvm-reduce (cvise reduces C)"
    d = os.path.join(reduce_dir, "host-%d-%s" % (item.seed, item.what))
    os.makedirs(d, exist_ok=True)
    shutil.copy(os.path.join(src_dir, "prog.c"), os.path.join(d, "prog.c"))
    ours = "%s -%s -w -I %s prog.c -o ours.exe" % (shlex.quote(tools.ours_clang), item.what,
                                                   shlex.quote(tools.csmith_include))
    if "compile" in item.outcome:
        symptom, ours_cmd = "fails to compile", "%s >/dev/null 2>&1 && exit 1\nexit 0" % ours
    elif "hang" in item.outcome:
        symptom = "hangs"
        ours_cmd = "%s >/dev/null 2>&1 || exit 1\ntimeout %d ./ours.exe >/dev/null 2>&1\n[ $? = 124 ]" % (
            ours, timeout * HANG_FACTOR)
    else:
        symptom = "prints something else"
        ours_cmd = ("%s >/dev/null 2>&1 || exit 1\ntimeout %d ./ours.exe > ours.out 2>&1\n"
                    "! cmp -s ours.out ref.out") % (ours, timeout * HANG_FACTOR)
    script = os.path.join(d, "interesting.sh")
    ref, inc = shlex.quote(tools.ref_clang), shlex.quote(tools.csmith_include)
    ubsan = UBSAN_GUARD.format(ref=ref, inc=inc, t=timeout) if tools.ubsan else ""
    with open(script, "w") as f:
        f.write(INTERESTING_HOST.format(level=item.what, symptom=symptom, ref=ref, inc=inc,
                                        ubsan=ubsan, t=timeout, ours_cmd=ours_cmd))
    os.chmod(script, 0o755)
    if run_cvise:
        if not tools.cvise:
            return d, "cvise not found (Debian package cvise): not reduced"
        status, _, err = run([tools.cvise, "--n", "2", script, "prog.c"], None, cwd=d)
        return d, "cvise exit %s" % status
    return d, "run `cvise interesting.sh prog.c` there to reduce"


def load_results(path):
    done = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                try:
                    item = Item.from_json(line)
                except (ValueError, KeyError):
                    continue  # a line cut short by an interrupted run
                done[item.key()] = item
    return done


def parse_seeds(text):
    try:
        a, b = text.split(":")
        a, b = int(a), int(b)
    except ValueError:
        raise argparse.ArgumentTypeError("expected FIRST:END (END excluded), e.g. 1:20001")
    if a < 0 or b <= a:
        raise argparse.ArgumentTypeError("empty seed range %s" % text)
    return a, b


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"),
                    help="our build (bin/clang, bin/opt); default: build/ in the repo")
    ap.add_argument("--debian-llvm", default=DEBIAN_LLVM,
                    help="Debian's LLVM 19 tools (clang, opt, lli, llvm-stress); default %(default)s")
    ap.add_argument("--csmith", help="csmith (default: from PATH)")
    ap.add_argument("--csmith-include", default="/usr/include/csmith",
                    help="directory of csmith.h (default %(default)s)")
    ap.add_argument("--campaign", action="append", choices=CAMPAIGNS,
                    help="campaign to run (repeatable; default: all)")
    ap.add_argument("--seeds", type=parse_seeds, help="FIRST:END seed range (END excluded)")
    ap.add_argument("--levels", default=",".join(LEVELS),
                    help="optimization levels of host and stress (default %(default)s)")
    ap.add_argument("--quick", action="store_true",
                    help="the test command's mode: fixed seed ranges %s, no results file" %
                    ", ".join("%s %d:%d" % (c, a, b) for c, (a, b) in QUICK_SEEDS.items()))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=int, default=10,
                    help="seconds a generated program may run under Debian's build (default %(default)s)")
    ap.add_argument("--results", help="results file (JSON lines); default: the cache's "
                    "random-program-differential/<fingerprint>.jsonl; 'none' keeps none")
    ap.add_argument("--report", action="store_true",
                    help="run nothing: summarize what the results file holds for the seed range")
    ap.add_argument("--reduce", metavar="DIR", help="write each failure's program and cvise test there")
    ap.add_argument("--run-cvise", action="store_true", help="with --reduce: also run cvise")
    ap.add_argument("--cutlass", default=os.path.join(files.default_cache_dir(), "cutlass-4.2.0.0"),
                    help="CUTLASS's tree for the clients campaign (default: set-up's, %(default)s)")
    ap.add_argument("--pristine", default=os.path.join(files.default_cache_dir(), "llvm-toolchain-19-19.1.7"),
                    help="the pristine llvm-project 19.1.7 source, for the clients campaign's "
                    "C++ TUs (default: the build's fetch, %(default)s)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"),
                    help="CUDA, for the device campaign's ptxas (default %(default)s)")
    ap.add_argument("--ours-clang", help=argparse.SUPPRESS)  # a test's stand-in for our clang
    args = ap.parse_args()

    campaigns = args.campaign or list(CAMPAIGNS)
    levels = [lv.strip().lstrip("-") for lv in args.levels.split(",") if lv.strip()]
    for lv in levels:
        if lv not in LEVELS:
            ap.error("unknown level %s (one of %s)" % (lv, ", ".join(LEVELS)))
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    if args.run_cvise and not args.reduce:
        ap.error("--run-cvise needs --reduce DIR")
    if args.quick and args.seeds:
        ap.error("--quick has its own seed ranges; drop --seeds")
    if not args.quick and not args.seeds and campaigns != ["clients"]:
        ap.error("give --seeds FIRST:END, or --quick")

    tools = Tools(args)
    if args.ours_clang:
        tools.ours_clang = os.path.abspath(args.ours_clang)
    tools.require(campaigns)
    if args.reduce:
        tools.ubsan = ubsan_links(tools.ref_clang)
        if not tools.ubsan:
            print("random-program-differential: warning: clang-19 cannot link UBSan programs "
                  "(Debian package libclang-rt-19-dev): the interestingness tests --reduce writes "
                  "will not rule out undefined behaviour", file=sys.stderr)

    if args.quick or args.results == "none":
        results_path = None
    elif args.results:
        results_path = args.results
    else:
        d = os.path.join(files.default_cache_dir(), "random-program-differential")
        os.makedirs(d, exist_ok=True)
        results_path = os.path.join(d, tools.fingerprint(campaigns) + ".jsonl")
    done = load_results(results_path) if results_path else {}

    clients = client_list(args.quick, args.cutlass, args.pristine) if "clients" in campaigns else []
    plan = []  # (campaign, seed)
    for c in campaigns:
        if c == "clients":
            seeds = range(len(clients))
        else:
            first, end = QUICK_SEEDS[c] if args.quick else args.seeds
            seeds = range(first, end)
        for seed in seeds:
            whats = {"host": levels, "passes": list(PASSES_WHATS),
                     "stress": stress_whats(levels), "device": device_whats(),
                     "clients": ["%s: %s" % (clients[seed].name, w) for w in clients[seed].checks]
                     if c == "clients" else []}[c]
            if all("%s/%d/%s" % (c, seed, w) in done for w in whats):
                continue
            plan.append((c, seed))
    if args.report:
        if not results_path:
            ap.error("--report reads a results file: drop --quick and --results none")
        plan = []
    reused = [i for i in done.values() if i.campaign in campaigns and
              (args.quick or i.campaign == "clients" or args.seeds[0] <= i.seed < args.seeds[1])]
    print("random-program-differential: campaigns %s; levels %s; %d seed(s) to run, %d item(s) "
          "reused from %s; %d job(s)" % (",".join(campaigns), ",".join(levels), len(plan), len(reused),
                                          results_path or "no results file", args.jobs), flush=True)
    print("  ours:   %s, %s" % (tools.ours_clang, tools.ours_opt))
    print("  Debian: %s" % args.debian_llvm, flush=True)

    lock = threading.Lock()
    results_file = open(results_path, "a") if results_path else None
    items = list(reused)
    reductions = []
    start = time.time()
    last_report = [start]
    finished = [0]

    def one(task):
        campaign, seed = task
        with tempfile.TemporaryDirectory(prefix="nvptxbw-diff-%s-%d-" % (campaign, seed)) as work:
            if campaign == "host":
                got = host_items(tools, seed, levels, args.timeout, work)
            elif campaign == "passes":
                got = passes_items(tools, seed, args.timeout, work)
            elif campaign == "stress":
                got = stress_items(tools, seed, levels, work)
            elif campaign == "device":
                got = device_items(tools, seed, work)
            else:
                got = client_items(tools, seed, clients[seed], work)
            notes = []
            if args.reduce:
                for item in got:
                    if item.failed:
                        notes.append((item,) + write_reduction(item, tools, work, args.reduce,
                                                               args.timeout, args.run_cvise))
        with lock:
            items.extend(got)
            reductions.extend(notes)
            for item in got:
                if item.failed:
                    print("FAILED: %s seed %d %s: %s: %s" % (item.campaign, item.seed, item.what,
                                                             item.outcome[len(FAILED_PREFIX):],
                                                             item.detail), flush=True)
                if results_file:
                    results_file.write(item.to_json() + "\n")
            if results_file:
                results_file.flush()
            finished[0] += 1
            now = time.time()
            if now - last_report[0] >= 60 or finished[0] == len(plan):
                last_report[0] = now
                rate = (now - start) / finished[0]
                print("  ... %d/%d seeds in %.0f s (%.2f s a seed, about %.0f s left), %d failure(s)"
                      % (finished[0], len(plan), now - start, rate, rate * (len(plan) - finished[0]),
                         sum(1 for i in items if i.failed)), file=sys.stderr, flush=True)

    def stop(signum, frame):
        print("random-program-differential: interrupted; finished seeds are in %s"
              % (results_path or "no results file"), file=sys.stderr)
        with lock:  # no seed's results half written
            stop_running_and_exit(signum, frame)

    # Ctrl-C reaches only the terminal's process group, not the programs in
    # groups of their own, and SIGTERM only this process: both stop them here.
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for f in [pool.submit(one, t) for t in plan]:
                f.result()
    finally:
        if results_file:
            results_file.close()

    print("Summary (campaign, check: outcome count)")
    by = {}
    for i in items:
        by.setdefault((i.campaign, i.what), {}).setdefault(i.outcome, 0)
        by[(i.campaign, i.what)][i.outcome] += 1
    for (c, w) in sorted(by):
        print("  %-7s %-14s %s" % (c, w + ("" if len(w) < 14 else ":"), ", ".join("%s %d" % (o, n) for o, n in sorted(by[(c, w)].items()))))
    failed = [i for i in items if i.failed]
    skipped = [i for i in items if i.skipped]
    passed = len(items) - len(failed) - len(skipped)
    seeds = {(i.campaign, i.seed) for i in items}
    checksums = {(i.seed, i.checksum) for i in items if i.campaign == "host" and i.checksum}
    print("seeds: %d; items: %d; skipped: %d; different: %d; host checksums: %d distinct over %d programs"
          % (len(seeds), len(items), len(skipped), len(failed), len({c for _, c in checksums}),
             len({s for s, _ in checksums})))
    for item, d, how in reductions:
        print("reduce: %s seed %d %s -> %s (%s)" % (item.campaign, item.seed, item.what, d, how))
    print("%d passed, %d failed" % (passed, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
