// The dependency file of a CUDA compile lists what every sub-compilation
// read, as nvcc's does: a header that only device code includes is in it, so
// make and ninja rebuild when it changes. Each sub-compilation writes its own
// file and the driver writes the user's: the host's rules, then the devices'
// other dependencies (and with -MP their phony targets).

// REQUIRES: cuda

// RUN: rm -rf %t && mkdir %t && cp %s %t/k.cu
// RUN: cp -r %S/Inputs/cuda-sub-compilation-outputs %t/inc
// RUN: cd %t
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-gpu-arch=sm_90a -DDEVICE_HEADER -MMD -MP -MF k.d -c k.cu -o k.o
// RUN: FileCheck %s --input-file=k.d --match-full-lines
// CHECK:      k.o: k.cu inc/both.h inc/host_only.h inc/device_only.h \
// CHECK-NEXT:   inc/dir\ with\ space.h
// CHECK-NEXT: inc/both.h:
// CHECK-NEXT: inc/host_only.h:
// CHECK-NEXT: inc/device_only.h:
// CHECK-NEXT: inc/dir\ with\ space.h:
// CHECK-EMPTY:

// -MD with the file named after -o, and -M with -MF.
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -DDEVICE_HEADER -MD -c k.cu -o k2.o
// RUN: FileCheck %s --input-file=k2.d --check-prefix=MD
// MD: k2.o: k.cu
// MD: inc/both.h inc/host_only.h inc/device_only.h
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -DDEVICE_HEADER -MM -MF k3.d k.cu
// RUN: FileCheck %s --input-file=k3.d --check-prefix=MM
// MM: k.o: k.cu inc/both.h inc/host_only.h inc/device_only.h

// When the devices read nothing the host did not, the file is the host's,
// byte for byte.
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -MMD -MP -MF both.d -c k.cu -o k.o
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   --cuda-host-only -MMD -MP -MF host.d -c k.cu -o k.o
// RUN: cmp both.d host.d
// RUN: FileCheck %s --input-file=host.d --check-prefix=HOST
// HOST:     k.o: k.cu inc/both.h inc/host_only.h
// HOST-NOT: device_only

// The job list: sub-compilations write temporaries, the driver merges them
// after the last.
// RUN: %clang --target=x86_64-linux-gnu -nocudainc -nocudalib -### \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -MD -MF k.d -c k.cu -o k.o 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS:     "-cc1" "-triple" "nvptx64-nvidia-cuda"
// JOBS-SAME: "-dependency-file" "[[DEVPART:[^"]*k-sm_100a-[^"]*.d]]"
// JOBS:     "-cc1" "-triple" "x86_64-unknown-linux-gnu"
// JOBS-SAME: "-dependency-file" "[[HOSTPART:[^"]*k-host-[^"]*.d]]"
// JOBS-NEXT: # (in the driver) write "k.d": the dependencies in "[[HOSTPART]]", then those only in "[[DEVPART]]"

// A failed compile writes no dependency file.
// RUN: rm -f bad.d
// RUN: not %clang --target=x86_64-linux-gnu -nocudainc -nocudalib \
// RUN:   --cuda-path=%cuda_path --cuda-gpu-arch=sm_100a \
// RUN:   -DBROKEN -MD -MF bad.d -c k.cu -o bad.o
// RUN: not ls bad.d

#include "inc/both.h"
#ifdef __CUDA_ARCH__
#ifdef DEVICE_HEADER
#include "inc/device_only.h"
#include "inc/dir with space.h"
#endif
#ifdef BROKEN
#error device side broken
#endif
__attribute__((device)) int device_value;
#else
#include "inc/host_only.h"
int host_value = HOST_VALUE;
#endif
