"""The report as one HTML page, from the score tables of each environment and the study.

Pure: `document` turns rows (as the stages wrote them) into the page's text, and the same
rows give the same bytes. Per environment it shows the paper's Table 2 (a leaderboard one
sorts by any column), Table 12 (difficulty), Tables 13–15 (category x difficulty, one per
weighting), each model's score matrices beside the baselines', and the calibrated limits
that every verdict rests on; then the cross-environment study when there is one. Scores
are in percent with two decimals, as the paper prints them and report.md and the terminal do.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from best.limits import stated_drift
from best.paper_tables import (
    ABSENT,
    CATEGORIES,
    GAP,
    LEVELS,
    OVERALL,
    TABLES,
    Interval,
    leading_models,
    level_columns,
    paper_k,
    table2_intervals,
    table3,
    table8,
)
from best.params import ScoreParams, SettingParams
from best.report import figures, heatmaps
from best.report.drilldown import DrillInput, drilldown_html
from best.report.html import Badge, Cell, esc, fraction, mark_top, number, page, section, slug, table, text
from best.report.markdown import GENERATION_COLUMNS, verdict_counts
from best.sensitivity import table10
from best.sensitivity import verdict as sensitivity_verdict

Row = dict[str, Any]


@dataclass(frozen=True)
class EnvironmentView:
    """What the report shows of one environment: its stage outputs, as rows."""

    name: str
    fingerprint: Row | None  # its ENVIRONMENTS row; None when the branch has none on this machine
    table2: list[Row]  # best.paper_tables rows (ABSENT kept, unlike the Parquet)
    table12: list[Row]
    table13_15: list[Row]
    table16_25: list[Row]
    cells: list[Row]  # CELL_SCORES
    std: list[Row]  # STD_SCORES
    tasks: list[Row]  # TASK_SCORES
    limits: list[Row]  # LIMITS
    language: str = "cpp"
    table8: list[Row] = field(default_factory=list)  # where the models were also asked with prompt variants
    verdicts: list[Row] = field(default_factory=list)  # VERDICTS: what each sample got in each cell
    intervals: dict[tuple[str, str, str], Interval] = field(default_factory=dict)  # Table 2's, over tasks
    drill: DrillInput | None = None  # every judged sample, for the drill-down


def environment_view(name: str, summary: list[Row], score: ScoreParams, *, cells: list[Row], std: list[Row],
                     tasks: list[Row], limits: list[Row], fingerprint: Row | None = None,
                     language: str = "cpp", verdicts: list[Row] | None = None) -> EnvironmentView:
    """One environment's view, the paper's tables built from its summary."""
    built = {name: build(summary, score) for name, (_, build) in TABLES.items()}
    return EnvironmentView(name=name, fingerprint=fingerprint, table2=built["table2"], table12=built["table12"],
                           table13_15=built["table13_15"], table16_25=built["table16_25"], cells=cells, std=std,
                           tasks=tasks, limits=limits, language=language, table8=table8(summary, score),
                           verdicts=verdicts or [], intervals=table2_intervals(summary, score))


@dataclass(frozen=True)
class StudyView:
    scores: list[Row]  # STABILITY_SCORES
    pairs: list[Row]  # STABILITY_PAIRS
    tasks: list[Row]  # STABILITY_TASKS


@dataclass(frozen=True)
class ReportInput:
    score: ScoreParams
    margin: float  # calibrate.margin: the least margin of a discriminating cell
    environments: list[EnvironmentView]
    badges: dict[str, Badge] = field(default_factory=dict)  # the models that are not LLMs: what each is
    study: StudyView | None = None
    languages: tuple[list[Row], list[str]] | None = None  # Table 9 (best.paper_tables.table9) and its tasks
    generation: list[Row] = field(default_factory=list)  # best.report.markdown.generation_summary rows
    sensitivity: list[Row] = field(default_factory=list)  # SENSITIVITY rows, where `best study sensitivity` ran
    weights: dict[str, str] = field(default_factory=dict)  # model -> "open" | "closed", where params say


def _setting_label(s: SettingParams) -> str:
    return f"{s.name} (τ = {s.tau:g}, σ = {s.sigma:g})"


def paper_number(s: SettingParams) -> int | None:
    """Which of the paper's Tables 13–15 a weighting reproduces: time only, space only, or both."""
    if s.tau > 0 and s.sigma == 0:
        return 13
    if s.tau == 0 and s.sigma > 0:
        return 14
    if s.tau > 0 and s.sigma > 0:
        return 15
    return None


