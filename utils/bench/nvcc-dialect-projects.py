#!/usr/bin/env python3
"""nvcc-dialect compatibility of real CUDA projects: our clang beside nvcc and clang 22.

  nvcc-dialect-projects.py [--projects FILE] [--project NAME ...] [--quick]
                           [--source NAME=DIR ...] [--build-dir build] [--ours CLANG++]
                           [--clang22 CLANG++] [--cuda-path /usr/local/cuda]
                           [--compilers ours,nvcc,clang-22] [--arch sm_100a] [--project-archs]
                           [--max-tus N] [--jobs 1] [--timeout 600] [--out DIR]
                           [--fetch-only] [--list] [--no-resume]
  nvcc-dialect-projects.py --classify FILE --compiler ours|nvcc|clang-22 [--nvcc-ok] [--project-root DIR]

For every project of the list (utils/bench/inputs/nvcc-dialect-projects.json)
the bench fetches the pinned release into the cache (never into the
repository), checks its sha256, and builds the project's CUDA part three
times: with nvcc, with our clang++ and with clang++-22, for sm_100a (and with
--project-archs the project's own arch list, where CUDA 13 still has them).
Sources: Debian source packages (apt-get source, needs a deb-src entry),
PyPI sdists (pip download), CUTLASS's tree (utils/build/fetch-cutlass.py), or
a local checkout given with --source NAME=DIR (rows of kind 'github' name
their upstream and commit; `git archive` one there).

Every row is built per TU ('per-tu' mode): each CUDA source is compiled on its
own with the include paths, defines and flags the project's build gives it
(its build system's clang-CUDA path where it documents one), then the objects
of a compiler are linked into one shared object (link ok: no duplicate
symbols, the device link of -fgpu-rdc rows works). A row says why per-TU mode
stands in for its build system. Rows whose build compiles device code only
('ptx', 'cubin') assemble or keep that.

Recorded per project and compiler: configure ok (the source fetched and its
TUs found), TUs compiled / total, link ok, and the first error classified:
nvcc-leniency (with the construct), header, driver, backend, ptxas, link,
timeout, project (nvcc fails on it too), other. Written to OUT/results.json
and OUT/table.md (default OUT: <cache>/nvcc-dialect-projects/run). Results
per TU are kept in the cache keyed by the command and the compiler binary, so
a second run resumes (--no-resume recompiles).

--classify runs only the classifier on a saved compiler output (the tests
use it on known inputs) and prints its verdict as JSON.

Python 3 standard library only. Exit status 0 when the bench ran (whatever the
compilers did), 1 with one 'nvcc-dialect-projects: error:' line otherwise.
"""

import argparse
import concurrent.futures
import filecmp
import fnmatch
import functools
import glob
import hashlib
import importlib.util
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import zipfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "utils", "lib"))
from files import sha256_of  # noqa: E402
import benchlib  # noqa: E402

_spec = importlib.util.spec_from_file_location(
    "fetch_cutlass", os.path.join(REPO, "utils", "build", "fetch-cutlass.py"))
fetch_cutlass = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fetch_cutlass)

PROG = "nvcc-dialect-projects"
DEFAULT_LIST = os.path.join(REPO, "utils", "bench", "inputs", "nvcc-dialect-projects.json")
COMPILERS = ("ours", "nvcc", "clang-22")
DOMAINS = ("DL kernels", "HPC application", "library", "samples")
SOURCE_KINDS = ("debian", "pypi", "cutlass", "github")
OUTPUTS = ("object", "cubin", "ptx")
# Build keys that do not change what a TU's compile does (the result cache
# ignores them).
NOT_COMPILED = ("why", "link", "needs_packages", "archs", "mode", "timeout_s")
CATEGORIES = ("nvcc-leniency", "header", "driver", "backend", "ptxas", "link", "timeout",
              "project", "other")


class Fail(Exception):
    """An error that ends the run with one clear line."""


def note(msg):
    print(f"{PROG}: {msg}", flush=True)


# --------------------------------------------------------------------------
# The classifier: the first error of a compiler's output, and what kind it is.

# clang: 'path:12:3: error: msg', 'path:12: error: ...'; nvcc (EDG):
# 'path(12): error: msg', 'path(12): catastrophic error: msg'.
CLANG_DIAG = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)?\s*"
                        r"(?P<kind>fatal error|error):\s*(?P<msg>.*)$")
EDG_DIAG = re.compile(r"^(?P<file>[^()\s][^()]*)\((?P<line>\d+)\):\s*"
                      r"(?P<kind>catastrophic error|error):\s*(?P<msg>.*)$")
DRIVER = re.compile(r"^(?:\S*/)?(?:clang(?:\+\+)?(?:-\d+)?|nvcc)(?::| fatal\s*:)\s*(?:error:)?\s*(?P<msg>.*)$")
PTXAS = re.compile(r"^ptxas\b.*?(?:fatal|error)\s*:\s*(?P<msg>.*)$|"
                   r"^(?:\S*/)?clang(?:\+\+)?(?:-\d+)?: error: ptxas command failed")
LINK = re.compile(r"undefined reference to|multiple definition of|^nvlink (?:error|fatal)|"
                  r"ld(?:\.lld|\.bfd|\.gold)?: error|collect2: error|"
                  r"clang-(?:nvlink|linker)-wrapper: error|^fatbinary (?:error|fatal)")
BACKEND = re.compile(r"LLVM ERROR:|fatal error: error in backend|Cannot select:|"
                     r"PLEASE submit a bug report|Stack dump:|error: couldn't allocate")

