"""The judge's code digest, which keys cached judged work: it must move with any source the
judge runs, and with nothing else."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from best import cache
from best.judge.code import JUDGED_BY, PACKAGE, judge_code, tree_digest
from best.judge.row import Policy
from best.params import Params
from stages.execute import row_key


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "best"
    shutil.copytree(PACKAGE, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


def test_the_copy_digests_as_the_package_does(tmp_path: Path) -> None:
    assert tree_digest(_copy(tmp_path), JUDGED_BY) == judge_code()


def test_a_change_to_any_source_the_judge_runs_changes_it(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = tree_digest(root, JUDGED_BY)
    for name in ("judge/python/harness.py", "judge/python/bestmem.c", "judge/cpp/harness.cpp", "judge/cpp/harness.h",
                 "tasks/pyvalues.py", "judge/row.py", "calibration.py", "cache.py"):
        path = root / name
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        assert tree_digest(root, JUDGED_BY) != before, name
        path.write_bytes(original)
    assert tree_digest(root, JUDGED_BY) == before


def test_files_that_are_not_sources_or_not_the_judges_leave_it(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = tree_digest(root, JUDGED_BY)
    (root / "judge" / "__pycache__").mkdir()
    (root / "judge" / "__pycache__" / "run.cpython-311.pyc").write_bytes(b"\0")
    (root / "judge" / "notes.md").write_text("x")
    (root / "report" / "html.py").write_text("# the report is not judged\n")
    for name in ("tasks/validated.py", "tasks/stated.py"):  # what validation writes, not how it measures
        path = root / name
        path.write_bytes(path.read_bytes() + b"\n")
    assert tree_digest(root, JUDGED_BY) == before


def test_a_renamed_file_changes_it(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = tree_digest(root, JUDGED_BY)
    (root / "judge" / "elf.py").rename(root / "judge" / "elf2.py")
    assert tree_digest(root, JUDGED_BY) != before


def test_a_measured_rows_key_moves_with_the_judges_code_and_what_decides_the_row(
        monkeypatch: pytest.MonkeyPatch) -> None:
    policy = Policy(cap_ms=100.0, memory_cap_kb=1024.0, attempts=3, time_limit_ms=50.0, memory_limit_kb=1024.0)
    params = Params()

    def key(policy: Policy = policy, params: Params = params) -> str:
        return row_key("env", "b" * 32, "t" * 64, row=1, policy=policy, params=params)

    before = key()
    assert key() == before
    assert key(Policy(cap_ms=100.0, memory_cap_kb=1024.0, attempts=3, time_limit_ms=40.0)) != before  # new limits
    assert key(params=Params(judge={"kernel_time_factor": 2.0})) != before
    assert key(params=Params(score={"eff_tau": 1.3})) == before  # scoring never measures again
    assert key(params=Params(calibrate={"margin": 3.0})) == before  # a check, not a measurement
    monkeypatch.setattr(cache, "judge_code", lambda: "another judge")
    assert key() != before