def _model(model: str, badges: dict[str, Badge]) -> Cell:
    return text(model, badges.get(model))


def _llm(rows: list[list[Cell]], badges: dict[str, Badge]) -> Callable[[int], bool]:
    """Rows whose model (first column) is not a replay of reference code: those compete for the best figure."""
    return lambda i: rows[i][0].sort not in badges


def settings_section(report: ReportInput) -> str:
    items = "".join(f"<li>{esc(_setting_label(s))}{' — the headline' if s.name == report.score.headline else ''}"
                    "</li>" for s in report.score.settings)
    badges = "".join(f"<li><b>{esc(m)}</b> ({esc(b.label)}): {esc(b.meaning)}</li>"
                     for m, b in sorted(report.badges.items()))
    body = (f"<p>Each cell (i, j) of a task's grid weighs ω(i, j) = τ<sup>i−1</sup>·σ<sup>j−1</sup>; "
            f"dual@k is the weighted pass@k of the model over that of the task's baselines.</p><ul>{items}</ul>"
            f"<p>k: {esc(', '.join(str(k) for k in report.score.ks))}; eff@k weighs row i by "
            f"{report.score.eff_tau:g}<sup>i−1</sup>. Scores are in %; {GAP}: a gap (some task "
            "of the group has fewer than k samples); an empty cell: the model has no task of that kind. The best "
            "figure of a language model in each column is <u><b>bold and underlined</b></u>, where the language "
            "models' figures differ. Click a column's header to sort by it.</p>")
    if badges:
        body += f"<p>Not language models, but checks of the pipeline:</p><ul>{badges}</ul>"
    body += picture("figure5", figures.figure5(), "line chart of the row weights ω(i, 1) for several τ and ENAMEL's "
                    "normalised hardness", "Figure 5: the weight ω(i, 1) = τ^(i−1) of a time-only grid's row i for "
                    "several τ, against ENAMEL's normalised level hardness h_i / h_1 (dashed), which eff@k uses.")
    return section("settings", "How to read this report", body)


def fingerprint(env: EnvironmentView) -> str:
    fp = env.fingerprint
    if fp is None:
        return ""
    items = [("CPU", f"{fp['cpu_model']} ({fp['cpu_vendor']}, {fp['cores']} cores)"),
             ("compiler", f"{fp['compiler']} {fp['compiler_version']}"),
             ("flags", " ".join(fp["flags"]) or "none"), ("kernel", fp["kernel"]),
             ("host", fp["host"] or "this machine"), ("fingerprint", fp["environment_id"])]
    return '<dl class="fingerprint">' + "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in items) + "</dl>"


def table2_html(env: EnvironmentView, report: ReportInput) -> str:
    """A leaderboard: ranked by the headline dual@k at the first k, gaps last, until the reader sorts it."""
    if not env.table2:
        return "<p>(no scores)</p>"
    figures = [c for c in env.table2[0] if c not in ("environment", "model")]
    grouped = bool(report.weights)  # the paper's open- and closed-source groups, where params label the models
    columns = ["model", *(["weights"] if grouped else []), *figures]
    rank_by = columns.index(f"{report.score.headline} dual@{report.score.ks[0]}")
    rows = [[_model(r["model"], report.badges), *([text(report.weights.get(r["model"], ""))] if grouped else []),
             *(fraction(r[c], interval=env.intervals.get((env.name, r["model"], c))) for c in figures)]
            for r in env.table2]
    group = {"open": 0, "closed": 1}

    def rank(row: list[Cell]) -> tuple[int, int, float, str]:
        value, first = row[rank_by].sort, group.get(str(row[1].sort), 2) if grouped else 0
        return (first, 0, -value, str(row[0].sort)) if isinstance(value, float) else (first, 1, 0.0, str(row[0].sort))

    rows.sort(key=rank)
    mark_top(rows, range(1, len(columns)), among=_llm(rows, report.badges))
    return table(slug("table2", env.name), "Table 2: time, space and dual efficiency per model", columns, rows,
                 sorted_by=(rank_by, "descending"))


