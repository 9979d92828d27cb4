"""Stage `calibrate`: every task's limits in every environment of params.yaml, as one table.

Calibrations run one after another, never side by side: they are timings, and two of
them sharing the machine would each see the other's load. A calibration whose baselines
do not pass exactly their declared cells is an error, not a table row, since scores
computed on such limits would mean nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pyarrow as pa

from best.calibration import Calibration
from best.errors import BestError
from best.params import DEFAULT_PARAMS, EnvironmentParams, Params, load_params
from best.session import Session
from best.tables import LIMITS, LIMITS_KEY, write_table
from best.tasks.model import Task

OUT = Path("data/calibrate/limits.parquet")


def limits_rows(cal: Calibration, margin: float) -> list[dict[str, object]]:
    """One row per cell of the grid; `discriminating` flags cells whose margin reaches `margin`."""
    if cal.problems:
        raise BestError("calibration failed: " + "; ".join(cal.problems), file=cal.task,
                        field=f"environment {cal.environment['name']}")
    rows: list[dict[str, object]] = []
    for r, (time_b, memory_row) in enumerate(zip(cal.time, cal.memory, strict=True), start=1):
        for c, memory_b in enumerate(memory_row, start=1):
            passing = [m.time_ms for m in cal.measurements if m.row == r and not m.censored
                       and m.time_ms <= time_b.limit and m.memory_kb <= memory_b.limit]
            rows.append({"task": cal.task, "environment": cal.environment["name"],
                         "environment_id": cal.environment["id"], "row": r, "col": c,
                         "time_limit_ms": time_b.limit, "memory_limit_kb": memory_b.limit,
                         "time_margin": time_b.margin, "memory_margin": memory_b.margin,
                         "discriminating": min(time_b.margin, memory_b.margin) >= margin,
                         "baseline_passes": len(passing), "baseline_time_ms": min(passing, default=None)})
    return rows


def calibrations(session: Session, tasks: list[Task], envs: list[EnvironmentParams], *,
                 force: bool = False) -> Iterator[tuple[Task, EnvironmentParams, Calibration]]:
    """Calibrate each (task, environment), reusing cached calibrations unless `force`."""
    for task in tasks:
        for env in envs:
            yield task, env, session.calibrate(task, env, force=force)


def calibrate_one(params: Params, task_id: str, env_name: str) -> list[dict[str, object]]:
    """The unit of work a flow maps over: one task in one environment."""
    with Session(params) as session:
        (task,) = session.tasks([task_id])
        cal = session.calibrate(task, params.environment(env_name))
    return limits_rows(cal, params.calibrate.margin)


def plan(params: Params) -> list[tuple[str, str]]:
    """(task id, environment name) pairs, in the order they are calibrated."""
    with Session(params) as session:
        tasks = session.tasks()
    return [(t.id, e.name) for t in tasks for e in params.environments]


def write(rows: list[dict[str, object]], out: Path = OUT) -> pa.Table:
    return write_table(rows, LIMITS, LIMITS_KEY, out)


def run(params_path: Path = DEFAULT_PARAMS, out: Path = OUT) -> pa.Table:
    params = load_params(params_path)
    rows: list[dict[str, object]] = []
    with Session(params) as session:
        for _, _, cal in calibrations(session, session.tasks(), params.environments):
            rows += limits_rows(cal, params.calibrate.margin)
    return write(rows, out)


if __name__ == "__main__":
    table = run(*(Path(a) for a in sys.argv[1:3]))
    print(f"{table.num_rows} cells -> {sys.argv[2] if len(sys.argv) > 2 else OUT}")
