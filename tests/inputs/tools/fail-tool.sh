#!/bin/sh
# An opt tool that rejects its input.
echo "error: cannot fuse this" >&2
exit 3
