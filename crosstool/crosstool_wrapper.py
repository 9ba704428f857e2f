#!/usr/bin/env python3
"""Bazel's "gcc" for the nvptx-blackwell toolchain (crosstool/).

Bazel runs every compile and link of the toolchain through this script.

* A CUDA compile (a `.cu` or `.cu.cc` source, or `-x cuda`) goes to our clang
  (default) or to nvcc (NVPTXBW_CUDA_COMPILER=nvcc), with the GPU arches of
  the capability setting, the CUDA path and the PTX cap added.
* Everything else (host C/C++ compiles, links, assembly, `-E`) is exec'd on
  our clang with argv untouched, order kept; the one exception is the
  gcc-only `-fno-canonical-system-headers`, which clang rejects and whose
  behaviour is clang's default, so it is removed.

Configuration comes from the environment; the toolchain sets it per action
with env_set (paths relative to the exec root):
  NVPTXBW_CLANG              our clang (required)
  NVPTXBW_CUDA_PATH          the CUDA installation (required for CUDA)
  NVPTXBW_CUDA_CAPABILITIES  e.g. `sm_90a,sm_103a,compute_120` or `9.0,10.0a`
  NVPTXBW_CUDA_COMPILER      `clang` (default) or `nvcc`
  NVPTXBW_NVCC_HOST_COMPILER nvcc's -ccbin (default: NVPTXBW_CLANG)
  NVPTXBW_CLANG_MAX_PTX      the newest PTX our clang writes (default: the
                             newest of its target table)
  NVPTXBW_TARGETS            our clang's target table (default: the
                             share/nvptx-blackwell/targets.json beside its
                             bin/; the toolchain declares it as an input)
  NVPTXBW_WRAPPER_LOG        `1`: print the final command to stderr

Errors in the input (an unknown arch, no CUDA, a flag nvcc has no spelling
for) exit 2 with a message naming the culprit; a failing compiler's status is
passed on (a signal N as 128+N); a failed CUDA compile leaves neither its
`-o` object nor its `-MF` depfile behind, and the private temp dir is removed
on every exit path.

A CUDA compile's object depends on its inputs and flags only, not on the exec
root, the temp dir or the run, so that Bazel's remote and disk caches can share
it between checkouts and machines (docs/bazel-remote-cache.md):
* the exec root and the private temp dir are mapped (-ffile-prefix-map) to
  `.` and `nvptxbw-tmp` in file names, debug info and __FILE__;
* under clang, ptxas runs through this script (--ptxas-path; the script then
  acts as ptxas, see run_ptxas_with_stable_names), in an empty private
  directory on file names without clang's random part: with -g, ptxas writes
  into every cubin its command line, file names included (.note.nv.tkinfo),
  and the modification time and size of each source file the PTX names that
  it can open (.debug_line); from that directory the exec-root-relative names
  clang writes (the workspace's files, the toolchain's headers) do not open;
* under clang, -cuid= is derived from the command line as Bazel wrote it
  (relative paths): clang's own (-fuse-cuid=hash) hashes the source's real
  path and every argument, the wrapper's temp dir included, and names static
  device variables after it under -fgpu-rdc;
* under nvcc, -objtemp names nvcc's intermediate files after the object (not
  tmpxft_<pid>_...) and -frandom-seed fixes its generated symbol names.
"""

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

# The CUDA version reader that our Python tools share, beside this script.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cuda_version as cuda_version_reader  # noqa: E402

PROG = "crosstool_wrapper"

# Where our clang's build and installation keep its target table (the GPU
# arches it knows, the CUDA releases and the PTX version each one's ptxas
# reads), generated from llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py.
TARGETS_JSON = os.path.join("share", "nvptx-blackwell", "targets.json")

CUDA_SUFFIXES = (".cu", ".cu.cc")

TOKEN_SM = re.compile(r"^sm_(\d+)([af]?)$")
TOKEN_COMPUTE = re.compile(r"^compute_(\d+)([af]?)$")
TOKEN_DOTTED = re.compile(r"^(\d+)\.(\d)([af]?)$")
PTX_FEATURE = re.compile(r"^\+ptx(\d)(\d)$")

# Our own errors (bad input) exit with this status, before any child runs.
USAGE_STATUS = 2

