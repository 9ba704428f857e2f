"""Prints the names overloaded() gives a made-up intrinsic's variants, then
checks every overloaded entry of the real table the same way."""
import sys

sys.path.insert(0, sys.argv[1])
import NVPTXBlackwellIntrinsics as T  # noqa: E402


def make(name, *types):
    return T.Intrinsic(name, [], [T.Param("p%d" % i, t) for i, t in enumerate(types)],
                       feature=T.FEATURES[0], min_ptx=80, mem="none", attrs=(),
                       side_effects=False, forms={(): "nop;"})


for intr in T.overloaded("llvm.nvvm.x", [T.GENERIC, T.SHARED, "i64", "half", "bfloat",
                                         "<2 x bfloat>", (T.GLOBAL, T.PARAM)], make):
    print("%s base %s (%s)" % (intr.name, intr.base, ", ".join(p.ty for p in intr.params)))

bad = []
for intr in T.all_intrinsics():
    if intr.base == intr.name:
        continue
    suffixes = intr.name[len(intr.base):].split(".")[1:]
    known = set(T.MANGLED_SUFFIX.values())
    types = [t for t in intr.ret + [p.ty for p in intr.params]
             if T.MANGLED_SUFFIX.get(t) in suffixes]
    if not suffixes or any(s not in known for s in suffixes) or not types:
        bad.append(intr.name)
print("table: %s" % ("every overloaded entry named from its base and its types" if not bad
                     else "misnamed: " + " ".join(bad)))