def verdicts_html(env: EnvironmentView, report: ReportInput) -> str:
    """Per model, how its judged (sample, cell) pairs ended: the why behind Table 2."""
    if not env.verdicts:
        return ""
    head, rows = verdict_counts(env.verdicts)
    cells = [[_model(str(r[0]), report.badges), *(number(int(str(v))) for v in r[1:])] for r in rows]
    return table(slug("verdicts", env.name), f"Verdicts per model in {env.name}: each (sample, cell) judged once",
                 head, cells)


def table12_html(env: EnvironmentView, report: ReportInput) -> str:
    columns = ["model", *level_columns(report.score)]
    rows = [[_model(r["model"], report.badges), *(fraction(r[c]) for c in columns[1:])] for r in env.table12]
    mark_top(rows, range(1, len(columns)), among=_llm(rows, report.badges))
    k = paper_k(report.score)
    return table(slug("table12", env.name), f"Table 12: dual@{k} by difficulty, per setting", columns, rows)


def table13_15_html(env: EnvironmentView, setting: SettingParams, report: ReportInput) -> str:
    """One of Tables 13–15: models by category, for one setting (the paper's number where it has one)."""
    mine = [r for r in env.table13_15 if r["setting"] == setting.name]
    present = [c for c in CATEGORIES if any(r[c] != ABSENT for r in mine)]  # no empty column
    columns = ["model", *present, OVERALL]
    rows = [[_model(r["model"], report.badges), *(fraction(r[c]) for c in columns[1:])] for r in mine]
    mark_top(rows, range(1, len(columns)), among=_llm(rows, report.badges))
    n = paper_number(setting)
    title = (f"Table {n}: " if n else "") + f"dual@{paper_k(report.score)} by category, {_setting_label(setting)}"
    return table(slug("table13", env.name, setting.name), title, columns, rows)


def _by_category(rows16: list[Row], columns: list[str]) -> list[list[Cell]]:
    """Category rows with the best figure of each column bold and the least grey, the Overall row apart."""
    rows = [[text(r["category"]), *(fraction(r[c]) for c in columns)] for r in rows16]
    among = [r["category"] != OVERALL for r in rows16]
    mark_top(rows, range(1, len(columns) + 1), among=lambda i: among[i])
    mark_top(rows, range(1, len(columns) + 1), among=lambda i: among[i], least=True)
    return rows


def table16_25_html(env: EnvironmentView, report: ReportInput) -> str:
    """Tables 16–25: one per model, its categories by difficulty in every setting."""
    columns = level_columns(report.score)
    parts = []
    for model in sorted({r["model"] for r in env.table16_25}):
        mine = [r for r in env.table16_25 if r["model"] == model]
        rows = _by_category(mine, columns)
        caption = f"dual@{paper_k(report.score)} of {model} by category and difficulty"
        parts.append(table(slug("table16", env.name, model), caption, ["category", *columns], rows))
    note = ('<p class="note">One table per model, as the paper\'s Tables 16–25: in each column the best category '
            "is bold and underlined, the least grey.</p>")
    return section(slug("per-model", env.name), "Tables 16–25: each model by category", "\n".join(parts) + note,
                   level=3)


