#!/usr/bin/env python3
"""The Blackwell NVVM intrinsics of nvptx-blackwell, as one table.

LLVM 19's global intrinsic table cannot grow without shifting every archive we
link against, so these intrinsics live outside it (NVPTXBlackwellIntrinsicInfo,
a TargetIntrinsicInfo). They keep upstream LLVM's names and signatures, so IR
moves between upstream and us unchanged.

This file is the single source of truth. From the family descriptions below it
generates
  --td FILE   the NVPTX instructions, one per PTX form (NVPTXInst records,
              printed and scheduled like every other NVPTX instruction);
  --inc FILE  the C++ tables: names (sorted, for lookup), signatures, immediate
              operands and their ranges, the target predicate and minimum PTX
              version, memory effects, and the map from (intrinsic, immediate
              values, pointer width) to the instruction that implements it;
  --list      one line per intrinsic: name, signature, predicate;
  --json      the whole table (tests and utils/test/intrinsics-vs-llc22.py read it);
              clang builtins will be generated from it too.

Run by the build when it lays out the work tree (its outputs are listed in
`generated-files`); standard library only.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import NVPTXBlackwellTargets as TARGETS  # noqa: E402

# ---------------------------------------------------------------------------
# Types. IR spellings as LLVM 19 prints them; register class and TableGen
# operand type for each. Pointers that are 64-bit in nvptx64 unless
# --nvptx-short-ptr (generic, shared) get two instruction flavours, three
# where an intrinsic takes both kinds (see widths()).
# ---------------------------------------------------------------------------
TMEM = "ptr addrspace(6)"
SHARED = "ptr addrspace(3)"
GENERIC = "ptr"
GLOBAL = "ptr addrspace(1)"
LOCAL = "ptr addrspace(5)"
# The cluster's shared memory (.shared::cluster), as wide as SHARED.
CLUSTER = "ptr addrspace(7)"
CONST = "ptr addrspace(4)"
PARAM = "ptr addrspace(101)"
# All of them are 32-bit in nvptx; those of SHORT_POINTERS also with
# --nvptx-short-ptr, where the others stay 64-bit.
SHORT_POINTERS = (SHARED, LOCAL, CLUSTER, CONST)
WIDTH_DEPENDENT = (GENERIC, SHARED, GLOBAL, LOCAL, CLUSTER, CONST, PARAM)
# The flavour of an intrinsic taking both kinds under --nvptx-short-ptr.
SHORT32 = "6432"

REGCLASS = {
    "i1": "Int1Regs", "i16": "Int16Regs", "i32": "Int32Regs", "i64": "Int64Regs",
    "float": "Float32Regs", "double": "Float64Regs", TMEM: "Int32Regs",
    # Scalar f16 and bf16 live in 16-bit registers, as everywhere in NVPTX.
    "half": "Int16Regs", "bfloat": "Int16Regs",
    # Packed pairs and quads live in one 32-bit register, as everywhere in NVPTX.
    "<2 x half>": "Int32Regs", "<2 x bfloat>": "Int32Regs", "<4 x i8>": "Int32Regs",
}


# An i128 operand (the cluster launch control handle) is two 64-bit registers,
# low half first: LLVM 19's NVPTX has no i128 registers outside inline asm,
# so the check pass splits it and the instruction rebuilds the .b128 value.
I128_HALVES = 2


def is_split_vector(ty):
    """<N x i32> and <N x float> operands and results are one register per
    element (tcgen05.ld/st's words, the cvt.rs inputs)."""
    return ty.startswith("<") and (ty.endswith(" x i32>") or ty.endswith(" x float>"))


def split_element(ty):
    """(N, element type) of a split vector."""
    n, elt = ty[1:-1].split(" x ")
    return int(n), elt


IMMTYPE = {"i1": "i1imm", "i16": "i16imm", "i32": "i32imm", "i64": "i64imm"}

# Target predicates are the feature families of NVPTXBlackwellTargets.py, by
# the NVPTXSubtarget method that answers them; the C++ tables store their
# index there.
FEATURES = [f.method for f in TARGETS.FEATURES]
FEATURE_TEXT = {f.method: f.description for f in TARGETS.FEATURES}

# Memory effects, as upstream declares them: memory(none), memory(argmem: ...),
# memory(inaccessiblemem: ...), both, or no memory attribute at all ("any":
# the fences). The optimization pipeline gives every declaration these
# attributes (NVPTXBlackwellAttributesPass), clang's builtins declare them so.
MEM_KINDS = ["none", "argmem", "inaccessiblemem", "inaccessiblemem_or_argmem", "any",
             "argmem_write", "argmem_read"]

# Upstream's function attributes (IntrinsicsNVVM.td), by kind of intrinsic:
# what `opt-22 -S` prints on the declaration, compared for every name by
# CodeGen/NVPTX/blackwell-intrinsic-attributes-vs-opt22.test.
FN_ATTRS = ["nocallback", "nofree", "nosync", "nounwind", "speculatable", "willreturn",
            "convergent"]
# Pure conversions: no memory, may be speculated, CSE'd, deleted when unused.
PURE = ("nocallback", "nofree", "nosync", "nounwind", "speculatable", "willreturn")
# Warp-level mma.sync (memory(none), but not speculatable).
MMA_SYNC = ("nocallback", "nounwind")
# .sync.aligned warp-collective tcgen05 instructions and wgmma synchronization.
SYNC_ALIGNED = ("convergent", "nounwind")
# tcgen05.mma, issued by one thread.
TCGEN05_MMA = ("nocallback", "nofree", "nosync", "nounwind", "willreturn")
# Parameter attributes besides immarg, which every immediate gets. (LLVM 22
# also puts a `range` on some immediates; LLVM 19's verifier allows no other
# attribute next to immarg.)
PARAM_ATTRS = ["nocapture", "readonly", "writeonly"]
# Their C++ names: llvm::Attribute::AttrKind enumerators; and per memory kind
# our MemoryKind enumerator with the llvm::MemoryEffects factory call that
# gives it (None: no memory attribute). The backend and clang's builtins both build
# attributes from these, through the .def that --attrs-def writes.
ATTR_KIND = {"nocallback": "NoCallback", "nofree": "NoFree", "nosync": "NoSync",
             "nounwind": "NoUnwind", "speculatable": "Speculatable",
             "willreturn": "WillReturn", "convergent": "Convergent",
             "nocapture": "NoCapture", "readonly": "ReadOnly", "writeonly": "WriteOnly"}
MEM_KIND_CPP = {"none": ("MemNone", "none()"), "argmem": ("MemArg", "argMemOnly()"),
                "inaccessiblemem": ("MemInaccessible", "inaccessibleMemOnly()"),
                "inaccessiblemem_or_argmem": ("MemInaccessibleOrArg",
                                              "inaccessibleOrArgMemOnly()"),
                "any": ("MemAny", None),
                "argmem_write": ("MemArgWrite", "argMemOnly(llvm::ModRefInfo::Mod)"),
                "argmem_read": ("MemArgRead", "argMemOnly(llvm::ModRefInfo::Ref)")}


class Param:
    """An intrinsic operand. imm=None: a value in a register. imm='select':
    an immediate whose value picks the PTX form (values lists the legal ones).
    imm='operand': an immediate printed into the instruction (range lo..hi).
    attrs: upstream's parameter attributes (PARAM_ATTRS); an immediate always
    gets immarg."""

    def __init__(self, name, ty, imm=None, values=None, lo=None, hi=None, attrs=()):
        self.name, self.ty, self.imm = name, ty, imm
        self.values, self.lo, self.hi = values, lo, hi
        assert all(a in PARAM_ATTRS for a in attrs), attrs
        self.attrs = tuple(attrs)


class Form:
    """One PTX spelling of an intrinsic for given selector values. A form may
    need more than the intrinsic (feature: tcgen05.mma kind::i8) or exist only
    for a range of PTX versions (min_ptx <= PTX < max_ptx: the block-scaled
    tcgen05.mma spellings changed in PTX 8.8)."""

    def __init__(self, asm, feature=None, min_ptx=0, max_ptx=0):
        self.asm, self.feature, self.min_ptx, self.max_ptx = asm, feature, min_ptx, max_ptx


def as_forms(value):
    if isinstance(value, str):
        return [Form(value)]
    if isinstance(value, Form):
        return [value]
    return list(value)


class Intrinsic:
    def __init__(self, name, ret, params, feature, min_ptx, mem, attrs,
                 side_effects, forms, ret_struct=False, builtin=True, builtin_name=None):
        self.name = name
        # The name without the overload suffix (overloaded(): ".p3" for a
        # shared-memory pointer); the name itself for the others.
        self.base = name
        # Whether it gets a clang builtin: upstream clang 22 has none for
        # some families (cluster launch control, griddepcontrol), and code
        # written for it calls those through the intrinsic's name alone.
        self.builtin = builtin
        # The builtin's name where clang 22's differs from __nvvm_ + the
        # intrinsic's name (an overload: __nvvm_fabs_f16x2 calls
        # llvm.nvvm.fabs.v2f16).
        self.builtin_name = builtin_name
        # IR types of the results: [] = void; several "i32" = <N x i32>, or a
        # literal struct of them with ret_struct (the mma.sync fragments).
        self.ret = ret
        self.ret_struct = ret_struct
        self.params = params
        self.feature = feature
        self.min_ptx = min_ptx
        assert mem in MEM_KINDS and all(a in FN_ATTRS for a in attrs), (name, mem, attrs)
        self.mem = mem
        # Upstream's function attributes (FN_ATTRS), memory effects aside.
        self.attrs = tuple(attrs)
        self.side_effects = side_effects
        # {tuple(selector values): asm string, Form or [Form...]}
        self.forms = {k: as_forms(v) for k, v in forms.items()}

    @property
    def ret_type(self):
        if not self.ret:
            return "void"
        if len(self.ret) == 1:
            return self.ret[0]
        if self.ret_struct or len(set(self.ret)) > 1:
            return "{ %s }" % ", ".join(self.ret)
        return "<%d x %s>" % (len(self.ret), self.ret[0])

    @property
    def convergent(self):
        return "convergent" in self.attrs

    def vector_param(self):
        return [p for p in self.params if p.ty.startswith("<")]


# The C++ tables' TableType of each IR type (an element type with a vector
# length for <N x i32>).
TABLE_TYPE = {"i1": "I1", "i16": "I16", "i32": "I32", "i64": "I64", "float": "F32",
              "double": "F64", "i128": "I128", "<2 x half>": "V2F16", "<2 x bfloat>": "V2BF16",
              "<4 x i8>": "V4I8", "half": "F16", "bfloat": "BF16",
              TMEM: "TMemPtr", SHARED: "SharedPtr",
              GENERIC: "GenericPtr", GLOBAL: "GlobalPtr", LOCAL: "LocalPtr",
              CLUSTER: "SharedClusterPtr", CONST: "ConstPtr", PARAM: "ParamPtr"}


def table_type(ty):
    """(TableType enumerator, vector length) of an IR type."""
    if is_split_vector(ty):
        n, elt = split_element(ty)
        return TABLE_TYPE[elt], n
    return TABLE_TYPE[ty], 1


def vec(n, elt="i32"):
    return "<%d x %s>" % (n, elt) if n > 1 else elt


def regs(prefix, n):
    return "\\{" + ", ".join("$%s%d" % (prefix, i) for i in range(n)) + "\\}"


# The suffix LLVM's name mangling (Intrinsic::getName) appends for each type
# an overloaded intrinsic (llvm_anyptr_ty, llvm_anyint_ty, llvm_anyfloat_ty
# in IntrinsicsNVVM.td) is called with: IR calls it by its name followed by
# one suffix per overloaded type, so each overload is an entry of its own here.
MANGLED_SUFFIX = {GENERIC: "p0", GLOBAL: "p1", SHARED: "p3", CONST: "p4", LOCAL: "p5",
                  PARAM: "p101", "i16": "i16", "i32": "i32", "i64": "i64",
                  "half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64",
                  "<2 x half>": "v2f16", "<2 x bfloat>": "v2bf16"}


def mangled_name(base, types):
    """base.<suffix>... for the concrete types of an overloaded intrinsic, in
    the order its overloaded types appear (results first, then parameters)."""
    return base + "".join("." + MANGLED_SUFFIX[t] for t in types)


def overloaded(base, overloads, make):
    """The concrete variants of an intrinsic overloaded on one or more of its
    types (a pointer operand, or the value type of fabs, flo, ex2, ...):
    make(name, *types) for each entry of overloads, a type or a tuple of
    types (one per overloaded type), named as LLVM mangles the call. Each
    variant may differ in anything else too (PTX spelling, feature, minimum
    PTX version), as make decides."""
    out = []
    for types in overloads:
        if not isinstance(types, tuple):
            types = (types,)
        intr = make(mangled_name(base, types), *types)
        intr.base = base
        out.append(intr)
    return out


# ---------------------------------------------------------------------------
# tcgen05: allocation, synchronization, copies, loads and stores.
# ---------------------------------------------------------------------------
TCGEN05 = dict(feature="hasTcgen05Instructions", min_ptx=86, attrs=SYNC_ALIGNED,
               side_effects=True)


def tcgen05_families():
    out = []
    for cg in (1, 2):
        g = "cta_group::%d" % cg
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.alloc.cg%d" % cg, [],
            [Param("dst", GENERIC, attrs=("writeonly", "nocapture")), Param("ncols", "i32")],
            mem="inaccessiblemem_or_argmem", **TCGEN05,
            forms={(): "tcgen05.alloc.%s.sync.aligned.b32 \t[$dst], $ncols;" % g}))
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.alloc.shared.cg%d" % cg, [],
            [Param("dst", SHARED, attrs=("writeonly", "nocapture")), Param("ncols", "i32")],
            mem="inaccessiblemem_or_argmem", **TCGEN05,
            forms={(): "tcgen05.alloc.%s.sync.aligned.shared::cta.b32 \t[$dst], $ncols;" % g}))
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.dealloc.cg%d" % cg, [],
            [Param("taddr", TMEM, attrs=("nocapture",)), Param("ncols", "i32")],
            mem="argmem", **TCGEN05,
            forms={(): "tcgen05.dealloc.%s.sync.aligned.b32 \t$taddr, $ncols;" % g}))
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.relinq.alloc.permit.cg%d" % cg, [], [],
            mem="inaccessiblemem", **TCGEN05,
            forms={(): "tcgen05.relinquish_alloc_permit.%s.sync.aligned;" % g}))
        for shared, pty in (("", GENERIC), (".shared", SHARED)):
            out.append(Intrinsic(
                "llvm.nvvm.tcgen05.commit%s.cg%d" % (shared, cg), [],
                [Param("mbar", pty, attrs=("nocapture",))], mem="inaccessiblemem_or_argmem",
                **TCGEN05,
                forms={(): "tcgen05.commit.%s.mbarrier::arrive::one.shared::cluster.b64 \t[$mbar];" % g}))
            out.append(Intrinsic(
                "llvm.nvvm.tcgen05.commit.mc%s.cg%d" % (shared, cg), [],
                [Param("mbar", pty, attrs=("nocapture",)), Param("mask", "i16")],
                mem="inaccessiblemem_or_argmem", **TCGEN05,
                forms={(): "tcgen05.commit.%s.mbarrier::arrive::one.shared::cluster"
                            ".multicast::cluster.b64 \t[$mbar], $mask;" % g}))
        shift = dict(TCGEN05, feature="hasTcgen05Shift")
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.shift.down.cg%d" % cg, [],
            [Param("taddr", TMEM, attrs=("nocapture",))],
            mem="argmem", **shift,
            forms={(): "tcgen05.shift.%s.down \t[$taddr];" % g}))
        for shape, ptx_shape in (("128x256b", "128x256b"), ("4x256b", "4x256b"),
                                 ("128x128b", "128x128b"),
                                 ("64x128b_warpx2_02_13", "64x128b.warpx2::02_13"),
                                 ("64x128b_warpx2_01_23", "64x128b.warpx2::01_23"),
                                 ("32x128b_warpx4", "32x128b.warpx4")):
            for src in ("", "b6x16_p32", "b4x16_p64"):
                name = "llvm.nvvm.tcgen05.cp.%s%s.cg%d" % (shape, "." + src if src else "", cg)
                fmt = ".b8x16." + src if src else ""
                out.append(Intrinsic(
                    name, [], [Param("taddr", TMEM, attrs=("nocapture",)), Param("sdesc", "i64")],
                    mem="inaccessiblemem_or_argmem", **TCGEN05,
                    forms={(): "tcgen05.cp.%s.%s%s \t[$taddr], $sdesc;" % (g, ptx_shape, fmt)}))
    for kind in ("ld", "st"):
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.wait.%s" % kind, [], [], mem="inaccessiblemem",
            **TCGEN05, forms={(): "tcgen05.wait::%s.sync.aligned;" % kind}))
    for when in ("before", "after"):
        out.append(Intrinsic(
            "llvm.nvvm.tcgen05.fence.%s.thread.sync" % when, [], [], mem="any",
            feature="hasTcgen05Instructions", min_ptx=86, attrs=("nounwind",),
            side_effects=True,
            forms={(): "tcgen05.fence::%s_thread_sync;" % when}))

    # tcgen05.ld / tcgen05.st: 32-bit registers per thread = base * count.
    shapes = {"16x64b": 1, "16x128b": 2, "16x256b": 4, "32x32b": 1, "16x32bx2": 1}
    for shape, base in shapes.items():
        count = 1
        while base * count <= 128:
            n = base * count
            offset = [Param("offset", "i64", imm="operand", lo=0, hi=(1 << 32) - 1)] \
                if shape == "16x32bx2" else []
            off_text = ", $offset" if offset else ""
            ld_forms = {}
            st_forms = {}
            for pack in (0, 1):
                ld_forms[(pack,)] = "tcgen05.ld.sync.aligned.%s.x%d%s.b32 \t%s, [$taddr]%s;" % (
                    shape, count, ".pack::16b" if pack else "", regs("d", n), off_text)
                st_forms[(pack,)] = "tcgen05.st.sync.aligned.%s.x%d%s.b32 \t[$taddr]%s, %s;" % (
                    shape, count, ".unpack::16b" if pack else "", off_text,
                    regs("v", n) if n > 1 else "\\{$v\\}")
            out.append(Intrinsic(
                "llvm.nvvm.tcgen05.ld.%s.x%d" % (shape, count), ["i32"] * n,
                [Param("taddr", TMEM, attrs=("nocapture",))] + offset +
                [Param("pack", "i1", imm="select", values=[0, 1])],
                mem="argmem", **TCGEN05, forms=ld_forms))
            out.append(Intrinsic(
                "llvm.nvvm.tcgen05.st.%s.x%d" % (shape, count), [],
                [Param("taddr", TMEM, attrs=("nocapture",))] + offset + [Param("v", vec(n))] +
                [Param("unpack", "i1", imm="select", values=[0, 1])],
                mem="argmem", **TCGEN05, forms=st_forms))
            count *= 2
    return out


