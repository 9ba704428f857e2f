#!/usr/bin/env python3
"""Compile time of real client TUs (CUTLASS's Blackwell examples): ours beside clang-22 and nvcc.

  client-compile-time.py [--build-dir build] [--runs 1] [--tu NAME ...] [--all] [--list]
                   [--cutlass DIR] [--cuda-path /usr/local/cuda] [--clang22 PATH]

For each TU and its arch, the wall clock of the device-only compile to PTX
(the median of --runs runs, the three compilers in alternation) with

  * ours:     build/bin/clang++ -std=c++17 -O3 -include nvptxbw_cutlass_arch.h
              (the one documented flag; CUTLASS as fetched, unedited);
  * clang-22: clang++-22, same flags, our nvptxbw_cutlass_arch.h named by path,
              and -isystem CUDA's include/cccl (which clang 22 leaves out).
              clang 22 rejects CUTLASS 4.2's inline-asm operand lists that
              lack a comma (nvcc and ours accept them), so clang-22 compiles a
              scratch copy of the tree with those commas inserted; the line
              says so. A TU clang-22 still cannot compile shows its error;
  * nvcc:     nvcc -std=c++17 -O3 --expt-relaxed-constexpr -arch=ARCH -ptx
              (as CUTLASS's build runs it),

then ptxas -c on our PTX (its wall clock, and whether it assembles). Printed:
one line per TU with the three times and the ratios ours/clang-22 and
ours/nvcc (below 1: ours is faster). A missing compiler is a skipped column
with a note; a failed compile is 'fail' with its first error line. Exit
status 1 if our compile or ptxas failed for any TU.

Timing is measured, never asserted: test/Clients/client-compile-time-bench.test
checks only the shape of the output. utils/bench/compile-time.py runs the same
compiles with CPU time and peak memory, beside a Thrust/CUB program and the
examples.
"""

import argparse
import importlib.util
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import benchlib  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The CUTLASS version and its place in the cache are fetch-cutlass.py's.
_spec = importlib.util.spec_from_file_location(
    "fetch_cutlass", os.path.join(REPO, "utils", "build", "fetch-cutlass.py"))
fetch_cutlass = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fetch_cutlass)

# name, arch, source under the CUTLASS tree. The TUs test/Clients/cutlass
# compiles, and the costly ones it leaves out.
CLIENT_TUS = [
    ("70_fp16_gemm", "sm_100a", "examples/70_blackwell_gemm/70_blackwell_fp16_gemm.cu"),
    ("70_fp8_gemm", "sm_100a", "examples/70_blackwell_gemm/70_blackwell_fp8_gemm.cu"),
    ("71_collective_builder", "sm_100a",
     "examples/71_blackwell_gemm_with_collective_builder/71_blackwell_gemm_with_collective_builder.cu"),
    ("72a_nvfp4_bf16", "sm_100a",
     "examples/72_blackwell_narrow_precision_gemm/72a_blackwell_nvfp4_bf16_gemm.cu"),
    ("72b_nvfp4_nvfp4", "sm_100a",
     "examples/72_blackwell_narrow_precision_gemm/72b_blackwell_nvfp4_nvfp4_gemm.cu"),
    ("72c_mxfp8_bf16", "sm_100a",
     "examples/72_blackwell_narrow_precision_gemm/72c_blackwell_mixed_mxfp8_bf16_gemm.cu"),
    ("73_preferred_cluster", "sm_100a",
     "examples/73_blackwell_gemm_preferred_cluster/blackwell_gemm_preferred_cluster.cu"),
    ("77_fmha", "sm_100a", "examples/77_blackwell_fmha/77_blackwell_fmha.cu"),
    ("79a_geforce_nvfp4_bf16", "sm_120a",
     "examples/79_blackwell_geforce_gemm/79a_blackwell_geforce_nvfp4_bf16_gemm.cu"),
    ("79b_geforce_nvfp4_nvfp4", "sm_120a",
     "examples/79_blackwell_geforce_gemm/79b_blackwell_geforce_nvfp4_nvfp4_gemm.cu"),
    ("79c_geforce_mxfp8_mxfp6", "sm_120a",
     "examples/79_blackwell_geforce_gemm/79c_blackwell_geforce_mixed_mxfp8_mxfp6_bf16_gemm.cu"),
    ("81_blockwise", "sm_100a", "examples/81_blackwell_gemm_blockwise/81_blackwell_gemm_blockwise.cu"),
    ("81_groupwise", "sm_100a", "examples/81_blackwell_gemm_blockwise/81_blackwell_gemm_groupwise.cu"),
    ("89_sm103_fp4_ultra", "sm_103a", "examples/89_sm103_fp4_ultra_gemm/89_sm103_fp4_ultra_gemm.cu"),
    ("48_hopper_ws_gemm", "sm_90a",
     "examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu"),
]