# nvcc leniencies: what clang says about a construct nvcc accepts, as
# (construct, pattern on the error message). First match wins; the order
# puts the specific before the general.
LENIENCY_PATTERNS = [
    ("asm-percent-name", r"invalid % escape in inline assembly string|"
                         r"invalid operand in inline asm|unknown escape in inline asm"),
    ("pointer-to-smaller-int-cast", r"cast from pointer to smaller type"),
    ("shared-var-init", r"initialization is not supported for __shared__ variables|"
                        r"dynamic initialization is not supported for __device__, __constant__, __shared__"),
    ("shared-alignas", r"alignas|'_Alignas' attribute"),
    ("host-min-max", r"(?:no matching function for call to|call to) '(?:min|max)'|"
                     r"use of undeclared identifier '(?:min|max)'"),
    ("missing-typename", r"missing 'typename'|typename"),
    ("missing-template-keyword", r"use 'template' keyword|'template' keyword"),
    ("hd-redeclaration", r"function '[^']*' cannot overload __(?:host|device|global)__|"
                         r"redeclared with(?:out)? __(?:host|device|global)__"),
    ("host-device-call", r"reference to __(?:host|device)__ function|"
                         r"call to __(?:host|device)__ function|"
                         r"__(?:host|device)__ function .* cannot be (?:called|referenced)"),
    ("constexpr-host-device", r"constexpr.*(?:__device__|__host__)"),
    ("texture-reference", r"\btexture<|\btexture is not a template|no template named 'texture'|\btexture\b.*(?:undeclared|no template)|"
                          r"'(?:tex1Dfetch|tex1D|tex2D|tex3D|cudaBindTexture\w*)'"),
    ("narrowing", r"cannot be narrowed|narrowing conversion"),
    ("undeclared-builtin", r"use of undeclared identifier '__\w+'|"
                           r"undeclared identifier '(?:atomic\w+|__\w+)'"),
    ("launch-bounds", r"__launch_bounds__|launch_bounds"),
    ("variable-length-array", r"variable[- ]length array"),
    ("redefinition", r"redefinition of|conflicting types|redeclared"),
    ("incomplete-type", r"incomplete type"),
    ("goto-or-jump", r"cannot jump from|jump bypasses"),
    ("const-correctness", r"discards qualifiers|cannot assign to .* const"),
    ("implicit-conversion", r"cannot initialize|no viable conversion|cannot convert|"
                            r"incompatible (?:pointer|integer)"),
    ("overload-resolution", r"no matching (?:function|member function|constructor)|"
                            r"call to .* is ambiguous|ambiguous"),
    ("template-resolution", r"template|specialization"),
    ("undeclared-identifier", r"undeclared identifier|no member named|unknown type name|"
                              r"has no member|is undefined"),
]
LENIENCY_RE = [(name, re.compile(pat)) for name, pat in LENIENCY_PATTERNS]

SYSTEM_DIRS = ("/usr/include", "/usr/lib/gcc", "/usr/local/include", "/usr/lib/llvm-")


def _under(path, roots):
    path = os.path.normpath(path)
    return any(r and (path == r or path.startswith(r.rstrip("/") + "/")) for r in roots)


def header_roots(cuda_path, compiler_paths=()):
    """Directories whose files are 'headers' (CUDA's, the compilers' own,
    the system's), as opposed to the project's own sources."""
    roots = [os.path.normpath(cuda_path)]
    real = os.path.realpath(cuda_path)
    if real not in roots:
        roots.append(real)
    for p in compiler_paths:
        if p:
            # clang's resource headers live under <prefix>/lib/clang.
            prefix = os.path.dirname(os.path.dirname(os.path.realpath(p)))
            roots.append(os.path.join(prefix, "lib", "clang"))
            prefix = os.path.dirname(os.path.dirname(os.path.abspath(p)))
            roots.append(os.path.join(prefix, "lib", "clang"))
    roots.extend(SYSTEM_DIRS)
    return roots


def leniency_construct(msg):
    for name, rx in LENIENCY_RE:
        if rx.search(msg):
            return name
    return "other"


def classify(output, compiler, stage="compile", timed_out=False, nvcc_ok=None,
             roots=(), project_root=None):
    """The verdict on a failed step: {'category', 'construct', 'line',
    'file'}. `stage` is 'compile' or 'link'; `nvcc_ok` whether nvcc compiled
    the same TU (None: unknown); `roots` the header directories
    (header_roots()); a front-end error located outside them is the
    project's code: an nvcc leniency where nvcc compiled the TU, the
    project's own problem where nvcc failed too."""
    lines = [l.rstrip() for l in output.splitlines()]
    first_line = next((l.strip() for l in lines if re.search(r"\berror\b", l, re.I)),
                      next((l.strip() for l in lines if l.strip()), "no output"))
    verdict = {"category": "other", "construct": None, "line": first_line[:300], "file": None}
    if timed_out:
        verdict.update(category="timeout", line="timed out")
        return verdict
    if stage == "link":
        hit = next((l for l in lines if LINK.search(l)), None)
        verdict.update(category="link", line=(hit or first_line).strip()[:300])
        return verdict
    for l in lines:
        if BACKEND.search(l):
            verdict.update(category="backend", line=l.strip()[:300])
            return verdict
    for l in lines:
        if PTXAS.search(l.strip()):
            verdict.update(category="ptxas", line=l.strip()[:300])
            return verdict
    for l in lines:
        s = l.strip()
        m = CLANG_DIAG.match(s) or EDG_DIAG.match(s)
        if m:
            path, msg = m.group("file"), m.group("msg")
            verdict.update(line=s[:300], file=path)
            missing = re.search(r"'([^']+)' file not found|cannot open source file \"([^\"]+)\"|"
                                r"^(\S+): No such file or directory", msg)
            if missing:
                verdict.update(category="project" if nvcc_ok is False or compiler == "nvcc" else "header",
                               construct="missing " + next(g for g in missing.groups() if g))
                return verdict
            if os.path.isabs(path) and _under(path, roots) and not (
                    project_root and _under(path, [project_root])):
                verdict.update(category="header", construct=os.path.basename(path))
                return verdict
            if compiler == "nvcc" or nvcc_ok is False:
                verdict.update(category="project", construct=leniency_construct(msg))
                return verdict
            verdict.update(category="nvcc-leniency", construct=leniency_construct(msg))
            return verdict
    for l in lines:
        s = l.strip()
        if LINK.search(s):
            verdict.update(category="link", line=s[:300])
            return verdict
        m = DRIVER.match(s)
        if m:
            verdict.update(category="driver", line=s[:300])
            return verdict
    return verdict


# --------------------------------------------------------------------------
# The project list.

REQUIRED = ("name", "upstream", "version", "domain", "source", "build")


def load_projects(path):
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as e:
        raise Fail(f"cannot read the project list {path}: {e.strerror}")
    except json.JSONDecodeError as e:
        raise Fail(f"{path} is not valid JSON: {e}")
    rows = data.get("projects") if isinstance(data, dict) else None
    if not isinstance(rows, list) or not rows:
        raise Fail(f"{path}: expected an object with a non-empty 'projects' list")
    seen = set()
    for i, row in enumerate(rows):
        where = f"{path}: project {i + 1}"
        if not isinstance(row, dict):
            raise Fail(f"{where} is not an object")
        missing = [k for k in REQUIRED if k not in row]
        if missing:
            raise Fail(f"{where} ({row.get('name', '?')}) lacks {', '.join(missing)}")
        name = row["name"]
        if name in seen:
            raise Fail(f"{where}: duplicate name {name}")
        seen.add(name)
        if row["domain"] not in DOMAINS:
            raise Fail(f"{where} ({name}): domain must be one of {', '.join(DOMAINS)}")
        src = row["source"]
        if src.get("kind") not in SOURCE_KINDS:
            raise Fail(f"{where} ({name}): source kind must be one of {', '.join(SOURCE_KINDS)}")
        if src["kind"] in ("debian", "pypi") and not all(src.get(k) for k in ("package", "file", "sha256")):
            raise Fail(f"{where} ({name}): a {src['kind']} source needs package, file and sha256")
        if src["kind"] == "github" and not all(src.get(k) for k in ("repo", "commit")):
            raise Fail(f"{where} ({name}): a github source needs repo and commit")
        b = row["build"]
        if not b.get("tus"):
            raise Fail(f"{where} ({name}): build.tus lists no patterns")
        if not isinstance(b.get("timeout_s", 0), int) or b.get("timeout_s", 0) < 0:
            raise Fail(f"{where} ({name}): build.timeout_s must be a number of seconds")
        if b.get("output", "object") not in OUTPUTS:
            raise Fail(f"{where} ({name}): build.output must be one of {', '.join(OUTPUTS)}")
    return rows


