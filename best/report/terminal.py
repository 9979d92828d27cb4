"""Plain-text views for the terminal (`best calibrate`, `best judge`, `best tasks`): calibrated grids,
judge reports and the pack's tables."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from best import metrics
from best.corpus import goal_lines, mix_rows, record_line
from best.judge.verdict import Verdict
from best.limits import Boundary, Calibration
from best.params import SettingParams
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


LEGEND = ("cell (row, col) = (time rank, space rank): rows ask for faster code downwards, columns for less "
          "memory rightwards; figures are this run's / the calibrated limit (the limit the prompt states)")


@dataclass(frozen=True)
class JudgeSummary:
    """What one solution would score on the task: as if it were every cell's only sample."""

    passed: int
    cells: int
    setting: SettingParams
    dual_at_1: float | None  # None where no baseline passes a weighted cell (a broken grid)

    def line(self) -> str:
        dual = ("undefined" if self.dual_at_1 is None else f"{self.dual_at_1:.2f}")
        return (f"summary: {self.passed} of {self.cells} cells passed; as every cell's sample, this solution's "
                f"dual@1 on the task is {dual} (setting {self.setting.name}: τ = {self.setting.tau:g}, "
                f"σ = {self.setting.sigma:g}; 1 is what the baselines reach)")

    def to_json(self) -> dict[str, object]:
        return {"cells_passed": self.passed, "cells": self.cells, "setting": self.setting.name,
                "dual_at_1": None if self.dual_at_1 is None else round(self.dual_at_1, 4)}


def judge_summary(report: JudgeReport, task: Task, setting: SettingParams) -> JudgeSummary:
    """Cells passed and dual@1 with the setting's weights, normalised by the cells the task's
    baselines pass (the score stage's S_std), through the one dual@k (best.metrics)."""
    shape = (len(task.rows), len(task.columns))
    s_eval = np.zeros(shape)
    for c in report.cells:
        s_eval[c.row - 1, c.col - 1] = 1.0 if c.verdict.passed else 0.0
    s_std = np.array([[1.0 if any(b.passes(r.index, col.index) for b in task.baselines) else 0.0
                       for col in task.columns] for r in task.rows])
    try:
        dual: float | None = metrics.dual_at_k(s_eval, s_std, setting.tau, setting.sigma, task=task.id)
    except metrics.MetricError:
        dual = None
    return JudgeSummary(int(s_eval.sum()), s_eval.size, setting, dual)


def _stated(value: float | None) -> str:
    """A stated limit as the prompt says it (two significant figures, best.tasks.stated)."""
    return f" ({value:g})" if value is not None else ""


def judge_report(report: JudgeReport, task: Task, setting: SettingParams) -> str:
    """One line per cell: verdict, time and memory against the calibrated limit and the stated one,
    and the test behind the verdict (the deciding one of a failure, the slowest of a pass); then a
    legend and what the solution would score. A stopped run's time is a lower bound, shown as one,
    and a run stopped for time has no memory figure worth reading."""
    stated = task.stated
    lines = [f"{report.task}  [{report.language}, {report.environment}]  compile: "
             + ("ok" if report.build.ok else "FAILED")]
    if not report.build.ok:
        lines.append(report.build.log.strip()[:2000])
    for c in report.cells:
        said_time, said_memory = stated.cell(c.row, c.col) if stated is not None else (None, None)
        if c.time_ms is None:
            time = "-"
        elif c.censored:
            time = f"> {_num(c.time_ms)} (stopped, {c.time_ms / c.time_limit_ms:.1f}x the limit)"
        else:
            time = _num(c.time_ms)
        memory = "-" if c.memory_kb is None or c.verdict is Verdict.TLE else _num(c.memory_kb)
        why = (f"   {c.test}: {c.detail}" if c.detail else f"   test {c.test}" if c.test
               else f"   slowest test: {c.slowest}" if c.verdict.passed and c.slowest else "")
        lines.append(f"  ({c.row},{c.col}) {c.verdict.value:<4} time {time} / {_num(c.time_limit_ms)}"
                     f"{_stated(said_time)} ms   memory {memory} / {_num(c.memory_limit_kb)}{_stated(said_memory)} KB"
                     + why)
    summary = judge_summary(report, task, setting)
    return "\n".join([*lines, f"  {LEGEND}", summary.line()])


def judged_json(report: JudgeReport, task: Task, setting: SettingParams) -> dict[str, object]:
    """`best judge --json`: the report, each cell with the limits its prompt stated, and the summary."""
    out = report.to_json()
    stated = task.stated
    for cell in cast("list[dict[str, Any]]", out["cells"]):
        said_time, said_memory = stated.cell(cell["row"], cell["col"]) if stated is not None else (None, None)
        cell["stated_time_ms"], cell["stated_memory_kb"] = said_time, said_memory
    return {**out, "summary": judge_summary(report, task, setting).to_json()}


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
