#!/usr/bin/env python3
"""Per-case verdicts of nvcc and clang on a case file.

usage: nvcc_leniency_verdicts.py CASES.cu NVCC_OUTPUT CLANG_OUTPUT

CASES.cu marks each case's line with a comment 'case: NAME'. A compiler
rejects a case when it reports an error on that line (nvcc: 'FILE(LINE):
error', clang: 'FILE:LINE:COL: error'), else accepts it; clang's acceptance
shows the warning flag it gave on that line, if any. One line per case, in
file order:

    NAME: nvcc=accepted clang=accepted [-Wcuda-missing-typename]
"""

import os
import re
import sys


def cases(path):
    out = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.search(r"//\s*case:\s*(\S+)", line)
            if m:
                out.append((lineno, m.group(1)))
    return out


def diagnostics(path, base, pattern):
    """{line: [(kind, flag)]} for diagnostics in the case file."""
    found = {}
    with open(path, errors="replace") as f:
        for text in f:
            m = re.match(pattern, text)
            if not m or os.path.basename(m.group("file")) != base:
                continue
            flag = re.search(r"\[(-W[\w-]+)", text)
            found.setdefault(int(m.group("line")), []).append(
                (m.group("kind"), flag.group(1) if flag else ""))
    return found


def main():
    case_file, nvcc_out, clang_out = sys.argv[1:4]
    base = os.path.basename(case_file)
    nvcc = diagnostics(nvcc_out, base,
                       r"(?P<file>[^(\s]+)\((?P<line>\d+)\): (?P<kind>error|warning)")
    clang = diagnostics(clang_out, base,
                        r"(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?P<kind>error|warning)")
    for line, name in cases(case_file):
        def verdict(found):
            kinds = [k for k, _ in found.get(line, [])]
            return "rejected" if "error" in kinds else "accepted"
        flags = sorted({f for k, f in clang.get(line, []) if k == "warning" and f})
        print(f"{name}: nvcc={verdict(nvcc)} clang={verdict(clang)}"
              + (" [" + " ".join(flags) + "]" if flags else ""))


if __name__ == "__main__":
    main()
