"""The paper's result tables (Tables 2, 3/13–15 and 12) built from the score summary.

Pure: SUMMARY rows in, each table a list of flat rows (one per model, or per model and
category) with one column per figure, written as Parquet by the score stage (schemas in
best/tables.py) and drawn as Markdown and HTML by best/report. Values are fractions in
[0, 1] in the data and percentages in the Markdown, as in the paper. A gap (fewer than k
samples somewhere in the group) stays null and prints as "—"; a group with no task is
ABSENT here, null in the Parquet and an empty cell in print.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from best.params import ScoreParams
from best.tasks.spec import Difficulty

GAP = "—"
ABSENT = "absent"  # the model has no task in this group: an empty cell, unlike a gap
DIFFICULTIES = [d.value for d in Difficulty]
Row = dict[str, Any]


def _index(summary: Iterable[Row]) -> dict[tuple[str, ...], float | None]:
    return {(r["environment"], r["model"], r["metric"], r["setting"], str(r["k"]), r["by"], r["group"]): r["value"]
            for r in summary}


def _models(summary: list[Row]) -> list[tuple[str, str]]:
    return sorted({(r["environment"], r["model"]) for r in summary})


Figure = tuple[str, tuple[str, str, str, str, str], object]  # column, (metric, setting, k, by, group), if absent


def table2_figures(params: ScoreParams) -> list[Figure]:
    """Table 2's figure columns, each with where the summary holds it (metric, setting, k, by, group)
    and what a group with no task reads as."""
    figures: list[Figure] = [(f"{s.name} dual@{k}", ("dual", s.name, str(k), "all", "all"), None)
                             for s in params.settings for k in params.ks]
    figures += [(f"{params.headline} dual@{k} {d}", ("dual", params.headline, str(k), "difficulty", d), ABSENT)
                for k in params.ks for d in DIFFICULTIES]
    return figures + [(f"{metric}@{k}", (metric, "-", str(k), "all", "all"), None)
                      for metric in ("eff", "pass") for k in params.ks]


def table2(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model: dual@k of every setting, the headline setting by difficulty, eff@k and pass@k."""
    at = _index(summary)
    return [{"environment": env, "model": model} | {column: at.get((env, model, *where), absent)
                                                    for column, where, absent in table2_figures(params)}
            for env, model in _models(summary)]


def table12(summary: list[Row], params: ScoreParams) -> list[Row]:
    """dual@k by difficulty, one row per (model, setting, k)."""
    at = _index(summary)
    out = []
    for env, model in _models(summary):
        for s in params.settings:
            for k in params.ks:
                row: Row = {"environment": env, "model": model, "setting": s.name, "k": k}
                for d in DIFFICULTIES:
                    row[d] = at.get((env, model, "dual", s.name, str(k), "difficulty", d), ABSENT)
                row["overall"] = at.get((env, model, "dual", s.name, str(k), "all", "all"))
                out.append(row)
    return out


def table3(summary: list[Row], params: ScoreParams) -> list[Row]:
    """dual@k by category x difficulty (Tables 3, 13–15), one row per (model, setting, k, category)."""
    at = _index(summary)
    categories = sorted({r["group"] for r in summary if r["by"] == "category"})
    out = []
    for env, model in _models(summary):
        for s in params.settings:
            for k in params.ks:
                for cat in categories:
                    overall = at.get((env, model, "dual", s.name, str(k), "category", cat), ABSENT)
                    if overall == ABSENT:
                        continue  # the model has no task of this category
                    row: Row = {"environment": env, "model": model, "setting": s.name, "k": k, "category": cat}
                    for d in DIFFICULTIES:
                        row[d] = at.get((env, model, "dual", s.name, str(k), "category-difficulty", f"{cat}/{d}"),
                                        ABSENT)
                    row["overall"] = overall
                    out.append(row)
    return out


def table9(environments: list[tuple[str, str, list[Row]]], params: ScoreParams) -> tuple[list[Row], list[str]]:
    """dual@k of each model in each environment, over the tasks every environment scored: the
    paper's Table 9 when the environments judge different languages (C++ and Python), where
    a task solved in one language only would compare different benchmarks.

    `environments` holds (name, language, TASK_SCORES rows) in report order; the result is one
    row per (model, setting, k) with a column per environment, and the tasks compared. A model
    missing from an environment, or with a gap on a compared task, is a gap there.
    """
    if not environments:
        return [], []
    tasks = set.intersection(*({r["task"] for r in rows} for _, _, rows in environments))
    models = sorted(set.intersection(*({r["model"] for r in rows} for _, _, rows in environments)))
    by: dict[tuple[str, str, str, str, int], float | None] = {}
    for name, _, rows in environments:
        for r in rows:
            if r["metric"] == "dual" and r["task"] in tasks:
                by[(name, r["model"], r["task"], r["setting"], r["k"])] = r["value"]
    out: list[Row] = []
    for model in models:
        for s in params.settings:
            for k in params.ks:
                row: Row = {"model": model, "setting": s.name, "k": k}
                for name, language, _ in environments:
                    values = [by.get((name, model, t, s.name, k)) for t in sorted(tasks)]
                    row[f"{name} ({language})"] = (None if not values or any(v is None for v in values)
                                                   else sum(v for v in values if v is not None) / len(values))
                out.append(row)
    return out, sorted(tasks)


def absent_to_null(rows: list[Row]) -> list[Row]:
    """For Parquet: both an absent group and a gap are null; the Markdown tells them apart."""
    return [{k: (None if v == ABSENT else v) for k, v in r.items()} for r in rows]


TABLES = {
    "table2": ("Table 2: time, space and dual efficiency per model", table2),
    "table12": ("Table 12: dual@k by difficulty", table12),
    "table3": ("Tables 3, 13–15: dual@k by category and difficulty", table3),
}