# --------------------------------------------------------------------------
# Fetching.

def default_cache():
    return os.path.join(fetch_cutlass.default_cache(), "nvcc-dialect-projects")


def run_quiet(cmd, cwd=None, timeout=1800):
    try:
        r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError:
        return 127, f"{cmd[0]} not found"
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {timeout} s"
    return r.returncode, (r.stderr.strip() or r.stdout.strip())


def download(row, cache):
    """The pinned archive of a debian or pypi row, sha256-checked, in the cache."""
    src = row["source"]
    dl = os.path.join(cache, "downloads")
    os.makedirs(dl, exist_ok=True)
    path = os.path.join(dl, src["file"])
    if os.path.exists(path):
        got = sha256_of(path)
        if got == src["sha256"]:
            return path
        raise Fail(f"{row['name']}: cached {path} has sha256 {got}, expected {src['sha256']} "
                   "(delete it to download it again)")
    if src["kind"] == "debian":
        note(f"{row['name']}: apt-get source --download-only {src['package']}={src['version']}")
        rc, out = run_quiet(["apt-get", "source", "--download-only", "-qq",
                             f"{src['package']}={src['version']}"], cwd=dl)
        if rc != 0:
            last = (out.splitlines() or ["no output"])[-1]
            raise Fail(f"{row['name']}: apt-get source {src['package']}={src['version']} failed: {last}"
                       " (apt needs a deb-src entry; utils/build/fetch-llvm-source.sh adds one)")
    else:
        note(f"{row['name']}: pip download {src['package']}=={src['version']} (sdist)")
        with tempfile.TemporaryDirectory(dir=dl) as tmp:
            rc, out = run_quiet([sys.executable, "-m", "pip", "download", "--no-deps",
                                 "--no-binary", src["package"], "--disable-pip-version-check",
                                 "-q", "-d", tmp, f"{src['package']}=={src['version']}"])
            if rc != 0:
                last = (out.splitlines() or ["no output"])[-1]
                raise Fail(f"{row['name']}: pip download {src['package']}=={src['version']} failed: {last}")
            got = os.path.join(tmp, src["file"])
            if not os.path.exists(got):
                raise Fail(f"{row['name']}: pip did not produce {src['file']} "
                           f"(got: {', '.join(os.listdir(tmp)) or 'nothing'})")
            os.replace(got, path)
    if not os.path.exists(path):
        raise Fail(f"{row['name']}: the download did not produce {src['file']}")
    got = sha256_of(path)
    if got != src["sha256"]:
        raise Fail(f"{row['name']}: {src['file']} has sha256 {got}, expected {src['sha256']}")
    return path


def unpack(archive, dest, members=None):
    """Unpacks a tarball or zip with its top directory stripped into DEST
    (beside it first, then renamed: a half tree is never taken as whole).
    MEMBERS: path prefixes (below the top directory) to keep, or None."""
    parent = os.path.dirname(dest)
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".unpack-", dir=parent)

    def wanted(rel):
        return members is None or any(rel == m.rstrip("/") or rel.startswith(m.rstrip("/") + "/")
                                      for m in members)
    try:
        if archive.endswith(".zip"):
            with zipfile.ZipFile(archive) as z:
                for m in z.namelist():
                    rel = m.split("/", 1)[1] if "/" in m else ""
                    if not rel or m.endswith("/") or not wanted(rel) or ".." in rel.split("/"):
                        continue
                    out = os.path.join(tmp, rel)
                    os.makedirs(os.path.dirname(out), exist_ok=True)
                    with z.open(m) as s, open(out, "wb") as d:
                        shutil.copyfileobj(s, d)
        else:
            with tarfile.open(archive) as t:
                keep = []
                for m in t.getmembers():
                    parts = m.name.split("/", 1)
                    if len(parts) < 2 or not parts[1] or not wanted(parts[1]):
                        continue
                    if not (m.isfile() or m.isdir() or m.issym()):
                        continue
                    m.name = parts[1]
                    keep.append(m)
                t.extractall(tmp, members=keep, filter="data")
        with open(os.path.join(tmp, ".nvcc-dialect-complete"), "w") as f:
            f.write(os.path.basename(archive) + "\n")
        if os.path.exists(dest):
            shutil.rmtree(dest)
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            shutil.rmtree(tmp, ignore_errors=True)


def tree_of(row, cache, sources):
    """(root of the project's source tree, how it was had)."""
    name, src = row["name"], row["source"]
    if name in sources:
        d = os.path.abspath(sources[name])
        if not os.path.isdir(d):
            raise Fail(f"{name}: --source {d} is not a directory")
        return d, f"local checkout {d}"
    if src["kind"] == "github":
        raise Fail(f"{name}: a GitHub snapshot ({src['repo']}@{src['commit'][:12]}) is not fetched "
                   f"by the bench: pass --source {name}=DIR with a checkout of that commit")
    if src["kind"] == "cutlass":
        root = fetch_cutlass.tree_dir()
        if not os.path.exists(os.path.join(root, ".complete")):
            note(f"{name}: fetching CUTLASS with utils/build/fetch-cutlass.py")
            rc, out = run_quiet([sys.executable, os.path.join(REPO, "utils", "build", "fetch-cutlass.py")])
            if rc != 0:
                raise Fail(f"{name}: fetch-cutlass.py failed: {(out.splitlines() or ['?'])[-1]}")
        return root, f"CUTLASS {fetch_cutlass.VERSION} (fetch-cutlass.py)"
    dest = os.path.join(cache, "trees", f"{name}-{row['version']}")
    if not os.path.exists(os.path.join(dest, ".nvcc-dialect-complete")):
        archive = download(row, cache)
        note(f"{name}: unpacking {os.path.basename(archive)}")
        unpack(archive, dest, src.get("members"))
    return dest, f"{src['kind']} {src['package']} {src.get('version', row['version'])}"


# --------------------------------------------------------------------------
# The TUs and their commands.

