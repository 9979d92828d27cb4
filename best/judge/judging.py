"""Judging a build on a task's grid under calibrated limits.

The cells of a row share its tests and its time limit and differ only in the memory limit,
and memory is deterministic, so each test of a row runs once for the whole row (with the
loosest column's memory as the cap) and every column reads its verdict from the same
measurement. A cell stops at its first failed test; a row stops when all its cells have.

Time is noisy (nearly 2x on a 10 ms call on a shared 2-core VM), so a run that returned
over its time limit is repeated, up to `judge.time_repeats` attempts, and the fastest
attempt counts: noise only ever adds time, so the minimum is the most faithful estimate
of what the code costs. A run stopped at limit x `judge.tle_band` is not repeated: it was
too slow for noise to explain.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from best.judge.languages import Build
from best.judge.measure import Measurement, Runner, with_attempts
from best.judge.oracle import Oracle
from best.judge.verdict import KERNEL_CHECK, Ending, KernelCheck, Verdict, decide
from best.params import JudgeParams
from best.tasks.model import Task, TestCase


@dataclass(frozen=True)
class Limits:
    """Calibrated limits of one task in one environment."""

    time_ms: tuple[float, ...]  # per row
    memory_kb: tuple[tuple[float, ...], ...]  # per row, per column

    def cell(self, row: int, col: int) -> tuple[float, float]:
        return self.time_ms[row - 1], self.memory_kb[row - 1][col - 1]


@dataclass(frozen=True)
class CellResult:
    row: int
    col: int
    verdict: Verdict
    time_ms: float | None
    memory_kb: float | None
    time_limit_ms: float
    memory_limit_kb: float
    test: str | None  # the test that decided a failing verdict
    detail: str
    # the kernel's figures beside the harness's (largest over the tests), best.judge.measure
    kernel_time_ms: float | None = None
    kernel_memory_kb: float | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "row": self.row,
            "col": self.col,
            "verdict": self.verdict.value,
            "time_ms": None if self.time_ms is None else round(self.time_ms, 3),
            "memory_kb": None if self.memory_kb is None else round(self.memory_kb, 3),
            "time_limit_ms": round(self.time_limit_ms, 3),
            "memory_limit_kb": round(self.memory_limit_kb, 3) if math.isfinite(self.memory_limit_kb) else None,
            "test": self.test,
            "detail": self.detail,
            "kernel_time_ms": None if self.kernel_time_ms is None else round(self.kernel_time_ms, 3),
            "kernel_memory_kb": None if self.kernel_memory_kb is None else round(self.kernel_memory_kb, 3),
        }


def cell_verdict(m: Measurement, time_limit_ms: float, memory_limit_kb: float, correct: bool | None,
                 check: KernelCheck = KERNEL_CHECK) -> Verdict:
    return cell_decision(m, time_limit_ms, memory_limit_kb, correct, check)[0]


def cell_decision(m: Measurement, time_limit_ms: float, memory_limit_kb: float, correct: bool | None,
                  check: KernelCheck = KERNEL_CHECK) -> tuple[Verdict, str]:
    """The cell's verdict, with the reason where the kernel's figures decided it."""
    return decide(m.ending, m.time_ms, m.memory_kb, time_limit_ms=time_limit_ms, memory_limit_kb=memory_limit_kb,
                  correct=correct, kernel_time_ms=m.kernel_time_ms, kernel_memory_kb=m.kernel_memory_kb, check=check)


def measure(runner: Runner, build: Build, input_path: Path, *, limit_ms: float, cap_ms: float,
            memory_cap_kb: float, repeats: int, memory: bool = True) -> Measurement:
    """Run, repeating while the run returned over its time limit; keep the fastest attempt."""
    best = runner.run(build, input_path, cap_ms, memory_cap_kb, memory=memory)
    attempts = 1
    while attempts < repeats and best.ending is Ending.RETURNED and (best.time_ms or 0.0) > limit_ms:
        again = runner.again(build, input_path, cap_ms, memory_cap_kb, best)
        attempts += 1
        if again.ending is Ending.RETURNED and (again.time_ms or 0.0) < (best.time_ms or 0.0):
            best = again
    return with_attempts(best, attempts)


@dataclass
class _Cell:
    verdict: Verdict | None = None
    time_ms: float | None = None
    memory_kb: float | None = None
    kernel_time_ms: float | None = None
    kernel_memory_kb: float | None = None
    test: str | None = None
    detail: str = ""

    def add(self, m: Measurement, decision: tuple[Verdict, str], case: TestCase, wrong: str) -> None:
        verdict, by_kernel = decision
        if m.time_ms is not None:
            self.time_ms = max(self.time_ms or 0.0, m.time_ms)
        if m.memory_kb is not None:
            self.memory_kb = max(self.memory_kb or 0.0, m.memory_kb)
        if m.kernel_time_ms is not None:
            self.kernel_time_ms = max(self.kernel_time_ms or 0.0, m.kernel_time_ms)
        if m.kernel_memory_kb is not None:
            self.kernel_memory_kb = max(self.kernel_memory_kb or 0.0, m.kernel_memory_kb)
        if verdict is not Verdict.AC:
            self.verdict, self.test = verdict, case.id
            self.detail = wrong if verdict is Verdict.WA else (by_kernel or m.detail)
            if verdict is Verdict.TLE and not m.detail:
                self.detail = f"CPU time {m.time_ms:.3f} ms over the limit"
            if verdict is Verdict.MLE and not m.detail:
                self.detail = f"extra memory {m.memory_kb:.3f} KB over the limit"


JUDGE_MEMORY_CAP_KB = 1024.0 * 1024  # a time-only grid's memory is unlimited: runs are held here


def judge_build(task: Task, build: Build, limits: Limits, *, runner: Runner, oracle: Oracle,
                inputs: dict[str, Path], judge: JudgeParams,
                judge_memory_cap_kb: float = JUDGE_MEMORY_CAP_KB) -> list[CellResult]:
    if not build.ok:
        return [CellResult(r, c, Verdict.CE, None, None, *limits.cell(r, c), None, "compilation failed")
                for r, c in task.cells]
    results: list[CellResult] = []
    check = KernelCheck.of(judge)
    for row in task.rows:
        time_limit = limits.time_ms[row.index - 1]
        memory_limits = limits.memory_kb[row.index - 1]
        cells = {col.index: _Cell() for col in task.columns}
        for case in row.tests:
            active = [c for c, cell in cells.items() if cell.verdict is None]
            if not active:
                break
            memory_cap = max(memory_limits)
            m = measure(runner, build, inputs[case.key], limit_ms=time_limit, cap_ms=time_limit * judge.tle_band,
                        memory_cap_kb=memory_cap if math.isfinite(memory_cap) else judge_memory_cap_kb,
                        repeats=judge.time_repeats, memory=task.measures_memory)
            correct, wrong = None, ""
            if m.ending is Ending.RETURNED and m.output is not None:
                expected = oracle.expected(case)
                if expected is None:
                    raise RuntimeError(f"no expected output for {task.id} {case.id}: calibrate the task first")
                correct, wrong = oracle.accepts(inputs[case.key], expected, m.output)
            for c in active:
                cells[c].add(m, cell_decision(m, time_limit, memory_limits[c - 1], correct, check), case, wrong)
        for c, cell in cells.items():
            results.append(CellResult(row.index, c, cell.verdict or Verdict.AC, cell.time_ms, cell.memory_kb,
                                      time_limit, memory_limits[c - 1], cell.test, cell.detail,
                                      cell.kernel_time_ms, cell.kernel_memory_kb))
    return results
