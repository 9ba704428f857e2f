"""The target table, llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py, for the
scripts of utils/: `from gpu_targets import table`, then table.TARGETS,
table.FEATURES, table.NEW_TARGETS, ... (see that file)."""

import importlib.util
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE_DIR = os.path.join(REPO, "llvm", "lib", "Target", "NVPTX")

# The intrinsic table imports the target table by name from its directory.
if TABLE_DIR not in sys.path:
    sys.path.insert(0, TABLE_DIR)
table = importlib.import_module("NVPTXBlackwellTargets")

# ptxas 13.0 refuses sm_50 to sm_72: PTX for older targets cannot be checked.
OLDEST_ASSEMBLED_SM = 75