# Set in clang's environment only: the wrapper, run by clang as its ptxas
# (--ptxas-path), runs this real ptxas under stable file names.
PTXAS_ENV = "NVPTXBW_WRAPPER_REAL_PTXAS"

# What the private temp dir is called in file names that reach an object.
TEMP_DIR_NAME = "nvptxbw-tmp"

# clang names a temp file `<stem>-<6 random hex digits>.<ext>`
# (llvm::sys::fs::createTemporaryFile), e.g. kernel-sm_90a-3f9c1a.s.
CLANG_TEMP_SUFFIX = re.compile(r"-[0-9a-f]{6}(\.[A-Za-z0-9]+)$")


class WrapperError(Exception):
    """Bad input: the message is printed, the wrapper exits USAGE_STATUS."""


def log_enabled(env):
    return env.get("NVPTXBW_WRAPPER_LOG", "") not in ("", "0")


def log_command(env, argv):
    # stderr only: stdout is the compiler's (-E, -M) and the workspace is
    # read-only in the sandbox.
    if log_enabled(env):
        sys.stderr.write(PROG + ": " + " ".join(quote_for_log(a) for a in argv) + "\n")
        sys.stderr.flush()


def quote_for_log(arg):
    if arg and re.fullmatch(r"[\w@%+=:,./-]+", arg):
        return arg
    return "'" + arg.replace("'", "'\\''") + "'"


# --- response files ---------------------------------------------------------

def split_response_text(text):
    """Split a response file the way gcc and clang (GNU style) do: blanks
    separate arguments, '...' and "..." group, a backslash takes the next
    character literally (also inside quotes)."""
    args = []
    cur = []
    have = False
    quote = None
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            cur.append(text[i + 1])
            have = True
            i += 2
            continue
        if quote:
            if c == quote:
                quote = None
            else:
                cur.append(c)
        elif c in "'\"":
            quote = c
            have = True
        elif c.isspace():
            if have:
                args.append("".join(cur))
                cur = []
                have = False
        else:
            cur.append(c)
            have = True
        i += 1
    if have:
        args.append("".join(cur))
    return args


def expand_response_files(argv, depth=0):
    """Expand `@file` arguments (nested ones too); an `@x` whose file does
    not exist stays a literal argument, as with gcc."""
    if depth > 20:
        raise WrapperError("response files nested more than 20 deep")
    out = []
    for arg in argv:
        if arg.startswith("@") and len(arg) > 1 and os.path.isfile(arg[1:]):
            try:
                with open(arg[1:], encoding="utf-8", errors="surrogateescape") as f:
                    text = f.read()
            except OSError as e:
                raise WrapperError("cannot read response file %s: %s" % (arg[1:], e.strerror))
            out.extend(expand_response_files(split_response_text(text), depth + 1))
        else:
            out.append(arg)
    return out


def quote_for_response_file(arg):
    return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"'


# --- our clang's target table ----------------------------------------------------

class Targets:
    """What our clang knows: its GPU arches (and which take the 'a' and 'f'
    suffixes), the PTX version a CUDA release's ptxas reads (releases our
    clang knows; an unreleased one counts as the release it names), the
    newest CUDA and PTX it knows."""

    def __init__(self, table, where):
        try:
            self.arches = {(t["sm"], t["variant"]) for t in table["targets"]}
            self.cuda_ptx = {tuple(c["version"]): divmod(c["ptx"], 10)
                             for c in table["cuda_releases"]}
            for u in table.get("unreleased_cuda", []):
                self.cuda_ptx[tuple(u["version"])] = self.cuda_ptx[tuple(u["counts_as"])]
            self.newest_cuda = max(tuple(c["version"]) for c in table["cuda_releases"])
            self.newest_ptx = divmod(max(table["ptx_versions"]), 10)
        except (KeyError, TypeError, ValueError) as e:
            raise WrapperError("%s is not our clang's target table (%s: %s)" % (
                where, type(e).__name__, e))

    @classmethod
    def load(cls, path):
        try:
            with open(path) as f:
                return cls(json.load(f), path)
        except OSError as e:
            raise WrapperError(
                "cannot read our clang's target table %s: %s (it is %s beside our clang's "
                "bin/; rebuild or reinstall nvptx-blackwell, or set NVPTXBW_TARGETS)" % (
                    path, e.strerror, TARGETS_JSON))
        except ValueError as e:
            raise WrapperError("%s is not valid JSON: %s" % (path, e))

    def sms(self, suffix=""):
        return sorted(sm for sm, v in self.arches if v == suffix)


