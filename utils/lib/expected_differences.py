"""The lists of expected differences the test scripts read.

Every list (utils/test/expected/*.txt) has the same format: one entry a line,
its fields separated by blanks, then '#' and the reason, which is required; a
line that starts with '#' is a comment. An entry may start with a condition,
a field of the form 'if-NAME:', that the script reading the list interprets
(run-upstream-tests.py: 'if-cuda13:', only where CUDA 13 is the machine's
/usr/local/cuda). What the fields mean is the script's: a test file and its
arguments, a test file and target globs, an intrinsic form.

Standard library only.
"""

import os
import sys


class Entry:
    """One line of a list: its fields, reason, optional condition and where it
    is (path:line, for messages). `used` counts the cases it covered."""

    def __init__(self, fields, reason, where, condition=None):
        self.fields, self.reason, self.where, self.condition = fields, reason, where, condition
        self.used = 0

    def __repr__(self):
        return "Entry(%r, %r, %s)" % (self.fields, self.reason, self.where)


class FormatError(Exception):
    pass


def parse(text, path, min_fields=1, max_fields=None):
    """The entries of a list's text; FormatError names the line at fault."""
    entries = []
    for lineno, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        where = "%s:%d" % (path, lineno)
        body, sep, reason = stripped.partition("#")
        fields = body.split()
        condition = None
        if fields and fields[0].startswith("if-") and fields[0].endswith(":"):
            condition = fields.pop(0)[3:-1]
        if not sep or not reason.strip():
            raise FormatError("%s: an entry needs a reason ('...  # why')" % where)
        if len(fields) < min_fields or (max_fields is not None and len(fields) > max_fields):
            raise FormatError("%s: expected %s field%s before the '#'" % (
                where, min_fields if max_fields == min_fields else
                "%d to %s" % (min_fields, max_fields if max_fields else "any number of"),
                "" if max_fields == min_fields == 1 else "s"))
        entries.append(Entry(fields, reason.strip(), where, condition))
    return entries


def read(path, script, min_fields=1, max_fields=None):
    """The entries of the list at `path`; a missing file or a bad line stops
    `script` with one message (exit status 1)."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        sys.exit("%s: cannot read the expected differences %s: %s" % (script, path, e.strerror))
    try:
        return parse(text, os.path.relpath(path), min_fields, max_fields)
    except FormatError as e:
        sys.exit("%s: %s" % (script, e))


def unused(entries):
    """The entries that covered nothing (stale lines to remove)."""
    return [e for e in entries if not e.used]
