#!/usr/bin/env python3
"""Every fact nvptx-blackwell knows about NVIDIA GPU targets, in one table.

The processors (sm_NN and their 'a' and 'f' variants), the PTX ISA versions,
the CUDA releases and the PTX version each one's ptxas reads, the first and
last CUDA release that knows each processor, and the rules of the feature
families (which targets have tensor memory, tcgen05.shift, ...). Everything
that needs one of these facts is generated from this file or imports it:

  nvptx-td         NVPTXBlackwellTargets.td: the processors, SM and PTX
                   features NVPTX.td includes
  nvptx-inc        NVPTXBlackwellSubtarget.inc: NVPTXSubtarget's feature-family
                   predicates (included in the class), their list, and each
                   processor's minimum PTX version
  clang-def        clang/Basic/NVPTXBlackwellTargets.def: clang's CUDA versions
                   and GPU arches (enumerators, names, CUDA ranges, PTX per
                   CUDA release), as X-macros for Cuda.h, Cuda.cpp, the driver
                   and the NVPTX target
  cuda-header      nvptxbw_targets.h, a resource header: the PTX version our
                   driver uses for each CUDA release, for the preprocessor
  cutlass-header   nvptxbw_cutlass_arch.h, a resource header: CUTLASS's
                   per-chip CUTLASS_ARCH_MMA_SMnnn_* macros, as nvcc gets them
  json             the whole table, for what is neither Python nor C++
                   (installed as share/nvptx-blackwell/targets.json)

The build generates all of them into the patched work tree (see
`generated-files`); the intrinsic table, the clang builtins' generator, the
differential scripts, the lit configuration and the Bazel toolchain take
their targets and rules from here. Adding a processor, a CUDA release or a
feature family means editing this file and the tests that state the expected
answers.

Sources: the PTX ISA ("PTX ISA Version" release notes, "Target ISA Notes"),
the CUDA Toolkit release notes, and what each CUDA release's ptxas accepts.
Standard library only.
"""

import argparse
import json
import sys

# ---------------------------------------------------------------------------
# PTX ISA versions, as 10 * major + minor.
# ---------------------------------------------------------------------------
# Those LLVM 19's NVPTX.td already defines, and the ones we add.
UPSTREAM_PTX_VERSIONS = [32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65,
                         70, 71, 72, 73, 74, 75, 76, 77, 78,
                         80, 81, 82, 83, 84, 85]
NEW_PTX_VERSIONS = [86, 87, 88, 90]
PTX_VERSIONS = UPSTREAM_PTX_VERSIONS + NEW_PTX_VERSIONS
# The newest PTX and SM features clang 19's BuiltinsNVPTX.def gates builtins
# on ("ptx85", "sm_90|sm_90a"): a newer target implies them for builtins.
UPSTREAM_NEWEST_PTX = UPSTREAM_PTX_VERSIONS[-1]