# Left out unless named with --tu or --all: the FMHA needs CUTLASS source
# fixes (docs/cutlass-4.2-frontend.md) and minutes in the optimizer (its
# device IR takes about 5 minutes of CPU in opt -O2, docs/compile-time.md).
SLOW = {"77_fmha"}

# CUTLASS 4.2's asm operand lists with no comma between two operands, which
# clang 22 rejects: `"r"(dst_addr)  "l"(src_addr)`.
MISSING_COMMA = re.compile(r'("[=+&]*[a-z]+"\s*\([^()]*\))(\s+)(?="[=+&]*[a-z]+"\s*\()')


def timed(cmd, timeout):
    """(wall seconds, None) or (None, the error)."""
    sample, err = benchlib.run_measured(cmd, timeout)
    return (sample.wall, None) if sample else (None, err)


def seconds(cols, col):
    """A column's figure: seconds, 'fail', or 'n/a' where it was not run."""
    if col not in cols:
        return "n/a"
    return benchlib.seconds(cols[col], "fail")


def ratio(cols, col):
    """Ours over another column, where both compiled."""
    return benchlib.ratio(cols.get("ours"), cols.get(col))


def include_dirs(root, src):
    """CUTLASS's include directories as its examples' build has them."""
    return [f"-I{root}/include", f"-I{root}/tools/util/include", f"-I{root}/examples/common",
            f"-I{os.path.dirname(os.path.join(root, src))}"]


def comma_fixed_copy(cutlass, scratch):
    """The CUTLASS tree with the missing asm commas inserted (for clang-22)."""
    dest = os.path.join(scratch, "cutlass-comma-fixed")
    shutil.copytree(cutlass, dest, symlinks=True)
    fixed = 0
    for root, _, files in os.walk(os.path.join(dest, "include")):
        for f in files:
            if not f.endswith((".hpp", ".h", ".cuh", ".inl")):
                continue
            p = os.path.join(root, f)
            with open(p, encoding="utf-8", errors="surrogateescape") as fh:
                text = fh.read()
            new, n = MISSING_COMMA.subn(lambda m: m.group(1) + "," + m.group(2), text)
            if n:
                with open(p, "w", encoding="utf-8", errors="surrogateescape") as fh:
                    fh.write(new)
                fixed += n
    return dest, fixed


