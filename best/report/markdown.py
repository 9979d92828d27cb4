"""The report as Markdown (report.md, the score stage's tables/*.md), drawn from the stages' table rows.

Pure: rows in, text out, so the score stage's Table 2 file and the report's copy of it are
one rendering of one summary. Figures are percentages with two decimals, as in the paper; a
gap prints as "—" and a group with no task as an empty cell.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from best.limits import stated_drift
from best.paper_tables import (
    ABSENT,
    GAP,
    TABLES,
    Interval,
    leading_models,
    paper_k,
    table2_intervals,
    table3,
    table8,
)
from best.params import EnvironmentParams, ScoreParams
from best.sensitivity import table10, verdict

Row = dict[str, Any]


def table_lines(head: Sequence[str], rows: Iterable[Sequence[object]]) -> list[str]:
    """A GitHub table: the header, its rule, one line per row."""
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head),
            *("| " + " | ".join(str(c) for c in row) + " |" for row in rows)]


def _figure(value: Any) -> str:
    if value == ABSENT:
        return ""
    if value is None:
        return GAP
    if isinstance(value, float):
        return f"{100 * value:.2f}"
    return str(value)


def interval_text(interval: Interval | None) -> str:
    """' (52.10–77.30)': a 95% interval in percent, as every table prints one."""
    return "" if interval is None else f" ({100 * interval[0]:.2f}–{100 * interval[1]:.2f})"


def paper_table(title: str, rows: list[Row], intervals: dict[tuple[str, str, str], Interval] | None = None) -> str:
    """One of the paper's tables (best.paper_tables rows); numbers as percentages with two decimals,
    each followed by its 95% bootstrap interval over tasks where `intervals` (keyed by environment,
    model and column) holds one."""
    if not rows:
        return f"## {title}\n\n(no scores)\n"
    columns = list(rows[0])
    known = intervals or {}

    def cell(r: Row, c: str) -> str:
        return _figure(r.get(c)) + interval_text(known.get((str(r.get("environment")), str(r.get("model")), c)))

    lines = [f"## {title}", "", *table_lines(columns, ([cell(r, c) for c in columns] for r in rows))]
    lines += ["", f"Values in %. {GAP}: a gap, some task of the group has fewer than k samples; "
              "an empty cell: no task of that kind."
              + (" (a–b): a 95% bootstrap interval over the tasks." if known else "")]
    return "\n".join(lines) + "\n"


def paper_tables(summary: list[Row], params: ScoreParams) -> dict[str, str]:
    """Each of the paper's tables, by name, from the SUMMARY rows; Table 2 with its intervals."""
    intervals = table2_intervals(summary, params)
    return {name: paper_table(title, build(summary, params), intervals if name == "table2" else None)
            for name, (title, build) in TABLES.items()}


def settings_section(params: ScoreParams) -> list[str]:
    lines = ["Weightings ω(i, j) = τ^(i-1) σ^(j-1):", ""]
    lines += [f"- {s.name}: τ = {s.tau:g}, σ = {s.sigma:g}" + (" (headline)" if s.name == params.headline else "")
              for s in params.settings]
    return [*lines, f"- k: {', '.join(str(k) for k in params.ks)}; eff@k row weights τ = {params.eff_tau:g}", ""]


def limits_section(limits: list[Row]) -> list[str]:
    rows = [(r["task"], f"({r['row']}, {r['col']})", f"{r['time_limit_ms']:.1f}", f"{r['memory_limit_kb']:.1f}",
             _stated(r.get("stated_time_ms")), _stated(r.get("stated_memory_kb")),
             f"{min(float(r['time_margin']), float(r['memory_margin'])):.2f}") for r in limits]
    head = ["task", "cell", "time limit (ms)", "memory limit (KB)", "stated time (ms)", "stated memory (KB)", "margin"]
    return ["### Calibrated limits", "", stated_drift(limits), "", *table_lines(head, rows), ""]


