"""Tasks of the corpus, calibrated on this machine, judging solutions they have never seen.

Each solution was written apart from the task's baselines, in a class of its own (other
containers, other algorithms of the same complexity, a class between two baselines, a
32-bit slip): its verdicts must follow its time and space complexity, not its code.
"""

from __future__ import annotations

import pytest

from best.limits import Calibration
from best.session import Session
from best.validation import validate
from tests.conftest import ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]

SOLUTIONS = ROOT / "tests" / "fixtures" / "solutions"
O_N = ["AC MLE", "AC MLE"]  # O(n log n) or O(n) time in O(n) memory: column 1 only
QUADRATIC_O1 = ["AC AC", "TLE TLE"]  # O(n^2) time in O(1) memory: row 1 only

# task -> solution -> verdicts by row (columns left to right); every grid here is 2x2
EXPECTED: dict[str, dict[str, list[str]]] = {
    "count_distinct": {
        "unique": O_N,  # sort + unique on a copy
        "set": O_N,  # std::set: 40 bytes a value, 5x the copy, still O(n)
        "uset": O_N,  # unordered_set
        "scanafter": QUADRATIC_O1,  # is a[i] in the suffix after i?
    },
    "count_inversions": {
        "recmerge": O_N,  # recursive merge sort allocating at every level
        "mapfenwick": O_N,  # Fenwick tree with ranks from a std::map
    },
    "maximum_gap": {
        "set": O_N,
        "vecbuckets": O_N,  # pigeonhole buckets as vector<vector<int>>
        "distinct_walk": QUADRATIC_O1,  # walks the distinct values upwards: O(n d)
        # right class, bucket index in 32 bits: wrong on the hand-written extremes, which run
        # in every cell before any large test
        "bucket_int_index": ["WA WA", "WA WA"],
    },
    "next_greater_sum": {
        "stack_ans": O_N,  # std::stack plus an answer array
        "jump": QUADRATIC_O1,  # O(1) shortcuts (suffix maximum, the answer of i + 1), a scan otherwise
    },
}


@pytest.fixture(scope="module")
def session(pack_session: Session) -> Session:
    return pack_session


_CALIBRATIONS: dict[str, Calibration] = {}


def calibrated(session: Session, task_id: str) -> Calibration:
    if task_id not in _CALIBRATIONS:
        (task,) = session.tasks([task_id])
        result = validate(session, task, session.params.environment())
        assert result.problems == []
        _CALIBRATIONS[task_id] = result.calibration
    return _CALIBRATIONS[task_id]


@pytest.mark.parametrize(("task_id", "name"), [(t, s) for t in sorted(EXPECTED) for s in sorted(EXPECTED[t])])
def test_unseen_solution(session: Session, task_id: str, name: str) -> None:
    calibration = calibrated(session, task_id)
    (task,) = session.tasks([task_id])
    source = (SOLUTIONS / task_id / f"{name}.cpp").read_text()
    report = session.judge(task, source, session.params.environment(), calibration)
    grid = {(c.row, c.col): c.verdict.value for c in report.cells}
    got = [" ".join(grid[(r, c)] for c in range(1, len(task.columns) + 1)) for r in range(1, len(task.rows) + 1)]
    assert got == EXPECTED[task_id][name], [f"{c.row},{c.col} {c.verdict.value} {c.time_ms} {c.memory_kb} {c.detail}"
                                            for c in report.cells]
