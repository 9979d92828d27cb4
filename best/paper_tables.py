"""The paper's result tables (Tables 2, 3, 12, 13–15, 16–25 and 9) built from the score summary,
in the paper's layouts.

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
from best.tasks.spec import Category, Difficulty

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
CATEGORIES = [c.value for c in Category]  # in the paper's order (Tables 3, 5, 13–25)
OVERALL = "Overall"
LEVELS = [*DIFFICULTIES, "overall"]  # the columns of each setting in Tables 3, 12 and 16–25


def paper_k(params: ScoreParams) -> int:
    """The k of the paper's breakdowns (Tables 3, 10, 12–25 show dual@10 only): the largest of score.ks."""
    return max(params.ks)


def time_only(params: ScoreParams) -> str | None:
    """The setting that weighs time alone (σ = 0), beside which Table 2 shows eff@k."""
    return next((s.name for s in params.settings if s.tau > 0 and s.sigma == 0), None)


def table2_figures(params: ScoreParams) -> list[Figure]:
    """Table 2's figure columns in the paper's order, each with where the summary holds it (metric,
    setting, k, by, group) and what a group with no task reads as: per setting its dual@k, eff@k after
    the time-only one's, the headline's by difficulty then overall, and pass@k last."""
    figures: list[Figure] = []
    for s in params.settings:
        if s.name == params.headline:
            figures += [(f"{s.name} dual@{k} {d}", ("dual", s.name, str(k), "difficulty", d), ABSENT)
                        for d in DIFFICULTIES for k in params.ks]
        figures += [(f"{s.name} dual@{k}", ("dual", s.name, str(k), "all", "all"), None) for k in params.ks]
        if s.name == time_only(params):
            figures += [(f"eff@{k}", ("eff", "-", str(k), "all", "all"), None) for k in params.ks]
    if time_only(params) is None:
        figures += [(f"eff@{k}", ("eff", "-", str(k), "all", "all"), None) for k in params.ks]
    return figures + [(f"pass@{k}", ("pass", "-", str(k), "all", "all"), None) for k in params.ks]


