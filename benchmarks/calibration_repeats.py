"""What skipping a baseline's useless repeats saves in calibration, and that limits do not move.

Run: .venv/bin/python benchmarks/calibration_repeats.py [--env O0] [TASK ...]

A baseline's row time is the slowest of its tests' fastest attempts, so a test whose attempt is
already no slower than an earlier test of the row is not repeated (best/judge/row.py). Each task
is calibrated from an empty cache twice in the same process, alternating: (a) as the judge does,
(b) with every answered test repeated `calibrate.repeats` times, as before the rule. The figures:
wall seconds of each, the runs each made, and the largest ratio between the two calibrations'
time limits (noise only: both measure the same baselines on the same tests).
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from best.judge import row
from best.judge.verdict import TestRun
from best.params import load_params
from best.session import Session

ROOT = Path(__file__).resolve().parents[1]
TASKS = ["bounded_sum_pieces_queries", "collatz_range_sums", "knapsack_prefix_queries", "pattern_prefix_matches"]


def calibrate(task_id: str, env_name: str, skip: bool) -> tuple[float, int, tuple[float, ...]]:
    with tempfile.TemporaryDirectory() as d:
        params = yaml.safe_load((ROOT / "params.yaml").read_text())
        params["judge"]["cache_dir"] = str(Path(d) / "cache")
        params["tasks"]["root"] = str(ROOT / "data" / "tasks")
        (Path(d) / "params.yaml").write_text(yaml.safe_dump(params))
        original = row.run_test
        if not skip:  # the old rule: no floor, every answered test repeated
            def every(*args: Any, **kwargs: Any) -> TestRun:
                return original(*args, **{**kwargs, "floor_ms": -math.inf})
            row.run_test = every
        try:
            with Session(load_params(Path(d) / "params.yaml")) as s:
                (task,) = s.tasks([task_id])
                env = s.params.environment(env_name)
                started = time.perf_counter()
                cal = s.calibrate(task.for_language(env.language), env, force=True)
                seconds = time.perf_counter() - started
        finally:
            row.run_test = original
        assert cal.problems == (), cal.problems
        runs = sum(t.attempts for m in cal.measurements for t in m.tests)
        return seconds, runs, cal.limits.time_ms


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", default="O0")
    parser.add_argument("tasks", nargs="*", default=TASKS)
    args = parser.parse_args()
    totals = {True: [0.0, 0], False: [0.0, 0]}
    print(f"| task ({args.env}) | every repeat: s, runs | useful repeats: s, runs | ratio | largest limit ratio |")
    print("|---|---|---|---|---|")
    for task_id in args.tasks:
        old = calibrate(task_id, args.env, skip=False)
        new = calibrate(task_id, args.env, skip=True)
        for skip, (s, runs, _) in ((False, old), (True, new)):
            totals[skip][0] += s
            totals[skip][1] += runs
        drift = max(max(a, b) / min(a, b) for a, b in zip(old[2], new[2], strict=True))
        print(f"| {task_id} | {old[0]:.1f}, {old[1]} | {new[0]:.1f}, {new[1]} | {old[0] / new[0]:.2f}x | {drift:.2f} |")
    (os_, or_), (ns, nr) = totals[False], totals[True]
    print(f"| all | {os_:.1f}, {or_} | {ns:.1f}, {nr} | **{os_ / ns:.2f}x** | |")


if __name__ == "__main__":
    main()
