#!/usr/bin/env python3
"""Run pristine upstream LLVM/Clang 19.1.7 tests against nvptx-blackwell's tools.

The tests are run FROM the pristine source tree (never copied into this repo)
with Debian's lit and upstream's OWN lit.cfg.py files. Only the site
configuration is ours: lit's `config_map` builtin parameter (the mechanism
llvm-lit uses, see lit/discovery.py) maps

    PRISTINE/llvm/test/lit.cfg.py  -> BUILD/test/upstream/llvm.site.cfg.py
    PRISTINE/clang/test/lit.cfg.py -> BUILD/test/upstream/clang.site.cfg.py

Those site configs are generated here from test/upstream/*.site.cfg.py.in and
load upstream's lit.cfg.py after setting what Debian's build would set.

Suites:
    llvm-nvptx         PRISTINE/llvm/test/CodeGen/NVPTX
    llvm-nvptx-debuginfo PRISTINE/llvm/test/DebugInfo/NVPTX
    clang-driver-cuda  PRISTINE/clang/test/Driver/cuda*
    clang-codegencuda  PRISTINE/clang/test/CodeGenCUDA
    llvm-sroa          PRISTINE/llvm/test/Transforms/SROA
    llvm-inline        PRISTINE/llvm/test/Transforms/Inline
    llvm-slsr          PRISTINE/llvm/test/Transforms/StraightLineStrengthReduce
    llvm-mem2reg       PRISTINE/llvm/test/Transforms/Mem2Reg

Tool directory BUILD/test/upstream/tools: llc, opt, clang, clang++ are ours
(BUILD/bin); llvm-config is a wrapper that reports the targets our clang was
built with; everything else (FileCheck, not, llvm-mc, ...) is Debian's
/usr/lib/llvm-19/bin.

Expected failures: utils/test/expected/upstream-tests.txt, one
`<pristine-relative test path>  # reason` a line. They are passed to lit as
--xfail, so an expected failure that starts passing is an XPASS, and XPASS is
a failure. Every entry must name an existing test, and every entry in the
selected suites must actually XFAIL (an entry that turns UNSUPPORTED is
reported as stale).

Exit status: 0 when every test passed, was unsupported or failed as expected;
1 on any FAIL, XPASS, UNRESOLVED, TIMEOUT or stale expected-failure entry;
2 on a usage or setup error.

Python 3 standard library only.
"""

import argparse
import fnmatch
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import expected_differences  # noqa: E402
# The CUDA version reader that our Python tools share.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "crosstool"))
import cuda_version  # noqa: E402


REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOST_TRIPLE = "x86_64-pc-linux-gnu"

