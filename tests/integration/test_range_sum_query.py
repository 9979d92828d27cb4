"""The paper's example task, calibrated on this machine, judging solutions it has never seen.

Each unseen solution must get the cells its time and space complexity imply.
"""

from __future__ import annotations

import pytest

from best.limits import Calibration
from best.session import Session
from best.validation import validate
from tests.conftest import ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]

SOLUTIONS = ROOT / "tests" / "fixtures" / "solutions" / "range_sum_query"

# rows are time ranks (O(n) per query, O(sqrt n), O(log n)), columns space ranks (O(n), O(sqrt n), O(1))
EXPECTED = {
    "segment_tree": ["AC MLE MLE", "AC MLE MLE", "AC MLE MLE"],
    "recursive_segment_tree": ["AC MLE MLE", "AC MLE MLE", "AC MLE MLE"],
    "sqrt_wide_blocks": ["AC AC MLE", "AC AC MLE", "TLE TLE TLE"],
    "accumulate": ["AC AC AC", "TLE TLE TLE", "TLE TLE TLE"],
    "copy_then_enumerate": ["AC MLE MLE", "TLE TLE TLE", "TLE TLE TLE"],
    "int_fenwick": ["WA WA WA", "WA WA WA", "WA WA WA"],
}


@pytest.fixture(scope="module")
def session(pack_session: Session) -> Session:
    return pack_session


@pytest.fixture(scope="module")
def calibration(session: Session) -> Calibration:
    (task,) = session.tasks(["range_sum_query"])
    result = validate(session, task, session.params.environment())
    assert result.problems == []
    return result.calibration


def test_every_cell_discriminates(calibration: Calibration) -> None:
    margins = [calibration.margin(r, c) for r in (1, 2, 3) for c in (1, 2, 3)]
    assert min(margins) >= 2.0, margins
    rows = {(m.baseline, m.row): m for m in calibration.measurements}
    # the enumeration is stopped, not run to completion, where it must fail
    assert rows[("enumeration", 2)].censored and rows[("enumeration", 3)].censored


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_unseen_solution(session: Session, calibration: Calibration, name: str) -> None:
    (task,) = session.tasks(["range_sum_query"])
    report = session.judge(task, (SOLUTIONS / f"{name}.cpp").read_text(), session.params.environment(), calibration)
    grid = {(c.row, c.col): c.verdict.value for c in report.cells}
    got = [" ".join(grid[(r, c)] for c in (1, 2, 3)) for r in (1, 2, 3)]
    assert got == EXPECTED[name], [f"{c.row},{c.col} {c.verdict.value} {c.time_ms} {c.memory_kb} {c.detail}"
                                   for c in report.cells]
