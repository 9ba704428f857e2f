#!/usr/bin/env python3
"""Real CUDA projects built by their own build systems, with nvcc, our clang and clang 22.

  nvcc-dialect-own-builds.py [--projects FILE] [--project NAME ...] [--source NAME=DIR ...]
                             [--build-dir build] [--ours CLANG++] [--clang22 CLANG++]
                             [--cuda-path /usr/local/cuda] [--compilers ours,nvcc,clang-22]
                             [--arch sm_100a ...] [--jobs 2] [--timeout 3600]
                             [--cache DIR] [--out DIR] [--list]

nvcc-dialect-projects.py compiles each project's CUDA sources one by one
with the flags its build gives them. This bench runs the build itself: the
rows of the same list (utils/bench/inputs/nvcc-dialect-projects.json) that
have an `own_build` are configured with CMake once per compiler, with the
compiler as CMAKE_CUDA_COMPILER and CMAKE_CUDA_ARCHITECTURES from --arch
(default sm_100a), and built with Ninja (`-k 0`: every TU is tried). So what
the project's CMake adds (CMAKE_CUDA_FLAGS it appends, target options, its
compiler checks, its device link) is part of the measurement: nvcc's options
that CMake projects pass to any CUDA compiler stop clang 22 at configure.

The source is the row's pinned archive, fetched and sha256-checked as
nvcc-dialect-projects.py fetches it, unpacked whole (the per-TU bench keeps
only the directories its TUs need), or a local tree (--source NAME=DIR).
A row's `own_build`: {"system": "cmake", "subdir": where its CMakeLists.txt
is, "configure": [-D options], "targets": [Ninja targets; default all],
"cmake_minimum": "3.28", "why": what is built}. CMake is Debian's where it
is 3.26 or newer (and the row's minimum), else PyPI's 3.31.6, installed
into the cache once; --cmake names another.

Recorded per project and compiler: configure ok, the CUDA TUs the targets
need and how many compiled, link ok (every target built), the build's wall
time, and the first failure classified as nvcc-dialect-projects.py
classifies it (driver, nvcc-leniency, header, backend, ptxas, link, ...),
or as build-system where Ninja refuses the build CMake generated.

A Makefile project (`"system": "make"`, HeCBench: one program per
directory) names its program directories (`"dirs"`, globs; those with a Makefile
are built), the tree they
need (`"tree"`, copied once per compiler: the Makefiles write objects beside
the sources and read their neighbours' headers) and the variables that
choose the compiler (`"make_vars"`: {"CC": "{compiler}", "ARCH": "{arch}"});
each directory is built with `make -k`, and a program counts as built when
make succeeds. --max-dirs N takes N directories spread over the sorted list.
Written to OUT/results.json and OUT/table.md (default OUT:
<cache>/nvcc-dialect-projects/own-builds). Every build starts from an empty
build directory.

Python 3 standard library only. Exit status 0 when the bench ran (whatever
the compilers did), 1 with one 'nvcc-dialect-own-builds: error:' line
otherwise.
"""

import argparse
import glob
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_spec = importlib.util.spec_from_file_location(
    "nvcc_dialect_projects", os.path.join(REPO, "utils", "bench", "nvcc-dialect-projects.py"))
ndp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ndp)

PROG = "nvcc-dialect-own-builds"
SYSTEMS = ("cmake", "make")
# The CMake that the bench installs from PyPI where a project needs a newer
# one than Debian's.
PYPI_CMAKE = "3.31.6"


def note(msg):
    print(msg, flush=True)


def version_tuple(text):
    return tuple(int(x) for x in re.findall(r"\d+", text)[:3])


