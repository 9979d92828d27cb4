"""Judging a build on a task's grid under calibrated limits, as `best judge` and validation do.

Each row is measured by the one primitive (best/judge/row.py, the judging policy) and
each cell read from it by the one verdict function (best.judge.verdict.cell_verdict): the
execute and score stages do exactly the same, so `best judge` answers what the leaderboard
would.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from best.judge.languages import Build
from best.judge.oracle import Oracle
from best.judge.row import judging, run_row
from best.judge.run import Runner
from best.judge.verdict import COMPILE_ERROR, CellVerdict, KernelCheck, Verdict, cell_verdict
from best.limits import Limits
from best.params import JudgeParams
from best.tasks.model import Task


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
    # the kernel's figures beside the harness's (largest over the tests), best.judge.run
    kernel_time_ms: float | None = None
    kernel_memory_kb: float | None = None
    slowest: str | None = None  # the test that took longest (for an accepted cell, what bounds it)
    censored: bool = False  # a TLE whose run was stopped: time_ms is a lower bound

    @classmethod
    def of(cls, row: int, col: int, v: CellVerdict, limits: tuple[float, float]) -> CellResult:
        return cls(row, col, v.verdict, v.time_ms, v.memory_kb, *limits, v.test, v.detail, v.kernel_time_ms,
                   v.kernel_memory_kb, v.slowest, v.censored)

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
            "slowest_test": self.slowest,
            "time_censored": self.censored,
        }


def judge_build(task: Task, build: Build, limits: Limits, *, runner: Runner, oracle: Oracle,
                inputs: dict[str, Path], judge: JudgeParams) -> list[CellResult]:
    if not build.ok:
        return [CellResult.of(r, c, COMPILE_ERROR, limits.cell(r, c)) for r, c in task.cells]
    check = KernelCheck.of(judge)
    results: list[CellResult] = []
    for row in task.rows:
        tests = run_row(runner, build, task, row, inputs=inputs, check=oracle.check,
                        policy=judging(task, row.index, limits, judge), kernel=check)
        for col in task.columns:
            t, m = limits.cell(row.index, col.index)
            v = cell_verdict(tests, len(row.tests), time_limit_ms=t, memory_limit_kb=m, check=check)
            results.append(CellResult.of(row.index, col.index, v, (t, m)))
    return results
