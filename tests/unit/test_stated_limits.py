"""Stated limits (best/tasks/stated.py): rounding for reading, the file's round trip, and errors
that name the file and the field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from best.errors import TaskError
from best.limits import stated_drift
from best.tasks.loader import TaskValidationError, load_task
from best.tasks.stated import STATED_FILE, Stated, drift, read_stated, readable, stated_from, stated_text
from tests.conftest import ROOT


@pytest.mark.parametrize(("x", "shown"), [(1664.2, 1700.0), (312345.0, 310000.0), (40.3, 40.0), (6.46, 6.5),
                                         (0.123, 0.12), (1.0, 1.0)])
def test_limits_read_with_two_significant_figures(x: float, shown: float) -> None:
    assert readable(x) == shown
    assert drift(readable(x), x) < 1.06  # rounding never moves a limit more than 5%


def test_the_file_round_trips(tmp_path: Path) -> None:
    stated = {"cpp": stated_from((1664.2, 220.0), ((39000.4, 64.2), (312345.0, 1.61)), "O0"),
              "python": stated_from((390.0, 470.0), None, "py")}
    (tmp_path / STATED_FILE).write_text(stated_text(stated))
    back = read_stated(tmp_path, {"cpp": (2, 2), "python": (2, 2)})
    assert back == {"cpp": Stated("O0", (1700.0, 220.0), ((39000.0, 64.0), (310000.0, 1.6))),
                    "python": Stated("py", (390.0, 470.0), None)}
    assert back["cpp"].cell(2, 2) == (220.0, 1.6) and back["python"].cell(1, 2) == (390.0, None)


@pytest.mark.parametrize(("text", "field", "message"), [
    ("cpp:\n  environment: O0\n  time_ms: [1, 2]\n", "cpp.time_ms", "2 time limits for 3 rows"),
    ("cpp:\n  environment: O0\n  time_ms: [1, 2, 3]\n  memory_kb: [[1, 2, 3]]\n", "cpp.memory_kb", "3 rows of 3"),
    ("cpp:\n  environment: O0\n  time_ms: [1, 2, 3]\n  memroy_kb: []\n", "cpp.memroy_kb", ""),
    ("rust:\n  environment: O0\n  time_ms: [1, 2, 3]\n", "rust", "no rust solutions"),
    ("cpp:\n  environment: O0\n  time_ms: [1, 0, 3]\n", "cpp", "positive"),
])
def test_a_malformed_file_names_its_field(tmp_path: Path, text: str, field: str, message: str) -> None:
    task = tmp_path / "range_sum_query"
    shutil.copytree(ROOT / "data" / "tasks" / "range_sum_query", task)
    (task / STATED_FILE).write_text(text)
    with pytest.raises(TaskValidationError) as err:
        load_task(task)
    (problem,) = err.value.problems
    assert isinstance(problem, TaskError) and problem.file == str(task / STATED_FILE) and problem.field == field
    assert message in problem.message


def test_the_report_says_how_far_the_calibration_is_from_the_stated_limits() -> None:
    row = {"task": "t", "row": 1, "col": 1, "time_limit_ms": 300.0, "memory_limit_kb": 100.0}
    limits = [{**row, "stated_time_ms": 100.0, "stated_memory_kb": 100.0},
              {**row, "col": 2, "time_limit_ms": 150.0, "stated_time_ms": 100.0, "stated_memory_kb": 80.0}]
    assert stated_drift(limits) == ("Calibrated limits against those the prompts stated (1 task(s)): "
                                    "time ×1.5–×3, memory ×1–×1.2; 1 cell(s) more than 2× apart.")
    assert "nominal" in stated_drift([{**row, "stated_time_ms": None, "stated_memory_kb": None}])
