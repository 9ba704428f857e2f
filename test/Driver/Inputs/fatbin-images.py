#!/usr/bin/env python3
"""Lists the images of a CUDA fat binary (fatbinary --create, nvcc -fatbin),
one line each, sorted: 'elf sm_90', 'ptx sm_100'. (cuobjdump --list-elf
--list-ptx says the same, but CUDA 13.0's runfile does not install it here.)

The layout, as fatbinary 13.0 writes it: a 16-byte header (magic 0xBA55ED50,
a 16-bit version, a 16-bit header size, a 64-bit size of what follows), then
one entry per image: a 16-bit kind (1 PTX, 2 ELF), 16 bits, a 32-bit entry
header size, a 64-bit payload size, ..., at byte 28 the 32-bit SM number;
the payload follows the entry header."""
import struct
import sys

MAGIC = 0xBA55ED50
KINDS = {1: "ptx", 2: "elf"}


def images(data):
    if len(data) < 16:
        raise ValueError("shorter than a fat binary header")
    magic, _version, header_size, body_size = struct.unpack_from("<IHHQ", data, 0)
    if magic != MAGIC:
        raise ValueError("not a fat binary (magic 0x%08x)" % magic)
    end = header_size + body_size
    if end > len(data):
        raise ValueError("header says %d bytes, file has %d" % (end, len(data)))
    off = header_size
    while off < end:
        if off + 32 > end:
            raise ValueError("truncated entry at byte %d" % off)
        kind, _flags, entry_header_size, payload_size = struct.unpack_from("<HHIQ", data, off)
        (sm,) = struct.unpack_from("<I", data, off + 28)
        yield "%s sm_%d" % (KINDS.get(kind, "kind%d" % kind), sm)
        if entry_header_size == 0:
            raise ValueError("entry at byte %d has no size" % off)
        off += entry_header_size + payload_size


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: fatbin-images.py FILE")
    try:
        with open(sys.argv[1], "rb") as f:
            listed = sorted(images(f.read()))
    except (OSError, ValueError) as e:
        sys.exit("fatbin-images.py: %s: %s" % (sys.argv[1], e))
    print("\n".join(listed))


if __name__ == "__main__":
    main()
