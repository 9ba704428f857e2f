#!/bin/sh
# A stand-in for our clang that the differential must catch: Debian's clang
# ($REAL_CLANG) with a bug injected per level. At -O2 the program prints its
# checksum under another label (a wrong-code bug); at -O3 the compiler
# crashes; -O0 and -O1 are untouched.
level=
out=
prev=
for a in "$@"; do
  case "$a" in -O*) level=$a ;; esac
  [ "$prev" = -o ] && out=$a
  prev=$a
done
[ "$level" = -O3 ] && kill -SEGV $$
"$REAL_CLANG" "$@" || exit
if [ "$level" = -O2 ] && [ -n "$out" ]; then
  case "$out" in
    *.s) sed -i 's/checksum = %X/checksum: %X/' "$out" ;;
    *) "$REAL_CLANG" "$@" -S -o "$out.s" && sed -i 's/checksum = %X/checksum: %X/' "$out.s" &&
       "$REAL_CLANG" "$out.s" -o "$out" ;;
  esac
fi