# ---------------------------------------------------------------------------
# tcgen05.mma: dense, sparse, scale_d, disable_output_lane, weight-stationary
# and block-scaled. The immediates kind, cta_group and collector usage pick the
# PTX form, as in upstream's signatures.
# ---------------------------------------------------------------------------
KINDS = ["f16", "tf32", "f8f6f4", "i8"]
COLLECTORS = ["discard", "lastuse", "fill", "use"]


def kind_feature(kind):
    return "hasTcgen05MMAKindI8" if kind == 3 else None


def mma_operands(a_tensor, sparse, lanes=0, scale=False, scale_ab=False, mask=False):
    """The operand text after the opcode, in PTX order."""
    ops = ["[$d]", "[$a]" if a_tensor else "$a", "$b"]
    if sparse:
        ops.append("[$spmeta]")
    ops.append("$idesc")
    if scale_ab:
        ops += ["[$scale_a]", "[$scale_b]"]
    if lanes:
        ops.append(regs("lanes", lanes))
    ops.append("$enable_d")
    if scale:
        ops.append("$scale")
    if mask:
        ops.append("$mask")
    return ", ".join(ops)


def mma_head_params(a_tensor):
    # The accumulator is written, a tensor-memory A read (upstream's
    # writeonly/readonly; no nocapture on these).
    return [Param("d", TMEM, attrs=("writeonly",)),
            Param("a", TMEM, attrs=("readonly",)) if a_tensor else Param("a", "i64"),
            Param("b", "i64"), Param("idesc", "i32"), Param("enable_d", "i1")]


def sel(name, values):
    return Param(name, "i32", imm="select", values=list(values))


def tcgen05_mma_families():
    out = []
    mma = dict(TCGEN05, mem="argmem", attrs=TCGEN05_MMA)
    for sparse in (False, True):
        sp = ".sp" if sparse else ""
        for a_tensor in (False, True):
            src = "tensor" if a_tensor else "shared"
            for scale_d in (False, True):
                for ashift in ((False, True) if a_tensor else (False,)):
                    kinds = range(2) if scale_d else range(4)
                    colls = range(2) if ashift else range(4)
                    name = "llvm.nvvm.tcgen05.mma%s.%s%s%s" % (
                        sp, src, ".scale_d" if scale_d else "", ".ashift" if ashift else "")
                    params = mma_head_params(a_tensor)
                    if sparse:
                        params.append(Param("spmeta", TMEM))
                    if scale_d:
                        params.append(Param("scale", "i64", imm="operand", lo=0, hi=15))
                    params += [sel("kind", kinds), sel("cta_group", (1, 2)),
                               sel("collector", colls)]
                    forms = {}
                    for k in kinds:
                        for cg in (1, 2):
                            for c in colls:
                                asm = "tcgen05.mma%s.cta_group::%d.kind::%s.collector::a::%s%s \t%s;" % (
                                    sp, cg, KINDS[k], COLLECTORS[c], ".ashift" if ashift else "",
                                    mma_operands(a_tensor, sparse, scale=scale_d))
                                forms[(k, cg, c)] = Form(asm, feature=kind_feature(k))
                    feat = dict(mma, feature="hasTcgen05MMAScaleD") if scale_d else mma
                    out.append(Intrinsic(name, [], params, forms=forms, **feat))
                    # disable_output_lane: the CTA group is in the name.
                    for cg, nlanes in ((1, 4), (2, 8)):
                        dname = "llvm.nvvm.tcgen05.mma%s.%s%s.disable_output_lane.cg%d%s" % (
                            sp, src, ".scale_d" if scale_d else "", cg,
                            ".ashift" if ashift else "")
                        dparams = mma_head_params(a_tensor)
                        if sparse:
                            dparams.append(Param("spmeta", TMEM))
                        if scale_d:
                            dparams.append(Param("scale", "i64", imm="operand", lo=0, hi=15))
                        dparams += [Param("lanes", vec(nlanes)), sel("kind", kinds),
                                    sel("collector", colls)]
                        dforms = {}
                        for k in kinds:
                            for c in colls:
                                asm = "tcgen05.mma%s.cta_group::%d.kind::%s%s.collector::a::%s \t%s;" % (
                                    sp, cg, KINDS[k], ".ashift" if ashift else "", COLLECTORS[c],
                                    mma_operands(a_tensor, sparse, lanes=nlanes, scale=scale_d))
                                dforms[(k, c)] = Form(asm, feature=kind_feature(k))
                        out.append(Intrinsic(dname, [], dparams, forms=dforms, **feat))
            # Weight-stationary: cta_group::1 only; collector b0..b3 and usage.
            for mask in (False, True):
                name = "llvm.nvvm.tcgen05.mma.ws%s.%s%s" % (sp, src, ".zero_col_mask" if mask else "")
                params = mma_head_params(a_tensor)
                if sparse:
                    params.append(Param("spmeta", TMEM))
                if mask:
                    params.append(Param("mask", "i64"))
                params += [sel("kind", range(4)), sel("collector_b", range(4)),
                           sel("collector_usage", range(4))]
                forms = {}
                for k in range(4):
                    for buf in range(4):
                        for c in range(4):
                            asm = "tcgen05.mma.ws%s.cta_group::1.kind::%s.collector::b%d::%s \t%s;" % (
                                sp, KINDS[k], buf, COLLECTORS[c],
                                mma_operands(a_tensor, sparse, mask=mask))
                            forms[(k, buf, c)] = Form(asm, feature=kind_feature(k))
                out.append(Intrinsic(name, [], params, forms=forms, **mma))
            # Block-scaled. PTX 8.8 spells the scale vector size .block16 /
            # .block32 (or nothing, meaning block32); PTX 8.6 and 8.7 only know
            # .scale_vec::1X/2X/4X, which ptxas 13.0 accepts there. LLVM 22
            # emits the 8.8 spelling at every PTX version, which ptxas rejects
            # below 8.8; we emit the spelling the PTX version has, and refuse
            # (needs PTX 8.7) where it has none.
            for kind, block, vec_size, min_ptx in (
                    ("mxf8f6f4", "", "1X", 86), ("mxf8f6f4", "block32", "1X", 86),
                    ("mxf4", "", "2X", 86), ("mxf4", "block32", "2X", 86),
                    ("mxf4nvf4", "block16", "4X", 87), ("mxf4nvf4", "block32", "2X", 87)):
                name = "llvm.nvvm.tcgen05.mma%s.%s.%s.block_scale%s" % (
                    sp, src, kind, "." + block if block else "")
                params = mma_head_params(a_tensor)
                if sparse:
                    params.append(Param("spmeta", TMEM))
                params += [Param("scale_a", TMEM), Param("scale_b", TMEM),
                           sel("cta_group", (1, 2)), sel("collector", range(4))]
                forms = {}
                # ptxas 13.0 has sparse kind::mxf4 and mxf4nvf4 only on 'a'.
                feature = "hasTcgen05SparseMXF4" if sparse and kind != "mxf8f6f4" else None
                for cg in (1, 2):
                    for c in range(4):
                        ops = mma_operands(a_tensor, sparse, scale_ab=True)
                        head = "tcgen05.mma%s.cta_group::%d.kind::%s.block_scale" % (sp, cg, kind)
                        tail = ".collector::a::%s \t%s;" % (COLLECTORS[c], ops)
                        forms[(cg, c)] = [
                            Form(head + ".scale_vec::" + vec_size + tail, feature=feature,
                                 min_ptx=min_ptx, max_ptx=88),
                            Form(head + ("." + block if block else "") + tail, feature=feature,
                                 min_ptx=88),
                        ]
                out.append(Intrinsic(name, [], params, forms=forms, **mma))
    return out


# ---------------------------------------------------------------------------
# Warp-level mma.sync: kind::f8f6f4, block-scaled, and the fp8 dense shapes.
# The fragments are literal structs of registers, as upstream declares them.
# ---------------------------------------------------------------------------
FP8F6F4 = ["e2m1", "e2m3", "e3m2", "e4m3", "e5m2"]
V2F16 = "<2 x half>"


def fragment_operands(prefix, tys):
    return [Param("%s%d" % (prefix, i), t) for i, t in enumerate(tys)]


def mma_sync_asm(opcode, nd, na, nb, nc, extra=""):
    return "%s \t%s, %s, %s, %s%s;" % (opcode, regs("d", nd), regs("a", na), regs("b", nb),
                                       regs("c", nc), extra)


# The scale operands of block-scaled mma.sync / mma.sp, and the PTX after C.
BLOCK_SCALE_PARAMS = [
    Param("scale_a", "i32"), Param("byte_id_a", "i16"), Param("thread_id_a", "i16"),
    Param("scale_b", "i32"), Param("byte_id_b", "i16"), Param("thread_id_b", "i16")]
