"""A task's limits in one environment, derived from its baselines' measurements (pure).

For row i, P is the largest time among baselines that must pass it (time_rank >= i) and F
the smallest among the fastest class that must fail it (the largest time_rank < i):

    time limit = min(slack * P, sqrt(P * F)), or slack * P when no baseline must fail,

the geometric mean putting the limit as far, in ratio, from the slowest class that must
pass as from the fastest that must fail. A slower class that must fail the row only has to
fail it by the margin: calibration stops it at margin x limit (best/calibration.py), and
where it finishes below that, its time / limit is the row's margin, which validation then
reports as too small. Memory limits of cell (i, j) come the same way from
the baselines' memory on row i split by space_rank, floored at `memory_floor_kb`. A cell's
margin, min(limit / P, F / limit), says how much noise or a constant factor it tolerates.
A task's scoring protocol may set the rows' time limits its own way (ENAMEL's: one for every
row); a time-only grid (`grid.memory: false`) has no memory limit. Measuring the baselines is
best/calibration.py's; deriving from what was measured is this module's, so the calibrate
stage (which only derives) needs no sandbox.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from typing import Any

from best.params import CalibrateParams
from best.scoring.protocols import protocol_of
from best.tasks.model import Task


@dataclass(frozen=True)
class Limits:
    """Calibrated limits of one task in one environment."""

    time_ms: tuple[float, ...]  # per row
    memory_kb: tuple[tuple[float, ...], ...]  # per row, per column

    def cell(self, row: int, col: int) -> tuple[float, float]:
        return self.time_ms[row - 1], self.memory_kb[row - 1][col - 1]


@dataclass(frozen=True)
class TestStat:
    test: str
    time_ms: float | None
    memory_kb: float | None
    ending: str
    attempts: int


@dataclass(frozen=True)
class BaselineRow:
    """One baseline on one row."""

    baseline: str
    row: int
    time_ms: float  # max over tests of the fastest attempt; a lower bound when censored
    memory_kb: float
    censored: bool  # stopped at its cap
    tests: tuple[TestStat, ...]


@dataclass(frozen=True)
class Boundary:
    """One limit and the measurements it was derived from."""

    p: float  # worst of the classes that must pass
    f: float | None  # best of the classes that must fail
    limit: float
    margin: float


def boundary(passing: list[float], failing: list[float], slack: float, floor: float) -> Boundary:
    p = max(passing)
    f = min(failing) if failing else None
    raw = slack * p if f is None else min(slack * p, math.sqrt(p * f))
    limit = max(floor, raw)
    up = limit / p if p > 0 else math.inf
    margin = up if f is None else min(up, f / limit)
    return Boundary(p=p, f=f, limit=limit, margin=margin)


UNLIMITED = Boundary(p=0.0, f=None, limit=math.inf, margin=math.inf)  # a time-only grid's memory


def derive(task: Task, rows: list[BaselineRow], params: CalibrateParams) -> tuple[list[Boundary], list[list[Boundary]]]:
    """The limits of every row and cell from the baselines' measurements (a pure function)."""
    ranks = {b.name: b for b in task.baselines}
    by_row: dict[int, list[BaselineRow]] = {r.index: [] for r in task.rows}
    for m in rows:
        by_row[m.row].append(m)
    times, memories = [], []
    for row in task.rows:
        ms = by_row[row.index]
        failing = [m for m in ms if ranks[m.baseline].time_rank < row.index]
        fastest = fastest_failing_rank(task, row.index)
        b = boundary([m.time_ms for m in ms if ranks[m.baseline].time_rank >= row.index],
                     [m.time_ms for m in failing if ranks[m.baseline].time_rank == fastest],
                     params.slack, params.time_floor_ms)
        slower = [m.time_ms / b.limit for m in failing if ranks[m.baseline].time_rank != fastest and not m.censored]
        times.append(replace(b, margin=min([b.margin, *slower])) if slower and b.limit > 0 else b)
        memories.append([
            boundary([m.memory_kb for m in ms if ranks[m.baseline].space_rank >= col.index],
                     [m.memory_kb for m in ms if ranks[m.baseline].space_rank < col.index],
                     params.slack, params.memory_floor_kb) if task.measures_memory else UNLIMITED
            for col in task.columns])
    return protocol_of(task).time_limits(times), memories


