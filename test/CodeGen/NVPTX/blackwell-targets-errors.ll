; A PTX version below a target's minimum is an error that names both
; versions and the fix (the wording of llc 22), for every Blackwell target at
; the highest PTX version it refuses. LLVM 19 would have silently raised the
; version instead, since its processors imply a PTX feature. Like every error
; below it is an input error of the tool ("llc: error: ...", exit status 1),
; not a fatal one: no "LLVM ERROR", no stack dump (llc 22 prints both).
;
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_88 -mattr=+ptx88 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM88 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -mattr=+ptx85 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM100 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx85 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM100A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100f -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM100F --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101 -mattr=+ptx85 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM101 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101a -mattr=+ptx85 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM101A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_101f -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM101F --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103 -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM103 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM103A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103f -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM103F --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110 -mattr=+ptx88 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM110 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110a -mattr=+ptx88 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM110A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -mattr=+ptx88 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM110F --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -mattr=+ptx86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM120 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+ptx86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM120A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120f -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM120F --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121 -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM121 --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM121A --implicit-check-not='LLVM ERROR'
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121f -mattr=+ptx87 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM121F --implicit-check-not='LLVM ERROR'
;
; ERR-SM88: {{^.*}}llc: error: PTX version 8.8 does not support target 'sm_88'. Minimum required PTX version is 9.0. Either remove the PTX version to use the default, or increase it to at least 9.0.
; ERR-SM100: {{^.*}}llc: error: PTX version 8.5 does not support target 'sm_100'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6.
; ERR-SM100A: {{^.*}}llc: error: PTX version 8.5 does not support target 'sm_100a'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6.
; ERR-SM100F: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_100f'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM101: {{^.*}}llc: error: PTX version 8.5 does not support target 'sm_101'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6.
; ERR-SM101A: {{^.*}}llc: error: PTX version 8.5 does not support target 'sm_101a'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6.
; ERR-SM101F: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_101f'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM103: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_103'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM103A: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_103a'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM103F: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_103f'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM110: {{^.*}}llc: error: PTX version 8.8 does not support target 'sm_110'. Minimum required PTX version is 9.0. Either remove the PTX version to use the default, or increase it to at least 9.0.
; ERR-SM110A: {{^.*}}llc: error: PTX version 8.8 does not support target 'sm_110a'. Minimum required PTX version is 9.0. Either remove the PTX version to use the default, or increase it to at least 9.0.
; ERR-SM110F: {{^.*}}llc: error: PTX version 8.8 does not support target 'sm_110f'. Minimum required PTX version is 9.0. Either remove the PTX version to use the default, or increase it to at least 9.0.
; ERR-SM120: {{^.*}}llc: error: PTX version 8.6 does not support target 'sm_120'. Minimum required PTX version is 8.7. Either remove the PTX version to use the default, or increase it to at least 8.7.
; ERR-SM120A: {{^.*}}llc: error: PTX version 8.6 does not support target 'sm_120a'. Minimum required PTX version is 8.7. Either remove the PTX version to use the default, or increase it to at least 8.7.
; ERR-SM120F: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_120f'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM121: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_121'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM121A: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_121a'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.
; ERR-SM121F: {{^.*}}llc: error: PTX version 8.7 does not support target 'sm_121f'. Minimum required PTX version is 8.8. Either remove the PTX version to use the default, or increase it to at least 8.8.

; The minimum is the processor's, not a target feature: -mattr cannot remove
; it. Naming one is LLVM's usual warning for an unknown feature, and the PTX
; stays at the minimum (or a lower explicit one is refused).
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=-min-ptx86 2>&1 | FileCheck %s --check-prefix=NOMIN
; NOMIN: '-min-ptx86' is not a recognized feature for this target (ignoring feature)
; NOMIN: .version 8.6
; NOMIN-NEXT: .target sm_100a
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=-min-ptx86 2>/dev/null | %ptxas -arch=sm_100a -c -o /dev/null - %}
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_121a -mattr=-min-ptx88,+ptx40 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOMIN40 --implicit-check-not='LLVM ERROR'
; NOMIN40: '-min-ptx88' is not a recognized feature for this target (ignoring feature)
; NOMIN40: {{^.*}}llc: error: PTX version 4.0 does not support target 'sm_121a'. Minimum required PTX version is 8.8.
; NOMIN-F: .version 9.0
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_110f -mattr=-min-ptx90 2>/dev/null | FileCheck %s --check-prefix=NOMIN-F
;
;
; LLVM 19's own processors have the same floor: the PTX version their
; processor implies (the first PTX ISA that knows the chip). Removing that
; feature with -mattr gave `.version 6.0` (ptxas: "PTX .version 6.0 does not
; support .target sm_89"); it now leaves the floor, as llc 22 does, and a
; lower explicit version is the error above. sm_30 implies none and keeps the
; backend's default.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=-ptx78 | FileCheck %s --check-prefix=FLOOR89
; FLOOR89: .version 7.8
; FLOOR89-NEXT: .target sm_89
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=-ptx78 | %ptxas -arch=sm_89 -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=-ptx80 | FileCheck %s --check-prefix=FLOOR90A
; FLOOR90A: .version 8.0
; FLOOR90A-NEXT: .target sm_90a
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=-ptx80 | %ptxas -arch=sm_90a -c -o /dev/null - %}
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=-ptx63 | FileCheck %s --check-prefix=FLOOR75
; FLOOR75: .version 6.3
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_20 -mattr=-ptx32 | FileCheck %s --check-prefix=FLOOR20
; FLOOR20: .version 3.2
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -mattr=-ptx78,+ptx70 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-SM89 --implicit-check-not='LLVM ERROR'
; ERR-SM89: {{^.*}}llc: error: PTX version 7.0 does not support target 'sm_89'. Minimum required PTX version is 7.8. Either remove the PTX version to use the default, or increase it to at least 7.8.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_30 | FileCheck %s --check-prefix=SM30
; SM30: .version 6.0
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_30 -mattr=+ptx32 | FileCheck %s --check-prefix=SM30-PTX32
; SM30-PTX32: .version 3.2
;
; The same errors from opt, which builds the target machine too.
; RUN: not opt -S -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx85 -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT --implicit-check-not='LLVM ERROR'
; OPT: {{^.*}}opt: error: PTX version 8.5 does not support target 'sm_100a'. Minimum required PTX version is 8.6.
; RUN: not opt -S -mtriple=nvptx64-nvidia-cuda -mcpu=sm_99 -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT-UNKNOWN
; OPT-UNKNOWN: {{^.*}}opt: error: 'sm_99' is not a recognized NVPTX processor

