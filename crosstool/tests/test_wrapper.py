"""Unit tests of crosstool/crosstool_wrapper.py, one group per way a CUDA
toolchain wrapper goes wrong (test_fNN_...: dispatch, flag translation,
arches, the PTX cap, paths, depfiles, failure cleanup, signals, response
files, shell use, temp files, logging, reproducibility, Python hygiene). The
compilers are fake_compiler.py; our clang's target table comes from the
repository's NVPTXBlackwellTargets.py, as the build writes it;
test_f13_real_clang_* use our clang and CUDA when NVPTXBW_TEST_CLANG and
NVPTXBW_TEST_CUDA name them (the lit test does)."""

import ast
import hashlib
import importlib.util
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tokenize
import unittest
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
CROSSTOOL = os.path.dirname(HERE)
WRAPPER = os.path.join(CROSSTOOL, "crosstool_wrapper.py")
FAKE = os.path.join(HERE, "fake_compiler.py")

spec = importlib.util.spec_from_file_location("crosstool_wrapper", WRAPPER)
W = importlib.util.module_from_spec(spec)
spec.loader.exec_module(W)

# Our clang's target table, written as the build writes it beside bin/.
_table_spec = importlib.util.spec_from_file_location(
    "gpu_targets", os.path.join(os.path.dirname(CROSSTOOL), "llvm", "lib", "Target", "NVPTX",
                                "NVPTXBlackwellTargets.py"))
_table = importlib.util.module_from_spec(_table_spec)
_table_spec.loader.exec_module(_table)
TABLE_DIR = tempfile.mkdtemp(prefix="wrapper-test-table-")
TABLE = os.path.join(TABLE_DIR, "targets.json")
with open(TABLE, "w") as _f:
    _f.write(_table.emit_json())
T = W.Targets.load(TABLE)


def tearDownModule():
    shutil.rmtree(TABLE_DIR, ignore_errors=True)


def make_cuda(root, version):
    """A fake CUDA install: include/cuda.h with `version` (e.g. 13000) and
    bin/nvcc = the fake compiler."""
    os.makedirs(os.path.join(root, "include"))
    os.makedirs(os.path.join(root, "bin"))
    if version is not None:
        with open(os.path.join(root, "include", "cuda.h"), "w") as f:
            f.write("#define CUDA_VERSION %d\n" % version)
    os.symlink(FAKE, os.path.join(root, "bin", "nvcc"))
    return root


class WrapperTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="wrapper-test-")
        self.exec_root = os.path.join(self.dir, "execroot")
        os.makedirs(os.path.join(self.exec_root, "out"))
        self.tmp = os.path.join(self.dir, "tmp")
        os.makedirs(self.tmp)
        make_cuda(os.path.join(self.exec_root, "external", "cuda"), 13000)
        self.log = os.path.join(self.dir, "log.jsonl")
        self.env = {
            "PATH": os.environ.get("PATH", ""),
            "TMPDIR": self.tmp,
            "NVPTXBW_CLANG": FAKE,
            "NVPTXBW_TARGETS": TABLE,
            "NVPTXBW_CUDA_PATH": "external/cuda",
            "NVPTXBW_CUDA_CAPABILITIES": "sm_90a,sm_103a",
            "FAKE_LOG": self.log,
        }

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def run_wrapper(self, args, env=None, mode="ok", cwd=None, **kw):
        e = dict(self.env)
        e.update(env or {})
        e["FAKE_MODE"] = mode
        return subprocess.run([sys.executable, WRAPPER] + args, cwd=cwd or self.exec_root,
                              env=e, capture_output=True, text=True, **kw)

    def calls(self):
        if not os.path.exists(self.log):
            return []
        with open(self.log) as f:
            return [json.loads(line) for line in f]

    def last(self):
        c = self.calls()
        self.assertTrue(c, "the compiler was not run")
        return c[-1]

    def cuda(self, extra=(), env=None, mode="ok", src="kernel.cu"):
        return self.run_wrapper(["-MD", "-MF", "out/k.d", "-O2"] + list(extra) +
                                ["-c", src, "-o", "out/k.o"], env=env, mode=mode)

    def out(self, name):
        return os.path.join(self.exec_root, "out", name)

    # 1. dispatch -------------------------------------------------------------
    def test_f01_host_compile_forwarded_untouched(self):
        args = ["-iquote", ".", "-O2", "-DA=1", "-c", "main.cc", "-o", "out/m.o", "-Wall",
                "-MD", "-MF", "out/m.d"]
        r = self.run_wrapper(args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.last()["raw"], args)

    def test_f01_link_params_forwarded_untouched(self):
        params = os.path.join(self.exec_root, "out", "app-2.params")
        with open(params, "w") as f:
            f.write("-o\nout/app\nout/k.o\n-lstdc++\n")
        r = self.run_wrapper(["@out/app-2.params"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.last()["raw"], ["@out/app-2.params"])

    def test_f01_cuda_dispatch(self):
        for src, extra in (("kernel.cu", []), ("kernel.cu.cc", []), ("kernel.cc", ["-x", "cuda"])):
            r = self.cuda(extra, src=src)
            self.assertEqual(r.returncode, 0, r.stderr)
            argv = self.last()["argv"]
            self.assertIn("--cuda-gpu-arch=sm_90a", argv, src)
            i = argv.index(src)
            xs = [j for j in range(i) if argv[j] == "-x"]
            self.assertTrue(xs and argv[xs[-1] + 1] == "cuda", (src, argv))

    def test_f01_host_cc_is_not_cuda(self):
        r = self.run_wrapper(["-c", "a.cc", "-o", "out/a.o"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotIn("--cuda-gpu-arch=sm_90a", self.last()["argv"])

    def test_f01_x_cuda_inside_response_file(self):
        with open(os.path.join(self.exec_root, "c.params"), "w") as f:
            f.write("-x cuda -c kernel.cc -o out/k.o\n")
        r = self.run_wrapper(["@c.params"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("--cuda-gpu-arch=sm_103a", self.last()["argv"])

    # 2. no flag dropped silently -----------------------------------------------
    def test_f02_clang_keeps_every_flag_in_order(self):
        extra = ["-fweird-flag", "-Xclang", "-foo", "-mllvm", "-x-opt", "-std=c++17"]
        r = self.cuda(extra)
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        i = argv.index("-fweird-flag")
        self.assertEqual(argv[i:i + len(extra)], extra)

    def test_f02_nvcc_translates_or_forwards(self):
        r = self.cuda(["-Xcuda-ptxas", "-v", "-Xcuda-fatbinary", "--compress-all", "-fPIC",
                       "-Wall", "-iquote", "inc", "-isystem", "sys", "-std=c++17"],
                      env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertEqual(r.returncode, 0, r.stderr)
        c = self.last()
        self.assertTrue(c["argv0"].endswith("external/cuda/bin/nvcc"))
        argv = c["argv"]
        for seq in (["-Xptxas", "-v"], ["-Xfatbin", "--compress-all"], ["-Xcompiler", "-fPIC"],
                    ["-Xcompiler", "-Wall"], ["-I", "inc"], ["-isystem", "sys"], ["-x", "cu"]):
            self.assertTrue(any(argv[i:i + 2] == seq for i in range(len(argv))), (seq, argv))
        self.assertIn("-std=c++17", argv)
        self.assertIn("-gencode=arch=compute_90a,code=[sm_90a]", argv)

    def test_f02_nvcc_refuses_untranslatable_flag_by_name(self):
        r = self.cuda(["--cuda-compile-host-device"], env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertEqual(r.returncode, 2)
        self.assertIn("'--cuda-compile-host-device' has no nvcc equivalent", r.stderr)
        self.assertEqual(self.calls(), [])

    # 3. arches ---------------------------------------------------------------
    def test_f03_capability_styles(self):
        def P(setting):
            return W.parse_capabilities(T, setting)
        self.assertEqual(P("sm_90a,sm_100a,sm_103a,compute_120"),
                         [("sm_90a", False), ("sm_100a", False), ("sm_103a", False),
                          ("sm_120", True)])
        self.assertEqual(P("9.0,10.0"), [("sm_90", False), ("sm_100", False)])
        self.assertEqual(P(" 10.0f , 12.1a,sm_100f,compute_103f,"),
                         [("sm_100f", False), ("sm_121a", False), ("sm_100f", False),
                          ("sm_103f", True)])
        self.assertEqual(P(""), [])

    def test_f03_unknown_tokens_are_errors(self):
        for bad in ("sm_99", "sm_80a", "sm_90f", "sm_88a", "sm_88f", "compute_100x", "10", "9.0.1",
                    "gfx90a", "sm90a"):
            with self.assertRaises(W.WrapperError, msg=bad) as cm:
                W.parse_capabilities(T, "sm_90a," + bad)
            self.assertIn("'%s'" % bad, str(cm.exception))

    def test_f03_arches_are_our_clangs(self):
        # The arches come from our clang's target table: every processor of
        # it is accepted with its suffixes and nothing else.
        for t in _table.TARGETS:
            self.assertEqual(W.parse_capabilities(T, t.name), [(t.name, False)])
        self.assertEqual(T.sms("f"), sorted({t.sm for t in _table.TARGETS if t.variant == 2}))
        self.assertEqual(T.cuda_ptx[(12, 7)], T.cuda_ptx[(12, 8)])  # never released

    def test_f03_target_table_missing_or_bad(self):
        r = self.cuda(env={"NVPTXBW_TARGETS": os.path.join(self.dir, "none.json")})
        self.assertEqual(r.returncode, 2)
        self.assertIn("cannot read our clang's target table", r.stderr)
        self.assertIn("share/nvptx-blackwell/targets.json", r.stderr)
        bad = os.path.join(self.dir, "bad.json")
        with open(bad, "w") as f:
            f.write('{"targets": []}')
        r = self.cuda(env={"NVPTXBW_TARGETS": bad})
        self.assertEqual(r.returncode, 2)
        self.assertIn("is not our clang's target table", r.stderr)
        self.assertEqual(self.calls(), [])
        # Without NVPTXBW_TARGETS: the table beside the bin/ holding clang.
        env = {k: v for k, v in self.env.items() if k != "NVPTXBW_TARGETS"}
        self.assertEqual(W.targets_path(env, "external/nvptxbw_cuda/clang/bin/clang"),
                         "external/nvptxbw_cuda/clang/share/nvptx-blackwell/targets.json")

    def test_f03_unknown_token_end_to_end(self):
        open(self.out("k.o"), "w").close()  # stale output from an earlier build
        r = self.cuda(env={"NVPTXBW_CUDA_CAPABILITIES": "sm_90a,sm_999"})
        self.assertEqual(r.returncode, 2)
        self.assertIn("unknown CUDA arch 'sm_999' in NVPTXBW_CUDA_CAPABILITIES", r.stderr)
        self.assertEqual(self.calls(), [])
        self.assertEqual(os.listdir(self.tmp), [])

    def test_f03_sass_and_ptx_in_one_pass(self):
        r = self.cuda(env={"NVPTXBW_CUDA_CAPABILITIES": "sm_90a,compute_120"})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(len(self.calls()), 1)
        argv = self.last()["argv"]
        i = argv.index("--no-cuda-include-ptx=all")
        self.assertEqual(argv[i:i + 4], ["--no-cuda-include-ptx=all", "--cuda-gpu-arch=sm_90a",
                                         "--cuda-gpu-arch=sm_120", "--cuda-include-ptx=sm_120"])

    def test_f03_command_line_arch_flags_honoured(self):
        r = self.cuda(["--no-cuda-gpu-arch=sm_90a", "--offload-arch=sm_100f",
                       "--cuda-include-ptx=all", "--no-cuda-include-ptx=sm_103a"])
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        self.assertNotIn("--cuda-gpu-arch=sm_90a", argv)
        self.assertIn("--cuda-gpu-arch=sm_103a", argv)
        self.assertIn("--cuda-gpu-arch=sm_100f", argv)
        self.assertIn("--cuda-include-ptx=sm_100f", argv)
        self.assertNotIn("--cuda-include-ptx=sm_103a", argv)
        r = self.cuda(["--no-cuda-gpu-arch=all"])
        self.assertFalse([a for a in self.last()["argv"] if "cuda-gpu-arch" in a])
        r = self.cuda(["--cuda-include-ptx=all", "--no-cuda-include-ptx=all"],
                      env={"NVPTXBW_CUDA_CAPABILITIES": "compute_90a"})
        self.assertFalse([a for a in self.last()["argv"] if a.startswith("--cuda-include-ptx")])

    def test_f03_nvcc_gencode(self):
        r = self.cuda(env={"NVPTXBW_CUDA_COMPILER": "nvcc",
                           "NVPTXBW_CUDA_CAPABILITIES": "10.3a,compute_120f"})
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        self.assertIn("-gencode=arch=compute_103a,code=[sm_103a]", argv)
        self.assertIn("-gencode=arch=compute_120f,code=[sm_120f,compute_120f]", argv)

    # 4. PTX cap ----------------------------------------------------------------
    def test_f04_ptx_cap_per_cuda_version(self):
        for raw, ptx in ((12060, "85"), (12080, "87"), (12090, "88"), (13000, "90"),
                         (13020, "90")):
            root = os.path.join(self.exec_root, "cuda%d" % raw)
            make_cuda(root, raw)
            r = self.cuda(env={"NVPTXBW_CUDA_PATH": root})
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("--cuda-feature=+ptx" + ptx, self.last()["argv"], raw)
        r = self.cuda(env={"NVPTXBW_CLANG_MAX_PTX": "8.8"})
        self.assertIn("--cuda-feature=+ptx88", self.last()["argv"])

    def test_f04_unknown_cuda_version_is_an_error(self):
        make_cuda(os.path.join(self.exec_root, "old"), 11080)
        r = self.cuda(env={"NVPTXBW_CUDA_PATH": "old"})
        self.assertEqual(r.returncode, 2)
        self.assertIn("CUDA 11.8 is not supported by this toolchain", r.stderr)
        make_cuda(os.path.join(self.exec_root, "noversion"), None)
        r = self.cuda(env={"NVPTXBW_CUDA_PATH": "noversion"})
        self.assertEqual(r.returncode, 2)
        self.assertIn("cannot tell the CUDA version of 'noversion'", r.stderr)
        self.assertEqual(self.calls(), [])

    def test_f04_version_json_only(self):
        # An install assembled from the pip packages has no cuda.h: the
        # version is version.json's "cuda" one, as our clang's driver reads it
        # (crosstool/cuda_version.py), not another component's.
        root = make_cuda(os.path.join(self.exec_root, "pipcuda"), None)
        with open(os.path.join(root, "version.json"), "w") as f:
            f.write('{"cuda": {"name": "CUDA SDK", "version": "12.9.1"},\n'
                    ' "cuda_cudart": {"version": "13.0.48"}}\n')
        r = self.cuda(env={"NVPTXBW_CUDA_PATH": "pipcuda"})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("--cuda-feature=+ptx88", self.last()["argv"])
        with open(os.path.join(root, "version.json"), "w") as f:
            f.write('{"cuda": {"version": "12.9')
        r = self.cuda(env={"NVPTXBW_CUDA_PATH": "pipcuda"})
        self.assertEqual(r.returncode, 2)
        self.assertRegex(r.stderr, r"cannot tell the CUDA version of 'pipcuda': "
                         r"pipcuda/version.json: it is not valid JSON")

    def test_f04_missing_cuda_path(self):
        for env, msg in (({"NVPTXBW_CUDA_PATH": ""}, "no CUDA path"),
                         ({"NVPTXBW_CUDA_PATH": "external/nocuda"},
                          "CUDA path 'external/nocuda' does not exist")):
            r = self.cuda(env=env)
            self.assertEqual(r.returncode, 2)
            self.assertIn(msg, r.stderr)
            self.assertFalse(os.path.exists(self.out("k.o")))
            self.assertFalse(os.path.exists(self.out("k.d")))
        self.assertEqual(os.listdir(self.tmp), [])

    # 5. pass-through -----------------------------------------------------------
    def test_f05_ptxas_fatbinary_cuda_path(self):
        r = self.cuda(["-Xcuda-ptxas", "-O1", "-Xcuda-fatbinary", "--compress-all"])
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        self.assertIn("--cuda-path=external/cuda", argv)  # relative to the exec root
        i = argv.index("-Xcuda-ptxas")
        self.assertEqual(argv[i:i + 4], ["-Xcuda-ptxas", "-O1", "-Xcuda-fatbinary",
                                         "--compress-all"])
        make_cuda(os.path.join(self.exec_root, "other"), 12080)
        r = self.cuda(["--cuda-path=other"])
        argv = self.last()["argv"]
        self.assertIn("--cuda-path=other", argv)
        self.assertNotIn("--cuda-path=external/cuda", argv)
        self.assertIn("--cuda-feature=+ptx87", argv)  # the version of the path used

    # 6. response files ---------------------------------------------------------
    def test_f06_response_file_parsing(self):
        S = W.split_response_text
        self.assertEqual(S('-DMSG="hello world"\n-I"dir with space"\n'),
                         ["-DMSG=hello world", "-Idir with space"])
        self.assertEqual(S("'a b' c\\ d \"e\\\"f\"\n\n"), ["a b", "c d", 'e"f'])
        self.assertEqual(S('""'), [""])

    def test_f06_response_file_expanded_for_cuda(self):
        with open(os.path.join(self.exec_root, "k.params"), "w") as f:
            f.write('-DMSG="hello world" -DQ=\\"q\\"\n@inner.params\n-c\nkernel.cu\n-o\nout/k.o\n')
        with open(os.path.join(self.exec_root, "inner.params"), "w") as f:
            f.write("-Xcuda-ptxas '-O3'\n--offload-arch=sm_100a\n")
        r = self.run_wrapper(["@k.params", "@missing.params"])
        self.assertEqual(r.returncode, 0, r.stderr)
        c = self.last()
        self.assertEqual(len(c["raw"]), 1)  # handed on as a response file again
        self.assertTrue(c["raw"][0].startswith("@"))
        argv = c["argv"]
        for a in ("-DMSG=hello world", '-DQ="q"', "--cuda-gpu-arch=sm_100a", "@missing.params"):
            self.assertIn(a, argv)
        self.assertEqual(argv[argv.index("-Xcuda-ptxas") + 1], "-O3")
        self.assertTrue(os.path.exists(self.out("k.o")))

    # 7. depfile ----------------------------------------------------------------
    def test_f07_depfile_written_relative(self):
        r = self.cuda()
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(self.out("k.d")) as f:
            text = f.read()
        self.assertTrue(text.startswith("out/k.o: kernel.cu inc/a.h /usr/include/stdio.h"), text)
        self.assertNotIn(self.exec_root, text)
        self.assertEqual(sorted(os.listdir(os.path.join(self.exec_root, "out"))), ["k.d", "k.o"])

    def test_f07_nvcc_depfile(self):
        r = self.cuda(env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        self.assertIn("-MD", argv)
        self.assertIn("-MF", argv)
        with open(self.out("k.d")) as f:
            self.assertNotIn(self.exec_root, f.read())

    def test_f07_missing_depfile_fails(self):
        r = self.cuda(mode="nodep")
        self.assertEqual(r.returncode, 1)
        self.assertIn("wrote no depfile out/k.d", r.stderr)
        self.assertFalse(os.path.exists(self.out("k.o")))

    # 8. -fno-canonical-system-headers --------------------------------------------
    def test_f08_gcc_only_flag_removed(self):
        for args in (["-fno-canonical-system-headers", "-c", "a.cc", "-o", "out/a.o"],):
            r = self.run_wrapper(args)
            self.assertEqual(self.last()["raw"], args[1:])
        r = self.cuda(["-fno-canonical-system-headers"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotIn("-fno-canonical-system-headers", self.last()["argv"])

    # 9. exit status, no partial outputs ------------------------------------------
    def test_f09_status_passed_on_no_partial_outputs(self):
        r = self.cuda(mode="fail")
        self.assertEqual(r.returncode, 3)
        self.assertIn("fake: error", r.stderr)
        self.assertEqual(os.listdir(os.path.join(self.exec_root, "out")), [])
        r = self.run_wrapper(["-c", "a.cc", "-o", "out/a.o"], mode="fail")
        self.assertEqual(r.returncode, 3)  # host compiles: exec'd, same status

    def test_f09_signal_mapped(self):
        with open(self.out("k.o"), "w") as f:
            f.write("stale")
        r = self.cuda(mode="signal")
        self.assertEqual(r.returncode, 128 + signal.SIGKILL)
        self.assertIn("killed by SIGKILL", r.stderr)
        self.assertEqual(os.listdir(os.path.join(self.exec_root, "out")), [])

    def test_f09_wrapper_interrupted(self):
        e = dict(self.env, FAKE_MODE="sleep")
        p = subprocess.Popen([sys.executable, WRAPPER, "-MD", "-MF", "out/k.d", "-c", "kernel.cu",
                              "-o", "out/k.o"], cwd=self.exec_root, env=e,
                             stderr=subprocess.PIPE)
        for _ in range(200):
            if os.path.exists(self.log + ".started"):
                break
            time.sleep(0.05)
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=30)
        self.assertEqual(p.returncode, 128 + signal.SIGTERM)
        p.stderr.close()
        self.assertEqual(os.listdir(os.path.join(self.exec_root, "out")), [])
        self.assertEqual(os.listdir(self.tmp), [])

    # 10. argv lists, never shell strings ---------------------------------------
    def test_f10_no_shell(self):
        evil = ["-DX=$(touch pwned)", "-DY=`touch pwned`;touch pwned", "-DZ='a b'|x"]
        r = self.cuda(evil)
        self.assertEqual(r.returncode, 0, r.stderr)
        argv = self.last()["argv"]
        for a in evil:
            self.assertIn(a, argv)
        self.assertFalse(os.path.exists(os.path.join(self.exec_root, "pwned")))
        with open(WRAPPER) as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword):
                self.assertNotEqual(node.arg, "shell")
            if isinstance(node, ast.Attribute):
                self.assertNotIn(node.attr, ("system", "popen", "getoutput", "getstatusoutput"))

    # 11. private temp dir --------------------------------------------------------
    def test_f11_private_temp_dir_removed(self):
        seen = set()
        for mode in ("ok", "ok", "fail", "signal"):
            self.cuda(mode=mode)
            c = self.last()
            self.assertTrue(c["tmpdir"].startswith(self.tmp + os.sep), c["tmpdir"])
            seen.add(c["tmpdir"])
            self.assertEqual(os.listdir(self.tmp), [], mode)
        self.assertEqual(len(seen), 4)
        r = self.cuda(env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        argv = self.last()["argv"]
        self.assertTrue(argv[argv.index("--keep-dir") + 1].startswith(self.tmp))

    # 12. logging -----------------------------------------------------------------
    def test_f12_logging_opt_in_on_stderr(self):
        r = self.run_wrapper(["-E", "kernel.cu"], mode="stdout")
        self.assertEqual((r.stdout, r.stderr), ("PREPROCESSED\n", ""))
        r = self.run_wrapper(["-E", "kernel.cu"], mode="stdout", env={"NVPTXBW_WRAPPER_LOG": "1"})
        self.assertEqual(r.stdout, "PREPROCESSED\n")
        self.assertIn("crosstool_wrapper: %s" % FAKE, r.stderr)
        self.assertIn("--cuda-gpu-arch=sm_103a", r.stderr)
        r = self.run_wrapper(["-c", "a.cc"], env={"NVPTXBW_WRAPPER_LOG": "1"})
        self.assertIn("crosstool_wrapper: %s -c a.cc" % FAKE, r.stderr)

    # 13. hermetic ----------------------------------------------------------------
    def test_f13_seed_and_prefix_map(self):
        r = self.cuda()
        c = self.last()
        argv = c["argv"]
        self.assertIn("-frandom-seed=out/k.o", argv)
        # The exec root becomes `.`, the private temp dir a fixed name; the
        # temp dir's map comes last (clang applies the last one that matches).
        maps = [a for a in argv if a.startswith("-ffile-prefix-map=")]
        self.assertEqual(maps, ["-ffile-prefix-map=%s=." % self.exec_root,
                                "-ffile-prefix-map=%s=nvptxbw-tmp" % c["tmpdir"]])
        r = self.cuda(["-frandom-seed=mine"])
        argv = self.last()["argv"]
        self.assertEqual([a for a in argv if a.startswith("-frandom-seed")], ["-frandom-seed=mine"])

    def test_f13_nvcc_names_and_seed(self):
        # nvcc names its intermediate files after the object (-objtemp), not
        # after its pid, seeds its generated names with -frandom-seed (its own
        # option), and the host compiler gets the prefix maps.
        r = self.cuda(env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertEqual(r.returncode, 0, r.stderr)
        c = self.last()
        argv = c["argv"]
        self.assertIn("-objtemp", argv)
        self.assertNotEqual(argv[argv.index("-frandom-seed=out/k.o") - 1], "-Xcompiler")
        for m in ("-ffile-prefix-map=%s=." % self.exec_root,
                  "-ffile-prefix-map=%s=nvptxbw-tmp" % c["tmpdir"]):
            self.assertEqual(argv[argv.index(m) - 1], "-Xcompiler", m)
        # The object nvcc writes is the private `output`: every name nvcc
        # derives from it is the same in every run.
        self.assertEqual(os.path.basename(argv[argv.index("-o") + 1]), "output")

    def test_f13_clang_runs_ptxas_through_the_wrapper(self):
        r = self.cuda()
        self.assertEqual(r.returncode, 0, r.stderr)
        c = self.last()
        self.assertEqual([a for a in c["argv"] if a.startswith("--ptxas-path=")],
                         ["--ptxas-path=" + WRAPPER])
        self.assertEqual(c["real_ptxas"], "external/cuda/bin/ptxas")
        # A --ptxas-path of the command line is the real ptxas.
        self.cuda(["--ptxas-path=tools/my-ptxas"])
        c = self.last()
        self.assertEqual([a for a in c["argv"] if a.startswith("--ptxas-path=")],
                         ["--ptxas-path=" + WRAPPER])
        self.assertEqual(c["real_ptxas"], "tools/my-ptxas")
        # nvcc runs ptxas itself.
        self.cuda(env={"NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertIsNone(self.last()["real_ptxas"])

    def fake_ptxas(self, status=0):
        """A ptxas that records its argv, cwd, the files in its cwd and
        whether the wrapper's variable reached it, then writes its
        --output-file and exits with `status`."""
        path = os.path.join(self.dir, "fake-ptxas")
        record = os.path.join(self.dir, "ptxas.json")
        with open(path, "w") as f:
            f.write("#!%s\nimport json, os, sys\n"
                    "a = sys.argv[1:]\n"
                    "json.dump({'argv': a, 'cwd': os.getcwd(), 'files': sorted(os.listdir('.')),\n"
                    "           'env': 'NVPTXBW_WRAPPER_REAL_PTXAS' in os.environ,\n"
                    "           'source': open(a[a.index('--output-file') + 2]).read()},\n"
                    "          open(%r, 'w'))\n"
                    "open(a[a.index('--output-file') + 1], 'w').write('cubin')\n"
                    "sys.exit(%d)\n" % (sys.executable, record, status))
        os.chmod(path, 0o755)
        return path, record

    def test_f13_ptxas_stable_names(self):
        # clang's command: random temp names, -Xcuda-ptxas arguments after
        # the input. ptxas -g records its command line in the cubin, so it
        # must see the same names in every run.
        ptxas, record = self.fake_ptxas()
        clang_tmp = os.path.join(self.tmp, "nvptxbw-wrapper-x1y2z3")
        os.makedirs(clang_tmp)
        source = os.path.join(clang_tmp, "kernel-sm_90a-4d5e6f.s")
        with open(source, "w") as f:
            f.write("// ptx\n")
        out = os.path.join(clang_tmp, "kernel-sm_90a-1a2b3c.o")
        env = dict(self.env, NVPTXBW_WRAPPER_REAL_PTXAS=ptxas)
        r = subprocess.run([WRAPPER, "-m64", "-g", "--dont-merge-basicblocks", "--gpu-name",
                            "sm_90a", "--output-file", out, source, "-O3"],
                           cwd=self.exec_root, env=env, capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(record) as f:
            seen = json.load(f)
        self.assertEqual(seen["argv"], ["-m64", "-g", "--dont-merge-basicblocks", "--gpu-name",
                                        "sm_90a", "--output-file", "kernel-sm_90a.o",
                                        "kernel-sm_90a.s", "-O3"])
        # An empty private directory: nothing but the PTX, so the exec-root
        # relative names of the PTX's .file directives do not open there.
        self.assertEqual(seen["files"], ["kernel-sm_90a.s"])
        self.assertEqual(seen["source"], "// ptx\n")
        self.assertEqual(os.path.dirname(seen["cwd"]), clang_tmp)
        self.assertFalse(seen["env"])
        with open(out) as f:
            self.assertEqual(f.read(), "cubin")
        self.assertEqual(sorted(os.listdir(clang_tmp)), sorted([os.path.basename(source),
                                                                os.path.basename(out)]))
        # A failure is passed on, with no output and no directory left.
        os.unlink(out)
        ptxas, record = self.fake_ptxas(status=255)
        env["NVPTXBW_WRAPPER_REAL_PTXAS"] = ptxas
        r = subprocess.run([WRAPPER, "--gpu-name", "sm_90a", "--output-file", out, source],
                           cwd=self.exec_root, env=env, capture_output=True, text=True)
        self.assertEqual(r.returncode, 255)
        self.assertEqual(os.listdir(clang_tmp), [os.path.basename(source)])

    def test_f13_stable_cuid(self):
        # The CUID names static device variables under -fgpu-rdc: the same
        # in every exec root and run, different per object, the user's kept.
        def cuids(extra=(), src="kernel.cu", cwd=None):
            self.run_wrapper(["-fgpu-rdc"] + list(extra) + ["-c", src, "-o", "out/%s.o" % src],
                             cwd=cwd)
            return [a for a in self.last()["argv"] if a.startswith(("-cuid=", "-fuse-cuid="))]
        first = cuids()
        self.assertEqual(len(first), 1)
        self.assertRegex(first[0], r"^-cuid=[0-9a-f]{16}$")
        other_root = os.path.join(self.dir, "another-exec-root")
        shutil.copytree(self.exec_root, other_root, symlinks=True)
        self.assertEqual(cuids(cwd=other_root), first)
        self.assertNotEqual(cuids(src="other.cu"), first)
        self.assertNotEqual(cuids(["-DVARIANT"]), first)
        self.assertEqual(cuids(["-cuid=mine"]), ["-cuid=mine"])
        self.assertEqual(cuids(["-fuse-cuid=random"]), ["-fuse-cuid=random"])

    def test_f13_stable_temp_name(self):
        S = W.stable_temp_name
        self.assertEqual(S("/tmp/d/kernel-sm_90a-3f9c1a.s"), "kernel-sm_90a.s")
        self.assertEqual(S("kernel.cu-sm_100a-0a1b2c.cubin"), "kernel.cu-sm_100a.cubin")
        self.assertEqual(S("/tmp/d/plain.s"), "plain.s")  # not clang's: kept

    def test_f13_no_path_lookup(self):
        # Every tool is the configured (declared) one: PATH is never used,
        # not even when it holds a `clang` and an `nvcc`.
        bindir = os.path.join(self.dir, "pathbin")
        os.makedirs(bindir)
        os.symlink(sys.executable, os.path.join(bindir, "python3"))
        os.symlink(FAKE, os.path.join(bindir, "clang"))
        os.symlink(FAKE, os.path.join(bindir, "nvcc"))
        r = self.cuda(env={"PATH": bindir})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.last()["argv0"], FAKE)
        r = self.cuda(env={"PATH": bindir, "NVPTXBW_CUDA_COMPILER": "nvcc"})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.last()["argv0"], "external/cuda/bin/nvcc")
        self.assertEqual(self.last()["argv"][2:4], ["-ccbin", FAKE])
        r = self.cuda(env={"PATH": bindir, "NVPTXBW_CLANG": "clang"})
        self.assertEqual(r.returncode, 2)
        self.assertIn("cannot run clang", r.stderr)

    def test_f13_toolchain_declares_the_tools(self):
        with open(os.path.join(CROSSTOOL, "BUILD")) as f:
            build = f.read()
        self.assertIn('"crosstool_wrapper.py"', build)
        self.assertIn("@nvptxbw_cuda//:compiler_files", build)
        with open(os.path.join(CROSSTOOL, "configure.bzl")) as f:
            conf = f.read()
        for part in ("bin/ptxas", "bin/fatbinary", "nvvm/libdevice", "cuda/bin/**",
                     "clang/share/nvptx-blackwell/targets.json"):
            self.assertIn(part, conf)

    @unittest.skipUnless(os.environ.get("NVPTXBW_TEST_CLANG") and
                         os.environ.get("NVPTXBW_TEST_CUDA"), "no NVPTXBW_TEST_CLANG/_CUDA")
    def test_f13_real_clang_same_object_in_two_exec_roots(self):
        # Optimized without -g; -O0 -g (ptxas -g: full device debug info);
        # -O2 -g (ptxas -lineinfo). The sources differ in modification time,
        # which ptxas -g records for every file it can open.
        for flags in (["-O1"], ["-g"], ["-O2", "-g"], ["-O1", "-fgpu-rdc"]):
            with self.subTest(flags=flags):
                self.same_object_in_two_exec_roots(flags)

    def same_object_in_two_exec_roots(self, flags):
        digests = []
        for n, name in enumerate(("root1", "root-two")):
            name += "".join(flags)
            root = os.path.join(self.dir, name)
            os.makedirs(os.path.join(root, "out"))
            os.symlink(os.environ["NVPTXBW_TEST_CUDA"], os.path.join(root, "cuda"))
            with open(os.path.join(root, "k.cu"), "w") as f:
                f.write('#include <cstdio>\n__global__ void k(int *p) { *p = __LINE__; }\n'
                        'const char *where() { return __FILE__ " " __DATE__; }\n'
                        # Named after the CUID under -fgpu-rdc.
                        'static __device__ int counter;\n'
                        '__global__ void bump() { counter++; }\n'
                        'int read_counter() {\n'
                        '  int h = 0;\n'
                        '  cudaMemcpyFromSymbol(&h, counter, sizeof(h));\n'
                        '  return h;\n'
                        '}\n')
            os.utime(os.path.join(root, "k.cu"), (1000000000 + n, 1000000000 + n))
            # Our build's own target table, beside its bin/.
            env = {k: v for k, v in self.env.items() if k != "NVPTXBW_TARGETS"}
            env.update(NVPTXBW_CLANG=os.environ["NVPTXBW_TEST_CLANG"],
                       NVPTXBW_CUDA_PATH="cuda", NVPTXBW_CUDA_CAPABILITIES="sm_90a",
                       PWD=root)
            r = subprocess.run([sys.executable, WRAPPER, "-Wno-builtin-macro-redefined",
                                '-D__DATE__="redacted"'] + flags + ["-MD", "-MF", "out/k.d",
                                "-c", "k.cu", "-o", "out/k.o"], cwd=root, env=env,
                               capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(os.path.join(root, "out", "k.o"), "rb") as f:
                data = f.read()
            self.assertNotIn(root.encode(), data)
            digests.append(hashlib.sha256(data).hexdigest())
            with open(os.path.join(root, "out", "k.d")) as f:
                self.assertNotIn(root, f.read())
        self.assertEqual(digests[0], digests[1])
        self.assertEqual(os.listdir(self.tmp), [])

    # 14. modern Python -------------------------------------------------------------
    def test_f14_python3_hygiene(self):
        with open(WRAPPER, "rb") as f:
            source = f.read()
        self.assertTrue(source.startswith(b"#!/usr/bin/env python3\n"))
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            compile(source, WRAPPER, "exec")  # SyntaxWarning (bad escapes) -> error
        removed = {"pipes", "imp", "distutils", "asynchat", "asyncore", "smtpd", "cgi", "cgitb",
                   "crypt", "telnetlib", "nntplib", "audioop", "chunk", "mailcap", "msilib",
                   "nis", "ossaudiodev", "sndhdr", "spwd", "sunau", "uu", "xdrlib", "lib2to3"}
        for node in ast.walk(ast.parse(source)):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for n in names:
                self.assertNotIn(n.split(".")[0], removed)
        # Every string handed to re.* is a raw string.
        toks = list(tokenize.tokenize(io.BytesIO(source).readline))
        checked = 0
        for i, t in enumerate(toks[:-4]):
            if t.string == "re" and toks[i + 1].string == "." and toks[i + 3].string == "(":
                arg = toks[i + 4]
                if arg.type == tokenize.STRING:
                    checked += 1
                    self.assertIn("r", arg.string.split("'")[0].split('"')[0].lower(),
                                  "line %d: %s" % (arg.start[0], arg.string))
        self.assertGreater(checked, 5)
        self.assertTrue(os.access(WRAPPER, os.X_OK))


if __name__ == "__main__":
    unittest.main()