BLOCK_SCALE_TEXT = (", $scale_a, \\{$byte_id_a, $thread_id_a\\}, "
                    "$scale_b, \\{$byte_id_b, $thread_id_b\\}")


def block_scale_variants(k8, k4):
    """(shape, kind, scale_vec, a, b, scale type) of the block-scaled forms:
    kind::mxf8f6f4 at k8 with every pair of element types, mxf4 and mxf4nvf4
    at k4 (the dense shapes are m16n8k32/k64, the sparse ones twice that)."""
    out = [(k8, "mxf8f6f4", sv, a, b, "ue8m0")
           for sv in ("", "1x") for a in FP8F6F4 for b in FP8F6F4]
    out += [(k4, "mxf4", "", "e2m1", "e2m1", "ue8m0"),
            (k4, "mxf4", "2x", "e2m1", "e2m1", "ue8m0"),
            (k4, "mxf4nvf4", "2x", "e2m1", "e2m1", "ue8m0"),
            (k4, "mxf4nvf4", "4x", "e2m1", "e2m1", "ue4m3")]
    return out


def warp_mma_families():
    out = []
    warp = dict(feature="hasWarpLevelBlockScaleMMA", min_ptx=87, mem="none",
                attrs=MMA_SYNC, side_effects=False, ret_struct=True)
    # Dense kind::f8f6f4, m16n8k32, f16 or f32 accumulators.
    for acc in ("f16", "f32"):
        dty = ["float"] * 4 if acc == "f32" else [V2F16] * 2
        for a in FP8F6F4:
            for b in FP8F6F4:
                name = "llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.%s.%s.%s.%s" % (acc, a, b, acc)
                params = (fragment_operands("a", ["i32"] * 4) + fragment_operands("b", ["i32"] * 2)
                          + fragment_operands("c", dty))
                op = "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.%s.%s.%s.%s" % (acc, a, b, acc)
                out.append(Intrinsic(name, dty, params, forms={(): mma_sync_asm(
                    op, len(dty), 4, 2, len(dty))}, **warp))
    # Block-scaled: f32 accumulators, scale factors with byte and thread ids.
    for shape, kind, sv, a, b, stype in block_scale_variants("m16n8k32", "m16n8k64"):
        name = "llvm.nvvm.mma.block.scale.%s.row.col.%s%s.f32.%s.%s.f32.%s" % (
            shape, kind, ".scale." + sv if sv else "", a, b, stype)
        params = (fragment_operands("a", ["i32"] * 4) + fragment_operands("b", ["i32"] * 2)
                  + fragment_operands("c", ["float"] * 4) + BLOCK_SCALE_PARAMS)
        op = "mma.sync.aligned.%s.row.col.kind::%s.block_scale%s.f32.%s.%s.f32.%s" % (
            shape, kind, ".scale_vec::" + sv.upper() if sv else "", a, b, stype)
        out.append(Intrinsic(name, ["float"] * 4, params, forms={(): mma_sync_asm(
            op, 4, 4, 2, 4, BLOCK_SCALE_TEXT)}, **warp))
    # e4m3/e5m2 without a kind: m16n8k32 with f32 accumulators since PTX 8.4;
    # m16n8k16, and f16 accumulators, since 8.7 (ptxas 13.0: "mma with FP8
    # floating point type and FP16 accumulation requires PTX ISA 8.7").
    for k, f32_ptx, na, nb in (("16", 87, 2, 1), ("32", 84, 4, 2)):
        for acc in ("f16", "f32"):
            min_ptx = f32_ptx if acc == "f32" else 87
            dty = ["float"] * 4 if acc == "f32" else [V2F16] * 2
            for a in ("e4m3", "e5m2"):
                for b in ("e4m3", "e5m2"):
                    name = "llvm.nvvm.mma.m16n8k%s.row.col.%s.%s.%s.%s" % (k, acc, a, b, acc)
                    params = (fragment_operands("a", ["i32"] * na)
                              + fragment_operands("b", ["i32"] * nb)
                              + fragment_operands("c", dty))
                    op = "mma.sync.aligned.m16n8k%s.row.col.%s.%s.%s.%s" % (k, acc, a, b, acc)
                    out.append(Intrinsic(name, dty, params, forms={(): mma_sync_asm(
                        op, len(dty), na, nb, len(dty))},
                        **dict(warp, feature="hasFP8MMA", min_ptx=min_ptx)))
    return out


# ---------------------------------------------------------------------------
# Warp-level sparse MMA: mma.sp and mma.sp::ordered_metadata (2:4 sparsity,
# the metadata register and the sparsity selector immediate after C).
# ---------------------------------------------------------------------------
def sparse_mma_families():
    out = []
    pure = dict(mem="none", attrs=MMA_SYNC, side_effects=False, ret_struct=True)
    F4 = ["float"] * 4

    def add(suffix, ptx_types, na, nb, a_ty, c_tys, sel_max, feature, min_ptx,
            ordered_feature, ordered_ptx, only_ordered=False, kind="", scale=None):
        for ordered in (False, True):
            if only_ordered and not ordered:
                continue
            name = "llvm.nvvm.mma.sp%s.%s" % (".ordered.metadata" if ordered else "", suffix)
            params = (fragment_operands("a", [a_ty] * na) + fragment_operands("b", [a_ty] * nb)
                      + fragment_operands("c", c_tys)
                      + [Param("metadata", "i32"),
                         Param("selector", "i32", imm="operand", lo=0, hi=sel_max)])
            extra = ", $metadata, $selector"
            if scale:
                params += scale[0]
                extra += scale[1]
            op = "mma.sp%s.sync.aligned.%s" % ("::ordered_metadata" if ordered else "", ptx_types)
            out.append(Intrinsic(name, c_tys, params, forms={(): mma_sync_asm(
                op, len(c_tys), na, nb, len(c_tys), extra)},
                feature=ordered_feature if ordered else feature,
                min_ptx=max(min_ptx, ordered_ptx if ordered else 0), **pure))

    # Integer: the selector picks one of two thread pairs for the smaller
    # shapes; the larger ones have only selector 0.
    for bits, shapes in ((8, (("m16n8k32", 2, 1), ("m16n8k64", 4, 0))),
                         (4, (("m16n8k64", 2, 1), ("m16n8k128", 4, 0)))):
        s_, u_ = "s%d" % bits, "u%d" % bits
        for shape, n, sel_max in shapes:
            for sat in ("", ".satfinite"):
                for a, b in ((s_, s_), (s_, u_), (u_, u_), (u_, s_)):
                    types = a if a == b else "%s.%s" % (a, b)
                    add("%s.row.col%s.%s" % (shape, sat, types),
                        "%s.row.col%s.s32.%s.%s.s32" % (shape, sat, a, b),
                        n, n, "i32", ["i32"] * 4, sel_max, "hasSparseMMA", 71,
                        "hasOrderedMetadataSparseMMA", 85)
    # 16-bit and tf32 inputs.
    for shape, ty, n, sel_max in (("m16n8k16", "bf16", 2, 3), ("m16n8k8", "tf32", 2, 3),
                                  ("m16n8k32", "bf16", 4, 1), ("m16n8k16", "tf32", 4, 1)):
        add("%s.row.col.%s" % (shape, ty), "%s.row.col.f32.%s.%s.f32" % (shape, ty, ty),
            n, n, "i32", F4, sel_max, "hasSparseMMA", 71, "hasOrderedMetadataSparseMMA", 85)
    for shape, n, sel_max in (("m16n8k16", 2, 3), ("m16n8k32", 4, 1)):
        add("%s.row.col.f16.f16" % shape, "%s.row.col.f16.f16.f16.f16" % shape,
            n, n, V2F16, [V2F16] * 2, sel_max, "hasSparseMMA", 71,
            "hasOrderedMetadataSparseMMA", 85)
        add("%s.row.col.f32.f32" % shape, "%s.row.col.f32.f16.f16.f32" % shape,
            n, n, V2F16, F4, sel_max, "hasSparseMMA", 71, "hasOrderedMetadataSparseMMA", 85)
    # e4m3/e5m2, m16n8k64: sm_89 and later.
    for a in ("e4m3", "e5m2"):
        for b in ("e4m3", "e5m2"):
            add("m16n8k64.row.col.f32.%s.%s.f32" % (a, b),
                "m16n8k64.row.col.f32.%s.%s.f32" % (a, b),
                4, 4, "i32", F4, 0, "hasFP8MMA", 84, "hasFP8MMA", 85)
    # kind::f8f6f4 (ordered metadata only): the sm_120 family.
    for acc in ("f16", "f32"):
        ctys = F4 if acc == "f32" else [V2F16] * 2
        for a in FP8F6F4:
            for b in FP8F6F4:
                add("m16n8k64.row.col.kind.f8f6f4.%s.%s.%s.%s" % (acc, a, b, acc),
                    "m16n8k64.row.col.kind::f8f6f4.%s.%s.%s.%s" % (acc, a, b, acc),
                    4, 4, "i32", ctys, 0, None, 87, "hasWarpLevelBlockScaleMMA", 87,
                    only_ordered=True)
    # Block-scaled (ordered metadata only): 'a' targets of the sm_120 family.
    scale = (BLOCK_SCALE_PARAMS, BLOCK_SCALE_TEXT)
    for shape, kind, sv, a, b, stype in block_scale_variants("m16n8k64", "m16n8k128"):
        add("block.scale.%s.row.col.%s%s.f32.%s.%s.f32.%s" % (
                shape, kind, ".scale." + sv if sv else "", a, b, stype),
            "%s.row.col.kind::%s.block_scale%s.f32.%s.%s.f32.%s" % (
                shape, kind, ".scale_vec::" + sv.upper() if sv else "", a, b, stype),
            4, 4, "i32", F4, 0, None, 87, "hasWarpLevelSparseBlockScaleMMA", 87,
            only_ordered=True, scale=scale)
    return out


# ---------------------------------------------------------------------------
# Conversions to and from the narrow formats (e2m1x2, e2m3x2, e3m2x2, ue8m0x2).
# ---------------------------------------------------------------------------
def conversion_families():
    out = []
    cvt = dict(feature="hasNarrowFloatConversions", min_ptx=86, mem="none",
               attrs=PURE, side_effects=False)
    b8 = "\\{\n\t.reg .b8 \t%%%s;\n\t%s\n\t%s\n\t\\}"
    for fmt in ("e2m1x2", "e2m3x2", "e3m2x2"):
        for relu in ("", ".relu"):
            name = "llvm.nvvm.ff.to.%s.rn%s.satfinite" % (fmt, relu)
            ptx = "cvt.rn.satfinite%s.%s.f32" % (relu, fmt)
            if fmt == "e2m1x2":  # a .b8 result, widened to the i16 return
                asm = b8 % ("e2m1x2_out", ptx + " \t%e2m1x2_out, $a, $b;",
                            "cvt.u16.u8 \t$d0, %e2m1x2_out;")
            else:
                asm = ptx + " \t$d0, $a, $b;"
            out.append(Intrinsic(name, ["i16"], [Param("a", "float"), Param("b", "float")],
                                 forms={(): asm}, **cvt))
            name = "llvm.nvvm.%s.to.f16x2.rn%s" % (fmt, relu)
            ptx = "cvt.rn%s.f16x2.%s" % (relu, fmt)
            if fmt == "e2m1x2":
                asm = b8 % ("e2m1x2_in", "cvt.u8.u16 \t%e2m1x2_in, $a;",
                            ptx + " \t$d0, %e2m1x2_in;")
            else:
                asm = ptx + " \t$d0, $a;"
            out.append(Intrinsic(name, [V2F16], [Param("a", "i16")], forms={(): asm}, **cvt))
    for rnd in ("rz", "rp"):
        for sat in ("", ".satfinite"):
            out.append(Intrinsic(
                "llvm.nvvm.ff.to.ue8m0x2.%s%s" % (rnd, sat), ["i16"],
                [Param("a", "float"), Param("b", "float")],
                forms={(): "cvt.%s%s.ue8m0x2.f32 \t$d0, $a, $b;" % (rnd, sat)}, **cvt))
            out.append(Intrinsic(
                "llvm.nvvm.bf16x2.to.ue8m0x2.%s%s" % (rnd, sat), ["i16"],
                [Param("a", "<2 x bfloat>")],
                forms={(): "cvt.%s%s.ue8m0x2.bf16x2 \t$d0, $a;" % (rnd, sat)}, **cvt))
    out.append(Intrinsic("llvm.nvvm.ue8m0x2.to.bf16x2", ["<2 x bfloat>"], [Param("a", "i16")],
                         forms={(): "cvt.rn.bf16x2.ue8m0x2 \t$d0, $a;"}, **cvt))
    return out


# Proxy fences. Upstream declares them with no memory attribute (any memory,
# not convergent); tcgen05.mma and TMA read shared memory through the async
# proxy, so a kernel that fills operands with ordinary stores needs
# fence.proxy.async before the MMA reads them.
# ---------------------------------------------------------------------------
def proxy_fence_families():
    out = [Intrinsic("llvm.nvvm.fence.proxy.alias", [], [], feature="hasProxyAliasFence",
                     min_ptx=75, mem="any", attrs=("nocallback", "nounwind"),
                     side_effects=True,
                     forms={(): "fence.proxy.alias;"})]
    for space, ptx_space in (("", ""), (".global", ".global"),
                             (".shared_cta", ".shared::cta"),
                             (".shared_cluster", ".shared::cluster")):
        out.append(Intrinsic("llvm.nvvm.fence.proxy.async" + space, [], [],
                             feature="hasAsyncProxyFence", min_ptx=80, mem="any",
                             attrs=("nocallback", "nounwind"), side_effects=True,
                             forms={(): "fence.proxy.async%s;" % ptx_space}))
    return out


