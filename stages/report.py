"""Stage `report`: the score tables of every executed environment as one document a researcher reads.

Two files: index.html (best/report/document.py: sortable tables, score matrices as
pictures, the stability study when data/study holds one), opened in a browser offline, and
report.md for terminals and diffs: the weightings used, then per environment the paper's
tables, each task's calibrated limits and each model's verdicts per cell. It reads the score
outputs, the limits and the `score` params it states, so a change of τ or σ reruns score
and this, nothing before. Environments come in the order of `execute.environments`, each
from its own branch of the fan-out (best/layout.py); one that has no scores is an error,
not a shorter report.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from best.cache import atomic_write
from best.errors import BestError
from best.layout import DATA, REPORT_HTML, REPORT_MD, Layout
from best.paper_tables import TABLES, table9
from best.paper_tables import markdown as markdown_table
from best.params import DEFAULT_PARAMS, Params, ScoreParams, load_params
from best.report.document import EnvironmentView, ReportInput, StudyView, document
from best.report.html import Badge
from best.tables import (
    BUILDS,
    CELL_SCORES,
    ENVIRONMENTS,
    LIMITS,
    STABILITY_PAIRS,
    STABILITY_SCORES,
    STABILITY_TASKS,
    STD_SCORES,
    SUMMARY,
    TASK_SCORES,
    VERDICTS,
    read_table,
)


def limits_section(limits: list[dict[str, object]]) -> list[str]:
    lines = ["### Calibrated limits", "", "| task | cell | time limit (ms) | memory limit (KB) | margin |",
             "|---|---|---|---|---|"]
    for r in limits:
        margin = min(float(str(r["time_margin"])), float(str(r["memory_margin"])))
        lines.append(f"| {r['task']} | ({r['row']}, {r['col']}) | {r['time_limit_ms']:.1f} | "
                     f"{r['memory_limit_kb']:.1f} | {margin:.2f} |")
    return [*lines, ""]


def verdicts_section(verdicts: list[dict[str, object]]) -> list[str]:
    counts: dict[tuple[str, str, int, int], Counter[str]] = {}
    for v in verdicts:
        key = (str(v["model"]), str(v["task"]), int(str(v["row"])), int(str(v["col"])))
        counts.setdefault(key, Counter())[str(v["verdict"])] += 1
    lines = ["### Verdicts per cell", "", "| model | task | cell | verdicts |", "|---|---|---|---|"]
    for (model, task, r, c), n in sorted(counts.items()):
        lines.append(f"| {model} | {task} | ({r}, {c}) | "
                     + ", ".join(f"{verdict} {k}" for verdict, k in sorted(n.items())) + " |")
    return [*lines, ""]


def refusals_section(builds: list[dict[str, object]]) -> list[str]:
    """How often each model's code was refused before it ran (best.judge.languages.cpp_rules): trying
    to override the environment's flags, assembly, or the C library's and the harness's names."""
    counts: dict[str, Counter[str]] = {}
    for b in builds:
        counts.setdefault(str(b["model"]), Counter())
        if b["refused"]:
            counts[str(b["model"])][str(b["refused"])] += 1
    if not any(counts.values()):
        return []
    kinds = ("flags", "asm", "symbols")
    lines = ["### Sources the judge refused", "", "| model | samples | " + " | ".join(kinds) + " |",
             "|---|---|" + "---|" * len(kinds)]
    totals = Counter(str(b["model"]) for b in builds)
    for model, n in sorted(counts.items()):
        lines.append(f"| {model} | {totals[model]} | " + " | ".join(str(n[k]) for k in kinds) + " |")
    return [*lines, ""]


def settings_section(params: ScoreParams) -> list[str]:
    lines = ["Weightings ω(i, j) = τ^(i-1) σ^(j-1):", ""]
    lines += [f"- {s.name}: τ = {s.tau:g}, σ = {s.sigma:g}" + (" (headline)" if s.name == params.headline else "")
              for s in params.settings]
    return [*lines, f"- k: {', '.join(str(k) for k in params.ks)}; eff@k row weights τ = {params.eff_tau:g}", ""]