def find_cmake(minimum, cache):
    """A cmake of at least MINIMUM: Debian's, or PyPI's pinned one in the cache."""
    system = shutil.which("cmake")
    if system:
        out = subprocess.run([system, "--version"], capture_output=True, text=True).stdout
        if not minimum or version_tuple(out) >= version_tuple(minimum):
            return system
    venv = os.path.join(cache, "tools", f"cmake-{PYPI_CMAKE}")
    exe = os.path.join(venv, "bin", "cmake")
    if not os.access(exe, os.X_OK):
        note(f"installing CMake {PYPI_CMAKE} from PyPI into {venv} (this project needs {minimum})")
        for cmd in ([sys.executable, "-m", "venv", venv],
                    [os.path.join(venv, "bin", "pip"), "install", "-q", "--disable-pip-version-check",
                     f"cmake=={PYPI_CMAKE}"]):
            rc, out = ndp.run_quiet(cmd)
            if rc != 0:
                raise ndp.Fail(f"CMake {minimum} needed and {' '.join(cmd[:3])} failed: "
                               f"{(out.splitlines() or ['no output'])[-1]}")
    return exe


def pick_cmake(args, minimum):
    """--cmake auto: 3.26 at least, whose CMakeConfigureLog.yaml keeps the
    compiler's own error when CMake's compiler checks fail (3.25 only says
    "identification is unknown"); an explicit --cmake must meet the row's
    minimum."""
    if args.cmake == "auto":
        need = max([minimum or "0", "3.26"], key=version_tuple)
        return find_cmake(need, args.cache)
    exe = shutil.which(args.cmake) or args.cmake
    out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout \
        if os.access(exe, os.X_OK) else ""
    if not out:
        raise ndp.Fail(f"--cmake {args.cmake}: not an executable cmake")
    if minimum and version_tuple(out) < version_tuple(minimum):
        raise ndp.Fail(f"--cmake {args.cmake} is {'.'.join(map(str, version_tuple(out)))}; "
                       f"this project needs {minimum}")
    return exe


def full_tree(row, cache, sources):
    """The row's whole source tree (a local one, or its archive unpacked whole)."""
    name, src = row["name"], row["source"]
    if name in sources:
        d = os.path.abspath(sources[name])
        if not os.path.isdir(d):
            raise ndp.Fail(f"{name}: --source {d} is not a directory")
        return d
    if src["kind"] not in ("debian", "pypi"):
        raise ndp.Fail(f"{name}: a {src['kind']} source is not fetched here: pass --source {name}=DIR")
    dest = os.path.join(cache, "trees", f"{name}-{row['version']}-whole")
    if not os.path.exists(os.path.join(dest, ".nvcc-dialect-complete")):
        archive = ndp.download(row, cache)
        note(f"{name}: unpacking {os.path.basename(archive)} whole")
        ndp.unpack(archive, dest, None)
    return dest


def first_error_text(text):
    """The lines of the first failure in a Ninja log: from the first
    'FAILED:' to the next progress line."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("FAILED: "):
            block = [line]
            for l in lines[i + 1:]:
                if re.match(r"^\[\d+/\d+\] |^ninja: ", l):
                    break
                block.append(l)
            return line[len("FAILED: "):].strip(), "\n".join(block)
    return None, text


def configure_error(bdir, output, exe):
    """The first error line of a failed configure: the compiler's (or the
    ptxas it ran) from CMake's configure log (its compiler checks), else
    CMake's own message. Other tools' errors in the log (a project's
    find_package running nvcc) are not the compiler's."""
    log = os.path.join(bdir, "CMakeFiles", "CMakeConfigureLog.yaml")
    compiler_errors = []
    name = os.path.basename(exe)
    if os.path.exists(log):
        with open(log, errors="replace") as f:
            compiler_errors = [l.strip() for l in f if re.search(r"\b(error|fatal)\b\s*:", l)
                               and (name in l or "ptxas" in l)]
    if compiler_errors:
        return compiler_errors[0]
    cm = [l.strip() for l in output.splitlines() if l.startswith("CMake Error")]
    lines = output.splitlines()
    if cm:
        i = next(i for i, l in enumerate(lines) if l.startswith("CMake Error"))
        detail = " ".join(l.strip() for l in lines[i + 1:i + 4] if l.strip())
        return (cm[0] + " " + detail).strip()
    return (lines or ["no output"])[-1]


