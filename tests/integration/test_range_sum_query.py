"""The paper's example task, calibrated on this machine, judging solutions it has never seen.

Each unseen solution must get the cells its time and space complexity imply.
"""

from __future__ import annotations

import re

import pytest

from best.generate.prompts import load_template, render
from best.limits import Calibration
from best.session import Session
from best.tasks.stated import drift
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


def test_its_prompts_state_the_limits_it_is_judged_under(session: Session, calibration: Calibration) -> None:
    """The paper's Figure 4 puts the subtask's limits in its prompt, and Appendix B applies them: here the
    prompt of every cell states limits within 2x of those this machine's O0 calibration judges under."""
    (task,) = session.tasks(["range_sum_query"])
    template = load_template(ROOT / "data" / "prompts", "original")
    for r, c in task.cells:
        text = render(template, task, r, c, "original").text
        stated_ms = float(re.findall(r"^Time limit: ([0-9.]+) ms$", text, re.M)[0])
        stated_kb = float(re.findall(r"^Memory limit: ([0-9.]+) KB$", text, re.M)[0])
        judged_ms, judged_kb = calibration.limits.cell(r, c)
        assert drift(stated_ms, judged_ms) <= 2 and drift(stated_kb, judged_kb) <= 2, (
            (r, c), stated_ms, judged_ms, stated_kb, judged_kb)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_unseen_solution(session: Session, calibration: Calibration, name: str) -> None:
    (task,) = session.tasks(["range_sum_query"])
    report = session.judge(task, (SOLUTIONS / f"{name}.cpp").read_text(), session.params.environment(), calibration)
    grid = {(c.row, c.col): c.verdict.value for c in report.cells}
    got = [" ".join(grid[(r, c)] for c in (1, 2, 3)) for r in (1, 2, 3)]
    assert got == EXPECTED[name], [f"{c.row},{c.col} {c.verdict.value} {c.time_ms} {c.memory_kb} {c.detail}"
                                   for c in report.cells]