def find_tus(row, root):
    """The row's CUDA sources under ROOT, relative and sorted: build.tus
    globs ('**' spans directories) less build.exclude's (fnmatch)."""
    b = row["build"]
    found = set()
    for pat in b["tus"]:
        for path in glob.glob(os.path.join(glob.escape(root), pat), recursive=True):
            if os.path.isfile(path):
                found.add(os.path.relpath(path, root))
    for pat in b.get("exclude", []):
        found = {t for t in found if not fnmatch.fnmatch(t, pat)}
    return sorted(found)


def sample(tus, n):
    """At most n of the TUs, spread evenly over the sorted list."""
    if not n or len(tus) <= n:
        return tus
    step = len(tus) / n
    return [tus[int(i * step)] for i in range(n)]


def flags_for(row, compiler):
    b = row["build"]
    if compiler == "nvcc":
        return list(b.get("nvcc_flags", []))
    out = list(b.get("clang_flags", []))
    if compiler == "clang-22":
        out += b.get("clang22_flags", [])
    else:
        out += b.get("ours_flags", [])
    return out


def subst(args, ctx):
    return [a.format(**ctx) for a in args]


def compile_command(row, compiler, exe, root, tu, out, archs, ctx):
    b = row["build"]
    output = b.get("output", "object")
    incs = ["-I" + (d.format(**ctx) if "{" in d else os.path.join(root, d) if d else root)
            for d in b.get("include", [])]
    if b.get("include_tu_dir", True):
        incs.insert(0, f"-I{os.path.dirname(os.path.join(root, tu))}")
    if b.get("makefile_includes"):
        incs += makefile_includes(os.path.dirname(os.path.join(root, tu)))
    defs = [f"-D{d}" for d in b.get("defines", [])]
    std = b.get("std", "c++17")
    opt = b.get("opt", "-O2")
    src = os.path.join(root, tu)
    extra = subst(flags_for(row, compiler), ctx)
    if compiler == "nvcc":
        arch = [f"-gencode=arch=compute_{a[3:]},code={a}" for a in archs]
        mode = {"object": ["-c", "-Xcompiler", "-fPIC"], "cubin": ["-cubin"], "ptx": ["-ptx"]}[output]
        if output != "object" and len(archs) > 1:
            mode = ["-fatbin"]
        # nvcc picks the language from the suffix; a .cpp that the project's
        # build compiles as CUDA (Kokkos) needs -x cu, as clang needs -x cuda.
        lang = [] if tu.endswith(".cu") else ["-x", "cu"]
        return [exe, f"-std={std}", opt, *arch, *mode, *incs, *defs, *extra, *lang, src, "-o", out]
    arch = [f"--cuda-gpu-arch={a}" for a in archs]
    mode = {"object": ["-c", "-fPIC"], "cubin": ["--cuda-device-only", "-c"],
            "ptx": ["--cuda-device-only", "-S"]}[output]
    cmd = [exe, "-x", "cuda", f"-std={std}", opt, f"--cuda-path={ctx['cuda']}", *arch, *mode]
    if compiler == "clang-22":
        # clang 22 does not put CUDA 13's include/cccl on the path (nvcc's
        # nvcc.profile and our clang do), and it does not know CUDA 13.0.
        cmd += ["-Wno-unknown-cuda-version", "-isystem", os.path.join(ctx["cuda"], "include", "cccl")]
    return [*cmd, *incs, *defs, *extra, src, "-o", out]


def configure_template(path, values):
    """A config.h.in (autoconf: '#undef NAME') or config.h.cmake.in
    ('#cmakedefine NAME', '#cmakedefine01 NAME', '@NAME@') with VALUES set
    and everything else left undefined, as configure or CMake writes it."""
    try:
        with open(path, errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise Fail(f"cannot read the configuration template {path}: {e.strerror}")
    out = []
    for line in lines:
        m = re.match(r"^\s*#\s*(undef|cmakedefine01|cmakedefine)\s+(\w+)(.*)$", line)
        if m:
            kind, name, rest = m.groups()
            if kind == "cmakedefine01":
                line = f"#define {name} {1 if values.get(name) else 0}"
            elif name in values:
                val = values[name] if kind == "undef" else (rest.strip() or values[name])
                line = f"#define {name} {val}".rstrip()
            else:
                line = f"/* #undef {name} */"
        out.append(re.sub(r"@(\w+)@", lambda mm: str(values.get(mm.group(1), "")), line))
    return "\n".join(out) + "\n"


def makefile_includes(tu_dir):
    """The -I directories a per-program Makefile beside the TU names
    (HeCBench's benchmarks borrow headers from their neighbours)."""
    path = os.path.join(tu_dir, "Makefile")
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        return []
    out = []
    for m in re.finditer(r"(?<![\w$])-I\s*([^\s$()\\]+)", text):
        d = os.path.normpath(os.path.join(tu_dir, m.group(1)))
        if os.path.isdir(d) and f"-I{d}" not in out:
            out.append(f"-I{d}")
    return out


def run_step(cmd, timeout, cwd=None):
    """(rc, output, seconds, timed_out)."""
    start = time.monotonic()
    try:
        # Its own process group, so that a timeout (or an interrupt) ends
        # the compiler's children too (nvcc's cicc and ptxas, clang's cc1).
        p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             start_new_session=True)
    except OSError as e:
        return 127, f"{cmd[0]}: {e.strerror}", time.monotonic() - start, False
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out.decode("utf-8", "replace"), time.monotonic() - start, False
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return 124, out.decode("utf-8", "replace"), time.monotonic() - start, True
    except BaseException:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        raise


def keep_output(text):
    """What is kept of a failed step's output: its first error lines (each
    with the lines after it, warnings can bury them) and its tail."""
    lines = text.splitlines()
    picked = []
    for i, l in enumerate(lines):
        if re.search(r"\berror\b", l) and len(picked) < 60:
            picked.extend(lines[i:i + 3])
    tail = "\n".join(lines[-40:])
    return ("\n".join(picked) + "\n--- tail ---\n" + tail)[-12000:]


@functools.lru_cache(maxsize=None)
def binary_id(path):
    """What identifies a compiler's results: its binary (path, size, mtime)
    and, for a clang, its resource headers (the newest mtime under
    lib/clang beside it), which change without the binary changing."""
    real = os.path.realpath(path)
    st = os.stat(path)
    ident = f"{real}:{st.st_size}:{int(st.st_mtime)}"
    resource = os.path.join(os.path.dirname(os.path.dirname(real)), "lib", "clang")
    if os.path.isdir(resource):
        newest = max((os.stat(os.path.join(d, f)).st_mtime
                      for d, _, files in os.walk(resource) for f in files), default=0)
        ident += f":headers@{int(newest)}"
    return ident


# --------------------------------------------------------------------------
# The bench.