# name -> (lit suite name, pristine suite root, relative selectors)
SUITES = {
    "llvm-nvptx": ("LLVM", "llvm/test", ["CodeGen/NVPTX"]),
    # NVPTX debug info: the series changes how the asm printer names the
    # globals that debug info describes.
    "llvm-nvptx-debuginfo": ("LLVM", "llvm/test", ["DebugInfo/NVPTX"]),
    "clang-driver-cuda": ("Clang", "clang/test", ["Driver/cuda*"]),
    "clang-codegencuda": ("Clang", "clang/test", ["CodeGenCUDA"]),
    # CUDA's semantic checks: the series' nvcc leniencies (missing typename
    # or template keyword, constexpr __device__ calls from the host) and the
    # Blackwell builtins' checks live in Sema.
    "clang-semacuda": ("Clang", "clang/test", ["SemaCUDA"]),
    # The parser: C++11 attributes after GNU ones in a declaration statement
    # (gnu-then-cxx11-attributes-in-declaration-statements.patch) and asm
    # operands without a comma (asm-operand-missing-comma.patch).
    "clang-parser": ("Clang", "clang/test", ["Parser"]),
    # The template leniencies change template instantiation
    # (TemplateInstantiator), which every language goes through.
    "clang-sematemplate": ("Clang", "clang/test", ["SemaTemplate"]),
    # ... and overload resolution and qualified-name lookup (SemaOverload,
    # SemaExpr), which all of C++ goes through.
    "clang-semacxx": ("Clang", "clang/test", ["SemaCXX"]),
    # How a declaration finds its ASTContext and its attributes: every
    # compile goes through it. Modules run several ASTContexts in one
    # process, build modules on other threads and merge declarations'
    # attributes.
    "clang-ast": ("Clang", "clang/test", ["AST"]),
    "clang-modules": ("Clang", "clang/test", ["Modules"]),
    # Precompiled headers: CUDA host and device overloads stay apart when
    # read back (isSameEntity), the decls a PCH hands to CodeGen come in
    # source order, and a CUDA PCH carries an extension block.
    "clang-pch": ("Clang", "clang/test", ["PCH"]),
    # ... and the driver's input types (two appended for CUDA headers) and
    # its PCH handling.
    "clang-driver-pch": ("Clang", "clang/test",
                         ["Driver/pch*", "Driver/cl-pch*", "Driver/phases.c", "Driver/types.c",
                          "Driver/x-args.c", "Driver/preprocessor.c", "Driver/cxx20-header-units*",
                          "Driver/working-directory.c", "Driver/unknown-arg.c", "Driver/hip-phases.hip",
                          "Driver/offload-packager.c"]),
    # Function-like macro expansion reuses argument buffers
    # (macro-args-free-list.patch); every compile goes through it.
    "clang-preprocessor": ("Clang", "clang/test", ["Preprocessor", "Lexer"]),
    # The middle-end passes our series changes (the SROA, always-inliner and
    # mem2reg compile-time patches, straight-line strength reduction's nsw GEP
    # indices) through our opt.
    "llvm-sroa": ("LLVM", "llvm/test", ["Transforms/SROA"]),
    "llvm-inline": ("LLVM", "llvm/test", ["Transforms/Inline"]),
    "llvm-slsr": ("LLVM", "llvm/test", ["Transforms/StraightLineStrengthReduce"]),
    # SeparateConstOffsetFromGEP folds a constant base GEP's offset into the
    # one it splits off (separate-const-offset-folds-constant-base-gep.patch).
    "llvm-separate-const-offset": ("LLVM", "llvm/test", ["Transforms/SeparateConstOffsetFromGEP"]),
    "llvm-mem2reg": ("LLVM", "llvm/test", ["Transforms/Mem2Reg"]),
    # SimplifyCFG's sinking keeps a load or store with the GEP of its address
    # and threads a known branch across a block whose values only its
    # successors use, on NVPTX (simplifycfg-sink-keeps-address-geps.patch,
    # simplifycfg-thread-values-used-outside.patch); every other target's
    # output must stay 19.1.7's.
    "llvm-simplifycfg": ("LLVM", "llvm/test", ["Transforms/SimplifyCFG"]),
}

# Our tools: name in the tool dir -> file in BUILD/bin. The clang driver's
# other names (the driver mode follows argv[0]) are ours too, so that no
# Debian clang (package clang-19, if installed) is ever picked up.
OUR_TOOLS = {"llc": "llc", "opt": "opt", "clang": "clang", "clang++": "clang++",
             "clang-19": "clang", "clang-cpp": "clang", "clang-cl": "clang"}

# LLVM target short names (as `llc --version` / `clang -print-targets` list
# them) -> CMake target names (LLVM_TARGETS_TO_BUILD spelling).
TARGET_NAMES = {
    "nvptx": "NVPTX", "nvptx64": "NVPTX", "x86": "X86", "x86-64": "X86",
    "amdgcn": "AMDGPU", "r600": "AMDGPU", "aarch64": "AArch64",
    "aarch64_32": "AArch64", "aarch64_be": "AArch64", "arm64": "AArch64",
    "arm64_32": "AArch64", "arm": "ARM", "armeb": "ARM", "thumb": "ARM",
    "thumbeb": "ARM", "spirv": "SPIRV", "spirv32": "SPIRV", "spirv64": "SPIRV",
}

UNEXPECTED = ("FAIL", "XPASS", "UNRESOLVED", "TIMEOUT")