def fastest_failing_rank(task: Task, row: int) -> int | None:
    """The time rank of the fastest class that must fail `row` (its time is the row's F), if any."""
    return max((b.time_rank for b in task.baselines if b.time_rank < row), default=None)


def check_cells(task: Task, rows: list[BaselineRow], limits: Limits) -> list[str]:
    """Every baseline must pass exactly the cells its ranks declare."""
    problems = []
    for m in rows:
        b = next(b for b in task.baselines if b.name == m.baseline)
        time_limit = limits.time_ms[m.row - 1]
        for col in task.columns:
            memory_limit = limits.memory_kb[m.row - 1][col.index - 1]
            passes = not m.censored and m.time_ms <= time_limit and m.memory_kb <= memory_limit
            if passes != b.passes(m.row, col.index):
                should = "pass" if b.passes(m.row, col.index) else "fail"
                problems.append(
                    f"{task.id}: baseline {b.name} (time_rank {b.time_rank}, space_rank {b.space_rank}) must {should} "
                    f"cell ({m.row}, {col.index}) but does not: time {m.time_ms:.3f} ms vs limit {time_limit:.3f} ms, "
                    f"memory {m.memory_kb:.3f} KB vs limit {memory_limit:.3f} KB")
    return problems


@dataclass(frozen=True)
class Calibration:
    task: str
    task_hash: str
    environment: dict[str, Any]
    settings: dict[str, Any]
    measurements: tuple[BaselineRow, ...]
    time: tuple[Boundary, ...]
    memory: tuple[tuple[Boundary, ...], ...]
    problems: tuple[str, ...]
    seconds: float

    @property
    def limits(self) -> Limits:
        return Limits(time_ms=tuple(b.limit for b in self.time),
                      memory_kb=tuple(tuple(b.limit for b in row) for row in self.memory))

    def margin(self, row: int, col: int) -> float:
        return min(self.time[row - 1].margin, self.memory[row - 1][col - 1].margin)

    def weak_cells(self, threshold: float) -> list[tuple[int, int]]:
        return [(r, c) for r in range(1, len(self.time) + 1) for c in range(1, len(self.memory[0]) + 1)
                if self.margin(r, c) < threshold]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Calibration:
        measurements = tuple(BaselineRow(**{**m, "tests": tuple(TestStat(**t) for t in m["tests"])})
                             for m in data["measurements"])
        return cls(task=data["task"], task_hash=data["task_hash"], environment=data["environment"],
                   settings=data["settings"], measurements=measurements,
                   time=tuple(Boundary(**b) for b in data["time"]),
                   memory=tuple(tuple(Boundary(**b) for b in row) for row in data["memory"]),
                   problems=tuple(data["problems"]), seconds=data["seconds"])


def stated_drift(limits: list[dict[str, Any]]) -> str:
    """One sentence on how far an environment's calibrated limits are from those the prompts stated
    (LIMITS rows): the range of calibrated / stated per figure and the cells beyond 2x. A model was
    told the stated limits, so a reader of another environment's scores needs to know the gap."""
    stated = [r for r in limits if r.get("stated_time_ms")]
    if not stated:
        return "No task states its limits, so the prompts showed the grids' nominal values."
    parts, beyond = [], set()
    for figure, limit, told in (("time", "time_limit_ms", "stated_time_ms"),
                                ("memory", "memory_limit_kb", "stated_memory_kb")):
        ratios = [(r[limit] / r[told], r) for r in stated if r.get(told) and math.isfinite(r[limit])]
        if ratios:
            low, high = min(x for x, _ in ratios), max(x for x, _ in ratios)
            parts.append(f"{figure} ×{low:.2g}–×{high:.2g}")
            beyond |= {(r["task"], r["row"], r["col"]) for x, r in ratios if max(x, 1 / x) > 2}
    return (f"Calibrated limits against those the prompts stated ({len({r['task'] for r in stated})} task(s)): "
            f"{', '.join(parts)}; {len(beyond)} cell(s) more than 2× apart.")
