; With debug info, the DWARF sections refer to local globals by the names
; their definitions get in PTX. '.' is not allowed in a PTX identifier, so
; `.str` and `__PRETTY_FUNCTION__._Z1kPi` (what CUDA's assert and printf
; create) are defined as `_$_str` and `__PRETTY_FUNCTION___$__Z1kPi`; the
; debug sections used to keep the old names, which ptxas refuses ("Parsing
; error near '.'").
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_100a %t.ptx -o %t.o %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -O0 %s -o %t-O0.ptx
; RUN: FileCheck %s < %t-O0.ptx
; RUN: %if ptxas %{ %ptxas -c -arch=sm_90a %t-O0.ptx -o %t-O0.o %}

; CHECK: .global .align 1 .b8 _$_str[6]
; CHECK: .global .align 1 .b8 __PRETTY_FUNCTION___$__Z1kPi[14]
; CHECK: .global .align 4 .u32 counter_$_1;
; CHECK-LABEL: .visible .entry _Z1kPi(
; CHECK: mov.u64 {{%rd[0-9]+}}, _$_str;
; CHECK: mov.u64 {{%rd[0-9]+}}, __PRETTY_FUNCTION___$__Z1kPi;
; CHECK: .section .debug_info
; CHECK-NOT: .b64 .str
; CHECK-NOT: .b64 __PRETTY_FUNCTION__._Z1kPi
; CHECK-NOT: .b64 counter.1
; CHECK-DAG: .b64 _$_str
; CHECK-DAG: .b64 __PRETTY_FUNCTION___$__Z1kPi
; CHECK-DAG: .b64 counter_$_1
; CHECK-NOT: .b64 .str

@.str = private unnamed_addr constant [6 x i8] c"p > 0\00", align 1, !dbg !0
@__PRETTY_FUNCTION__._Z1kPi = private unnamed_addr constant [14 x i8] c"void k(int *)\00", align 1, !dbg !7
@counter.1 = internal addrspace(1) global i32 0, align 4, !dbg !12

declare void @use(ptr, ptr)

define ptx_kernel void @_Z1kPi(ptr %p) !dbg !20 {
entry:
  call void @use(ptr @.str, ptr @__PRETTY_FUNCTION__._Z1kPi), !dbg !23
  %c = load i32, ptr addrspace(1) @counter.1, align 4, !dbg !23
  %n = add i32 %c, 1, !dbg !23
  store i32 %n, ptr addrspace(1) @counter.1, align 4, !dbg !23
  ret void, !dbg !24
}

!llvm.dbg.cu = !{!15}
!llvm.module.flags = !{!18, !19}
!nvvm.annotations = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 3, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 3, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "counter", scope: !20, file: !2, line: 4, type: !14, isLocal: true, isDefinition: true)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !16)
!16 = !{!0, !7, !12}
!17 = !{}
!18 = !{i32 2, !"Dwarf Version", i32 2}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", linkageName: "_Z1kPi", scope: !2, file: !2, line: 2, type: !21, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, retainedNodes: !17)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !DILocation(line: 3, column: 3, scope: !20)
!24 = !DILocation(line: 5, column: 1, scope: !20)
!25 = !{ptr @_Z1kPi, !"kernel", i32 1}
