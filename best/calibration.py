"""Per-environment calibration of a task's limits: its Pareto-optimal baselines, measured.

Each baseline runs on each row's tests through the judge's one primitive
(best/judge/row.py, the measuring policy: up to `calibrate.repeats` attempts of every answered
test, the fastest counting, since noise only adds). A row's time for a baseline is the maximum
over its tests, so a test already no slower than an earlier one is not repeated; its extra
memory is the maximum likewise. The limits and margins derived from those
measurements are best/limits.py's (pure, and all the calibrate stage needs).

Slow baselines are not run to completion where they must fail: baselines run fastest
class first. The fastest class that must fail a row (its F) is stopped at min(F so far,
slack^2 * P): either bound leaves the derivation's result unchanged (a time above
slack^2 * P yields limit slack * P; one above the current F does not lower F). A slower
class that must fail only has to be shown to fail by `calibrate.margin`, so it is stopped
at margin x the row's limit. Calibration so costs a few times P per row instead of the
slowest algorithm's full run; before this last rule, the slower classes re-proving that
they are no faster than F were 15% of the pack's calibration time at -O0.

A must-fail class's test is repeated only while its time is below slack * P. F enters the
limit under a square root, and noise only adds time, so one attempt overstates the limit by
half the noise at most; below slack * P the cell's margin, sqrt(F / P), is under sqrt(slack)
(3.2), close enough to `calibrate.margin` for that noise to matter, so there it gets every
attempt. Above, the repeats of the slow classes were about 40% of all calibration time.
A task's scoring protocol (best/scoring/protocols.py) may repeat and summarise runs as it says.
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path
from typing import Any

from best.cache import Cache, content_key, read_checked, write_checked
from best.errors import BestError
from best.judge.languages import Build, Language
from best.judge.oracle import Oracle
from best.judge.row import Policy, measuring, run_row, run_test
from best.judge.run import Runner
from best.judge.verdict import Ending
from best.limits import (
    BaselineRow,
    Boundary,
    Calibration,
    Limits,
    TestStat,
    boundary,
    check_cells,
    derive,
    fastest_failing_rank,
)
from best.params import CalibrateParams
from best.tasks.model import Baseline, Row, Task, TestCase


class Calibrator:
    """Runs a task's baselines in one environment and derives its limits."""

    def __init__(self, task: Task, language: Language, *, runner: Runner, oracle: Oracle, inputs: dict[str, Path],
                 params: CalibrateParams) -> None:
        self.task, self.language, self.runner, self.oracle = task, language, runner, oracle
        self.inputs, self.params = inputs, params
        self.problems: list[str] = []
        self.producers: dict[str, str] = {}  # test key -> baseline whose output is the reference

    def _check_output(self, b: Baseline, case: TestCase, path: Path, output: bytes) -> tuple[bool, str]:
        """The first baseline to answer a test sets its expected output; every other must agree."""
        expected = self.oracle.expected(case)
        if expected is None:
            self.oracle.store(case, output)
            self.producers[case.key] = b.name
            return True, ""
        ok, why = self.oracle.accepts(path, expected, output)
        if not ok:
            reference = self.producers.get(case.key, "an earlier calibration")
            self.problems.append(f"{b.path}: {self.task.id}: test {case.id}: baselines disagree: {b.name} vs "
                                 f"{reference}: {why}")
        return ok, why

    def _measure_row(self, b: Baseline, build: Build, row: Row, *, cap_ms: float, must_pass: bool,
                     repeat_below_ms: float = math.inf) -> BaselineRow:
        policy = measuring(self.task, row.index, cap_ms=cap_ms, memory_cap_kb=self.params.memory_cap_mb * 1024,
                           repeats=self.params.repeats, repeat_below_ms=repeat_below_ms)
        tests = run_row(self.runner, build, self.task, row, inputs=self.inputs, policy=policy,
                        check=lambda case, path, output: self._check_output(b, case, path, output))
        last, censored = tests[-1], False
        if last.ending == Ending.TIME and not must_pass:
            censored = True  # stopped where it must fail: its time is a lower bound
        elif last.ending != Ending.RETURNED:
            what = (f"exceeded calibrate.max_run_ms ({cap_ms:.0f} ms)" if last.ending == Ending.TIME
                    else f"{last.ending}: {last.detail}")
            self.problems.append(f"{self.task.id}: baseline {b.name} on test {last.test} (row {row.index}, "
                                 f"which it must pass): {what}")
        stats = tuple(TestStat(t.test, t.time_ms, t.memory_kb, t.ending, t.attempts) for t in tests)
        times = [s.time_ms for s in stats if s.time_ms is not None]
        memories = [s.memory_kb for s in stats if s.memory_kb is not None]
        return BaselineRow(baseline=b.name, row=row.index, time_ms=cap_ms if censored else max(times, default=0.0),
                           memory_kb=max(memories, default=0.0), censored=censored, tests=stats)

    def run(self, environment: dict[str, Any], settings: dict[str, Any]) -> Calibration:
        started = time.perf_counter()
        builds: dict[str, Build] = {}
        for b in self.task.baselines:
            builds[b.name] = self.language.build(b.path.read_text(encoding="utf-8"), self.task.interface)
            if not builds[b.name].ok:
                self.problems.append(f"{self.task.id}: baseline {b.name} does not compile:\n{builds[b.name].log}")
        if self.problems:
            return self._result(environment, settings, [], started)
        rows: list[BaselineRow] = []
        slack, max_run = self.params.slack, float(self.params.max_run_ms)
        for row in self.task.rows:
            p, f = 0.0, math.inf
            fastest = fastest_failing_rank(self.task, row.index)
            for b in sorted(self.task.baselines, key=lambda b: -b.time_rank):  # must-pass first, then F's class
                must_pass = b.time_rank >= row.index
                if must_pass:
                    cap = max_run
                elif b.time_rank == fastest:
                    cap = max(1.0, min(f, slack * slack * p, max_run))
                else:  # a slower class: only its failing by the margin is needed
                    limit = boundary([p], [f], slack, self.params.time_floor_ms).limit
                    cap = max(1.0, min(self.params.margin * limit, f, max_run))
                m = self._measure_row(b, builds[b.name], row, cap_ms=cap, must_pass=must_pass,
                                      repeat_below_ms=math.inf if must_pass else slack * p)
                rows.append(m)
                if must_pass:
                    p = max(p, m.time_ms)
                elif b.time_rank == fastest:
                    f = min(f, m.time_ms)
        self._check_example()
        return self._result(environment, settings, rows, started)

    def _check_example(self) -> None:
        example = self.task.example
        if example is None:
            return
        case = next(t for t in self.task.rows[0].tests if t.spec is None)
        expected = self.oracle.expected(case)
        declared = self.task.interface.encode_results(example.output)
        if expected is not None and not self.oracle.accepts(self.inputs[case.key], expected, declared)[0]:
            self.problems.append(f"{self.task.id}: example.output in task.yaml differs from the baselines' "
                                 f"{self.oracle.outputs(expected)}")

    def _result(self, environment: dict[str, Any], settings: dict[str, Any], rows: list[BaselineRow],
                started: float) -> Calibration:
        times: list[Boundary] = []
        memories: list[list[Boundary]] = []
        if rows and not self.problems:
            times, memories = derive(self.task, rows, self.params)
            limits = Limits(tuple(b.limit for b in times), tuple(tuple(b.limit for b in r) for r in memories))
            self.problems.extend(check_cells(self.task, rows, limits))
        return Calibration(task=self.task.id, task_hash=self.task.content_hash, environment=environment,
                           settings=settings, measurements=tuple(rows), time=tuple(times),
                           memory=tuple(tuple(r) for r in memories), problems=tuple(self.problems),
                           seconds=time.perf_counter() - started)


