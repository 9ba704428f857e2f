// A stand-in for CUTLASS's tree in client-compile-time-bench.test: the layout
// utils/bench/client-compile-time.py expects, with one small TU. Not CUTLASS code.
#pragma once
