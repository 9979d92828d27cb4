"""The paper's scores from a verdict table (pure): cells' pass@k, each task's dual@k, eff@k and pass@k, and their means.

The verdict table is tidy, one row per (environment, model, task, sample, row, col); every
grouping below is a grouping of it. A model with fewer than k samples of a task gets a gap
(a null, printed as "—"), and any mean over tasks that would include a gap is a gap too: a
dataset-level dual@k over fewer tasks than the others is not comparable with theirs. A k
above the samples of every model is an error of `score.ks`, since the whole column would be
gaps; it is caught here, not when params load, because only the runs know how many samples
there are (`best generate --samples` overrides params, and a file of imported samples may
hold fewer).

dual@k reads the cells alike for every task; eff@k and pass@k are the task's protocol's
(best.scoring.protocols): BEST's pass@k of a task is the mean over its cells of the cell's
pass@k counting samples that answered every test right, whatever their time and memory
(each subtask has samples of its own), while ENAMEL's scores each program through the rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt
import pandas as pd
import pyarrow as pa

from best import metrics
from best.errors import BestError, ParamsError
from best.judge.verdict import Verdict
from best.params import ScoreParams
from best.scoring.protocols import BEST, ScoringProtocol, Sheet
from best.scoring.verdicts import LIMITS_FILE, RUNS_FILE, Grid, grids
from best.tasks.spec import CATEGORY_SEPARATOR

NO_SETTING = "-"  # pass@k and eff@k do not depend on a weighting
TASK = ["environment", "model", "task"]
CELL = [*TASK, "sample", "row", "col"]
SUMMARY_GROUP = ["environment", "model", "metric", "setting", "k", "by", "group"]
# The groupings Table 2 shows, which carry a bootstrap interval over their tasks (the others,
# categories and their difficulties, hold a handful of tasks each, and many groups).
INTERVALS = ("all", "difficulty")
Rows = list[dict[str, Any]]


@dataclass(frozen=True)
class Labels:
    """What scoring needs of a task besides its verdicts: its labels for the means, and its rules."""

    difficulty: str
    category: str
    protocol: ScoringProtocol = BEST


def score(verdicts: pa.Table, limits: pa.Table, labels: dict[str, Labels], params: ScoreParams, *,
          runs_file: Path = RUNS_FILE, limits_file: Path = LIMITS_FILE) -> dict[str, Rows]:
    """Rows of the cells, std, tasks and summary tables from the VERDICTS and LIMITS tables."""
    known = grids(limits.to_pylist(), limits_file)
    frame = tidy(verdicts, known, runs_file)
    most = int(frame.groupby(TASK)["sample"].nunique().max()) if len(frame) else 0
    beyond = [k for k in params.ks if k > most]
    if len(frame) and beyond:  # a gap for every model and task: no run could have meant that
        raise ParamsError(f"k = {', '.join(map(str, beyond))} is more than the samples of every model (at most "
                          f"{most} per subtask in {runs_file}): every figure at that k would be a gap",
                          field="score.ks")
    std_rows = [{"environment": env, "task": task, "row": i + 1, "col": j + 1, "s_std": int(g.s_std[i, j])}
                for (env, task), g in known.items() for i in range(g.rows) for j in range(g.cols)]
    cell_rows: Rows = []
    task_rows: Rows = []
    for key, sub in frame.groupby(TASK, sort=True):
        env, model, task = cast(tuple[str, str, str], key)
        if task not in labels:
            raise BestError(f"task {task} is not in the task pack", file=runs_file, field="task")
        cells, tasks = task_scores(sub, known[(env, task)], labels[task], params, key=(env, model, task),
                                   file=runs_file)
        cell_rows += cells
        task_rows += tasks
    return {"cells": cell_rows, "std": std_rows, "tasks": task_rows, "summary": summary(task_rows)}


def tidy(verdicts: pa.Table, known: dict[tuple[str, str], Grid], file: Path) -> pd.DataFrame:
    """The verdict table as a frame of Verdicts, checked: every run judged where limits exist, each
    cell of a sample once, and every sample covering its task's grid exactly."""
    columns = {c: verdicts.column(c).to_pylist() for c in [*CELL, "verdict", "time_ms", "correct", "detail"]}
    frame = pd.DataFrame(columns | {"detail": [d or "" for d in columns["detail"]]})
    names = {v.value for v in Verdict}
    problems = pd.DataFrame({  # the rows that break each rule (named by its field), in the order they are checked
        "environment": [(e, t) not in known for e, t in zip(frame["environment"], frame["task"], strict=True)],
        "sample": frame.duplicated(CELL),
        "verdict": ~frame["verdict"].isin(names)})
    broken = problems.any(axis=1).to_numpy()
    if broken.any():
        first = int(np.argmax(broken))
        raise _problem(frame.iloc[first], next(str(f) for f in problems.columns if problems[f].iloc[first]), names,
                       file)
    frame["verdict"] = pd.Series([Verdict(v) for v in frame["verdict"]], index=frame.index, dtype=object)
    for key, sub in frame.groupby(TASK, sort=False):
        env, model, task = cast(tuple[str, str, str], key)
        g = known[(env, task)]
        grid = {(i, j) for i in range(1, g.rows + 1) for j in range(1, g.cols + 1)}
        for sample, cells in sub.groupby("sample", sort=False):
            have = set(zip(cells["row"].tolist(), cells["col"].tolist(), strict=True))
            if have != grid:
                outside = sorted(have - grid)
                raise BestError(f"sample {sample} of {model} on {task} has {len(have & grid)} of the "
                                f"{len(grid)} cells of its grid" + (f" and cells outside it: {outside}" if outside
                                                                     else ""), file=file, field="row,col")
    return frame


