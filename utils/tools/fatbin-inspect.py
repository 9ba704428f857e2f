#!/usr/bin/env python3
"""List the images in a CUDA fatbinary: `elf sm_90a`, `ptx compute_100f`, ...

The input is a host object or executable (its .nv_fatbin section is read) or a
raw .fatbin file. CUDA 13 ships no cuobjdump on these machines, so tests use
this to check which images our clang put into a binary.

The container layout (little endian), as nvcc 13.0 and fatbinary 13.0 write it:
  header: u32 magic 0xBA55ED50, u16 version, u16 header size, u64 payload size
  entry:  u16 kind (1 = PTX, 2 = ELF), u16, u32 entry header size, u64 size,
          ... u32 arch at +0x1c (e.g. 100), u64 flags at +0x28 in which
          bit 20 marks an arch-specific ('a') and bit 21 a family-specific
          ('f') image (observed on nvcc 13.0 output for sm_90a/100a/100f/103a).
A host binary may hold several containers back to back; all are listed.
"""
import struct
import sys

FATBIN_MAGIC = 0xBA55ED50
KINDS = {1: "ptx", 2: "elf"}
ARCH_SPECIFIC = 1 << 20
FAMILY_SPECIFIC = 1 << 21


def fail(msg):
    print(f"fatbin-inspect: error: {msg}", file=sys.stderr)
    sys.exit(1)


def elf_section(data, wanted):
    if data[:4] != b"\x7fELF":
        return None
    if data[4] != 2 or data[5] != 1:
        fail("only 64-bit little-endian ELF files are supported")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def section(i):
        base = shoff + i * shentsize
        name, _, _, _, off, size = struct.unpack_from("<IIQQQQ", data, base)
        return name, off, size
    _, stroff, _ = section(shstrndx)
    for i in range(shnum):
        name, off, size = section(i)
        end = data.index(b"\0", stroff + name)
        if data[stroff + name:end].decode() == wanted:
            return data[off:off + size]
    return b""


def images(blob):
    pos = 0
    while pos + 16 <= len(blob):
        magic, _version, hsize, payload = struct.unpack_from("<IHHQ", blob, pos)
        if magic != FATBIN_MAGIC:
            if any(blob[pos:]):
                fail(f"bad fatbinary magic 0x{magic:08x} at offset {pos}")
            return  # section padding
        end = pos + hsize + payload
        if end > len(blob):
            fail("truncated fatbinary")
        off = pos + hsize
        while off < end:
            kind, _, ehsize, size = struct.unpack_from("<HHIQ", blob, off)
            if ehsize < 0x30 or off + ehsize + size > end:
                fail(f"malformed fatbinary entry at offset {off}")
            arch, = struct.unpack_from("<I", blob, off + 0x1C)
            flags, = struct.unpack_from("<Q", blob, off + 0x28)
            suffix = "a" if flags & ARCH_SPECIFIC else "f" if flags & FAMILY_SPECIFIC else ""
            kind_name = KINDS.get(kind, f"kind{kind}")
            prefix = "compute_" if kind == 1 else "sm_"
            yield f"{kind_name} {prefix}{arch}{suffix}"
            off += ehsize + size
        pos = end


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: fatbin-inspect.py HOST_BINARY_OR_FATBIN")
    try:
        data = open(sys.argv[1], "rb").read()
    except OSError as e:
        fail(str(e))
    blob = elf_section(data, ".nv_fatbin")
    if blob is None:
        blob = data
    elif not blob:
        fail(f"{sys.argv[1]} has no .nv_fatbin section (no device code)")
    found = list(images(blob))
    if not found:
        fail("no images found")
    for line in found:
        print(line)


if __name__ == "__main__":
    main()
