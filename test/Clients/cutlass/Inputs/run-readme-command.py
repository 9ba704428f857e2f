#!/usr/bin/env python3
"""Runs README.md's CUTLASS command as a user would copy it: the indented block
of its "## CUTLASS" section, with only our clang's path, the CUTLASS tree and
the output name put in. Fails if the block is gone or no longer has what is
put in (then this test and README must be changed together).

usage: run-readme-command.py README CLANGXX CUTLASS_TREE OUTPUT
"""
import re
import subprocess
import sys

readme, clangxx, cutlass, output = sys.argv[1:]
text = open(readme).read()
m = re.search(r"^## CUTLASS\n(.*?)^## ", text, re.M | re.S)
if not m:
    sys.exit("run-readme-command: README has no '## CUTLASS' section")
block = re.search(r"((?:^    .*\S.*\n)+)", m.group(1), re.M)
if not block:
    sys.exit("run-readme-command: the CUTLASS section has no indented command")
command = "\n".join(line[4:] for line in block.group(1).splitlines())
print(command)
for old, new in ((r"^CUTLASS=\S+$", "CUTLASS=" + cutlass),
                 (r"\bbuild/bin/clang\+\+", clangxx),
                 (r" -o gemm$", " -o " + output)):
    command, n = re.subn(old, new.replace("\\", "\\\\"), command, flags=re.M)
    if n != 1:
        sys.exit("run-readme-command: expected one '%s' in README's command" % old)
sys.exit(subprocess.run(["bash", "-e", "-c", command]).returncode)