def targets_path(env, clang):
    """NVPTXBW_TARGETS, or the table beside the bin/ that holds clang (as
    configured: PATH is never searched)."""
    if env.get("NVPTXBW_TARGETS"):
        return env["NVPTXBW_TARGETS"]
    return os.path.join(os.path.dirname(os.path.dirname(clang)), TARGETS_JSON)


# --- arches -----------------------------------------------------------------

def check_arch_number(targets, num, suffix, token, where):
    if (num, suffix) not in targets.arches:
        raise WrapperError(
            "unknown CUDA arch '%s' in %s (known: sm_XY, compute_XY or X.Y with XY one of %s; "
            "'a' on %s, 'f' on %s)" % (
                token, where, ",".join(str(a) for a in targets.sms("")),
                ",".join(str(a) for a in targets.sms("a")),
                ",".join(str(a) for a in targets.sms("f"))))


def parse_capabilities(targets, setting, where="NVPTXBW_CUDA_CAPABILITIES"):
    """`sm_90a,sm_100a,compute_120` or `9.0,10.0a` -> [(arch, ptx)], arch as
    `sm_90a`; ptx says whether the PTX image is wanted (a compute_ token)."""
    result = []
    for raw in setting.split(","):
        token = raw.strip()
        if not token:
            continue
        m = TOKEN_SM.match(token)
        ptx = False
        if m:
            num, suffix = int(m.group(1)), m.group(2)
        else:
            m = TOKEN_COMPUTE.match(token)
            if m:
                num, suffix = int(m.group(1)), m.group(2)
                ptx = True
            else:
                m = TOKEN_DOTTED.match(token)
                if not m:
                    raise WrapperError("unknown CUDA arch '%s' in %s (expected sm_XY[a|f], "
                                       "compute_XY[a|f] or X.Y[a|f])" % (token, where))
                num, suffix = int(m.group(1)) * 10 + int(m.group(2)), m.group(3)
        check_arch_number(targets, num, suffix, token, where)
        result.append(("sm_%d%s" % (num, suffix), ptx))
    return result


def parse_cli_arch(targets, value, flag, allow_all):
    if allow_all and value == "all":
        return "all"
    m = TOKEN_SM.match(value)
    if not m:
        raise WrapperError("unknown CUDA arch '%s' in %s" % (value, flag))
    check_arch_number(targets, int(m.group(1)), m.group(2), value, flag)
    return value


class ArchPlan:
    """The GPU arches of one CUDA compile: configured ones first, then the
    command line's --[no-]cuda-gpu-arch / --[no-]offload-arch /
    --[no-]cuda-include-ptx in order (clang's own semantics)."""

    def __init__(self, configured):
        self.arches = []
        self.ptx_default = {}
        self.ptx_ops = []
        for arch, ptx in configured:
            if arch not in self.arches:
                self.arches.append(arch)
            self.ptx_default[arch] = self.ptx_default.get(arch, False) or ptx

    def add(self, arch):
        if arch not in self.arches:
            self.arches.append(arch)

    def remove(self, arch):
        if arch == "all":
            self.arches = []
        elif arch in self.arches:
            self.arches.remove(arch)

    def ptx(self, arch, include):
        self.ptx_ops.append((arch, include))

    def final(self):
        """[(arch, include_ptx)] in configured/command-line order."""
        out = []
        for arch in self.arches:
            inc = self.ptx_default.get(arch, False)
            for which, include in self.ptx_ops:
                if which in ("all", arch):
                    inc = include
            out.append((arch, inc))
        return out


# --- CUDA installation --------------------------------------------------------

def cuda_version(cuda_path):
    if not cuda_path:
        raise WrapperError("no CUDA path: set NVPTXBW_CUDA_PATH (the toolchain's cuda_path) "
                           "or pass --cuda-path=")
    if not os.path.isdir(cuda_path):
        raise WrapperError("CUDA path '%s' does not exist (cwd %s)" % (cuda_path, os.getcwd()))
    version, problems = cuda_version_reader.read_with_problems(cuda_path)
    if version:
        return version
    raise WrapperError("cannot tell the CUDA version of '%s': %s" % (
        cuda_path, "; ".join("%s: %s" % p for p in problems) or
        "it has neither include/cuda.h nor version.json"))


