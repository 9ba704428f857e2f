#!/bin/sh
echo "  Disposition: Failed"