def cuda_objects(ninja, bdir, targets):
    """The CUDA objects the targets need (paths relative to BDIR)."""
    r = subprocess.run([ninja, "-C", bdir, "-t", "inputs"] + (targets or ["all"]),
                       capture_output=True, text=True)
    return sorted({l.strip() for l in r.stdout.splitlines() if l.strip().endswith(".cu.o")})


def build_one(row, src_dir, compiler, exe, args, cmake, ninja, outdir):
    ob = row["own_build"]
    bdir = os.path.join(outdir, "builds", row["name"], compiler)
    if os.path.exists(bdir):
        shutil.rmtree(bdir)
    os.makedirs(bdir)
    cmake_archs = ";".join(a[len("sm_"):] for a in args.arch)
    cmd = [cmake, "-G", "Ninja", "-S", src_dir, "-B", bdir, "-DCMAKE_BUILD_TYPE=Release",
           f"-DCMAKE_CUDA_COMPILER={exe}", f"-DCMAKE_CUDA_ARCHITECTURES={cmake_archs}"]
    if compiler == "clang-22":
        # What the per-TU bench gives clang 22 too: it neither knows CUDA 13
        # nor adds CCCL's include directory (nvcc's profile and ours do).
        # And an arch for CMake's compiler checks, which compile without
        # CMAKE_CUDA_ARCHITECTURES: clang 22's default, sm_52, is not in
        # CUDA 13 (ptxas: "Value 'sm_52' is not defined"), ours follows the
        # CUDA version.
        cmd.append(f"-DCMAKE_CUDA_FLAGS=-Wno-unknown-cuda-version --cuda-gpu-arch={args.arch[0]} "
                   f"-isystem {os.path.join(args.cuda_path, 'include', 'cccl')}")
    cmd += ob.get("configure", [])
    res = {"configure_ok": False, "cuda_tus": None, "cuda_tus_compiled": None, "link_ok": False,
           "seconds": None, "failed_target": None, "first_error": None, "category": None,
           "construct": None, "configure_command": cmd}
    t0 = time.time()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
        rc, out = r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        rc, out = 124, f"configure timed out after {args.timeout} s"
    with open(os.path.join(outdir, "builds", row["name"], f"{compiler}.configure.log"), "w") as f:
        f.write(out)
    if rc != 0:
        line = configure_error(bdir, out, exe)
        v = ndp.classify(line, compiler, timed_out=rc == 124)
        res.update(first_error=line[:300], category=v["category"], construct=v["construct"],
                   seconds=round(time.time() - t0, 1))
        note(f"{row['name']} / {compiler}: configure failed: {v['category']}: {line[:200]}")
        return res
    res["configure_ok"] = True
    targets = ob.get("targets", [])
    objs = cuda_objects(ninja, bdir, targets)
    res["cuda_tus"] = len(objs)
    note(f"{row['name']} / {compiler}: configured; building {' '.join(targets) or 'all'} "
         f"({len(objs)} CUDA TUs, ninja -j{args.jobs})")
    try:
        r = subprocess.run([ninja, "-C", bdir, "-k", "0", f"-j{args.jobs}"] + targets,
                           capture_output=True, text=True, timeout=args.timeout)
        rc, out = r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired as e:
        rc = 124
        out = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
    res["seconds"] = round(time.time() - t0, 1)
    with open(os.path.join(outdir, "builds", row["name"], f"{compiler}.build.log"), "w") as f:
        f.write(out)
    res["cuda_tus_compiled"] = sum(os.path.exists(os.path.join(bdir, o)) for o in objs)
    res["link_ok"] = rc == 0
    manifest = re.search(r"^ninja: error: (build\.ninja:.*)$", out, re.M)
    if rc != 0 and manifest:
        # CMake wrote a build Ninja refuses: nothing was compiled.
        res.update(cuda_tus=None, cuda_tus_compiled=None, first_error=manifest.group(1)[:300],
                   category="build-system")
    elif rc != 0:
        target, block = first_error_text(out)
        stage = "compile" if target and target.endswith(".o") else "link"
        v = ndp.classify(block, compiler, stage=stage, timed_out=rc == 124,
                         roots=ndp.header_roots(args.cuda_path, [exe]), project_root=src_dir)
        res.update(failed_target=target, first_error=v["line"], category=v["category"],
                   construct=v["construct"])
    note(f"{row['name']} / {compiler}: {res['cuda_tus_compiled']}/{res['cuda_tus'] or '?'} CUDA TUs, "
         f"{'built' if res['link_ok'] else 'failed: ' + str(res['category'])} in {res['seconds']} s")
    return res


