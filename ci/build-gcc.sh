#!/usr/bin/env bash
# Builds fusefuzz with g++ (no precompiled headers: GCC's are too large to
# pay off) in build-gcc/ and fails on any warning of the project's code:
# the code stays warning-free under both compilers (-Wall -Wextra). About
# 15 minutes from scratch on 2 cores, so it runs as its own CI job, not in
# ci/test.sh (which builds with clang-22).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gcc} CC=gcc CXX=g++ bash ci/build.sh
