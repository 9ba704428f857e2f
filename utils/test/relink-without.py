#!/usr/bin/env python3
"""Relink one of the build's tools leaving out one of our objects.

Used by the ODR guard's planted-miss test: without our object the linker
falls back to Debian's archive member of the same TU, and the guard must see
it in the linker map.

usage: relink-without.py BUILD_DIR TOOL OBJECT_SUFFIX OUT_BINARY OUT_MAP
TOOL is a tool's name (clang) or its path (lit writes our opt's path for a
bare `opt`): its file name is what counts.
"""
import os
import shlex
import subprocess
import sys


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    build, tool, suffix, out_bin, out_map = sys.argv[1:]
    tool = os.path.basename(tool)
    cmds = subprocess.run(["ninja", "-C", build, "-t", "commands", f"bin/{tool}"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    # ninja wraps the link as ': && <link> && <post-build steps> && :'.
    parts = [p.strip() for p in cmds[-1].split(" && ")]
    link = next(p for p in parts if " -o " in p and "-Wl,-Map=" in p)
    argv = shlex.split(link)
    kept = [a for a in argv if not a.endswith(suffix)]
    if len(kept) != len(argv) - 1:
        sys.exit(f"relink-without: expected exactly one object ending in {suffix} on the link line")
    out = []
    it = iter(range(len(kept)))
    for i in it:
        a = kept[i]
        if a == "-o":
            out += ["-o", out_bin]
            next(it)
        elif a.startswith("-Wl,-Map="):
            out.append("-Wl,-Map=" + out_map)
        else:
            out.append(a)
    sys.exit(subprocess.run(out, cwd=build).returncode)


if __name__ == "__main__":
    main()
