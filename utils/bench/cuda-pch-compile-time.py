#!/usr/bin/env python3
"""CUTLASS TUs built whole with a CUDA precompiled header: ours beside clang-22 and nvcc.

  cuda-pch-compile-time.py [--build-dir build] [--runs 1] [--tu NAME ...]
                           [--cutlass DIR] [--cuda-path /usr/local/cuda] [--clang22 PATH]

CUTLASS's examples include the same few dozen headers (CuTe, the collective
builders, the kernel adapter, the host utilities). Here they are one header,
precompiled once per GPU arch set with `-x cuda-header` (one PCH for the host
and one per arch), and each TU is compiled whole (host and device, -c, ptxas
and fatbinary included), -std=c++17 -O3:

  pch      ours, building the PCH (once per arch set: sm_100a, sm_120a, ...);
  ours     ours, the TU with the PCH (`-include` the header, the PCH beside it):
           the rebuild of one TU;
  text     ours, the TU with the same header included as text (no PCH);
  clang-22 clang 22 as compile-time.py runs it (no CUDA PCH: clang 22 has none);
  nvcc     nvcc as CUTLASS's build runs it (nvcc has no precompiled headers).

Per TU: wall and CPU seconds, peak MiB, the ratios ours/nvcc and
ours/clang-22, and whether the object with the PCH is byte-identical to the
one without. Then the build of all TUs, first with the PCH builds included and
then as a rebuild (the PCHs exist), in CPU seconds beside the same TUs with
nvcc, clang-22 and ours without PCH, and the median per-TU ratios. Timing is
measured, never asserted (test/Clients/cuda-pch-compile-time-bench.test checks
the output's shape); exit status 1 if one of our compiles failed or an object
differed.
"""

import argparse
import filecmp
import importlib.util
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import benchlib  # noqa: E402
from benchlib import two_decimals as fr  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The TUs of the list: compile-time.py's CUTLASS TUs (77_fmha only
# with --tu 77_fmha and a CUTLASS tree with its source fixes).
DEFAULT_TUS = ["70_fp16_gemm", "71_collective_builder", "72a_nvfp4_bf16",
               "73_preferred_cluster", "79a_geforce_nvfp4_bf16"]

# What those TUs include, once: the one header every TU precompiles. A TU
# that includes more parses the rest as text.
PCH_HEADERS = """\
#include <nvptxbw_cutlass_arch.h>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>
#include "cutlass/cutlass.h"
#include "cute/tensor.hpp"
#include "cutlass/tensor_ref.h"
#include "cutlass/epilogue/collective/default_epilogue.hpp"
#include "cutlass/epilogue/thread/linear_combination.h"
#include "cutlass/gemm/dispatch_policy.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/detail/sm100_blockscaled_layout.hpp"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/gemm/kernel/tile_scheduler.hpp"
#include "cutlass/gemm/kernel/tile_scheduler_params.h"
#include "cutlass/util/command_line.h"
#include "cutlass/util/distribution.h"
#include "cutlass/util/host_tensor.h"
#include "cutlass/util/packed_stride.hpp"
#include "cutlass/util/tensor_view_io.h"
#include "cutlass/util/reference/device/gemm.h"
#include "cutlass/util/reference/device/gemm_complex.h"
#include "cutlass/util/reference/device/tensor_compare.h"
#include "cutlass/util/reference/device/tensor_fill.h"
#include "cutlass/util/reference/host/tensor_fill.h"
#include "cutlass/util/reference/host/gett.hpp"
#include "cutlass/util/reference/host/tensor_norm.h"
#include "cutlass/util/reference/host/tensor_compare.h"
#include "helper.h"
"""


def load(name, rel):
    spec = importlib.util.spec_from_file_location(name, os.path.join(REPO, rel))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fmt_sample(s, failed):
    missing = "fail" if failed else "n/a"
    if s is None:
        return f"{missing} {missing} {missing}"
    return f"{s.wall:.1f} {s.cpu:.1f} {s.peak_kib / 1024:.0f}"


