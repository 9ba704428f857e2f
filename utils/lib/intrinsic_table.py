"""The intrinsic table, llvm/lib/Target/NVPTX/NVPTXBlackwellIntrinsics.py, for
the scripts of utils/: `from intrinsic_table import load`, then load(generator)
is the list of intrinsics its --json prints."""

import json
import subprocess
import sys


def load(generator):
    """The intrinsics of the table generator `generator` (a path), as dicts."""
    out = subprocess.run([sys.executable, generator, "--json"], capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)["intrinsics"]