def ptx_cap(targets, version, clang_max):
    """The newest PTX both our clang and this CUDA support."""
    if version in targets.cuda_ptx:
        cuda_max = targets.cuda_ptx[version]
    elif version > targets.newest_cuda:
        cuda_max = clang_max  # a newer ptxas reads at least what the newest known does
    else:
        known = ", ".join("%d.%d" % v for v in sorted(targets.cuda_ptx))
        raise WrapperError("CUDA %d.%d is not supported by this toolchain (supported: %s and "
                           "newer)" % (version[0], version[1], known))
    return min(cuda_max, clang_max)


def parse_ptx_version(text, where):
    m = re.fullmatch(r"(\d+)\.(\d)", text.strip())
    if not m:
        raise WrapperError("bad PTX version '%s' in %s (expected X.Y)" % (text, where))
    return (int(m.group(1)), int(m.group(2)))


# --- command analysis -----------------------------------------------------------

# Clang/gcc flags that take the next argument as their value (the ones a
# compile can carry; enough to find the source file among the arguments).
SEPARATE_VALUE_FLAGS = {
    "-o", "-x", "-MF", "-MT", "-MQ", "-I", "-isystem", "-iquote", "-idirafter",
    "-include", "-imacros", "-iprefix", "-iwithprefix", "-isysroot", "-D", "-U",
    "-Xclang", "-Xlinker", "-Xassembler", "-Xpreprocessor", "-Xcuda-ptxas",
    "-Xcuda-fatbinary", "-Xarch_host", "-Xarch_device", "-target", "-arch",
    "-L", "-l", "-z", "-u", "-e", "--sysroot", "-mllvm", "-Xopenmp-target",
    "-ivfsoverlay", "-resource-dir", "-gcc-toolchain", "-B", "-F",
}


def positional_inputs(args):
    """Indices of the arguments that are input files."""
    out = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in SEPARATE_VALUE_FLAGS:
            i += 2
            continue
        if not a.startswith("-") or a == "-":
            out.append(i)
        i += 1
    return out


def is_cuda_compile(args):
    """A compile (-c, -S, -E, -M, -fsyntax-only) whose source is CUDA."""
    compiling = any(a in ("-c", "-S", "-E", "-M", "-MM", "-fsyntax-only") for a in args)
    if not compiling:
        return False
    lang = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-x" and i + 1 < len(args):
            lang = args[i + 1]
            i += 2
            continue
        if a.startswith("-x") and len(a) > 2:
            lang = a[2:]
        elif a in SEPARATE_VALUE_FLAGS:
            i += 2
            continue
        elif not a.startswith("-"):
            if lang == "cuda" or (lang in (None, "none") and a.endswith(CUDA_SUFFIXES)):
                return True
        i += 1
    return False


def value_of(args, flag):
    """Last value of `flag X` / `flagX`, or None."""
    val = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == flag and i + 1 < len(args):
            val = args[i + 1]
            i += 2
            continue
        if a.startswith(flag) and len(a) > len(flag) and flag in ("-o", "-MF"):
            val = a[len(flag):]
        i += 1
    return val


# --- the CUDA compile ------------------------------------------------------------

class Config:
    def __init__(self, env, wrapper="crosstool_wrapper.py"):
        self.env = env
        # How clang can run this script again (as its ptxas).
        self.wrapper = wrapper
        self.clang = env.get("NVPTXBW_CLANG", "")
        self.cuda_path = env.get("NVPTXBW_CUDA_PATH", "")
        self.capabilities = env.get("NVPTXBW_CUDA_CAPABILITIES", "")
        self.compiler = env.get("NVPTXBW_CUDA_COMPILER", "clang") or "clang"
        self.nvcc_host = env.get("NVPTXBW_NVCC_HOST_COMPILER", "") or self.clang
        if not self.clang:
            raise WrapperError("NVPTXBW_CLANG is not set: the toolchain sets it to our clang")
        self._targets = None
        self._clang_max_ptx = env.get("NVPTXBW_CLANG_MAX_PTX", "")
        if self.compiler not in ("clang", "nvcc"):
            raise WrapperError("NVPTXBW_CUDA_COMPILER='%s': expected 'clang' or 'nvcc'" %
                               self.compiler)


    @property
    def targets(self):
        """Our clang's target table, read when a CUDA compile needs it."""
        if self._targets is None:
            self._targets = Targets.load(targets_path(self.env, self.clang))
        return self._targets

    @property
    def clang_max_ptx(self):
        if self._clang_max_ptx:
            return parse_ptx_version(self._clang_max_ptx, "NVPTXBW_CLANG_MAX_PTX")
        return self.targets.newest_ptx