def main():
    clients = load("client_compile_time", "utils/bench/client-compile-time.py")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--runs", type=int, default=1, help="compiles per column (median)")
    ap.add_argument("--tu", action="append", default=[],
                    help="CUTLASS TUs (client-compile-time.py --list); default: %s" % ", ".join(DEFAULT_TUS))
    ap.add_argument("--cutlass", default=None, help="CUTLASS tree (default: the fetched one)")
    ap.add_argument("--pch-header", default=None,
                    help="the header to precompile (default: the includes of the default TUs)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang22", help="clang-22's clang++ (default: clang++-22 on PATH)")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per compile")
    args = ap.parse_args()
    sys.stdout.reconfigure(line_buffering=True)
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    cutlass = args.cutlass or clients.fetch_cutlass.tree_dir()
    if not os.path.isfile(os.path.join(cutlass, "include", "cutlass", "cutlass.h")):
        print(f"cuda-pch-compile-time: error: no CUTLASS tree at {cutlass} "
              "(utils/build/fetch-cutlass.py fetches it)", file=sys.stderr)
        return 2
    names = args.tu or DEFAULT_TUS
    known = {t[0]: t for t in clients.CLIENT_TUS}
    unknown = [n for n in names if n not in known]
    if unknown:
        print("cuda-pch-compile-time: error: unknown TU(s): %s (client-compile-time.py --list)"
              % ", ".join(unknown), file=sys.stderr)
        return 2
    tus = [known[n] for n in names]
    pch_text = PCH_HEADERS
    if args.pch_header:
        try:
            with open(args.pch_header) as f:
                pch_text = f.read()
        except OSError as e:
            print(f"cuda-pch-compile-time: error: {e}", file=sys.stderr)
            return 2
    compilers = benchlib.find_compilers(args.build_dir, args.cuda_path, args.clang22)
    if not compilers["ours"]:
        print(f"cuda-pch-compile-time: error: {compilers['ours'].missing_note}", file=sys.stderr)
        return 2
    ours = compilers["ours"].path
    notes = [c.missing_note for c in compilers.values() if not c]
    arch_header = os.path.join(args.build_dir, "lib", "clang", "19", "include", "nvptxbw_cutlass_arch.h")
    print("cuda-pch-compile-time: %s; %d run(s) per compile; whole compiles (-c), -std=c++17 -O3"
          % (", ".join(f"{col} {c.path}" for col, c in compilers.items() if c), args.runs))

    errors = 0
    with tempfile.TemporaryDirectory(prefix="cuda-pch-bench-") as scratch:
        c22_tree = None
        if compilers["clang-22"]:
            c22_tree, fixed = clients.comma_fixed_copy(cutlass, scratch)
            notes.append(f"clang-22 compiles a copy of the CUTLASS tree with {fixed} missing asm "
                         "operand commas inserted (it rejects them)")
        for n in notes:
            print("note: " + n)
        common = ["-std=c++17", "-O3", "-c", f"--cuda-path={args.cuda_path}", "-Wno-cuda-compat"]
        incs = [f"-I{cutlass}/include", f"-I{cutlass}/tools/util/include", f"-I{cutlass}/examples/common"]

        # One PCH (host + each arch) per arch set; the same header as text
        # in another directory, where no PCH is beside it.
        print("pch arch | wall s cpu s peak MiB | files")
        pch_headers, pch_samples = {}, {}
        for arch in sorted({t[1] for t in tus}):
            d = os.path.join(scratch, "pch", arch)
            os.makedirs(os.path.join(d, "text"))
            header = os.path.join(d, "cutlass_pch.cuh")
            for path in (header, os.path.join(d, "text", "cutlass_pch.cuh")):
                with open(path, "w") as f:
                    f.write(pch_text)
            cmd = [ours, "-x", "cuda-header", header, f"--cuda-gpu-arch={arch}", *common[:2],
                   f"--cuda-path={args.cuda_path}", "-Wno-cuda-compat", *incs]
            got, errs = benchlib.measure_alternating({"ours": cmd}, args.runs, args.timeout)
            s = got.get("ours")
            files = sorted(f for f in os.listdir(d) if f.endswith(".pch"))
            print(f"pch {arch} | {fmt_sample(s, 'ours' in errs)} | {' '.join(files) or 'none'}")
            if s is None:
                print(f"  our clang++ fails to build the PCH for {arch}: {errs.get('ours')}")
                errors += 1
                continue
            pch_headers[arch], pch_samples[arch] = header, s

        print("tu arch | ours (PCH) wall cpu MiB | text wall cpu MiB | clang-22 wall cpu MiB"
              " | nvcc wall cpu MiB | ours/nvcc cpu mem | ours/clang-22 cpu mem | ours/text cpu"
              " | identical")
        rows = []
        for name, arch, src in tus:
            if arch not in pch_headers:
                continue
            header = pch_headers[arch]
            src_path = os.path.join(cutlass, src)
            tu_inc = f"-I{os.path.dirname(src_path)}"
            out = {col: os.path.join(scratch, f"{name}.{col}.o") for col in ("ours", "text", "clang-22", "nvcc")}
            cmds = {
                "ours": [ours, "-x", "cuda", src_path, f"--cuda-gpu-arch={arch}", *common, *incs, tu_inc,
                         "-include", header, "-o", out["ours"]],
                "text": [ours, "-x", "cuda", src_path, f"--cuda-gpu-arch={arch}", *common, *incs, tu_inc,
                         "-include", os.path.join(os.path.dirname(header), "text", "cutlass_pch.cuh"),
                         "-o", out["text"]],
            }
            if compilers["clang-22"] and c22_tree:
                c22_src = os.path.join(c22_tree, src)
                cmds["clang-22"] = [compilers["clang-22"].path, "-x", "cuda", c22_src, f"--cuda-gpu-arch={arch}",
                                    *common, "-Wno-unknown-cuda-version", "-include", arch_header,
                                    "-isystem", os.path.join(args.cuda_path, "include", "cccl"),
                                    *clients.include_dirs(c22_tree, src), "-o", out["clang-22"]]
            if compilers["nvcc"]:
                cmds["nvcc"] = [compilers["nvcc"].path, "-std=c++17", "-O3", "--expt-relaxed-constexpr",
                                f"-arch={arch}", "-c", *clients.include_dirs(cutlass, src), src_path,
                                "-o", out["nvcc"]]
            got, errs = benchlib.measure_alternating(cmds, args.runs, args.timeout)
            o, t, c, n = (got.get(k) for k in ("ours", "text", "clang-22", "nvcc"))
            same = (o is not None and t is not None and filecmp.cmp(out["ours"], out["text"], shallow=False))
            r = {
                "nvcc_cpu": o.cpu / n.cpu if o and n else None,
                "nvcc_mem": o.peak_kib / n.peak_kib if o and n else None,
                "c22_cpu": o.cpu / c.cpu if o and c else None,
                "c22_mem": o.peak_kib / c.peak_kib if o and c else None,
                "text_cpu": o.cpu / t.cpu if o and t else None,
                "samples": (o, t, c, n), "arch": arch,
            }
            rows.append(r)
            print(f"{name} {arch} | {fmt_sample(o, 'ours' in errs)} | {fmt_sample(t, 'text' in errs)} | "
                  f"{fmt_sample(c, 'clang-22' in errs)} | {fmt_sample(n, 'nvcc' in errs)} | "
                  f"{fr(r['nvcc_cpu'])} {fr(r['nvcc_mem'])} | {fr(r['c22_cpu'])} {fr(r['c22_mem'])} | "
                  f"{fr(r['text_cpu'])} | {'yes' if same else 'NO' if o and t else 'n/a'}")
            for col, err in errs.items():
                print(f"  {benchlib.LONG_NAME.get(col, 'our clang++ (text)')} fails on {name} ({arch}): {err}")
                errors += col in ("ours", "text")
            if o and t and not same:
                print(f"  our object with the PCH differs from the one without ({name})")
                errors += 1

        def total(i, archs_pch=False):
            vals = [r["samples"][i] for r in rows]
            if not vals or any(v is None for v in vals):
                return None
            cpu = sum(v.cpu for v in vals)
            if archs_pch:
                cpu += sum(pch_samples[a].cpu for a in {r["arch"] for r in rows})
            return cpu

        first, rebuild = total(0, archs_pch=True), total(0)
        text, c22, nv = total(1), total(2), total(3)
        print(f"all {len(rows)} TU(s), cpu s: ours first build (PCHs included) {benchlib.seconds(first)}, "
              f"ours rebuild {benchlib.seconds(rebuild)}, ours text {benchlib.seconds(text)}, "
              f"clang-22 {benchlib.seconds(c22)}, nvcc {benchlib.seconds(nv)}")
        print(f"all TUs ratios, cpu: first build/nvcc {benchlib.ratio(first, nv)}, rebuild/nvcc "
              f"{benchlib.ratio(rebuild, nv)}, first build/clang-22 {benchlib.ratio(first, c22)}, "
              f"rebuild/clang-22 {benchlib.ratio(rebuild, c22)}, rebuild/text {benchlib.ratio(rebuild, text)}")
        med = benchlib.medians(rows, ("nvcc_cpu", "nvcc_mem", "c22_cpu", "c22_mem", "text_cpu"))
        print(f"median per TU ({len(rows)}): ours (PCH)/nvcc cpu {fr(med['nvcc_cpu'])} mem {fr(med['nvcc_mem'])}; "
              f"ours (PCH)/clang-22 cpu {fr(med['c22_cpu'])} mem {fr(med['c22_mem'])}; "
              f"ours (PCH)/ours (text) cpu {fr(med['text_cpu'])}")
    print("cuda-pch-compile-time: %s" % ("ok" if not errors else f"{errors} error(s)"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
