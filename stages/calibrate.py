"""Stage `calibrate`: every task's limits in every executed environment, from the baselines' runs.

The execute stage measured the baselines (where it stopped them depends on `calibrate.slack`
and `calibrate.margin`, so changing either measures again); this stage only derives
(best/limits.py's `derive`, a pure function). Limits are derived per environment from that environment's measurements
and carry its environment id, which score matches against every run. A calibration whose
baselines do not pass exactly their declared cells is an error, not a table row, since
scores computed on such limits would mean nothing.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pyarrow as pa

from best.errors import BestError
from best.limits import BaselineRow, Calibration, TestStat, check_cells, derive
from best.params import CalibrateParams, load_params
from best.tables import BASELINE_RUNS, LIMITS, LIMITS_KEY, read_table, write_table
from best.tasks.loader import load_tasks
from best.tasks.model import Task
from stages import slots
from stages.stage import Stage


def limits_rows(cal: Calibration, margin: float, task: Task | None = None) -> list[dict[str, object]]:
    """One row per cell of the grid; `discriminating` flags cells whose margin reaches `margin`; beside
    the limits, those the task's prompts stated (its view in the environment's language)."""
    if cal.problems:
        raise BestError("calibration failed: " + "; ".join(cal.problems), file=cal.task,
                        field=f"environment {cal.environment['name']}")
    rows: list[dict[str, object]] = []
    for r, (time_b, memory_row) in enumerate(zip(cal.time, cal.memory, strict=True), start=1):
        for c, memory_b in enumerate(memory_row, start=1):
            passing = [m.time_ms for m in cal.measurements if m.row == r and not m.censored
                       and m.time_ms <= time_b.limit and m.memory_kb <= memory_b.limit]
            stated = task.stated.cell(r, c) if task is not None and task.stated is not None else (None, None)
            rows.append({"task": cal.task, "environment": cal.environment["name"],
                         "environment_id": cal.environment["id"], "row": r, "col": c,
                         "time_limit_ms": time_b.limit, "memory_limit_kb": memory_b.limit,
                         "time_margin": time_b.margin, "memory_margin": memory_b.margin,
                         "discriminating": min(time_b.margin, memory_b.margin) >= margin,
                         "baseline_passes": len(passing), "baseline_time_ms": min(passing, default=None),
                         "stated_time_ms": stated[0], "stated_memory_kb": stated[1]})
    return rows


def calibration_of(task: Task, rows: list[dict[str, Any]], params: CalibrateParams, file: Path) -> Calibration:
    """The limits of one task in one environment from its baselines' rows (a pure function)."""
    ids = {r["environment_id"] for r in rows}
    if len(ids) != 1:
        raise BestError(f"baselines of {task.id} in {rows[0]['environment']} were measured on {len(ids)} "
                        f"machines: {sorted(ids)}", file=file, field="environment_id")
    if {r["task_hash"] for r in rows} != {task.content_hash}:
        raise BestError(f"baselines of {task.id} were measured on another version of the task; execute again",
                        file=file, field="task_hash")
    measured = {(r["baseline"], r["row"]) for r in rows}
    wanted = {(b.name, row.index) for b in task.baselines for row in task.rows}
    if measured != wanted:
        raise BestError(f"baselines of {task.id}: rows {sorted(wanted - measured)} missing", file=file,
                        field="baseline,row")
    measurements = [BaselineRow(baseline=r["baseline"], row=r["row"], time_ms=r["time_ms"], memory_kb=r["memory_kb"],
                                censored=r["censored"], tests=tuple(TestStat(**t) for t in r["tests"]))
                    for r in sorted(rows, key=lambda r: (r["row"], r["baseline"]))]
    times, memories = derive(task, measurements, params)
    cal = Calibration(task=task.id, task_hash=task.content_hash,
                      environment={"name": rows[0]["environment"], "id": rows[0]["environment_id"]},
                      settings={"calibrate": params.model_dump()}, measurements=tuple(measurements),
                      time=tuple(times), memory=tuple(tuple(r) for r in memories), problems=(), seconds=0.0)
    problems = check_cells(task, measurements, cal.limits)
    return Calibration(**{**cal.__dict__, "problems": tuple(problems)})


def calibrate(baselines: pa.Table, tasks: dict[str, Task], params: CalibrateParams,
              file: Path = Path("baselines.parquet"), languages: dict[str, str] | None = None
              ) -> list[dict[str, object]]:
    """`languages` names each environment's language (C++ where it is not named): a task's
    limits come from the baselines of the language its environment judges."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in baselines.to_pylist():
        groups[(r["environment"], r["task"])].append(r)
    rows: list[dict[str, object]] = []
    for (environment, task_id), group in sorted(groups.items()):
        if task_id not in tasks:
            raise BestError(f"baselines of task {task_id}, which is not in the task pack", file=file, field="task")
        task = tasks[task_id].for_language((languages or {}).get(environment, "cpp"))
        rows += limits_rows(calibration_of(task, group, params, file), params.margin, task)
    return rows


def write(rows: list[dict[str, object]], out: Path) -> pa.Table:
    return write_table(rows, LIMITS, LIMITS_KEY, out)


def run(params_path: Path, baselines_path: Path, out: Path) -> pa.Table:
    params = load_params(params_path)
    baselines = read_table(baselines_path, BASELINE_RUNS)
    ids = sorted(set(baselines.column("task").to_pylist()))
    tasks = {t.id: t for t in load_tasks(Path(params.tasks.root), ids)} if ids else {}
    languages = {e.name: e.language for e in params.environments}
    return write(calibrate(baselines, tasks, params.calibrate, baselines_path, languages), out)


STAGE = Stage(
    name="calibrate",
    summary="Each cell's limits derived from the baselines' runs (nothing runs here).",
    inputs=(slots.BASELINES,), outputs=(slots.LIMITS,),
    params=("tasks.root", "calibrate.slack", "calibrate.margin", "calibrate.memory_floor_kb",
            "calibrate.time_floor_ms"),
    finish=lambda ctx, _: {"limits": run(ctx.params_path, ctx["baselines"], ctx["limits"])},
    data=("data/tasks",),
)
