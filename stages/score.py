"""Stage `score`: measured samples and calibrated limits in, verdicts and the paper's metrics out.

Every number is computed per environment: a run is judged only against limits calibrated
in the environment that produced it (same name and same environment id), and a run whose
environment or task has no limits is an error, never a silent skip. A model with fewer
than k samples of a task gets a gap (a null, printed as "—"), and any mean over tasks
that would include a gap is a gap too: a dataset-level dual@k over fewer tasks than the
others is not comparable with theirs. A k above the samples of every model is an error of
`score.ks`, since the whole column would be gaps; it is caught here, not when params load,
because only the runs know how many samples there are (`best generate --samples`
overrides params, and a file of imported samples may hold fewer). pass@k of a task is the
mean over its cells of the cell's pass@k counting samples that answered every test right,
whatever their time and memory (each subtask has samples of its own).

A task imported with its source's definition of eff@k (`eff` in task.yaml: ENAMEL's) has
one prompt for all its rows, so sample j of every row is one program; its eff@k and pass@k
are computed as its source computes them, over each program's run through the rows
(best.metrics.level_scores), while dual@k reads the cells as for any task.
"""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from best import metrics, paper_tables
from best.cache import atomic_write
from best.errors import BestError, ParamsError
from best.judge.verdict import COMPILE_ERROR, KERNEL_CHECK, KernelCheck, TestRun, Verdict, cell_verdict
from best.params import ScoreParams, load_params
from best.tables import (
    CELL_SCORES,
    CELL_SCORES_KEY,
    LIMITS,
    RUNS,
    STD_SCORES,
    STD_SCORES_KEY,
    SUMMARY,
    SUMMARY_KEY,
    TASK_SCORES,
    TASK_SCORES_KEY,
    VERDICTS,
    VERDICTS_KEY,
    read_table,
    write_table,
)
from best.tasks.loader import load_tasks
from best.tasks.model import EffSpec

RUNS_FILE = Path("runs.parquet")  # what errors name when the caller gives no file
LIMITS_FILE = Path("limits.parquet")
NO_SETTING = "-"  # pass@k and eff@k do not depend on a weighting
VERDICT_NAMES = frozenset(v.value for v in Verdict)


@dataclass(frozen=True)
class Labels:
    difficulty: str
    category: str
    eff: EffSpec | None = None  # the task's source's eff@k, where it has one


@dataclass
class Grid:
    """One task in one environment: its limits and which cells the baselines pass."""

    rows: int
    cols: int
    time_limit: dict[int, float]  # column-1 limit of each row, for eff@k
    baseline_time: dict[int, float | None]
    s_std: np.ndarray


def grids(limits: list[dict[str, Any]], file: Path) -> dict[tuple[str, str], Grid]:
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


@dataclass
class Samples:
    """One model's samples of one task in one environment."""

    verdicts: dict[int, dict[tuple[int, int], str]]  # sample -> cell -> verdict
    times: dict[int, dict[tuple[int, int], float | None]]
    correct: dict[int, dict[tuple[int, int], bool]]
    details: dict[int, dict[tuple[int, int], str]]


