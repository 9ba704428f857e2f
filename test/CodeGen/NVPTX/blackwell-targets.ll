; Blackwell (and sm_88) processors: each defaults to its minimum PTX version,
; accepts a higher one, prints the right .version/.target, and ptxas 13.0
; assembles the result for the real target. ptxas 13.0 knows sm_101 only by
; its CUDA 13 name sm_110: PTX for .target sm_101{,a,f} is assembled with
; -arch=sm_110{,a,f} (the driver does the same mapping); llc keeps the target
; name the user asked for, as the PTX ISA defines it.
;
; One group of RUN lines per processor of the target table
; (NVPTXBlackwellTargets.py), each expected .version/.target stated by hand
; from the PTX ISA's "PTX ISA Version" notes; see blackwell-targets-errors.ll
; for the PTX versions each one refuses.
;
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 | FileCheck %s --check-prefixes=CHECK,SM88
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM88-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 | %ptxas -arch=sm_88 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 -mattr=+ptx90 | %ptxas -arch=sm_88 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 | FileCheck %s --check-prefixes=CHECK,SM100
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM100-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 | %ptxas -arch=sm_100 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -mattr=+ptx90 | %ptxas -arch=sm_100 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK,SM100A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM100A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx90 | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | FileCheck %s --check-prefixes=CHECK,SM100F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM100F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f | %ptxas -arch=sm_100f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f -mattr=+ptx90 | %ptxas -arch=sm_100f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 | FileCheck %s --check-prefixes=CHECK,SM101
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM101-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 -mattr=+ptx90 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | FileCheck %s --check-prefixes=CHECK,SM101A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM101A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -mattr=+ptx90 | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f | FileCheck %s --check-prefixes=CHECK,SM101F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM101F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f -mattr=+ptx90 | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 | FileCheck %s --check-prefixes=CHECK,SM103
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM103-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 | %ptxas -arch=sm_103 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 -mattr=+ptx90 | %ptxas -arch=sm_103 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | FileCheck %s --check-prefixes=CHECK,SM103A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM103A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -mattr=+ptx90 | %ptxas -arch=sm_103a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | FileCheck %s --check-prefixes=CHECK,SM103F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM103F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f | %ptxas -arch=sm_103f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f -mattr=+ptx90 | %ptxas -arch=sm_103f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | FileCheck %s --check-prefixes=CHECK,SM110
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM110-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 -mattr=+ptx90 | %ptxas -arch=sm_110 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | FileCheck %s --check-prefixes=CHECK,SM110A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM110A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a -mattr=+ptx90 | %ptxas -arch=sm_110a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f | FileCheck %s --check-prefixes=CHECK,SM110F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM110F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -mattr=+ptx90 | %ptxas -arch=sm_110f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 | FileCheck %s --check-prefixes=CHECK,SM120
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM120-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 | %ptxas -arch=sm_120 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -mattr=+ptx90 | %ptxas -arch=sm_120 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | FileCheck %s --check-prefixes=CHECK,SM120A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM120A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+ptx90 | %ptxas -arch=sm_120a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f | FileCheck %s --check-prefixes=CHECK,SM120F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM120F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f | %ptxas -arch=sm_120f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f -mattr=+ptx90 | %ptxas -arch=sm_120f -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 | FileCheck %s --check-prefixes=CHECK,SM121
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM121-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 | %ptxas -arch=sm_121 -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 -mattr=+ptx90 | %ptxas -arch=sm_121 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | FileCheck %s --check-prefixes=CHECK,SM121A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM121A-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a | %ptxas -arch=sm_121a -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a -mattr=+ptx90 | %ptxas -arch=sm_121a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | FileCheck %s --check-prefixes=CHECK,SM121F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f -mattr=+ptx90 | FileCheck %s --check-prefixes=CHECK,SM121F-PTX90
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f | %ptxas -arch=sm_121f -c -o /dev/null - %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f -mattr=+ptx90 | %ptxas -arch=sm_121f -c -o /dev/null - %}
;
; 32-bit code for one target of each family.
; RUN: llc < %s -mtriple=nvptx-nvidia-cuda -mcpu=sm_100a | FileCheck %s --check-prefixes=CHECK32,SM100A
; RUN: llc < %s -mtriple=nvptx-nvidia-cuda -mcpu=sm_120f | FileCheck %s --check-prefixes=CHECK32,SM120F
;
; SM88: .version 9.0
; SM88-NEXT: .target sm_88
; SM88-PTX90: .version 9.0
; SM88-PTX90-NEXT: .target sm_88
; SM100: .version 8.6
; SM100-NEXT: .target sm_100
; SM100-PTX90: .version 9.0
; SM100-PTX90-NEXT: .target sm_100
; SM100A: .version 8.6
; SM100A-NEXT: .target sm_100a
; SM100A-PTX90: .version 9.0
; SM100A-PTX90-NEXT: .target sm_100a
; SM100F: .version 8.8
; SM100F-NEXT: .target sm_100f
; SM100F-PTX90: .version 9.0
; SM100F-PTX90-NEXT: .target sm_100f
; SM101: .version 8.6
; SM101-NEXT: .target sm_101
; SM101-PTX90: .version 9.0
; SM101-PTX90-NEXT: .target sm_101
; SM101A: .version 8.6
; SM101A-NEXT: .target sm_101a
; SM101A-PTX90: .version 9.0
; SM101A-PTX90-NEXT: .target sm_101a
; SM101F: .version 8.8
; SM101F-NEXT: .target sm_101f
; SM101F-PTX90: .version 9.0
; SM101F-PTX90-NEXT: .target sm_101f
; SM103: .version 8.8
; SM103-NEXT: .target sm_103
; SM103-PTX90: .version 9.0
; SM103-PTX90-NEXT: .target sm_103
; SM103A: .version 8.8
; SM103A-NEXT: .target sm_103a
; SM103A-PTX90: .version 9.0
; SM103A-PTX90-NEXT: .target sm_103a
; SM103F: .version 8.8
; SM103F-NEXT: .target sm_103f
; SM103F-PTX90: .version 9.0
; SM103F-PTX90-NEXT: .target sm_103f
; SM110: .version 9.0
; SM110-NEXT: .target sm_110
; SM110-PTX90: .version 9.0
; SM110-PTX90-NEXT: .target sm_110
; SM110A: .version 9.0
; SM110A-NEXT: .target sm_110a
; SM110A-PTX90: .version 9.0
; SM110A-PTX90-NEXT: .target sm_110a
; SM110F: .version 9.0
; SM110F-NEXT: .target sm_110f
; SM110F-PTX90: .version 9.0
; SM110F-PTX90-NEXT: .target sm_110f
; SM120: .version 8.7
; SM120-NEXT: .target sm_120
; SM120-PTX90: .version 9.0
; SM120-PTX90-NEXT: .target sm_120
; SM120A: .version 8.7
; SM120A-NEXT: .target sm_120a
; SM120A-PTX90: .version 9.0
; SM120A-PTX90-NEXT: .target sm_120a
; SM120F: .version 8.8
; SM120F-NEXT: .target sm_120f
; SM120F-PTX90: .version 9.0
; SM120F-PTX90-NEXT: .target sm_120f
; SM121: .version 8.8
; SM121-NEXT: .target sm_121
; SM121-PTX90: .version 9.0
; SM121-PTX90-NEXT: .target sm_121
; SM121A: .version 8.8
; SM121A-NEXT: .target sm_121a
; SM121A-PTX90: .version 9.0
; SM121A-PTX90-NEXT: .target sm_121a
; SM121F: .version 8.8
; SM121F-NEXT: .target sm_121f
; SM121F-PTX90: .version 9.0
; SM121F-PTX90-NEXT: .target sm_121f

; CHECK: .address_size 64
; CHECK32: .address_size 32
; CHECK-LABEL: .visible .entry scale(
; CHECK: ld.global.f32
; CHECK: mul.rn.f32
; CHECK: st.global.f32
define void @scale(ptr addrspace(1) %p, float %s) {
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}
