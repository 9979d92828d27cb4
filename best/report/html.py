"""The HTML the report is made of: escaped text, sortable tables, the inline style and script.

Model names, task ids and categories come from params and task files, and a model name is
whatever an endpoint calls its model, so every one reaches the page through `esc`: a model
called `<script>` is a name on the page, not a script in it. Each table cell carries its
sort key in `data-v` (a number where it is one), so sorting never parses a formatted figure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from html import escape
from importlib.resources import files
from typing import Any

from best.paper_tables import ABSENT, GAP


def esc(value: object) -> str:
    return escape(str(value), quote=True)


def asset(name: str) -> str:
    """A file of best/report/assets, to be inlined."""
    return files("best.report").joinpath("assets", name).read_text(encoding="utf-8")


def slug(*parts: object) -> str:
    """An element id from names that may hold any character; `#sort=` links name tables by it."""
    return "-".join(re.sub(r"[^A-Za-z0-9_.-]+", "_", str(p)) for p in parts)


@dataclass(frozen=True)
class Cell:
    html: str  # already escaped
    sort: float | str | None = None  # data-v; None: sorts last
    classes: tuple[str, ...] = ()
    title: str | None = None

    def render(self) -> str:
        attrs = ""
        if self.sort is not None:
            attrs += f' data-v="{esc(repr(self.sort) if isinstance(self.sort, float) else self.sort)}"'
        if self.classes:
            attrs += f' class="{" ".join(self.classes)}"'
        if self.title:
            attrs += f' title="{esc(self.title)}"'
        return f"<td{attrs}>{self.html}</td>"


@dataclass(frozen=True)
class Badge:
    """A short label beside a name (a model that replays reference code), its meaning on hover."""

    label: str
    meaning: str

    def html(self) -> str:
        return f'<span class="badge" title="{esc(self.meaning)}">{esc(self.label)}</span>'


def text(value: object, badge: Badge | None = None) -> Cell:
    return Cell(esc(value) + (badge.html() if badge else ""), str(value), ("text",))


def fraction(value: Any, digits: int = 2, interval: tuple[float, float] | None = None) -> Cell:
    """A score in [0, 1] as the paper prints it, in percent (as report.md and the terminal do),
    with its 95% interval over tasks where there is one; a gap as '—', a group the model has no
    task in as nothing. The cell sorts by the value."""
    if value == ABSENT:
        return Cell("", None, ("absent",), "no task of this kind")
    if value is None:
        return Cell(GAP, None, ("gap",), "a gap: some task of the group has fewer than k samples")
    if interval is None:
        return Cell(f"{100 * value:.{digits}f}", float(value))
    low, high = (f"{100 * x:.{digits}f}" for x in interval)
    return Cell(f'{100 * value:.{digits}f} <span class="ci">({low}–{high})</span>', float(value), (),
                f"95% bootstrap interval over the tasks: {low} to {high}")


def number(value: float | int | None, digits: int = 1, weak: bool = False, note: str | None = None) -> Cell:
    if value is None:
        return Cell(GAP, None, ("gap",))
    shown = f"{value:,.{digits}f}" if isinstance(value, float) else str(value)
    return Cell(shown + (" !" if weak else ""), float(value), ("weak",) if weak else (), note)


def mark_top(rows: list[list[Cell]], columns: Iterable[int], group: Callable[[int], Hashable] | None = None,
             among: Callable[[int], bool] | None = None, *, least: bool = False) -> None:
    """Bold and underline the largest figure of each column (within each group of rows), as the paper does;
    only rows `among` accepts compete (the oracle would win every column). `least`: grey the smallest
    instead (the paper's Tables 3 and 16–25). Where every contender has the same figure (all 0, or
    a single model) nothing is marked: there is no best to show."""
    contenders = [i for i in range(len(rows)) if among is None or among(i)]
    pick, mark = (min, "least") if least else (max, "top")
    for col in columns:
        best: dict[Hashable, float] = {}
        others: dict[Hashable, float] = {}
        for i in contenders:
            v = rows[i][col].sort
            if isinstance(v, float):
                g = group(i) if group else None
                best[g] = pick(best.get(g, v), v)
                others[g] = (max if least else min)(others.get(g, v), v)
        for i in contenders:
            c = rows[i][col]
            g = group(i) if group else None
            if isinstance(c.sort, float) and c.sort == best[g] and best[g] != others[g]:
                rows[i][col] = Cell(c.html, c.sort, (*c.classes, mark), c.title)


def table(table_id: str, caption: str, columns: Sequence[str], rows: Sequence[Sequence[Cell]],
          sorted_by: tuple[int, str] | None = None) -> str:
    """A table a reader sorts by clicking any column header (best/report/assets/report.js).

    `sorted_by`: (column, "ascending" | "descending") the rows already come in, shown on its header.
    """
    texts = {i for row in rows for i, c in enumerate(row) if "text" in c.classes}  # left-aligned, head too

    def attrs(i: int) -> str:
        return ((' class="text"' if i in texts else "")
                + (f' aria-sort="{sorted_by[1]}"' if sorted_by and sorted_by[0] == i else ""))

    head = "".join(f'<th scope="col"{attrs(i)}>{esc(c)}</th>' for i, c in enumerate(columns))
    body = "\n".join("<tr>" + "".join(c.render() for c in row) + "</tr>" for row in rows)
    return (f'<div class="scroll"><table id="{esc(table_id)}" class="sortable">'
            f"<caption>{esc(caption)}</caption><thead><tr>{head}</tr></thead>\n"
            f"<tbody>\n{body}\n</tbody></table></div>")


def section(section_id: str, title: str, body: str, level: int = 2, attrs: str = "") -> str:
    return f'<section id="{esc(section_id)}"{attrs}>\n<h{level}>{esc(title)}</h{level}>\n{body}\n</section>'


def page(title: str, body: str) -> str:
    """One file: the style and the script inline, nothing the browser has to fetch."""
    return ("<!DOCTYPE html>\n"
            f'<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{esc(title)}</title>\n<style>\n{asset('report.css')}</style>\n</head>\n"
            f"<body>\n{body}\n<script>\n{asset('report.js')}</script>\n</body>\n</html>\n")