def _stated(x: float | None) -> str:
    return GAP if x is None else f"{x:g}"


VERDICT_ORDER = ("AC", "WA", "TLE", "MLE", "OLE", "RE", "CE")  # best.judge.verdict's, passing first


def verdict_counts(verdicts: list[Row]) -> tuple[list[str], list[list[object]]]:
    """Per model, how many of its judged (sample, cell) pairs got each verdict: why its scores
    are what they are (a model that mostly fails to compile reads differently from one that is
    mostly too slow). Columns: model, each verdict, judged."""
    counts: dict[str, Counter[str]] = {}
    for v in verdicts:
        counts.setdefault(str(v["model"]), Counter())[str(v["verdict"])] += 1
    head = ["model", *VERDICT_ORDER, "judged"]
    return head, [[model, *(n[k] for k in VERDICT_ORDER), sum(n.values())] for model, n in sorted(counts.items())]


def verdicts_section(verdicts: list[Row]) -> list[str]:
    counts: dict[tuple[str, str, int, int], Counter[str]] = {}
    for v in verdicts:
        key = (str(v["model"]), str(v["task"]), int(v["row"]), int(v["col"]))
        counts.setdefault(key, Counter())[str(v["verdict"])] += 1
    rows = [(model, task, f"({r}, {c})", ", ".join(f"{verdict} {k}" for verdict, k in sorted(n.items())))
            for (model, task, r, c), n in sorted(counts.items())]
    head, per_model = verdict_counts(verdicts)
    return ["### Verdicts per model", "", *table_lines(head, per_model), "",
            "### Verdicts per cell", "", *table_lines(["model", "task", "cell", "verdicts"], rows), ""]


def refusals_section(builds: list[Row]) -> list[str]:
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
    totals = Counter(str(b["model"]) for b in builds)
    rows = [(model, totals[model], *(n[k] for k in kinds)) for model, n in sorted(counts.items())]
    return ["### Sources the judge refused", "", *table_lines(["model", "samples", *kinds], rows), ""]


@dataclass(frozen=True)
class EnvironmentTables:
    """What report.md shows of one environment: its stage outputs, as rows."""

    environment: EnvironmentParams
    summary: list[Row]  # SUMMARY
    limits: list[Row]  # LIMITS
    verdicts: list[Row]  # VERDICTS
    builds: list[Row] | None  # BUILDS, where the compile stage wrote them on this machine
    replays: frozenset[str] = frozenset()  # models that replay reference code: never among Table 3's


def environment_section(env: EnvironmentTables, params: ScoreParams) -> list[str]:
    e = env.environment
    flags = e.language if e.language != "cpp" else " ".join(e.flags) or "no flags"
    parts = [f"# Environment {e.name} ({flags}" + (f", host {e.host}" if e.host else "") + ")", ""]
    parts += ["#" + text for text in paper_tables(env.summary, params).values()]  # one level down
    rows16 = TABLES["table16_25"][1](env.summary, params)
    leading = leading_models(rows16, params, env.replays)
    if leading:
        title = (f"Table 3: dual@{paper_k(params)} ({params.headline}) of the three best models by category and "
                 "difficulty")
        parts += ["#" + paper_table(title, table3(rows16, params, leading))]
    variants = table8(env.summary, params)
    if variants:
        parts += ["#" + paper_table(f"Table 8: dual@{paper_k(params)} under the original prompt and its variants",
                                    variants)]
    parts += limits_section(env.limits)
    parts += verdicts_section(env.verdicts)
    if env.builds is not None:
        parts += refusals_section(env.builds)
    return parts


def languages_section(rows: list[Row], tasks: list[str]) -> list[str]:
    """Table 9 (best.paper_tables.table9) and the tasks it compares; nothing where one language was judged."""
    if not rows:
        return []
    title = f"Table 9: dual@k across languages, on the {len(tasks)} task(s) every environment scored"
    return [paper_table(title, rows), f"Tasks compared: {', '.join(tasks)}", ""]


