"""One build on one row's tests: the only way the project runs code to judge it or to calibrate.

`best judge`, `best tasks validate`, calibration, the execute stage and the ENAMEL study all
measure through `run_row`, and read verdicts through best.judge.verdict.cell_verdict, so a
check made through one holds for all. What differs between them is data, a `Policy`:

* A sample (`judging`) is run against the calibrated limits of its environment, known
  before it runs: each run is stopped at the row's time limit x `judge.tle_band` and at the
  loosest column's memory limit. A run is repeated, up to `judge.time_repeats` attempts,
  only where its verdict could change: it answered right but over the time limit (or over
  the kernel's tolerance of it), which noise can explain, and no earlier test has already
  failed every cell; noise only adds time, so the fastest attempt counts. A run within its
  limit, a wrong answer, or a run stopped at the cap is decided on its first attempt.
  The row stops at the first test not answered right, which fails every cell and settles
  that the row was not answered (pass@k's correctness: right within the caps).
* A baseline (`measuring`) is measured, not judged: every test that returns is run up to
  `calibrate.repeats` times, the fastest counting, since limits are derived from it. A row's
  time is the slowest of its tests' fastest attempts, so a test whose attempt is already no
  slower than an earlier test of the row is not repeated: no attempt could move the row.
  Calibration may also set a time above which a test is not repeated (`repeat_below_ms`:
  a class that must fail, once it is far enough from the passing ones, best/calibration.py).
  A baseline's test stopped at its cap keeps the memory it reached by then, in either
  language (the row's memory limits need it): an interpreted build's, from a memory run
  stopped at the same CPU time.
* How many attempts a test gets, which time counts and where a sample's run stops are the
  task's scoring protocol's (best/scoring/protocols.py): ENAMEL's repeats every answered
  run as ENAMEL's evaluator does, stops at its timeout and summarises the attempts with
  its statistic, in both roles.

The cells of a row share its tests and time limit and differ only in memory, which is
deterministic: a test runs once for the whole row.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from best.judge.languages import Build
from best.judge.run import Measurement, Runner
from best.judge.verdict import KERNEL_CHECK, Ending, KernelCheck, TestRun, Verdict
from best.limits import Limits
from best.metrics import hodges_lehmann
from best.params import JudgeParams
from best.scoring.protocols import Statistic, protocol_of
from best.tasks.model import Row, Task, TestCase

# Whether an output answers a test, and why not: the oracle's comparison for samples; for
# baselines, calibration's store-or-compare.
Check = Callable[[TestCase, Path, bytes], tuple[bool, str]]


@dataclass(frozen=True)
class Policy:
    """Where a row's runs stop, and which are repeated. Part of every measured row's cache key."""

    cap_ms: float  # the call's CPU time at which a run is stopped
    memory_cap_kb: float  # extra memory beyond which allocations are refused
    attempts: int  # per test, at most
    time_limit_ms: float | None  # judged: the row's limit; None for a baseline, measured in full
    memory_limit_kb: float = math.inf  # judged: the loosest column's limit (the row's stop rule)
    every_attempt: bool = False  # repeat every answered run (baselines, and tasks whose protocol says so)
    repeat_below_ms: float = math.inf  # a measured baseline: no repeat of a test whose time is already above this
    hodges_lehmann: bool = False  # the attempts' statistic is the protocol's, not the fastest


def judging(task: Task, row: int, limits: Limits, judge: JudgeParams) -> Policy:
    """A sample's row, against its environment's calibrated limits, under the task's protocol."""
    rules = protocol_of(task)
    time_limit = limits.time_ms[row - 1]
    loosest = max(limits.memory_kb[row - 1])
    memory_cap = loosest if math.isfinite(loosest) else judge.memory_cap_mb * 1024.0
    return Policy(cap_ms=rules.run_cap_ms(time_limit, judge.tle_band), memory_cap_kb=memory_cap,
                  attempts=rules.attempts(row, judge.time_repeats), time_limit_ms=time_limit, memory_limit_kb=loosest,
                  every_attempt=rules.every_attempt, hodges_lehmann=rules.statistic is Statistic.HODGES_LEHMANN)


def measuring(task: Task, row: int, *, cap_ms: float, memory_cap_kb: float, repeats: int,
              repeat_below_ms: float = math.inf) -> Policy:
    """A baseline's row: every answered test repeated, the fastest attempt (or the protocol's statistic) kept."""
    rules = protocol_of(task)
    return Policy(cap_ms=cap_ms, memory_cap_kb=memory_cap_kb, attempts=rules.attempts(row, repeats),
                  time_limit_ms=None, every_attempt=True, hodges_lehmann=rules.statistic is Statistic.HODGES_LEHMANN,
                  repeat_below_ms=repeat_below_ms)


