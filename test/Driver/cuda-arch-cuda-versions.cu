// Each GPU arch against the CUDA installation's version: the first CUDA
// whose ptxas takes it, and the last for sm_50 to sm_72 (CUDA 13 dropped
// them), with upstream's diagnostic; --no-cuda-version-check turns the check
// off. An arch with no last version says 'the latest'.

// Archs that need CUDA 12.8: refused by 12.6, accepted by 12.8.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100 \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_100 -DMIN=12.8 -DMAX='the latest' -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_100a -DMIN=12.8 -DMAX='the latest' -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_101 -DMIN=12.8 -DMAX=12.9 -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_101a -DMIN=12.8 -DMAX=12.9 -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120 \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_120 -DMIN=12.8 -DMAX='the latest' -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120a \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_120a -DMIN=12.8 -DMAX='the latest' -DHAVE=12.6
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_126/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK

// Archs that need CUDA 12.9: refused by 12.8, accepted by 12.9.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100f \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_100f -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_100f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101f \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_101f -DMIN=12.9 -DMAX=12.9 -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_101f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_103 -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103 \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_103a -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103f \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_103f -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_103f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120f \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_120f -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_120f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121 \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_121 -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121 \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121a \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_121a -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121f \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_121f -DMIN=12.9 -DMAX='the latest' -DHAVE=12.8
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_121f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK

// Archs that need CUDA 13.0: refused by 12.9, accepted by 13.0.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_88 \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_88 -DMIN=13.0 -DMAX='the latest' -DHAVE=12.9
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_88 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_88 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110 \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_110 -DMIN=13.0 -DMAX='the latest' -DHAVE=12.9
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110a \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_110a -DMIN=13.0 -DMAX='the latest' -DHAVE=12.9
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110a \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110a --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110f \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_110f -DMIN=13.0 -DMAX='the latest' -DHAVE=12.9
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110f \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110f --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK

// sm_50 to sm_72 end with CUDA 12.9: CUDA 13's ptxas refuses them.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_50 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_50 -DMIN=7.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_52 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_52 -DMIN=7.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_53 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_53 -DMIN=7.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_60 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_60 -DMIN=8.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_61 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_61 -DMIN=8.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_62 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_62 -DMIN=8.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_70 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_70 -DMIN=9.0 -DMAX=12.9 -DHAVE=13.0
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_72 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_72 -DMIN=9.1 -DMAX=12.9 -DHAVE=13.0
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_72 \
// RUN:   --cuda-path=%S/Inputs/CUDA_129/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_75 \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_70 --no-cuda-version-check \
// RUN:   --cuda-path=%S/Inputs/CUDA_130/usr/local/cuda %s 2>&1 | FileCheck %s --check-prefix=OK
// A CUDA newer than we know is named by its own version.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_52 -Wno-unknown-cuda-version \
// RUN:   --cuda-path=%S/Inputs/CUDA_132/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR -DARCH=sm_52 -DMIN=7.0 -DMAX=12.9 -DHAVE=13.2

// One error per arch, each arch checked.
// RUN: not %clang --target=x86_64-linux-gnu -### -c --cuda-gpu-arch=sm_110a --cuda-gpu-arch=sm_121a \
// RUN:   --cuda-gpu-arch=sm_100a --cuda-path=%S/Inputs/CUDA_128/usr/local/cuda %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// TWO-DAG: error: GPU arch sm_110a is supported by CUDA versions between 13.0 and the latest (inclusive), but installation at {{.*}}CUDA_128{{.*}} is 12.8;
// TWO-DAG: error: GPU arch sm_121a is supported by CUDA versions between 12.9 and the latest (inclusive), but installation at {{.*}}CUDA_128{{.*}} is 12.8;
// TWO-NOT: error: GPU arch sm_100a
// TWO-NOT: error: GPU arch sm_110a
// TWO-NOT: error: GPU arch sm_121a

// ERR: error: GPU arch [[ARCH]] is supported by CUDA versions between [[MIN]] and [[MAX]] (inclusive), but installation at {{.*}}/Inputs/CUDA_{{[0-9]+}}/usr/local/cuda is [[HAVE]]; use '--cuda-path' to specify a different CUDA install, pass a different GPU arch with '--cuda-gpu-arch', or pass '--no-cuda-version-check'
// ERR-NOT: error: GPU arch
// OK-NOT: error:
// OK-NOT: warning:
