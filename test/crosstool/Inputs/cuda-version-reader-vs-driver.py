#!/usr/bin/env python3
"""The Python tools' CUDA version reader (crosstool/cuda_version.py) against
our clang's driver, on every CUDA tree given: each tree's version (or none)
and every problem file must be the same. The driver's answer is what -v
prints ('version 13.0', 'version unknown') and its 'cannot read the CUDA
version from' warnings.

usage: cuda-version-reader-vs-driver.py CLANG SRC_ROOT CUDA_PATH...
"""
import os
import re
import subprocess
import sys

clang, src_root, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
sys.path.insert(0, os.path.join(src_root, "crosstool"))
import cuda_version  # noqa: E402

# The reader gives the version the installation declares; the driver prints
# the release it compiles for, which differs only for 12.7: never released, it
# counts as 12.8 (test/Driver/cuda-versions.cu).
ROUNDED_UP = {("12.7", "12.8")}

failures = 0
for path in paths:
    out = subprocess.run([clang, "--target=x86_64-linux-gnu", "-v", "-###", "-x", "cuda", "-c", "/dev/null",
                          "--cuda-gpu-arch=sm_90a", "-nocudainc", "--cuda-path=" + path],
                         capture_output=True, text=True).stderr
    m = re.search(r"Found CUDA installation: .*, version (\S+)$", out, re.M)
    driver = m.group(1) if m else "no installation"
    driver_problems = sorted(re.findall(r"cannot read the CUDA version from '([^']+)'", out))
    version, problems = cuda_version.read_with_problems(path)
    ours = "%d.%d" % version if version else "unknown"
    ours_problems = sorted(p for p, _ in problems)
    ok = (ours == driver or (ours, driver) in ROUNDED_UP) and ours_problems == driver_problems
    failures += not ok
    print("%s %s: driver %s %s, reader %s %s" % ("ok" if ok else "DIFFERENT", os.path.basename(
        path.rstrip("/").split("/usr/local/cuda")[0]) or path, driver, driver_problems, ours,
        ours_problems))
print("%d trees, %d different" % (len(paths), failures))
sys.exit(1 if failures else 0)
