#!/usr/bin/env python3
"""The ODR guard: which upstream TUs must be recompiled, and proof that they were.

We link our recompiled objects ahead of Debian's static LLVM/Clang archives. A TU
that we do not recompile still has the old headers baked in, so every TU that
includes (directly or not) a header our series changes must be recompiled, and
the archive member built from it must never be linked.

  plan   prints the TUs to recompile: every .cpp of a library we link that
         reaches a changed header through #include and uses what changed. The
         include graph is read from the sources with the compiler's search order
         and over-approximates (#if is ignored), which is the safe direction.
         "Uses" is textual: where a patch names the entities it changes
         (ODR-Symbols: in its header, e.g. an enum it appends to), a TU is
         affected only if it or a header in its include closure mentions one of
         them: code that never names an enum cannot have its values baked in.
         A symbol ending in '*' is a prefix ('NVPTX::BI*'). A new header of
         ours names its symbols in an 'ODR-Symbols:' comment line instead.
         A changed header without ODR-Symbols affects every TU that reaches it.
         Regenerated diagnostic headers: a patch to a Diagnostic*.td makes the
         build regenerate every Diagnostic<Component>Kinds.inc and
         DiagnosticGroups.inc (Debian's, shadowed by ours). Those headers are
         data that TUs expand through macros, so "uses" is decided per header:
           Kinds.inc   a TU uses what changed only if it expands DIAG(...) with
                       a body that reads a field beyond ENUM (the group index
                       that a new group shifts, the text, ...), or names a
                       NUM_BUILTIN_*_DIAGNOSTICS count: an ENUM-only expansion
                       (every DiagnosticX.h, i.e. the diag:: IDs all of clang
                       names) gets the same values as long as diagnostics are
                       only appended, which 'check' verifies.
           Groups.inc  a TU uses it if it defines GET_DIAG_ARRAYS/GET_DIAG_TABLE
                       (the group tables) or names a diag::Group enumerator
                       ('Group::X', from DiagnosticCategories.h; comments do
                       not count); the category table must not change, which
                       'check' verifies too.
  check  fails when
           - a regenerated diagnostic header (--regenerated) breaks what the
             plan assumed: an existing diagnostic ID moved, a component
             outgrew its DIAG_SIZE_*, or the category table changed,
           - a TU that reaches a changed header was not recompiled,
           - a recompiled TU's real dependencies (ninja -t deps) name a changed
             header the include graph did not predict (the graph is unsound),
           - a linker map shows that an archive member built from an affected
             TU, or from a TU we recompile, was pulled in.
"""

import argparse
import collections
import glob
import os
import re
import sys

INCLUDE_RE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"]+)[>"]', re.M)
SOURCE_EXTS = (".cpp", ".c", ".cc")
HEADER_EXTS = (".h", ".def", ".inc", ".td", ".hpp")
# Always recompiled in full by the build (or build plumbing of ours that the
# build compiles from the repository), so never part of a plan.
ALWAYS_REBUILT = ("llvm/lib/Target/NVPTX/", "llvm/tools/llc/", "llvm/tools/opt/",
                  "clang/tools/driver/", "llvm/lib/Extensions/PollyNotLinked.cpp",
                  "clang/tools/clang-linker-wrapper/", "clang/tools/clang-nvlink-wrapper/",
                  "clang/tools/clang-offload-packager/",
                  "clang/utils/TableGen/")  # build tools (nvptxbw-diag-tblgen), never linked
# Source trees whose TUs can end up in our tools.
TU_ROOTS = ("clang/lib", "llvm/lib")
# Targets whose archives we link (the others never reach a link line).
LINKED_TARGETS = ("X86", "NVPTX")
LIBRARY_RE = re.compile(
    r"add_(clang_library|llvm_component_library|llvm_library|llvm_target)\(\s*(\w+)")
MAP_MEMBER_RE = re.compile(r"(\S+/lib([A-Za-z0-9_]+)\.a)\(([^)]+)\)")


DIAG_TD_RE = re.compile(r"^clang/include/clang/Basic/Diagnostic\w*\.td$")
COMMENT_RE = re.compile(rb'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"', re.S)
DEFINE_DIAG_RE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+DIAG\(([^)]*)\)((?:[^\n]*\\\n)*[^\n]*)", re.M)
NUM_BUILTIN_DEF_RE = re.compile(rb"^[ \t]*NUM_BUILTIN_\w+_DIAGNOSTICS[ \t]*$", re.M)
DIAG_LINE_RE = re.compile(r"^DIAG\((\w+),", re.M)