# ---------------------------------------------------------------------------
# The rest of LLVM 22's names in these families: fp8 (e4m3x2/e5m2x2)
# conversions, stochastic-rounding conversions to the x4 narrow formats, the
# f64 mma.sync shapes of sm_90, and the wgmma synchronization Hopper kernels
# issue around their MMAs.
# ---------------------------------------------------------------------------
def fp8_f64_wgmma_families():
    out = []
    # ptxas takes these on sm_89 from PTX 8.1 and from sm_90 on at 7.8: one
    # PTX floor per intrinsic, so 8.1 everywhere (never PTX ptxas refuses).
    fp8 = dict(feature="hasFP8Conversions", min_ptx=81, mem="none", attrs=PURE,
               side_effects=False)
    for fmt in ("e4m3x2", "e5m2x2"):
        for relu in ("", ".relu"):
            out.append(Intrinsic(
                "llvm.nvvm.ff.to.%s.rn%s" % (fmt, relu), ["i16"],
                [Param("a", "float"), Param("b", "float")],
                forms={(): "cvt.rn.satfinite%s.%s.f32 \t$d0, $a, $b;" % (relu, fmt)}, **fp8))
            out.append(Intrinsic(
                "llvm.nvvm.f16x2.to.%s.rn%s" % (fmt, relu), ["i16"], [Param("a", V2F16)],
                forms={(): "cvt.rn.satfinite%s.%s.f16x2 \t$d0, $a;" % (relu, fmt)}, **fp8))
            out.append(Intrinsic(
                "llvm.nvvm.%s.to.f16x2.rn%s" % (fmt, relu), [V2F16], [Param("a", "i16")],
                forms={(): "cvt.rn%s.f16x2.%s \t$d0, $a;" % (relu, fmt)}, **fp8))
    # cvt.rs: four f32 and 32 random bits; e2m1x4 packs into 16 bits, the
    # 6- and 8-bit formats into a <4 x i8>.
    rs = dict(feature="hasStochasticRoundingConversions", min_ptx=87, mem="none",
              attrs=PURE, side_effects=False)
    for fmt in ("e2m1x4", "e2m3x4", "e3m2x4", "e4m3x4", "e5m2x4"):
        for relu in ("", ".relu"):
            out.append(Intrinsic(
                "llvm.nvvm.f32x4.to.%s.rs%s.satfinite" % (fmt, relu),
                ["i16" if fmt == "e2m1x4" else "<4 x i8>"],
                [Param("a", "<4 x float>"), Param("rbits", "i32")],
                forms={(): "cvt.rs%s.satfinite.%s.f32 \t$d0, %s, $rbits;" % (
                    relu, fmt, regs("a", 4))}, **rs))
    # mma.sync with f64 A, B, C and D: m16n8k4, k8, k16 (sm_90).
    f64 = dict(feature="hasF64M16N8MMA", min_ptx=78, mem="none", attrs=MMA_SYNC,
               side_effects=False, ret_struct=True)
    for k, na, nb in ((4, 2, 1), (8, 4, 2), (16, 8, 4)):
        params = (fragment_operands("a", ["double"] * na)
                  + fragment_operands("b", ["double"] * nb)
                  + fragment_operands("c", ["double"] * 4))
        op = "mma.sync.aligned.m16n8k%d.row.col.f64.f64.f64.f64" % k
        out.append(Intrinsic("llvm.nvvm.mma.m16n8k%d.row.col.f64" % k, ["double"] * 4, params,
                             forms={(): mma_sync_asm(op, 4, na, nb, 4)}, **f64))
    # wgmma's fence, commit and wait: warp-group collective, no memory
    # attribute (they order the asynchronous MMAs' accesses).
    wg = dict(feature="hasWgmma", min_ptx=80, mem="any", attrs=SYNC_ALIGNED,
              side_effects=True)
    out.append(Intrinsic("llvm.nvvm.wgmma.fence.sync.aligned", [], [],
                         forms={(): "wgmma.fence.sync.aligned;"}, **wg))
    out.append(Intrinsic("llvm.nvvm.wgmma.commit_group.sync.aligned", [], [],
                         forms={(): "wgmma.commit_group.sync.aligned;"}, **wg))
    # ptxas takes any non-negative N.
    out.append(Intrinsic("llvm.nvvm.wgmma.wait_group.sync.aligned", [],
                         [Param("n", "i64", imm="operand", lo=0, hi=(1 << 63) - 1)],
                         forms={(): "wgmma.wait_group.sync.aligned \t$n;"}, **wg))
    return out

# ---------------------------------------------------------------------------
# Cluster launch control (sm_100 on, PTX 8.6): a running cluster asks to
# cancel the launch of a cluster not yet started and take over its work
# (try_cancel writes a 16-byte response to shared memory and completes the
# transaction on an mbarrier); query_cancel reads that response, an i128
# passed here as two 64-bit halves and rebuilt as a .b128 register. The
# multicast form (the response goes to every CTA of the cluster) is for
# 'a' and 'f' targets only (ptxas 13.0 refuses it on plain sm_100 and later).
# No clang 22 builtins.
# ---------------------------------------------------------------------------
def cluster_launch_control_families():
    out = []
    clc = dict(feature="hasClusterLaunchControl", min_ptx=86, builtin=False)
    try_cancel = "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes"
    for multicast, suffix in (("", ""), (".multicast", ".multicast::cluster::all")):
        feature = "hasClusterLaunchControlMulticast" if multicast else clc["feature"]
        out.append(Intrinsic(
            "llvm.nvvm.clusterlaunchcontrol.try_cancel.async%s.shared" % multicast, [],
            [Param("addr", SHARED), Param("mbar", SHARED)],
            mem="argmem", attrs=("nocallback", "nofree", "nosync", "nounwind", "willreturn"),
            side_effects=True, feature=feature, min_ptx=86, builtin=False,
            forms={(): "%s%s.b128 \t[$addr], [$mbar];" % (try_cancel, suffix)}))
    handle = ("\\{\n\t.reg .b128 \t%%clc_handle;\n\tmov.b128 \t%%clc_handle, \\{$h0, $h1\\};"
              "\n\t%s \t$d0, %%clc_handle;\n\t\\}")
    query = dict(clc, mem="none", attrs=PURE, side_effects=False)
    out.append(Intrinsic(
        "llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled", ["i1"],
        [Param("h", "i128")], **query,
        forms={(): handle % "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128"}))
    for dim in "xyz":
        out.append(Intrinsic(
            "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.%s" % dim, ["i32"],
            [Param("h", "i128")], **query,
            forms={(): handle % ("clusterlaunchcontrol.query_cancel.get_first_ctaid::%s.b32.b128"
                                 % dim)}))
    return out


# ---------------------------------------------------------------------------
# redux.sync on f32 (min/max, with .abs and .NaN): sm_100 and sm_103 'a'/'f'
# (ptxas 13.0 refuses it elsewhere, sm_110a and sm_120a included), PTX 8.6.
# clang 22 has these builtins, float(float, int).
# griddepcontrol (sm_90 on, PTX 7.8): programmatic dependent launch. Both
# are only nounwind in LLVM 22 (no memory attribute); upstream spells the
# second llvm.nvvm.griddepcontrol.launch.dependents.
# ---------------------------------------------------------------------------
def redux_griddep_families():
    out = []
    for op in ("min", "max"):
        for abs_ in ("", ".abs"):
            for nan in ("", ".NaN"):
                out.append(Intrinsic(
                    "llvm.nvvm.redux.sync.f%s%s%s" % (op, abs_, nan), ["float"],
                    [Param("src", "float"), Param("mask", "i32")],
                    feature="hasReduxSyncF32", min_ptx=86, mem="inaccessiblemem",
                    attrs=("convergent", "nocallback", "nounwind"), side_effects=True,
                    forms={(): "redux.sync.%s%s%s.f32 \t$d0, $src, $mask;" % (op, abs_, nan)}))
    griddep = dict(feature="hasGridDependencyControl", min_ptx=78, mem="any",
                   side_effects=True, builtin=False)
    out.append(Intrinsic("llvm.nvvm.griddepcontrol.wait", [], [], attrs=("nounwind",),
                         forms={(): "griddepcontrol.wait;"}, **griddep))
    out.append(Intrinsic("llvm.nvvm.griddepcontrol.launch.dependents", [], [],
                         attrs=("nounwind",), forms={(): "griddepcontrol.launch_dependents;"}, **griddep))
    return out


# ---------------------------------------------------------------------------
# Fences sm_90 code uses around TMA descriptors and cluster barriers (no
# clang 22 builtins; LLVM 22 declares them nocallback nounwind, the acquire
# tensormap fences also memory(argmem: readwrite)):
#  - fence.proxy.tensormap::generic.{release,acquire}.<scope> (PTX 8.3): the
#    acquire form names the 128-byte tensormap it orders; 128 is the only
#    size ptxas takes;
#  - fence.mbarrier_init.release.cluster (PTX 8.0);
#  - fence{.proxy.async::generic}.{acquire,release}.sync_restrict (PTX 8.6).
# ---------------------------------------------------------------------------
def fence_families():
    out = []
    fence = dict(feature="hasTensormapAndClusterFences", attrs=("nocallback", "nounwind"),
                 side_effects=True, builtin=False)
    for scope in ("cta", "cluster", "gpu", "sys"):
        out.append(Intrinsic(
            "llvm.nvvm.fence.proxy.tensormap_generic.release.%s" % scope, [], [],
            min_ptx=83, mem="any", **fence,
            forms={(): "fence.proxy.tensormap::generic.release.%s;" % scope}))
        out.append(Intrinsic(
            "llvm.nvvm.fence.proxy.tensormap_generic.acquire.%s" % scope, [],
            [Param("addr", GENERIC), Param("size", "i32", imm="operand", lo=128, hi=128)],
            min_ptx=83, mem="argmem", **fence,
            forms={(): "fence.proxy.tensormap::generic.acquire.%s \t[$addr], $size;" % scope}))
    out.append(Intrinsic("llvm.nvvm.fence.mbarrier_init.release.cluster", [], [],
                         min_ptx=80, mem="any", **fence,
                         forms={(): "fence.mbarrier_init.release.cluster;"}))
    for proxy, ptx_proxy in (("", ""), (".proxy.async_generic", ".proxy.async::generic")):
        for sem, space in (("acquire", "cluster"), ("release", "cta")):
            out.append(Intrinsic(
                "llvm.nvvm.fence%s.%s.sync_restrict.space.%s.scope.cluster" % (proxy, sem, space),
                [], [], min_ptx=86, mem="any", **fence,
                forms={(): "fence%s.%s.sync_restrict::shared::%s.cluster;"
                            % (ptx_proxy, sem, space)}))
    return out


# ---------------------------------------------------------------------------
# Cache and bulk-memory hints (no clang 22 builtins):
#  - prefetch{,.global,.local}.L1/.L2, prefetch.global.L2::evict_{last,
#    normal} and prefetchu.L1: llc 22 selects them from sm_90 and PTX 8.0,
#    so the same here (PTX has them earlier, but IR for older targets would
#    then compile with us and not with upstream);
#  - applypriority{.global}.L2::evict_normal and discard{.global}.L2 on a
#    128-byte line (the only size ptxas takes): sm_80, PTX 7.4;
#  - st.bulk{.shared::cta} of a size with the initial value 0 (the only one
#    ptxas takes): sm_100 and later, PTX 8.6.
# ---------------------------------------------------------------------------
def cache_hint_families():
    out = []
    hint = dict(attrs=("nocallback", "nofree", "nosync", "nounwind", "willreturn"),
                side_effects=True, builtin=False)
    pre = dict(hint, feature="hasPrefetchHints", min_ptx=80, mem="argmem")
    for space, pty in (("", GENERIC), (".global", GLOBAL), (".local", LOCAL)):
        for level in ("L1", "L2"):
            out.append(Intrinsic(
                "llvm.nvvm.prefetch%s.%s" % (space, level), [],
                [Param("addr", pty, attrs=("readonly", "nocapture"))], **pre,
                forms={(): "prefetch%s.%s \t[$addr];" % (space, level)}))
    for evict in ("last", "normal"):
        out.append(Intrinsic(
            "llvm.nvvm.prefetch.global.L2.evict.%s" % evict, [],
            [Param("addr", GLOBAL, attrs=("readonly", "nocapture"))], **pre,
            forms={(): "prefetch.global.L2::evict_%s \t[$addr];" % evict}))
    out.append(Intrinsic(
        "llvm.nvvm.prefetchu.L1", [], [Param("addr", GENERIC, attrs=("readonly", "nocapture"))],
        **pre, forms={(): "prefetchu.L1 \t[$addr];"}))
    line = dict(hint, feature="hasL2LineHints", min_ptx=74)
    for space, pty in (("", GENERIC), (".global", GLOBAL)):
        out.append(Intrinsic(
            "llvm.nvvm.applypriority%s.L2.evict.normal" % space, [],
            [Param("addr", pty, attrs=("readonly", "nocapture")),
             Param("size", "i64", imm="operand", lo=128, hi=128)], mem="argmem", **line,
            forms={(): "applypriority%s.L2::evict_normal \t[$addr], $size;" % space}))
        out.append(Intrinsic(
            "llvm.nvvm.discard%s.L2" % space, [],
            [Param("addr", pty, attrs=("nocapture",)),
             Param("size", "i64", imm="operand", lo=128, hi=128)], mem="any", **line,
            forms={(): "discard%s.L2 \t[$addr], $size;" % space}))
    for space, pty, ptx_space in (("", GENERIC, ""), (".shared.cta", SHARED, ".shared::cta")):
        out.append(Intrinsic(
            "llvm.nvvm.st.bulk%s" % space, [],
            [Param("addr", pty, attrs=("writeonly", "nocapture")), Param("size", "i64"),
             Param("initval", "i64", imm="operand", lo=0, hi=0)],
            feature="hasBulkStore", min_ptx=86, mem="argmem_write", **hint,
            forms={(): "st.bulk%s \t[$addr], $size, $initval;" % ptx_space}))
    return out