def extract_cuda_options(targets, args, plan):
    """Take the arch flags out of a CUDA compile's arguments (they go into
    `plan`); return (rest, cuda_path_from_command_line)."""
    rest = []
    cuda_path = None
    for a in args:
        name, eq, value = a.partition("=")
        if eq and name in ("--cuda-gpu-arch", "--offload-arch"):
            for v in value.split(","):
                plan.add(parse_cli_arch(targets, v, name, False))
        elif eq and name in ("--no-cuda-gpu-arch", "--no-offload-arch"):
            plan.remove(parse_cli_arch(targets, value, name, True))
        elif eq and name == "--cuda-include-ptx":
            plan.ptx(parse_cli_arch(targets, value, name, True), True)
        elif eq and name == "--no-cuda-include-ptx":
            plan.ptx(parse_cli_arch(targets, value, name, True), False)
        elif eq and name == "--cuda-path":
            cuda_path = value
        else:
            rest.append(a)
    return rest, cuda_path


def redirect_outputs(args, tmpdir):
    """Point -o and -MF into tmpdir, so a failed compile leaves nothing
    half-written where Bazel looks. Returns (args, {flag: (tmp, final)})."""
    out = []
    moves = {}
    i = 0
    while i < len(args):
        a = args[i]
        flag = next((f for f in ("-o", "-MF") if a == f or a.startswith(f)), None)
        if flag is None or (a == flag and i + 1 >= len(args)):
            out.append(a)
            i += 1
            continue
        final = args[i + 1] if a == flag else a[len(flag):]
        tmp = os.path.join(tmpdir, "depfile.d" if flag == "-MF" else "output")
        out += [flag, tmp]
        moves[flag] = (tmp, final)
        i += 2 if a == flag else 1
    return out, moves


def clang_cuda_command(cfg, args, plan, cuda_path, cap):
    cmd = [cfg.clang]
    sources = positional_inputs(args)
    has_x = any(a == "-x" or (a.startswith("-x") and len(a) > 2) for a in args)
    inserted = False
    for i, a in enumerate(args):
        if i in sources and not inserted and not has_x:
            # -x applies to the inputs after it: put it right before the source.
            cmd += ["-x", "cuda"]
            inserted = True
        cmd.append(a)
    extra = ["--cuda-path=" + cuda_path]
    if not any(a.startswith("--cuda-feature=") for a in args):
        extra.append("--cuda-feature=+ptx%d%d" % cap)
    final = plan.final()
    if final:
        extra.append("--no-cuda-include-ptx=all")
        extra += ["--cuda-gpu-arch=" + arch for arch, _ in final]
        extra += ["--cuda-include-ptx=" + arch for arch, ptx in final if ptx]
    return cmd[:1] + extra + cmd[1:]


# nvcc spellings of the clang flags a CUDA compile can carry.
NVCC_SEPARATE = {"-o": "-o", "-MF": "-MF", "-MT": "-MT", "-MQ": "-MT", "-I": "-I",
                 "-isystem": "-isystem", "-D": "-D", "-U": "-U", "-include": "-include",
                 "-iquote": "-I", "-Xcuda-ptxas": "-Xptxas",
                 "-Xcuda-fatbinary": "-Xfatbin"}
NVCC_SAME = {"-c", "-S", "-E", "-M", "-MM", "-MD", "-MMD", "-MP", "-g", "-w", "-O0", "-O1",
             "-O2", "-O3", "-shared", "-pg"}
