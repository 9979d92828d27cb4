"""The limit formulas of the paper (and of our issue), on measurements we choose."""

from __future__ import annotations

import math
from collections.abc import Set as AbstractSet

import pytest

from best.limits import BaselineRow, Calibration, Limits, boundary, check_cells, derive
from best.params import CalibrateParams
from best.tasks.loader import load_task
from best.validation import bounds
from tests.conftest import ROOT

TASK = load_task(ROOT / "data" / "tasks" / "range_sum_query")
PARAMS = CalibrateParams(slack=10, memory_floor_kb=1.0, time_floor_ms=1.0)


def test_limit_without_a_failing_class() -> None:
    b = boundary([3.0, 5.0], [], slack=10, floor=0)
    assert (b.p, b.f, b.limit, b.margin) == (5.0, None, 50.0, 10.0)


def test_limit_is_the_geometric_mean_when_closer_than_slack() -> None:
    b = boundary([4.0], [100.0, 64.0], slack=10, floor=0)
    assert b.f == 64.0 and b.limit == pytest.approx(16.0) and b.margin == pytest.approx(4.0)


def test_limit_is_slack_times_p_when_failures_are_far() -> None:
    b = boundary([2.0], [1000.0], slack=10, floor=0)
    assert b.limit == 20.0 and b.margin == pytest.approx(10.0)


def test_floor() -> None:
    b = boundary([0.05], [6.0], slack=10, floor=1.0)
    assert b.limit == 1.0 and b.margin == pytest.approx(6.0)


def test_margin_below_one_means_no_separation() -> None:
    b = boundary([10.0], [12.0], slack=10, floor=0)
    assert b.limit == pytest.approx(math.sqrt(120)) and b.margin < 1.1


def rows(times: dict[str, list[float]], memory: dict[str, list[float]],
         censored: AbstractSet[tuple[str, int]] = frozenset()) -> list[BaselineRow]:
    return [BaselineRow(baseline=name, row=i + 1, time_ms=t, memory_kb=memory[name][i],
                        censored=(name, i + 1) in censored, tests=())
            for name, ts in times.items() for i, t in enumerate(ts)]


# enumeration (1, 3), sqrt-decomposition (2, 2), fenwick (3, 1)
TIMES = {"enumeration": [100.0, 2000.0, 1500.0], "sqrt-decomposition": [2.0, 20.0, 1500.0],
         "fenwick": [5.0, 5.0, 100.0]}
MEMORY = {"enumeration": [0.3, 0.3, 0.3], "sqrt-decomposition": [6.0, 6.0, 6.0], "fenwick": [4000.0] * 3}


def test_derive_by_hand() -> None:
    times, memory = derive(TASK, rows(TIMES, MEMORY), PARAMS)
    # row 1: everyone must pass: P = 100, limit 1000
    assert (times[0].p, times[0].f, times[0].limit) == (100.0, None, 1000.0)
    # row 2: P = max(20, 5) = 20, F = 2000: sqrt(20 * 2000) = 200 = 10 * P
    assert (times[1].p, times[1].f) == (20.0, 2000.0) and times[1].limit == pytest.approx(200.0)
    # row 3: P = 100, F = the sqrt decomposition's 1500 (the fastest class that must fail): sqrt(150000) = 387.3
    assert times[2].limit == pytest.approx(math.sqrt(150000.0)) and times[2].margin == pytest.approx(math.sqrt(15))
    # column 1 (O(n)): P = 4000, no F; column 2: P = 6, F = 4000 -> 60; column 3: P = 0.3, F = 6 -> sqrt(1.8)
    assert [b.limit for b in memory[0]] == pytest.approx([40000.0, 60.0, math.sqrt(1.8)])
    assert memory[0][2].margin == pytest.approx(math.sqrt(1.8) / 0.3)


def test_baselines_pass_exactly_their_cells() -> None:
    times, memory = derive(TASK, rows(TIMES, MEMORY), PARAMS)
    limits = Limits(tuple(b.limit for b in times), tuple(tuple(b.limit for b in r) for r in memory))
    assert check_cells(TASK, rows(TIMES, MEMORY), limits) == []


def test_a_baseline_passing_a_cell_it_should_not_is_named() -> None:
    slow = dict(TIMES, **{"enumeration": [100.0, 150.0, 1500.0]})  # as fast as row 2 allows
    measured = rows(slow, MEMORY)
    limits = Limits((1000.0, 200.0, 387.0), ((40000.0, 60.0, 1.34),) * 3)
    problems = check_cells(TASK, measured, limits)
    assert any("enumeration" in p and "must fail cell (2, 3)" in p for p in problems)


def test_a_censored_run_never_passes() -> None:
    measured = rows(TIMES, MEMORY, censored={("sqrt-decomposition", 2)})
    limits = Limits((1000.0, 20000.0, 387.0), ((40000.0, 60.0, 1.34),) * 3)
    assert any("sqrt-decomposition" in p and "must pass cell (2, 1)" in p
               for p in check_cells(TASK, measured, limits))


def test_f_is_the_fastest_failing_class_and_a_slower_one_under_it_sets_the_margin() -> None:
    """Row 3: sqrt-decomposition (rank 2) sets F = 1500; enumeration (rank 1) finishing at 900,
    under F, no longer lowers the limit but is 900 / 387 = 2.3x over it: that is the row's margin."""
    quick = dict(TIMES, enumeration=[100.0, 2000.0, 900.0])
    times, _ = derive(TASK, rows(quick, MEMORY), PARAMS)
    assert times[2].f == 1500.0 and times[2].limit == pytest.approx(math.sqrt(150000.0))
    assert times[2].margin == pytest.approx(900.0 / math.sqrt(150000.0))


def test_a_slower_failing_class_stopped_at_its_cap_leaves_the_margin_alone() -> None:
    """Stopped at 2x the limit (a lower bound), enumeration says only that it fails by the margin."""
    stopped = dict(TIMES, enumeration=[100.0, 2000.0, 2 * math.sqrt(150000.0)])
    times, _ = derive(TASK, rows(stopped, MEMORY, censored={("enumeration", 3)}), PARAMS)
    assert times[2].f == 1500.0 and times[2].margin == pytest.approx(math.sqrt(15))


def test_validation_names_a_slower_failing_class_that_set_the_margin() -> None:
    """The author is told which baseline to resize: enumeration, 900 / 387 = 2.3x over row 3's limit."""
    quick = dict(TIMES, enumeration=[100.0, 2000.0, 900.0])
    measured = rows(quick, MEMORY)
    times, memory = derive(TASK, measured, PARAMS)
    cal = Calibration(task=TASK.id, task_hash=TASK.content_hash, environment={}, settings={},
                      measurements=tuple(measured), time=tuple(times), memory=tuple(tuple(r) for r in memory),
                      problems=(), seconds=0.0)
    assert bounds(TASK, cal, 3, 1) == ("time: fenwick at 100.000 ms must pass and sqrt-decomposition at 1500.000 ms "
                                       "must fail (and enumeration, a slower class, at 900.000 ms); limit 387.298 ms")