def table8_html(env: EnvironmentView, report: ReportInput) -> str:
    """Table 8, where `best study prompts` added prompt-variant entries of some models."""
    if not env.table8:
        return ""
    columns = [c for c in env.table8[0] if c != "environment"]
    rows = [[_model(r["model"], report.badges), *(fraction(r[c]) for c in columns[1:])] for r in env.table8]
    note = ('<p class="note">The variants\' wordings are the project\'s own (data/prompts/); the paper does not '
            "print its own.</p>")
    return table(slug("table8", env.name), f"Table 8: dual@{paper_k(report.score)} under the original prompt and "
                 "its variants", columns, rows) + note


def table3_html(env: EnvironmentView, report: ReportInput) -> str:
    """Table 3: the headline setting of the three best language models side by side, by category."""
    ranked = leading_models(env.table16_25, report.score, report.badges)
    if not ranked:
        return ""
    rows3 = table3(env.table16_25, report.score, ranked)
    columns = [f"{m} {level}" for m in ranked for level in LEVELS]
    rows = _by_category(rows3, columns)
    k = paper_k(report.score)
    return table(slug("table3", env.name), f"Table 3: dual@{k} ({report.score.headline}) of the three best "
                 "models by category and difficulty", ["category", *columns], rows)


def _matrix(shape: tuple[int, int], values: dict[tuple[int, int], float | None]) -> list[list[float | None]]:
    return [[values.get((i, j)) for j in range(1, shape[1] + 1)] for i in range(1, shape[0] + 1)]


def heatmaps_section(env: EnvironmentView, report: ReportInput) -> str:
    """Per model, one picture per task: S at every k, then S_std."""
    shape: dict[str, tuple[int, int]] = {}
    std: dict[str, dict[tuple[int, int], float | None]] = defaultdict(dict)
    for r in env.std:
        rows, cols = shape.get(r["task"], (0, 0))
        shape[r["task"]] = (max(rows, r["row"]), max(cols, r["col"]))
        std[r["task"]][(r["row"], r["col"])] = float(r["s_std"])
    s: dict[tuple[str, str, int], dict[tuple[int, int], float | None]] = defaultdict(dict)
    for r in env.cells:
        s[(r["model"], r["task"], r["k"])][(r["row"], r["col"])] = r["pass_at_k"]
    headline = {(r["model"], r["task"], r["k"]): r["value"] for r in env.tasks
                if r["metric"] == "dual" and r["setting"] == report.score.headline}
    about = {r["task"]: (r["category"], r["difficulty"]) for r in env.tasks}
    parts = []
    for model in sorted({m for m, _, _ in s}):
        figures = []
        for task in sorted(t for t in shape if any((model, t, k) in s for k in report.score.ks)):
            panels = [heatmaps.Panel(f"S, pass@{k}", _matrix(shape[task], s.get((model, task, k), {})))
                      for k in report.score.ks]
            panels.append(heatmaps.Panel("S_std", _matrix(shape[task], std[task])))
            duals = ", ".join(f"dual@{k} "
                              + (GAP if headline.get((model, task, k)) is None else f"{headline[(model, task, k)]:.3f}")
                              for k in report.score.ks)
            category, difficulty = about.get(task, ("", ""))
            alt = f"score matrices of {model} on {task}: S at k = {', '.join(map(str, report.score.ks))}, and S_std"
            figures.append(
                f'<figure class="heatmap" data-model="{esc(model)}" data-task="{esc(task)}">'
                f'<img alt="{esc(alt)}" src="{heatmaps.data_uri(heatmaps.png(panels))}">'
                f"<figcaption><b>{esc(task)}</b> · {esc(category)}, {esc(difficulty)}<br>{esc(duals)}</figcaption>"
                "</figure>")
        badge = report.badges[model].html() if model in report.badges else ""
        parts.append(f'<div class="model-maps" id="{esc(slug("maps", env.name, model))}" data-model="{esc(model)}">'
                     f"<h4>{esc(model)}{badge}</h4>\n<div class=\"maps\">\n" + "\n".join(figures) + "\n</div></div>")
    scale = heatmaps.data_uri(heatmaps.legend_png())
    legend = (f'<figure class="legend"><img alt="colour scale: 0 to 1" src="{scale}">'
              "</figure><p class=\"note\">Rows are time ranks (stricter downwards), columns space ranks (stricter to "
              "the right). S: the model's pass@k of each cell under the calibrated limits; S_std: 1 where a "
              "baseline passes the cell. dual@k is ⟨S, W⟩ / ⟨S_std, W⟩; captions give it for the headline "
              f"weighting, {esc(report.score.headline)}.</p>")
    return section(slug("matrices", env.name), "Score matrices", legend + "\n".join(parts), level=3)


