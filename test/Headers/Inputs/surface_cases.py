#!/usr/bin/env python3
"""Surface object functions: every operation x element type, against nvcc.

  surface_cases.py source OUT.cu
      One kernel per surface function (surf1Dread ... surfCubemapLayeredwrite)
      and element type CUDA's __nv_isurf_trait allows (34), with the boundary
      mode a kernel parameter, so that each kernel holds the .zero, .clamp
      and .trap form.
  surface_cases.py compare NVCC.ptx OURS.ptx
      Per kernel, the suld/sust instructions of both, registers replaced by
      their class (%rs, %r, %rd); prints 'same: N kernels, M instructions'
      or every kernel that differs.
"""
import re
import sys

TYPES = ["char", "signed char", "char1", "unsigned char", "uchar1", "short", "short1",
         "unsigned short", "ushort1", "int", "int1", "unsigned int", "uint1", "long long",
         "longlong1", "unsigned long long", "ulonglong1", "float", "float1",
         "char2", "uchar2", "short2", "ushort2", "int2", "uint2", "longlong2", "ulonglong2",
         "float2", "char4", "uchar4", "short4", "ushort4", "int4", "uint4", "float4"]

# function suffix -> its coordinate arguments (x, y, z are kernel parameters)
GEOMETRIES = [("1D", "x"), ("2D", "x, y"), ("3D", "x, y, z"), ("1DLayered", "x, y"),
              ("2DLayered", "x, y, z"), ("Cubemap", "x, y, z"), ("CubemapLayered", "x, y, z")]


def source(out):
    lines = ["#include <cuda_runtime.h>", ""]
    for geo, coords in GEOMETRIES:
        for ty in TYPES:
            tag = ty.replace(" ", "_")
            head = (f"cudaSurfaceObject_t s, int x, int y, int z, "
                    f"cudaSurfaceBoundaryMode m, {ty} *p")
            lines.append(f'extern "C" __global__ void read_{geo}_{tag}({head}) '
                         f'{{ surf{geo}read(p, s, {coords}, m); }}')
            lines.append(f'extern "C" __global__ void write_{geo}_{tag}({head}) '
                         f'{{ surf{geo}write(*p, s, {coords}, m); }}')
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


ENTRY = re.compile(r"^\.visible \.entry (\w+)\(", re.M)
SURFACE = re.compile(r"^\s*(su(?:ld|st)\.[^;]*;)", re.M)


def surface_insts(path):
    text = open(path).read()
    starts = [(m.start(), m.group(1)) for m in ENTRY.finditer(text)] + [(len(text), None)]
    kernels = {}
    for (start, name), (end, _) in zip(starts, starts[1:]):
        insts = [re.sub(r"%(rd|rs|r)\d+", r"%\1", re.sub(r"\s+", " ", i))
                 for i in SURFACE.findall(text[start:end])]
        kernels[name] = sorted(insts)
    return kernels


def compare(nvcc_path, ours_path):
    nvcc, ours = surface_insts(nvcc_path), surface_insts(ours_path)
    bad = 0
    for name in sorted(set(nvcc) | set(ours)):
        if nvcc.get(name) != ours.get(name) or not nvcc.get(name):
            bad += 1
            print(f"differs: {name}\n  nvcc: {nvcc.get(name)}\n  ours: {ours.get(name)}")
    if bad:
        print(f"{bad} kernel(s) differ")
        return 1
    print(f"same: {len(nvcc)} kernels, {sum(len(v) for v in nvcc.values())} instructions")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "source":
        source(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(__doc__)
