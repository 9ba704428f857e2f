"""What the compile-time benches share: finding the compilers, measuring one
compile (wall clock, CPU time and peak memory), repeating compiles in
alternation and taking medians, and formatting figures and ratios.

Used by compile-time.py, client-compile-time.py and example-kernels.py. Python 3
standard library only.

A compile is measured as the process tree of its command: the wall clock
from start to exit, the CPU time (user + system) of the command and every
process it waited for (clang's cc1, ptxas, nvcc's cicc...), and the peak
resident memory of the largest of those processes, as the kernel reports
them to wait4 (ru_maxrss). On a machine shared with other work the CPU
times are steadier than the wall clock; both are printed.
"""

import os
import selectors
import shutil
import statistics
import subprocess
import time

COMPILERS = ("ours", "clang-22", "nvcc")
LONG_NAME = {"ours": "our clang++", "clang-22": "clang-22", "nvcc": "nvcc"}


class Compiler:
    """A compiler column: its executable, or why it is missing."""

    def __init__(self, name, path, missing_note=None):
        self.name = name
        self.path = path
        self.missing_note = missing_note

    def __bool__(self):
        return self.path is not None


def find_compilers(build_dir, cuda_path, clang22=None):
    """{column: Compiler} for our clang++ (BUILD/bin/clang++), clang-22
    (clang22, or clang++-22/clang-22 on PATH) and nvcc (CUDA_PATH/bin/nvcc)."""
    ours = os.path.join(build_dir, "bin", "clang++")
    found = {"ours": Compiler("ours", ours) if os.access(ours, os.X_OK) else
             Compiler("ours", None, f"our clang++ not found at {ours} (build first)")}
    if clang22:
        c22, looked = (clang22 if os.access(clang22, os.X_OK) else None), clang22
    else:
        c22 = shutil.which("clang++-22") or shutil.which("clang-22")
        looked = "clang++-22, clang-22 on PATH"
    found["clang-22"] = Compiler("clang-22", c22) if c22 else Compiler(
        "clang-22", None, f"clang-22 not found ({looked}): column skipped")
    nvcc = os.path.join(cuda_path, "bin", "nvcc")
    found["nvcc"] = Compiler("nvcc", nvcc) if os.access(nvcc, os.X_OK) else Compiler(
        "nvcc", None, f"nvcc not found at {nvcc}: column skipped")
    return found


def first_error(text):
    """The line of a compiler's output that says what went wrong."""
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:200]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip()[:200] if lines else "no output"


class Sample:
    """One compile: wall and CPU seconds, peak resident memory in KiB."""

    def __init__(self, wall, cpu, peak_kib):
        self.wall, self.cpu, self.peak_kib = wall, cpu, peak_kib


def run_measured(cmd, timeout=None):
    """(Sample, None) for a command that succeeded, (None, error) otherwise."""
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    except OSError as e:
        return None, str(e)
    output = []
    # Read the output while waiting, so a talkative compiler cannot block on
    # a full pipe; wait4 then gives the tree's resource usage.
    deadline = start + timeout if timeout else None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    timed_out = False
    while True:
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            timed_out = True
            proc.kill()
            break
        if not sel.select(left):
            continue
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            break
        output.append(chunk)
    sel.close()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    wall = time.monotonic() - start
    if timed_out:
        return None, "timed out after %d s" % timeout
    text = b"".join(output).decode("utf-8", "replace")
    if proc.returncode != 0:
        return None, first_error(text)
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss), None


def measure_alternating(commands, runs, timeout=None):
    """Runs each of {column: command} `runs` times, one of each column in
    turn (so that load from elsewhere falls on every column alike), and
    returns {column: Sample of medians or None}, {column: error}. A column
    whose compile fails is not run again."""
    samples = {col: [] for col in commands}
    errors = {}
    for _ in range(runs):
        for col, cmd in commands.items():
            if col in errors:
                continue
            s, err = run_measured(cmd, timeout)
            if s is None:
                errors[col] = err
            else:
                samples[col].append(s)
    result = {}
    for col, got in samples.items():
        if col in errors or not got:
            result[col] = None
        else:
            result[col] = Sample(statistics.median(s.wall for s in got),
                                 statistics.median(s.cpu for s in got),
                                 max(s.peak_kib for s in got))
    return result, errors


def ratio(a, b):
    """a/b with two decimals, 'n/a' where either is missing."""
    return two_decimals(a / b if a is not None and b else None)


def two_decimals(value):
    """A ratio already computed, with two decimals; 'n/a' where it is None."""
    return "n/a" if value is None else f"{value:.2f}"


def seconds(value, missing="n/a"):
    return missing if value is None else f"{value:.1f}"


def mib(kib, missing="n/a"):
    return missing if kib is None else f"{kib / 1024:.0f}"


def median_or_none(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def medians(rows, keys):
    """{key: the median of the rows' values for key, or None}."""
    return {k: median_or_none([r[k] for r in rows]) for k in keys}
