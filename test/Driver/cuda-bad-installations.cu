// Broken CUDA installations get a clear diagnostic, never a crash: the file
// that could not be read and why, then upstream's guess (an installation of
// unknown version is newer than the newest we know, which does not refuse any
// arch). -v says 'unknown', never an empty version.

// -v comes first, then the warnings.
// CHECK: Found CUDA installation: {{.*}}/Inputs/[[TREE]]/usr/local/cuda, version unknown{{$}}

// A cuda.h full of garbage (its first CUDA_VERSION is '13O00').
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA-garbage-cuda-h/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,GARBAGE -DTREE=CUDA-garbage-cuda-h
// GARBAGE: warning: cannot read the CUDA version from '{{.*}}/include/cuda.h': '#define CUDA_VERSION' is followed by '13O00 /* letter O */', not a number [-Wunknown-cuda-version]

// The warning is in upstream's -Wunknown-cuda-version group, so -Wno- of it
// silences both, and -Werror=unknown-cuda-version makes it an error.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA-garbage-cuda-h/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SILENCED
// SILENCED-NOT: warning:
// SILENCED: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a -Werror=unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA-garbage-cuda-h/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERROR
// ERROR: error: cannot read the CUDA version from '{{.*}}/include/cuda.h': {{.*}} [-Werror,-Wunknown-cuda-version]

// No cuda.h; version.json truncated in the middle of the version string.
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA-truncated-json/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,TRUNCATED -DTREE=CUDA-truncated-json
// TRUNCATED: warning: cannot read the CUDA version from '{{.*}}/version.json': it is not valid JSON ([4:23, byte=66]: Unterminated string)

// version.json is read with llvm::json, whose parser recurses per level of
// nesting: a file nested deeper than any version.json is refused before it
// can exhaust the stack (brackets inside a string do not count).
// RUN: rm -rf %t && cp -r %S/Inputs/CUDA-truncated-json/usr/local/cuda %t
// RUN: %python -c "print('{\"cuda\": {\"version\": \"[[[{{{\"}, \"x\": ' + '[' * 200000 + ']' * 200000 + '}')" > %t/version.json
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a --cuda-path=%t %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEEP
// DEEP: warning: cannot read the CUDA version from '{{.*}}/version.json': it is not valid JSON (nested too deeply)
// 64 levels (the object and 63 arrays) are read, and the brackets of the
// string at the deepest level do not make them 68.
// RUN: %python -c "print('{\"x\": ' + '[' * 63 + '\"[[[[\"' + ']' * 63 + ', \"cuda\": {\"version\": \"12.8\"}}')" > %t/version.json
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a --cuda-path=%t %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEEP-OK
// DEEP-OK-NOT: warning:
// DEEP-OK: Found CUDA installation: {{.*}}, version 12.8{{$}}
// DEEP-OK-NOT: warning:

// No cuda.h; version.json valid JSON whose version is not a version.
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA-malformed-json/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,MALFORMED -DTREE=CUDA-malformed-json
// MALFORMED: warning: cannot read the CUDA version from '{{.*}}/version.json': its "cuda" version 'thirteen' is not of the form X.Y

// Both broken: a CUDA_VERSION too large for any integer, a version that is a
// JSON number.
// RUN: %clang --target=x86_64-linux-gnu -v -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA-garbage-both/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,BOTH -DTREE=CUDA-garbage-both
// BOTH: warning: cannot read the CUDA version from '{{.*}}/include/cuda.h': CUDA_VERSION 99999999999999999999 is not a CUDA version (expected major * 1000 + minor * 10, such as 13000)
// BOTH: warning: cannot read the CUDA version from '{{.*}}/version.json': it has no "cuda": {"version": "X.Y"} entry

// CHECK: warning: CUDA version is newer than the latest supported version 13.0 [-Wunknown-cuda-version]
// CHECK-NOT: error:
// CHECK: "-cc1" "-triple" "nvptx64-nvidia-cuda"
// CHECK-SAME: "-target-sdk-version=13.0" "-target-cpu" "sm_90a" "-target-feature" "+ptx90"

// A guessed version refuses no arch: sm_70 (which CUDA 13 dropped) passes.
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_70 -Wno-unknown-cuda-version -w \
// RUN:   --cuda-path=%S/Inputs/CUDA-truncated-json/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=NOERR
// NOERR-NOT: error:

// An empty directory is no CUDA installation.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/CUDA-empty %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_90a \
// RUN:   --cuda-path=%S/Inputs/does-not-exist %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: cannot find CUDA installation; provide its path via '--cuda-path', or pass '-nocudainc' to build without CUDA includes
