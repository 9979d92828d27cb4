"""The report's drill-down: every judged sample of an environment, under its task and cell.

A score says what; a researcher then asks why. Each subtask (task, cell) has samples of its
own, each judged in that cell only, so the drill-down is, per task, per model and cell: the
prompt the model was given, then each sample with its verdict, the test that decided a
failure and why, its time and memory against the cell's limits, and the code extracted from
the answer (or why none was). Collapsed (`<details>`) so that a page of a whole pack stays
readable; a link to `#sample-...` opens the sample it names (best/report/assets/report.js).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from best.report.html import esc, section, slug

Row = dict[str, Any]
Key = tuple[str, str, int, int, int]  # model, task, row, col, sample


@dataclass(frozen=True)
class DrillInput:
    """What the drill-down of one environment reads: its verdicts and limits, the generations
    (for the code and the answer), and the prompts by (task, row, col, model)."""

    environment: str
    verdicts: list[Row]  # VERDICTS
    limits: list[Row]  # LIMITS
    generations: dict[Key, Row]  # GENERATIONS rows of the environment's language
    prompts: dict[tuple[str, int, int, str], str]


def sample_id(environment: str, key: Key) -> str:
    """The anchor of one sample: `#sample-<environment>-<model>-<task>-<row>-<col>-<sample>`."""
    model, task, row, col, sample = key
    return slug("sample", environment, model, task, f"{row}-{col}", str(sample))


def _figure(value: float | None, limit: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if limit is None or not math.isfinite(limit):  # a grid without memory limits
        return f"{value:,.3g} {unit}"
    return f"{value:,.3g} of {limit:,.3g} {unit}"


def _sample(inp: DrillInput, v: Row, limit: Row | None) -> str:
    key = (str(v["model"]), str(v["task"]), int(v["row"]), int(v["col"]), int(v["sample"]))
    made = inp.generations.get(key, {})
    verdict = str(v["verdict"])
    time_limit = float(limit["time_limit_ms"]) if limit else None
    memory_limit = float(limit["memory_limit_kb"]) if limit else None
    time = _figure(v.get("time_ms"), time_limit, "ms")
    memory = _figure(v.get("memory_kb") if verdict != "TLE" else None, memory_limit, "KB")  # a stopped run's is partial
    why = f"<p class=\"why\">{esc(v['detail'])}</p>" if v.get("detail") else ""
    if made.get("code"):
        code = f"<pre class=\"code\"><code>{esc(made['code'])}</code></pre>"
    else:
        reason = made.get("error") or made.get("extract_error") or "no code was extracted from the answer"
        answer = f"<pre class=\"answer\">{esc(made['completion'])}</pre>" if made.get("completion") else ""
        code = f"<p class=\"why\">{esc(reason)}</p>{answer}"
    return (f'<details class="sample" id="{esc(sample_id(inp.environment, key))}" data-verdict="{esc(verdict)}">'
            f"<summary>sample {key[4]}: <b>{esc(verdict)}</b> · time {esc(time)} · memory {esc(memory)}</summary>"
            f"{why}{code}</details>")


def drilldown_html(inp: DrillInput) -> str:
    """One section: per task, per model and cell, the prompt and every sample judged there."""
    if not inp.verdicts:
        return ""
    limits = {(str(r["task"]), int(r["row"]), int(r["col"])): r for r in inp.limits}
    cells: dict[str, dict[tuple[str, int, int], list[Row]]] = defaultdict(lambda: defaultdict(list))
    for v in sorted(inp.verdicts, key=lambda v: (v["task"], v["model"], v["row"], v["col"], v["sample"])):
        cells[str(v["task"])][(str(v["model"]), int(v["row"]), int(v["col"]))].append(v)
    parts = []
    for task, by_cell in cells.items():
        blocks = []
        for (model, row, col), samples in by_cell.items():
            counts = ", ".join(f"{k} {n}" for k, n in sorted(Counter(str(v["verdict"]) for v in samples).items()))
            prompt = inp.prompts.get((task, row, col, model))
            shown = (f"<details class=\"prompt\"><summary>prompt</summary><pre>{esc(prompt)}</pre></details>"
                     if prompt else "")
            blocks.append(f'<details class="cell"><summary>{esc(model)} · cell ({row}, {col}) · {esc(counts)}'
                          f"</summary>{shown}"
                          + "".join(_sample(inp, v, limits.get((task, row, col))) for v in samples) + "</details>")
        parts.append(f'<details class="task" id="{esc(slug("drill", inp.environment, task))}"><summary>{esc(task)}'
                     f"</summary>{''.join(blocks)}</details>")
    intro = ("<p class=\"note\">Every judged sample, by task, model and cell (row = time rank, column = space "
             "rank): the prompt, then each sample's verdict, the test that decided a failure, its time and memory "
             "against the cell's limits, and its code.</p>")
    return section(slug("samples", inp.environment), f"Samples in {inp.environment}", intro + "\n".join(parts),
                   level=3)