def samples(runs: list[dict[str, Any]], known: dict[tuple[str, str], Grid],
            file: Path) -> dict[tuple[str, str, str], Samples]:
    out: dict[tuple[str, str, str], Samples] = {}
    seen: set[tuple[object, ...]] = set()
    for r in runs:
        env, model, task = str(r["environment"]), str(r["model"]), str(r["task"])
        if (env, task) not in known:
            raise BestError(f"task {task} was judged in environment {env}, which has no calibrated limits for it",
                            file=file, field="environment")
        key = (env, model, task, r["sample"], r["row"], r["col"])
        if key in seen:
            raise BestError(f"sample {r['sample']} of {model} on {task} has cell ({r['row']}, {r['col']}) twice",
                            file=file, field="sample")
        seen.add(key)
        s = out.setdefault((env, model, task), Samples({}, {}, {}, {}))
        sample, cell = int(r["sample"]), (int(r["row"]), int(r["col"]))
        if r["verdict"] not in VERDICT_NAMES:
            raise BestError(f"sample {sample} of {model} on {task}: unknown verdict {r['verdict']!r} "
                            f"(one of {', '.join(sorted(VERDICT_NAMES))})", file=file, field="verdict")
        s.verdicts.setdefault(sample, {})[cell] = str(r["verdict"])
        s.times.setdefault(sample, {})[cell] = None if r["time_ms"] is None else float(r["time_ms"])
        s.correct.setdefault(sample, {})[cell] = bool(r["correct"])
        s.details.setdefault(sample, {})[cell] = str(r.get("detail") or "")
    for (env, model, task), s in out.items():
        g = known[(env, task)]
        grid = {(i, j) for i in range(1, g.rows + 1) for j in range(1, g.cols + 1)}
        for sample, cells in s.verdicts.items():
            if set(cells) != grid:
                outside = sorted(set(cells) - grid)
                raise BestError(f"sample {sample} of {model} on {task} has {len(set(cells) & grid)} of the "
                                f"{len(grid)} cells of its grid" + (f" and cells outside it: {outside}" if outside
                                                                     else ""), file=file, field="row,col")
    return out


def score(runs: pa.Table, limits: pa.Table, labels: dict[str, Labels], params: ScoreParams, *,
          runs_file: Path = RUNS_FILE, limits_file: Path = LIMITS_FILE) -> dict[str, list[dict[str, Any]]]:
    """The stage as a pure function: rows of the cells, std, tasks and summary tables."""
    known = grids(limits.to_pylist(), limits_file)
    judged = samples(runs.to_pylist(), known, runs_file)
    most = max((len(s.verdicts) for s in judged.values()), default=0)
    beyond = [k for k in params.ks if k > most]
    if judged and beyond:  # a gap for every model and task: no run could have meant that
        raise ParamsError(f"k = {', '.join(map(str, beyond))} is more than the samples of every model (at most "
                          f"{most} per subtask in {runs_file}): every figure at that k would be a gap",
                          field="score.ks")
    cell_rows: list[dict[str, Any]] = []
    task_rows: list[dict[str, Any]] = []
    std_rows = [{"environment": env, "task": task, "row": i + 1, "col": j + 1, "s_std": int(g.s_std[i, j])}
                for (env, task), g in known.items() for i in range(g.rows) for j in range(g.cols)]
    for (env, model, task), s in sorted(judged.items()):
        if task not in labels:
            raise BestError(f"task {task} is not in the task pack", file=runs_file, field="task")
        g, label = known[(env, task)], labels[task]
        n = len(s.verdicts)
        c = np.array([[sum(v[(i, j)] == "AC" for v in s.verdicts.values()) for j in range(1, g.cols + 1)]
                      for i in range(1, g.rows + 1)])
        c_correct = np.array([[sum(v[(i, j)] for v in s.correct.values()) for j in range(1, g.cols + 1)]
                              for i in range(1, g.rows + 1)])
        base = {"environment": env, "model": model, "task": task}
        labelled = {**base, "difficulty": label.difficulty, "category": label.category, "n": n}
        # each sample's eff score does not depend on k: computed once, maximised per k
        scores: list[float] = []
        passing: list[bool] | None = None  # per program, where the task's source defines pass@k
        if n >= min(params.ks) and label.eff is not None:
            scores, passing = source_scores(s, g, label.eff, task=task, file=runs_file)
        elif n >= min(params.ks):
            scores = eff_scores(s, g, params.eff_tau, task=task, file=runs_file)
        for k in params.ks:
            enough = n >= k
            s_eval = np.array([[metrics.pass_at_k(n, int(c[i, j]), k) if enough else np.nan
                                for j in range(g.cols)] for i in range(g.rows)])
            for i in range(g.rows):
                for j in range(g.cols):
                    cell_rows.append({**base, "row": i + 1, "col": j + 1, "k": k, "n": n, "c": int(c[i, j]),
                                      "c_correct": int(c_correct[i, j]),
                                      "pass_at_k": float(s_eval[i, j]) if enough else None})
            for setting in params.settings:
                value = metrics.dual_at_k(s_eval, g.s_std, setting.tau, setting.sigma, task=task) if enough else None
                task_rows.append({**labelled, "metric": "dual", "setting": setting.name, "k": k, "value": value})
            # each subtask has its own samples: pass@k is the mean over the grid's cells
            passed = float(np.mean([metrics.pass_at_k(n, int(x), k) for x in c_correct.flat])) if enough else None
            if enough and passing is not None:
                passed = metrics.pass_at_k(n, sum(passing), k)
            task_rows.append({**labelled, "metric": "pass", "setting": NO_SETTING, "k": k, "value": passed})
            task_rows.append({**labelled, "metric": "eff", "setting": NO_SETTING, "k": k,
                              "value": metrics.expected_max_at_k(scores, k) if enough else None})
    return {"cells": cell_rows, "std": std_rows, "tasks": task_rows, "summary": summary(task_rows)}


