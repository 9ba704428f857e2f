#!/usr/bin/env python3
"""nvptxbw_targets.h's NVPTXBW_TARGET_HAS_<FEATURE> macros against the target
table: for every GPU arch our clang knows, a device pass's -dM output must
define exactly the macros of the features the table gives that arch.

usage: target-feature-macros.py CLANG TARGETS_JSON
"""
import json
import subprocess
import sys

clang, table = sys.argv[1], json.load(open(sys.argv[2]))
expected = {t["name"]: set() for t in table["targets"]}
for f in table["features"]:
    macro = "NVPTXBW_TARGET_HAS_" + f["label"].replace("-", "_").upper()
    for name in f["targets"]:
        expected[name].add(macro)
different = 0
for name in sorted(expected, key=lambda n: (int(n[3:].rstrip("af")), n)):
    out = subprocess.run([clang, "-x", "cuda", "--cuda-device-only", "-E", "-dM", "-nocudainc",
                          "-nocudalib", "--no-cuda-version-check", "--cuda-gpu-arch=" + name,
                          "-include", "nvptxbw_targets.h", "/dev/null"],
                         capture_output=True, text=True)
    if out.returncode:
        print("%s: clang failed: %s" % (name, out.stderr.strip().splitlines()[-1:]))
        different += 1
        continue
    got = {line.split()[1] for line in out.stdout.splitlines()
           if line.startswith("#define NVPTXBW_TARGET_HAS_")}
    if got != expected[name]:
        different += 1
        print("%s: DIFFERENT: missing %s, extra %s" % (name, sorted(expected[name] - got),
                                                      sorted(got - expected[name])))
    else:
        print("%s: %d features" % (name, len(got)))
print("%d arches, %d different" % (len(expected), different))
sys.exit(1 if different else 0)
