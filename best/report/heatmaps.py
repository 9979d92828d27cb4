"""Small pictures of score matrices: which cells of a task's grid a model passes, and how often.

A task's grid has time ranks as rows (stricter downwards) and space ranks as columns
(stricter to the right), as in the paper's Figure 1. Each picture shows the model's S
(pass@k of every cell) for each k beside the baselines' S_std (1 where a baseline passes).
The colour scale is cividis, whose lightness rises steadily from 0 to 1, so a grey print or
a reader who does not see colour still reads the order; every cell also prints its value.
Figures are drawn on matplotlib's Agg canvas directly, never through pyplot's global state.
A report holds hundreds of pictures of a few shapes, so each shape's figure is laid out
once (axes at fixed places, no layout engine) and every picture only changes its data and
labels before it is drawn; the PNG keeps a 64-colour palette, which the flat cells and the
digits fit in at a quarter of the bytes. Nothing carries a timestamp: the same scores give
the same bytes (benchmarks/report_render.py measures all this).
"""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from matplotlib import colormaps
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import Colormap, Normalize
from matplotlib.figure import Figure
from matplotlib.image import AxesImage
from matplotlib.text import Text
from PIL import Image

from best.paper_tables import GAP

CMAP = "cividis"
GAP_COLOUR = "#ffffff"
CELL_IN = 0.36  # inches per grid cell
LEFT_IN, RIGHT_IN, BOTTOM_IN, TOP_IN, GAP_IN = 0.36, 0.05, 0.34, 0.2, 0.1  # room for labels, ticks and titles
DPI = 120
FONT = 7.0

Matrix = Sequence[Sequence[float | None]]  # [row][col]; None: a gap (fewer than k samples)


@dataclass(frozen=True)
class Panel:
    title: str
    values: Matrix


def colormap() -> Colormap:
    return colormaps[CMAP].with_extremes(bad=GAP_COLOUR)


def grey(rgb: Sequence[float]) -> float:
    """What a grey print makes of a colour: its luma (ITU-R BT.601)."""
    r, g, b = rgb[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def short(value: float) -> str:
    """A cell's value in as few characters as a small square holds: 0, .25, 1."""
    if value in (0.0, 1.0):
        return str(int(value))
    return f"{value:.2f}".lstrip("0")


def _ink(value: float, cmap: Colormap) -> str:
    return "black" if grey(cmap(value)) > 0.5 else "white"


@dataclass(frozen=True)
class _Template:
    """A drawn figure for one shape of picture; each picture of that shape only changes its data and labels."""

    fig: Figure
    images: list[AxesImage]
    labels: list[list[list[Text]]]  # [panel][row][col]


@lru_cache(maxsize=32)
def _template(rows: int, cols: int, titles: tuple[str, ...]) -> _Template:
    """Axes at fixed places in inches: no layout engine to run per picture, and a cell is as large in every one."""
    width_in, height_in = cols * CELL_IN, rows * CELL_IN
    fig_w = LEFT_IN + len(titles) * width_in + (len(titles) - 1) * GAP_IN + RIGHT_IN
    fig_h = BOTTOM_IN + height_in + TOP_IN
    fig = Figure(figsize=(fig_w, fig_h), dpi=DPI)
    FigureCanvasAgg(fig)
    cmap, norm = colormap(), Normalize(0.0, 1.0)
    images, labels = [], []
    for n, title in enumerate(titles):
        ax = fig.add_axes(((LEFT_IN + n * (width_in + GAP_IN)) / fig_w, BOTTOM_IN / fig_h, width_in / fig_w,
                           height_in / fig_h))
        images.append(ax.imshow([[0.0] * cols] * rows, cmap=cmap, norm=norm, aspect="auto", interpolation="nearest"))
        labels.append([[ax.text(j, i, "", ha="center", va="center", fontsize=FONT) for j in range(cols)]
                       for i in range(rows)])
        ax.set_xticks(range(cols), [str(j + 1) for j in range(cols)], fontsize=FONT)
        ax.set_yticks(range(rows), [str(i + 1) for i in range(rows)] if n == 0 else [], fontsize=FONT)
        ax.tick_params(length=0, pad=1.5)
        ax.set_title(title, fontsize=FONT + 0.5, pad=2.5)
        ax.set_xlabel("space rank", fontsize=FONT, labelpad=1.5)
        if n == 0:
            ax.set_ylabel("time rank", fontsize=FONT, labelpad=1.5)
        for spine in ax.spines.values():
            spine.set_linewidth(0.4)
    return _Template(fig, images, labels)


def figure(panels: Sequence[Panel]) -> Figure:
    """The panels side by side on one figure (shared by every picture of the same shape: save it before the next)."""
    if not panels or not panels[0].values or not panels[0].values[0]:
        raise ValueError("a heatmap needs at least one panel of at least one cell")
    rows, cols = len(panels[0].values), len(panels[0].values[0])
    if any(len(p.values) != rows or any(len(r) != cols for r in p.values) for p in panels):
        raise ValueError("the panels of a heatmap must have one shape")
    t = _template(rows, cols, tuple(p.title for p in panels))
    cmap = colormap()
    for image, labels, panel in zip(t.images, t.labels, panels, strict=True):
        image.set_data(np.ma.masked_invalid([[np.nan if v is None else float(v) for v in row] for row in panel.values]))
        for i, row in enumerate(panel.values):
            for j, v in enumerate(row):
                labels[i][j].set_text(GAP if v is None else short(float(v)))
                labels[i][j].set_color("black" if v is None else _ink(float(v), cmap))
    return t.fig


def _palette_png(fig: Figure) -> bytes:
    """A few flat colours and antialiased digits: 64 palette entries keep the picture and quarter its bytes."""
    raw = io.BytesIO()
    fig.savefig(raw, format="rgba", dpi=DPI)
    width, height = fig.canvas.get_width_height()
    image = Image.frombytes("RGBA", (width, height), raw.getvalue()).convert("RGB")
    out = io.BytesIO()
    image.quantize(colors=64).save(out, format="png", optimize=True)
    return out.getvalue()


def png(panels: Sequence[Panel]) -> bytes:
    """The panels side by side, as PNG bytes."""
    return _palette_png(figure(panels))


@lru_cache(maxsize=1)
def legend_png() -> bytes:
    """The colour scale once for the whole report, 0 (no sample passes) to 1 (every sample does)."""
    fig = Figure(figsize=(3.2, 0.55), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    ax = fig.subplots()
    ax.imshow([[i / 100 for i in range(101)]], cmap=colormap(), norm=Normalize(0.0, 1.0), aspect="auto")
    ax.set_yticks([])
    ax.set_xticks([0, 25, 50, 75, 100], ["0", ".25", ".5", ".75", "1"], fontsize=FONT + 1)
    ax.set_xlabel("pass@k of the cell (white, —: a gap)", fontsize=FONT + 1)
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=DPI, metadata={"Software": None})  # every shade: no palette
    return out.getvalue()


def data_uri(png_bytes: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png_bytes).decode("ascii")
