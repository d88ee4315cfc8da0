#!/usr/bin/env bash
# Measures how long the Swift compiler takes to type-check the 50-constraint operator-DSL function
# (FiftyConstraints.make in Tests/LayoutTests/DSLTests.swift), median of 5 runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target Layout >/dev/null 2>&1
modules="$(swift build --show-bin-path 2>/dev/null)/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
{ echo "import Layout"; sed -n '/^enum FiftyConstraints {/,/^}/p' Tests/LayoutTests/DSLTests.swift; } > "$work/Fifty.swift"
for i in 1 2 3 4 5; do
    swiftc -typecheck -I "$modules" "$work/Fifty.swift" -Xfrontend -debug-time-function-bodies 2>&1 \
        | grep 'make(_:in:)' | awk '{print $1}' | tr -d 'ms'
done | sort -n | awk '{a[NR]=$1} END {printf "type-checking the 50-constraint function: median %s ms (5 runs)\n", a[3]}'