; Two PTX features: the higher one wins, as in LLVM 19.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx88,+ptx90 | FileCheck %s --check-prefix=TWO
; TWO: .version 9.0

; An unknown processor: LLVM's usual warning, then an error instead of PTX with
; `.target sm_99` (which llc 22 prints and ptxas rejects). No output is left.
; RUN: rm -f %t.ptx
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_99 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=UNKNOWN --implicit-check-not='LLVM ERROR'
; RUN: not ls %t.ptx
; UNKNOWN: 'sm_99' is not a recognized processor for this target (ignoring processor)
; UNKNOWN: {{^.*}}llc: error: 'sm_99' is not a recognized NVPTX processor; -mcpu=help lists the known ones
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100x -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN-X --implicit-check-not='LLVM ERROR'
; UNKNOWN-X: {{^.*}}llc: error: 'sm_100x' is not a recognized NVPTX processor

; SM features that contradict -mcpu.
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONTRA --implicit-check-not='LLVM ERROR'
; CONTRA: {{^.*}}llc: error: target features '+sm_100a' select sm_100a, which contradicts the processor 'sm_90'. Choose the target with -mcpu alone.
; RUN: not llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120a -mattr=+sm_121f -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONTRA2 --implicit-check-not='LLVM ERROR'
; CONTRA2: {{^.*}}llc: error: target features '+sm_121f' select sm_121f, which contradicts the processor 'sm_120a'.
; Naming the processor's own SM feature again is not a contradiction.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_103a -mattr=+sm_103a | FileCheck %s --check-prefix=SAME
; SAME: .target sm_103a

; An unknown PTX feature: LLVM's usual warning; the default PTX is used and
; the output assembles.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx99 2>&1 | FileCheck %s --check-prefix=PTX99
; PTX99: '+ptx99' is not a recognized feature for this target (ignoring feature)
; PTX99: .version 8.6
; PTX99-NEXT: .target sm_100a
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx99 2>/dev/null | %ptxas -arch=sm_100a -c -o /dev/null - %}

; -mcpu=help lists every new processor.
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=help 2>&1 | FileCheck %s --check-prefix=HELP
; HELP-DAG: sm_88{{ +}}- Select the sm_88 processor.
; HELP-DAG: sm_100{{ +}}- Select the sm_100 processor.
; HELP-DAG: sm_100a{{ +}}- Select the sm_100a processor.
; HELP-DAG: sm_100f{{ +}}- Select the sm_100f processor.
; HELP-DAG: sm_101{{ +}}- Select the sm_101 processor.
; HELP-DAG: sm_101a{{ +}}- Select the sm_101a processor.
; HELP-DAG: sm_101f{{ +}}- Select the sm_101f processor.
; HELP-DAG: sm_103{{ +}}- Select the sm_103 processor.
; HELP-DAG: sm_103a{{ +}}- Select the sm_103a processor.
; HELP-DAG: sm_103f{{ +}}- Select the sm_103f processor.
; HELP-DAG: sm_110{{ +}}- Select the sm_110 processor.
; HELP-DAG: sm_110a{{ +}}- Select the sm_110a processor.
; HELP-DAG: sm_110f{{ +}}- Select the sm_110f processor.
; HELP-DAG: sm_120{{ +}}- Select the sm_120 processor.
; HELP-DAG: sm_120a{{ +}}- Select the sm_120a processor.
; HELP-DAG: sm_120f{{ +}}- Select the sm_120f processor.
; HELP-DAG: sm_121{{ +}}- Select the sm_121 processor.
; HELP-DAG: sm_121a{{ +}}- Select the sm_121a processor.
; HELP-DAG: sm_121f{{ +}}- Select the sm_121f processor.
; HELP-DAG: ptx86{{ +}}- Use PTX version 86.
; HELP-DAG: ptx87{{ +}}- Use PTX version 87.
; HELP-DAG: ptx88{{ +}}- Use PTX version 88.
; HELP-DAG: ptx90{{ +}}- Use PTX version 90.

define void @f() {
  ret void
}
