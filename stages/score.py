"""Stage `score`: measured samples and calibrated limits in, verdicts and the paper's metrics out.

I/O only: it reads the runs, the limits and the task pack's labels and rules, and writes what
best.scoring computes from them (best/scoring/verdicts.py: each run judged under its own
environment's limits; best/scoring/scores.py: cells, tasks and means, by each task's
protocol) and the paper's tables (best/paper_tables.py) as Parquet with their Markdown
(best/report/markdown.py) beside them, which `best score` prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pyarrow as pa

from best.cache import atomic_write
from best.judge.verdict import KernelCheck
from best.paper_tables import TABLES, absent_to_null
from best.params import ScoreParams, load_params
from best.report.markdown import paper_tables
from best.scoring.protocols import protocol_of
from best.scoring.scores import Labels, score
from best.scoring.verdicts import verdicts
from best.tables import (
    CELL_SCORES,
    CELL_SCORES_KEY,
    LIMITS,
    PAPER_TABLE_KEY,
    PAPER_TABLES,
    RUNS,
    STD_SCORES,
    STD_SCORES_KEY,
    SUMMARY,
    SUMMARY_KEY,
    TASK_SCORES,
    TASK_SCORES_KEY,
    VERDICTS,
    VERDICTS_KEY,
    as_written,
    read_table,
    write_table,
)
from best.tasks.loader import load_tasks
from stages import slots
from stages.stage import Stage


def write(result: dict[str, list[dict[str, Any]]], params: ScoreParams, out: Path) -> dict[str, pa.Table]:
    """The score tables, then each of the paper's tables as `tables/<name>.parquet` and `.md`."""
    tables = {
        "cells": write_table(result["cells"], CELL_SCORES, CELL_SCORES_KEY, out / "cells.parquet"),
        "std": write_table(result["std"], STD_SCORES, STD_SCORES_KEY, out / "std.parquet"),
        "tasks": write_table(result["tasks"], TASK_SCORES, TASK_SCORES_KEY, out / "tasks.parquet"),
        "summary": write_table(result["summary"], SUMMARY, SUMMARY_KEY, out / "summary.parquet"),
    }
    for name, (_, build) in TABLES.items():
        rows = absent_to_null(build(result["summary"], params))
        schema = as_written(PAPER_TABLES[name](params), rows)
        tables[name] = write_table(rows, schema, PAPER_TABLE_KEY, out / "tables" / f"{name}.parquet")
    for name, text in paper_tables(result["summary"], params).items():
        atomic_write(out / "tables" / f"{name}.md", text.encode())
    return tables


def labels_of(tasks_root: Path, ids: Iterable[str]) -> dict[str, Labels]:
    return {t.id: Labels(t.difficulty.value, t.category, protocol_of(t))
            for t in load_tasks(tasks_root, sorted(set(ids)))}


def run(params_path: Path, runs_path: Path, limits_path: Path, out: Path) -> dict[str, pa.Table]:
    params = load_params(params_path)
    runs, limits = read_table(runs_path, RUNS), read_table(limits_path, LIMITS)
    judged = write_table(verdicts(runs, limits, runs_file=runs_path, limits_file=limits_path,
                                  check=KernelCheck.of(params.judge)), VERDICTS,
                         VERDICTS_KEY, out / "verdicts.parquet")
    labels = labels_of(Path(params.tasks.root), runs.column("task").to_pylist())
    result = score(judged, limits, labels, params.score, runs_file=runs_path, limits_file=limits_path)
    return {"verdicts": judged, **write(result, params.score, out)}


STAGE = Stage(
    name="score",
    summary="Each run's verdict under its environment's limits, and the paper's scores and tables.",
    inputs=(slots.RUNS, slots.LIMITS), outputs=(slots.SCORE,),
    params=("tasks.root", "score", "judge.kernel_time_factor", "judge.kernel_time_allowance_ms",
            "judge.kernel_memory_factor", "judge.kernel_memory_allowance_kb"),
    finish=lambda ctx, _: run(ctx.params_path, ctx["runs"], ctx["limits"], ctx["score"]),
    data=("data/tasks",),
)