def _statistic(policy: Policy, times: list[float]) -> float:
    return hodges_lehmann(times) if policy.hodges_lehmann else min(times)


def _could_change(policy: Policy, time_ms: float, kernel_time_ms: float | None, check: KernelCheck,
                  floor_ms: float) -> bool:
    """Whether another attempt of an answered run could turn its verdict, or move its row's time:
    noise only adds time, so only a time over the limit (the harness's, or the kernel's over its
    tolerance) can; a baseline's, only while it is above its row's slowest test so far (and
    below the policy's `repeat_below_ms`)."""
    if policy.time_limit_ms is None:  # a baseline, measured
        return policy.hodges_lehmann or floor_ms < time_ms < policy.repeat_below_ms
    if policy.every_attempt:
        return True
    limit = policy.time_limit_ms
    return time_ms > limit or (kernel_time_ms is not None and kernel_time_ms > check.time_bound_ms(limit))


def run_test(runner: Runner, build: Build, case: TestCase, path: Path, *, check: Check, policy: Policy,
             memory: bool, kernel: KernelCheck = KERNEL_CHECK, floor_ms: float = 0.0) -> TestRun:
    """One test: its first run, and the attempts the policy asks for. `floor_ms`: a measured
    baseline's slowest earlier test in the row, below which an attempt changes nothing."""
    first = runner.run(build, path, policy.cap_ms, policy.memory_cap_kb, memory=memory)
    if (memory and build.interpreted and policy.time_limit_ms is None and first.ending is Ending.TIME
            and first.memory_kb is None):
        first = _with_memory_until_stopped(runner, build, path, policy, first)
    correct, why = False, first.detail
    if first.ending is Ending.RETURNED and first.output is not None:
        correct, why = check(case, path, first.output)
    times, kernel_times = [first.time_ms or 0.0], [first.kernel_time_ms]
    attempts = 1
    while correct and attempts < policy.attempts and _could_change(
            policy, _statistic(policy, times), _least(kernel_times), kernel, floor_ms):
        again: Measurement = runner.again(build, path, policy.cap_ms, policy.memory_cap_kb, first)
        attempts += 1
        if again.ending is not Ending.RETURNED:  # an attempt that noise stopped does not count
            break
        times.append(again.time_ms or 0.0)
        kernel_times.append(again.kernel_time_ms)
    time_ms = _statistic(policy, times) if correct else first.time_ms
    return TestRun(case.id, first.ending.value, time_ms, first.memory_kb, correct, attempts,
                   "" if correct else why, _least(kernel_times) if correct else first.kernel_time_ms,
                   first.kernel_memory_kb, measurement=first)


def _with_memory_until_stopped(runner: Runner, build: Build, path: Path, policy: Policy,
                               stopped: Measurement) -> Measurement:
    """A baseline stopped at its cap (a class that must fail the row) still sets the row's memory
    limits: its memory is the peak it reached before the stop, which a compiled build's run reports.
    An interpreted build's timing run counts no memory, so a memory run stopped at the same CPU time
    measures it; without it the row's memory would be only that of its tests that finished (the
    small ones), and the cells it bounds would claim margins they do not have."""
    traced = runner.memory_until(build, path, policy.cap_ms, policy.memory_cap_kb)
    if traced.memory_kb is None:
        return stopped
    return replace(stopped, memory_kb=traced.memory_kb, heap_kb=traced.heap_kb, stack_kb=traced.stack_kb)


def _least(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return min(known) if known else None


def run_row(runner: Runner, build: Build, task: Task, row: Row, *, inputs: Mapping[str, Path], check: Check,
            policy: Policy, kernel: KernelCheck = KERNEL_CHECK) -> list[TestRun]:
    """The row's tests in order, until the first one not answered right (every cell fails on it, and
    whether the row was answered is settled). Once a judged row has a test that fails even its loosest
    cell, every cell's verdict is settled: later tests run once, to tell whether the row is answered."""
    done: list[TestRun] = []
    settled = False
    slowest = 0.0  # a measured row's time so far
    for case in row.tests:
        t = run_test(runner, build, case, inputs[case.key], check=check,
                     policy=replace(policy, attempts=1) if settled else policy, memory=task.measures_memory,
                     kernel=kernel, floor_ms=slowest)
        done.append(replace(t, measurement=None))  # a row holds figures, not every test's output
        if not t.correct:
            break
        slowest = max(slowest, t.time_ms or 0.0)
        if policy.time_limit_ms is not None and not settled:
            settled = t.decide(policy.time_limit_ms, policy.memory_limit_kb, kernel)[0] is not Verdict.AC
    return done
