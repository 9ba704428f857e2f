#!/usr/bin/env python3
"""The `__nvvm_*` builtins upstream clang 22 has and our clang lacks.

  clang22-nvvm-builtins-missing.py --clang OURS --clang22 CLANG22 [--arch sm_100a ...]

clang 22's builtin names are read from the string table of its libclang-cpp
(the library next to its binary), so the list is clang 22's own, whatever
intrinsic (or none) a builtin stands for; each name is then asked with
__has_builtin of both compilers in a CUDA device pass for each arch. Prints
`missing on ARCH: NAME` for every name clang 22 answers yes to and ours no,
sorted, then one summary line per arch. Standard library only.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile


def clang22_names(clang22):
    lib_dir = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(clang22))), "lib")
    libs = sorted(glob.glob(os.path.join(lib_dir, "libclang-cpp.so*")))
    if not libs:
        sys.exit("error: no libclang-cpp.so* in %s (next to %s)" % (lib_dir, clang22))
    with open(os.path.realpath(libs[0]), "rb") as f:
        data = f.read()
    # Builtin names sit NUL-terminated in the library's string table.
    return sorted({m.decode() for m in re.findall(rb"(?<=\x00)(__nvvm_[a-z0-9_]+)(?=\x00)", data)})


def has_builtin(clang, arch, names, tmp):
    src = os.path.join(tmp, "probe.cu")
    with open(src, "w") as f:
        for n in names:
            f.write("#if __has_builtin(%s)\nHAS %s\n#endif\n" % (n, n))
    p = subprocess.run([clang, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
                        "--cuda-gpu-arch=" + arch, "-E", src], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("error: %s -E for %s failed:\n%s" % (clang, arch, p.stderr))
    return {line.split()[1] for line in p.stdout.splitlines() if line.startswith("HAS ")}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--clang22", required=True)
    ap.add_argument("--arch", action="append")
    args = ap.parse_args()
    names = clang22_names(args.clang22)
    if len(names) < 100:  # the string table was not found: say so, do not pass
        sys.exit("error: only %d __nvvm_ names found in clang 22's library" % len(names))
    with tempfile.TemporaryDirectory() as tmp:
        for arch in args.arch or ["sm_100a", "sm_120a"]:
            upstream = has_builtin(args.clang22, arch, names, tmp)
            ours = has_builtin(args.clang, arch, names, tmp)
            missing = sorted(upstream - ours)
            for n in missing:
                print("missing on %s: %s" % (arch, n))
            print("%s: clang 22 has %d __nvvm_ builtins, ours lacks %d of them"
                  % (arch, len(upstream), len(missing)))


if __name__ == "__main__":
    main()
