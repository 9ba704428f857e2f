"""The version of a CUDA installation, read as our clang's driver reads it.

One reader for the Python tools: the crosstool wrapper (which runs it inside
Bazel's sandbox, so it lives here, beside the wrapper, and uses the standard
library only), lit's configuration (test/lit.cfg.py) and the upstream test
runner (utils/test/run-upstream-tests.py).

The rules are the driver's (clang/lib/Driver/ToolChains/
cuda-12.6-13.0-detection.patch), so that a tool and the compiler it drives
never disagree about an installation:
  1. include/cuda.h: the first `#define CUDA_VERSION` line counts; it must be
     followed by major * 1000 + minor * 10 (13000), nothing else but a comment.
  2. Otherwise version.json: the string at "cuda" -> "version" of the
     top-level object, "X.Y" or "X.Y.Z" (installs assembled from the pip
     packages have no cuda.h, only this).
"""

import json
import os
import re

__all__ = ["read", "read_with_problems"]

DEFINE_LINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+CUDA_VERSION(?:[ \t](.*))?$", re.M)
RAW_VERSION = re.compile(r"(\d+)[ \t]*(?://.*|/\*.*)?$")
VERSION_STRING = re.compile(r"(\d{1,2})\.(\d{1,2})(?:\..*)?$")
# The driver's limits: larger files are not CUDA's; a major version above 99
# is garbage, not a future CUDA.
MAX_CUDA_H_SIZE = 64 << 20
MAX_VERSION_JSON_SIZE = 1 << 20
MAX_MAJOR = 99


def _from_cuda_h(text):
    m = DEFINE_LINE.search(text.replace("\r", "\n"))
    if not m:
        return None, "it has no '#define CUDA_VERSION <number>'"
    value = (m.group(1) or "").strip(" \t")
    v = RAW_VERSION.match(value)
    if not v:
        return None, "'#define CUDA_VERSION' is followed by '%s', not a number" % value[:40]
    digits = v.group(1)
    if len(digits) > 9 or int(digits) < 1000 or int(digits) // 1000 > MAX_MAJOR:
        return None, ("CUDA_VERSION %s is not a CUDA version (expected major * 1000 + "
                      "minor * 10, such as 13000)" % digits[:20])
    raw = int(digits)
    return (raw // 1000, raw % 1000 // 10), None


def _from_version_json(text):
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        return None, "it is not valid JSON (%s)" % e
    cuda = doc.get("cuda") if isinstance(doc, dict) else None
    version = cuda.get("version") if isinstance(cuda, dict) else None
    if not isinstance(version, str) or not version:
        return None, 'it has no "cuda": {"version": "X.Y"} entry'
    m = VERSION_STRING.match(version)
    if not m or int(m.group(1)) == 0:
        return None, "its \"cuda\" version '%s' is not of the form X.Y" % version[:40]
    return (int(m.group(1)), int(m.group(2))), None


def _read_file(path, limit):
    """(text, problem): text None and problem None when the file is absent."""
    if not os.path.lexists(path):
        return None, None
    if os.path.isdir(path):
        return None, "it is a directory"
    try:
        if os.path.getsize(path) > limit:
            return None, "it is too large"
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(), None
    except OSError as e:
        return None, "it cannot be read: %s" % e.strerror


def read_with_problems(cuda_path):
    """((major, minor) or None, [(path, why)] for every file that exists but
    gave no version)."""
    problems = []
    for name, limit, parse in (
            (os.path.join("include", "cuda.h"), MAX_CUDA_H_SIZE, _from_cuda_h),
            ("version.json", MAX_VERSION_JSON_SIZE, _from_version_json)):
        path = os.path.join(cuda_path, name)
        text, why = _read_file(path, limit)
        if text is not None:
            version, why = parse(text)
            if version:
                return version, problems
        if why:
            problems.append((path, why))
    return None, problems


def read(cuda_path):
    """(major, minor) of the installation at cuda_path, or None."""
    return read_with_problems(cuda_path)[0]