def strip_comments(data):
    """C/C++ text without comments (string literals kept)."""
    return COMMENT_RE.sub(lambda m: m.group(0) if m.group(0).startswith(b'"') else b" ", data)


def reads_diag_fields(data):
    """Does this text expand Diagnostic*Kinds.inc in a way a regeneration can
    change? A DIAG macro whose body reads more than its first (ENUM)
    parameter, or a NUM_BUILTIN_*_DIAGNOSTICS count (named anywhere but in its
    own enumerator definition)."""
    data = strip_comments(data)
    for m in DEFINE_DIAG_RE.finditer(data):
        params = [p.strip() for p in m.group(1).split(b",")]
        body = m.group(2)
        if any(p and re.search(rb"\b" + re.escape(p) + rb"\b", body) for p in params[1:]):
            return True
        if params[-1].endswith(b"...") and b"__VA_ARGS__" in body:
            return True
    return b"NUM_BUILTIN_" in NUM_BUILTIN_DEF_RE.sub(b"", data)


def reads_group_tables(data):
    """Does this text use DiagnosticGroups.inc's group tables or the
    diag::Group enumerators that a new group renumbers?"""
    return bool(re.search(rb"#[ \t]*define[ \t]+GET_DIAG_(ARRAYS|TABLE)\b|\bGroup::\w+",
                          strip_comments(data)))


def regenerated_diag_headers(changed, generated):
    """{Debian's generated header: its use rule} for the diagnostic tables the
    build regenerates because the series changes a Diagnostic*.td."""
    if not any(DIAG_TD_RE.match(c) for c in changed):
        return {}
    # Every component Debian generated a table for (the build regenerates the
    # same set: CMakeLists.txt globs the same directory).
    base = os.path.join(generated, "clang", "Basic")
    rules = {p: ("diag-fields", reads_diag_fields)
             for p in glob.glob(os.path.join(base, "Diagnostic*Kinds.inc"))}
    rules[os.path.join(base, "DiagnosticGroups.inc")] = ("diag-groups", reads_group_tables)
    return rules


def diag_names(path):
    return DIAG_LINE_RE.findall(open(path, encoding="utf-8", errors="replace").read())


