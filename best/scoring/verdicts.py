"""Verdicts under calibrated limits, and the grids scoring reads from the limits (pure: rows in, rows out).

A run is judged only against limits calibrated in the environment that produced it (same
name, same machine), through best.judge.verdict.cell_verdict, the one place verdicts are
made; a run whose cell has no limit is an error, never a silent skip.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pyarrow as pa

from best.errors import BestError
from best.judge.verdict import COMPILE_ERROR, KERNEL_CHECK, KernelCheck, TestRun, cell_verdict

RUNS_FILE = Path("runs.parquet")  # what errors name when the caller gives no file
LIMITS_FILE = Path("limits.parquet")


def verdicts(runs: pa.Table, limits: pa.Table, *, runs_file: Path = RUNS_FILE, limits_file: Path = LIMITS_FILE,
             check: KernelCheck = KERNEL_CHECK) -> list[dict[str, Any]]:
    """Each measured sample (a RUNS table) judged under its own environment's limits for its cell
    (a LIMITS table): VERDICTS rows, the verdict a best.judge.verdict.Verdict."""
    cells = {(r["environment"], r["task"], r["row"], r["col"]): r for r in limits.to_pylist()}
    out = []
    for run in runs.to_pylist():
        env, task = run["environment"], run["task"]
        limit = cells.get((env, task, run["row"], run["col"]))
        if limit is None:
            raise BestError(f"task {task} was run in environment {env}, which has no calibrated limits for its "
                            f"cell ({run['row']}, {run['col']})", file=runs_file, field="environment")
        if limit["environment_id"] != run["environment_id"]:
            raise BestError(f"{task} in {env}: runs come from machine {run['environment_id']}, limits from "
                            f"{limit['environment_id']}; execute and calibrate on the same machine",
                            file=limits_file, field="environment_id")
        t, m = float(limit["time_limit_ms"]), float(limit["memory_limit_kb"])
        if run["compiled"]:
            check_caps(run, t, m, file=runs_file)
            v = cell_verdict([TestRun(**test) for test in run["tests"]], run["tests_total"], time_limit_ms=t,
                             memory_limit_kb=m, check=check)
        else:
            v = COMPILE_ERROR
        out.append({k: run[k] for k in ("environment", "model", "task", "sample", "row", "col")}
                   | {"verdict": v.verdict, "time_ms": v.time_ms, "memory_kb": v.memory_kb,
                      "correct": v.correct, "detail": (f"{v.test}: {v.detail}" if v.test else v.detail) or None})
    return out


def check_caps(run: dict[str, Any], time_limit_ms: float, memory_limit_kb: float, *, file: Path) -> None:
    """A run stopped at a cap below the limit could have passed: its verdict is unknown. Runs are
    capped at their own environment's limits, so this only fires when limits and runs disagree."""
    where = f"{run['task']} row {run['row']} in {run['environment']}"
    if run["cap_ms"] < time_limit_ms:
        raise BestError(f"{where}: runs stopped at {run['cap_ms']:.0f} ms, below the calibrated time limit "
                        f"{time_limit_ms:.0f} ms: the limits are not those the runs were made under; execute again",
                        file=file, field="cap_ms")
    if math.isfinite(memory_limit_kb) and run["memory_cap_kb"] < memory_limit_kb:
        raise BestError(f"{where}: runs were capped at {run['memory_cap_kb']:.0f} KB, below the calibrated memory "
                        f"limit {memory_limit_kb:.0f} KB: the limits are not those the runs were made under; "
                        f"execute again", file=file, field="memory_cap_kb")


@dataclass
class Grid:
    """One task in one environment: its limits and which cells the baselines pass."""

    rows: int
    cols: int
    time_limit: dict[int, float]  # column-1 limit of each row, for eff@k
    baseline_time: dict[int, float | None]
    s_std: npt.NDArray[np.float64]


def grids(limits: list[dict[str, Any]], file: Path = LIMITS_FILE) -> dict[tuple[str, str], Grid]:
    """Each (environment, task)'s grid from its LIMITS rows, which must cover it."""
    cells: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in limits:
        cells[(str(r["environment"]), str(r["task"]))].append(r)
    out = {}
    for key, rs in cells.items():
        rows, cols = max(int(r["row"]) for r in rs), max(int(r["col"]) for r in rs)
        if len(rs) != rows * cols:
            raise BestError(f"limits of task {key[1]} in environment {key[0]} do not cover its {rows}x{cols} grid",
                            file=file, field="row,col")
        s_std = np.zeros((rows, cols))
        for r in rs:
            s_std[int(r["row"]) - 1, int(r["col"]) - 1] = 1.0 if int(r["baseline_passes"]) > 0 else 0.0
        first = [r for r in rs if r["col"] == 1]
        out[key] = Grid(rows, cols, {int(r["row"]): float(r["time_limit_ms"]) for r in first},
                        {int(r["row"]): None if r["baseline_time_ms"] is None else float(r["baseline_time_ms"])
                         for r in first}, s_std)
    return out