def limits_section(env: EnvironmentView, margin: float) -> str:
    columns = ["task", "cell", "time limit (ms)", "memory limit (KB)", "stated time (ms)", "stated memory (KB)",
               "time margin", "memory margin", "margin", "baselines passing", "fastest baseline (ms)"]
    rows = []
    for r in env.limits:
        low = min(r["time_margin"], r["memory_margin"])
        rows.append([text(r["task"]), Cell(f"({r['row']}, {r['col']})", f"{r['row']:04d}{r['col']:04d}", ("text",)),
                     number(r["time_limit_ms"], 2), number(r["memory_limit_kb"], 1),
                     number(r.get("stated_time_ms"), 2), number(r.get("stated_memory_kb"), 1),
                     number(r["time_margin"], 2),
                     number(r["memory_margin"], 2),
                     number(low, 2, weak=low < margin, note=None if low >= margin else f"below calibrate.margin "
                            f"= {margin:g}: the cell does not tell the baselines apart"),
                     number(r["baseline_passes"]), number(r["baseline_time_ms"], 2)])
    note = (f'<p class="note">Limits calibrated in this environment from the baselines, beside those the prompts '
            f"stated (the task's stated limits, from its reference environment). {esc(stated_drift(env.limits))} "
            f"A cell's margin is min(time margin, memory margin); ! marks one below calibrate.margin = {margin:g}.</p>")
    return section(slug("limits", env.name), "Calibrated limits",
                   table(slug("limits-table", env.name), f"Calibrated limits and margins, environment {env.name}",
                         columns, rows) + note, level=3)


def generation_html(summary: list[Row], badges: dict[str, Badge]) -> str:
    rows = [[_model(r["model"], badges), text(r["language"]), *(number(r[c]) for c in GENERATION_COLUMNS[2:])]
            for r in summary]
    note = ('<p class="note">How each model\'s samples came back. A sample cut at max_tokens is judged as it came '
            "back (often no code, so CE); raise the model's <code>max_tokens</code> if many are.</p>")
    return section("generation", "Generation", table("generation-table", "Samples per model", list(GENERATION_COLUMNS),
                                                      rows) + note)


def picture(figure_id: str, png_bytes: bytes, alt: str, caption: str) -> str:
    return (f'<figure class="chart" id="{esc(figure_id)}"><img alt="{esc(alt)}" src="{heatmaps.data_uri(png_bytes)}">'
            f"<figcaption>{esc(caption)}</figcaption></figure>")


def _llm_models(env: EnvironmentView, report: ReportInput) -> list[Row]:
    return [r for r in env.table2 if r["model"] not in report.badges]


def overview_section(env: EnvironmentView, report: ReportInput) -> str:
    """Each model's dual@k in every weighting, as one chart: the page's first picture."""
    k = paper_k(report.score)
    names = [s.name for s in report.score.settings]
    def label(model: str) -> str:  # a replay of reference code is named as such, as in the tables
        return f"{model} ({report.badges[model].label})" if model in report.badges else model

    values = {label(r["model"]): {s: r.get(f"{s} dual@{k}") if isinstance(r.get(f"{s} dual@{k}"), float) else None
                                  for s in names} for r in env.table2}
    if not values:
        return ""
    intervals = {label(r["model"]): {s: found for s in names
                                     if (found := env.intervals.get((env.name, r["model"], f"{s} dual@{k}")))}
                 for r in env.table2}
    chart = picture("overview-chart", figures.overview(values, names, k, intervals),
                    f"bar chart: dual@{k} of each model in each weighting, environment {env.name}",
                    f"dual@{k} (%) of each model in each weighting ({', '.join(names)}), environment {env.name}, "
                    f"with its 95% bootstrap interval over tasks; {GAP}: fewer than {k} samples somewhere.")
    return section("overview", "Overview", chart)


