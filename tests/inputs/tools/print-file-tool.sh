#!/bin/sh
# An opt tool whose "pipeline" is a file: it prints that file ($2; $1 is
# the input), a saved fused function given as the tool's output.
cat "$2"