def table2(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model: dual@k of every setting, the headline setting by difficulty, eff@k and pass@k."""
    at = _index(summary)
    return [{"environment": env, "model": model} | {column: at.get((env, model, *where), absent)
                                                    for column, where, absent in table2_figures(params)}
            for env, model in _models(summary)]


Interval = tuple[float, float]


def table2_intervals(summary: list[Row], params: ScoreParams) -> dict[tuple[str, str, str], Interval]:
    """(environment, model, Table 2 column) -> the 95% bootstrap interval over tasks of that figure,
    where the summary holds one (best.scoring.scores.summary)."""
    at = {(r["environment"], r["model"], r["metric"], r["setting"], str(r["k"]), r["by"], r["group"]):
          (r.get("ci_low"), r.get("ci_high")) for r in summary}
    out: dict[tuple[str, str, str], Interval] = {}
    for env, model in _models(summary):
        for column, where, _ in table2_figures(params):
            low, high = at.get((env, model, *where), (None, None))
            if low is not None and high is not None:
                out[(env, model, column)] = (float(low), float(high))
    return out


def level_columns(params: ScoreParams) -> list[str]:
    """"{setting} {easy|medium|hard|overall}" for every setting: Tables 12 and 16–25."""
    return [f"{s.name} {level}" for s in params.settings for level in LEVELS]


def _levels(at: dict[tuple[str, ...], float | None], env: str, model: str, params: ScoreParams,
            category: str | None) -> Row:
    """dual@paper_k of every setting by difficulty and overall, in one category or in all."""
    k = str(paper_k(params))
    row: Row = {}
    for s in params.settings:
        for d in DIFFICULTIES:
            where = ("difficulty", d) if category is None else ("category-difficulty", f"{category}/{d}")
            row[f"{s.name} {d}"] = at.get((env, model, "dual", s.name, k, *where), ABSENT)
        where = ("all", "all") if category is None else ("category", category)
        row[f"{s.name} overall"] = at.get((env, model, "dual", s.name, k, *where), ABSENT)
    return row


def table12(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model, dual@10 of every setting by difficulty and overall (the paper's Table 12)."""
    at = _index(summary)
    return [{"environment": env, "model": model, **_levels(at, env, model, params, None)}
            for env, model in _models(summary)]


def table13_15(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model and setting, dual@10 in each of the ten categories and overall (Tables 13, 14, 15:
    time only, space only, both); a category with no task of the model's is empty."""
    at = _index(summary)
    k = str(paper_k(params))
    return [{"environment": env, "model": model, "setting": s.name}
            | {c: at.get((env, model, "dual", s.name, k, "category", c), ABSENT) for c in CATEGORIES}
            | {OVERALL: at.get((env, model, "dual", s.name, k, "all", "all"))}
            for env, model in _models(summary) for s in params.settings]


def table16_25(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model, its categories (in the paper's order, those it has tasks in) then Overall, each with
    dual@10 of every setting by difficulty and overall (Tables 16–25, one per model; Table 3 sets
    three models' headline columns side by side)."""
    at = _index(summary)
    k = str(paper_k(params))
    out = []
    for env, model in _models(summary):
        for category in CATEGORIES:
            if any(at.get((env, model, "dual", s.name, k, "category", category), ABSENT) != ABSENT
                   for s in params.settings):
                out.append({"environment": env, "model": model, "category": category,
                            **_levels(at, env, model, params, category)})
        out.append({"environment": env, "model": model, "category": OVERALL, **_levels(at, env, model, params, None)})
    return out


def leading_models(rows16: list[Row], params: ScoreParams, exclude: Iterable[str] = (), n: int = 3) -> list[str]:
    """Table 3's models: the n with the best headline dual@10 overall, replays of reference code excluded."""
    skip = set(exclude)
    overall = {r["model"]: r[f"{params.headline} overall"] for r in rows16 if r["category"] == OVERALL}
    scored = [m for m, v in overall.items() if isinstance(v, float) and m not in skip]
    return sorted(scored, key=lambda m: (-overall[m], m))[:n]


def table3(rows16: list[Row], params: ScoreParams, models: list[str]) -> list[Row]:
    """The paper's Table 3 from Tables 16–25's rows: one row per category (and Overall), the headline
    setting's columns of each of `models` side by side."""
    by = {(r["model"], r["category"]): r for r in rows16}
    categories = [c for c in [*CATEGORIES, OVERALL] if any((m, c) in by for m in models)]
    return [{"category": c} | {f"{m} {level}": by.get((m, c), {}).get(f"{params.headline} {level}", ABSENT)
                               for m in models for level in LEVELS}
            for c in categories]


VARIANT_MARK = "+"  # `best study prompts` names a model's variant entry model + "+" + variant


def table8(summary: list[Row], params: ScoreParams) -> list[Row]:
    """Per model that has prompt-variant entries (`model+time`, ...; `best study prompts`), dual@10 of
    every setting under the original prompt and each variant, side by side (the paper's Table 8)."""
    at = _index(summary)
    k = str(paper_k(params))
    models = _models(summary)
    variants = sorted({m.split(VARIANT_MARK, 1)[1] for _, m in models if VARIANT_MARK in m})
    out = []
    for env, model in models:
        if VARIANT_MARK in model or not any((env, f"{model}{VARIANT_MARK}{v}") in models for v in variants):
            continue
        row: Row = {"environment": env, "model": model}
        for s in params.settings:
            row[f"{s.name} original"] = at.get((env, model, "dual", s.name, k, "all", "all"))
            for v in variants:
                row[f"{s.name} {v}"] = at.get((env, f"{model}{VARIANT_MARK}{v}", "dual", s.name, k, "all", "all"),
                                              ABSENT)
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
    "table12": ("Table 12: dual@10 by difficulty, per setting", table12),
    "table13_15": ("Tables 13–15: dual@10 by category, per setting", table13_15),
    "table16_25": ("Tables 16–25: dual@10 by category and difficulty, per model", table16_25),
}
