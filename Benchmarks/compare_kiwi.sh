#!/usr/bin/env bash
# Runs the solver workloads S1-S3 with kiwi (kiwisolver from PyPI, in a throwaway virtualenv) at the
# sizes kiwi can finish within the budget, then layoutsim at the same sizes, and prints both medians
# and the ratio kiwi / layoutsim (above 1 means layoutsim is faster).
#
#   bash Benchmarks/compare_kiwi.sh [BUDGET_SECONDS_PER_WORKLOAD]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${1:-60}"

venv="$(mktemp -d)"
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet kiwisolver
echo "kiwisolver $("$venv/bin/python" -c 'import kiwisolver; print(kiwisolver.__version__)'), budget ${budget}s per workload" >&2

swift build -c release --product layoutsim >&2
bin="$(swift build -c release --show-bin-path)/layoutsim"

"$venv/bin/python" Benchmarks/kiwi_workloads.py "$budget" | while read -r line; do
    workload=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["workload"])' "$line")
    n=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["n"])' "$line")
    ours=$("$bin" bench --json --workload "$workload" --n "$n")
    python3 - "$line" "$ours" <<'PY'
import json, sys
k, o = json.loads(sys.argv[1]), json.loads(sys.argv[2])
unit = "per frame" if k["workload"] == "S2" else "add+solve"
print(f'{k["workload"]:3} n={k["n"]:<6} kiwi {k["median_ms"]:>12.3f} ms ({k["runs"]} runs)   '
      f'layoutsim {o["median_ms"]:>10.4f} ms ({o["runs"]} runs)   ratio {k["median_ms"] / o["median_ms"]:>10.1f}x   {unit}')
PY
done