def ptx_text(version):
    return "%d.%d" % (version // 10, version % 10)


# ---------------------------------------------------------------------------
# CUDA releases clang 19 does not know, oldest first.
# ---------------------------------------------------------------------------
class CudaRelease:
    """major.minor, and the PTX version our driver asks for with it: the
    newest its ptxas reads (capped at the newest PTX our backend writes)."""

    def __init__(self, major, minor, ptx):
        self.major, self.minor, self.ptx = major, minor, ptx

    @property
    def version(self):
        return (self.major, self.minor)

    @property
    def raw(self):
        """As cuda.h's CUDA_VERSION spells it: 12080 for 12.8."""
        return self.major * 1000 + self.minor * 10

    @property
    def enumerator(self):
        """clang's CudaVersion enumerator."""
        return "CUDA_%d%d" % (self.major, self.minor)

    @property
    def text(self):
        return "%d.%d" % self.version


NEW_CUDA_RELEASES = [
    CudaRelease(12, 6, 85),
    CudaRelease(12, 8, 87),
    CudaRelease(12, 9, 88),
    CudaRelease(13, 0, 90),
]
# Announced but never released: an installation that says so counts as the
# release named here (as upstream clang does with 12.7).
UNRELEASED_CUDA = {(12, 7): (12, 8)}
NEWEST_CUDA = NEW_CUDA_RELEASES[-1]
CUDA_BY_VERSION = {c.version: c for c in NEW_CUDA_RELEASES}


def cuda_raw_below(release):
    """The smallest raw CUDA_VERSION that is not `release` any more: the next
    release, or an unreleased one between them that counts as the next; after
    the newest, the next minor version (which is then 'newer than we know')."""
    i = NEW_CUDA_RELEASES.index(release)
    if i + 1 == len(NEW_CUDA_RELEASES):
        return release.major * 1000 + (release.minor + 1) * 10
    nxt = NEW_CUDA_RELEASES[i + 1]
    skipped = [v for v, counts_as in UNRELEASED_CUDA.items()
               if counts_as == nxt.version and release.version < v < nxt.version]
    if skipped:
        return min(v[0] * 1000 + v[1] * 10 for v in skipped)
    return nxt.raw


def cuda_ptx(major, minor):
    """The PTX version our driver uses with CUDA major.minor (a newer CUDA than
    the table knows gets the newest PTX), or None before the first new one."""
    version = UNRELEASED_CUDA.get((major, minor), (major, minor))
    best = None
    for c in NEW_CUDA_RELEASES:
        if version >= c.version:
            best = c.ptx
    return best


# ---------------------------------------------------------------------------
# Processors.
# ---------------------------------------------------------------------------
VARIANT_SUFFIX = {0: "", 1: "a", 2: "f"}


class Target:
    """One processor. variant: 0 plain, 1 'a' (architecture-specific: that
    chip only), 2 'f' (family-specific: later chips of its family too).
    min_ptx: the first PTX ISA version that knows it (new targets only; the
    backend's default for it and a hard floor). first_cuda/last_cuda: the
    first and last CUDA release whose ptxas takes the name (None: clang 19's
    own answer stands, or no last one). From CUDA `renamed_from_cuda` on,
    ptxas and fatbinary know the chip by the name `renamed_to`."""

    def __init__(self, sm, variant=0, min_ptx=0, first_cuda=None, last_cuda=None,
                 renamed_to=None, renamed_from_cuda=None, upstream=False, default_ptx=0,
                 note=""):
        self.sm, self.variant = sm, variant
        self.upstream_default_ptx = default_ptx
        self.min_ptx = min_ptx
        self.first_cuda, self.last_cuda = first_cuda, last_cuda
        self.renamed_to, self.renamed_from_cuda = renamed_to, renamed_from_cuda
        self.upstream = upstream
        self.note = note

    @property
    def suffix(self):
        return VARIANT_SUFFIX[self.variant]

    @property
    def name(self):
        return "sm_%d%s" % (self.sm, self.suffix)

    @property
    def enumerator(self):
        """clang's OffloadArch enumerator (SM_100a)."""
        return "SM_%d%s" % (self.sm, self.suffix)

    @property
    def family(self):
        return self.sm // 10

    @property
    def full_sm(self):
        """NVPTXSubtarget's FullSmVersion: 10 * sm + variant."""
        return self.sm * 10 + self.variant

    @property
    def cuda_arch(self):
        """The value of __CUDA_ARCH__."""
        return self.sm * 10


def _upstream_targets():
    # The processors of LLVM 19's NVPTX.td and the PTX version each implies
    # (its default; sm_30 names none and gets the backend's 6.0).
    implied_ptx = [(20, 32), (21, 32), (30, 60), (32, 40), (35, 32), (37, 41), (50, 40),
                   (52, 41), (53, 42), (60, 50), (61, 50), (62, 50), (70, 60), (72, 61),
                   (75, 63), (80, 70), (86, 71), (87, 74), (89, 78), (90, 78)]
    out = [Target(sm, upstream=True, default_ptx=ptx) for sm, ptx in implied_ptx]
    # CUDA 13 dropped Maxwell, Pascal and Volta: its ptxas refuses sm_50..sm_72.
    for t in out:
        if 50 <= t.sm <= 72:
            t.last_cuda = (12, 9)
    out.append(Target(90, 1, upstream=True, default_ptx=80))
    return out


def _new_targets():
    out = []

    def add(sm, min_ptx, first_cuda, variants=(0, 1, 2), f_min_ptx=88, f_first=(12, 9),
            **kw):
        for v in variants:
            f = v == 2
            out.append(Target(sm, v, min_ptx=f_min_ptx if f else min_ptx,
                              first_cuda=f_first if f else first_cuda, **kw))

    # sm_88 has neither suffix. CUDA 13 on.
    add(88, 90, (13, 0), variants=(0,))
    add(100, 86, (12, 8), note="Blackwell B200/GB200")
    add(101, 86, (12, 8), last_cuda=(12, 9), renamed_from_cuda=(13, 0),
        note="Jetson Thor until CUDA 12.9")
    add(103, 88, (12, 9), note="Blackwell Ultra B300/GB300")
    add(110, 90, (13, 0), f_min_ptx=90, f_first=(13, 0), note="Jetson Thor from CUDA 13")
    add(120, 87, (12, 8), note="Blackwell RTX 50xx, RTX PRO")
    add(121, 88, (12, 9), note="DGX Spark GB10")
    for t in out:
        if t.renamed_from_cuda:
            t.renamed_to = "sm_110%s" % t.suffix
    return out


UPSTREAM_TARGETS = _upstream_targets()
# In the order clang appends them to its OffloadArch enum: only ever append.
NEW_TARGETS = _new_targets()
TARGETS = UPSTREAM_TARGETS + NEW_TARGETS
BY_NAME = {t.name: t for t in TARGETS}
# The newest plain upstream arches, which a newer target implies for the
# builtins BuiltinsNVPTX.def gates on them.
UPSTREAM_PLAIN_SMS = sorted(t.sm for t in UPSTREAM_TARGETS if t.variant == 0)

# The GPU arch a compilation gets when it names none: the oldest one the
# installation's ptxas accepts. Upstream clang's sm_52 until a CUDA release
# drops it; from CUDA 13 on sm_75 (nvcc 13's default too).
DEFAULT_ARCH_FROM_CUDA = [((13, 0), "sm_75")]


def default_ptx(t):
    """The PTX version llc uses for t when none is asked for: its minimum for
    a new target, the version upstream's processor implies for the others."""
    return t.min_ptx or t.upstream_default_ptx


def ptx_floor(t):
    """The lowest PTX version llc accepts for t, and the one it falls back to
    when -mattr removes the PTX feature t's processor implies
    (`-mcpu=sm_89 -mattr=-ptx78`): a new target's minimum; for an upstream
    one the version its processor implies, which is the first PTX ISA that
    knows the chip (or LLVM 19's lowest, 3.2, for older ones). sm_30 implies
    none and has no floor: the PTX ISA knows it from 3.0, below anything LLVM
    19 writes, and the backend's 6.0 stays its default."""
    if not t.upstream:
        return t.min_ptx
    return 0 if t.sm == 30 else t.upstream_default_ptx


def implied_upstream_sm(t):
    """For a target newer than clang 19's builtin chains: the newest plain
    upstream arch it implies (sm_88 implies sm_87, sm_100 and later sm_90)."""
    if t.upstream:
        return None
    return max(sm for sm in UPSTREAM_PLAIN_SMS if sm <= t.sm)


def ptxas_name(t, cuda):
    """The name ptxas and fatbinary of CUDA `cuda` (major, minor) know t by."""
    if t.renamed_to and cuda >= t.renamed_from_cuda:
        return t.renamed_to
    return t.name


# ---------------------------------------------------------------------------
# Feature families: NVPTXSubtarget predicates, as rules over (sm, variant).
# A rule holds where every condition it names holds:
#   variants  "a": architecture-specific targets; "af": 'a' or 'f'
#   families  sm // 10 in this set
#   sms       sm in this set
#   min_sm    sm >= this
# A family is a fact about the target alone: the PTX version an instruction
# needs is the intrinsic's (its min_ptx in NVPTXBlackwellIntrinsics.py), so
# that a target without the feature and a PTX version too old for it get
# different errors.
# ---------------------------------------------------------------------------
class Feature:
    def __init__(self, method, label, text, variants=None, families=None, sms=None,
                 min_sm=None):
        self.method, self.label, self.text = method, label, text
        self.variants, self.families, self.sms, self.min_sm = variants, families, sms, min_sm

    def holds(self, sm, variant):
        if self.variants == "a" and variant != 1:
            return False
        if self.variants == "af" and variant not in (1, 2):
            return False
        if self.families is not None and sm // 10 not in self.families:
            return False
        if self.sms is not None and sm not in self.sms:
            return False
        if self.min_sm is not None and sm < self.min_sm:
            return False
        return True

    def targets(self):
        return [t for t in TARGETS if self.holds(t.sm, t.variant)]

    def where(self):
        """Where it holds, in words: 'sm_89 and later', or the targets."""
        if self.min_sm is None and not (self.variants or self.families or self.sms):
            return "every target"
        if self.min_sm is not None and not (self.variants or self.families or self.sms):
            return "sm_%d and later" % self.min_sm
        by_sm = {}
        for t in self.targets():
            by_sm.setdefault(t.sm, []).append(t.suffix)
        return ", ".join("sm_%d%s" % (sm, "/".join(v)) for sm, v in sorted(by_sm.items()))

    @property
    def description(self):
        """What the diagnostics say a target needs."""
        return "%s (%s)" % (self.text, self.where())

    def macro(self):
        """The macro nvptxbw_targets.h defines where it holds."""
        return "NVPTXBW_TARGET_HAS_" + self.label.replace("-", "_").upper()

    def preprocessor_condition(self):
        """Where it holds, for the preprocessor of a device pass, from the
        macros our clang predefines as nvcc 13 does: __CUDA_ARCH__,
        __CUDA_ARCH_SPECIFIC__ ('a' targets) and __CUDA_ARCH_FAMILY_SPECIFIC__
        ('a' and 'f' targets)."""
        if self.min_sm is None and not (self.variants or self.families or self.sms):
            return "1"
        if self.min_sm is not None and not (self.variants or self.families or self.sms):
            return "__CUDA_ARCH__ >= %d" % (self.min_sm * 10)
        by_sm = {}
        for t in self.targets():
            by_sm.setdefault(t.sm, set()).add(t.variant)
        parts = []
        for sm, variants in sorted(by_sm.items()):
            if variants == {t.variant for t in TARGETS if t.sm == sm}:
                parts.append("__CUDA_ARCH__ == %d" % (sm * 10))
            elif variants == {1, 2}:
                parts.append("__CUDA_ARCH_FAMILY_SPECIFIC__ == %d" % (sm * 10))
            elif variants == {1}:
                parts.append("__CUDA_ARCH_SPECIFIC__ == %d" % (sm * 10))
            else:
                raise ValueError("%s: no macro tells sm_%d's targets %s apart"
                                 % (self.label, sm, sorted(variants)))
        return " || ".join(parts)

    def cpp_condition(self):
        parts = []
        if self.variants == "a":
            parts.append("hasArchAccelFeatures()")
        elif self.variants == "af":
            parts.append("hasFamilySpecificFeatures()")
        if self.families is not None:
            fams = ["isSmFamily(%d)" % f for f in sorted(self.families)]
            parts.append(fams[0] if len(fams) == 1 else "(%s)" % " || ".join(fams))
        if self.sms is not None:
            sms = ["getSmVersion() == %d" % s for s in sorted(self.sms)]
            parts.append(sms[0] if len(sms) == 1 else "(%s)" % " || ".join(sms))
        if self.min_sm is not None:
            parts.append("getSmVersion() >= %d" % self.min_sm)
        return " && ".join(parts) or "true"


# In the order the generated C++ tables index them (append new ones).
FEATURES = [
    Feature("hasTcgen05Instructions", "tcgen05", "tcgen05", variants="af", families={10, 11}),
    Feature("hasTcgen05Shift", "tcgen05-shift", "tcgen05.shift", variants="a",
            families={10, 11}),
    Feature("hasTcgen05MMAKindI8", "tcgen05-kind-i8", "tcgen05.mma kind::i8", variants="a",
            sms={100, 101, 110}),
    Feature("hasTcgen05MMAScaleD", "tcgen05-scale-d", "tcgen05.mma scale_d", variants="af",
            sms={100, 103}),
    # ptxas 13.0 refuses them on 'f' targets.
    Feature("hasTcgen05SparseMXF4", "tcgen05-sparse-mxf4",
            "sparse tcgen05.mma kind::mxf4/mxf4nvf4", variants="a", families={10, 11}),
    Feature("hasWarpLevelBlockScaleMMA", "warp-block-scale-mma",
            "mma.sync kind::f8f6f4 and block_scale", variants="af", families={12}),
    Feature("hasFP8MMA", "fp8-mma", "mma.sync with e4m3/e5m2 inputs", min_sm=89),
    Feature("hasSparseMMA", "sparse-mma", "mma.sp", min_sm=80),
    # ptxas 13.0 refuses it on sm_120f, where llc 22 emits it.
    Feature("hasWarpLevelSparseBlockScaleMMA", "warp-sparse-block-scale-mma",
            "sparse block-scaled mma.sp", variants="a", families={12}),
    Feature("hasOrderedMetadataSparseMMA", "ordered-metadata-sparse-mma",
            "mma.sp::ordered_metadata", min_sm=80),
    Feature("hasNarrowFloatConversions", "narrow-float-cvt", "narrow-float cvt",
            variants="af", families={10, 11, 12}),
    Feature("hasProxyAliasFence", "proxy-alias-fence", "fence.proxy.alias", min_sm=70),
    # The generic proxy's writes made visible to tcgen05, TMA and wgmma.
    Feature("hasAsyncProxyFence", "async-proxy-fence", "fence.proxy.async", min_sm=90),
    # Tensor memory: address space 6 in the data layout and in lowering.
    Feature("hasTensorMemory", "tensor-memory", "tensor memory (address space 6)",
            variants="af", families={10, 11}),
    Feature("hasSetMaxNReg", "setmaxnreg", "setmaxnreg", variants="af", min_sm=90),
    # The LLVM 22 conversions, f64 mma.sync shapes and wgmma synchronization
    # the intrinsic table also covers (ptxas 13.0 decides where each
    # assembles). cvt between f32/f16x2 and e4m3x2/e5m2x2: sm_89 and later
    # (not sm_88); PTX 8.1 on sm_89, 7.8 from sm_90 (the intrinsics ask 8.1).
    Feature("hasFP8Conversions", "fp8-cvt", "cvt with e4m3x2/e5m2x2", min_sm=89),
    # cvt.rs (stochastic rounding) to the x4 narrow formats and to
    # f16x2/bf16x2.
    Feature("hasStochasticRoundingConversions", "cvt-rs", "cvt.rs (stochastic rounding)",
            variants="a", sms={100, 103}),
    # mma.sync m16n8k4/k8/k16 with f64: sm_90 and later (not sm_88).
    Feature("hasF64M16N8MMA", "f64-m16n8-mma", "mma.sync m16n8k4/k8/k16 .f64", min_sm=90),
    Feature("hasWgmma", "wgmma", "wgmma", variants="a", sms={90}),
    # ld.global{.nc}.v8.b32/.v4.b64 and st.global.v8.b32/.v4.b64 (PTX 8.8):
    # ptxas 13.0 takes them for every target from sm_100 on, not for sm_90a
    # or sm_88 (PTX ISA, "ld", "st").
    Feature("has256BitGlobalAccess", "global-256-bit", "256-bit ld.global/st.global",
            min_sm=100),
    # add/sub/fma.rn.f32.{f16,bf16}: f32 arithmetic on f16/bf16 operands
    # (PTX 8.6; PTX ISA, "Mixed precision floating-point instructions").
    Feature("hasMixedPrecisionF32Arithmetic", "mixed-precision-f32",
            "add/sub/fma.f32 with f16/bf16 operands", min_sm=100),
    # fma/add/mul.f32x2 run as one FFMA2/FADD2/FMUL2 only on sm_100 and
    # sm_103; ptxas 13.0 accepts them from sm_100 on but splits them into two
    # scalar instructions for sm_110 (and sm_101, which it assembles as
    # sm_110), sm_120 and sm_121, so there they only add moves.
    Feature("hasNativePackedF32x2", "packed-f32x2", "native f32x2 fma/add/mul",
            sms={100, 103}),
    # Cluster launch control: clusterlaunchcontrol.try_cancel/query_cancel on
    # every target from sm_100 on; the .multicast::cluster::all try_cancel
    # on 'a' and 'f' targets only (ptxas 13.0 refuses it on sm_100 and the
    # other plain targets; PTX ISA, "clusterlaunchcontrol.try_cancel").
    Feature("hasClusterLaunchControl", "clusterlaunchcontrol", "clusterlaunchcontrol",
            min_sm=100),
    Feature("hasClusterLaunchControlMulticast", "clusterlaunchcontrol-multicast",
            "clusterlaunchcontrol.try_cancel.multicast", variants="af", min_sm=100),
    # redux.sync.{min,max}[.abs][.NaN].f32: ptxas 13.0 takes it for sm_100
    # and sm_103 'a'/'f' only (not sm_110a, where it also puts sm_101a, nor
    # sm_120a).
    Feature("hasReduxSyncF32", "redux-f32", "redux.sync .f32", variants="af",
            sms={100, 103}),
    # griddepcontrol.wait/launch_dependents (programmatic dependent launch).
    Feature("hasGridDependencyControl", "griddepcontrol", "griddepcontrol", min_sm=90),
    # fence.proxy.tensormap::generic, fence.mbarrier_init and the
    # .sync_restrict fences: sm_90 and later (each its own PTX version).
    Feature("hasTensormapAndClusterFences", "tensormap-cluster-fences",
            "fence.proxy.tensormap, fence.mbarrier_init and .sync_restrict fences", min_sm=90),
    # prefetch/prefetchu as LLVM 22 selects them (sm_90, PTX 8.0).
    Feature("hasPrefetchHints", "prefetch", "prefetch and prefetchu", min_sm=90),
    # applypriority.L2::evict_normal and discard.L2 (sm_80).
    Feature("hasL2LineHints", "l2-line-hints", "applypriority and discard", min_sm=80),
    # st.bulk (sm_100 and later).
    Feature("hasBulkStore", "st-bulk", "st.bulk", min_sm=100),
    # mbarrier.test_wait (sm_80); mbarrier.try_wait, the waits with an
    # .acquire.cluster or .relaxed scope, and arrive/expect_tx/complete_tx
    # with a scope (sm_90, not sm_88).
    Feature("hasMbarrierTestWait", "mbarrier-test-wait", "mbarrier.test_wait", min_sm=80),
    Feature("hasMbarrierScopedWaits", "mbarrier-scoped-waits",
            "mbarrier.try_wait and scoped mbarrier operations", min_sm=90),
    # The cluster's shared memory, PTX's .shared::cluster window (address
    # space 7): ld/st/atom and cvta on it. sm_90 and later (not sm_88), PTX
    # 7.8 (PTX ISA, "State spaces: shared").
    Feature("hasSharedClusterMemory", "shared-cluster",
            "the cluster's shared memory (shared::cluster, address space 7)", min_sm=90),
    # The bulk and tensor copies (TMA) and their PTX 8.6 additions, where
    # ptxas 13.0 and the PTX ISA ("cp.async.bulk.tensor") have them:
    # .cta_group, .tile::gather4/scatter4 and .im2col::w/::w::128 on sm_100a
    # and sm_110a and the 'f' targets of those families; .cp_mask, and
    # gather4 and im2col::w into shared::cta, on every target from sm_100.
    Feature("hasBulkAsyncCopy", "bulk-copy", "cp.async.bulk and cp.async.bulk.tensor",
            min_sm=90),
    Feature("hasBulkTensorBlackwellModes", "bulk-tensor-sm100a",
            "cp.async.bulk.tensor .cta_group, gather4/scatter4 and im2col::w",
            variants="af", families={10, 11}),
    Feature("hasBulkCopySm100Modes", "bulk-copy-sm100",
            "cp.async.bulk .cp_mask and cp.async.bulk.tensor gather4/im2col::w into shared::cta",
            min_sm=100),
    # Warp-level matrix load/store and warp election (PTX ISA, "ldmatrix",
    # "stmatrix", "elect.sync"), as ptxas 13.0 assembles them: stmatrix
    # .m8n8.b16 and elect.sync from sm_90 (not sm_88); the .b8 shapes
    # (ldmatrix .m16n16/.m8n16, stmatrix .m16n8) on the 'a' and 'f' targets
    # from sm_100 on.
    Feature("hasStmatrix", "stmatrix", "stmatrix", min_sm=90),
    Feature("hasLdStMatrixB8", "ldstmatrix-b8", "ldmatrix/stmatrix .b8 shapes",
            variants="af", min_sm=100),
    Feature("hasElectSync", "elect-sync", "elect.sync", min_sm=90),
    # Special registers: %aggr_smem_size from sm_90 (PTX 8.1);
    # %total_smem_size, %dynamic_smem_size and %globaltimer_lo on every
    # target (each from its own PTX version).
    Feature("hasAggrSmemSizeRegister", "aggr-smem-size", "%aggr_smem_size", min_sm=90),
    Feature("hasBaseSpecialRegisters", "base-sregs",
            "%total_smem_size, %dynamic_smem_size and %globaltimer_lo"),
    # tensormap.replace (PTX ISA, "tensormap.replace"), as ptxas 13.0
    # assembles it: sm_90a and the 'a'/'f' targets from sm_100 on; its
    # .swizzle_atomicity field and element types 13 to 15 on the 'a'/'f'
    # targets from sm_100 on; .swizzle_mode 4 on sm_103a only.
    Feature("hasTensormapReplace", "tensormap-replace", "tensormap.replace",
            variants="af", min_sm=90),
    Feature("hasTensormapReplaceSm100", "tensormap-replace-sm100",
            "tensormap.replace .swizzle_atomicity and element types 13-15",
            variants="af", min_sm=100),
    Feature("hasTensormapSwizzleMode4", "tensormap-swizzle-mode-4",
            "tensormap.replace .swizzle_mode 4", variants="a", sms={103}),
    # CTA barriers (PTX ISA, "bar, barrier"): the .aligned bar.* forms on
    # every target, the non-aligned barrier.* forms from sm_70.
    Feature("hasAlignedBarrier", "bar", "bar.sync, bar.arrive and bar.red"),
    Feature("hasNonAlignedBarrier", "barrier", "barrier.sync, barrier.arrive and barrier.red",
            min_sm=70),
    # The scalar arithmetic, bit manipulation and f32 conversions LLVM 22
    # adds intrinsics for, by the first target the PTX ISA gives each (and
    # ptxas 13.0 assembles from sm_75 on): add/fma with a rounding mode and
    # .sat on f32, div.full, abs/ex2.approx on f32/f64, bfind, the prmt
    # modes, pmevent.mask and cvt.rn/rz.f16.f32 on every target; shf .clamp
    # from sm_32; abs.f16/f16x2 from sm_53; dp4a/dp2a from sm_61; bmsk and
    # szext from sm_70; ex2.approx.f16x2 and cvt.satfinite.f16.f32 from
    # sm_75; abs.bf16/bf16x2, the .relu and .satfinite cvt to f16/bf16 and
    # their pairs, and cvt.rna.tf32 from sm_80; ex2.approx.ftz.bf16/bf16x2
    # and cvt.rn/rz.tf32 from sm_90; cvt.rn/rz.satfinite.tf32 from sm_100.
    Feature("hasScalarMathBase", "scalar-math",
            "add/fma .sat.f32, div.full, abs/ex2.approx.f32, bfind, prmt modes, pmevent.mask "
            "and cvt.f16.f32"),
    Feature("hasFunnelShiftClamp", "shf-clamp", "shf.l/shf.r .clamp", min_sm=32),
    Feature("hasHalfAbs", "f16-abs", "abs.f16 and abs.f16x2", min_sm=53),
    Feature("hasIntegerDotProduct", "dp4a", "dp4a and dp2a", min_sm=61),
    Feature("hasBitMaskAndSignZeroExtend", "bmsk-szext", "bmsk and szext", min_sm=70),
    Feature("hasHalfEx2AndSatfiniteF16", "f16-ex2-satfinite",
            "ex2.approx.f16x2 and cvt.satfinite.f16.f32", min_sm=75),
    Feature("hasBF16AbsAndSatfiniteCvt", "bf16-abs-satfinite-cvt",
            "abs.bf16, cvt .relu/.satfinite to f16/bf16 and cvt.rna.tf32", min_sm=80),
    Feature("hasBF16Ex2AndTF32Cvt", "bf16-ex2-tf32-cvt",
            "ex2.approx.ftz.bf16 and cvt.rn/rz.tf32", min_sm=90),
    Feature("hasSatfiniteTF32Cvt", "tf32-satfinite-cvt", "cvt.rn/rz.satfinite.tf32",
            min_sm=100),
]
FEATURE = {f.method: f for f in FEATURES}


def holds(method, sm, variant):
    return FEATURE[method].holds(sm, variant)


def feature_index(method):
    return [f.method for f in FEATURES].index(method)


# ---------------------------------------------------------------------------
# Emitters. Each returns the file's text.
# ---------------------------------------------------------------------------
def _header(comment_prefix, what):
    return ("%s Generated by llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py: do not edit.\n"
            "%s %s\n" % (comment_prefix, comment_prefix, what))


def emit_nvptx_td():
    out = [_header("//", "The processors, SM and PTX features nvptx-blackwell adds to NVPTX.td."),
           "\n// FullSmVersion is 10 * sm, plus 1 for an architecture-specific ('a')\n"
           "// target or 2 for a family-specific ('f') one.\n"]
    for t in NEW_TARGETS:
        out.append('def SM%d%s : FeatureSM<"%d%s", %d>;\n' % (t.sm, t.suffix, t.sm, t.suffix,
                                                             t.full_sm))
    out.append("\n")
    for v in NEW_PTX_VERSIONS:
        out.append("def PTX%d : FeaturePTX<%d>;\n" % (v, v))
    out.append("\n// A new processor implies its SM feature only: no PTX version (an implied\n"
               "// one would silently win over a lower -mattr=+ptxNN) and no minimum PTX\n"
               "// feature (-mattr could remove it). NVPTXSubtarget takes the minimum from\n"
               "// NVPTXBlackwellSubtarget.inc by the processor's SM version.\n")
    for t in NEW_TARGETS:
        out.append('def : Proc<"%s", [SM%d%s]>;\n' % (t.name, t.sm, t.suffix))
    return "".join(out)


def emit_nvptx_inc():
    out = [_header("//", "NVPTXSubtarget's feature-family predicates.")]
    out.append("\n#ifdef NVPTXBW_SUBTARGET_PREDICATES\n")
    for f in FEATURES:
        out.append("  // %s: %s.\n" % (f.text, f.where()))
        out.append("  bool %s() const {\n    return %s;\n  }\n" % (f.method, f.cpp_condition()))
    out.append("#undef NVPTXBW_SUBTARGET_PREDICATES\n#endif\n\n")
    out.append("#ifdef NVPTXBW_FEATURE_FAMILY\n"
               "// NVPTXBW_FEATURE_FAMILY(Method, Label, Description), in the order\n"
               "// the intrinsic tables index them.\n")
    for f in FEATURES:
        out.append('NVPTXBW_FEATURE_FAMILY(%s, "%s", "%s")\n' % (f.method, f.label,
                                                                f.description))
    out.append("#undef NVPTXBW_FEATURE_FAMILY\n#endif\n\n")
    out.append(_xmacro(
        "NVPTXBW_MIN_PTX_VERSION",
        "NVPTXBW_MIN_PTX_VERSION(FullSmVersion, MinPTX): the lowest PTX ISA\n"
        "version that knows the target (10 * sm + 0, 1 'a' or 2 'f'), for every\n"
        "processor but sm_30: a floor an explicit one may not go below, and the\n"
        "default when -mattr removed the processor's own PTX feature.",
        [(t.full_sm, ptx_floor(t)) for t in TARGETS if ptx_floor(t)]))
    return "".join(out).rstrip("\n") + "\n"


def _cuda_enum(version):
    """clang's CudaVersion enumerator for a (major, minor), NEW for none."""
    if version is None:
        return "NEW"
    version = UNRELEASED_CUDA.get(version, version)
    return "CUDA_%d%d" % version


def _xmacro(name, comment, rows):
    """One X-macro table of a generated .def: rows between '#ifdef NAME' and
    '#undef NAME' (an includer defines NAME for the table it wants)."""
    text = "#ifdef %s\n" % name
    text += "".join("// %s\n" % line for line in comment.split("\n"))
    text += "".join("%s(%s)\n" % (name, ", ".join(map(str, row))) for row in rows)
    return text + "#undef %s\n#endif\n\n" % name


def emit_clang_def():
    out = [_header("//", "clang's view of the CUDA releases and NVIDIA GPU arches that\n"
                   "// nvptx-blackwell adds: X-macros for Cuda.h, Cuda.cpp, the CUDA driver\n"
                   "// and the NVPTX target. Cuda.h appends the enumerators to CudaVersion\n"
                   "// and OffloadArch, in this order, so no older value moves.\n"
                   "// ODR-Symbols: OffloadArch CudaVersion"), "\n"]
    out.append(_xmacro(
        "NVPTXBW_CUDA_VERSION",
        "NVPTXBW_CUDA_VERSION(Enumerator, Major, Minor, RawBelow, PTX):\n"
        "cuda.h's CUDA_VERSION from Major * 1000 + Minor * 10 up to RawBelow\n"
        "(exclusive) is this release; the driver asks for PTX (10 * x.y).",
        [(c.enumerator, c.major, c.minor, cuda_raw_below(c), c.ptx) for c in NEW_CUDA_RELEASES]))
    out.append("#ifndef NVPTXBW_NEWEST_CUDA_VERSION\n"
               "// The newest CUDA release we know: newer ones get a warning.\n"
               "#define NVPTXBW_NEWEST_CUDA_VERSION %s\n"
               "// The newest PTX version clang 19's builtin chains name, and its feature.\n"
               "#define NVPTXBW_UPSTREAM_NEWEST_PTX %d\n"
               "#define NVPTXBW_UPSTREAM_NEWEST_PTX_FEATURE \"ptx%d\"\n"
               "#endif\n\n" % (NEWEST_CUDA.enumerator, UPSTREAM_NEWEST_PTX, UPSTREAM_NEWEST_PTX))
    out.append(_xmacro(
        "NVPTXBW_OFFLOAD_ARCH",
        "NVPTXBW_OFFLOAD_ARCH(Enumerator, Number, Variant, ArchValue, FirstCuda,\n"
        "                     LastCuda, ImpliedSm): the arch is sm_<Number>;\n"
        "Variant 0 plain, 1 'a', 2 'f';\n"
        "ArchValue is __CUDA_ARCH__; the CUDA range is that of the releases\n"
        "whose ptxas takes the name (NEW: no last one); ImpliedSm is the newest\n"
        "plain upstream arch it implies for the builtin chains.",
        [(t.enumerator, "%d%s" % (t.sm, t.suffix), t.variant, t.cuda_arch,
          _cuda_enum(t.first_cuda), _cuda_enum(t.last_cuda), '"sm_%d"' % implied_upstream_sm(t))
         for t in NEW_TARGETS]))
    out.append(_xmacro(
        "NVPTXBW_ARCH_MIN_PTX",
        "NVPTXBW_ARCH_MIN_PTX(Enumerator, MinPTX): the lowest PTX version (10 * x.y)\n"
        "that knows the arch; the backend refuses a lower one.",
        [(t.enumerator, t.min_ptx) for t in NEW_TARGETS]))
    out.append(_xmacro(
        "NVPTXBW_UPSTREAM_ARCH_LAST_CUDA",
        "NVPTXBW_UPSTREAM_ARCH_LAST_CUDA(Enumerator, LastCuda): upstream arches\n"
        "that a newer CUDA release dropped.",
        [(t.enumerator, _cuda_enum(t.last_cuda)) for t in UPSTREAM_TARGETS if t.last_cuda]))
    out.append(_xmacro(
        "NVPTXBW_ARCH_RENAMED",
        "NVPTXBW_ARCH_RENAMED(Enumerator, From, RenamedTo): from CUDA release\n"
        "From on, ptxas and fatbinary know the arch by the other name.",
        [(t.enumerator, _cuda_enum(t.renamed_from_cuda), BY_NAME[t.renamed_to].enumerator)
         for t in NEW_TARGETS if t.renamed_to]))
    out.append(_xmacro(
        "NVPTXBW_DEFAULT_ARCH",
        "NVPTXBW_DEFAULT_ARCH(From, Arch): from CUDA release From on, the arch of\n"
        "a compilation that names none (before: upstream's CudaDefault).",
        [(_cuda_enum(v), BY_NAME[arch].enumerator) for v, arch in DEFAULT_ARCH_FROM_CUDA]))
    return "".join(out).rstrip("\n") + "\n"


def emit_cuda_header():
    out = ["/*===- nvptxbw_targets.h - Target facts of nvptx-blackwell's clang ------===\n"
           " *\n"
           " * Generated by llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py: do not edit.\n"
           " *\n"
           " * NVPTXBW_CUDA_PTX_ISA: the PTX ISA version (major * 100 + minor * 10)\n"
           " * our driver gives device code when it compiles with the CUDA release\n"
           " * CUDA_VERSION (from cuda.h), the same in host and device passes; 0 for a\n"
           " * release older than those clang 19 itself knows the PTX of.\n"
           " *\n"
           " * NVPTXBW_TARGET_HAS_<FEATURE>: defined in a device pass whose target\n"
           " * has that feature of the target table (NVPTXSubtarget's predicates and\n"
           " * the builtins' checks use the same rules), e.g. NVPTXBW_TARGET_HAS_TCGEN05\n"
           " * for sm_100a and sm_100f alike.\n"
           " *===----------------------------------------------------------------------===\n"
           " */\n\n"
           "#ifndef NVPTXBW_TARGETS_H\n#define NVPTXBW_TARGETS_H\n\n"
           "#if defined(CUDA_VERSION)\n"
           "#define NVPTXBW_CUDA_PTX_ISA \\\n"]
    for c in reversed(NEW_CUDA_RELEASES):
        out.append("  (CUDA_VERSION >= %d ? %d : \\\n" % (c.raw, c.ptx * 10))
    out.append("  0" + ")" * len(NEW_CUDA_RELEASES) + "\n#endif\n\n")
    out.append("#if defined(__CUDA_ARCH__)\n")
    for f in FEATURES:
        out.append("/* %s: %s */\n#if %s\n#define %s 1\n#endif\n"
                   % (f.text, f.where(), f.preprocessor_condition(), f.macro()))
    out.append("#endif /* __CUDA_ARCH__ */\n\n#endif\n")
    return "".join(out)


# The fixed text of nvptxbw_cutlass_arch.h around its per-chip blocks.
_CUTLASS_HEADER_HEAD = r'''/*===---- nvptxbw_cutlass_arch.h - CUTLASS's Blackwell paths under clang ---===
 *
 * Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 * Generated by llvm/lib/Target/NVPTX/NVPTXBlackwellTargets.py from its target
 * table: do not edit.
 *
 *===-----------------------------------------------------------------------===
 *
 * CUTLASS (cutlass/arch/config.h) turns its SM100, SM101, SM103, SM110, SM120
 * and SM121 code paths on only for nvcc: every block that defines
 * CUTLASS_ARCH_MMA_SMnnn_SUPPORTED/_ENABLED starts with '!CUTLASS_CLANG_CUDA',
 * and the versions it compares come from __CUDACC_VER_MAJOR__/MINOR__, which
 * only nvcc predefines. So under clang every Blackwell kernel compiles to an
 * empty body or fails to instantiate.
 *
 * CUTLASS defines each of those macros only when it is not defined yet, so
 * defining them first, with the same rules, gives clang the code nvcc gets:
 *
 *   clang++ --cuda-gpu-arch=sm_100a -include nvptxbw_cutlass_arch.h ...
 *
 * The rules are keyed on what this clang predefines for the device target:
 * __CUDA_ARCH__, __CUDA_ARCH_FEAT_SMnnn_ALL ('a' targets),
 * __CUDA_ARCH_SPECIFIC__ ('a' targets) and __CUDA_ARCH_FAMILY_SPECIFIC__
 * ('a' and 'f' targets), and on the CUDA version of the installation
 * (CUDA_VERSION from cuda.h, which clang's CUDA runtime wrapper has included
 * before any -include file). Host compilations get the _SUPPORTED macros only,
 * as with nvcc.
 *
 * Nothing here is CUTLASS code; the header only predefines macros, and does
 * nothing outside CUDA compilations.
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef NVPTXBW_CUTLASS_ARCH_H
#define NVPTXBW_CUTLASS_ARCH_H

#if defined(__CUDA__) && defined(__clang__)

#if !defined(CUDA_VERSION)
#error "nvptxbw_cutlass_arch.h: CUDA_VERSION is not defined; include it with -include in a CUDA compilation (clang's CUDA runtime wrapper defines it)"
#endif

#if defined(CUTLASS_ARCH_MMA_SM90_SUPPORTED) || defined(CUTLASS_CLANG_CUDA)
#error "nvptxbw_cutlass_arch.h must come before any CUTLASS header (pass it with -include)"
#endif

/* nvcc's version macros, from the installation clang compiles against. Code
 * that tests them (CUTLASS, CCCL) then takes the path it takes under the nvcc
 * of the same CUDA. */
#if !defined(__CUDACC_VER_MAJOR__)
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#define __CUDACC_VER_BUILD__ 0
#endif

/* CUTLASS marks its kernels' Params __grid_constant__ only for nvcc; its TMA
 * instructions take the address of the descriptors in them, and the PTX ISA
 * wants a tensor map in the parameter, constant or global space, not in the
 * local copy a by-value parameter gets. Our clang's CUDA headers give
 * __grid_constant__ its meaning, so let CUTLASS use it (it still enables it
 * only for device code of sm_70 and later). */
#if !defined(CUTLASS_GRID_CONSTANT_SUPPORTED)
#define CUTLASS_GRID_CONSTANT_SUPPORTED
#endif

/* Which CUDA versions know an architecture: the target table's first and
 * last CUDA release of each. */
#define __NVPTXBW_CUTLASS_CUDA_AT_LEAST(major, minor)                            \
  (CUDA_VERSION >= (major) * 1000 + (minor) * 10)

#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__)
#define __NVPTXBW_CUTLASS_FAMILY(arch) (__CUDA_ARCH_FAMILY_SPECIFIC__ == (arch))
#else
#define __NVPTXBW_CUTLASS_FAMILY(arch) 0
#endif

#if defined(__CUDA_ARCH__)
#define __NVPTXBW_CUTLASS_DEVICE_ARCH(arch) (__CUDA_ARCH__ == (arch))
#else
#define __NVPTXBW_CUTLASS_DEVICE_ARCH(arch) 0
#endif

'''

_CUTLASS_HEADER_TAIL = r'''#undef __NVPTXBW_CUTLASS_DEVICE_ARCH
#undef __NVPTXBW_CUTLASS_FAMILY
#undef __NVPTXBW_CUTLASS_CUDA_AT_LEAST

#endif /* __CUDA__ && __clang__ */
#endif /* NVPTXBW_CUTLASS_ARCH_H */
'''


def _cuda_at_least(version):
    return "__NVPTXBW_CUTLASS_CUDA_AT_LEAST(%d, %d)" % version


def emit_cutlass_header():
    """clang/lib/Headers/nvptxbw_cutlass_arch.h: the
    CUTLASS_ARCH_MMA_SMnnn{,A,F}_{SUPPORTED,ENABLED} macros as CUTLASS's
    cutlass/arch/config.h defines them under nvcc, one block per chip of
    family 10 and later (CUTLASS has none for sm_88): SUPPORTED from the
    chip's first CUDA release until the one that renamed it, ENABLED in its
    device pass, A_ENABLED for its 'a' target, F_SUPPORTED from its 'f'
    target's first release and F_ENABLED for the family.
    test/Clients/cutlass/arch-config-vs-nvcc.test compares them with nvcc's."""
    newest = max(c.version for c in NEW_CUDA_RELEASES)
    out = [_CUTLASS_HEADER_HEAD]
    for t in NEW_TARGETS:
        if t.variant != 0 or t.family < 10:
            continue
        n, family = t.sm, BY_NAME["sm_%df" % t.sm]
        end = t.renamed_from_cuda
        if end is None and t.last_cuda:
            end = min(c.version for c in NEW_CUDA_RELEASES if c.version > t.last_cuda)
        if end:
            note = " (CUDA %s)" % " and ".join(
                "%d.%d" % c.version for c in NEW_CUDA_RELEASES if t.first_cuda <= c.version < end)
        elif t.first_cuda == newest and t.first_cuda[1] == 0:
            note = " (CUDA %d)" % t.first_cuda[0]
        else:
            note = ""
        cond = _cuda_at_least(t.first_cuda) + (" && !" + _cuda_at_least(end) if end else "")
        later_family = family.first_cuda > t.first_cuda
        out += ["/* SM%d%s */\n" % (n, note),
                "#if %s\n" % cond,
                "#define CUTLASS_ARCH_MMA_SM%d_SUPPORTED 1\n" % n,
                "#if __NVPTXBW_CUTLASS_DEVICE_ARCH(%d)\n" % t.cuda_arch,
                "#define CUTLASS_ARCH_MMA_SM%d_ENABLED 1\n" % n,
                "#if defined(__CUDA_ARCH_FEAT_SM%d_ALL)\n" % n,
                "#define CUTLASS_ARCH_MMA_SM%dA_ENABLED 1\n" % n,
                "#endif\n"]
        if later_family:
            out.append("#if %s\n" % _cuda_at_least(family.first_cuda))
        out += ["#define CUTLASS_ARCH_MMA_SM%dF_SUPPORTED 1\n" % n,
                "#if __NVPTXBW_CUTLASS_FAMILY(%d)\n" % t.cuda_arch,
                "#define CUTLASS_ARCH_MMA_SM%dF_ENABLED CUTLASS_ARCH_MMA_SM%dF_SUPPORTED\n" % (n, n),
                "#endif\n"]
        if later_family:
            out.append("#endif\n")
        out.append("#endif\n#endif\n\n")
    out.append(_CUTLASS_HEADER_TAIL)
    return "".join(out)


def as_json():
    return {
        "ptx_versions": PTX_VERSIONS,
        "new_ptx_versions": NEW_PTX_VERSIONS,
        "cuda_releases": [{"version": list(c.version), "ptx": c.ptx}
                          for c in NEW_CUDA_RELEASES],
        "unreleased_cuda": [{"version": list(k), "counts_as": list(v)}
                            for k, v in sorted(UNRELEASED_CUDA.items())],
        "targets": [{"name": t.name, "sm": t.sm, "variant": t.suffix,
                     "upstream": t.upstream, "min_ptx": t.min_ptx,
                     "default_ptx": default_ptx(t),
                     "first_cuda": t.first_cuda and list(t.first_cuda),
                     "last_cuda": t.last_cuda and list(t.last_cuda),
                     "renamed_to": t.renamed_to,
                     "renamed_from_cuda": t.renamed_from_cuda and list(t.renamed_from_cuda)}
                    for t in TARGETS],
        "features": [{"method": f.method, "label": f.label, "description": f.description,
                      "targets": [t.name for t in f.targets()]} for f in FEATURES],
    }


def emit_json():
    return json.dumps(as_json(), indent=1) + "\n"


EMITTERS = {
    "nvptx-td": emit_nvptx_td,
    "nvptx-inc": emit_nvptx_inc,
    "clang-def": emit_clang_def,
    "cuda-header": emit_cuda_header,
    "cutlass-header": emit_cutlass_header,
    "json": emit_json,
}


def write_if_changed(path, text):
    """Keep the mtime of an unchanged output, so nothing downstream rebuilds."""
    try:
        with open(path) as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--emit", choices=sorted(EMITTERS), required=True,
                    help="what to write")
    ap.add_argument("-o", metavar="FILE", help="write there (default: standard output)")
    args = ap.parse_args()
    text = EMITTERS[args.emit]()
    if args.o:
        write_if_changed(args.o, text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