# -frandom-seed=: nvcc seeds its generated names with it and hands it on to
# a gcc or clang host compiler itself.
NVCC_JOINED_SAME = ("-I", "-D", "-U", "-std=", "-O", "-frandom-seed=")
NVCC_CUDA_FLAGS = {"--cuda-noopt-device-debug": ["-G"],
                   "-fcuda-flush-denormals-to-zero": ["-ftz=true"],
                   "-fno-cuda-flush-denormals-to-zero": ["-ftz=false"],
                   "-fgpu-rdc": ["-rdc=true"], "-fno-gpu-rdc": ["-rdc=false"],
                   "--cuda-device-only": ["--cuda"], "-ffast-math": ["-use_fast_math"]}


def nvcc_cuda_command(cfg, args, plan, cuda_path):
    """Translate a clang CUDA compile to nvcc: every flag is translated,
    handed to the host compiler with -Xcompiler, or refused by name."""
    cmd = [os.path.join(cuda_path, "bin", "nvcc"), "-ccbin", cfg.nvcc_host, "-x", "cu"]
    sources = positional_inputs(args)
    i = 0
    while i < len(args):
        a = args[i]
        if i in sources:
            cmd.append(a)
        elif a == "-x":
            i += 1  # the language is cu
        elif a in NVCC_SEPARATE:
            if i + 1 >= len(args):
                raise WrapperError("%s needs a value" % a)
            cmd += [NVCC_SEPARATE[a], args[i + 1]]
            i += 1
        elif a in NVCC_SAME or a.startswith(NVCC_JOINED_SAME):
            cmd.append(a)
        elif a.startswith("-o") or a.startswith("-MF"):
            cmd.append(a)
        elif a in NVCC_CUDA_FLAGS:
            cmd += NVCC_CUDA_FLAGS[a]
        elif a.startswith(("--cuda", "-Xcuda", "-fcuda", "--no-cuda", "-fgpu", "--offload",
                           "--no-offload", "-nocudainc", "-nocudalib", "-Xarch_device")):
            raise WrapperError("'%s' has no nvcc equivalent (NVPTXBW_CUDA_COMPILER=nvcc); "
                               "remove it or build CUDA with our clang" % a)
        elif a in SEPARATE_VALUE_FLAGS:
            if i + 1 >= len(args):
                raise WrapperError("%s needs a value" % a)
            cmd += ["-Xcompiler", a, "-Xcompiler", args[i + 1]]
            i += 1
        elif a.startswith("-"):
            # A host compiler flag: the host compiler gets it, intact.
            cmd += ["-Xcompiler", a]
        else:
            cmd.append(a)
        i += 1
    for arch, ptx in plan.final():
        num = arch[3:]
        codes = "sm_" + num + (",compute_" + num if ptx else "")
        cmd.append("-gencode=arch=compute_%s,code=[%s]" % (num, codes))
    return cmd


def normalize_depfile(path, cwd):
    """Paths under the exec root become relative (Bazel rejects absolute
    paths it did not declare)."""
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError:
        return
    prefix = cwd.rstrip("/") + "/"
    new = text.replace(prefix, "")
    if new != text:
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(new)


class Child:
    """The running compiler, for the signal handlers."""
    proc = None


def run_child(cmd, env, cwd=None):
    """Run cmd (an argv list, never a shell string); return its status,
    a signal N as 128+N."""
    # The configured path only, never a PATH lookup: the tools Bazel runs
    # must be the declared ones.
    exe = cmd[0] if os.sep in cmd[0] else os.path.join(os.curdir, cmd[0])
    try:
        Child.proc = subprocess.Popen(cmd, executable=exe, env=env, cwd=cwd)
    except OSError as e:
        raise WrapperError("cannot run %s: %s" % (cmd[0], e.strerror))
    status = Child.proc.wait()
    Child.proc = None
    if status < 0:
        sig = -status
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = "signal %d" % sig
        sys.stderr.write("%s: %s killed by %s\n" % (PROG, cmd[0], name))
        return 128 + sig
    return status


def remove_quietly(path):
    try:
        os.unlink(path)
    except OSError:
        pass


def stable_temp_name(path):
    """clang's temp file name without its random part:
    `/tmp/x/kernel-sm_90a-3f9c1a.s` -> `kernel-sm_90a.s`."""
    return CLANG_TEMP_SUFFIX.sub(r"\1", os.path.basename(path))