def eff_scores(s: Samples, g: Grid, tau: float, *, task: str, file: Path) -> list[float]:
    """Eqn 18's bracket for each sample, with h_i = ω(i, 1) = τ^(i-1)."""
    missing = [i for i in range(1, g.rows + 1) if g.baseline_time[i] is None]
    if missing:
        raise BestError(f"no baseline passes cell ({missing[0]}, 1) of {task}: eff@k has no reference time",
                        file=file, field="baseline_time_ms")
    times = [[s.times[sample][(i, 1)] if s.verdicts[sample][(i, 1)] == "AC" else None for i in range(1, g.rows + 1)]
             for sample in sorted(s.verdicts)]
    limits = [g.time_limit[i] for i in range(1, g.rows + 1)]
    reference = [float(g.baseline_time[i] or 0.0) for i in range(1, g.rows + 1)]
    return metrics.eff_scores(times, limits, reference, metrics.weight_matrix(g.rows, 1, tau, 0.0)[:, 0])


def source_verdict(verdict: str, detail: str) -> str:
    """ENAMEL ends a level at an OverflowError as at a timeout (its evaluate1 catches the three
    alike): for its eff@k and pass@k, such a crash counts as TLE."""
    return "TLE" if verdict == "RE" and "uncaught exception: OverflowError" in detail else verdict


def source_scores(s: Samples, g: Grid, eff: EffSpec, *, task: str, file: Path) -> tuple[list[float], list[bool]]:
    """The eff score and pass of each program (sample j of every row) as the task's source
    defines them; the timeout is the rows' one limit less the tolerance allowed beyond it."""
    if g.cols != 1 or len(eff.hardness) != g.rows:
        raise BestError(f"{task}: eff settings for {len(eff.hardness)} rows on a {g.rows}x{g.cols} grid; its source's "
                        "eff@k needs one column and one hardness per row", file=file, field="row,col")
    missing = [i for i in range(1, g.rows + 1) if g.baseline_time[i] is None]
    if missing:
        raise BestError(f"no baseline passes cell ({missing[0]}, 1) of {task}: eff@k has no reference time",
                        file=file, field="baseline_time_ms")
    samples_ = sorted(s.verdicts)
    verdicts = [[source_verdict(s.verdicts[j][(i, 1)], s.details[j][(i, 1)]) for i in range(1, g.rows + 1)]
                for j in samples_]
    times = [[s.times[j][(i, 1)] for i in range(1, g.rows + 1)] for j in samples_]
    timeout = g.time_limit[1] - eff.tolerance_ms
    reference = [float(g.baseline_time[i] or 0.0) for i in range(1, g.rows + 1)]
    return metrics.level_scores(verdicts, times, timeout, reference, eff.hardness)


def _groups(row: dict[str, Any]) -> Iterable[tuple[str, str]]:
    yield "all", "all"
    yield "difficulty", str(row["difficulty"])
    yield "category", str(row["category"])
    yield "category-difficulty", f"{row['category']}/{row['difficulty']}"


