"""What skipping calibration runs that cannot matter saves, and that limits do not move.

Run: .venv/bin/python benchmarks/calibration_repeats.py [--rule floor|must-fail|slower] [--env O0] [TASK ...]

Three rules keep a baseline from running longer than its limits need (best/judge/row.py,
best/calibration.py):

* `floor`: a test whose attempt is already no slower than an earlier test of its row, since
  a row's time is the slowest of its tests' fastest attempts and no attempt could move it;
* `must-fail`: a test of a class that must fail the row whose time is above slack x P, since
  F enters the limit under a square root and the cell's margin is then sqrt(slack) or more;
* `slower`: a class slower than the fastest one that must fail a row is stopped at
  margin x the row's limit instead of at F, since only its failing by the margin is needed.

Each task is calibrated from an empty cache twice in the same process, alternating: (a) as the
judge does, (b) without the rule. The figures: wall seconds of each, the runs each made, and the
largest ratio between the two calibrations' time limits (noise only: both measure the same
baselines on the same tests).
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any

import yaml

from best import calibration, limits
from best.judge import row
from best.judge.row import Policy
from best.judge.verdict import TestRun
from best.params import load_params
from best.session import Session

ROOT = Path(__file__).resolve().parents[1]
TASKS = {"floor": ["bounded_sum_pieces_queries", "collatz_range_sums", "knapsack_prefix_queries",
                   "pattern_prefix_matches"],
         "must-fail": ["four_word_lock", "price_drop_waits", "stone_hops", "longest_consecutive_run"],
         "slower": ["count_inversions", "stone_hops", "message_rate_limiter"]}


@contextmanager
def without_floor() -> Iterator[None]:
    """The rule before: every answered test repeated, whatever its row's slower tests."""
    original = row.run_test

    def every(*args: Any, **kwargs: Any) -> TestRun:
        return original(*args, **{**kwargs, "floor_ms": -math.inf})
    row.run_test = every
    try:
        yield
    finally:
        row.run_test = original


@contextmanager
def without_must_fail_rule() -> Iterator[None]:
    """The rule before: a must-fail class's tests repeated however far they are from the passing ones."""
    original: Callable[..., Policy] = row.measuring  # what best.calibration imported

    def every(*args: Any, **kwargs: Any) -> Policy:
        return original(*args, **{**kwargs, "repeat_below_ms": math.inf})
    setattr(calibration, "measuring", every)  # noqa: B010 (the name is best.calibration's import)
    try:
        yield
    finally:
        setattr(calibration, "measuring", original)  # noqa: B010


class _EveryRank:
    """Equal to every time rank: each must-fail class is then treated as the fastest one."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = None  # type: ignore[assignment]


@contextmanager
def without_slower_rule() -> Iterator[None]:
    """The rule before: every must-fail class stopped at the smallest F so far, and each lowering it."""
    original = limits.fastest_failing_rank  # best.calibration's import, which Calibrator.run reads

    def every(*args: Any, **kwargs: Any) -> Any:
        return _EveryRank()
    setattr(calibration, "fastest_failing_rank", every)  # noqa: B010 (the name is best.calibration's import)
    try:
        yield
    finally:
        setattr(calibration, "fastest_failing_rank", original)  # noqa: B010


WITHOUT = {"floor": without_floor, "must-fail": without_must_fail_rule, "slower": without_slower_rule}


def calibrate(task_id: str, env_name: str, rule: str | None) -> tuple[float, int, tuple[float, ...]]:
    with tempfile.TemporaryDirectory() as d:
        params = yaml.safe_load((ROOT / "params.yaml").read_text())
        params["judge"]["cache_dir"] = str(Path(d) / "cache")
        params["tasks"]["root"] = str(ROOT / "data" / "tasks")
        (Path(d) / "params.yaml").write_text(yaml.safe_dump(params))
        with Session(load_params(Path(d) / "params.yaml")) as s:
            (task,) = s.tasks([task_id])
            env = s.params.environment(env_name)
            s.inputs(task.for_language(env.language))  # inputs are generated outside the timing
            rules: AbstractContextManager[None] = WITHOUT[rule]() if rule is not None else nullcontext()
            with rules:
                started = time.perf_counter()
                cal = s.calibrate(task.for_language(env.language), env, force=True)
                seconds = time.perf_counter() - started
        assert cal.problems == (), cal.problems
        runs = sum(t.attempts for m in cal.measurements for t in m.tests)
        return seconds, runs, cal.limits.time_ms


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rule", choices=sorted(WITHOUT), default="floor")
    parser.add_argument("--env", default="O0")
    parser.add_argument("tasks", nargs="*")
    args = parser.parse_args()
    totals = {True: [0.0, 0], False: [0.0, 0]}
    print(f"| task ({args.env}) | without the {args.rule} rule: s, runs | with it: s, runs | ratio | "
          f"largest limit ratio |")
    print("|---|---|---|---|---|")
    for task_id in args.tasks or TASKS[args.rule]:
        old = calibrate(task_id, args.env, args.rule)
        new = calibrate(task_id, args.env, None)
        for skip, (s, runs, _) in ((False, old), (True, new)):
            totals[skip][0] += s
            totals[skip][1] += runs
        drift = max(max(a, b) / min(a, b) for a, b in zip(old[2], new[2], strict=True))
        print(f"| {task_id} | {old[0]:.1f}, {old[1]} | {new[0]:.1f}, {new[1]} | {old[0] / new[0]:.2f}x | {drift:.2f} |",
              flush=True)
    (os_, or_), (ns, nr) = totals[False], totals[True]
    print(f"| all | {os_:.1f}, {or_} | {ns:.1f}, {nr} | **{os_ / ns:.2f}x** | |")


if __name__ == "__main__":
    main()
