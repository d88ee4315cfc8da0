"""The solver workloads of shared/bench/WORKLOADS.md, run with kiwisolver (kiwi's C++ core).

Used by compare_kiwi.sh; prints one JSON object per measurement:
{"workload": "S1", "n": 100, "runs": 5, "median_ms": 46.1}
Each workload grows N until a run would exceed its share of the time budget.
"""
import json
import math
import statistics
import sys
import time

import kiwisolver as kiwi


def grid(n):
    s = kiwi.Solver()
    R = math.ceil(math.sqrt(n))
    left = [kiwi.Variable(f"left_{i}") for i in range(n)]
    top = [kiwi.Variable(f"top_{i}") for i in range(n)]
    width = [kiwi.Variable(f"width_{i}") for i in range(n)]
    height = [kiwi.Variable(f"height_{i}") for i in range(n)]
    for i in range(n):
        r, c = divmod(i, R)
        if i > 0:
            s.addConstraint(width[i] == width[0])
        s.addConstraint(height[i] == width[i])
        s.addConstraint(left[i] == 0 if c == 0 else left[i] == left[i - 1] + width[i - 1] + 8)
        s.addConstraint(top[i] == 0 if r == 0 else top[i] == top[i - R] + height[i - R] + 8)
    W = kiwi.Variable("W")
    j = min(R, n) - 1
    s.addConstraint(W == left[j] + width[j])
    s.addEditVariable(W, "strong")
    s.suggestValue(W, 1000)
    s.updateVariables()
    side = (1000 - 8 * (R - 1)) / R
    assert abs(width[n - 1].value() - side) < 1e-6 * max(1, side), "S1 gave a wrong answer"
    return s, W, left + top + width + height


def chain(n):
    s = kiwi.Solver()
    x = [kiwi.Variable(f"x_{i}") for i in range(n + 1)]
    s.addConstraint(x[0] == 0)
    for i in range(n):
        s.addConstraint(x[i + 1] >= x[i] + 1)
        s.addConstraint((x[i + 1] == x[i] + 10) | "weak")
    s.updateVariables()
    assert abs(x[n].value() - 10 * n) < 1e-6 * max(1, 10 * n), "S3 gave a wrong answer"


def s2(n):
    s, W, variables = grid(n)
    frames = []
    for k in range(600):
        t0 = time.perf_counter()
        s.suggestValue(W, 1000 + 300 * math.sin(2 * math.pi * k / 600))
        s.updateVariables()
        total = sum(v.value() for v in variables)
        frames.append((time.perf_counter() - t0) * 1000)
    assert math.isfinite(total)
    return statistics.mean(frames)


def timed(fn, n):
    t0 = time.perf_counter()
    fn(n)
    return (time.perf_counter() - t0) * 1000


def measure(workload, sizes, budget_s, runs=5):
    spent = 0.0
    for n in sizes:
        if workload == "S2":
            one = lambda: s2(n)  # noqa: E731
        else:
            fn = grid if workload == "S1" else chain
            one = lambda: timed(fn, n)  # noqa: E731
        t0 = time.perf_counter()
        first = one()
        elapsed = time.perf_counter() - t0
        spent += elapsed
        samples = [first]
        while len(samples) < runs and spent + elapsed <= budget_s:
            t0 = time.perf_counter()
            samples.append(one())
            spent += time.perf_counter() - t0
        print(json.dumps({"workload": workload, "n": n, "runs": len(samples),
                          "median_ms": round(statistics.median(samples), 6)}), flush=True)
        # Stop before a size whose first run would not fit: kiwi's cost grows up to ~N^3.
        following = [m for m in sizes if m > n]
        if following and spent + elapsed * (following[0] / n) ** 3 > budget_s:
            break


if __name__ == "__main__":
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    measure("S1", [100, 200, 300, 500, 1000, 2000, 10000], budget)
    measure("S2", [1000], budget)  # S2 is defined on grid(1000)
    measure("S3", [100, 200, 500, 1000, 2000, 10000], budget)