def die(msg):
    sys.stderr.write("run-upstream-tests.py: error: %s\n" % msg)
    sys.exit(2)


def parse_args():
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        usage="%(prog)s --build-dir BUILD [--pristine PRISTINE] [--suite NAME ...] "
              "[-j N] [extra lit args]")
    p.add_argument("--build-dir", required=True, help="nvptx-blackwell build directory")
    p.add_argument("--pristine",
                   help="pristine Debian llvm-toolchain-19 19.1.7 source tree "
                        "(default: the one BUILD was configured with)")
    p.add_argument("--suite", action="append", choices=sorted(SUITES),
                   help="suite to run (repeatable; default: all)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="lit worker count (default: %(default)s)")
    p.add_argument("--debian-llvm", default="/usr/lib/llvm-19",
                   help="Debian's LLVM 19 prefix (default: %(default)s)")
    p.add_argument("--lit-dir", default=None,
                   help="directory holding lit's `lit` package "
                        "(default: DEBIAN_LLVM/build/utils/lit)")
    p.add_argument("--expected-failures",
                   default=os.path.join(REPO, "utils", "test", "expected", "upstream-tests.txt"),
                   help="expected-failures list (default: %(default)s)")
    args, lit_args = p.parse_known_args()
    args.suite = args.suite or list(SUITES)
    # Keep the order given, drop duplicates.
    args.suite = list(dict.fromkeys(args.suite))
    args.build_dir = os.path.abspath(args.build_dir)
    args.pristine = os.path.abspath(args.pristine or configured_pristine(args.build_dir))
    args.lit_dir = args.lit_dir or os.path.join(args.debian_llvm, "build", "utils", "lit")
    return args, lit_args


def read_cmake_cache(build_dir):
    cache = {}
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt")) as f:
            for line in f:
                m = re.match(r"^([A-Za-z0-9_]+):[A-Z]+=(.*)$", line.rstrip("\n"))
                if m:
                    cache[m.group(1)] = m.group(2)
    except OSError:
        pass
    return cache


def configured_pristine(build_dir):
    """The pristine tree BUILD was configured with: -DLLVM_PROJECT_SOURCE_DIR,
    else what CMake wrote into BUILD/test/lit.site.cfg.py (the fetched tree)."""
    given = read_cmake_cache(build_dir).get("LLVM_PROJECT_SOURCE_DIR")
    if given:
        return given
    for site in ("lit.site.cfg.py", os.path.join("upstream", "lit.site.cfg.py")):
        try:
            with open(os.path.join(build_dir, "test", site)) as f:
                m = re.search(r'^config\.pristine_source_dir = "([^"]+)"', f.read(), re.M)
        except OSError:
            continue
        if m:
            return m.group(1)
    die("cannot tell which pristine tree %s was configured with: pass --pristine" % build_dir)


def targets_of(cmd, pattern):
    """CMake names of the targets a tool registers, sorted."""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=120).stdout
    except (OSError, subprocess.SubprocessError) as e:
        die("cannot run %s: %s" % (cmd[0], e))
    section = out.split("Registered Targets:", 1)
    if len(section) != 2:
        die("no 'Registered Targets:' in the output of %s" % " ".join(cmd))
    names = set()
    for line in section[1].splitlines():
        m = re.match(pattern, line)
        if m:
            short = m.group(1)
            names.add(TARGET_NAMES.get(short, short.upper()))
    if not names:
        die("no registered targets found in the output of %s" % " ".join(cmd))
    return sorted(names)