def _problem(row: pd.Series, field: str, names: set[str], file: Path) -> BestError:
    """The error of the first row that breaks a rule, for the first rule it breaks."""
    env, model, task, sample = row["environment"], row["model"], row["task"], row["sample"]
    if field == "environment":
        return BestError(f"task {task} was judged in environment {env}, which has no calibrated limits for it",
                         file=file, field="environment")
    if field == "sample":
        return BestError(f"sample {sample} of {model} on {task} has cell ({row['row']}, {row['col']}) twice",
                         file=file, field="sample")
    return BestError(f"sample {sample} of {model} on {task}: unknown verdict {row['verdict']!r} "
                     f"(one of {', '.join(sorted(names))})", file=file, field="verdict")


def sheet(sub: pd.DataFrame, rows: int, correct: npt.NDArray[np.int64]) -> Sheet:
    """One model's samples of one task (of `rows` rows), sample by sample, as its protocol reads them."""
    first = sub[sub["col"] == 1].sort_values(["sample", "row"])

    def by_sample(column: str) -> list[list[Any]]:
        values = first[column].tolist()
        return [values[i:i + rows] for i in range(0, len(values), rows)]

    times = [[None if pd.isna(t) else float(t) for t in ts] for ts in by_sample("time_ms")]
    return Sheet(by_sample("verdict"), times, by_sample("detail"), [int(x) for x in correct.flat])


def task_scores(sub: pd.DataFrame, g: Grid, label: Labels, params: ScoreParams, *, key: tuple[str, str, str],
                file: Path) -> tuple[Rows, Rows]:
    """The cell rows and task rows of one model's samples (`key`: environment, model, task)."""
    env, model, task = key
    n = int(sub["sample"].nunique())
    counted = sub.assign(ac=sub["verdict"] == Verdict.AC).groupby(["row", "col"]).agg(
        c=("ac", "sum"), c_correct=("correct", "sum"))
    c = counted["c"].to_numpy().reshape(g.rows, g.cols)  # every sample covers the grid: one count per cell
    c_correct = counted["c_correct"].to_numpy().reshape(g.rows, g.cols)
    base = {"environment": env, "model": model, "task": task}
    labelled = {**base, "difficulty": label.difficulty, "category": label.category, "n": n}
    # each sample's eff score does not depend on k: computed once, maximised per k
    effs: list[float] = []
    passed: list[int] = []
    if n >= min(params.ks):
        programs = label.protocol.programs(sheet(sub, g.rows, c_correct), g, params.eff_tau, task=task, file=file)
        effs, passed = programs.effs, programs.passed
    cell_rows: Rows = []
    task_rows: Rows = []
    for k in params.ks:
        enough = n >= k
        s_eval = np.array([[metrics.pass_at_k(n, int(c[i, j]), k) if enough else np.nan
                            for j in range(g.cols)] for i in range(g.rows)])
        cell_rows += [{**base, "row": i + 1, "col": j + 1, "k": k, "n": n, "c": int(c[i, j]),
                       "c_correct": int(c_correct[i, j]), "pass_at_k": float(s_eval[i, j]) if enough else None}
                      for i in range(g.rows) for j in range(g.cols)]
        for setting in params.settings:
            value = metrics.dual_at_k(s_eval, g.s_std, setting.tau, setting.sigma, task=task) if enough else None
            task_rows.append({**labelled, "metric": "dual", "setting": setting.name, "k": k, "value": value})
        pass_k = float(np.mean([metrics.pass_at_k(n, x, k) for x in passed])) if enough else None
        task_rows.append({**labelled, "metric": "pass", "setting": NO_SETTING, "k": k, "value": pass_k})
        task_rows.append({**labelled, "metric": "eff", "setting": NO_SETTING, "k": k,
                          "value": metrics.expected_max_at_k(effs, k) if enough else None})
    return cell_rows, task_rows


def summary(task_rows: Rows) -> Rows:
    """Means over tasks (the paper's dataset-level figures), overall and by label, with a 95%
    bootstrap interval over the tasks overall and by difficulty (best.metrics.bootstrap_interval)."""
    if not task_rows:
        return []
    tasks = pd.DataFrame(task_rows)
    # a task of several categories ("Graph, Search") counts in each of them
    each = tasks.assign(category=tasks["category"].str.split(CATEGORY_SEPARATOR, regex=False)).explode("category")
    labels = [(tasks, "all", pd.Series("all", index=tasks.index)), (tasks, "difficulty", tasks["difficulty"]),
              (each, "category", each["category"]),
              (each, "category-difficulty", each["category"] + "/" + each["difficulty"])]
    long = pd.concat([rows.assign(by=by, group=group) for rows, by, group in labels], ignore_index=True)
    out = []
    for key, values in long.groupby(SUMMARY_GROUP, sort=False)["value"]:
        env, model, metric, setting, k, by, group = cast(tuple[str, str, str, str, int, str, str], key)
        gaps = int(values.isna().sum())
        figures = values.to_numpy(dtype=np.float64)
        interval = metrics.bootstrap_interval(figures) if not gaps and by in INTERVALS else None
        out.append({"environment": env, "model": model, "metric": metric, "setting": setting, "k": int(k),
                    "by": by, "group": group, "tasks": len(values), "gaps": gaps,
                    "value": None if gaps else float(np.mean(figures)),
                    "ci_low": interval[0] if interval else None, "ci_high": interval[1] if interval else None})
    return out
