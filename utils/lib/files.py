"""File helpers the scripts of utils/ share. Standard library only."""

import hashlib
import os


def sha256_of(path):
    """The hex SHA-256 of a file, read in 1 MiB blocks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def default_cache_dir():
    """nvptx-blackwell's cache of fetched sources and tools: $XDG_CACHE_HOME
    or ~/.cache, then nvptx-blackwell (CMakeLists.txt's NVPTXBW_CACHE_DIR
    default)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nvptx-blackwell")
