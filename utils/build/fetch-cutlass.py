#!/usr/bin/env python3
"""Fetch CUTLASS's C++ tree (headers and examples) into the cache, once.

The real-client tests (test/Clients/cutlass) compile CUTLASS's own Blackwell
examples with our clang. CUTLASS is never committed: PyPI's nvidia-cutlass
wheel carries the whole C++ tree under cutlass_library/source, so we fetch
that wheel with pip, check its pinned sha256, and unpack the source tree into

    <cache>/cutlass-<version>/{include,tools,examples}

The last line printed is that directory. A second run finds it and prints it
without touching the network. Exit status 1 with one 'fetch-cutlass: error:'
line when the wheel cannot be had or does not match; the tests then report
UNSUPPORTED (lit feature 'cutlass').

usage: fetch-cutlass.py [CACHE_DIR]   (default: $XDG_CACHE_HOME or ~/.cache,
                                       then nvptx-blackwell)
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
from files import default_cache_dir, sha256_of  # noqa: E402

PACKAGE = "nvidia-cutlass"
VERSION = "4.2.0.0"
WHEEL = "nvidia_cutlass-4.2.0.0-py3-none-any.whl"
SHA256 = "f9599ada45c7bcb6bf53f7d3f0a7d154183e53451c01bfa59eecd37dd4a693f6"
PREFIX = "cutlass_library/source/"
# What the tests and benchmarks read; the wheel's Python is left out.
KEEP = ("include/", "tools/util/include/", "examples/")


def fail(msg):
    print("fetch-cutlass: error: " + msg, file=sys.stderr)
    sys.exit(1)


default_cache = default_cache_dir


def tree_dir(cache=None):
    """Where the CUTLASS tree lives (or will) in the cache."""
    return os.path.join(cache or default_cache(), "cutlass-" + VERSION)



def fetch_wheel(cache):
    wheels = os.path.join(cache, "wheels")
    os.makedirs(wheels, exist_ok=True)
    wheel = os.path.join(wheels, WHEEL)
    if os.path.exists(wheel) and sha256_of(wheel) == SHA256:
        return wheel
    print("fetch-cutlass: downloading %s==%s with pip" % (PACKAGE, VERSION), flush=True)
    with tempfile.TemporaryDirectory(dir=wheels) as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps",
               "--only-binary=:all:", "--disable-pip-version-check", "-q",
               "-d", tmp, "%s==%s" % (PACKAGE, VERSION)]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as e:
            fail("could not run pip (%s); install python3-pip" % e)
        if r.returncode != 0:
            last = (r.stderr.strip().splitlines() or ["no output"])[-1]
            fail("pip download %s==%s failed: %s" % (PACKAGE, VERSION, last))
        got = os.path.join(tmp, WHEEL)
        if not os.path.exists(got):
            fail("pip did not produce %s (got: %s)" % (WHEEL, ", ".join(os.listdir(tmp))))
        digest = sha256_of(got)
        if digest != SHA256:
            fail("%s has sha256 %s, expected %s" % (WHEEL, digest, SHA256))
        os.replace(got, wheel)
    return wheel


def main(argv):
    ap = argparse.ArgumentParser(
        prog="fetch-cutlass.py",
        description="Fetch CUTLASS %s's C++ tree (PyPI %s) into the cache, once." % (
            VERSION, PACKAGE))
    ap.add_argument("cache", nargs="?", default=None,
                    help="the cache directory (default: $XDG_CACHE_HOME or ~/.cache, "
                         "then nvptx-blackwell)")
    cache = ap.parse_args(argv[1:]).cache or default_cache()
    dest = tree_dir(cache)
    stamp = os.path.join(dest, ".complete")
    if os.path.exists(stamp):
        print(dest)
        return 0
    wheel = fetch_wheel(cache)
    # Unpack beside the destination and rename, so an interrupted run never
    # leaves a half tree that a later run would take as complete.
    os.makedirs(cache, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".cutlass-", dir=cache)
    try:
        with zipfile.ZipFile(wheel) as z:
            members = [m for m in z.namelist()
                       if m.startswith(PREFIX) and m[len(PREFIX):].startswith(KEEP)]
            if not members:
                fail("%s has no %s tree" % (WHEEL, PREFIX))
            for m in members:
                rel = m[len(PREFIX):]
                if rel.endswith("/"):
                    continue
                out = os.path.join(tmp, rel)
                os.makedirs(os.path.dirname(out), exist_ok=True)
                with z.open(m) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst)
        with open(os.path.join(tmp, ".complete"), "w") as f:
            f.write("%s %s sha256 %s\n" % (PACKAGE, VERSION, SHA256))
        if os.path.exists(dest):
            shutil.rmtree(dest)
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
    print(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
