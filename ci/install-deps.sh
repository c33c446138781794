#!/usr/bin/env bash
# Installs the Debian packages fusefuzz needs, only those that are missing.
# Idempotent and quiet when everything is already installed.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22 libclang-rt-22-dev
  libz3-dev libfmt-dev libgtest-dev libbenchmark-dev
  chromium yamllint python3
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "fusefuzz: installing missing packages: ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