GENERATION_COLUMNS = ("model", "language", "samples", "generation errors", "cut at max_tokens",
                      "with a reasoning trace", "no code block found")


def generation_summary(generations: list[Row]) -> list[Row]:
    """Per model and language, how its samples came back (GENERATIONS rows: model, language,
    finish_reason, error, extract_error, reasoning): a reply cut at max_tokens often holds no
    code, and a reader must not take the failures that follow for inefficiency."""
    counts: dict[tuple[str, str], Counter[str]] = {}
    for g in generations:
        n = counts.setdefault((str(g["model"]), str(g["language"])), Counter())
        n["samples"] += 1
        n["generation errors"] += g["error"] is not None
        n["cut at max_tokens"] += g["finish_reason"] == "length"
        n["with a reasoning trace"] += bool(g.get("reasoning"))
        n["no code block found"] += g["error"] is None and g["extract_error"] is not None
    return [{"model": model, "language": language, **{c: n[c] for c in GENERATION_COLUMNS[2:]}}
            for (model, language), n in sorted(counts.items())]


def generation_section(summary: list[Row]) -> list[str]:
    if not summary:
        return []
    rows = ([r[c] for c in GENERATION_COLUMNS] for r in summary)
    return ["## Generation", "", *table_lines(GENERATION_COLUMNS, rows),
            "", "A sample cut at max_tokens is judged as it came back; raise the model's `max_tokens` if many are.", ""]


def sensitivity_section(rows: list[Row]) -> list[str]:
    """Table 10, where `best study sensitivity` wrote it."""
    if not rows:
        return []
    mine = [r for r in rows if r["environment"] == rows[0]["environment"]]
    title = f"Table 10: dual@{mine[0]['k']} with τ = σ = α, environment {mine[0]['environment']} (rank at each α)"
    return [paper_table(title, table10(mine)), verdict(mine), ""]


def document(params: ScoreParams, environments: list[EnvironmentTables], languages: tuple[list[Row], list[str]],
             generation: list[Row] | None = None, sensitivity: list[Row] | None = None) -> str:
    """report.md: the weightings, how the samples came back, then each environment's tables, then Tables 9
    and 10."""
    parts = ["# BEST report", "", *settings_section(params), *generation_section(generation or [])]
    for env in environments:
        parts += environment_section(env, params)
    return "\n".join(parts + languages_section(*languages) + sensitivity_section(sensitivity or []))


def _score(value: float | None) -> str:
    return GAP if value is None else f"{value:.3f}"


def _levels(values: list[float] | None) -> str:
    return GAP if values is None else ", ".join(f"{x:.2f}" for x in values)


def enamel_comparison(summary: list[Row], disagreements: list[Row], gap: float) -> str:
    """`best study enamel`'s enamel.md: each sample file's pass@1 and eff@1 under both evaluators, then
    the problems where they disagree (stages/enamel.py's summary and disagreements)."""
    figures = ("pass@1 (BEST)", "pass@1 (enam)", "eff@1 (BEST)", "eff@1 (enam)")
    lines = table_lines(["sample file", "problems", *figures],
                        ([s["file"], s["problems"], *(_score(s[f"{who}_{m}@1"]) for m in ("pass", "eff")
                                                      for who in ("best", "enam"))] for s in summary))
    lines += ["", f"Disagreements (pass differs, or eff@1 differs by more than {gap}):", ""]
    lines += table_lines(["sample file", "problem", "pass (BEST)", "pass (enam)", "eff (BEST)", "eff (enam)",
                          "per level (BEST)", "per level (enam)"],
                         ([r["file"], r["problem"], *(_score(r[f"{who}_{m}"]) for m in ("pass", "eff")
                                                      for who in ("best", "enam")),
                           _levels(r["best_levels"]), _levels(r["enam_levels"])] for r in disagreements))
    return "\n".join(lines) + "\n"