def make_tools_dir(tools_dir, build_dir, debian_bin, clang_targets):
    """BUILD/test/upstream/tools: our tools first, Debian's for the rest."""
    if os.path.lexists(tools_dir):
        shutil.rmtree(tools_dir)
    os.makedirs(tools_dir)
    for name, target in OUR_TOOLS.items():
        path = os.path.join(build_dir, "bin", target)
        if not os.access(path, os.X_OK):
            die("%s is missing or not executable: build first" % path)
        os.symlink(path, os.path.join(tools_dir, name))
    for name in sorted(os.listdir(debian_bin)):
        if name in OUR_TOOLS or name == "llvm-config":
            continue
        os.symlink(os.path.join(debian_bin, name), os.path.join(tools_dir, name))
    # clang's lit.cfg.py derives its `<target>-registered-target` features from
    # `llvm-config --targets-built` (lit.llvm feature_config). Debian's reports
    # all 21 of Debian's targets; our clang has only clang_targets, so report
    # those and delegate every other query to Debian's llvm-config.
    wrapper = os.path.join(tools_dir, "llvm-config")
    with open(wrapper, "w") as f:
        f.write("#!/bin/sh\n"
                "# Generated by utils/test/run-upstream-tests.py: Debian's llvm-config, except\n"
                "# that --targets-built reports the targets nvptx-blackwell's clang has.\n"
                "for arg in \"$@\"; do\n"
                "  case \"$arg\" in\n"
                "    --targets-built) echo '%s' ;;\n"
                "    *) '%s' \"$arg\" || exit $? ;;\n"
                "  esac\n"
                "done\n" % (" ".join(clang_targets),
                            os.path.join(debian_bin, "llvm-config")))
    os.chmod(wrapper, 0o755)


def fill_template(src, dst, values):
    with open(src) as f:
        text = f.read()
    for key, value in values.items():
        text = text.replace("@%s@" % key, value)
    left = sorted(set(re.findall(r"@[A-Z_][A-Z0-9_]*@", text)))
    if left:
        die("%s: unfilled placeholders %s" % (src, ", ".join(left)))
    with open(dst, "w") as f:
        f.write(text)


def write_launcher(path, lit_dir, config_map):
    """A lit.py that passes config_map, usable by hand to debug one test:
       BUILD/test/upstream/lit.py -v PRISTINE/clang/test/Driver/cuda-options.cu"""
    with open(path, "w") as f:
        f.write("#!%s\n" % sys.executable)
        f.write("# Generated by utils/test/run-upstream-tests.py: Debian's lit with upstream's\n"
                "# lit.cfg.py files mapped to our site configs (lit's config_map).\n"
                "import sys\n"
                "sys.path.insert(0, %r)\n"
                "import lit.main\n"
                "CONFIG_MAP = %r\n"
                "if __name__ == '__main__':\n"
                "    lit.main.main({'config_map': CONFIG_MAP})\n" % (lit_dir, config_map))
    os.chmod(path, 0o755)


def read_expected_failures(path, pristine):
    """[(pristine-relative path, reason, line number)]"""
    entries = []
    seen = set()
    for e in expected_differences.read(path, "run-upstream-tests", max_fields=1):
        test = e.fields[0]
        if e.condition not in (None, CUDA13_CONDITION):
            die("%s: unknown condition 'if-%s:' (known: if-%s:)" % (e.where, e.condition,
                                                                   CUDA13_CONDITION))
        if test in seen:
            die("%s: duplicate entry %s" % (e.where, test))
        if not os.path.isfile(os.path.join(pristine, test)):
            die("%s: %s does not exist in the pristine tree" % (e.where, test))
        seen.add(test)
        # "if-cuda13: path  # reason": expected only where the machine's own
        # CUDA 13 at /usr/local/cuda is what the test runs into.
        if e.condition == CUDA13_CONDITION and not system_cuda13():
            continue
        entries.append((test, e.reason, int(e.where.rsplit(":", 1)[1])))
    return entries


CUDA13_CONDITION = "cuda13"


def system_cuda13():
    """Is CUDA 13 or newer installed where clang looks without --cuda-path?"""
    version = cuda_version.read("/usr/local/cuda")
    return bool(version) and version >= (13, 0)


def lit_name(test):
    """pristine-relative path -> (suite name, lit full name) or None."""
    for name, (lit_suite, root, selectors) in SUITES.items():
        if not test.startswith(root + "/"):
            continue
        rel = test[len(root) + 1:]
        for sel in selectors:
            if fnmatch.fnmatch(rel, sel) or rel.startswith(sel + "/"):
                return name, "%s :: %s" % (lit_suite, rel)
    return None