# ---------------------------------------------------------------------------
# mbarrier waits with a scope (LLVM 22's
# mbarrier.{test,try}.wait[.parity][.tl][.relaxed].scope.{cta,cluster}.space.cta;
# no clang 22 builtins). The barrier is in the CTA's shared memory; the phase
# is an i64 state or an i32 parity; .tl adds a time limit hint. The
# acquire-at-CTA-scope forms are the plain spellings; acquire at cluster
# scope is .acquire.cluster (sm_90, PTX 8.0); .relaxed is PTX 8.6.
# test_wait is sm_80 (PTX 7.0, .parity 7.1), try_wait sm_90 (PTX 7.8), as
# ptxas 13.0 and llc 22 take them. convergent nocallback nounwind; the
# relaxed forms also memory(argmem: read).
# ---------------------------------------------------------------------------
def mbarrier_wait_families():
    out = []
    for op in ("test", "try"):
        for parity in ("", ".parity"):
            for tl in (("", ".tl") if op == "try" else ("",)):
                for relaxed in ("", ".relaxed"):
                    for scope in ("cta", "cluster"):
                        name = "llvm.nvvm.mbarrier.%s.wait%s%s%s.scope.%s.space.cta" % (
                            op, parity, tl, relaxed, scope)
                        if relaxed:
                            sem, min_ptx, mem = ".relaxed.%s" % scope, 86, "argmem_read"
                        elif scope == "cluster":
                            sem, min_ptx, mem = ".acquire.cluster", 80, "any"
                        else:
                            sem, mem = "", "any"
                            min_ptx = 78 if op == "try" else (71 if parity else 70)
                        test_cta = op == "test" and not relaxed and scope == "cta"
                        params = [Param("mbar", SHARED, attrs=("nocapture",)),
                                  Param("phase", "i32" if parity else "i64")]
                        if tl:
                            params.append(Param("time_limit", "i32"))
                        out.append(Intrinsic(
                            name, ["i1"], params,
                            feature="hasMbarrierTestWait" if test_cta else "hasMbarrierScopedWaits",
                            min_ptx=min_ptx, mem=mem,
                            attrs=("convergent", "nocallback", "nounwind"), side_effects=True,
                            builtin=False,
                            forms={(): "mbarrier.%s_wait%s%s.shared.b64 \t$d0, [$mbar], $phase%s;"
                                        % (op, parity, sem, ", $time_limit" if tl else "")}))
    return out


# ---------------------------------------------------------------------------
# mbarrier arrive, arrive_drop, expect_tx and complete_tx with a scope (LLVM
# 22's *.scope.{cta,cluster}.space.{cta,cluster}; no clang 22 builtins), on a
# barrier in the CTA's shared memory (.space.cta: ptr addrspace(3), .shared)
# or in the cluster's, possibly another CTA's (.space.cluster: ptr
# addrspace(7), .shared::cluster). On the CTA's, arrive{,_drop}[.expect_tx]
# return the barrier state; on the cluster's they return nothing and the PTX
# state operand is the sink `_`. Arrives are release at CTA scope (the plain
# spelling), .release.cluster (PTX 8.0) or .relaxed (PTX 8.6); expect_tx and
# complete_tx are .relaxed at either scope (PTX 8.0). sm_90, as llc 22 gates
# them. The non-relaxed arrives have no memory attribute, the others
# memory(argmem: readwrite), as upstream declares them.
# ---------------------------------------------------------------------------
def mbarrier_arrive_families():
    out = []
    common = dict(feature="hasMbarrierScopedWaits",
                  attrs=("convergent", "nocallback", "nounwind"), side_effects=True,
                  builtin=False)
    # (name suffix, barrier pointer, arrive result, its PTX operand, state space)
    spaces = (("cta", SHARED, ["i64"], "$d0", "shared"),
              ("cluster", CLUSTER, [], "_", "shared::cluster"))
    for space, ptr, ret, state, ptx_space in spaces:
        for op, ptx_op in (("arrive", "arrive"), ("arrive.drop", "arrive_drop")):
            for tx in ("", ".expect.tx"):
                for relaxed in ("", ".relaxed"):
                    for scope in ("cta", "cluster"):
                        if relaxed:
                            sem, min_ptx, mem = ".relaxed.%s" % scope, 86, "argmem"
                        else:
                            sem = "" if scope == "cta" else ".release.cluster"
                            min_ptx, mem = 80, "any"
                        out.append(Intrinsic(
                            "llvm.nvvm.mbarrier.%s%s%s.scope.%s.space.%s"
                            % (op, tx, relaxed, scope, space),
                            ret, [Param("mbar", ptr), Param("count", "i32")],
                            min_ptx=min_ptx, mem=mem, **common,
                            forms={(): "mbarrier.%s%s%s.%s.b64 \t%s, [$mbar], $count;"
                                        % (ptx_op, tx.replace(".expect.tx", ".expect_tx"), sem,
                                           ptx_space, state)}))
        for op in ("expect", "complete"):
            for scope in ("cta", "cluster"):
                out.append(Intrinsic(
                    "llvm.nvvm.mbarrier.%s.tx.scope.%s.space.%s" % (op, scope, space), [],
                    [Param("mbar", ptr), Param("tx_count", "i32")],
                    min_ptx=80, mem="argmem", **common,
                    forms={(): "mbarrier.%s_tx.relaxed.%s.%s.b64 \t[$mbar], $tx_count;"
                                % (op, scope, ptx_space)}))
    return out


# ---------------------------------------------------------------------------
# Bulk and tensor copies (TMA): cp.async.bulk, cp.async.bulk.tensor,
# cp.reduce.async.bulk.tensor, cp.async.bulk.prefetch[.tensor], under LLVM
# 22's names (no clang 22 builtins). Flag immediates choose the spelling, as
# llc 22 does: i1 use_mc adds .multicast::cluster and the i16 CTA mask, i1
# use_ch adds .L2::cache_hint and the i64 cache policy (an operand a flag
# turns off is not printed and takes no register), i32 cg 1 or 2 adds
# .cta_group::1/::2 (not named cta_group: ptxas takes copies of both CTA
# groups in one function, so the tcgen05 rule against mixing them, which
# looks for that name, leaves these out). Targets and PTX versions as ptxas 13.0 and the PTX ISA
# ("cp.async.bulk", "cp.async.bulk.tensor", "cp.reduce.async.bulk.tensor",
# "cp.async.bulk.prefetch.tensor") have them: everything from sm_90 at PTX
# 8.0, except the PTX 8.6 additions: a shared::cta destination (sm_90),
# .cp_mask (sm_100 and later), and .cta_group, .tile::gather4/scatter4,
# .im2col::w/::w::128 (sm_100a, sm_110a and the 'f' targets of their
# families; gather4 and im2col::w into shared::cta: sm_100 and later).
# The tensor copies are convergent nocallback nofree nosync nounwind
# willreturn with no memory attribute, the plain bulk copies also
# memory(argmem: readwrite), as upstream declares them.
# ---------------------------------------------------------------------------
TMA_ATTRS = ("convergent", "nocallback", "nofree", "nosync", "nounwind", "willreturn")
TMA_BASE = "hasBulkAsyncCopy"
TMA_NEW_MODES = "hasBulkTensorBlackwellModes"
TMA_SM100 = "hasBulkCopySm100Modes"


def flag(name):
    return Param(name, "i1", imm="select", values=[0, 1])


def coords(n):
    return [Param("c%d" % i, "i32") for i in range(n)]


def offsets(n):
    return [Param("o%d" % i, "i16") for i in range(n)]


def opt(cond, text):
    return text if cond else ""


def tma_families():
    out = []
    common = dict(attrs=TMA_ATTRS, side_effects=True, builtin=False)
    # Global to shared memory: the cluster's (with multicast and cta_group)
    # or the CTA's own.
    g2s_modes = ([("tile", "tile", d, 0, None) for d in range(1, 6)]
                 + [("im2col", "im2col", d, d - 2, None) for d in range(3, 6)]
                 + [("im2col.w", "im2col::w", d, 2, "w") for d in range(3, 6)]
                 + [("im2col.w.128", "im2col::w::128", d, 2, "w128") for d in range(3, 6)]
                 + [("tile.gather4", "tile::gather4", 2, 0, "gather4")])
    for mode, ptx_mode, dims, noffs, new in g2s_modes:
        ncoords = 5 if new == "gather4" else dims
        tensor = "[$tmap, %s]" % regs("c", ncoords)
        offs = opt(noffs, ", " + regs("o", noffs))
        # Into the cluster's shared memory.
        forms = {}
        for mc in (0, 1):
            for ch in (0, 1):
                for cg in (0, 1, 2):
                    asm = ("cp.async.bulk.tensor.%dd.shared::cluster.global.%s"
                           ".mbarrier::complete_tx::bytes%s%s%s \t[$dst], %s, [$mbar]%s%s%s;" % (
                               dims, ptx_mode, opt(mc, ".multicast::cluster"),
                               opt(ch, ".L2::cache_hint"), opt(cg, ".cta_group::%d" % cg),
                               tensor, offs, opt(mc, ", $mc"), opt(ch, ", $ch")))
                    forms[(mc, ch, cg)] = (Form(asm, feature=TMA_NEW_MODES, min_ptx=86)
                                           if cg else asm)
        out.append(Intrinsic(
            "llvm.nvvm.cp.async.bulk.tensor.g2s.%s.%dd" % (mode, dims), [],
            [Param("dst", CLUSTER, attrs=("writeonly",)), Param("mbar", SHARED),
             Param("tmap", GENERIC, attrs=("readonly",))] + coords(ncoords) + offsets(noffs)
            + [Param("mc", "i16"), Param("ch", "i64"), flag("use_mc"), flag("use_ch"),
               Param("cg", "i32", imm="select", values=[0, 1, 2])],
            feature=TMA_NEW_MODES if new else TMA_BASE, min_ptx=86 if new else 80,
            mem="any", forms=forms, **common))
        # Into the CTA's own shared memory (PTX 8.6).
        forms = {}
        for ch in (0, 1):
            forms[(ch,)] = ("cp.async.bulk.tensor.%dd.shared::cta.global.%s"
                            ".mbarrier::complete_tx::bytes%s \t[$dst], %s, [$mbar]%s%s;" % (
                                dims, ptx_mode, opt(ch, ".L2::cache_hint"), tensor, offs,
                                opt(ch, ", $ch")))
        out.append(Intrinsic(
            "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.%s.%dd" % (mode, dims), [],
            [Param("dst", SHARED, attrs=("writeonly",)), Param("mbar", SHARED),
             Param("tmap", GENERIC, attrs=("readonly",))] + coords(ncoords) + offsets(noffs)
            + [Param("ch", "i64"), flag("use_ch")],
            feature={None: TMA_BASE, "w128": TMA_NEW_MODES}.get(new, TMA_SM100), min_ptx=86,
            mem="any", forms=forms, **common))
        # Prefetch into L2.
        forms = {}
        for ch in (0, 1):
            forms[(ch,)] = ("cp.async.bulk.prefetch.tensor.%dd.L2.global.%s%s \t%s%s%s;" % (
                dims, ptx_mode, opt(ch, ".L2::cache_hint"), tensor, offs, opt(ch, ", $ch")))
        out.append(Intrinsic(
            "llvm.nvvm.cp.async.bulk.tensor.prefetch.%s.%dd" % (mode, dims), [],
            [Param("tmap", GENERIC, attrs=("readonly",))] + coords(ncoords) + offsets(noffs)
            + [Param("ch", "i64"), flag("use_ch")],
            feature=TMA_NEW_MODES if new else TMA_BASE, min_ptx=86 if new else 80,
            mem="any", forms=forms, **common))
    # Shared memory to global, plain or reducing.
    s2g_modes = ([("tile", "tile", d, None) for d in range(1, 6)]
                 + [("im2col", "im2col_no_offs", d, None) for d in range(3, 6)])
    ops = [("s2g", "cp.async.bulk.tensor", "")] + [
        ("reduce." + op, "cp.reduce.async.bulk.tensor", "." + op)
        for op in ("add", "min", "max", "inc", "dec", "and", "or", "xor")]
    for kind, opcode, red in ops:
        modes = s2g_modes + ([("tile.scatter4", "tile::scatter4", 2, "scatter4")]
                             if kind == "s2g" else [])
        for mode, ptx_mode, dims, new in modes:
            ncoords = 5 if new else dims
            forms = {}
            for ch in (0, 1):
                forms[(ch,)] = ("%s.%dd.global.shared::cta%s.%s.bulk_group%s \t[$tmap, %s], [$src]%s;" % (
                    opcode, dims, red, ptx_mode, opt(ch, ".L2::cache_hint"), regs("c", ncoords),
                    opt(ch, ", $ch")))
            out.append(Intrinsic(
                "llvm.nvvm.cp.async.bulk.tensor.%s.%s.%dd" % (kind, mode, dims), [],
                [Param("src", SHARED, attrs=("readonly",)),
                 Param("tmap", GENERIC, attrs=("readonly",))] + coords(ncoords)
                + [Param("ch", "i64"), flag("use_ch")],
                feature=TMA_NEW_MODES if new else TMA_BASE, min_ptx=86 if new else 80,
                mem="any", forms=forms, **common))
    # Bulk (non-tensor) copies.
    bulk = dict(common, mem="argmem")
    out.append(Intrinsic(
        "llvm.nvvm.cp.async.bulk.global.to.shared.cluster", [],
        [Param("dst", CLUSTER, attrs=("writeonly",)), Param("mbar", SHARED),
         Param("src", GLOBAL, attrs=("readonly",)), Param("size", "i32"), Param("mc", "i16"),
         Param("ch", "i64"), flag("use_mc"), flag("use_ch")],
        feature=TMA_BASE, min_ptx=80, **bulk,
        forms={(mc, ch): "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes%s%s"
                         " \t[$dst], [$src], $size, [$mbar]%s%s;" % (
                             opt(mc, ".multicast::cluster"), opt(ch, ".L2::cache_hint"),
                             opt(mc, ", $mc"), opt(ch, ", $ch"))
               for mc in (0, 1) for ch in (0, 1)}))
    out.append(Intrinsic(
        "llvm.nvvm.cp.async.bulk.global.to.shared.cta", [],
        [Param("dst", SHARED, attrs=("writeonly",)), Param("mbar", SHARED),
         Param("src", GLOBAL, attrs=("readonly",)), Param("size", "i32"), Param("ch", "i64"),
         flag("use_ch")],
        feature=TMA_BASE, min_ptx=86, **bulk,
        forms={(ch,): "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes%s"
                      " \t[$dst], [$src], $size, [$mbar]%s;" % (
                          opt(ch, ".L2::cache_hint"), opt(ch, ", $ch")) for ch in (0, 1)}))
    out.append(Intrinsic(
        "llvm.nvvm.cp.async.bulk.prefetch.L2", [],
        [Param("src", GLOBAL, attrs=("readonly", "nocapture")), Param("size", "i32"),
         Param("ch", "i64"), flag("use_ch")],
        feature=TMA_BASE, min_ptx=80, **bulk,
        forms={(ch,): "cp.async.bulk.prefetch.L2.global%s \t[$src], $size%s;" % (
            opt(ch, ".L2::cache_hint"), opt(ch, ", $ch")) for ch in (0, 1)}))
    out.append(Intrinsic(
        "llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", [],
        [Param("dst", CLUSTER, attrs=("writeonly",)), Param("mbar", SHARED),
         Param("src", SHARED, attrs=("readonly",)), Param("size", "i32")],
        feature=TMA_BASE, min_ptx=80, **bulk,
        forms={(): "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes"
                   " \t[$dst], [$src], $size, [$mbar];"}))
    for mask in (False, True):
        out.append(Intrinsic(
            "llvm.nvvm.cp.async.bulk.shared.cta.to.global" + opt(mask, ".bytemask"), [],
            [Param("dst", GLOBAL, attrs=("writeonly",)), Param("src", SHARED, attrs=("readonly",)),
             Param("size", "i32"), Param("ch", "i64"), flag("use_ch")]
            + ([Param("mask", "i16")] if mask else []),
            feature=TMA_SM100 if mask else TMA_BASE, min_ptx=86 if mask else 80, **bulk,
            forms={(ch,): "cp.async.bulk.global.shared::cta.bulk_group%s%s \t[$dst], [$src], $size%s%s;" % (
                opt(ch, ".L2::cache_hint"), opt(mask, ".cp_mask"), opt(ch, ", $ch"),
                opt(mask, ", $mask")) for ch in (0, 1)}))
    return out