def stable_cuid(args, plan):
    """A compilation unit ID (16 hex digits, as clang writes them) from the
    compile's arguments and arches as Bazel wrote them: the same in every
    exec root and run, different for every object Bazel builds."""
    basis = "\0".join(args + [arch for arch, _ in plan.final()])
    return hashlib.sha256(basis.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def ptxas_through_wrapper(args, wrapper, cuda_path, env):
    """Make clang run ptxas through this script (see
    run_ptxas_with_stable_names); the real ptxas is the command line's
    --ptxas-path or the CUDA path's. Returns clang's arguments."""
    real = os.path.join(cuda_path, "bin", "ptxas")
    rest = []
    for a in args:
        if a.startswith("--ptxas-path="):
            real = a[len("--ptxas-path="):]
        else:
            rest.append(a)
    env[PTXAS_ENV] = real
    if os.sep not in wrapper:
        wrapper = os.path.join(os.curdir, wrapper)
    return ["--ptxas-path=" + wrapper] + rest


def run_ptxas_with_stable_names(real, args, env):
    """The wrapper as clang's ptxas. clang runs
    `ptxas ... --output-file OUT IN [-Xcuda-ptxas args]` on temp files with
    random names; ptxas -g writes its command line into the cubin, and the
    modification time and size of every source file named in the PTX's
    .file directives that it can open from its working directory. So the
    real ptxas runs in an empty private directory (where the names clang
    writes, relative to the exec root or under /proc/self/cwd, do not open)
    on `IN`'s and `OUT`'s names without the random part (relative, e.g.
    `kernel-sm_90a.s`), and the cubin is moved to OUT."""
    if "--options-file" in args:
        # clang's response file for very long commands (GNU quoting).
        expanded = []
        i = 0
        while i < len(args):
            if args[i] == "--options-file" and i + 1 < len(args):
                try:
                    with open(args[i + 1], encoding="utf-8", errors="surrogateescape") as f:
                        expanded += split_response_text(f.read())
                except OSError as e:
                    raise WrapperError("cannot read ptxas options file %s: %s" %
                                       (args[i + 1], e.strerror))
                i += 2
            else:
                expanded.append(args[i])
                i += 1
        args = expanded
    real = os.path.abspath(real)
    try:
        at = args.index("--output-file")
        out, source = args[at + 1], args[at + 2]
    except (ValueError, IndexError):
        out = source = None
    if source is None or not os.path.isfile(source):
        # Not the command clang writes: run it as it came.
        log_command(env, [real] + args)
        return run_child([real] + args, env)
    source_name, out_name = stable_temp_name(source), stable_temp_name(out)
    if out_name == source_name:
        out_name += ".cubin"
    out = os.path.abspath(out)
    work = tempfile.mkdtemp(prefix="ptxas-", dir=os.path.dirname(out))
    try:
        os.symlink(os.path.abspath(source), os.path.join(work, source_name))
        cmd = [real] + args[:at + 1] + [out_name, source_name] + args[at + 3:]
        log_command(env, cmd)
        status = run_child(cmd, env, cwd=work)
        if status == 0:
            os.replace(os.path.join(work, out_name), out)
        return status
    finally:
        shutil.rmtree(work, ignore_errors=True)


def cuda_compile(cfg, argv):
    args = expand_response_files(argv)
    had_response_file = args != argv
    plan = ArchPlan(parse_capabilities(cfg.targets, cfg.capabilities))
    args, cli_cuda_path = extract_cuda_options(cfg.targets, args, plan)
    args = [a for a in args if a != "-fno-canonical-system-headers"]
    cuda_path = cli_cuda_path or cfg.cuda_path
    version = cuda_version(cuda_path)
    cap = ptx_cap(cfg.targets, version, cfg.clang_max_ptx)
    cwd = os.getcwd()
    output = value_of(args, "-o")
    if output and not any(a.startswith("-frandom-seed") for a in args):
        args = ["-frandom-seed=" + output] + args
    depfile = value_of(args, "-MF")
    if depfile and output and not any(a in ("-MT", "-MQ") for a in args):
        args = ["-MT", output] + args
    if cfg.compiler == "clang" and not any(a.startswith(("-cuid=", "-fuse-cuid="))
                                           for a in args):
        args = ["-cuid=" + stable_cuid(args, plan)] + args

    # The temp dir: private to this invocation, removed on every exit path
    # (the signal handlers turn SIGTERM/SIGINT/SIGHUP into SystemExit).
    tmpdir = tempfile.mkdtemp(prefix="nvptxbw-wrapper-")
    finals = [p for p in (output, depfile) if p]
    ok = False
    env = dict(cfg.env)
    env["TMPDIR"] = tmpdir
    try:
        args, moves = redirect_outputs(args, tmpdir)
        # Absolute paths of the exec root (sandbox dependent) and of the
        # temp dir (random) must not end up in the object (__FILE__, debug
        # info); the temp dir's map is the more specific one, so it comes
        # last (clang applies the last matching map).
        prefix_maps = ["-ffile-prefix-map=%s=." % cwd,
                       "-ffile-prefix-map=%s=%s" % (tmpdir, TEMP_DIR_NAME)]
        if cfg.compiler == "nvcc":
            cmd = nvcc_cuda_command(cfg, prefix_maps + args, plan, cuda_path)
            # nvcc's own temporaries go into our private dir, never a shared
            # /tmp/tmpxft_<pid> that a sandboxed neighbour may also use, and
            # are named after the object (our `output`), not after nvcc's pid.
            cmd[1:1] = ["--keep-dir", tmpdir]
            cmd.append("-objtemp")
        else:
            args = ptxas_through_wrapper(prefix_maps + args, cfg.wrapper, cuda_path, env)
            cmd = clang_cuda_command(cfg, args, plan, cuda_path, cap)
            if had_response_file:
                rsp = os.path.join(tmpdir, "args.rsp")
                with open(rsp, "w", encoding="utf-8", errors="surrogateescape") as f:
                    f.write("\n".join(quote_for_response_file(a) for a in cmd[1:]) + "\n")
                cmd = [cmd[0], "@" + rsp]
        log_command(cfg.env, cmd)
        status = run_child(cmd, env)
        if status == 0 and "-MF" in moves:
            tmp, final = moves["-MF"]
            if os.path.exists(tmp):
                normalize_depfile(tmp, cwd)
            else:
                sys.stderr.write("%s: error: the compiler wrote no depfile %s\n" % (PROG, final))
                status = 1
        if status == 0:
            for tmp, final in moves.values():
                if os.path.exists(tmp):
                    shutil.move(tmp, final)
            ok = True
        return status
    finally:
        if Child.proc is not None:
            # Leaving because of a signal: the compiler must not outlive us.
            try:
                Child.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                Child.proc.kill()
                Child.proc.wait()
            Child.proc = None
        shutil.rmtree(tmpdir, ignore_errors=True)
        if not ok:
            for final in finals:
                remove_quietly(final)


def on_signal(signum, frame):
    # Pass the signal on and unwind; cuda_compile's `finally` waits for the
    # compiler (waiting here could deadlock with the interrupted wait()).
    if Child.proc is not None:
        try:
            Child.proc.send_signal(signum)
        except OSError:
            pass
    raise SystemExit(128 + signum)


def main(argv, env=None):
    env = dict(os.environ if env is None else env)
    for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(s, on_signal)
    try:
        real_ptxas = env.pop(PTXAS_ENV, None)
        if real_ptxas:
            return run_ptxas_with_stable_names(real_ptxas, argv[1:], env)
        cfg = Config(env, argv[0])
        args = argv[1:]
        # @file arguments are looked into (a `-x cuda` may hide there) but
        # a host command is passed on as it came.
        if not is_cuda_compile(expand_response_files(args)):
            cmd = [cfg.clang] + [a for a in args if a != "-fno-canonical-system-headers"]
            log_command(env, cmd)
            try:
                os.execve(cfg.clang, cmd, env)
            except OSError as e:
                raise WrapperError("cannot run %s: %s" % (cfg.clang, e.strerror))
        return cuda_compile(cfg, args)
    except WrapperError as e:
        sys.stderr.write("%s: error: %s\n" % (PROG, e))
        return USAGE_STATUS


if __name__ == "__main__":
    sys.exit(main(sys.argv))