class Bench:
    def __init__(self, args, compilers):
        self.args = args
        self.compilers = compilers          # {column: executable}
        self.cache = args.cache
        self.lock = threading.Lock()
        self.roots = header_roots(args.cuda_path, list(compilers.values()))
        self.ctx = {"cuda": args.cuda_path,
                    "cutlass_arch_h": find_cutlass_arch_header(args.build_dir)}

    def generated(self, row, root):
        """The directory of the row's generated headers (build.generate: the
        configure-time files its build system would write): a text, or
        {"from": TEMPLATE, "set": {NAME: VALUE}} to configure the project's
        own template as autoconf or CMake would."""
        d = os.path.join(self.args.out, "gen", row["name"])
        for rel, text in row["build"].get("generate", {}).items():
            if isinstance(text, dict):
                text = configure_template(os.path.join(root, text["from"]), text.get("set", {}))
            path = os.path.join(d, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if not os.path.exists(path) or open(path).read() != text:
                with open(path, "w") as f:
                    f.write(text)
        return d

    def tu_result(self, row, root, compiler, tu, archs, objdir, ctx):
        exe = self.compilers[compiler]
        output = row["build"].get("output", "object")
        ext = {"object": ".o", "cubin": ".cubin", "ptx": ".ptx"}[output]
        out = os.path.join(objdir, tu.replace("/", "__") + ext)
        cmd = compile_command(row, compiler, exe, root, tu, out, archs, ctx)
        # The generated headers are part of what is compiled: the row's
        # build description goes into the key with the command.
        compiled = {k: v for k, v in row["build"].items() if k not in NOT_COMPILED}
        bid = binary_id(exe)
        key = hashlib.sha256(json.dumps([cmd, bid, compiled], sort_keys=True)
                             .encode()).hexdigest()[:24]
        memo = os.path.join(self.cache, "results", row["name"], compiler, key + ".json")
        if not self.args.no_resume and os.path.exists(memo) and (
                os.path.exists(out) or not json.load(open(memo))["ok"]):
            with open(memo) as f:
                res = json.load(f)
            res["cached"] = True
            res["compiler_id"] = bid
            return res
        os.makedirs(os.path.dirname(out), exist_ok=True)
        # A row whose single TU is known to take longer than the default
        # (Cycles' kernel: ten minutes under nvcc) raises its own limit.
        limit = max(self.args.timeout, row["build"].get("timeout_s", 0))
        rc, text, secs, timed_out = run_step(cmd, limit, cwd=root)
        if rc == 0 and output == "ptx" and self.args.ptxas:
            # The project loads this PTX at run time; ptxas says whether it
            # would assemble.
            for a in archs:
                rc2, t2, s2, to2 = run_step([self.args.ptxas, "-c", f"-arch={a}", out, "-o", out + ".o"],
                                            self.args.timeout)
                secs += s2
                if rc2 != 0:
                    rc, text, timed_out = rc2, "ptxas: error: " + t2, to2
                    break
        res = {"tu": tu, "ok": rc == 0, "seconds": round(secs, 1), "command": cmd,
               "timed_out": timed_out, "output": keep_output(text) if rc != 0 else ""}
        os.makedirs(os.path.dirname(memo), exist_ok=True)
        with open(memo, "w") as f:
            json.dump(res, f)
        res["compiler_id"] = bid
        return res

    def selected_tus(self, row, all_tus):
        """The TUs a run takes of ALL_TUS: --max-tus/--all-tus (else the
        row's bench_max_tus) spread evenly, then --failed-in's."""
        tus = sample(all_tus, self.args.max_tus if self.args.max_tus else row.get("bench_max_tus", 0))
        if self.args.failed_in is not None:
            tus = [t for t in tus if t in self.args.failed_in.get(row["name"], ())]
        return tus

    def preprocessed_diff(self, row, sources, flags):
        """Preprocess the row's TUs with our clang, as the bench compiles
        them, once as they are and once with FLAGS added, per side (the host
        where the row builds objects, each GPU arch): a TU whose output is
        the same both times cannot be changed by what FLAGS undo or add (a
        predefined macro, a header's macro). Returns the row's entry."""
        name = row["name"]
        entry = {"name": name, "flags": flags, "tus": {}}
        try:
            root, how = tree_of(row, self.cache, sources)
        except Fail as e:
            entry["error"] = str(e)
            note(f"{name}: skipped: {e}")
            return entry
        entry["source"] = how
        tus = self.selected_tus(row, find_tus(row, root))
        archs = self.archs(row)
        ctx = dict(self.ctx, root=root, gen=self.generated(row, root))
        sides = (["host"] if row["build"].get("output", "object") == "object" else []) + archs
        exe = self.compilers["ours"]
        workdir = os.path.join(self.args.out, "preprocessed", name)
        os.makedirs(workdir, exist_ok=True)

        def command(tu, side, extra, out):
            cmd = compile_command(row, "ours", exe, root, tu, "-", archs, ctx)[:-2]
            cmd = [a for a in cmd if a not in ("-c", "-S", "--cuda-device-only")
                   and not a.startswith("--cuda-gpu-arch=")]
            side_flags = (["--cuda-host-only", f"--cuda-gpu-arch={archs[0]}"] if side == "host"
                          else ["--cuda-device-only", f"--cuda-gpu-arch={side}"])
            # -P: no line markers, which name the TU's path and would differ
            # only where the text does.
            return [*cmd[:1], "-E", "-P", *side_flags, *cmd[1:], *extra, "-o", out]

        def one(tu):
            res = {}
            for side in sides:
                outs = []
                for tag, extra in (("as-is", []), ("with-flags", flags)):
                    out = os.path.join(workdir, f"{tu.replace('/', '__')}.{side}.{tag}.i")
                    rc, text, _, _ = run_step(command(tu, side, extra, out),
                                                      self.args.timeout, cwd=root)
                    outs.append(out if rc == 0 else None)
                    if rc != 0:
                        # Failing only with FLAGS is a difference too.
                        res[side] = ("differs: only with the flags, " if tag == "with-flags"
                                     else "error: ") + benchlib.first_error(text)
                        break
                else:
                    same = filecmp.cmp(outs[0], outs[1], shallow=False)
                    res[side] = "same" if same else "differs"
                    for o in outs:
                        os.remove(o)
            return tu, res
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.args.jobs) as pool:
            for tu, res in pool.map(one, tus):
                entry["tus"][tu] = res
                if any(v != "same" for v in res.values()):
                    note(f"{name}: {tu}: " + ", ".join(f"{k} {v}" for k, v in res.items()))
        differ, errors = diff_counts(entry["tus"].values())
        note(f"{name}: {len(tus)} TU(s): {differ} differ with {' '.join(flags)}, "
             f"{errors} do not preprocess")
        return entry

    def link(self, row, compiler, objs, outdir):
        b = row["build"]
        if b.get("output", "object") != "object" or b.get("link", "shared") == "none" or not objs:
            return None, None
        exe = self.compilers[compiler]
        out = os.path.join(outdir, f"lib{row['name']}-{compiler}.so")
        if compiler == "nvcc":
            cmd = [exe, "-shared", *[f"-gencode=arch=compute_{a[3:]},code={a}" for a in self.archs(row)],
                   *objs, "-o", out]
        else:
            cmd = [exe, "-shared", f"--cuda-path={self.args.cuda_path}", *objs,
                   f"-L{os.path.join(self.args.cuda_path, 'lib64')}", "-lcudart_static", "-ldl",
                   "-lrt", "-lpthread", "-o", out]
            if compiler == "clang-22":
                cmd.insert(1, "-Wno-unknown-cuda-version")
        rc, text, _, timed_out = run_step(cmd, self.args.timeout, cwd=outdir)
        if rc == 0:
            return True, None
        return False, classify(text, compiler, stage="link", timed_out=timed_out, roots=self.roots)

    def archs(self, row):
        archs = list(self.args.arch)
        if self.args.project_archs:
            for a in row["build"].get("archs", []):
                if a not in archs:
                    archs.append(a)
        return archs

    def project(self, row, sources):
        name = row["name"]
        entry = {"name": name, "domain": row["domain"], "upstream": row["upstream"],
                 "version": row["version"], "commit": row.get("commit"),
                 "mode": row["build"].get("mode", "per-tu"), "why_mode": row["build"].get("why"),
                 "output": row["build"].get("output", "object"), "compilers": {}}
        try:
            root, how = tree_of(row, self.cache, sources)
        except Fail as e:
            entry["configure_error"] = str(e)
            note(f"{name}: skipped: {e}")
            for c in self.compilers:
                entry["compilers"][c] = {"configure": False, "tus_ok": 0, "tus_total": 0, "link": None,
                                         "first_error": {"category": "project", "construct": "fetch",
                                                         "line": str(e), "file": None}}
            return entry
        entry["source"] = how
        entry["root"] = root
        missing = missing_packages(row["build"].get("needs_packages", []))
        if missing:
            entry["missing_packages"] = missing
            note(f"{name}: note: Debian package(s) {', '.join(missing)} not installed: "
                 "TUs that include their headers fail under every compiler (apt-get install them)")
        all_tus = find_tus(row, root)
        tus = self.selected_tus(row, all_tus)
        entry["tus_in_project"] = len(all_tus)
        entry["tus_sampled"] = len(tus)
        archs = self.archs(row)
        entry["archs"] = archs
        ctx = dict(self.ctx, root=root, gen=self.generated(row, root))
        note(f"{name}: {len(tus)} of {len(all_tus)} TU(s), {', '.join(archs)}, "
             f"compilers {', '.join(self.compilers)}")
        if not all_tus:
            for c in self.compilers:
                entry["compilers"][c] = {"configure": False, "tus_ok": 0, "tus_total": 0, "link": None,
                                         "first_error": {"category": "project", "construct": "no TUs",
                                                         "line": "no CUDA sources match build.tus",
                                                         "file": None}}
            return entry
        results = {c: {} for c in self.compilers}
        # nvcc first, so that our clang's failures can be judged against it.
        order = [c for c in ("nvcc", "ours", "clang-22") if c in self.compilers]
        done = [0]
        total = len(tus) * len(order)
        for c in order:
            objdir = os.path.join(self.args.out, "objects", name, c)

            def one(tu, c=c, objdir=objdir):
                r = self.tu_result(row, root, c, tu, archs, objdir, ctx)
                with self.lock:
                    done[0] += 1
                    if not r["ok"] or done[0] % 10 == 0 or done[0] == total:
                        note(f"{name}: [{done[0]}/{total}] {c} {tu}: "
                             f"{'ok' if r['ok'] else 'FAIL'} ({r['seconds']} s)")
                return r
            with concurrent.futures.ThreadPoolExecutor(max_workers=self.args.jobs) as pool:
                for r in pool.map(one, tus):
                    results[c][r["tu"]] = r
        cached = sum(1 for c in order for r in results[c].values() if r.get("cached"))
        note(f"{name}: {total - cached} compile(s) run, {cached} found in the cache")
        for c in order:
            tu_rows = []
            first = None
            for tu in tus:
                r = results[c][tu]
                v = None
                if not r["ok"]:
                    nvcc_ok = results["nvcc"][tu]["ok"] if "nvcc" in results else None
                    v = classify(r["output"], c, timed_out=r["timed_out"], nvcc_ok=nvcc_ok,
                                 roots=self.roots, project_root=root)
                    if first is None:
                        first = dict(v, tu=tu)
                tu_rows.append({"tu": tu, "ok": r["ok"], "seconds": r["seconds"], "verdict": v,
                                "command": r["command"] if not r["ok"] else None})
            objs = [r["command"][-1] for r in (results[c][t] for t in tus) if r["ok"]]
            link_ok, link_err = self.link(row, c, objs, os.path.join(self.args.out, "objects", name))
            if link_err and first is None:
                first = dict(link_err, tu=None)
            entry["compilers"][c] = {
                "compiler_ids": sorted({results[c][t]["compiler_id"] for t in tus}),
                "configure": True, "tus_ok": sum(1 for t in tu_rows if t["ok"]),
                "tus_total": len(tus), "link": link_ok, "link_error": link_err,
                "first_error": first, "tus": tu_rows,
                "categories": count_categories(tu_rows)}
        return entry