# ---------------------------------------------------------------------------
# ldmatrix and stmatrix (no clang 22 builtins): the warp loads or stores 8x8
# (b16) or 16x16 / 8x16 / 16x8 (b8) matrices, each thread holding 32-bit
# registers of them. Overloaded on the pointer, as upstream declares them:
# the generic (.p0) and shared (.p3, the .shared spelling) variants, the two
# llc 22 selects. ldmatrix's .b8 shapes: m16n16 (transposed, .b8 or the
# packed 6-/4-bit .b8x16 formats, two registers per matrix) and m8n16
# (.b8x16, one register per matrix). stmatrix: m8n8 .b16 (sm_90, PTX 7.8)
# and m16n8 .trans.b8 ('a'/'f' from sm_100, PTX 8.6), one register per
# matrix.
# ---------------------------------------------------------------------------
def ldmatrix_stmatrix_families():
    out = []
    matrix = dict(attrs=("convergent", "nocallback", "nounwind"), side_effects=True,
                  builtin=False)

    def space(pty):
        return ".shared" if pty == SHARED else ""

    def ldmatrix(shape, count, trans, fmt, nregs):
        base = "llvm.nvvm.ldmatrix.sync.aligned.%s.x%d%s.%s" % (
            shape, count, ".trans" if trans else "", fmt)

        def make(name, pty):
            return Intrinsic(
                name, ["i32"] * nregs, [Param("addr", pty, attrs=("readonly", "nocapture"))],
                feature="hasLdStMatrixB8", min_ptx=86, mem="argmem_read", ret_struct=True,
                forms={(): "ldmatrix.sync.aligned.%s.x%d%s%s.%s \t%s, [$addr];" % (
                    shape, count, ".trans" if trans else "", space(pty), fmt,
                    regs("d", nregs))},
                **matrix)
        return overloaded(base, (GENERIC, SHARED), make)

    for fmt in ("b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64"):
        for count in (1, 2):
            out += ldmatrix("m16n16", count, True, fmt, 2 * count)
    for fmt in ("b8x16.b6x16_p32", "b8x16.b4x16_p64"):
        for count in (1, 2, 4):
            out += ldmatrix("m8n16", count, False, fmt, count)

    def stmatrix(shape, count, trans, fmt, feature, min_ptx):
        base = "llvm.nvvm.stmatrix.sync.aligned.%s.x%d%s.%s" % (
            shape, count, ".trans" if trans else "", fmt)

        def make(name, pty):
            return Intrinsic(
                name, [], [Param("addr", pty, attrs=("writeonly", "nocapture"))]
                + [Param("v%d" % i, "i32") for i in range(count)],
                feature=feature, min_ptx=min_ptx, mem="argmem_write",
                forms={(): "stmatrix.sync.aligned.%s.x%d%s%s.%s \t[$addr], %s;" % (
                    shape, count, ".trans" if trans else "", space(pty), fmt,
                    regs("v", count))},
                **matrix)
        return overloaded(base, (GENERIC, SHARED), make)

    for count in (1, 2, 4):
        for trans in (False, True):
            out += stmatrix("m8n8", count, trans, "b16", "hasStmatrix", 78)
        out += stmatrix("m16n8", count, True, "b8", "hasLdStMatrixB8", 86)
    return out


# ---------------------------------------------------------------------------
# elect.sync (sm_90, PTX 8.0; no clang 22 builtin): elects one thread of the
# member mask, returning its lane in a 32-bit register and, in a predicate,
# whether this thread is the one. Upstream's result is the literal struct
# { i32, i1 }: results of different types, each in its register class.
# The special registers LLVM 22 adds (no clang 22 builtins):
# %total_smem_size and %dynamic_smem_size (PTX 4.1) and %globaltimer_lo
# (PTX 3.1) exist on every target, %aggr_smem_size from sm_90 (PTX 8.1).
# The three sizes are constant during a launch (upstream: pure, speculatable);
# the timer is read as an access to inaccessible memory.
# ---------------------------------------------------------------------------
def elect_sreg_families():
    out = [Intrinsic("llvm.nvvm.elect.sync", ["i32", "i1"], [Param("mask", "i32")],
                     feature="hasElectSync", min_ptx=80, mem="inaccessiblemem",
                     attrs=("convergent", "nocallback", "nofree", "nosync", "nounwind",
                            "willreturn"),
                     side_effects=True, builtin=False,
                     forms={(): "elect.sync \t$d0\\|$d1, $mask;"})]
    sreg = dict(mem="none", attrs=PURE, side_effects=False, builtin=False)
    for reg, feature, min_ptx in (("total_smem_size", "hasBaseSpecialRegisters", 41),
                                  ("dynamic_smem_size", "hasBaseSpecialRegisters", 41),
                                  ("aggr_smem_size", "hasAggrSmemSizeRegister", 81)):
        out.append(Intrinsic("llvm.nvvm.read.ptx.sreg.%s" % reg, ["i32"], [],
                             feature=feature, min_ptx=min_ptx,
                             forms={(): "mov.u32 \t$d0, %%%s;" % reg}, **sreg))
    out.append(Intrinsic("llvm.nvvm.read.ptx.sreg.globaltimer.lo", ["i32"], [],
                         feature="hasBaseSpecialRegisters", min_ptx=31, mem="inaccessiblemem",
                         attrs=("nocallback", "nofree", "nounwind", "willreturn"),
                         side_effects=True, builtin=False,
                         forms={(): "mov.u32 \t$d0, %globaltimer_lo;"}))
    return out


# ---------------------------------------------------------------------------
# prefetch.tensormap (sm_90, PTX 8.0, as llc 22 selects it; no clang 22
# builtin): brings a TMA descriptor into the cache, from the generic, const
# (.p4, prefetch.const) or kernel parameter (.p101, prefetch.param) space.
# ---------------------------------------------------------------------------
def tensormap_families():
    def prefetch(name, pty):
        space = {GENERIC: "", CONST: ".const", PARAM: ".param"}[pty]
        return Intrinsic(
            name, [], [Param("addr", pty, attrs=("readonly", "nocapture"))],
            feature="hasPrefetchHints", min_ptx=80, mem="argmem",
            attrs=("nocallback", "nofree", "nosync", "nounwind", "willreturn"),
            side_effects=True, builtin=False,
            forms={(): "prefetch%s.tensormap \t[$addr];" % space})
    out = overloaded("llvm.nvvm.prefetch.tensormap", (GENERIC, CONST, PARAM), prefetch)
    out += tensormap_replace_families()
    return out


# ---------------------------------------------------------------------------
# tensormap.replace (no clang 22 builtins): rewrites one field of a 128-byte
# TMA descriptor in global (.p1) or CTA shared (.p3) memory, the two
# overloads llc 22 selects. sm_90a and the 'a'/'f' targets from sm_100 on,
# PTX 8.3. A dimension's index (box_dim, global_dim, global_stride,
# element_stride) is 0 to 4, the five dimensions a descriptor has (ptxas
# refuses 5; llc 22 emits it). The enumerated fields take their value as an
# immediate: element types 13 to 15 (PTX 8.7) and .swizzle_atomicity (PTX
# 8.7, as llc 22 selects it; ptxas takes it at 8.6 on sm_100a) need the
# 'a'/'f' targets from sm_100 on, .swizzle_mode 4 sm_103a with PTX 8.8.
# ---------------------------------------------------------------------------
def tensormap_replace_families():
    out = []
    replace = dict(mem="argmem_write", side_effects=True, builtin=False,
                   attrs=("nocallback", "nofree", "nosync", "nounwind", "willreturn"))
    spaces = {GLOBAL: ".global", SHARED: ".shared::cta"}

    def add(field, ptx_field, operands, feature="hasTensormapReplace", min_ptx=83,
            values=None, value_form=None):
        def make(name, pty):
            head = "tensormap.replace.tile.%s%s.b1024" % (ptx_field, spaces[pty])
            params = [Param("addr", pty, attrs=("nocapture",))]
            if values is None:
                width, has_ord = operands
                if has_ord:
                    params.append(Param("ord", "i32", imm="operand", lo=0, hi=4))
                params.append(Param("value", "i%d" % width))
                forms = {(): "%s.b%d \t[$addr], %s$value;" % (
                    head, width, "$ord, " if has_ord else "")}
            else:
                params.append(Param("value", "i32", imm="select", values=list(values)))
                forms = {(v,): Form("%s.b32 \t[$addr], %d;" % (head, v),
                                    **(value_form(v) if value_form else {}))
                         for v in values}
            return Intrinsic(name, [], params, feature=feature, min_ptx=min_ptx,
                             forms=forms, **replace)
        out.extend(overloaded("llvm.nvvm.tensormap.replace." + field, (GLOBAL, SHARED), make))

    add("global.address", "global_address", (64, False))
    add("rank", "rank", (32, False))
    for field in ("box.dim", "global.dim", "element.stride"):
        add(field, field.replace(".", "_"), (32, True))
    add("global.stride", "global_stride", (64, True))

    def elemtype(v):
        return dict(feature="hasTensormapReplaceSm100", min_ptx=87) if v >= 13 else {}

    def swizzle_mode(v):
        return dict(feature="hasTensormapSwizzleMode4", min_ptx=88) if v == 4 else {}
    add("elemtype", "elemtype", None, values=range(16), value_form=elemtype)
    add("interleave.layout", "interleave_layout", None, values=range(3))
    add("swizzle.mode", "swizzle_mode", None, values=range(5), value_form=swizzle_mode)
    add("swizzle.atomicity", "swizzle_atomicity", None, values=range(4),
        feature="hasTensormapReplaceSm100", min_ptx=87)
    add("fill.mode", "fill_mode", None, values=range(2))
    return out


# ---------------------------------------------------------------------------
# CTA barriers under LLVM 22's names (llvm.nvvm.barrier.cta.*; no clang 22
# builtins): sync, arrive and the and/or/popc reductions, on barrier $id for
# all threads of the CTA (.all) or $count of them. The .aligned forms are
# bar.* (every target, PTX 2.0); the others barrier.* (sm_70, PTX 6.0). The
# barrier id and count are registers here (llc 22 prints a constant one as
# an immediate; ptxas takes either).
# ---------------------------------------------------------------------------
def barrier_cta_families():
    out = []
    conv = dict(mem="any", attrs=("convergent", "nocallback", "nounwind"), side_effects=True,
                builtin=False)
    for aligned in (False, True):
        opcode = "bar" if aligned else "barrier"
        gate = dict(feature="hasAlignedBarrier", min_ptx=20) if aligned else \
            dict(feature="hasNonAlignedBarrier", min_ptx=60)
        suffix = ".aligned" if aligned else ""
        for op, counts in (("sync", ("all", "count")), ("arrive", ("count",))):
            for count in counts:
                params = [Param("id", "i32")] + ([Param("count", "i32")] if count == "count" else [])
                out.append(Intrinsic(
                    "llvm.nvvm.barrier.cta.%s%s.%s" % (op, suffix, count), [], params,
                    forms={(): "%s.%s \t$id%s;" % (opcode, op, ", $count" if count == "count" else "")},
                    **dict(conv, **gate)))
        for red, ret, ptx_type in (("and", "i1", "pred"), ("or", "i1", "pred"),
                                   ("popc", "i32", "u32")):
            for count in ("all", "count"):
                params = [Param("id", "i32")] + ([Param("count", "i32")] if count == "count" else []) \
                    + [Param("pred", "i1")]
                out.append(Intrinsic(
                    "llvm.nvvm.barrier.cta.red.%s%s.%s" % (red, suffix, count), [ret], params,
                    forms={(): "%s.red.%s.%s \t$d0, $id%s, $pred;" % (
                        opcode, red, ptx_type, ", $count" if count == "count" else "")},
                    **dict(conv, **gate)))
    return out


