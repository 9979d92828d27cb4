"""Stage `report`: the score tables of every executed environment as one document a researcher reads.

Two files: index.html (best/report/document.py: sortable tables, score matrices as
pictures, the stability study when data/study holds one), opened in a browser offline, and
report.md for terminals and diffs (best/report/markdown.py): the weightings used, then per
environment the paper's tables, each task's calibrated limits and each model's verdicts per
cell. Both are drawn from tables: the score outputs (the paper's tables rebuilt from each
summary, never read back from score's Markdown), the limits and the `score` params it
states, so a change of τ or σ reruns score and this, nothing before. Environments come in
the order of `execute.environments`, each from its own branch of the fan-out
(best/layout.py); one that has no scores is an error, not a shorter report.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from best.cache import atomic_write
from best.errors import BestError
from best.generate.prompts import load_template, render
from best.layout import DATA, REPORT_HTML, REPORT_MD, Layout
from best.paper_tables import table9
from best.params import DEFAULT_PARAMS, Params, load_params
from best.report.document import EnvironmentView, ReportInput, StudyView, document
from best.report.document import environment_view as view_of
from best.report.drilldown import DrillInput
from best.report.html import Badge
from best.report.markdown import EnvironmentTables, generation_summary
from best.report.markdown import document as markdown_document
from best.tables import (
    BUILDS,
    CELL_SCORES,
    ENVIRONMENTS,
    LIMITS,
    SENSITIVITY,
    STABILITY_PAIRS,
    STABILITY_SCORES,
    STABILITY_TASKS,
    STD_SCORES,
    SUMMARY,
    TASK_SCORES,
    VERDICTS,
    read_table,
)
from best.tasks.loader import load_tasks
from stages.stage import Context, Slot, Stage


def _scored(data: Layout, name: str) -> Path:
    score_dir = data.score(name)
    if not (score_dir / "verdicts.parquet").exists():
        raise BestError(f"environment {name} has no scores; run its branch (`dvc repro score@{name}`)",
                        file=score_dir, field="execute.environments")
    return score_dir


def environment_tables(params: Params, name: str, data: Layout) -> EnvironmentTables:
    score_dir = _scored(data, name)
    builds = read_table(data.builds(name), BUILDS).to_pylist() if data.builds(name).exists() else None
    return EnvironmentTables(params.environment(name), read_table(score_dir / "summary.parquet", SUMMARY).to_pylist(),
                             read_table(data.limits(name), LIMITS).to_pylist(),
                             read_table(score_dir / "verdicts.parquet", VERDICTS).to_pylist(), builds,
                             frozenset(badges(params)))


def languages_of(params: Params, data: Layout) -> list[tuple[str, str, list[dict[str, object]]]]:
    """Each executed environment's name, language and task scores, where they judge more than one
    language (Table 9 compares them); none otherwise."""
    envs = [params.environment(name) for name in params.execute.environments]
    if len({e.language for e in envs}) < 2:
        return []
    return [(e.name, e.language, read_table(_scored(data, e.name) / "tasks.parquet", TASK_SCORES).to_pylist())
            for e in envs]


def generation_of(data: Layout) -> list[dict[str, object]]:
    """How each model's samples came back, from the columns of the generations that say so."""
    if not data.generations.exists():
        return []
    wanted = ["model", "language", "finish_reason", "error", "extract_error", "reasoning"]
    present = set(pq.read_schema(data.generations).names)  # a table written before `reasoning` lacks it
    return generation_summary(pq.read_table(data.generations, columns=[c for c in wanted if c in present]).to_pylist())


def markdown(params: Params, data: Layout = DATA) -> str:
    return markdown_document(params.score, [environment_tables(params, name, data)
                                            for name in params.execute.environments],
                             table9(languages_of(params, data), params.score), generation_of(data),
                             sensitivity_of(data))


BADGES = {"oracle": "a baseline that passes each cell: dual@k = 1 by construction",
          "fastest": "always the fastest baseline", "smallest": "always the smallest baseline",
          "dominated": "the task's dominated solution: correct, not Pareto-optimal, so it must score below 1"}


def badges(params: Params) -> dict[str, Badge]:
    """The models that replay reference code, labelled so that no reader takes them for LLMs."""
    return {m.name: Badge(m.model or "oracle", BADGES.get(m.model or "oracle", "replays reference code"))
            for m in params.generate.models if m.backend == "reference"}


def environment_view(params: Params, name: str, data: Layout) -> EnvironmentView:
    score_dir = data.score(name)
    summary = read_table(score_dir / "summary.parquet", SUMMARY).to_pylist()
    fp = data.environment(name)
    fingerprints = [r for r in read_table(fp, ENVIRONMENTS).to_pylist() if r["environment"] == name] \
        if fp.exists() else []
    language = params.environment(name).language
    verdicts = read_table(score_dir / "verdicts.parquet", VERDICTS).to_pylist()
    limits = read_table(data.limits(name), LIMITS).to_pylist()
    view = view_of(
        name, summary, params.score, fingerprint=fingerprints[0] if fingerprints else None,
        cells=read_table(score_dir / "cells.parquet", CELL_SCORES).to_pylist(),
        std=read_table(score_dir / "std.parquet", STD_SCORES).to_pylist(),
        tasks=read_table(score_dir / "tasks.parquet", TASK_SCORES).to_pylist(),
        limits=limits, language=language, verdicts=verdicts)
    drill = DrillInput(name, verdicts, limits, generations_of(data, language), prompts_of(params, verdicts, language))
    return replace(view, drill=drill)