def category_table(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    m = re.search(r"#ifdef GET_CATEGORY_TABLE\n.*?#endif", text, re.S)
    return m.group(0) if m else ""


def check_regenerated(work, rules, regenerated, generated):
    """What the plan's rules assume about the regenerated diagnostic headers."""
    problems = []
    sizes_h = open(os.path.join(work, "clang/include/clang/Basic/DiagnosticIDs.h")).read()
    for debian in sorted(rules):
        ours = os.path.join(regenerated, os.path.relpath(debian, generated))
        name = os.path.relpath(debian, generated)
        if not os.path.isfile(ours):
            problems.append(f"{name} was not regenerated into {regenerated}")
            continue
        if debian.endswith("DiagnosticGroups.inc"):
            if category_table(ours) != category_table(debian):
                problems.append(f"{name}: the diagnostic category table changed, which moves "
                                "the CATEGORY of diagnostics that TUs we do not rebuild name")
            continue
        old, new = diag_names(debian), diag_names(ours)
        if new[:len(old)] != old:
            first = next((a for a, b in zip(old, new) if a != b), old[len(new):][:1] or "?")
            problems.append(f"{name}: existing diagnostic IDs move (first: {first}); a new "
                            "diagnostic must sort after every other of its component")
        comp = re.search(r"Diagnostic(\w+)Kinds\.inc$", debian).group(1).upper()
        m = re.search(r"DIAG_SIZE_%s\s*=\s*(\d+)" % comp, sizes_h)
        if m and len(new) > int(m.group(1)):
            problems.append(f"{name}: {len(new)} diagnostics exceed DIAG_SIZE_{comp} ({m.group(1)})")
    return problems


def fail(msg):
    print(f"odr-guard: error: {msg}", file=sys.stderr)
    sys.exit(1)


def symbol_regex(sym):
    """An ODR symbol as a regex: 'A::B' literally; 'NVPTX::BI*' is a prefix
    (any use of a name starting with it, e.g. every NVPTX builtin ID)."""
    if sym.endswith("*"):
        return re.escape(sym[:-1]) + r"\w*"
    return re.escape(sym)


class IncludeGraph:
    def __init__(self, work, generated):
        self.work = work
        self.search = [os.path.join(work, "clang/include"), os.path.join(work, "llvm/include"),
                       generated]
        self.edges = {}
        self.library_cache = {}
        self.mention_cache = {}

    def rel(self, path):
        if path.startswith(self.work + os.sep):
            return os.path.relpath(path, self.work)
        return path

    def resolve(self, includer, kind, name):
        dirs = ([os.path.dirname(includer)] if kind == b'"' else []) + self.search
        for d in dirs:
            cand = os.path.normpath(os.path.join(d, name))
            if os.path.isfile(cand):
                return cand
        return None  # a system header: never ours

    def includes(self, path):
        if path not in self.edges:
            try:
                data = open(path, "rb").read()
            except OSError:
                data = b""
            out = []
            for m in INCLUDE_RE.finditer(data):
                tgt = self.resolve(path, m.group(1), m.group(2).decode("utf-8", "replace"))
                if tgt:
                    out.append(tgt)
            self.edges[path] = out
        return self.edges[path]

    def tus(self):
        for root in TU_ROOTS:
            for dirpath, dirnames, filenames in os.walk(os.path.join(self.work, root)):
                dirnames[:] = sorted(d for d in dirnames if d not in ("test", "unittests"))
                relroot = os.path.relpath(dirpath, self.work)
                if relroot.startswith("llvm/lib/Target/"):
                    target = relroot.split("/")[3]
                    if target not in LINKED_TARGETS:
                        dirnames[:] = []
                        continue
                for name in sorted(filenames):
                    if name.endswith(SOURCE_EXTS):
                        yield os.path.join(dirpath, name)

    def library_of(self, tu):
        """(library name, directory of its CMakeLists.txt) owning a TU."""
        d = os.path.dirname(tu)
        while d.startswith(self.work) and d != self.work:
            if d in self.library_cache:
                return self.library_cache[d]
            cm = os.path.join(d, "CMakeLists.txt")
            if os.path.isfile(cm):
                m = LIBRARY_RE.search(open(cm, encoding="utf-8", errors="replace").read())
                if m:
                    name = m.group(2)
                    if m.group(1) == "llvm_target" or (m.group(1) == "llvm_component_library"
                                                      and not name.startswith("LLVM")):
                        name = "LLVM" + name
                    self.library_cache[d] = (name, d)
                    return self.library_cache[d]
            d = os.path.dirname(d)
        return (None, None)

    def closure(self, path):
        seen, todo = {path}, [path]
        while todo:
            for inc in self.includes(todo.pop()):
                if inc not in seen:
                    seen.add(inc)
                    todo.append(inc)
        return seen

    def mentions(self, path, pattern):
        key = (path, pattern.pattern)
        if key not in self.mention_cache:
            try:
                # A comment names a symbol, it does not use it (a header's
                # own 'ODR-Symbols:' line among them).
                data = strip_comments(open(path, "rb").read())
                self.mention_cache[key] = bool(pattern.search(data))
            except OSError:
                self.mention_cache[key] = False
        return self.mention_cache[key]

    def uses(self, path, rule):
        """Does a file use a regenerated header, by that header's rule?"""
        key = (path, rule[0])
        if key not in self.mention_cache:
            try:
                self.mention_cache[key] = rule[1](open(path, "rb").read())
            except OSError:
                self.mention_cache[key] = False
        return self.mention_cache[key]

    def affected_tus(self, changed_headers, symbols=None, rules=None):
        """TUs of linked libraries that reach a changed header and use it.
        rules: {regenerated header (absolute): (name, predicate on a file's text)}."""
        out = []
        symbols = symbols or {}
        rules = rules or {}
        # Where a symbol is defined: the changed headers that name it in their
        # ODR-Symbols. Their own text mentions it without using it (Cuda.h
        # defines OffloadArch, and includes the generated .def that appends
        # to it), so they do not count as users.
        declared_in = collections.defaultdict(set)
        for header, syms in symbols.items():
            for s in syms or ():
                declared_in[s].add(os.path.join(self.work, header))
        for h in list(changed_headers) + sorted(rules):
            syms = symbols.get(h)
            patterns = [(re.compile(rb"\b(" + symbol_regex(s).encode() + rb")\b"), declared_in[s])
                        for s in syms or ()]
            rule = rules.get(h)
            for tu in self.reaching_tus([h]):
                closure = [f for f in self.closure(os.path.join(self.work, tu))
                           if f != os.path.join(self.work, h) and f not in rules]
                if rule is not None:
                    hit = any(self.uses(f, rule) for f in closure)
                else:
                    hit = not patterns or any(
                        self.mentions(f, pattern) for pattern, declarers in patterns
                        for f in closure if f not in declarers)
                if hit:
                    out.append(tu)
        return sorted(set(out))

    def reaching_tus(self, changed_headers):
        """TUs of linked libraries that reach a changed header."""
        targets = {os.path.join(self.work, h) for h in changed_headers}
        memo = {}

        def reaches(path, stack):
            if path in memo:
                return memo[path]
            if path in targets:
                memo[path] = True
                return True
            if path in stack:
                return False  # cycle: decided by the outer frame
            stack.add(path)
            hit = any(reaches(inc, stack) for inc in self.includes(path))
            stack.discard(path)
            memo[path] = hit
            return hit

        sys.setrecursionlimit(100000)
        out = []
        for tu in self.tus():
            rel = self.rel(tu)
            if rel.startswith(ALWAYS_REBUILT):
                continue
            if reaches(tu, set()):
                out.append(rel)
        return out


def read_list(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def read_symbols(path):
    """{header: [symbols]} from apply-series' ODR symbol file ('*' = all)."""
    out = {}
    if path and os.path.isfile(path):
        for line in open(path):
            rel, _, syms = line.rstrip("\n").partition("\t")
            out[rel] = None if syms == "*" else syms.split()
    return out


def split_changed(changed):
    headers = [c for c in changed if c.endswith(HEADER_EXTS)
               and not c.startswith("clang/lib/Headers/")]  # runtime headers, no TU uses them
    sources = [c for c in changed if c.endswith(SOURCE_EXTS)]
    return headers, sources


def library_archive_present(lib, archives):
    return os.path.isfile(os.path.join(archives, f"lib{lib}.a"))


def cmd_plan(args):
    changed = read_list(args.changed)
    headers, sources = split_changed(changed)
    graph = IncludeGraph(os.path.abspath(args.work), args.generated)
    rules = regenerated_diag_headers(changed, args.generated)
    plan = set(graph.affected_tus(headers, read_symbols(args.symbols), rules))
    # A changed upstream TU outside the always-rebuilt trees is rebuilt too.
    for s in sources:
        if not s.startswith(ALWAYS_REBUILT) and os.path.exists(os.path.join(args.work, s)):
            plan.add(s)
    lines = []
    for rel in sorted(plan):
        lib, libdir = graph.library_of(os.path.join(graph.work, rel))
        if lib is None:
            fail(f"cannot tell which library {rel} belongs to")
        if not library_archive_present(lib, args.archives):
            continue  # not a library we link: nothing to replace
        lines.append(f"{rel};{lib};{os.path.relpath(libdir, graph.work)}")
    text = "".join(l + "\n" for l in lines)
    if args.out:
        old = open(args.out).read() if os.path.isfile(args.out) else None
        if old != text:
            with open(args.out, "w") as f:
                f.write(text)
    else:
        sys.stdout.write(text)
    print(f"odr-guard: {len(headers)} changed headers"
          + (f" and {len(rules)} regenerated diagnostic headers" if rules else "")
          + f" reach {len(lines)} upstream TUs that the build recompiles", file=sys.stderr)


def parse_ninja_deps(path, work):
    """{object: [dependency paths]} from `ninja -t deps` output."""
    deps, current = collections.defaultdict(list), None
    for line in open(path, encoding="utf-8", errors="replace"):
        if not line.strip():
            current = None
        elif not line.startswith(" "):
            current = line.split(":", 1)[0]
        elif current:
            deps[current].append(os.path.normpath(line.strip()))
    return deps


def cmd_check(args):
    work = os.path.abspath(args.work)
    changed = read_list(args.changed)
    headers, sources = split_changed(changed)
    graph = IncludeGraph(work, args.generated)
    rules = regenerated_diag_headers(changed, args.generated)
    problems = []
    if rules and args.regenerated:
        problems += check_regenerated(work, rules, os.path.abspath(args.regenerated),
                                      args.generated)
    elif rules and args.ninja_deps:
        problems.append("the series regenerates clang's diagnostic headers: name where "
                        "(--regenerated BUILD/gen/clang-diag) so the real dependencies can be checked")
    affected = set(graph.affected_tus(headers, read_symbols(args.symbols), rules)) | {
        s for s in sources if not s.startswith(ALWAYS_REBUILT)}
    affected_linked = {}
    for rel in affected:
        lib, _ = graph.library_of(os.path.join(work, rel))
        if lib and library_archive_present(lib, args.archives):
            affected_linked[rel] = lib
    rebuilt = {l.split(";", 1)[0] for l in read_list(args.rebuilt)}

    for rel in sorted(set(affected_linked) - rebuilt):
        problems.append(f"{rel} includes a changed header but is not recompiled "
                        f"(the {affected_linked[rel]} archive member would keep the old header)")

    if args.ninja_deps:
        reaching = set(graph.reaching_tus(headers + sorted(rules)))
        changed_abs = {os.path.join(work, h) for h in headers} | set(rules)
        regen = os.path.abspath(args.regenerated) + os.sep if args.regenerated else None
        for obj, deplist in parse_ninja_deps(args.ninja_deps, work).items():
            if regen:  # our regenerated header stands for Debian's
                deplist = [os.path.join(args.generated, d[len(regen):]) if d.startswith(regen)
                           else d for d in deplist]
            hits = changed_abs.intersection(deplist)
            if not hits:
                continue
            # Which TU is this object of? The first dependency is the source.
            tu = graph.rel(deplist[0]) if deplist else obj
            if tu.startswith(ALWAYS_REBUILT) or not tu.startswith(TU_ROOTS):
                continue
            if tu not in reaching:
                problems.append(f"{tu} really includes {', '.join(sorted(graph.rel(h) for h in hits))} "
                                "but the include graph missed it: the plan is unsound")

    replaced = collections.defaultdict(set)  # archive lib -> member names we must not link
    for rel, lib in affected_linked.items():
        replaced[lib].add(os.path.basename(rel) + ".o")
    for rel in rebuilt:
        lib, _ = graph.library_of(os.path.join(work, rel))
        if lib:
            replaced[lib].add(os.path.basename(rel) + ".o")
    for map_path in args.map or []:
        seen = set()
        for line in open(map_path, encoding="utf-8", errors="replace"):
            for m in MAP_MEMBER_RE.finditer(line):
                archive, lib, member = m.group(1), m.group(2), m.group(3)
                if member in replaced.get(lib, ()) and (lib, member) not in seen:
                    seen.add((lib, member))
                    problems.append(f"{os.path.basename(map_path)}: {archive}({member}) was linked, "
                                    "but we replace that TU: its code has the old headers")
                if lib.startswith("LLVMNVPTX") and (lib, "*") not in seen:
                    seen.add((lib, "*"))
                    problems.append(f"{os.path.basename(map_path)}: Debian's {archive} is on the "
                                    "link line; only our NVPTX libraries may be")

    for p in problems:
        print(f"odr-guard: FAIL: {p}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"odr-guard: ok: {len(headers)} changed headers, "
          + (f"{len(rules)} regenerated diagnostic headers, " if rules else "")
          + f"{len(affected_linked)} affected TUs, "
          f"all recompiled; {len(args.map or [])} link maps clean")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("plan", "check"):
        p = sub.add_parser(name)
        p.add_argument("--work", required=True, help="the patched llvm-project work tree")
        p.add_argument("--changed", required=True, help="file listing the paths our series changes")
        p.add_argument("--generated", default="/usr/lib/llvm-19/include",
                       help="where Debian's generated headers live")
        p.add_argument("--symbols", help="apply-series' ODR symbol file")
        p.add_argument("--archives", default="/usr/lib/llvm-19/lib",
                       help="where Debian's static archives live")
    sub.choices["plan"].add_argument("--out")
    sub.choices["check"].add_argument("--rebuilt", required=True,
                                      help="the plan the build used (file)")
    sub.choices["check"].add_argument("--ninja-deps", help="output of `ninja -t deps`")
    sub.choices["check"].add_argument("--regenerated",
                                      help="where the build regenerated the diagnostic headers "
                                           "(build/gen/clang-diag)")
    sub.choices["check"].add_argument("--map", action="append", help="a linker map")
    args = ap.parse_args()
    {"plan": cmd_plan, "check": cmd_check}[args.cmd](args)


if __name__ == "__main__":
    main()
