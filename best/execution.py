"""Running a sample on its cell's row before any limit is known, and reading verdicts later.

The pipeline executes before it calibrates (baselines and samples in one pass over the
machine), so a run cannot be judged as it runs. Each run is bounded instead by caps
derived from the task's nominal limits (`execute.time_cap_factor` x the row's nominal
time; a flat `execute.memory_cap_mb`, since nominal memory limits are prompt text that can
sit far below what a row's inputs need), and what was measured is recorded. A row's tests
run in order and stop at the first one not answered right within the caps: every cell of
the row would fail on it, so the rest cannot change a verdict.

A test that returned right is repeated up to `execute.repeats` attempts and the fastest
counts, the rule calibration applies to the baselines: samples and the limits they are
held to are measured alike. Verdicts are read afterwards (`verdict`), once the limits of
the environment that ran them are known; a cap below a calibrated limit would leave a
stopped run undecided, and is an error then.

Measured rows are cached under the judge's cache, keyed by everything that decides them
(environment id, build, task content, row, caps, the judge's run settings), so identical
code (the oracle's samples, a rerun after a kill, an unchanged sample of an edited prompt)
is run once per environment.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from best import calibration
from best.cache import Cache, read_checked, write_checked
from best.errors import BestError
from best.judge.code import judge_code
from best.judge.languages import Build
from best.judge.measure import Runner
from best.judge.oracle import Oracle
from best.judge.verdict import KERNEL_CHECK, Ending, KernelCheck, Verdict, decide
from best.params import ExecuteParams, JudgeParams
from best.tasks.model import Row, Task

RUN_SETTINGS = ("time_repeats", "wall_factor", "wall_extra_ms", "max_threads", "output_limit_kb", "tmp_kb",
                "kernel_time_factor", "kernel_time_allowance_ms",
                "stack_limit_mb")


@dataclass(frozen=True)
class Caps:
    time_ms: float
    memory_kb: float


def caps_for(row: Row, params: ExecuteParams) -> Caps:
    return Caps(time_ms=row.time_limit_ms * params.time_cap_factor, memory_kb=params.memory_cap_mb * 1024.0)


@dataclass(frozen=True)
class TestRun:
    test: str
    ending: str
    time_ms: float | None
    memory_kb: float | None
    correct: bool
    attempts: int
    detail: str
    kernel_time_ms: float | None = None  # of the attempt whose time counts
    kernel_memory_kb: float | None = None


def run_row(runner: Runner, build: Build, task: Task, row: Row, *, inputs: dict[str, Path], oracle: Oracle,
            caps: Caps, repeats: int) -> list[TestRun]:
    """The row's tests in order, until the first one not answered right within the caps."""
    done: list[TestRun] = []
    for case in row.tests:
        expected = oracle.expected(case)
        if expected is None:
            raise BestError(f"no expected output for test {case.id} of {task.id}: its baselines have not run",
                            field="execute")
        path = inputs[case.key]
        best = runner.run(build, path, caps.time_ms, caps.memory_kb, memory=task.measures_memory)
        correct, why = False, best.detail
        if best.ending is Ending.RETURNED and best.output is not None:
            correct, why = oracle.accepts(path, expected, best.output)
        times, attempts = [best.time_ms or 0.0], 1
        kernel_times = [best.kernel_time_ms]
        while correct and attempts < calibration.attempts(task, row.index, repeats):
            again = runner.again(build, path, caps.time_ms, caps.memory_kb, best)
            attempts += 1
            if again.ending is Ending.RETURNED:  # a repeat that noise stopped does not count
                times.append(again.time_ms or 0.0)
                kernel_times.append(again.kernel_time_ms)
        time_ms = caps.time_ms if best.ending is Ending.TIME else (
            calibration.statistic(task, times) if correct else best.time_ms)
        # the kernel's time of the attempts counts as the harness's does: the least (noise only adds)
        known = [k for k in kernel_times if k is not None]
        done.append(TestRun(case.id, best.ending.value, time_ms, best.memory_kb, correct, attempts,
                            "" if correct else why, min(known) if known else None, best.kernel_memory_kb))
        if not correct:
            break
    return done


