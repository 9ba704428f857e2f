// A whole-file test of __NVCC__ is no include guard: in a system header the
// macro reads as undefined, and the file is read again at each #include
// (the macro stays defined, so a guard would skip the second one).
#ifndef __NVCC__
int not_a_guard_included;
#endif
