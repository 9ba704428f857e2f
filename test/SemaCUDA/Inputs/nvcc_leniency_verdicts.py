#!/usr/bin/env python3
"""Per-case verdicts of nvcc and clang on a case file.

usage: nvcc_leniency_verdicts.py [--nvcc-warnings] CASES.cu NVCC_OUTPUT CLANG_OUTPUT

CASES.cu marks each case's line with a comment 'case: NAME'. A compiler
rejects a case when it reports an error on that line (nvcc: 'FILE(LINE):
error', clang: 'FILE:LINE:COL: error'), else accepts it; clang's acceptance
shows the warning flag it gave on that line, if any. One line per case, in
file order:

    NAME: nvcc=accepted clang=accepted [-Wcuda-missing-typename]

With --nvcc-warnings, nvcc's acceptance shows the numbers of the warnings it
gave on that line too (`nvcc=accepted[#767-D]`), so that a test can show that
clang warns where nvcc warns and is silent where nvcc is.
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


def diagnostics(path, base, *patterns):
    """{line: [(kind, flag)]} for diagnostics in the case file."""
    found = {}
    with open(path, errors="replace") as f:
        for text in f:
            m = next((m for m in (re.match(p, text) for p in patterns) if m), None)
            if not m or os.path.basename(m.group("file")) != base:
                continue
            flag = re.search(r"\[(-W[\w-]+)", text) or re.search(r"(#\d+-D)", text)
            found.setdefault(int(m.group("line")), []).append(
                (m.group("kind"), flag.group(1) if flag else ""))
    return found


def main():
    args = sys.argv[1:]
    nvcc_warnings = "--nvcc-warnings" in args
    case_file, nvcc_out, clang_out = [a for a in args if a != "--nvcc-warnings"][:3]
    base = os.path.basename(case_file)
    # nvcc's own diagnostics, and the errors of its host compiler (g++'s
    # 'FILE:LINE:COL: error', which -c runs after nvcc's front end).
    nvcc = diagnostics(nvcc_out, base,
                       r"(?P<file>[^(\s]+)\((?P<line>\d+)\): (?P<kind>error|warning)",
                       r"(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?P<kind>error)")
    clang = diagnostics(clang_out, base,
                        r"(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?P<kind>error|warning)")
    for line, name in cases(case_file):
        def verdict(found):
            kinds = [k for k, _ in found.get(line, [])]
            return "rejected" if "error" in kinds else "accepted"
        flags = sorted({f for k, f in clang.get(line, []) if k == "warning" and f})
        nvcc_verdict = verdict(nvcc)
        numbers = sorted({f for k, f in nvcc.get(line, []) if k == "warning" and f})
        if nvcc_warnings and nvcc_verdict == "accepted" and numbers:
            nvcc_verdict += "[" + " ".join(numbers) + "]"
        print(f"{name}: nvcc={nvcc_verdict} clang={verdict(clang)}"
              + (" [" + " ".join(flags) + "]" if flags else ""))


if __name__ == "__main__":
    main()