def generations_of(data: Layout, language: str) -> dict[tuple[str, str, int, int, int], dict[str, object]]:
    """The generations of one language by (model, task, row, col, sample): each sample's code and answer."""
    if not data.generations.exists():
        return {}
    wanted = ["model", "language", "task", "row", "col", "sample", "code", "completion", "error", "extract_error"]
    rows = pq.read_table(data.generations, columns=wanted).to_pylist()
    return {(str(r["model"]), str(r["task"]), int(r["row"]), int(r["col"]), int(r["sample"])): r
            for r in rows if r["language"] == language}


def prompts_of(params: Params, verdicts: list[dict[str, object]], language: str
               ) -> dict[tuple[str, int, int, str], str]:
    """The prompt each model was given for each judged subtask, rendered again as generate rendered
    it (its template variant, the task in this language, the stated limits)."""
    ids = sorted({str(v["task"]) for v in verdicts})
    root = Path(params.tasks.root)
    tasks = {t.id: t.for_language(language) for t in load_tasks(root, ids) if language in t.languages} \
        if root.is_dir() and ids else {}
    variants = {m.name: m.prompt or params.generate.prompt for m in params.generate.models}
    templates: dict[str, str] = {}
    out: dict[tuple[str, int, int, str], str] = {}
    for task, row, col, model in sorted({(str(v["task"]), int(str(v["row"])), int(str(v["col"])), str(v["model"]))
                                         for v in verdicts}):
        if task not in tasks:
            continue
        variant = variants.get(model, params.generate.prompt)
        if variant not in templates:
            templates[variant] = load_template(Path(params.generate.prompts_dir), variant, language)
        out[(task, row, col, model)] = render(templates[variant], tasks[task], row, col, variant).text
    return out


def study_view(data: Layout) -> StudyView | None:
    """The stability study, when `best study stability` wrote one into this data folder."""
    paths = {name: data.study / f"{name}.parquet" for name in ("scores", "pairs", "tasks")}
    if not all(p.exists() for p in paths.values()):
        return None
    return StudyView(scores=read_table(paths["scores"], STABILITY_SCORES).to_pylist(),
                     pairs=read_table(paths["pairs"], STABILITY_PAIRS).to_pylist(),
                     tasks=read_table(paths["tasks"], STABILITY_TASKS).to_pylist())


def sensitivity_of(data: Layout) -> list[dict[str, object]]:
    """Table 10, when `best study sensitivity` wrote it into this data folder."""
    path = data.study / "sensitivity.parquet"
    return read_table(path, SENSITIVITY).to_pylist() if path.exists() else []


def html(params: Params, data: Layout = DATA) -> str:
    for name in params.execute.environments:
        _scored(data, name)
    languages = table9(languages_of(params, data), params.score)
    return document(ReportInput(score=params.score, margin=params.calibrate.margin,
                                environments=[environment_view(params, n, data) for n in params.execute.environments],
                                badges=badges(params), study=study_view(data),
                                languages=languages if languages[0] else None, generation=generation_of(data),
                                sensitivity=sensitivity_of(data),
                                weights={m.name: m.weights for m in params.generate.models if m.weights}))


def run(params_path: Path = DEFAULT_PARAMS, data: Path = DATA.root, out: Path = DATA.report_dir) -> Path:
    """Write report.md and index.html into `out`; the HTML's path comes back."""
    params, layout = load_params(params_path), Layout(data)
    atomic_write(out / REPORT_MD, markdown(params, layout).encode())
    atomic_write(out / REPORT_HTML, html(params, layout).encode())
    return out / REPORT_HTML


def finish(ctx: Context) -> dict[str, pa.Table]:
    """The report publishes no table: its page and text are DVC outputs."""
    run(ctx.params_path, ctx.layout.root, ctx["html"].parent)
    return {}


STAGE = Stage(
    name="report",
    summary="Every executed environment's scores in one document: index.html, and report.md as text.",
    inputs=(Slot("scores", lambda layout, env: layout.scores),
            Slot("generated", lambda layout, env: layout.generations),
            Slot("compiled", lambda layout, env: layout.root / "compile"),
            Slot("calibrated", lambda layout, env: layout.all_limits),
            Slot("fingerprints", lambda layout, env: layout.root / "environment")),
    outputs=(Slot("html", lambda layout, env: layout.report_html),
             Slot("markdown", lambda layout, env: layout.report)),
    # the report states the weightings it shows, marks the cells whose margin falls below
    # calibrate.margin and names the models that replay reference code
    params=("score", "calibrate.margin", "generate.models", "generate.prompt", "generate.prompts_dir",
            "environments", "execute.environments", "tasks.root"),
    data=("data/tasks", "data/prompts"),  # the drill-down shows each sample's prompt, rendered again
    finish=lambda ctx, _: finish(ctx),
    per_environment=False,
)
