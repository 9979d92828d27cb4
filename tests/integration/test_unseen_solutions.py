"""Tasks of the corpus, calibrated on this machine, judging solutions they have never seen.

Each solution in tests/fixtures/solutions/<task>/ was written apart from the task's baselines,
in a class of its own (other containers, other algorithms of the same complexity, a class
between two baselines, a 32-bit slip); its verdicts, in expected.yaml beside it, must follow
its time and space complexity, not its code. C++ files are judged in the judge's environment
(O0), Python files in py. `make test` judges the tasks that changed since they were recorded
valid and a fixed sample (tests/pack.py); `make validate` judges them all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from best.limits import Calibration
from best.params import EnvironmentParams
from best.session import Session
from tests.conftest import needs_root
from tests.pack import PACK, SOLUTIONS, judged

pytestmark = [needs_root, pytest.mark.slow]

WITH_SOLUTIONS = sorted(d.name for d in SOLUTIONS.iterdir() if (d / "expected.yaml").is_file())


def cases() -> list[tuple[str, str]]:
    found = []
    for task_id in judged(WITH_SOLUTIONS):
        expected = yaml.safe_load((SOLUTIONS / task_id / "expected.yaml").read_text())
        found += [(task_id, name) for name in sorted(expected)]
    return found


@pytest.fixture(scope="module")
def session(pack_session: Session) -> Session:
    return pack_session


_CALIBRATIONS: dict[tuple[str, str], Calibration] = {}


def environment(session: Session, solution: Path) -> EnvironmentParams:
    if solution.suffix == ".py":
        return next(e for e in session.params.environments if e.language == "python")
    return session.params.environment()


def calibrated(session: Session, task_id: str, env: EnvironmentParams) -> Calibration:
    """The task's limits here. Whether the task is valid (its dominated solutions, its other
    language) is test_pack's to check, for a changed task, and its record's otherwise."""
    if (task_id, env.name) not in _CALIBRATIONS:
        (task,) = session.tasks([task_id])
        calibration = session.calibrate(task.for_language(env.language), env)
        assert calibration.problems == ()
        weak = calibration.weak_cells(session.params.calibrate.margin)
        assert weak == [], [(r, c, calibration.margin(r, c)) for r, c in weak]
        _CALIBRATIONS[(task_id, env.name)] = calibration
    return _CALIBRATIONS[(task_id, env.name)]


def test_every_task_with_unseen_solutions_is_in_the_pack() -> None:
    assert set(WITH_SOLUTIONS) <= {d.name for d in PACK.iterdir() if d.is_dir()}
    for task_id in WITH_SOLUTIONS:
        expected = yaml.safe_load((SOLUTIONS / task_id / "expected.yaml").read_text())
        assert sorted(expected) == sorted(p.name for p in (SOLUTIONS / task_id).iterdir()
                                          if p.suffix in (".cpp", ".py")), task_id


@pytest.mark.parametrize(("task_id", "name"), cases())
def test_unseen_solution(session: Session, task_id: str, name: str) -> None:
    solution = SOLUTIONS / task_id / name
    env = environment(session, solution)
    calibration = calibrated(session, task_id, env)
    (task,) = session.tasks([task_id])
    report = session.judge(task, solution.read_text(), env, calibration)
    grid = {(c.row, c.col): c.verdict.value for c in report.cells}
    rows = len(task.for_language(env.language).rows)
    got = [" ".join(grid[(r, c)] for c in range(1, len(task.columns) + 1)) for r in range(1, rows + 1)]
    expected = yaml.safe_load((SOLUTIONS / task_id / "expected.yaml").read_text())[name]
    assert matches(got, expected), [f"{c.row},{c.col} {c.verdict.value} {c.time_ms} {c.memory_kb} {c.detail}"
                                    for c in report.cells]


def matches(got: list[str], expected: list[str]) -> bool:
    """Row by row, cell by cell; an expected `TLE|MLE` takes either word. A solution over both of a
    cell's limits is stopped by whichever it reaches first, and that order moves with the CPU."""
    if len(got) != len(expected):
        return False
    for got_row, want_row in zip(got, expected, strict=True):
        cells, wanted = got_row.split(), want_row.split()
        if len(cells) != len(wanted) or any(c not in w.split("|") for c, w in zip(cells, wanted, strict=True)):
            return False
    return True
