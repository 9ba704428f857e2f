// A stand-in for CUTLASS's tree in bench-clients.test: the layout
// utils/bench/client-compile-time.py expects, with one small TU. Not CUTLASS code.
#pragma once