# ---------------------------------------------------------------------------
# Scalar arithmetic and bit manipulation LLVM 22 adds (PTX ISA, "Floating
# point instructions", "Integer arithmetic instructions", "Logic and shift
# instructions"): add/fma with a rounding mode and .sat on f32, div.full,
# fabs and ex2.approx overloaded on their float type, flo (bfind) and the
# .clamp funnel shifts overloaded on their integer type, the prmt modes,
# dp4a/dp2a, bmsk, szext and pmevent.mask. Each overload is an entry of its
# own (overloaded()), gated by the target and PTX version its PTX type needs.
# Those LLVM 19 already declares under the same name (ex2.approx.f16) or
# llc 22 cannot select (fabs.ftz on f64/bf16, ex2.approx on f64, the funnel
# shifts on i64, flo on i16) are not carried.
# ---------------------------------------------------------------------------
SCALAR = "hasScalarMathBase"
PTX_TYPE = {"float": "f32", "double": "f64", "half": "f16", "bfloat": "bf16",
            "<2 x half>": "f16x2", "<2 x bfloat>": "bf16x2", "i32": "32", "i64": "64"}
# Upstream's DefaultAttrsIntrinsic with IntrNoMem but not IntrSpeculatable
# (div.full, ex2.approx).
NOMEM = ("nocallback", "nofree", "nosync", "nounwind", "willreturn")


def scalar_math_families():
    out = []
    pure = dict(mem="none", attrs=PURE, side_effects=False)
    f32 = "float"
    for rnd in ("rn", "rz", "rm", "rp"):
        for ftz in ("", ".ftz"):
            out.append(Intrinsic(
                "llvm.nvvm.add.%s%s.sat.f" % (rnd, ftz), [f32], [Param("a", f32), Param("b", f32)],
                feature=SCALAR, min_ptx=32,
                forms={(): "add.%s.sat%s.f32 \t$d0, $a, $b;" % (rnd, ftz)}, **pure))
            out.append(Intrinsic(
                "llvm.nvvm.fma.%s%s.sat.f" % (rnd, ftz), [f32],
                [Param("a", f32), Param("b", f32), Param("c", f32)], feature=SCALAR, min_ptx=32,
                forms={(): "fma.%s%s.sat.f32 \t$d0, $a, $b, $c;" % (rnd, ftz)}, **pure))
    for ftz in ("", ".ftz"):
        out.append(Intrinsic(
            "llvm.nvvm.div.full%s" % ftz, [f32], [Param("a", f32), Param("b", f32)],
            feature=SCALAR, min_ptx=32, mem="none", attrs=NOMEM, side_effects=False,
            builtin=False, forms={(): "div.full%s.f32 \t$d0, $a, $b;" % ftz}))

    # fabs and ex2.approx, overloaded on their float type: (type, feature,
    # minimum PTX) per overload llc 22 selects.
    every = (SCALAR, 32)
    half = ("hasHalfAbs", 65)
    bf16 = ("hasBF16AbsAndSatfiniteCvt", 70)
    unary = {
        "llvm.nvvm.fabs": ("abs", PURE, [(f32, every), ("double", every), ("half", half),
                                         ("bfloat", bf16), ("<2 x half>", half),
                                         ("<2 x bfloat>", bf16)]),
        "llvm.nvvm.fabs.ftz": ("abs.ftz", PURE, [(f32, every), ("half", half),
                                                 ("<2 x half>", half)]),
        "llvm.nvvm.ex2.approx": ("ex2.approx", NOMEM, [
            (f32, every), ("<2 x half>", ("hasHalfEx2AndSatfiniteF16", 70))]),
        "llvm.nvvm.ex2.approx.ftz": ("ex2.approx.ftz", NOMEM, [
            (f32, every), ("bfloat", ("hasBF16Ex2AndTF32Cvt", 78)),
            ("<2 x bfloat>", ("hasBF16Ex2AndTF32Cvt", 78))]),
    }
    for base, (opcode, attrs, overloads) in unary.items():
        gate = dict(overloads)

        # Of these, clang 22 has builtins for the f16 and f16x2 fabs only,
        # the latter named __nvvm_fabs{_ftz}_f16x2.
        def make(name, ty, opcode=opcode, attrs=attrs, gate=gate):
            feature, min_ptx = gate[ty]
            f16 = opcode.startswith("abs") and ty in ("half", "<2 x half>")
            return Intrinsic(name, [ty], [Param("a", ty)], feature=feature, min_ptx=min_ptx,
                             mem="none", attrs=attrs, side_effects=False, builtin=f16,
                             builtin_name=("__nvvm_%s_f16x2" % opcode.replace("abs", "fabs")
                                           .replace(".", "_")
                                           if f16 and ty == "<2 x half>" else None),
                             forms={(): "%s.%s \t$d0, $a;" % (opcode, PTX_TYPE[ty])})
        out += overloaded(base, [t for t, _ in overloads], make)

    # flo: bfind on i32/i64, the immediate asks for the shift amount instead
    # of the bit position. fshl/fshr.clamp: shf with .clamp on i32 (the high
    # word is the first operand, PTX takes the low one first).
    for sign in ("s", "u"):
        def flo(name, ty, sign=sign):
            spelled = "%s%s" % (sign, PTX_TYPE[ty])
            return Intrinsic(name, ["i32"], [Param("src", ty),
                                             Param("shiftamt", "i1", imm="select", values=[0, 1])],
                             feature=SCALAR, min_ptx=32, builtin=False,
                             forms={(0,): "bfind.%s \t$d0, $src;" % spelled,
                                    (1,): "bfind.shiftamt.%s \t$d0, $src;" % spelled}, **pure)
        out += overloaded("llvm.nvvm.flo." + sign, ("i32", "i64"), flo)
    for direction in ("l", "r"):
        def fsh(name, ty, direction=direction):
            return Intrinsic(name, [ty], [Param("hi", ty), Param("lo", ty), Param("shift", ty)],
                             feature="hasFunnelShiftClamp", min_ptx=32, builtin=False,
                             forms={(): "shf.%s.clamp.b32 \t$d0, $lo, $hi, $shift;" % direction},
                             **pure)
        out += overloaded("llvm.nvvm.fsh%s.clamp" % direction, ("i32",), fsh)

    # prmt's modes: f4e/b4e take both sources, the others one (PTX's second
    # source is 0).
    for mode in ("f4e", "b4e"):
        out.append(Intrinsic("llvm.nvvm.prmt." + mode, ["i32"],
                             [Param("a", "i32"), Param("b", "i32"), Param("sel", "i32")],
                             feature=SCALAR, min_ptx=32, builtin=False,
                             forms={(): "prmt.b32.%s \t$d0, $a, $b, $sel;" % mode}, **pure))
    for mode in ("rc8", "ecl", "ecr", "rc16"):
        out.append(Intrinsic("llvm.nvvm.prmt." + mode, ["i32"],
                             [Param("a", "i32"), Param("sel", "i32")],
                             feature=SCALAR, min_ptx=32, builtin=False,
                             forms={(): "prmt.b32.%s \t$d0, $a, 0, $sel;" % mode}, **pure))

    # dp4a and dp2a (sm_61, PTX 5.0); dp2a's immediate picks the high or low
    # half of the second operand.
    for a in ("s", "u"):
        for b in ("s", "u"):
            types = "%s32.%s32" % (a, b)
            out.append(Intrinsic("llvm.nvvm.idp4a.%s.%s" % (a, b), ["i32"],
                                 [Param("a", "i32"), Param("b", "i32"), Param("c", "i32")],
                                 feature="hasIntegerDotProduct", min_ptx=50, builtin=False,
                                 forms={(): "dp4a.%s \t$d0, $a, $b, $c;" % types}, **pure))
            out.append(Intrinsic("llvm.nvvm.idp2a.%s.%s" % (a, b), ["i32"],
                                 [Param("a", "i32"), Param("b", "i32"),
                                  Param("is_hi", "i1", imm="select", values=[0, 1]),
                                  Param("c", "i32")],
                                 feature="hasIntegerDotProduct", min_ptx=50, builtin=False,
                                 forms={(0,): "dp2a.lo.%s \t$d0, $a, $b, $c;" % types,
                                        (1,): "dp2a.hi.%s \t$d0, $a, $b, $c;" % types},
                                 **pure))

    # bmsk and szext (sm_70, PTX 7.6).
    for mode in ("wrap", "clamp"):
        out.append(Intrinsic("llvm.nvvm.bmsk." + mode, ["i32"], [Param("a", "i32"),
                                                                Param("b", "i32")],
                             feature="hasBitMaskAndSignZeroExtend", min_ptx=76, builtin=False,
                             forms={(): "bmsk.%s.b32 \t$d0, $a, $b;" % mode}, **pure))
        for ext, ty in (("sext", "s32"), ("zext", "u32")):
            out.append(Intrinsic("llvm.nvvm.%s.%s" % (ext, mode), ["i32"],
                                 [Param("a", "i32"), Param("b", "i32")],
                                 feature="hasBitMaskAndSignZeroExtend", min_ptx=76,
                                 builtin=False,
                                 forms={(): "szext.%s.%s \t$d0, $a, $b;" % (mode, ty)}, **pure))

    # pmevent.mask: signals the performance monitor events of the mask.
    # Upstream's IntrNoMem with IntrHasSideEffects declares no memory
    # attribute at all.
    out.append(Intrinsic("llvm.nvvm.pm.event.mask", [],
                         [Param("mask", "i16", imm="operand", lo=0, hi=0xffff)],
                         feature=SCALAR, min_ptx=32, mem="any",
                         attrs=("convergent",) + NOMEM, side_effects=True,
                         forms={(): "pmevent.mask \t$mask;"}))
    return out


# ---------------------------------------------------------------------------
# f32 to f16, bf16 and tf32 conversions LLVM 22 adds (PTX ISA, "cvt"): the
# .relu and .satfinite forms of cvt.rn/rz to f16, bf16 and their pairs,
# stochastic rounding (cvt.rs, random bits in the third operand) to the
# pairs, and the .relu/.satfinite tf32 roundings.
# ---------------------------------------------------------------------------
def f32_conversion_families():
    out = []
    cvt = dict(mem="none", attrs=PURE, side_effects=False)
    f32 = "float"
    for rnd in ("rn", "rz"):
        for relu in ("", ".relu"):
            for sat in ("", ".satfinite"):
                mods = "%s%s%s" % (rnd, relu, sat)
                if relu and sat:
                    gate = ("hasBF16AbsAndSatfiniteCvt", 81)
                elif sat:
                    gate = ("hasHalfEx2AndSatfiniteF16", 81)
                elif relu:
                    gate = ("hasBF16AbsAndSatfiniteCvt", 70)
                else:
                    gate = (SCALAR, 32)
                out.append(Intrinsic("llvm.nvvm.f2f16." + mods, ["half"], [Param("a", f32)],
                                     feature=gate[0], min_ptx=gate[1],
                                     forms={(): "cvt.%s.f16.f32 \t$d0, $a;" % mods}, **cvt))
                if sat:  # LLVM 19 has the others
                    out.append(Intrinsic(
                        "llvm.nvvm.f2bf16." + mods, ["bfloat"], [Param("a", f32)],
                        feature="hasBF16AbsAndSatfiniteCvt", min_ptx=81,
                        forms={(): "cvt.%s.bf16.f32 \t$d0, $a;" % mods}, **cvt))
                    for name, ty, ptx in (("ff2f16x2", "<2 x half>", "f16x2"),
                                          ("ff2bf16x2", "<2 x bfloat>", "bf16x2")):
                        out.append(Intrinsic(
                            "llvm.nvvm.%s.%s" % (name, mods), [ty],
                            [Param("a", f32), Param("b", f32)],
                            feature="hasBF16AbsAndSatfiniteCvt", min_ptx=81,
                            forms={(): "cvt.%s.%s.f32 \t$d0, $a, $b;" % (mods, ptx)}, **cvt))
    for relu in ("", ".relu"):
        for sat in ("", ".satfinite"):
            for name, ty, ptx in (("ff2f16x2", "<2 x half>", "f16x2"),
                                  ("ff2bf16x2", "<2 x bfloat>", "bf16x2")):
                out.append(Intrinsic(
                    "llvm.nvvm.%s.rs%s%s" % (name, relu, sat), [ty],
                    [Param("a", f32), Param("b", f32), Param("rbits", "i32")],
                    feature="hasStochasticRoundingConversions", min_ptx=87,
                    forms={(): "cvt.rs%s%s.%s.f32 \t$d0, $a, $b, $rbits;" % (relu, sat, ptx)},
                    **cvt))
    tf32 = [("rna.satfinite", "hasBF16AbsAndSatfiniteCvt", 81)]
    for rnd in ("rn", "rz"):
        for relu in ("", ".relu"):
            tf32.append((rnd + relu, "hasBF16Ex2AndTF32Cvt", 78))
            tf32.append((rnd + relu + ".satfinite", "hasSatfiniteTF32Cvt", 86))
    for mods, feature, min_ptx in tf32:
        out.append(Intrinsic("llvm.nvvm.f2tf32." + mods, ["i32"], [Param("a", f32)],
                             feature=feature, min_ptx=min_ptx,
                             forms={(): "cvt.%s.tf32.f32 \t$d0, $a;" % mods}, **cvt))
    return out