def build_make(row, root, compiler, exe, args, outdir, nvcc=None):
    """A project of Makefiles, one program per directory (HeCBench): each
    selected directory built with `make CC=<compiler> ARCH=<arch>` in a copy
    of the tree (the Makefiles write their objects beside the sources, and
    read their neighbours' headers through ../). `nvcc` is nvcc's result on
    the same directories, where it ran first: a directory it failed too is
    the project's failure."""
    ob = row["own_build"]
    dirs = sorted({os.path.relpath(d, root) for pat in ob["dirs"]
                   for d in glob.glob(os.path.join(root, pat))
                   if os.path.isfile(os.path.join(d, "Makefile"))})
    dirs = ndp.sample(dirs, args.max_dirs)
    if args.failed_in is not None:
        dirs = [d for d in dirs if d in args.failed_in.get(row["name"], ())]
    tree = ob.get("tree", ".")
    work = os.path.join(outdir, "builds", row["name"], compiler, "tree")
    if os.path.exists(work):
        shutil.rmtree(work)
    note(f"{row['name']} / {compiler}: copying {tree} to build {len(dirs)} directories")
    shutil.copytree(os.path.join(root, tree), os.path.join(work, tree), symlinks=True)
    res = {"configure_ok": True, "dirs": len(dirs), "dirs_built": 0, "cuda_tus": 0,
           "cuda_tus_compiled": 0, "link_ok": False, "seconds": None, "failed_target": None,
           "first_error": None, "category": None, "construct": None, "failures": {}}
    t0 = time.time()
    for i, d in enumerate(dirs, 1):
        wd = os.path.join(work, d)
        cus = sorted(f for f in os.listdir(wd) if f.endswith(".cu"))
        values = {"compiler": exe, "arch": args.arch[0]}
        cmd = ["make", "-C", wd, "-k"] + [f"{k}={v.format(**values)}"
                                        for k, v in ob.get("make_vars", {}).items()]
        cmd += ob.get("targets", [])
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
            rc, out = r.returncode, r.stdout + r.stderr
        except subprocess.TimeoutExpired:
            rc, out = 124, "timed out"
        compiled = [c for c in cus if os.path.exists(os.path.join(wd, c[:-3] + ".o"))]
        res["cuda_tus"] += len(cus)
        res["cuda_tus_compiled"] += len(compiled)
        if rc == 0:
            res["dirs_built"] += 1
        else:
            stage = "compile" if len(compiled) < len(cus) else "link"
            v = ndp.classify(out, compiler, stage=stage, timed_out=rc == 124,
                             roots=ndp.header_roots(args.cuda_path, [exe]), project_root=wd,
                             nvcc_ok=None if nvcc is None else d not in nvcc["failures"])
            res["failures"][d] = {"category": v["category"], "construct": v["construct"],
                                  "line": v["line"]}
            note(f"{row['name']} / {compiler}: {d} failed: {v['category']}"
                 + (f" ({v['construct']})" if v["construct"] else "") + f": {v['line']}")
            if res["category"] is None:
                res.update(failed_target=d, first_error=v["line"], category=v["category"],
                           construct=v["construct"])
        if i % 10 == 0 or i == len(dirs):
            note(f"{row['name']} / {compiler}: {i}/{len(dirs)} directories, "
                 f"{res['dirs_built']} built")
    res["seconds"] = round(time.time() - t0, 1)
    res["link_ok"] = res["dirs_built"] == len(dirs)
    note(f"{row['name']} / {compiler}: {res['dirs_built']}/{len(dirs)} programs built, "
         f"{res['cuda_tus_compiled']}/{res['cuda_tus']} CUDA TUs, in {res['seconds']} s")
    return res