def client_commands(paths, cutlass, c22_tree, header, cuda_path, name, arch, src, scratch):
    """{column: command} compiling one CUTLASS TU's device code to PTX, for
    the columns of paths ({'ours': clang++, 'clang-22': ..., 'nvcc': ...});
    ours writes SCRATCH/NAME.ptx, which ptxas then assembles."""
    common = ["-std=c++17", "-O3", "--cuda-device-only", "-S", f"--cuda-path={cuda_path}",
              f"--cuda-gpu-arch={arch}", "-Wno-cuda-compat"]
    cmds = {}
    if paths.get("ours"):
        cmds["ours"] = [paths["ours"], *common, "-include", "nvptxbw_cutlass_arch.h",
                        *include_dirs(cutlass, src), os.path.join(cutlass, src),
                        "-o", os.path.join(scratch, name + ".ptx")]
    if paths.get("clang-22") and c22_tree:
        # clang 22 does not put CUDA 13's include/cccl on the path (ours
        # does, as nvcc.profile does).
        cmds["clang-22"] = [paths["clang-22"], *common, "-Wno-unknown-cuda-version",
                            "-include", header,
                            "-isystem", os.path.join(cuda_path, "include", "cccl"),
                            *include_dirs(c22_tree, src), os.path.join(c22_tree, src),
                            "-o", os.path.join(scratch, name + ".22.ptx")]
    if paths.get("nvcc"):
        # As CUTLASS's own build runs nvcc.
        cmds["nvcc"] = [paths["nvcc"], "-std=c++17", "-O3", "--expt-relaxed-constexpr",
                        f"-arch={arch}", "-ptx", *include_dirs(cutlass, src),
                        os.path.join(cutlass, src), "-o", os.path.join(scratch, name + ".nvcc.ptx")]
    return cmds


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--cutlass", default=fetch_cutlass.tree_dir())
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--clang22", default=None, help="clang-22 to compare with (default: clang++-22 on PATH)")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--tu", action="append", default=[], help="only this TU (repeatable)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per compile")
    ap.add_argument("--all", action="store_true", help="also the slow TUs (%s)" % ", ".join(sorted(SLOW)))
    ap.add_argument("--list", action="store_true", help="list the TUs and exit")
    args = ap.parse_args()

    if args.list:
        for name, arch, src in CLIENT_TUS:
            print(f"{name} {arch} {src}" + (" (slow: --all or --tu)" if name in SLOW else ""))
        return 0
    if args.tu:
        tus = [t for t in CLIENT_TUS if t[0] in args.tu]
    else:
        tus = [t for t in CLIENT_TUS if args.all or t[0] not in SLOW]
    unknown = set(args.tu) - {t[0] for t in CLIENT_TUS}
    if unknown:
        print("client-compile-time: error: unknown TU(s): %s (--list names them)" % ", ".join(sorted(unknown)),
              file=sys.stderr)
        return 2
    if not os.path.isfile(os.path.join(args.cutlass, "include", "cutlass", "cutlass.h")):
        print(f"client-compile-time: error: no CUTLASS tree at {args.cutlass} (utils/build/fetch-cutlass.py fetches it)",
              file=sys.stderr)
        return 2
    ours = os.path.join(args.build_dir, "bin", "clang++")
    header = os.path.join(args.build_dir, "lib", "clang", "19", "include", "nvptxbw_cutlass_arch.h")
    if not os.access(ours, os.X_OK) or not os.path.isfile(header):
        print(f"client-compile-time: error: our clang++ or nvptxbw_cutlass_arch.h missing under {args.build_dir} (build first)",
              file=sys.stderr)
        return 2
    ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
    nvcc = os.path.join(args.cuda_path, "bin", "nvcc")
    c22 = args.clang22 if args.clang22 else (shutil.which("clang++-22"))
    notes = []
    if not c22 or not os.access(c22, os.X_OK):
        notes.append(f"clang-22 not found ({args.clang22 or 'clang++-22 on PATH'}): column skipped")
        c22 = None
    if not os.access(nvcc, os.X_OK):
        notes.append(f"nvcc not found at {nvcc}: column skipped")
        nvcc = None
    if not os.access(ptxas, os.X_OK):
        notes.append(f"ptxas not found at {ptxas}: our PTX is not assembled")
        ptxas = None

    print(f"client-compile-time: CUTLASS {fetch_cutlass.VERSION} at {args.cutlass}; {args.runs} run(s) per compile; "
          "device-only compile to PTX, -O3, seconds", flush=True)
    for n in notes:
        print("note: " + n, flush=True)
    errors = 0
    with tempfile.TemporaryDirectory(prefix="client-compile-time-") as scratch:
        c22_tree = None
        if c22:
            c22_tree, fixed = comma_fixed_copy(args.cutlass, scratch)
            print(f"note: clang-22 compiles a copy of the tree with {fixed} missing asm operand commas inserted "
                  "(it rejects them; ours and nvcc compile the tree as fetched)", flush=True)
        print("tu arch ours clang-22 nvcc ours/clang-22 ours/nvcc ptxas(ours)", flush=True)
        failures = {"ours": "error: our clang++ failed on {src} for {arch}: ",
                    "clang-22": "clang-22 fails on {src}: ", "nvcc": "nvcc fails on {src}: "}
        for name, arch, src in tus:
            out = os.path.join(scratch, name + ".ptx")
            runs = client_commands({"ours": ours, "clang-22": c22, "nvcc": nvcc}, args.cutlass,
                                   c22_tree, header, args.cuda_path, name, arch, src, scratch)
            # The columns in alternation, --runs times; medians.
            got, errs = benchlib.measure_alternating(runs, args.runs, args.timeout)
            cols = {col: (s.wall if s else None) for col, s in got.items()}
            msgs = []
            for col, err in errs.items():
                msgs.append(failures[col].format(src=src, arch=arch) + err)
                errors += col == "ours"
            pt = "n/a"
            if ptxas and cols.get("ours") is not None:
                dt, err = timed([ptxas, "-c", f"-arch={arch}", out, "-o", out + ".o"], args.timeout)
                if dt is None:
                    msgs.append(f"error: ptxas rejects our PTX of {src} for {arch}: {err}")
                    errors += 1
                    pt = "fail"
                else:
                    pt = "%.1f" % dt

            print(f"{name} {arch} {seconds(cols, 'ours')} {seconds(cols, 'clang-22')} "
                  f"{seconds(cols, 'nvcc')} {ratio(cols, 'clang-22')} {ratio(cols, 'nvcc')} {pt}",
                  flush=True)
            for m in msgs:
                print("  " + m, flush=True)
    print("client-compile-time: %s" % ("ok" if not errors else f"{errors} error(s)"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