def diff_counts(tu_results):
    """(TUs with a side that differs, TUs with a side that does not
    preprocess) of --preprocessed-diff's {side: verdict} per TU."""
    tu_results = list(tu_results)
    return (sum(1 for r in tu_results if any(v.startswith("differs") for v in r.values())),
            sum(1 for r in tu_results if any(v.startswith("error") for v in r.values())))


def missing_packages(pkgs):
    """Which of the Debian packages a row's headers come from are not installed."""
    out = []
    for p in pkgs:
        rc, text = run_quiet(["dpkg-query", "-W", "-f=${Status}", p], timeout=60)
        if rc != 0 or "install ok installed" not in text:
            out.append(p)
    return out


def count_categories(tu_rows):
    counts = {}
    for t in tu_rows:
        v = t["verdict"]
        if v:
            k = v["category"] + (f": {v['construct']}" if v.get("construct") else "")
            counts[k] = counts.get(k, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: -kv[1]))


def find_cutlass_arch_header(build_dir):
    for p in (os.path.join(build_dir, "lib", "clang", "19", "include", "nvptxbw_cutlass_arch.h"),
              os.path.join(REPO, "clang", "lib", "Headers", "nvptxbw_cutlass_arch.h")):
        if os.path.isfile(p):
            return p
    return "nvptxbw_cutlass_arch.h"


