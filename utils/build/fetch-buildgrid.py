#!/usr/bin/env python3
"""Install BuildGrid, the REAPI server of the Bazel remote-execution test,
into the cache, once.

test/crosstool/bazel-remote-execution.test runs Bazel builds on a BuildGrid
server on 127.0.0.1 with workers of ours (utils/test/reapi-worker.py, which
runs on BuildGrid's Python). BuildGrid is a test oracle, never a dependency
of the toolchain: it goes into its own virtual environment

    <cache>/buildgrid-<version>/          (bin/bgd, bin/python)

from PyPI, with every package pinned (buildgrid-requirements.txt). The last
line printed is that directory. A second run finds it and prints it without
touching the network. Exit status 1 with one 'fetch-buildgrid: error:' line
when it cannot be installed (no python3-venv, no network); the test is then
UNSUPPORTED (lit feature 'buildgrid').

usage: fetch-buildgrid.py [CACHE_DIR]   (default: $XDG_CACHE_HOME or ~/.cache,
                                         then nvptx-blackwell)
"""

import argparse
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
from files import default_cache_dir  # noqa: E402

VERSION = "0.4.4"
REQUIREMENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "buildgrid-requirements.txt")


def fail(msg):
    print("fetch-buildgrid: error: " + msg, file=sys.stderr)
    sys.exit(1)


default_cache = default_cache_dir


def venv_dir(cache=None):
    """Where BuildGrid's virtual environment lives (or will) in the cache."""
    return os.path.join(cache or default_cache(), "buildgrid-" + VERSION)


def run(cmd, what):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    except (OSError, subprocess.SubprocessError) as e:
        fail("%s: %s" % (what, e))
    if r.returncode != 0:
        last = (r.stderr.strip().splitlines() or ["no output"])[-1]
        fail("%s failed: %s" % (what, last))


def main(argv):
    ap = argparse.ArgumentParser(
        prog="fetch-buildgrid.py",
        description="Install BuildGrid %s (PyPI) into the cache, once." % VERSION)
    ap.add_argument("cache", nargs="?", default=None,
                    help="the cache directory (default: $XDG_CACHE_HOME or ~/.cache, "
                         "then nvptx-blackwell)")
    cache = ap.parse_args(argv[1:]).cache or default_cache()
    dest = venv_dir(cache)
    if os.path.exists(os.path.join(dest, ".complete")):
        print(dest)
        return 0
    print("fetch-buildgrid: installing buildgrid==%s and its pinned dependencies "
          "with pip" % VERSION, flush=True)
    # A venv records its own path, so it is built in place; the .complete
    # stamp, written last, is what a later run trusts: an interrupted run
    # leaves none, and the next one starts over.
    os.makedirs(cache, exist_ok=True)
    try:
        if os.path.exists(dest):
            shutil.rmtree(dest)
        run([sys.executable, "-m", "venv", dest], "python3 -m venv (install python3-venv)")
        pip = [os.path.join(dest, "bin", "python"), "-m", "pip", "--disable-pip-version-check",
               "-q", "install", "--only-binary=:all:", "-r", REQUIREMENTS]
        run(pip, "pip install -r %s" % os.path.basename(REQUIREMENTS))
        run([os.path.join(dest, "bin", "bgd"), "--help"], "bgd --help")
        with open(os.path.join(dest, ".complete"), "w") as f:
            f.write("buildgrid %s\n" % VERSION)
    except SystemExit:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    print(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
