"""The paper's figures, and the report's overview chart, as PNG pictures (pure: rows in, bytes out).

- overview: each model's dual@k in every weighting, side by side: what a reader takes in first;
- Figure 2: every task's dual@k averaged over the language models, in decreasing order,
  coloured by difficulty (the paper's colours: easy blue, medium red, hard green);
- Figure 3: dual@k of the models of each family (the part of a model's name before its first
  "-", so `deepseek-coder-6.7b` and `deepseek-v3` are one family), ordered by name, which
  orders sizes and versions where names carry them;
- Figure 5: ω(i, 1) = τ^(i-1) for several τ against ENAMEL's normalised hardness h_i / h_1,
  the weights eff@k and dual@k give the rows of a time-only grid.

Figures are drawn on matplotlib's Agg canvas (never pyplot's global state) without any
timestamp, so the same scores give the same bytes.
"""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from best.paper_tables import DIFFICULTIES

Row = dict[str, Any]
DPI = 100
FONT = 8
DIFFICULTY_COLOURS = {"easy": "#1f77b4", "medium": "#d62728", "hard": "#2ca02c"}  # the paper's Figure 2
SETTING_COLOURS = ("#4c72b0", "#dd8452", "#55a868", "#8172b3", "#937860")
ENAMEL_HARDNESS = (3.0, 3.0, 4.0)  # ENAMEL's default level hardness, its levels of positive weight
TAUS = (1.1, 1.2, 1.3, 1.4)


def _png(fig: Figure) -> bytes:
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=DPI, metadata={"Software": None})
    return out.getvalue()


def _figure(width: float, height: float) -> Figure:
    fig = Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def overview(values: dict[str, dict[str, float | None]], settings: Sequence[str], k: int,
             intervals: dict[str, dict[str, tuple[float, float]]] | None = None) -> bytes:
    """`values[model][setting]`: dual@k; one horizontal bar per model and setting, best model on top,
    in percent like every table, each with its 95% interval over tasks (`intervals`) as an error bar."""
    models = sorted(values, key=lambda m: (-(values[m].get(settings[-1]) or 0.0), m))
    spans = intervals or {}
    fig = _figure(7.5, 0.9 + 0.32 * len(models) * max(1, len(settings)) / 2)
    ax = fig.subplots()
    height = 0.8 / max(1, len(settings))
    for s_index, setting in enumerate(settings):
        ys = [i + s_index * height for i in range(len(models))]
        xs = [100 * (values[m].get(setting) or 0.0) for m in models]
        around = [spans.get(m, {}).get(setting) for m in models]
        xerr = [[x - 100 * a[0] if a else 0.0 for x, a in zip(xs, around, strict=True)],
                [100 * a[1] - x if a else 0.0 for x, a in zip(xs, around, strict=True)]]
        ax.barh(ys, xs, height=height, color=SETTING_COLOURS[s_index % len(SETTING_COLOURS)], label=setting,
                xerr=xerr, error_kw={"elinewidth": 0.8, "capsize": 2, "ecolor": "#333333"})
        for y, x, m, a in zip(ys, xs, models, around, strict=True):
            shown = values[m].get(setting)
            ax.text((100 * a[1] if a else x) + 1, y, "—" if shown is None else f"{100 * shown:.1f}", va="center",
                    fontsize=FONT - 1)
    ax.set_yticks([i + 0.4 - height / 2 for i in range(len(models))], models, fontsize=FONT)
    ax.invert_yaxis()
    ax.set_xlim(0, 118)
    ax.set_xlabel(f"dual@{k} (%), with its 95% interval over tasks", fontsize=FONT)
    ax.tick_params(labelsize=FONT)
    ax.legend(fontsize=FONT, loc="lower right")
    return _png(fig)


def figure2(tasks: list[Row], k: int) -> bytes:
    """`tasks`: {task, difficulty, value} of each language model on each task at the headline setting."""
    by: dict[str, list[float]] = defaultdict(list)
    difficulty: dict[str, str] = {}
    for r in tasks:
        difficulty[r["task"]] = r["difficulty"]
        if r["value"] is not None:
            by[r["task"]].append(float(r["value"]))
    means = sorted(((sum(v) / len(v), t) for t, v in by.items() if v), key=lambda x: (-x[0], x[1]))
    fig = _figure(7.5, 2.6)
    ax = fig.subplots()
    ax.bar(range(len(means)), [m for m, _ in means], width=0.85,
           color=[DIFFICULTY_COLOURS.get(difficulty[t], "grey") for _, t in means])
    ax.set_xticks(range(len(means)), [t for _, t in means] if len(means) <= 40 else [], rotation=90,
                  fontsize=FONT - 2)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel(f"mean dual@{k} over models", fontsize=FONT)
    ax.tick_params(labelsize=FONT)
    for d in DIFFICULTIES:
        ax.bar([], [], color=DIFFICULTY_COLOURS[d], label=d)
    ax.legend(fontsize=FONT, loc="upper right")
    return _png(fig)


def family(model: str) -> str:
    return model.split("-", 1)[0]


def figure3(values: dict[str, float | None], k: int) -> bytes:
    """`values[model]`: dual@k at the headline setting; one group of bars per family."""
    families: dict[str, list[str]] = defaultdict(list)
    for m in sorted(values):
        families[family(m)].append(m)
    fig = _figure(7.5, 2.8)
    ax = fig.subplots()
    x, ticks, labels = 0.0, [], []
    for index, (name, members) in enumerate(sorted(families.items())):
        for m in members:
            ax.bar(x, values[m] or 0.0, color=SETTING_COLOURS[index % len(SETTING_COLOURS)])
            ticks.append(x)
            labels.append(m)
            x += 1
        x += 0.6
        ax.text(x - 0.8 - (len(members) - 1) / 2, 1.0, name, ha="center", fontsize=FONT)
    ax.set_xticks(ticks, labels, rotation=45, ha="right", fontsize=FONT - 1)
    ax.set_ylim(0, 1.08)
    ax.set_ylabel(f"dual@{k}", fontsize=FONT)
    ax.tick_params(labelsize=FONT)
    return _png(fig)


def figure5(rows: int = 3) -> bytes:
    """ω(i, 1) for each τ of TAUS against ENAMEL's h_i / h_1 (dashed), i = 1..rows."""
    fig = _figure(4.2, 2.8)
    ax = fig.subplots()
    levels = list(range(1, rows + 1))
    for index, tau in enumerate(TAUS):
        ax.plot(levels, [tau ** (i - 1) for i in levels], marker="o", color=SETTING_COLOURS[index],
                label=f"ω(i, 1), τ = {tau:g}")
    hardness = [h / ENAMEL_HARDNESS[0] for h in ENAMEL_HARDNESS[:rows]]
    ax.plot(levels[:len(hardness)], hardness, linestyle="--", color="black", label="ENAMEL's h_i / h_1")
    ax.set_xticks(levels)
    ax.set_xlabel("row i (time rank)", fontsize=FONT)
    ax.set_ylabel("weight, relative to row 1", fontsize=FONT)
    ax.tick_params(labelsize=FONT)
    ax.legend(fontsize=FONT - 1)
    return _png(fig)
