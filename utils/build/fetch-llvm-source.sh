#!/usr/bin/env bash
# Fetch the pinned upstream LLVM/Clang 19.1.7 source: Debian's llvm-toolchain-19
# source package (the same build as the llvm-19-dev/libclang-19-dev archives we
# link against), sha256-checked, unpacked with Debian's patches applied, and
# cached outside any build tree so rebuilds and fresh clones reuse it.
#
# usage: fetch-llvm-source.sh CACHE_DIR
# Prints the path of the unpacked tree on its last line of stdout.
set -euo pipefail

PKG=llvm-toolchain-19
VERSION='1:19.1.7-3~deb12u1'
UPSTREAM_VERSION=19.1.7
ORIG="${PKG}_${UPSTREAM_VERSION}.orig.tar.xz"
ORIG_SHA256=ae498f3bc58ae2d9f64ef5f0c035c4240152bf015a5b7738b15c22e93bdc97ce
DEBIAN_TAR="${PKG}_${UPSTREAM_VERSION}-3~deb12u1.debian.tar.xz"
DEBIAN_SHA256=69e23e395388e3b87b5c18461c38a3cf5f43d71aecf54fcf0dc9ac9664b4c16f
DSC="${PKG}_${UPSTREAM_VERSION}-3~deb12u1.dsc"

die() { echo "fetch-llvm-source: error: $*" >&2; exit 1; }
note() { echo "fetch-llvm-source: $*" >&2; }

[ $# -eq 1 ] || die "usage: $0 CACHE_DIR"
cache=$1
tree="$cache/$PKG-$UPSTREAM_VERSION"
stamp="$tree/.nvptxbw-unpacked"

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$ORIG_SHA256 $DEBIAN_SHA256" ]; then
  echo "$tree"
  exit 0
fi

mkdir -p "$cache/downloads"
dl="$cache/downloads"

check_sha() {  # file expected
  [ -f "$1" ] || return 1
  [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ]
}

# A cached download that does not match its pinned hash is never used, and
# never silently replaced: something changed it, and the user should know.
for pair in "$ORIG:$ORIG_SHA256" "$DEBIAN_TAR:$DEBIAN_SHA256"; do
  f=${pair%%:*} want=${pair#*:}
  if [ -f "$dl/$f" ] && ! check_sha "$dl/$f" "$want"; then
    die "sha256 mismatch for cached $dl/$f (expected $want, got $(sha256sum "$dl/$f" | cut -d' ' -f1)): delete it and rerun to download it again"
  fi
done

if ! check_sha "$dl/$ORIG" "$ORIG_SHA256" || ! check_sha "$dl/$DEBIAN_TAR" "$DEBIAN_SHA256" \
   || [ ! -f "$dl/$DSC" ]; then
  command -v apt-get >/dev/null || die "apt-get not found; fetch $PKG $VERSION by hand or configure with -DLLVM_PROJECT_SOURCE_DIR=/path/to/llvm-project-19.1.7"
  command -v dpkg-source >/dev/null || die "dpkg-source not found: run 'apt-get install dpkg-dev' (utils/bootstrap.sh does this)"
  # apt-get source needs a deb-src entry. Derive one from the machine's own
  # deb entries (same URIs and suites), so no host is written in this repo.
  if ! apt-get indextargets --format '$(CREATED_BY)' 2>/dev/null | grep -qx 'Sources'; then
    [ "$(id -u)" = 0 ] || die "no deb-src entry in apt sources and not root: add a deb-src twin of your deb entry, run apt-get update, and retry"
    src=/etc/apt/sources.list.d/nvptx-blackwell-deb-src.sources
    note "adding deb-src entries to $src"
    : > "$src.tmp"
    for f in /etc/apt/sources.list.d/*.sources; do
      [ -f "$f" ] || continue
      case "$f" in *nvptx-blackwell-deb-src.sources) continue;; esac
      # Keep only stanzas whose Types include 'deb'; rewrite them to deb-src.
      awk 'function flush() { if (isdeb) printf "%s\n", buf; buf = ""; isdeb = 0 }
           /^[[:space:]]*$/ { flush(); next }
           /^Types:/ { n = split($0, t, /[[:space:]]+/); for (i = 2; i <= n; i++) if (t[i] == "deb") isdeb = 1;
                       buf = buf "Types: deb-src\n"; next }
           { buf = buf $0 "\n" }
           END { flush() }' "$f" >> "$src.tmp"
    done
    if [ -f /etc/apt/sources.list ]; then
      grep -E '^deb[[:space:]]' /etc/apt/sources.list | sed 's/^deb[[:space:]]/deb-src /' \
        > /etc/apt/sources.list.d/nvptx-blackwell-deb-src.list || true
    fi
    mv "$src.tmp" "$src"
    apt-get update -qq >&2 || die "apt-get update failed after adding deb-src entries"
  fi
  note "downloading $PKG $VERSION source package (about 165 MB)"
  tmp=$(mktemp -d "$dl/tmp.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  ( cd "$tmp" && apt-get source --download-only -q "$PKG=$VERSION" >&2 ) \
    || die "apt-get source $PKG=$VERSION failed: is the source package reachable (apt-get update) and is this Debian bookworm?"
  check_sha "$tmp/$ORIG" "$ORIG_SHA256" || die "sha256 mismatch for $ORIG: expected $ORIG_SHA256; delete $dl and retry, or check your mirror"
  check_sha "$tmp/$DEBIAN_TAR" "$DEBIAN_SHA256" || die "sha256 mismatch for $DEBIAN_TAR: expected $DEBIAN_SHA256; delete $dl and retry, or check your mirror"
  mv "$tmp/$ORIG" "$tmp/$DEBIAN_TAR" "$tmp/$DSC" "$dl/"
  rm -rf "$tmp"; trap - EXIT
fi

note "unpacking with Debian's patches applied into $tree"
rm -rf "$tree" "$tree.partial"
# dpkg-source verifies the .dsc's own checksums as well.
dpkg-source --no-check -x "$dl/$DSC" "$tree.partial" >&2 \
  || { rm -rf "$tree.partial"; die "dpkg-source -x failed on $dl/$DSC"; }
mv "$tree.partial" "$tree"
echo "$ORIG_SHA256 $DEBIAN_SHA256" > "$stamp"
echo "$tree"
