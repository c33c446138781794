#!/bin/sh
# An opt tool that prints something that is not MLIR.
echo "this is not MLIR {"
