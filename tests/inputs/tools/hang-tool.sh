#!/bin/sh
# An opt tool that never finishes.
exec sleep 600