# --------------------------------------------------------------------------
# Reports.

def cell(c):
    if c is None:
        return "n/a"
    if not c["configure"]:
        return "not configured"
    s = f"{c['tus_ok']}/{c['tus_total']}"
    if c["link"] is True:
        s += ", link ok"
    elif c["link"] is False:
        s += ", link FAIL"
    fe = c.get("first_error")
    if fe:
        s += f"; {fe['category']}" + (f" ({fe['construct']})" if fe.get("construct") else "")
    return s


def markdown(report):
    cols = [c for c in ("ours", "nvcc", "clang-22") if c in report["compilers"]]
    head = {"ours": "ours", "nvcc": "nvcc 13.0", "clang-22": "clang 22"}
    out = ["| project | domain | mode | TUs (sampled/all) | " + " | ".join(head[c] for c in cols) + " |",
           "|---|---|---|---|" + "---|" * len(cols)]
    for p in report["projects"]:
        n = f"{p.get('tus_sampled', 0)}/{p.get('tus_in_project', 0)}"
        out.append(f"| {p['name']} {p['version']} | {p['domain']} | {p['mode']} ({p['output']}) | {n} | "
                   + " | ".join(cell(p["compilers"].get(c)) for c in cols) + " |")
    tot = {c: [0, 0] for c in cols}
    for p in report["projects"]:
        for c in cols:
            r = p["compilers"].get(c)
            if r:
                tot[c][0] += r["tus_ok"]
                tot[c][1] += r["tus_total"]
    out.append("| **total** | | | | " + " | ".join(f"**{tot[c][0]}/{tot[c][1]}**" for c in cols) + " |")
    out.append("")
    out.append("Failures where nvcc compiled the TU (ours, then clang 22):")
    out.append("")
    for p in report["projects"]:
        for c in ("ours", "clang-22"):
            r = p["compilers"].get(c)
            if not r or not r.get("tus"):
                continue
            nv = {t["tu"]: t["ok"] for t in p["compilers"].get("nvcc", {}).get("tus", [])}
            bad = [t for t in r["tus"] if not t["ok"] and nv.get(t["tu"], True)]
            for t in bad:
                v = t["verdict"]
                line = v["line"]
                if p.get("root"):
                    line = line.replace(p["root"].rstrip("/") + "/", "")
                line = line.replace(report["cuda_path"].rstrip("/") + "/", "<cuda>/")
                out.append(f"- {p['name']} / {c} / `{t['tu']}`: {v['category']}"
                           + (f" ({v['construct']})" if v.get("construct") else "")
                           + f": `{line}`")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------

def quick_row(row):
    """A row as the quick subset builds it: "quick": true is the whole row,
    "quick": {...} overrides those build keys (its TUs, its link)."""
    q = row["quick"]
    if isinstance(q, dict):
        row = dict(row, build=dict(row["build"], **q))
    return row


def read_results_column(spec):
    """--failed-in's RESULTS.json:COLUMN: {project: that column's result} of
    an earlier run's results.json (this bench's or the own-builds bench's)."""
    path, sep, column = spec.rpartition(":")
    if not sep or not path or not column:
        raise Fail(f"--failed-in {spec}: expected RESULTS.json:COLUMN")
    try:
        with open(path) as f:
            report = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        raise Fail(f"cannot read {path}: {e}")
    results = {p["name"]: p["compilers"][column] for p in report.get("projects", [])
               if p.get("compilers", {}).get(column) is not None}
    if not results:
        raise Fail(f"{path} has no column {column!r}")
    return results


def read_failed_in(spec):
    """{project: {TU}} that a column of an earlier results.json failed."""
    return {name: {t["tu"] for t in col.get("tus", []) if not t["ok"]}
            for name, col in read_results_column(spec).items()}


def parse_sources(items):
    out = {}
    for s in items:
        if "=" not in s:
            raise Fail(f"--source wants NAME=DIR, got {s!r}")
        k, v = s.split("=", 1)
        out[k] = v
    return out


def find_compilers(args):
    """{column: executable} for the --compilers asked for, found as the other
    benches find them (benchlib.find_compilers); --ours overrides ours."""
    wanted = [c.strip() for c in args.compilers.split(",") if c.strip()]
    bad = [c for c in wanted if c not in COMPILERS]
    if bad:
        raise Fail(f"unknown compiler(s) {', '.join(bad)} (choose from {', '.join(COMPILERS)})")
    available = benchlib.find_compilers(args.build_dir, args.cuda_path, args.clang22)
    if args.ours:
        available["ours"] = (benchlib.Compiler("ours", args.ours) if os.access(args.ours, os.X_OK)
                             else benchlib.Compiler("ours", None, f"our clang++ not found at {args.ours}"))
    found = {}
    for c in wanted:
        if available[c]:
            # Absolute: compiles run in the project's tree (a relative
            # --build-dir or --ours would not be found from there).
            found[c] = os.path.abspath(available[c].path)
        else:
            note(f"note: {available[c].missing_note}")
    if not found:
        raise Fail("no compiler found (our clang++, nvcc, clang++-22)")
    return found


def add_project_and_compiler_arguments(ap):
    """The options this bench shares with nvcc-dialect-own-builds.py: which
    projects, where their sources and the cache are, which compilers."""
    ap.add_argument("--projects", default=DEFAULT_LIST, help="the project list (JSON)")
    ap.add_argument("--project", action="append", default=[], help="only this project (repeatable)")
    ap.add_argument("--source", action="append", default=[], metavar="NAME=DIR",
                    help="build project NAME from a local checkout")
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--ours", help="our clang++ (default: BUILD/bin/clang++)")
    ap.add_argument("--clang22", help="clang++-22 (default: on PATH)")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--compilers", default="ours,nvcc,clang-22")
    ap.add_argument("--arch", action="append", default=[], help="GPU arch (default sm_100a; repeatable)")
    ap.add_argument("--cache", default=default_cache())