def figures_section(env: EnvironmentView, report: ReportInput) -> str:
    """Figures 2 and 3 of the paper for this environment."""
    k = paper_k(report.score)
    tasks = [r for r in env.tasks if r["metric"] == "dual" and r["setting"] == report.score.headline
             and r["k"] == k and r["model"] not in report.badges]
    if not tasks:
        return ""
    per_model = {r["model"]: r.get(f"{report.score.headline} dual@{k}") for r in _llm_models(env, report)}
    parts = [picture(slug("figure2", env.name), figures.figure2(tasks, k),
                     f"bar chart of every task's mean dual@{k} over the models, coloured by difficulty",
                     f"Figure 2: tasks in decreasing order of their dual@{k} ({report.score.headline}) averaged over "
                     "the language models; blue easy, red medium, green hard."),
             picture(slug("figure3", env.name),
                     figures.figure3({m: v if isinstance(v, float) else None for m, v in per_model.items()}, k),
                     f"bar chart of dual@{k} per model, grouped by family",
                     f"Figure 3: dual@{k} ({report.score.headline}) of each model, grouped by family (the name "
                     "before its first '-'), ordered by name.")]
    return section(slug("figures", env.name), "Figures 2 and 3", "\n".join(parts), level=3)


def sensitivity_section(rows: list[Row], badges: dict[str, Badge]) -> str:
    """Table 10, where `best study sensitivity` wrote it."""
    mine = [r for r in rows if r["environment"] == rows[0]["environment"]]
    table_rows = table10(mine)
    columns = list(table_rows[0])
    cells = [[_model(r["model"], badges), *(fraction(r[c]) for c in columns[1:-1]), text(r["rank"])]
             for r in table_rows]
    note = f'<p class="note">{esc(sensitivity_verdict(mine))} Environment {esc(mine[0]["environment"])}.</p>'
    k = mine[0]["k"]
    return section("sensitivity", "Sensitivity to the weighting",
                   table("table10", f"Table 10: dual@{k} with τ = σ = α (rank at each α)", columns, cells) + note)


def environment_section(env: EnvironmentView, report: ReportInput) -> str:
    flags = env.language if env.language != "cpp" else " ".join(env.fingerprint["flags"]) if env.fingerprint else ""
    parts = [fingerprint(env), table2_html(env, report), verdicts_html(env, report), table3_html(env, report),
             table12_html(env, report)]
    parts += [table13_15_html(env, s, report) for s in report.score.settings]
    parts += [table8_html(env, report), table16_25_html(env, report), figures_section(env, report),
              heatmaps_section(env, report),
              limits_section(env, report.margin), drilldown_html(env.drill) if env.drill else ""]
    return section(slug("env", env.name), f"Environment {env.name} ({flags or 'no flags'})", "\n".join(parts),
                   attrs=f' class="environment" data-environment="{esc(env.name)}"')


def languages_section(rows: list[Row], tasks: list[str], badges: dict[str, Badge]) -> str:
    """Table 9: each model's dual@k per environment (and its language) on the tasks they share."""
    columns = list(rows[0])
    cells = [[_model(r["model"], badges), text(r["setting"]), Cell(str(r["k"]), float(r["k"])),
              *(fraction(r[c]) for c in columns[3:])] for r in rows]
    note = (f'<p class="note">Each environment calibrates its limits from the baselines of its own language, on '
            f"the same tests; the {len(tasks)} task(s) compared are those every environment scored: "
            f"{esc(', '.join(tasks))}.</p>")
    return section("languages", "Across languages",
                   table("table9", "Table 9: dual@k in each language", columns, cells) + note)