def summary(task_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Means over tasks (the paper's dataset-level figures), overall and by label."""
    groups: dict[tuple[str, ...], list[float | None]] = defaultdict(list)
    for r in task_rows:
        head = (str(r["environment"]), str(r["model"]), str(r["metric"]), str(r["setting"]), str(r["k"]))
        for by, group in _groups(r):
            value = r["value"]
            groups[(*head, by, group)].append(None if value is None else float(value))
    out: list[dict[str, Any]] = []
    for (env, model, metric, setting, k, by, group), values in groups.items():
        gaps = sum(v is None for v in values)
        out.append({"environment": env, "model": model, "metric": metric, "setting": setting, "k": int(k),
                    "by": by, "group": group, "tasks": len(values), "gaps": gaps,
                    "value": None if gaps else float(np.mean([v for v in values if v is not None]))})
    return out


def write(result: dict[str, list[dict[str, Any]]], params: ScoreParams, out: Path) -> dict[str, pa.Table]:
    tables = {
        "cells": write_table(result["cells"], CELL_SCORES, CELL_SCORES_KEY, out / "cells.parquet"),
        "std": write_table(result["std"], STD_SCORES, STD_SCORES_KEY, out / "std.parquet"),
        "tasks": write_table(result["tasks"], TASK_SCORES, TASK_SCORES_KEY, out / "tasks.parquet"),
        "summary": write_table(result["summary"], SUMMARY, SUMMARY_KEY, out / "summary.parquet"),
    }
    tables.update(write_paper_tables(result["summary"], params, out / "tables"))
    return tables


def write_paper_tables(summary: list[dict[str, Any]], params: ScoreParams, out: Path) -> dict[str, pa.Table]:
    """Each of the paper's tables as `<name>.parquet` and `<name>.md`, rows in a fixed order."""
    written = {}
    for name, (title, build) in paper_tables.TABLES.items():
        rows = build(summary, params)
        table = pa.Table.from_pylist(paper_tables.absent_to_null(rows))
        sink = pa.BufferOutputStream()
        pq.write_table(table, sink, compression="zstd", write_statistics=False)
        atomic_write(out / f"{name}.parquet", sink.getvalue().to_pybytes())
        atomic_write(out / f"{name}.md", paper_tables.markdown(title, rows).encode())
        written[name] = table
    return written


def labels_of(tasks_root: Path, ids: Iterable[str]) -> dict[str, Labels]:
    return {t.id: Labels(t.difficulty.value, t.category.value, t.eff)
            for t in load_tasks(tasks_root, sorted(set(ids)))}


def verdicts(runs: pa.Table, limits: pa.Table, *, runs_file: Path = RUNS_FILE,
             limits_file: Path = LIMITS_FILE, check: KernelCheck = KERNEL_CHECK) -> list[dict[str, Any]]:
    """Each measured sample judged under its own environment's limits for its cell."""
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
                   | {"verdict": v.verdict.value, "time_ms": v.time_ms, "memory_kb": v.memory_kb,
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


def run(params_path: Path, runs_path: Path, limits_path: Path, out: Path) -> dict[str, pa.Table]:
    params = load_params(params_path)
    runs, limits = read_table(runs_path, RUNS), read_table(limits_path, LIMITS)
    judged = write_table(verdicts(runs, limits, runs_file=runs_path, limits_file=limits_path,
                                  check=KernelCheck.of(params.judge)), VERDICTS,
                         VERDICTS_KEY, out / "verdicts.parquet")
    labels = labels_of(Path(params.tasks.root), runs.column("task").to_pylist())
    result = score(judged, limits, labels, params.score, runs_file=runs_path, limits_file=limits_path)
    return {"verdicts": judged, **write(result, params.score, out)}


if __name__ == "__main__":
    written = run(*(Path(a) for a in sys.argv[1:5]))  # PARAMS RUNS LIMITS OUT
    print(f"{written['tasks'].num_rows} task scores -> {sys.argv[4]}")
