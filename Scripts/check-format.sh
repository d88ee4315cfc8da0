#!/usr/bin/env bash
# Fails when a Swift file is not formatted as .swift-format says (swift-format, shipped with the
# toolchain). `make test` runs it; `make format` rewrites the files.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Sources Tests Examples
