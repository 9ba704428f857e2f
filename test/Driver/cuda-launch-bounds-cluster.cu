// __launch_bounds__'s third argument (maxclusterrank) needs sm_90 or
// higher. The arches appended after Generic in the OffloadArch enum sort
// after sm_90 whatever their number: sm_88 must still be refused, the
// Blackwell arches accepted.

// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_88 -fcuda-is-device \
// RUN:   -fsyntax-only -verify=sm88 %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_80 -fcuda-is-device \
// RUN:   -fsyntax-only -verify=sm80 %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_100a -fcuda-is-device \
// RUN:   -fsyntax-only -verify=ok %s
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_121f -fcuda-is-device \
// RUN:   -fsyntax-only -verify=ok %s
// ok-no-diagnostics

__attribute__((global)) void __attribute__((launch_bounds(128, 1, 4))) kernel(int *p) {}
// sm88-warning@-1 {{maxclusterrank requires sm_90 or higher, CUDA arch provided: sm_88, ignoring 'launch_bounds' attribute}}
// sm80-warning@-2 {{maxclusterrank requires sm_90 or higher, CUDA arch provided: sm_80, ignoring 'launch_bounds' attribute}}