def read_failed_in(spec):
    """{project: what a column of an earlier run's results.json failed}: the
    program directories of a Makefile project, True for a CMake project that
    did not build, nothing for one that did."""
    failed = {}
    for name, r in ndp.read_results_column(spec).items():
        if "dirs" in r:
            failed[name] = set(r.get("failures", {}))
        elif not r.get("link_ok"):
            failed[name] = True
    return failed


def cell(r):
    if r is None:
        return "not run"
    why = f"{r['category']}" + (f" ({r['construct']})" if r.get("construct") else "")
    if not r["configure_ok"]:
        return f"configure fails: {why}"
    if r["cuda_tus"] is None:
        return f"build fails: {why}"
    if "dirs" in r:
        text = f"{r['dirs_built']}/{r['dirs']} programs built"
        return text if r["link_ok"] else f"{text}; first: {why}"
    text = f"{r['cuda_tus_compiled']}/{r['cuda_tus']}"
    return text + (", built" if r["link_ok"] else f"; {why}")


def markdown(report):
    compilers = report["compilers"]
    names = {"ours": "ours", "nvcc": "nvcc 13.0", "clang-22": "clang 22"}
    out = ["| project | domain | build | CUDA TUs | " + " | ".join(names[c] for c in compilers) + " |",
           "|---|---|---|---|" + "---|" * len(compilers)]
    for p in report["projects"]:
        tus = next((r["cuda_tus"] for r in p["compilers"].values() if r and r["cuda_tus"]), "?")
        if p["system"] == "make":
            tus = next((f"{r['cuda_tus']} `.cu` files in {r['dirs']} programs"
                        for r in p["compilers"].values() if r and r.get("dirs")), tus)
        out.append(f"| {p['name']} {p['version']} | {p['domain']} | {p['system']} | {tus} | "
                   + " | ".join(cell(p["compilers"].get(c)) for c in compilers) + " |")
    out.append("")
    out.append("First failures:")
    out.append("")
    any_failure = False
    for p in report["projects"]:
        for c in compilers:
            r = p["compilers"].get(c)
            if r and r.get("failures"):
                any_failure = True
                for d, f in sorted(r["failures"].items()):
                    what = f["category"] + (f" ({f['construct']})" if f.get("construct") else "")
                    out.append(f"- {p['name']} / {c} in `{d}`: {what}: `{f['line']}`")
            elif r and r["category"]:
                any_failure = True
                where = f" in `{r['failed_target']}`" if r.get("failed_target") else ""
                out.append(f"- {p['name']} / {c}{where}: {r['category']}: `{r['first_error']}`")
    if not any_failure:
        out.append("- none")
    return "\n".join(out) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n")[0])
    ndp.add_project_and_compiler_arguments(ap)
    ap.add_argument("--cmake", default="auto",
                    help="the cmake to run (default: Debian's where it is 3.26 or newer, else "
                         f"PyPI's {PYPI_CMAKE} installed into the cache)")
    ap.add_argument("--jobs", type=int, default=2, help="ninja -j (default 2)")
    ap.add_argument("--timeout", type=int, default=3600, help="seconds per configure and per build")
    ap.add_argument("--out", help="where results.json, table.md and the builds go")
    ap.add_argument("--max-dirs", type=int, default=0,
                    help="a Makefile project: at most N of its program directories, spread "
                         "evenly over the sorted list (default: all)")
    ap.add_argument("--failed-in", metavar="RESULTS:COLUMN",
                    help="only what COLUMN (ours, nvcc, clang-22) failed in an earlier run's "
                         "results.json: the program directories of a Makefile project, a CMake "
                         "project that did not build (a full run with one compiler, then the "
                         "others on its failures)")
    ap.add_argument("--list", action="store_true", help="list the projects that have an own build")
    args = ap.parse_args(argv)
    args.arch = args.arch or ["sm_100a"]
    try:
        bad = [a for a in args.arch if not re.fullmatch(r"sm_\d+[af]?", a)]
        if bad:
            raise ndp.Fail(f"--arch {bad[0]}: expected sm_NN, sm_NNa or sm_NNf")
        rows = [r for r in ndp.load_projects(args.projects) if r.get("own_build")]
        for r in rows:
            if r["own_build"].get("system") not in SYSTEMS:
                raise ndp.Fail(f"{r['name']}: own_build.system must be one of {', '.join(SYSTEMS)}")
        if args.list:
            for r in rows:
                note(f"{r['name']} {r['version']} ({r['domain']}): {r['own_build'].get('why', '')}")
            return 0
        if args.project:
            unknown = sorted(set(args.project) - {r["name"] for r in rows})
            if unknown:
                raise ndp.Fail(f"no project with an own build named {', '.join(unknown)}")
            rows = [r for r in rows if r["name"] in args.project]
        if not rows:
            raise ndp.Fail("no project of the list has an own build")
        args.failed_in_spec = args.failed_in
        args.failed_in = read_failed_in(args.failed_in) if args.failed_in else None
        if args.failed_in is not None:
            rows = [r for r in rows if args.failed_in.get(r["name"])]
            if not rows:
                note(f"{args.failed_in_spec}: that column failed in no project of the list; "
                     "nothing to build")
                return 0
        sources = ndp.parse_sources(args.source)
        compilers = ndp.find_compilers(args)
        ninja = shutil.which("ninja")
        if not ninja:
            raise ndp.Fail("ninja not found (apt-get install ninja-build)")
        outdir = os.path.abspath(args.out or os.path.join(args.cache, "own-builds"))
        os.makedirs(outdir, exist_ok=True)
        report = {"compilers": list(compilers), "archs": args.arch,
                  "compiler_ids": {c: ndp.binary_id(e) for c, e in compilers.items()},
                  "projects": []}
        for row in rows:
            ob = row["own_build"]
            src_dir = os.path.join(full_tree(row, args.cache, sources), ob.get("subdir", ""))
            if ob["system"] == "cmake":
                if not os.path.exists(os.path.join(src_dir, "CMakeLists.txt")):
                    raise ndp.Fail(f"{row['name']}: no CMakeLists.txt in {src_dir}")
                cmake = pick_cmake(args, ob.get("cmake_minimum"))
            elif not shutil.which("make"):
                raise ndp.Fail("make not found")
            os.makedirs(os.path.join(outdir, "builds", row["name"]), exist_ok=True)
            entry = {"name": row["name"], "version": row["version"], "domain": row["domain"],
                     "upstream": row["upstream"], "commit": row.get("commit"),
                     "system": ob["system"], "why": ob.get("why", ""), "compilers": {}}
            # nvcc first, so that the others' failures are classified
            # against its result; the columns keep the order asked for.
            for c in sorted(compilers, key=lambda c: c != "nvcc"):
                exe = compilers[c]
                if ob["system"] == "make":
                    entry["compilers"][c] = build_make(row, src_dir, c, exe, args, outdir,
                                                       nvcc=entry["compilers"].get("nvcc"))
                else:
                    entry["compilers"][c] = build_one(row, src_dir, c, exe, args, cmake, ninja,
                                                      outdir)
            entry["compilers"] = {c: entry["compilers"][c] for c in compilers}
            report["projects"].append(entry)
            with open(os.path.join(outdir, "results.json"), "w") as f:
                json.dump(report, f, indent=1)
        table = markdown(report)
        with open(os.path.join(outdir, "table.md"), "w") as f:
            f.write(table)
        print(table, end="")
        note(f"wrote {os.path.join(outdir, 'results.json')} and table.md")
        return 0
    except ndp.Fail as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