def main(argv):
    ap = argparse.ArgumentParser(prog=PROG + ".py", description=__doc__.splitlines()[0])
    add_project_and_compiler_arguments(ap)
    ap.add_argument("--quick", action="store_true", help="only the rows marked quick (the test's subset)")
    ap.add_argument("--project-archs", action="store_true",
                    help="also each project's own arch list (those CUDA 13 has)")
    ap.add_argument("--max-tus", type=int, default=0,
                    help="at most N TUs per project, spread evenly (default: each row's bench_max_tus, "
                         "else all); 0 with --all-tus")
    ap.add_argument("--all-tus", action="store_true", help="every TU of every project")
    ap.add_argument("--failed-in", metavar="RESULTS:COLUMN",
                    help="only the TUs that COLUMN (ours, nvcc, clang-22) failed to compile in an "
                         "earlier run's results.json (a full run with one compiler, then the others "
                         "on its failures)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=600, help="seconds per compile")
    ap.add_argument("--out", help="where results.json and table.md go (default: CACHE/run)")
    ap.add_argument("--fetch-only", action="store_true", help="fetch and unpack, compile nothing")
    ap.add_argument("--preprocessed-diff", metavar="FLAGS",
                    help="preprocess every TU with our clang as it is and with FLAGS added "
                         "(e.g. -U__NVCC__), per side, and list the TUs whose output differs: "
                         "the reach of a macro-level change; writes preprocessed-diff.json")
    ap.add_argument("--merge", action="store_true",
                    help="keep OUT/results.json's other projects, replacing those run now")
    ap.add_argument("--table-from", metavar="RESULTS",
                    help="write table.md (to --out, default beside RESULTS) from a results.json and exit")
    ap.add_argument("--list", action="store_true", help="list the projects and exit")
    ap.add_argument("--no-resume", action="store_true", help="recompile TUs whose result is cached")
    ap.add_argument("--classify", metavar="FILE", help="classify a saved compiler output and exit")
    ap.add_argument("--compiler", default="ours", help="with --classify: whose output it is")
    ap.add_argument("--stage", default="compile", choices=("compile", "link"))
    ap.add_argument("--nvcc-ok", action="store_true", help="with --classify: nvcc compiled the TU")
    ap.add_argument("--nvcc-failed", action="store_true", help="with --classify: nvcc failed on it too")
    ap.add_argument("--project-root", help="with --classify: the project's tree")
    args = ap.parse_args(argv[1:])
    args.arch = args.arch or ["sm_100a"]
    args.failed_in = read_failed_in(args.failed_in) if args.failed_in else None
    if args.all_tus:
        args.max_tus = 10 ** 9

    if args.classify:
        try:
            with open(args.classify, errors="replace") as f:
                text = f.read()
        except OSError as e:
            raise Fail(f"cannot read {args.classify}: {e.strerror}")
        nvcc_ok = True if args.nvcc_ok else (False if args.nvcc_failed else None)
        roots = header_roots(args.cuda_path, [args.ours or os.path.join(args.build_dir, "bin", "clang++"),
                                              shutil.which("clang++-22") or ""])
        print(json.dumps(classify(text, args.compiler, stage=args.stage, nvcc_ok=nvcc_ok, roots=roots,
                                  project_root=args.project_root), sort_keys=True))
        return 0

    if args.table_from:
        try:
            with open(args.table_from) as f:
                report = json.load(f)
        except (OSError, json.JSONDecodeError) as e:
            raise Fail(f"cannot read {args.table_from}: {e}")
        out = os.path.abspath(args.out or os.path.dirname(os.path.abspath(args.table_from)))
        with open(os.path.join(out, "table.md"), "w") as f:
            f.write(markdown(report))
        note(f"wrote {os.path.join(out, 'table.md')}")
        return 0

    rows = load_projects(args.projects)
    if args.quick:
        rows = [quick_row(r) for r in rows if r.get("quick")]
    if args.list:
        for r in rows:
            s = r["source"]
            where = " ".join(x for x in (s["kind"], s.get("package", s.get("repo")),
                                         s.get("version", r["version"])) if x)
            print(f"{r['name']} {r['version']} [{r['domain']}] {where}"
                  + (" (quick)" if r.get("quick") else ""))
        return 0
    if args.project:
        unknown = set(args.project) - {r["name"] for r in rows}
        if unknown:
            raise Fail(f"unknown project(s): {', '.join(sorted(unknown))} (--list names them)")
        rows = [r for r in rows if r["name"] in args.project]
    sources = parse_sources(args.source)
    args.cache = os.path.abspath(args.cache)
    if args.fetch_only:
        bad = 0
        for r in rows:
            try:
                root, how = tree_of(r, args.cache, sources)
                note(f"{r['name']}: {len(find_tus(r, root))} TU(s) at {root} ({how})")
            except Fail as e:
                note(f"{r['name']}: error: {e}")
                bad += 1
        if bad:
            raise Fail(f"{bad} project(s) could not be fetched")
        return 0
    args.out = os.path.abspath(args.out or os.path.join(args.cache, "run"))
    args.ptxas = os.path.join(args.cuda_path, "bin", "ptxas")
    if not os.access(args.ptxas, os.X_OK):
        args.ptxas = None
    compilers = find_compilers(args)
    os.makedirs(args.out, exist_ok=True)
    bench = Bench(args, compilers)
    if args.preprocessed_diff:
        if "ours" not in compilers:
            raise Fail("--preprocessed-diff needs our clang++ (--compilers with ours)")
        flags = shlex.split(args.preprocessed_diff)
        rows_out = [bench.preprocessed_diff(r, sources, flags) for r in rows]
        path = os.path.join(args.out, "preprocessed-diff.json")
        with open(path, "w") as f:
            json.dump({"tool": PROG, "flags": flags, "compiler_ids": {"ours": binary_id(compilers["ours"])},
                       "archs": args.arch, "projects": rows_out}, f, indent=1, sort_keys=True)
        tus = [r for p in rows_out for r in p["tus"].values()]
        differ, errors = diff_counts(tus)
        note(f"wrote {path}: {len(tus)} TU(s), {differ} differ, {errors} do not preprocess")
        return 0
    report = {"tool": PROG, "archs": args.arch, "project_archs": args.project_archs,
              "max_tus": args.max_tus, "compilers": compilers, "cuda_path": args.cuda_path,
              "compiler_ids": {c: binary_id(p) for c, p in compilers.items()},
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "projects": []}
    kept = []
    if args.merge and os.path.exists(os.path.join(args.out, "results.json")):
        with open(os.path.join(args.out, "results.json")) as f:
            kept = json.load(f).get("projects", [])
    names = {r["name"] for r in rows}
    order = [r["name"] for r in load_projects(args.projects)]
    t0 = time.monotonic()
    done = []
    for r in rows:
        done.append(bench.project(r, sources))
        merged = [p for p in kept if p["name"] not in names] + done
        report["projects"] = sorted(merged, key=lambda p: order.index(p["name"])
                                    if p["name"] in order else len(order))
        write_report(report, args.out)
    report["seconds"] = round(time.monotonic() - t0, 1)
    write_report(report, args.out)
    note(f"wrote {os.path.join(args.out, 'results.json')} and table.md "
         f"({len(report['projects'])} project(s), {report['seconds']} s)")
    return 0


def write_report(report, out):
    tmp = os.path.join(out, "results.json.tmp")
    with open(tmp, "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
    os.replace(tmp, os.path.join(out, "results.json"))
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write(markdown(report))


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except Fail as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print(f"{PROG}: error: interrupted", file=sys.stderr)
        sys.exit(1)
