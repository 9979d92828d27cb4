"""What the HTML report costs at the scale of the whole pack, and why its pictures are PNG.

Score tables at the pack's scale (30 tasks with 3x3 grids, 5 models, 3 environments, 10
samples a cell, k = 1 and 10: 450 pictures) are made by the score stage from seeded random
verdicts, then best/report/document.py renders the page. Prints the wall time, the share of
it spent drawing pictures, the page's size, and for one picture PNG against SVG (bytes and
time to draw), all measured in this one run.

    .venv/bin/python benchmarks/report_render.py
"""

from __future__ import annotations

import io
import random
import time
from collections.abc import Callable
from typing import Any

import pyarrow as pa
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import Normalize
from matplotlib.figure import Figure

from best.params import ScoreParams
from best.report import document as doc
from best.report import heatmaps
from best.scoring.scores import Labels, score
from best.tables import LIMITS, VERDICTS

TASKS, MODELS, ENVIRONMENTS, SAMPLES, SIDE = 30, 5, 3, 10, 3
CATEGORIES = ["String", "Sort", "Greedy", "Graph", "Data Structure", "Two Pointers", "Math", "Search", "DP", "Other"]
DIFFICULTIES = ["easy", "medium", "hard"]
PARAMS = ScoreParams()


def environment(env: str, rng: random.Random) -> doc.EnvironmentView:
    limits: list[dict[str, Any]] = []
    verdicts: list[dict[str, Any]] = []
    for t in range(TASKS):
        task = f"task{t:02d}"
        for r in range(1, SIDE + 1):
            for c in range(1, SIDE + 1):
                limits.append({"task": task, "environment": env, "environment_id": env, "row": r, "col": c,
                               "time_limit_ms": 10.0 * r, "memory_limit_kb": 100.0 / c, "time_margin": 4.0,
                               "memory_margin": 3.0, "discriminating": True, "baseline_passes": 1,
                               "baseline_time_ms": 2.0 * r})
                for m in range(MODELS):
                    skill = (m + 1) / (MODELS + 1) / (r * c) ** 0.5
                    for s in range(SAMPLES):
                        ok = rng.random() < skill
                        verdicts.append({"environment": env, "model": f"model-{m}", "task": task, "sample": s,
                                         "row": r, "col": c, "verdict": "AC" if ok else "TLE",
                                         "time_ms": 1.0, "memory_kb": 1.0, "correct": True})
    labels = {f"task{t:02d}": Labels(DIFFICULTIES[t % 3], CATEGORIES[t % 10]) for t in range(TASKS)}
    result = score(pa.Table.from_pylist(verdicts, schema=VERDICTS), pa.Table.from_pylist(limits, schema=LIMITS),
                   labels, PARAMS)
    summary = result["summary"]
    return doc.environment_view(env, summary, PARAMS, cells=result["cells"], std=result["std"],
                                tasks=result["tasks"], limits=limits)


def main() -> None:
    rng = random.Random(0)
    views = [environment(f"O{i}", rng) for i in range(ENVIRONMENTS)]
    drawing = [0.0, 0]
    png = heatmaps.png

    def timed_png(panels: Any) -> bytes:
        started = time.perf_counter()
        out = png(panels)
        drawing[0] += time.perf_counter() - started
        drawing[1] += 1
        return out

    heatmaps.png = timed_png
    started = time.perf_counter()
    page = doc.document(doc.ReportInput(PARAMS, 2.0, views))
    total = time.perf_counter() - started
    heatmaps.png = png
    print(f"page: {len(page) / 1e6:.2f} MB, {drawing[1]} pictures, rendered in {total:.2f} s; "
          f"pictures {drawing[0]:.2f} s ({drawing[0] / total:.0%}), {1000 * drawing[0] / drawing[1]:.1f} ms each")

    panels = [heatmaps.Panel(f"S, pass@{k}", [[rng.random() for _ in range(SIDE)] for _ in range(SIDE)])
              for k in PARAMS.ks] + [heatmaps.Panel("S_std", [[1.0] * SIDE for _ in range(SIDE)])]
    ours = per_picture(lambda: heatmaps.data_uri(heatmaps.png(panels)).encode())
    plain = per_picture(lambda: fresh_figure(panels, "png"))
    svg = per_picture(lambda: fresh_figure(panels, "svg"))
    print(f"one 3x3 picture, ours (one layout per shape, 64-colour PNG): {ours[0]:.1f} ms, {ours[1] / 1000:.1f} kB")
    print(f"  a fresh figure with constrained layout, full-colour PNG: {plain[0]:.1f} ms, {plain[1] / 1000:.1f} kB"
          f" ({plain[0] / ours[0]:.2f}x the time, {plain[1] / ours[1]:.2f}x the bytes)")
    print(f"  the same as SVG: {svg[0]:.1f} ms, {svg[1] / 1000:.1f} kB ({svg[0] / ours[0]:.2f}x the time, "
          f"{svg[1] / ours[1]:.2f}x the bytes)")


def per_picture(draw: Callable[[], bytes], times: int = 20) -> tuple[float, int]:
    """ms per picture, and the bytes it adds to the page."""
    draw()
    started = time.perf_counter()
    for _ in range(times):
        out = draw()
    return 1000 * (time.perf_counter() - started) / times, len(out)


def fresh_figure(panels: list[heatmaps.Panel], fmt: str) -> bytes:
    """The straightforward way: a new figure per picture, laid out by matplotlib, saved as it is."""
    fig = Figure(figsize=(len(panels) * (SIDE * heatmaps.CELL_IN + 0.25) + 0.35, SIDE * heatmaps.CELL_IN + 0.6),
                 dpi=heatmaps.DPI, layout="constrained")
    FigureCanvasAgg(fig)
    for n, (ax, panel) in enumerate(zip(fig.subplots(1, len(panels), squeeze=False)[0], panels, strict=True)):
        ax.imshow(panel.values, cmap=heatmaps.colormap(), norm=Normalize(0.0, 1.0), interpolation="nearest")
        for i, row in enumerate(panel.values):
            for j, v in enumerate(row):
                ax.text(j, i, heatmaps.short(float(v or 0.0)), ha="center", va="center", fontsize=heatmaps.FONT)
        ax.set_xticks(range(SIDE), [str(j + 1) for j in range(SIDE)], fontsize=heatmaps.FONT)
        ax.set_yticks(range(SIDE), [str(i + 1) for i in range(SIDE)] if n == 0 else [], fontsize=heatmaps.FONT)
        ax.set_title(panel.title, fontsize=heatmaps.FONT + 0.5)
        ax.set_xlabel("space rank", fontsize=heatmaps.FONT)
    out = io.BytesIO()
    fig.savefig(out, format=fmt, dpi=heatmaps.DPI)
    data = out.getvalue()
    return heatmaps.data_uri(data).encode() if fmt == "png" else data


if __name__ == "__main__":
    main()
