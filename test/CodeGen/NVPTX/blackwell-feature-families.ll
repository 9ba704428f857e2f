; Which feature family each target has, as the subtarget's named predicates
; answer it (llc -nvptx-print-feature-families). The rules are the target
; table's (NVPTXBlackwellTargets.py); the answers below are stated by hand,
; from the PTX ISA's target notes for each instruction, and checked against
; what llc 22 accepts and ptxas 13.0 assembles for tcgen05.alloc,
; tcgen05.shift, tcgen05.mma kind::i8 and scale_d, and cvt e2m1x2:
;  - an 'a' target has everything its 'f' target has;
;  - tensor memory/tcgen05: 'a' and 'f' of the sm_100 and sm_110 families;
;  - tcgen05.shift: 'a' only; kind::i8: sm_100a, 101a, 110a; scale_d: sm_100
;    and sm_103, 'a' or 'f';
;  - warp-level block-scaled MMA: the sm_120 family ('a' or 'f');
;  - mma.sp::ordered_metadata: sm_80 and later (the PTX 8.5 it needs is the
;    intrinsic's to check, not the family's);
;  - e2m1x2 & co conversions: 'a' and 'f' of the sm_100, 110 and 120 families;
;  - setmaxnreg: sm_90a and the 'a'/'f' targets from sm_100 on.
;
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM88
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM101
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM101A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM101F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM103
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM103A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM103F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM110
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM110A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM110F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM121
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM121A
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM121F
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx85 -nvptx-print-feature-families -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A-PTX85
;
; SM80: nvptx subtarget sm_80 ptx 7.0: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=no sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=no tensor-memory=no setmaxnreg=no
; SM90: nvptx subtarget sm_90 ptx 7.8: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM90A: nvptx subtarget sm_90a ptx 8.0: arch-specific=yes family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes
; SM88: nvptx subtarget sm_88 ptx 9.0: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=no sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=no tensor-memory=no setmaxnreg=no
; SM100: nvptx subtarget sm_100 ptx 8.6: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM100A: nvptx subtarget sm_100a ptx 8.6: arch-specific=yes family-specific=yes tcgen05=yes tcgen05-shift=yes tcgen05-kind-i8=yes tcgen05-scale-d=yes tcgen05-sparse-mxf4=yes warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM100F: nvptx subtarget sm_100f ptx 8.8: arch-specific=no family-specific=yes tcgen05=yes tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=yes tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM101: nvptx subtarget sm_101 ptx 8.6: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM101A: nvptx subtarget sm_101a ptx 8.6: arch-specific=yes family-specific=yes tcgen05=yes tcgen05-shift=yes tcgen05-kind-i8=yes tcgen05-scale-d=no tcgen05-sparse-mxf4=yes warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM101F: nvptx subtarget sm_101f ptx 8.8: arch-specific=no family-specific=yes tcgen05=yes tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM103: nvptx subtarget sm_103 ptx 8.8: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM103A: nvptx subtarget sm_103a ptx 8.8: arch-specific=yes family-specific=yes tcgen05=yes tcgen05-shift=yes tcgen05-kind-i8=no tcgen05-scale-d=yes tcgen05-sparse-mxf4=yes warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM103F: nvptx subtarget sm_103f ptx 8.8: arch-specific=no family-specific=yes tcgen05=yes tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=yes tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM110: nvptx subtarget sm_110 ptx 9.0: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM110A: nvptx subtarget sm_110a ptx 9.0: arch-specific=yes family-specific=yes tcgen05=yes tcgen05-shift=yes tcgen05-kind-i8=yes tcgen05-scale-d=no tcgen05-sparse-mxf4=yes warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM110F: nvptx subtarget sm_110f ptx 9.0: arch-specific=no family-specific=yes tcgen05=yes tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=yes setmaxnreg=yes
; SM120: nvptx subtarget sm_120 ptx 8.7: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM120A: nvptx subtarget sm_120a ptx 8.7: arch-specific=yes family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=yes fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=yes ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes
; SM120F: nvptx subtarget sm_120f ptx 8.8: arch-specific=no family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=yes fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes
; SM121: nvptx subtarget sm_121 ptx 8.8: arch-specific=no family-specific=no tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=no
; SM121A: nvptx subtarget sm_121a ptx 8.8: arch-specific=yes family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=yes fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=yes ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes
; SM121F: nvptx subtarget sm_121f ptx 8.8: arch-specific=no family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=yes fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=yes proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes
; SM90A-PTX85: nvptx subtarget sm_90a ptx 8.5: arch-specific=yes family-specific=yes tcgen05=no tcgen05-shift=no tcgen05-kind-i8=no tcgen05-scale-d=no tcgen05-sparse-mxf4=no warp-block-scale-mma=no fp8-mma=yes sparse-mma=yes warp-sparse-block-scale-mma=no ordered-metadata-sparse-mma=yes narrow-float-cvt=no proxy-alias-fence=yes async-proxy-fence=yes tensor-memory=no setmaxnreg=yes

define void @f() {
  ret void
}
