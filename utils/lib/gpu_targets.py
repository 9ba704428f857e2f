"""The target table, llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py, for the
scripts of utils/: `from gpu_targets import table`, then table.TARGETS,
table.FEATURES, table.NEW_TARGETS, ... (see that file)."""

import importlib.util
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE_DIR = os.path.join(REPO, "llvm", "lib", "Target", "NVPTX")

# The intrinsic table imports the target table by name from its directory.
if TABLE_DIR not in sys.path:
    sys.path.insert(0, TABLE_DIR)
table = importlib.import_module("NVPTXBlackwellTargets")

# ptxas 13.0 refuses sm_50 to sm_72: PTX for older targets cannot be checked.
OLDEST_ASSEMBLED_SM = 75


def ptxas_cuda_version(ptxas):
    """(major, minor) of the CUDA release a ptxas binary belongs to, or None
    when it cannot be run or does not say."""
    try:
        out = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout
    except OSError:
        return None
    m = re.search(r"release (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else None


def ptxas_arch(target, cuda):
    """The -arch name ptxas of CUDA `cuda` knows the LLVM target `target` by
    (CUDA 13 renamed sm_101* to sm_110*); names the table lacks pass through."""
    t = table.BY_NAME.get(target)
    return table.ptxas_name(t, cuda) if t and cuda else target