def _scored(data: Layout, name: str) -> Path:
    score_dir = data.score(name)
    if not (score_dir / "verdicts.parquet").exists():
        raise BestError(f"environment {name} has no scores; run its branch (`dvc repro score@{name}`)",
                        file=score_dir, field="execute.environments")
    return score_dir


def environment_section(params: Params, name: str, data: Layout) -> list[str]:
    env = params.environment(name)
    score_dir = _scored(data, name)
    flags = env.language if env.language != "cpp" else " ".join(env.flags) or "no flags"
    parts = [f"# Environment {name} ({flags}" + (f", host {env.host}" if env.host else "") + ")", ""]
    parts += ["#" + (score_dir / "tables" / f"{table}.md").read_text() for table in TABLES]  # one level down
    parts += limits_section(read_table(data.limits(name), LIMITS).to_pylist())
    parts += verdicts_section(read_table(score_dir / "verdicts.parquet", VERDICTS).to_pylist())
    if data.builds(name).exists():
        parts += refusals_section(read_table(data.builds(name), BUILDS).to_pylist())
    return parts


def languages_of(params: Params, data: Layout) -> list[tuple[str, str, list[dict[str, object]]]]:
    """Each executed environment's name, language and task scores, where they judge more than one
    language (Table 9 compares them); none otherwise."""
    envs = [params.environment(name) for name in params.execute.environments]
    if len({e.language for e in envs}) < 2:
        return []
    return [(e.name, e.language, read_table(_scored(data, e.name) / "tasks.parquet", TASK_SCORES).to_pylist())
            for e in envs]


def languages_section(params: Params, data: Layout) -> list[str]:
    rows, tasks = table9(languages_of(params, data), params.score)
    if not rows:
        return []
    title = f"Table 9: dual@k across languages, on the {len(tasks)} task(s) every environment scored"
    return [markdown_table(title, rows), f"Tasks compared: {', '.join(tasks)}", ""]


def markdown(params: Params, data: Layout = DATA) -> str:
    parts = ["# BEST report", "", *settings_section(params.score)]
    for name in params.execute.environments:
        parts += environment_section(params, name, data)
    return "\n".join(parts + languages_section(params, data))


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
    return EnvironmentView(
        name=name, fingerprint=fingerprints[0] if fingerprints else None,
        table2=TABLES["table2"][1](summary, params.score), table12=TABLES["table12"][1](summary, params.score),
        table3=TABLES["table3"][1](summary, params.score),
        cells=read_table(score_dir / "cells.parquet", CELL_SCORES).to_pylist(),
        std=read_table(score_dir / "std.parquet", STD_SCORES).to_pylist(),
        tasks=read_table(score_dir / "tasks.parquet", TASK_SCORES).to_pylist(),
        limits=read_table(data.limits(name), LIMITS).to_pylist(), language=params.environment(name).language)


def study_view(data: Layout) -> StudyView | None:
    """The stability study, when `best study stability` wrote one into this data folder."""
    paths = {name: data.study / f"{name}.parquet" for name in ("scores", "pairs", "tasks")}
    if not all(p.exists() for p in paths.values()):
        return None
    return StudyView(scores=read_table(paths["scores"], STABILITY_SCORES).to_pylist(),
                     pairs=read_table(paths["pairs"], STABILITY_PAIRS).to_pylist(),
                     tasks=read_table(paths["tasks"], STABILITY_TASKS).to_pylist())


def html(params: Params, data: Layout = DATA) -> str:
    for name in params.execute.environments:
        _scored(data, name)
    languages = table9(languages_of(params, data), params.score)
    return document(ReportInput(score=params.score, margin=params.calibrate.margin,
                                environments=[environment_view(params, n, data) for n in params.execute.environments],
                                badges=badges(params), study=study_view(data),
                                languages=languages if languages[0] else None))


def run(params_path: Path = DEFAULT_PARAMS, data: Path = DATA.root, out: Path = DATA.report_dir) -> Path:
    """Write report.md and index.html into `out`; the HTML's path comes back."""
    params, layout = load_params(params_path), Layout(data)
    atomic_write(out / REPORT_MD, markdown(params, layout).encode())
    atomic_write(out / REPORT_HTML, html(params, layout).encode())
    return out / REPORT_HTML


if __name__ == "__main__":
    print(run(*(Path(a) for a in sys.argv[1:4])))
