#!/usr/bin/env python3
"""Lay out the patched llvm-project work tree for the build.

The work tree is a hard-link farm of the pristine upstream tree (cheap: no
file content is copied) in which every file that our series changes, and every
new file of ours, is a private copy. A file is only rewritten when its content
changes, so ninja rebuilds exactly the TUs whose inputs really changed, and a
file that a patch no longer touches gets a fresh mtime when it is restored.

Inputs, all from the repository root:
  series          the ordered list of patches (one repo-relative path a line,
                  '#' starts a comment), as quilt reads it
  generated-files (beside series) the files generated from our tables:
                  'PATH GENERATOR ARGS...' runs the Python script GENERATOR
                  (repo-relative) with ARGS and makes what it writes to
                  standard output the new file PATH of the tree
  llvm/, clang/   our patches (*.patch) and new files, at the upstream path
                  they belong to; every *.patch must be listed in the series

Outputs, in the work tree:
  .nvptxbw-changed   the repo-relative paths that differ from upstream
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
from files import sha256_of  # noqa: E402

# Top-level directories of the repository that mirror llvm-project.
MIRRORED_ROOTS = ("llvm", "clang")
MANIFEST = ".nvptxbw-manifest"
CHANGED = ".nvptxbw-changed"
ODR_SYMBOLS = ".nvptxbw-odr-symbols"
PRISTINE_STAMP = ".nvptxbw-pristine"


def fail(msg):
    print(f"apply-series: error: {msg}", file=sys.stderr)
    sys.exit(1)


def note(msg):
    print(f"apply-series: {msg}", file=sys.stderr)


GENERATED_FILES = "generated-files"


def list_entries(path):
    """(line number, entry) for each line of a list file that holds more
    than a '#' comment."""
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            entry = line.split("#", 1)[0].strip()
            if entry:
                yield lineno, entry


def read_series(repo, series_path):
    """(patches in order, {generated path: [generator, args...]}): the series,
    and the generated-files list beside it."""
    patches, generated = [], {}
    if series_path is None:
        return patches, generated
    for lineno, entry in list_entries(series_path):
        if entry.split()[0] == "generate":
            fail(f"{series_path}:{lineno}: a generated file belongs in {GENERATED_FILES} "
                 "(beside the series, which quilt must be able to read), as 'PATH GENERATOR "
                 "[ARGS...]'")
        if not entry.endswith(".patch"):
            fail(f"{series_path}:{lineno}: '{entry}' is not a .patch file")
        if not os.path.isfile(os.path.join(repo, entry)):
            fail(f"{series_path}:{lineno}: patch '{entry}' does not exist")
        if entry in patches:
            fail(f"{series_path}:{lineno}: patch '{entry}' is listed twice")
        patches.append(entry)
    list_path = os.path.join(os.path.dirname(os.path.abspath(series_path)), GENERATED_FILES)
    if not os.path.isfile(list_path):
        return patches, generated
    for lineno, entry in list_entries(list_path):
        words = entry.split()
        if len(words) < 2:
            fail(f"{list_path}:{lineno}: expected 'PATH GENERATOR [ARGS...]'")
        path, command = words[0], words[1:]
        if not command[0].endswith(".py") or \
                not os.path.isfile(os.path.join(repo, command[0])):
            fail(f"{list_path}:{lineno}: generator '{command[0]}' is not a Python "
                 "script of the repository")
        if path in generated:
            fail(f"{list_path}:{lineno}: '{path}' is generated twice")
        if not path.startswith(tuple(r + "/" for r in MIRRORED_ROOTS)):
            fail(f"{list_path}:{lineno}: '{path}' is not under "
                 + " or ".join(r + "/" for r in MIRRORED_ROOTS))
        generated[path] = command
    return patches, generated


def generate(repo, path, command, dest):
    """Run a table generator of ours; its standard output becomes dest."""
    run = subprocess.run([sys.executable] + [os.path.join(repo, command[0])] + command[1:],
                         capture_output=True, text=True, cwd=repo)
    if run.returncode != 0 or not run.stdout:
        fail(f"generating '{path}' with {' '.join(command)} failed (exit {run.returncode}):\n"
             + (run.stderr.strip() or "no output"))
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, "w") as f:
        f.write(run.stdout)


def scan_repo(repo):
    """Return (patch files, new files) found under the mirrored roots."""
    patch_files, new_files = [], []
    for root in MIRRORED_ROOTS:
        top = os.path.join(repo, root)
        for dirpath, dirnames, filenames in os.walk(top):
            # Python's bytecode caches (running the table generators makes
            # them beside the source) are not files of ours.
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith(".pyc"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, name), repo)
                (patch_files if name.endswith(".patch") else new_files).append(rel)
    return patch_files, new_files


HEADER_FIELD = re.compile(r"^(Description|Subject):\s*\S", re.M)
# Ours, beside DEP-3's fields: when a rebase can drop the patch.
UPSTREAM_SINCE = re.compile(r"^Upstream-Since:\s*\S", re.M)


# Clang diagnostics of ours are defined in TableGen (DiagnosticAnalysisKinds.td,
# or a component's .td), so that warnings and remarks have a -W/-R group; a
# custom ID made at run time has none.
CUSTOM_DIAG_CALL = re.compile(r"\bgetCustomDiagID\s*\(")
CUSTOM_DIAG_HINT = ("define the diagnostic in clang/include/clang/Basic/DiagnosticAnalysisKinds.td "
                    "(with a group if it is a warning or remark) instead of calling getCustomDiagID")


def patched_paths(repo, patch):
    """(upstream paths a patch touches, its ODR-Symbols or None), checked for
    our conventions. 'ODR-Symbols: A B' in a patch header names the entities
    whose meaning the patch changes in the headers it touches; the ODR guard
    then recompiles only the TUs that reach those headers and mention one of
    them. Without the field every TU that reaches a changed header is rebuilt."""
    text = open(os.path.join(repo, patch), encoding="utf-8").read()
    first_diff = re.search(r"^(diff |--- )", text, re.M)
    header = text[: first_diff.start()] if first_diff else text
    if not HEADER_FIELD.search(header):
        fail(f"{patch}: missing header: start the patch with a 'Description:' "
             "line saying what it changes and why")
    if not UPSTREAM_SINCE.search(header):
        fail(f"{patch}: missing 'Upstream-Since:' header field: name the first upstream "
             "LLVM release that makes the patch unnecessary, or 'none' and why")
    since = re.search(r"^Upstream-Since:[ \t]*(.*)$", header, re.M).group(1)
    if not re.match(r"(LLVM \d+\.\d+\.\d+|none\b|not applicable\b)", since):
        fail(f"{patch}: 'Upstream-Since: {since[:60]}': write 'LLVM X.Y.Z' (the first release "
             "that makes the patch unnecessary), or 'none: why'")
    for line in text[len(header):].splitlines():
        if line.startswith("+") and not line.startswith("+++ ") and CUSTOM_DIAG_CALL.search(line):
            fail(f"{patch}: adds a getCustomDiagID call: {CUSTOM_DIAG_HINT}")
    paths = []
    for m in re.finditer(r"^\+\+\+ (\S+)", text, re.M):
        target = m.group(1)
        if target == "/dev/null":
            fail(f"{patch}: deletes a file; the series only changes or adds files")
        if not target.startswith("b/"):
            fail(f"{patch}: expected git-style paths ('+++ b/...'), got '{target}'")
        paths.append(target[2:])
    if not paths:
        fail(f"{patch}: contains no hunks")
    m = re.search(r"^ODR-Symbols:(.*)$", header, re.M)
    symbols = m.group(1).split() if m else None
    if m and not symbols:
        fail(f"{patch}: empty ODR-Symbols field")
    return paths, symbols


def apply_patch(repo, patch, scratch):
    cmd = ["patch", "-p1", "--batch", "--forward", "--no-backup-if-mismatch",
           "-r", "-", "-d", scratch, "-i", os.path.join(repo, patch)]
    dry = subprocess.run(cmd + ["--dry-run"], capture_output=True, text=True)
    if dry.returncode != 0:
        detail = [l for l in (dry.stdout + dry.stderr).splitlines()
                  if "FAILED" in l or "can't find" in l or "No file" in l
                  or "malformed" in l or "Reversed" in l or "checking file" in l]
        fail(f"patch '{patch}' does not apply:\n  " + "\n  ".join(
            detail or (dry.stdout + dry.stderr).splitlines()))
    run = subprocess.run(cmd + ["--quiet"], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"patch '{patch}' failed: {run.stdout}{run.stderr}")


def make_link_farm(pristine, work):
    note(f"creating work tree {work} (hard links to {pristine})")
    partial = work + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    for root in MIRRORED_ROOTS + ("cmake", "third-party"):
        src = os.path.join(pristine, root)
        if not os.path.isdir(src):
            continue
        r = subprocess.run(["cp", "-al", src, partial])
        if r.returncode != 0:  # e.g. cache and build on different file systems
            subprocess.run(["cp", "-a", src, partial], check=True)
    with open(os.path.join(partial, PRISTINE_STAMP), "w") as f:
        f.write(os.path.realpath(pristine) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    os.rename(partial, work)


def write_private(src, dst):
    """Replace dst by a private copy of src: never write through a hard link."""
    if os.path.lexists(dst):
        os.unlink(dst)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copyfile(src, dst)


def write_if_changed(path, text):
    """Keep the mtime of an unchanged output so nothing downstream rebuilds."""
    if os.path.isfile(path) and open(path).read() == text:
        return
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--pristine", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--series", help="series file; omit for an empty series")
    args = ap.parse_args()

    repo, pristine, work = (os.path.abspath(p) for p in (args.repo, args.pristine, args.work))
    if not os.path.isfile(os.path.join(pristine, "llvm", "CMakeLists.txt")):
        fail(f"{pristine} is not an llvm-project tree (no llvm/CMakeLists.txt)")

    patches, generated = read_series(repo, args.series)
    all_patch_files, new_files = scan_repo(repo)
    if args.series is None:
        new_files = []
    else:
        unlisted = sorted(set(all_patch_files) - set(patches))
        if unlisted:
            fail("patches not listed in the series file: " + ", ".join(unlisted))

    for rel in new_files:
        if rel.endswith((".cpp", ".h", ".inc", ".def")):
            with open(os.path.join(repo, rel), encoding="utf-8", errors="replace") as f:
                if CUSTOM_DIAG_CALL.search(f.read()):
                    fail(f"{rel}: calls getCustomDiagID: {CUSTOM_DIAG_HINT}")
        if os.path.exists(os.path.join(pristine, rel)):
            fail(f"{rel}: a file of ours shadows an upstream file of the same path; "
                 "change upstream files with a patch in the series instead")
    for rel in generated:
        if os.path.exists(os.path.join(pristine, rel)) or rel in new_files:
            fail(f"{rel}: a generated file may not replace an upstream file or a file "
                 "of the repository")

    # Build the desired content of every changed file in a scratch tree.
    with tempfile.TemporaryDirectory(prefix="nvptxbw-series-") as scratch:
        touched = set()
        odr_symbols = {}  # changed path -> set of symbols, or None for "all"
        for patch in patches:
            paths, symbols = patched_paths(repo, patch)
            touched.update(paths)
            for rel in paths:
                if symbols is None or odr_symbols.get(rel, set()) is None:
                    odr_symbols[rel] = None
                else:
                    odr_symbols.setdefault(rel, set()).update(symbols)
        for rel in sorted(touched):
            src = os.path.join(pristine, rel)
            if os.path.isfile(src):
                os.makedirs(os.path.dirname(os.path.join(scratch, rel)), exist_ok=True)
                shutil.copyfile(src, os.path.join(scratch, rel))
        for rel in new_files:
            os.makedirs(os.path.dirname(os.path.join(scratch, rel)), exist_ok=True)
            shutil.copyfile(os.path.join(repo, rel), os.path.join(scratch, rel))
        for rel, command in sorted(generated.items()):
            generate(repo, rel, command, os.path.join(scratch, rel))
        for patch in patches:
            apply_patch(repo, patch, scratch)

        desired = {}
        for rel in sorted(touched | set(new_files) | set(generated)):
            path = os.path.join(scratch, rel)
            desired[rel] = sha256_of(path)

        # (Re)create the link farm when missing or made from another tree.
        stamp = os.path.join(work, PRISTINE_STAMP)
        if not os.path.isfile(stamp) or open(stamp).read().strip() != os.path.realpath(pristine):
            make_link_farm(pristine, work)

        manifest_path = os.path.join(work, MANIFEST)
        previous = {}
        if os.path.isfile(manifest_path):
            for line in open(manifest_path):
                sha, rel = line.rstrip("\n").split(" ", 1)
                previous[rel] = sha

        updated = 0
        for rel in sorted(set(previous) | set(desired)):
            dst = os.path.join(work, rel)
            if rel in desired:
                if previous.get(rel) == desired[rel] and os.path.isfile(dst) \
                        and os.stat(dst).st_nlink == 1:
                    continue
                if os.path.isfile(dst) and os.stat(dst).st_nlink == 1 and sha256_of(dst) == desired[rel]:
                    continue
                write_private(os.path.join(scratch, rel), dst)
                updated += 1
            else:  # no longer changed by us: restore upstream with a new mtime
                src = os.path.join(pristine, rel)
                if os.path.isfile(src):
                    write_private(src, dst)
                elif os.path.lexists(dst):
                    os.unlink(dst)
                updated += 1

        # A new header of ours, written or generated, may name the entities it
        # defines for the ODR guard in an 'ODR-Symbols:' comment line near its
        # top, as a patch does in its header (a .def appended to an upstream
        # enum, for example).
        for rel in sorted(set(new_files) | set(generated)):
            if rel.endswith((".h", ".def", ".inc")):
                with open(os.path.join(scratch, rel), encoding="utf-8", errors="replace") as f:
                    head = "".join(f.readline() for _ in range(20))
                m = re.search(r"^\W*ODR-Symbols:(.*)$", head, re.M)
                if m and m.group(1).split():
                    odr_symbols[rel] = set(m.group(1).split())

    write_if_changed(manifest_path, "".join(f"{desired[rel]} {rel}\n" for rel in sorted(desired)))
    write_if_changed(os.path.join(work, CHANGED), "".join(rel + "\n" for rel in sorted(desired)))
    write_if_changed(os.path.join(work, ODR_SYMBOLS), "".join(
        rel + "\t" + (" ".join(sorted(odr_symbols[rel])) if odr_symbols[rel] is not None else "*") + "\n"
        for rel in sorted(odr_symbols)))
    note(f"{len(patches)} patches, {len(new_files)} new files, {len(generated)} generated, "
         f"{len(desired)} files differ from upstream, {updated} rewritten")


if __name__ == "__main__":
    main()