def row_key(environment_id: str, build: Build, task: Task, row: Row, *, caps: Caps, execute: ExecuteParams,
            judge: JudgeParams) -> str:
    settings = {k: getattr(judge, k) for k in RUN_SETTINGS}
    blob = json.dumps([environment_id, build.key, task.content_hash, row.index, asdict(caps), execute.repeats,
                       settings, judge_code()], sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


def cached_row(cache: Cache, environment_id: str, key: str) -> list[TestRun] | None:
    """The row as measured before; None when it never was, or its entry is damaged (measured again)."""
    data = read_checked(_path(cache, environment_id, key))
    if data is None:
        return None
    try:
        return [TestRun(**t) for t in json.loads(data)["tests"]]
    except (ValueError, KeyError, TypeError):
        return None


def store_row(cache: Cache, environment_id: str, key: str, tests: list[TestRun]) -> None:
    write_checked(_path(cache, environment_id, key), json.dumps({"tests": [asdict(t) for t in tests]}).encode())


def _path(cache: Cache, environment_id: str, key: str) -> Path:
    return cache.root / "runs" / environment_id / key[:2] / f"{key}.json"


@dataclass(frozen=True)
class CellVerdict:
    verdict: Verdict
    time_ms: float | None  # the largest over the tests that ran
    memory_kb: float | None
    correct: bool  # every test of the row answered right, whatever the time and memory
    detail: str = ""  # why the deciding test failed, as its run recorded it


def verdict(run: dict[str, Any], time_limit_ms: float, memory_limit_kb: float,
            check: KernelCheck = KERNEL_CHECK) -> CellVerdict:
    """A cell's verdict from its recorded row: the first test that breaks a rule decides it."""
    if not run["compiled"]:
        return CellVerdict(Verdict.CE, None, None, False, "compilation failed")
    tests: list[dict[str, Any]] = run["tests"]
    times = [t["time_ms"] for t in tests if t["time_ms"] is not None]
    memories = [t["memory_kb"] for t in tests if t["memory_kb"] is not None]
    correct = len(tests) == run["tests_total"] and all(t["correct"] for t in tests)
    decided, detail = Verdict.AC, ""
    for t in tests:
        v, why = decide(Ending(t["ending"]), t["time_ms"], t["memory_kb"], time_limit_ms=time_limit_ms,
                        memory_limit_kb=memory_limit_kb, correct=t["correct"],
                        kernel_time_ms=t.get("kernel_time_ms"), kernel_memory_kb=t.get("kernel_memory_kb"),
                        check=check)
        if v is not Verdict.AC:
            why = why or t["detail"]
            decided, detail = v, f"{t['test']}: {why}" if why else t["test"]
            break
    if decided is Verdict.AC and len(tests) != run["tests_total"]:
        raise ValueError(f"a row stopped at test {len(tests)} of {run['tests_total']} without a failure")
    return CellVerdict(decided, max(times, default=None), max(memories, default=None), correct, detail)


def check_caps(run: dict[str, Any], time_limit_ms: float, memory_limit_kb: float, *, file: Path) -> None:
    """A run stopped at a cap below the limit could have passed: its verdict is unknown."""
    where = f"{run['task']} row {run['row']} in {run['environment']}"
    if run["cap_ms"] < time_limit_ms:
        raise BestError(f"{where}: runs stopped at {run['cap_ms']:.0f} ms, below the calibrated time limit "
                        f"{time_limit_ms:.0f} ms; raise execute.time_cap_factor and execute again", file=file,
                        field="cap_ms")
    if math.isfinite(memory_limit_kb) and run["memory_cap_kb"] < memory_limit_kb:
        raise BestError(f"{where}: runs were capped at {run['memory_cap_kb']:.0f} KB, below the calibrated memory "
                        f"limit {memory_limit_kb:.0f} KB; raise execute.memory_cap_mb and execute again",
                        file=file, field="memory_cap_kb")
