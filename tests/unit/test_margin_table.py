"""`best tasks margins`: each task's smallest margin and what its calibration cost, from
calibrations whose measurements we choose."""

from __future__ import annotations

from best.limits import BaselineRow, Calibration, derive
from best.limits import TestStat as Stat
from best.params import CalibrateParams
from best.report.terminal import margin_table, measured_seconds
from best.tasks.loader import load_task
from tests.conftest import FIXTURE_TASKS

TASK = load_task(FIXTURE_TASKS / "pair_count")
PARAMS = CalibrateParams(slack=10, memory_floor_kb=1.0, time_floor_ms=1.0)


def row(baseline: str, row: int, time_ms: float, memory_kb: float, *, attempts: int = 3,
        censored: bool = False) -> BaselineRow:
    tests = (Stat("a", time_ms, memory_kb, "time" if censored else "returned", attempts),
             Stat("b", time_ms / 2, memory_kb, "returned", attempts))
    return BaselineRow(baseline, row, time_ms, memory_kb, censored, tests)


def calibration(rows: list[BaselineRow], seconds: float) -> Calibration:
    times, memories = derive(TASK, rows, PARAMS)
    return Calibration(task=TASK.id, task_hash=TASK.content_hash, environment={"name": "O0", "id": "x"},
                       settings={}, measurements=tuple(rows), time=tuple(times),
                       memory=tuple(tuple(r) for r in memories), problems=(), seconds=seconds)


# brute force: (1, 2); sort-two-pointers: (2, 1). Row 2's time: P = 2 ms, F = 50 ms (stopped).
ROWS = [row("sort-two-pointers", 1, 0.5, 100.0), row("brute-force", 1, 2.0, 0.5),
        row("sort-two-pointers", 2, 2.0, 1000.0), row("brute-force", 2, 50.0, 0.5, attempts=1, censored=True)]


def test_measured_seconds_count_every_attempt_of_every_test() -> None:
    spent = measured_seconds(calibration(ROWS, 1.0))
    assert spent[("sort-two-pointers", 2)] == (2.0 + 1.0) * 3 / 1000
    assert spent[("brute-force", 2)] == (50.0 + 25.0) * 1 / 1000


def test_the_table_gives_the_smallest_margin_per_environment_and_the_largest_cost() -> None:
    o0, o2 = calibration(ROWS, 2.5), calibration([ROWS[0], ROWS[1], ROWS[2], row("brute-force", 2, 5.0, 0.5)], 1.5)
    # row 2's time limit: sqrt(2 * 5) = 3.16 ms, margin 1.58 < 2 in O2; O0: sqrt(2 * 50) = 10, margin 5
    assert min(o2.margin(r, c) for r, c in TASK.cells) < 2
    table = margin_table([TASK], {"O0": {TASK.id: o0}, "O2": {TASK.id: o2}}, margin=2.0).splitlines()
    assert table[0].split(" | ")[4:7] == ["min margin O0", "min margin O2", "calibration s O0"]
    cells = [c.strip() for c in table[2].strip("|").split("|")]
    assert cells[:4] == ["pair_count", "Two Pointers", "easy", "2x2"]
    assert cells[4] == f"{min(o0.margin(r, c) for r, c in TASK.cells):.2f}"
    assert cells[5].endswith(" !")  # below calibrate.margin
    assert cells[6:8] == ["2.5", "1.5"]
    assert cells[8] == "brute-force row 2: 0.1 s (3%)"
    assert table[-1].startswith("| total |") and "| 2 | 2 |" in table[-1]