def _order(pairs: Sequence[Row], scores: Sequence[Row]) -> list[str]:
    """The study's environments in its own order (each pair is (earlier, later))."""
    names: list[str] = []
    for p in pairs:
        for e in (p["environment_a"], p["environment_b"]):
            if e not in names:
                names.append(e)
    return names + sorted({r["environment"] for r in scores} - set(names))


def study_section(study: StudyView, margin: float) -> str:
    envs = _order(study.pairs, study.scores)
    parts = []
    for setting, k in sorted({(r["setting"], r["k"]) for r in study.scores}):
        view = [r for r in study.scores if r["setting"] == setting and r["k"] == k]
        models = sorted({r["model"] for r in view})
        at = {(r["environment"], r["model"]): r for r in view}
        rows = []
        for e in envs:
            cells = [text(e)]
            for m in models:
                r = at.get((e, m))
                c = fraction(r["value"]) if r else Cell("")
                if r and r["rank"] is not None:
                    c = Cell(f"{c.html} ({r['rank']})", c.sort, c.classes, c.title)
                cells.append(c)
            rows.append(cells)
        parts.append(table(slug("table11", setting, k), f"Table 11: dual@{k} ({setting}) across environments, "
                           "(rank) among the models", ["environment", *models], rows))
    pair_rows = [[text(f"{p['environment_a']} → {p['environment_b']}"), text(p["setting"]),
                  Cell(str(p["k"]), float(p["k"])), number(p["models"]),
                  number(p["kendall_tau"], 3, note=p["note"]), number(p["max_change"], 3),
                  text(p["max_change_model"] or ""),
                  text({True: "identical", False: "differs", None: GAP}[p["identical"]])] for p in study.pairs]
    parts.append(table("stability-pairs", "Every pair of environments: Kendall τ-b of the rankings",
                       ["environments", "setting", "k", "models", "Kendall τ", "largest change", "of model",
                        "ranking"], pair_rows))
    by = {(t["task"], t["environment"]): t for t in study.tasks}
    task_rows = []
    for task in sorted({t["task"] for t in study.tasks}):
        cells = [text(task)]
        for e in envs:
            t = by.get((task, e))
            cells.append(Cell("") if t is None else number(
                t["min_margin"], 2, weak=t["min_margin"] < margin,
                note=f"{t['discriminating']} of {t['cells']} cells discriminate"))
        task_rows.append(cells)
    parts.append(table("stability-tasks", "Smallest cell margin of each task's grid per environment",
                       ["task", *envs], task_rows))
    note = (f'<p class="note">Each environment calibrates its own limits, so figures move between environments; '
            f"what must hold is the ranking of the models. ! : a margin below calibrate.margin = {margin:g}.</p>")
    return section("stability", "Cross-environment stability", "\n".join(parts) + note)


def document(report: ReportInput) -> str:
    overview = overview_section(report.environments[0], report) if report.environments else ""
    nav = [("overview", "Overview")] if overview else []
    nav += [("settings", "How to read this report")]
    nav += [("generation", "Generation")] if report.generation else []
    nav += [(slug("env", e.name), f"Environment {e.name}") for e in report.environments]
    nav += [("languages", "Across languages")] if report.languages else []
    nav += [("stability", "Cross-environment stability")] if report.study else []
    nav += [("sensitivity", "Sensitivity to the weighting")] if report.sensitivity else []
    header = ("<header><h1>BEST report</h1><p class=\"meta\">Time and space efficiency of generated code: "
              f"{len(report.environments)} environment(s), models ranked by dual@k.</p><nav><ul>"
              + "".join(f'<li><a href="#{esc(i)}">{esc(t)}</a></li>' for i, t in nav) + "</ul></nav></header>")
    body = [header, overview, settings_section(report)]
    if report.generation:
        body.append(generation_html(report.generation, report.badges))
    body += [environment_section(e, report) for e in report.environments]
    if report.languages:
        body.append(languages_section(*report.languages, report.badges))
    if report.study:
        body.append(study_section(report.study, report.margin))
    if report.sensitivity:
        body.append(sensitivity_section(report.sensitivity, report.badges))
    return page("BEST report", "\n".join(body))