def display_path(path):
    path = os.path.abspath(path)
    return os.path.relpath(path, REPO) if path.startswith(REPO + os.sep) else path


def suite_of(full_name):
    lit_suite, _, rel = full_name.partition(" :: ")
    for name, (s, _root, selectors) in SUITES.items():
        if s != lit_suite:
            continue
        for sel in selectors:
            if fnmatch.fnmatch(rel, sel) or rel.startswith(sel + "/"):
                return name
    return None


def main():
    args, lit_args = parse_args()
    build, pristine = args.build_dir, args.pristine
    debian_bin = os.path.join(args.debian_llvm, "bin")
    for path, what in ((pristine + "/llvm/test/lit.cfg.py", "pristine llvm/test/lit.cfg.py"),
                       (pristine + "/clang/test/lit.cfg.py", "pristine clang/test/lit.cfg.py"),
                       (os.path.join(args.lit_dir, "lit", "main.py"), "Debian's lit"),
                       (os.path.join(debian_bin, "FileCheck"), "Debian's FileCheck")):
        if not os.path.isfile(path):
            die("%s not found: %s" % (what, path))

    out = os.path.join(build, "test", "upstream")
    tools_dir = os.path.join(out, "tools")
    os.makedirs(out, exist_ok=True)

    llc_targets = targets_of([os.path.join(build, "bin", "llc"), "--version"],
                             r"^\s+(\S+)\s+- ")
    clang_targets = targets_of([os.path.join(build, "bin", "clang"), "-print-targets"],
                               r"^\s+(\S+)\s+- ")
    make_tools_dir(tools_dir, build, debian_bin, clang_targets)

    cache = read_cmake_cache(build)
    values = {
        "PRISTINE": pristine,
        "BUILD_DIR": build,
        "OBJ_ROOT": out,
        "TOOLS_DIR": tools_dir,
        "DEBIAN_LLVM": args.debian_llvm,
        "PYTHON": sys.executable,
        "HOST_TRIPLE": HOST_TRIPLE,
        "HOST_CC": cache.get("CMAKE_C_COMPILER") or shutil.which("cc") or "cc",
        "HOST_CXX": cache.get("CMAKE_CXX_COMPILER") or shutil.which("c++") or "c++",
        "LLVM_TARGETS": " ".join(llc_targets),
        # Only probed for the ld_plugin feature; `false` makes the probe say no.
        "GOLD": shutil.which("ld.gold") or shutil.which("false") or "/bin/false",
    }
    config_map = {}
    for kind in ("llvm", "clang"):
        site = os.path.join(out, "%s.site.cfg.py" % kind)
        fill_template(os.path.join(REPO, "test", "upstream", "%s.site.cfg.py.in" % kind),
                      site, values)
        # The key is what lit/discovery.py looks up: normcase(realpath(cfg)).
        cfg = os.path.join(pristine, kind, "test", "lit.cfg.py")
        config_map[os.path.normcase(os.path.realpath(cfg))] = site
        # Upstream's lit.cfg.py runs tempfile.mkstemp in its exec root.
        os.makedirs(os.path.join(out, kind, "test"), exist_ok=True)
    launcher = os.path.join(out, "lit.py")
    write_launcher(launcher, args.lit_dir, config_map)

    # Test inputs.
    paths = []
    for name in args.suite:
        _lit_suite, root, selectors = SUITES[name]
        for sel in selectors:
            found = sorted(glob.glob(os.path.join(pristine, root, sel)))
            if not found:
                die("suite %s: nothing matches %s" % (name, os.path.join(root, sel)))
            paths.extend(found)

    # Expected failures.
    entries = read_expected_failures(args.expected_failures, pristine)
    xfail = {}  # lit full name -> (pristine-relative path, reason)
    for test, reason, n in entries:
        found = lit_name(test)
        if not found:
            die("%s:%d: %s is in none of the suites %s"
                % (args.expected_failures, n, test, ", ".join(SUITES)))
        if found[0] in args.suite:
            xfail[found[1]] = (test, reason)

    env = dict(os.environ)
    # Upstream's llvm/test/lit.cfg.py takes ptxas from LLVM_PTXAS_EXECUTABLE;
    # the upstream run is meant to have none (see llvm.site.cfg.py.in).
    env.pop("LLVM_PTXAS_EXECUTABLE", None)
    # Our --xfail list is the only one.
    for var in ("LIT_XFAIL", "LIT_XFAIL_NOT", "LIT_FILTER", "LIT_FILTER_OUT", "LIT_OPTS"):
        env.pop(var, None)

    results = os.path.join(out, "results.json")
    if os.path.exists(results):
        os.remove(results)
    cmd = [sys.executable, launcher]
    output_opts = ("-q", "-s", "-v", "-vv", "-a", "-sv", "-sa", "--quiet", "--succinct",
                   "--verbose", "--show-all")
    if not any(a in output_opts for a in lit_args):
        cmd += ["-sv"]  # succinct progress, full output of each unexpected result
    cmd += lit_args + ["-j", str(args.jobs), "-o", results]
    if xfail:
        cmd += ["--xfail", ";".join(sorted(xfail))]
    cmd += paths
    print("run-upstream-tests.py: pristine tests from %s; suites: %s; %d expected failure(s) listed"
          % (pristine, ", ".join(args.suite), len(xfail)), flush=True)
    print("run-upstream-tests.py: debug one test with: %s -v %s"
          % (launcher, os.path.join(pristine, "clang/test/Driver/cuda-options.cu")), flush=True)
    start = time.time()
    rc = subprocess.run(cmd, env=env).returncode
    elapsed = time.time() - start

    if not os.path.exists(results):
        die("lit exited with status %d and wrote no results" % rc)
    with open(results) as f:
        tests = json.load(f).get("tests", [])

    counts = {name: {} for name in args.suite}
    unexpected = []
    by_name = {}
    for t in tests:
        name, code = t["name"], t["code"]
        suite = suite_of(name)
        if suite is None or suite not in counts:
            continue
        by_name[name] = code
        counts[suite][code] = counts[suite].get(code, 0) + 1
        if code in UNEXPECTED:
            unexpected.append((code, name))

    stale = []
    for full, (test, reason) in sorted(xfail.items()):
        code = by_name.get(full)
        # No result: filtered out by an extra lit argument (--filter, ...).
        if code is not None and code not in ("XFAIL", "XPASS"):
            stale.append((full, code))

    # Summary.
    codes = ["PASS", "XFAIL", "UNSUPPORTED", "FAIL", "XPASS", "UNRESOLVED", "TIMEOUT"]
    extra = sorted({c for s in counts.values() for c in s} - set(codes))
    codes += extra
    print()
    print("=" * 78)
    print("Upstream 19.1.7 tests against %s (%.1f s, -j%d)" % (build, elapsed, args.jobs))
    width = max(len(n) for n in args.suite)
    print("  %-*s %s" % (width, "suite", " ".join("%11s" % c for c in codes)))
    for name in args.suite:
        print("  %-*s %s" % (width, name,
                             " ".join("%11d" % counts[name].get(c, 0) for c in codes)))
    listed = sum(1 for full in xfail if by_name.get(full) == "XFAIL")
    print("  XFAIL includes %d of the %d expected failures listed in %s for these suites;"
          % (listed, len(xfail), display_path(args.expected_failures)))
    print("  the rest are upstream's own XFAIL tests.")
    if unexpected:
        print("Unexpected results:")
        for code, name in sorted(unexpected):
            how = " (listed in upstream-tests.txt, now passes: remove it)" if code == "XPASS" else ""
            print("  %s: %s%s" % (code, name, how))
    if stale:
        print("Stale entries in %s (listed but did not XFAIL):" % display_path(args.expected_failures))
        for full, code in stale:
            print("  %s: %s" % (code, full))
    ok = not unexpected and not stale and rc in (0, 1)
    if rc not in (0, 1):
        print("lit exited with status %d" % rc)
    print("RESULT: %s" % ("OK" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
