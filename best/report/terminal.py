"""Plain-text views for the terminal (`best calibrate`, `best judge`, `best tasks`): calibrated grids,
judge reports and the pack's tables."""

from __future__ import annotations

import math

from best.corpus import goal_lines, mix_rows, record_line
from best.limits import Boundary, Calibration
from best.report.markdown import table_lines
from best.session import JudgeReport
from best.tasks.model import Task


def _num(x: float | None) -> str:
    if x is None or math.isinf(x):
        return "-"
    if x >= 1000:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.3g}"


def _boundary(b: Boundary, censored: bool) -> str:
    f = _num(b.f) if b.f is not None else "-"
    if censored and b.f is not None:
        f = ">=" + f
    return f"{_num(b.limit):>9} (P {_num(b.p)}, F {f}, margin {_num(b.margin)})"


def calibration_grid(task: Task, cal: Calibration, margin: float) -> str:
    env = cal.environment
    lines = [f"{task.id}  [{env['name']}: {env['id']}]  calibrated in {cal.seconds:.1f} s"]
    if cal.problems:
        lines += ["  PROBLEMS:", *(f"    {p}" for p in cal.problems)]
        if not cal.time:
            return "\n".join(lines)
    ranks = {b.name: b.time_rank for b in task.baselines}
    lines.append("  time limit, ms:")
    for row, b in zip(task.rows, cal.time, strict=True):
        failing = [m for m in cal.measurements if m.row == row.index and ranks[m.baseline] < row.index]
        censored = bool(failing) and min(failing, key=lambda m: m.time_ms).censored
        lines.append(f"    row {row.index} ({row.data_scale}): {_boundary(b, censored)}")
    lines.append("  memory limit, KB:")
    for row, bs in zip(task.rows, cal.memory, strict=True):
        for col, b in zip(task.columns, bs, strict=True):
            lines.append(f"    cell ({row.index},{col.index}) {col.space:<10}: {_boundary(b, False)}")
    header = "    " + " " * 8 + "".join(f"{col.space:>12}" for col in task.columns)
    lines += ["  cell margin = min(time, memory):", header]
    for row in task.rows:
        cells = []
        for col in task.columns:
            m = cal.margin(row.index, col.index)
            cells.append(f"{_num(m) + ('' if m >= margin else ' !'):>12}")
        lines.append(f"    row {row.index:<4}" + "".join(cells))
    weak = cal.weak_cells(margin)
    lines.append(f"  not discriminating (margin < {margin:g}): {weak}" if weak
                 else f"  every cell discriminates (margin >= {margin:g})")
    return "\n".join(lines)


def judge_report(report: JudgeReport) -> str:
    lines = [f"{report.task}  [{report.language}, {report.environment}]  compile: "
             + ("ok" if report.build.ok else "FAILED")]
    if not report.build.ok:
        lines.append(report.build.log.strip()[:2000])
    for c in report.cells:
        lines.append(f"  ({c.row},{c.col}) {c.verdict.value:<4} "
                     f"time {_num(c.time_ms):>8} / {_num(c.time_limit_ms):>8} ms   "
                     f"memory {_num(c.memory_kb):>8} / {_num(c.memory_limit_kb):>8} KB"
                     + (f"   {c.test}: {c.detail}" if c.detail else ""))
    return "\n".join(lines)


def category_table(tasks: list[Task], environments: list[tuple[str, str]] | None = None) -> str:
    """The pack by category and difficulty beside the paper's Table 5 (best/corpus.py), then
    one line per goal the corpus is built towards, and, given the environments (name, language),
    how much of the pack is recorded valid in them as it is."""
    head, rows = mix_rows(tasks)
    records = [record_line(tasks, environments)] if environments else []
    return "\n".join([*table_lines(head, rows), "", *goal_lines(tasks), *records])


def measured_seconds(cal: Calibration) -> dict[tuple[str, int], float]:
    """CPU seconds of the calls a calibration made, per (baseline, row): every attempt counts,
    a stopped run at the time it was stopped. The rest of a calibration's wall time is
    compiling, starting processes and reading inputs."""
    spent: dict[tuple[str, int], float] = {}
    for m in cal.measurements:
        calls = sum((t.time_ms or 0.0) * t.attempts for t in m.tests) / 1000
        spent[(m.baseline, m.row)] = spent.get((m.baseline, m.row), 0.0) + calls
    return spent


def margin_table(tasks: list[Task], calibrations: dict[str, dict[str, Calibration]], margin: float) -> str:
    """`margin_rows` as a GitHub table (what docs/corpus.md quotes)."""
    return "\n".join(table_lines(*margin_rows(tasks, calibrations, margin)))


def margin_rows(tasks: list[Task], calibrations: dict[str, dict[str, Calibration]], margin: float
                ) -> tuple[list[str], list[list[str]]]:
    """Per task and environment: the smallest cell margin and what calibrating it cost.

    `calibrations` maps environment name -> task id -> calibration. The last column names
    the (baseline, row) whose calls took the most time in the first environment, the
    answer to "what dominates calibration".
    """
    envs = list(calibrations)
    head = ["task", "category", "difficulty", "grid"]
    head += [f"min margin {e}" for e in envs] + [f"calibration s {e}" for e in envs]
    head += [f"largest cost in {envs[0]}"] if envs else []
    rows = []
    totals = dict.fromkeys(envs, 0.0)
    for t in tasks:
        cells = [t.id, t.category, t.difficulty.value, f"{len(t.rows)}x{len(t.columns)}"]
        for e in envs:
            found = calibrations[e].get(t.id)
            if found is None:  # no solutions in that environment's language
                cells.append("—")
                continue
            low = min(found.margin(r, c) for r, c in t.cells) if found.time else math.nan
            cells.append(f"{low:.2f}" + ("" if low >= margin else " !"))
        for e in envs:
            found = calibrations[e].get(t.id)
            totals[e] += found.seconds if found else 0.0
            cells.append(f"{found.seconds:.1f}" if found else "—")
        if envs and t.id in calibrations[envs[0]]:
            spent = measured_seconds(calibrations[envs[0]][t.id])
            (name, row), top = max(spent.items(), key=lambda kv: kv[1]) if spent else (("-", 0), 0.0)
            share = top / calibrations[envs[0]][t.id].seconds if calibrations[envs[0]][t.id].seconds else 0.0
            cells.append(f"{name} row {row}: {top:.1f} s ({share:.0%})")
        elif envs:
            cells.append("—")
        rows.append(cells)
    total = ["total", "", "", f"{len(tasks)} tasks"] + [""] * len(envs)
    total += [f"{totals[e]:.0f}" for e in envs] + ([""] if envs else [])
    return head, [*rows, total]
