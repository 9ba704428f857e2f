#!/usr/bin/env python3
"""A stand-in for clang and nvcc in the wrapper's unit tests.

It appends {"argv", "cwd", "tmpdir", "real_ptxas"} as one JSON line to $FAKE_LOG, writes the
-o and -MF files it was given, and then behaves as $FAKE_MODE says:
ok, fail (status 3 after writing partial outputs), signal (kills itself with
SIGKILL), nodep (writes no depfile), sleep (waits to be killed), stdout
(prints PREPROCESSED to stdout)."""
import json
import os
import shlex
import signal
import sys
import time


def expand(args):
    out = []
    for a in args:
        if a.startswith("@") and os.path.isfile(a[1:]):
            with open(a[1:]) as f:
                out.extend(expand(shlex.split(f.read())))
        else:
            out.append(a)
    return out


def value(args, flag):
    for i, a in enumerate(args):
        if a == flag and i + 1 < len(args):
            return args[i + 1]
    return None


args = expand(sys.argv[1:])
mode = os.environ.get("FAKE_MODE", "ok")
with open(os.environ["FAKE_LOG"], "a") as f:
    f.write(json.dumps({"argv0": sys.argv[0], "argv": args, "raw": sys.argv[1:],
                        "cwd": os.getcwd(), "tmpdir": os.environ.get("TMPDIR"),
                        "real_ptxas": os.environ.get("NVPTXBW_WRAPPER_REAL_PTXAS")}) + "\n")
out = value(args, "-o")
dep = value(args, "-MF")
if out:
    with open(out, "w") as f:
        f.write("object" if mode == "ok" else "partial")
if dep and mode != "nodep":
    with open(dep, "w") as f:
        f.write("%s: kernel.cu %s/inc/a.h /usr/include/stdio.h\n" % (value(args, "-MT") or out, os.getcwd()))
if mode == "stdout":
    sys.stdout.write("PREPROCESSED\n")
elif mode == "fail":
    sys.stderr.write("fake: error: kernel.cu:1: broken\n")
    sys.exit(3)
elif mode == "signal":
    os.kill(os.getpid(), signal.SIGKILL)
elif mode == "sleep":
    with open(os.environ["FAKE_LOG"] + ".started", "w"):
        pass
    time.sleep(60)