def settings_of(params: CalibrateParams, language: Language) -> dict[str, Any]:
    """Everything besides the task and the machine that a calibration depends on."""
    # calibrate.margin is where the slower failing classes are stopped: it decides what is measured
    return {"calibrate": params.model_dump(), "language": language.name,
            "judge": language.toolchain_id}


def cache_path(cache: Cache, task: Task, environment_id: str, settings: dict[str, Any]) -> Path:
    return cache.entry("calibrations", content_key("calibration", tests=task.content_hash,
                                                   environment=environment_id, params=settings))


def load_cached(path: Path) -> Calibration | None:
    data = read_checked(path)
    if data is None:
        return None
    try:
        return Calibration.from_json(json.loads(data))
    except (ValueError, KeyError, TypeError):
        return None  # an unreadable entry is simply recomputed


def store(path: Path, calibration: Calibration) -> None:
    write_checked(path, json.dumps(calibration.to_json(), indent=1, sort_keys=True).encode())


def reference_baseline(task: Task) -> Baseline:
    """The baseline whose outputs calibration stores as the expected ones: it runs first on
    every row (fastest class first), and a calibration is kept only if it answered every test."""
    return max(task.baselines, key=lambda b: b.time_rank)


def restore_expected(task: Task, cases: list[TestCase], language: Language, *, runner: Runner, oracle: Oracle,
                     inputs: dict[str, Path], params: CalibrateParams) -> None:
    """Produce again the expected outputs of `cases` (missing or damaged) from the reference
    baseline, without measuring anything: the cached limits stay as they were calibrated."""
    reference = reference_baseline(task)
    build = language.build(reference.path.read_text(encoding="utf-8"), task.interface)
    if not build.ok:
        raise BestError(f"baseline {reference.name} does not compile, so expected outputs cannot be produced again",
                        file=reference.path, field="baselines")
    policy = Policy(cap_ms=float(params.max_run_ms), memory_cap_kb=params.memory_cap_mb * 1024, attempts=1,
                    time_limit_ms=None)

    def keep(case: TestCase, path: Path, output: bytes) -> tuple[bool, str]:
        oracle.store(case, output)
        return True, ""

    for case in cases:
        t = run_test(runner, build, case, inputs[case.key], check=keep, policy=policy, memory=False)
        if not t.correct:
            raise BestError(f"baseline {reference.name} gave no output on test {case.id} ({t.ending}: "
                            f"{t.detail}), so its expected output cannot be produced again",
                            file=task.dir / "task.yaml", field="baselines")