def all_intrinsics():
    table = (tcgen05_families() + tcgen05_mma_families() + warp_mma_families()
             + sparse_mma_families() + conversion_families() + proxy_fence_families()
             + fp8_f64_wgmma_families() + cluster_launch_control_families()
             + redux_griddep_families() + fence_families() + cache_hint_families()
             + mbarrier_wait_families() + mbarrier_arrive_families()
             + tma_families()
             + ldmatrix_stmatrix_families() + elect_sreg_families()
             + tensormap_families() + barrier_cta_families()
             + scalar_math_families() + f32_conversion_families())
    table.sort(key=lambda i: i.name)
    names = [i.name for i in table]
    assert len(names) == len(set(names)), "duplicate intrinsic names"
    return table


# ---------------------------------------------------------------------------
# Emitters.
# ---------------------------------------------------------------------------
def inst_name(intr, key, width, n=0):
    base = intr.name[len("llvm.nvvm."):].upper().replace(".", "_")
    sel = "".join("_%s" % v for v in key)
    alt = "_V%d" % n if n else ""
    return "BW_%s%s%s%s" % (base, sel, alt, "" if width is None else "_R%s" % width)


def all_forms(intr):
    """(selector key, Form, index among the forms of that key)."""
    for key in sorted(intr.forms):
        for n, form in enumerate(intr.forms[key]):
            yield key, form, n


def widths(intr):
    """The instruction flavours by pointer width: 64 (nvptx64), 32 (nvptx,
    or --nvptx-short-ptr when every pointer operand is a short one), and
    SHORT32 where an intrinsic takes both short and other pointers (the TMA
    copies: shared-memory and generic tensor map operands), whose widths
    part under --nvptx-short-ptr. The first is the 64-bit flavour, the last
    the 32-bit one."""
    tys = {p.ty for p in intr.params}
    if not tys & set(WIDTH_DEPENDENT):
        return (None,)
    if tys & set(SHORT_POINTERS) and tys & (set(WIDTH_DEPENDENT) - set(SHORT_POINTERS)):
        return (64, SHORT32, 32)
    return (64, 32)


def pointer_bits(ty, width):
    if width == SHORT32:
        return 32 if ty in SHORT_POINTERS else 64
    return width


def used_in(p, asm):
    """Whether the PTX form prints value operand p: a form may leave out an
    operand that a flag immediate turns off (the TMA multicast mask and
    cache policy), which then takes no register at all."""
    suffix = r"\d+" if is_split_vector(p.ty) or p.ty == "i128" else ""
    return re.search(r"\$%s%s(?![A-Za-z0-9_])" % (re.escape(p.name), suffix), asm) is not None


def dropped_params(intr, asm):
    """Bit I set: the form leaves out value parameter I."""
    return sum(1 << i for i, p in enumerate(intr.params)
               if p.imm is None and not used_in(p, asm))


def operand_list(intr, width, asm=None):
    """(outs, ins) of the instruction: registers for values (a vector operand
    becomes one register per element), immediates for 'operand' immargs.
    With a form's asm, the value operands it does not print are left out."""
    outs = ["%s:$d%d" % (REGCLASS[t], i) for i, t in enumerate(intr.ret)]
    ins = []
    for p in intr.params:
        if p.imm == "select":
            continue
        if p.imm is None and asm is not None and not used_in(p, asm):
            continue
        if p.imm == "operand":
            ins.append("%s:$%s" % (IMMTYPE[p.ty], p.name))
        elif is_split_vector(p.ty):
            n, elt = split_element(p.ty)
            ins += ["%s:$%s%d" % (REGCLASS[elt], p.name, i) for i in range(n)]
        elif p.ty == "i128":
            ins += ["Int64Regs:$%s%d" % (p.name, i) for i in range(I128_HALVES)]
        elif p.ty in WIDTH_DEPENDENT:
            ins.append("Int%dRegs:$%s" % (pointer_bits(p.ty, width), p.name))
        else:
            ins.append("%s:$%s" % (REGCLASS[p.ty], p.name))
    return outs, ins


def td_string(asm):
    """A TableGen string literal body: backslashes doubled, tabs escaped (the
    asm writer then reads \\{ as a literal brace)."""
    return asm.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def emit_td(table, out):
    out.write("// Generated by NVPTXBlackwellIntrinsics.py: do not edit.\n"
              "// One NVPTX instruction per PTX form of the Blackwell intrinsics.\n"
              "// Selected in C++ (NVPTXBlackwellISel.cpp), never by pattern.\n\n")
    for intr in table:
        for key, form, n in all_forms(intr):
            asm = form.asm
            for width in widths(intr):
                outs, ins = operand_list(intr, width, asm)
                flags = ["hasSideEffects = %d" % intr.side_effects,
                         "mayLoad = %d" % (intr.mem != "none"),
                         "mayStore = %d" % (intr.mem != "none")]
                if intr.convergent:
                    flags.append("isConvergent = 1")
                out.write("let %s in\n" % ", ".join(flags))
                out.write('def %s : NVPTXInst<(outs %s), (ins %s),\n  "%s", []>;\n' % (
                    inst_name(intr, key, width, n), ", ".join(outs), ", ".join(ins),
                    td_string(asm)))
    out.write("\n")


def write_inc_table(out, macro, rows, comment=None, trailer="\n"):
    """One table of a generated .inc, '  ROW,' a line, between '#ifdef MACRO'
    and '#undef MACRO' so that an includer takes just the tables it defines a
    macro for (used for the clang builtins' tables too)."""
    out.write("#ifdef %s\n" % macro)
    if comment:
        out.write("// %s\n" % comment)
    for row in rows:
        out.write("  %s,\n" % row)
    out.write("#undef %s\n#endif\n%s" % (macro, trailer))


def fn_attr_bits(intr):
    return sum(1 << FN_ATTRS.index(a) for a in intr.attrs)


def param_attr_bits(p):
    return sum(1 << PARAM_ATTRS.index(a) for a in p.attrs)


def emit_inc(table, out):
    out.write("// Generated by NVPTXBlackwellIntrinsics.py: do not edit.\n\n")

    out.write("#ifdef NVPTXBW_INTRINSICS\n")
    # NVPTXBW_INTRINSIC(Name, ResultType, NumResults, StructResult, Feature,
    #                   MinPTX, Mem, FnAttrs, SideEffects, FirstParamSpec,
    #                   NumParams, FirstForm, NumForms, CTAGroupParam,
    #                   FirstResult)
    # FnAttrs: bit i is FN_ATTRS[i]; a parameter's Attrs: bit i PARAM_ATTRS[i].
    # ResultType is the first result's; NVPTXBW_RESULT_TYPES from FirstResult
    # has each result's (elect.sync's { i32, i1 } differ).
    specs, forms, results = [], [], []
    for intr in table:
        first_result = len(results)
        results += ["TableType::" + table_type(t)[0] for t in intr.ret]
        first_spec = len(specs)
        for p in intr.params:
            kind = {"select": 1, "operand": 2}.get(p.imm, 0)
            lo = p.lo if p.imm == "operand" else (min(p.values) if p.values else 0)
            hi = p.hi if p.imm == "operand" else (max(p.values) if p.values else 0)
            ty, n = table_type(p.ty)
            specs.append('{TableType::%s, %d, %s, %dULL, %dULL, %d}' % (
                ty, n, ["ValueParam", "SelectorParam", "ImmediateParam"][kind], lo, hi,
                param_attr_bits(p)))
        first_form = len(forms)
        nforms = 0
        for key, form, n in all_forms(intr):
            w = widths(intr)
            op64 = "NVPTX::" + inst_name(intr, key, w[0], n)
            op32 = "NVPTX::" + inst_name(intr, key, w[-1], n)
            op_short32 = "NVPTX::" + inst_name(intr, key, w[1] if len(w) == 3 else w[-1], n)
            feature = FEATURES.index(form.feature) if form.feature else -1
            forms.append("{{%s}, %d, %s, %s, %d, %d, %d, %s, 0x%xULL}" % (
                ", ".join("%dULL" % v for v in key) or "0", len(key), op64, op32,
                feature, form.min_ptx, form.max_ptx, op_short32,
                dropped_params(intr, form.asm)))
            nforms += 1
        cta = next((i for i, p in enumerate(intr.params) if p.name == "cta_group"), -1)
        out.write('NVPTXBW_INTRINSIC("%s", %s, %d, %s, %d, %d, %d, %s, %s, %d, %d, %d, %d, %d, '
                  '%d)\n' % (
            intr.name, table_type(intr.ret[0])[0] if intr.ret else "Void", len(intr.ret),
            "true" if len(intr.ret) > 1 and (intr.ret_struct or len(set(intr.ret)) > 1)
            else "false",
            FEATURES.index(intr.feature), intr.min_ptx, MEM_KINDS.index(intr.mem),
            "0x%02x" % fn_attr_bits(intr),
            "true" if intr.side_effects else "false",
            first_spec, len(intr.params), first_form, nforms, cta, first_result))
    out.write("#undef NVPTXBW_INTRINSICS\n#endif\n\n")

    write_inc_table(out, "NVPTXBW_RESULT_TYPES", results)

    write_inc_table(out, "NVPTXBW_PARAM_SPECS", specs)
    write_inc_table(out, "NVPTXBW_FORMS", forms, trailer="")


def emit_attrs_def(out):
    """The attribute X-macros: the bit order of FnAttrs and of a parameter's
    Attrs in the generated tables, and the memory kinds in MEM_KINDS order."""
    out.write("""// Generated by NVPTXBlackwellIntrinsics.py --attrs-def: do not edit.
//
// Upstream's attributes as the Blackwell intrinsic tables encode them, for the
// NVPTX backend and clang's builtins alike. Define the macros you need, then
// include this file:
//   NVPTXBW_FN_ATTR(Kind)     bit I of FnAttrs: the I-th function attribute,
//                             llvm::Attribute::Kind
//   NVPTXBW_PARAM_ATTR(Kind)  bit I of a parameter's Attrs (immarg aside)
//   NVPTXBW_MEMORY(Enumerator, Effects)
//                             a memory kind, in table order, with the
//                             llvm::MemoryEffects factory call that gives it
//                             (llvm::MemoryEffects::Effects)
//   NVPTXBW_MEMORY_ANY(Enumerator)
//                             the memory kind with no memory attribute
""")
    for macro in ("NVPTXBW_FN_ATTR(Kind)", "NVPTXBW_PARAM_ATTR(Kind)",
                  "NVPTXBW_MEMORY(Enumerator, Effects)", "NVPTXBW_MEMORY_ANY(Enumerator)"):
        name = macro.split("(")[0]
        out.write("\n#ifndef %s\n#define %s\n#endif\n" % (name, macro))
    out.write("\n")
    for a in FN_ATTRS:
        out.write("NVPTXBW_FN_ATTR(%s)\n" % ATTR_KIND[a])
    for a in PARAM_ATTRS:
        out.write("NVPTXBW_PARAM_ATTR(%s)\n" % ATTR_KIND[a])
    for m in MEM_KINDS:
        enumerator, effects = MEM_KIND_CPP[m]
        if effects:
            out.write("NVPTXBW_MEMORY(%s, %s)\n" % (enumerator, effects))
        else:
            out.write("NVPTXBW_MEMORY_ANY(%s)\n" % enumerator)
    out.write("\n#undef NVPTXBW_FN_ATTR\n#undef NVPTXBW_PARAM_ATTR\n"
              "#undef NVPTXBW_MEMORY\n#undef NVPTXBW_MEMORY_ANY\n")


def emit_json(table, out):
    import json
    rows = []
    for intr in table:
        rows.append({
            "name": intr.name, "base": intr.base, "ret": intr.ret_type, "mem": intr.mem,
            "attrs": list(intr.attrs), "side_effects": intr.side_effects,
            "params": [{"name": p.name, "type": p.ty, "imm": p.imm,
                        "values": p.values, "lo": p.lo, "hi": p.hi,
                        "attrs": list(p.attrs)}
                       for p in intr.params],
            "feature": intr.feature, "min_ptx": intr.min_ptx, "builtin": intr.builtin,
            "forms": sorted({tuple(k) for k, _, _ in all_forms(intr)}),
            "form_details": [{"key": list(k), "feature": f.feature, "min_ptx": f.min_ptx,
                              "max_ptx": f.max_ptx} for k, f, _ in all_forms(intr)],
        })
    json.dump({"features": FEATURES, "intrinsics": rows}, out, indent=1)
    out.write("\n")


def emit_list(table, out):
    for intr in table:
        params = ", ".join(p.ty + (" immarg" if p.imm else "") for p in intr.params)
        out.write("%s\t%s\t(%s)\t%s\t%d\n" % (intr.name, intr.ret_type, params,
                                             intr.feature, intr.min_ptx))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--td", metavar="PATH",
                    help="the instructions NVPTX.td includes; - for stdout")
    ap.add_argument("--inc", metavar="PATH",
                    help="the intrinsics' tables for NVPTXBlackwellIntrinsicInfo.cpp; - for stdout")
    ap.add_argument("--attrs-def", metavar="PATH",
                    help="the attribute X-macros (NVPTXBlackwellAttributes.def); - for stdout")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--json", action="store_true",
                    help="the whole table as JSON (tests, the differential script)")
    args = ap.parse_args()
    table = all_intrinsics()
    outputs = ((args.td, lambda out: emit_td(table, out)),
               (args.inc, lambda out: emit_inc(table, out)),
               (args.attrs_def, emit_attrs_def))
    if sum(path == "-" for path, _ in outputs) > 1:
        ap.error("only one output can go to stdout")
    for path, emit in outputs:
        if path == "-":
            emit(sys.stdout)
        elif path:
            import io
            buf = io.StringIO()
            emit(buf)
            text = buf.getvalue()
            try:
                old = open(path).read()
            except OSError:
                old = None
            if old != text:  # keep the mtime: nothing downstream rebuilds
                with open(path, "w") as f:
                    f.write(text)
    if args.list:
        emit_list(table, sys.stdout)
    if args.json:
        emit_json(table, sys.stdout)


if __name__ == "__main__":
    main()
