"""`best tasks validate` rejects broken tasks, each with a message naming the task, the baseline and the cell.

Each case is the 2x2 fixture task with one thing broken, calibrated for real at -O0.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from best import validation
from best.cli import app
from best.params import load_params
from best.session import Session
from best.tasks.loader import load_task
from best.tasks.stated import STATED_FILE
from best.tasks.validated import read_validated, unrecorded
from best.validation import validate
from tests.conftest import FIXTURE_TASKS, needs_root

pytestmark = [needs_root, pytest.mark.slow]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One judge cache for the module's tasks. It is keyed by content (task files, environment,
    judge code), so a broken copy is judged afresh wherever it differs from the fixture, while
    the toolchain, the untouched baselines' builds and the intact task's calibration are made once."""
    return tmp_path_factory.mktemp("validation-cache")


def broken_task(tmp_path: Path, cache: Path, *, calibrate: dict[str, Any] | None = None, edit_yaml: Any = None,
                edit_baseline: tuple[str, str, str] | None = None) -> Path:
    root = tmp_path / "tasks"
    shutil.copytree(FIXTURE_TASKS / "pair_count", root / "pair_count")
    task_yaml = root / "pair_count" / "task.yaml"
    if edit_yaml is not None:
        data = yaml.safe_load(task_yaml.read_text())
        edit_yaml(data)
        task_yaml.write_text(yaml.safe_dump(data, sort_keys=False))
    for name, old, new in [edit_baseline] if edit_baseline is not None else []:
        path = root / "pair_count" / "baselines" / name
        assert old in path.read_text()
        path.write_text(path.read_text().replace(old, new))
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({
        "tasks": {"root": str(root)}, "environments": [{"name": "O0", "flags": []},
                                                       {"name": "py", "language": "python"}],
        "judge": {"environment": "O0", "cache_dir": str(cache)},
        "calibrate": calibrate or {}, "storage": {"uri": str(tmp_path / "published")}}))
    return params


def problems(params_path: Path, env: str = "O0") -> list[str]:
    params = load_params(params_path)
    with Session(params) as session:
        (task,) = session.tasks(["pair_count"])
        return validate(session, task, params.environment(env)).problems


def test_python_baselines_that_answer_otherwise_than_the_cpp_ones_are_named(tmp_path: Path, cache: Path) -> None:
    def both_off_on_extremes(data: dict[str, Any]) -> None:  # agreeing with each other, not with C++
        for b in data["languages"]["python"]["baselines"]:
            path = tmp_path / "off" / "tasks" / "pair_count" / b["file"]
            path.write_text(path.read_text().replace("        return count", "        return count + (len(a) == 5)"))

    assert problems(broken_task(tmp_path, cache)) == problems(broken_task(tmp_path / "py", cache), "py") == []
    found = problems(broken_task(tmp_path / "off", cache, edit_yaml=both_off_on_extremes), "py")
    # the hand-written test every row shares, once; a = [10^9, 10^9, -10^9, -10^9, 0] has 7 pairs with sum <= 0
    assert found == ["pair_count: test r1-extremes: the python baselines answer {'return': 8}, the C++ baselines "
                     "{'return': 7}"], found


def test_stated_limits_that_drifted_or_are_missing_are_named(tmp_path: Path, cache: Path) -> None:
    params = broken_task(tmp_path / "drift", cache)
    stated_file = tmp_path / "drift" / "tasks" / "pair_count" / STATED_FILE
    stated = yaml.safe_load(stated_file.read_text())
    stated["cpp"]["time_ms"][1] *= 3  # row 2's prompts would promise three times the judged time
    stated["cpp"]["memory_kb"][0][1] /= 2.5
    stated_file.write_text(yaml.safe_dump(stated))
    found = problems(params)
    assert len(found) == 2, found
    # x3 and /2.5 of a stated value the calibration meets within its noise: more than 2x apart either way
    assert re.match(r"pair_count: row 2's prompts state [0-9.]+ ms, calibrated [0-9.]+ ms \([2-9]\.\dx apart\): "
                    r"`best tasks state-limits -t pair_count`", found[0]), found
    assert re.match(r"pair_count: cell \(1, 2\)'s prompt states [0-9.]+ KB, calibrated [0-9.]+ KB \([2-9]\.\dx apart\)",
                    found[1]), found
    assert problems(params, "py") == []  # Python's stated limits are py's, untouched
    # stating C++ again from this calibration leaves Python's as they were, without calibrating py
    python_before = yaml.safe_load(stated_file.read_text())["python"]
    result = CliRunner().invoke(app, ["tasks", "state-limits", "-t", "pair_count", "--language", "cpp",
                                      "--params", str(params)])
    assert result.exit_code == 0, result.output
    assert "calibrating pair_count in O0" in result.output and "calibrating pair_count in py" not in result.output
    assert yaml.safe_load(stated_file.read_text())["python"] == python_before
    assert problems(params) == []
    wrong = CliRunner().invoke(app, ["tasks", "state-limits", "-t", "pair_count", "--language", "rust",
                                     "--params", str(params)])
    assert wrong.exit_code != 0 and "--language" in wrong.output and "rust" in wrong.output, wrong.output
    stated_file.unlink()
    (missing,) = problems(params)
    assert missing.startswith("pair_count: no stated cpp limits") and "best tasks state-limits -t pair_count" in missing


def test_baselines_that_disagree_are_named_with_the_test(tmp_path: Path, cache: Path) -> None:
    params = broken_task(tmp_path, cache, edit_baseline=("sort_two_pointers.cpp", "<= k", "< k"))
    found = problems(params)
    assert found
    assert any(re.search(r"pair_count: test \S+: baselines disagree: (sort-two-pointers vs brute-force|"
                         r"brute-force vs sort-two-pointers)", p) for p in found), found


def test_a_baseline_passing_a_cell_it_must_fail_is_named(tmp_path: Path, cache: Path) -> None:
    def tiny_row_2(data: dict[str, Any]) -> None:  # the quadratic baseline is fast enough everywhere
        for t in data["grid"]["rows"][1]["tests"]:
            t["args"]["n"] = 10

    found = problems(broken_task(tmp_path, cache, edit_yaml=tiny_row_2))
    assert any("pair_count: baseline brute-force (time_rank 1, space_rank 2) must fail cell (2, 1) but does not"
               in p for p in found), found


def test_a_cell_below_the_margin_names_the_baselines_that_bound_it(tmp_path: Path, cache: Path) -> None:
    found = problems(broken_task(tmp_path, cache, calibrate={"margin": 1000.0}))
    cell = [p for p in found if p.startswith("pair_count: cell (2, 1) does not discriminate in O0")]
    assert cell, found
    # row 2's time limit sits between the two-pointer baseline (must pass) and brute force (must fail)
    assert re.search(r"margin [0-9.]+ < 1000 \(time: sort-two-pointers at [0-9.]+ ms must pass and brute-force "
                     r"at [0-9.]+ ms must fail", cell[0]), cell[0]


def test_a_dominated_solution_that_slips_through_is_named(tmp_path: Path, cache: Path) -> None:
    def claim_too_much(data: dict[str, Any]) -> None:  # copy-brute-force passes (1, 1): it cannot fail it
        data["languages"]["cpp"]["dominated"][0]["fails"] = [[1, 1], [1, 2], [2, 1], [2, 2]]

    params = broken_task(tmp_path, cache, edit_yaml=claim_too_much)
    found = problems(params)
    assert any("pair_count: dominated solution copy-brute-force passes cell (1, 1), which it must fail" in p
               for p in found), found
    result = CliRunner().invoke(app, ["tasks", "validate", "--task", "all", "--params", str(params)])
    assert result.exit_code == 1
    assert "FAIL pair_count" in result.output and "0 of 1 task(s) valid in O0" in result.output


def test_stats_count_the_pack_by_category_and_difficulty(tmp_path: Path, cache: Path) -> None:
    params = broken_task(tmp_path, cache)
    shutil.copytree(FIXTURE_TASKS / "pair_count", tmp_path / "tasks" / "pair_count_2")
    data = yaml.safe_load((tmp_path / "tasks" / "pair_count_2" / "task.yaml").read_text())
    data.update({"id": "pair_count_2", "category": "Graph", "difficulty": "hard"})
    (tmp_path / "tasks" / "pair_count_2" / "task.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    narrowed = yaml.safe_load(params.read_text())
    narrowed["tasks"]["select"] = ["pair_count"]  # what a run takes; the stats are of the whole pack
    params.write_text(yaml.safe_dump(narrowed))
    result = CliRunner().invoke(app, ["tasks", "stats", "--params", str(params)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "| Two Pointers | 1 | 0 | 0 | 1 | 50% | 65 | 15% |" in lines  # pair_count: Two Pointers, easy
    assert "| Graph | 0 | 0 | 1 | 1 | 50% | 51 | 12% |" in lines
    assert "| Sort | 0 | 0 | 0 | 0 | 0% | 83 | 19% |" in lines
    assert "| tasks | 1 (50%) | 0 (0%) | 1 (50%) | 2 |  | 440 | easy 25% / medium 40% / hard 35% |" in lines
    assert "short tasks: 2 (goal 150; the paper has 440)" in lines


def test_margins_table_of_a_calibrating_and_a_broken_task(tmp_path: Path, cache: Path) -> None:
    params = broken_task(tmp_path, cache)
    result = CliRunner().invoke(app, ["tasks", "margins", "--task", "all", "--env", "O0", "--params", str(params)])
    assert result.exit_code == 0, result.output
    row = next(line for line in result.output.splitlines() if line.startswith("| pair_count |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[:4] == ["pair_count", "Two Pointers", "easy", "2x2"]
    assert float(cells[4]) >= 2.0 and float(cells[5]) > 0
    assert re.fullmatch(r"(brute-force|sort-two-pointers) row [12]: [0-9.]+ s \(\d+%\)", cells[6]), cells[6]

    (tmp_path / "broken").mkdir()
    broken = broken_task(tmp_path / "broken", cache, edit_baseline=("sort_two_pointers.cpp", "<= k", "< k"))
    result = CliRunner().invoke(app, ["tasks", "margins", "--task", "all", "--env", "O0", "--params", str(broken)])
    assert result.exit_code == 1
    assert "pair_count: test" in result.output and "baselines disagree" in result.output


def test_a_valid_task_is_judged_once_until_its_files_change(tmp_path: Path, cache: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Validating the pack again judges only what changed: a valid task's dominated solutions are
    not judged again, while the margins (read from the calibration) are checked every time."""
    judged: list[str] = []
    real = validation.dominated_problems

    def counting(session: Session, task: Any, env: Any, cal: Any) -> list[str]:
        judged.append(task.id)
        return real(session, task, env, cal)

    monkeypatch.setattr(validation, "dominated_problems", counting)
    params = broken_task(tmp_path, cache)
    assert problems(params) == [] and problems(params) == []
    first = len(judged)
    assert first <= 1  # judged once here, or found valid by an earlier test of this module
    dominated = tmp_path / "tasks" / "pair_count" / "dominated" / "copy_brute_force.cpp"
    dominated.write_text(dominated.read_text() + "\n// changed\n")
    assert problems(params) == []
    assert len(judged) == first + 1  # its files changed: judged again
    strict = yaml.safe_load(params.read_text())
    strict["calibrate"]["margin"] = 50.0
    params.write_text(yaml.safe_dump(strict))
    found = problems(params)  # a margin asked is checked, never cached
    assert found and all("does not discriminate" in p for p in found), found


def test_record_writes_what_ci_trusts(tmp_path: Path, cache: Path) -> None:
    params = broken_task(tmp_path, cache)
    task_dir = tmp_path / "tasks" / "pair_count"
    result = CliRunner().invoke(app, ["tasks", "validate", "pair_count", "--env", "O0", "--env", "py", "--record",
                                      "--params", str(params)])
    assert result.exit_code == 0, result.output
    records = read_validated(task_dir)
    task = load_task(task_dir)
    assert sorted(records) == ["O0", "py"]
    assert {r.content for r in records.values()} == {task.content_hash}  # the record is not part of the hash
    assert records["O0"].min_margin >= 2 and records["O0"].environment.endswith(session_env_id(params, "O0"))
    line = next(x for x in result.output.splitlines() if x.startswith("ok   pair_count"))
    assert f"min margin {records['O0'].min_margin:.2f}" in line
    assert unrecorded(task_dir, task.content_hash, ["O0", "py", "O2"]) == ["O2"]
    baseline = task_dir / "baselines" / "brute_force.cpp"
    baseline.write_text(baseline.read_text() + "\n")
    assert unrecorded(task_dir, load_task(task_dir).content_hash, ["O0", "py"]) == ["O0", "py"]


def session_env_id(params_path: Path, env: str) -> str:
    params = load_params(params_path)
    with Session(params) as session:
        return session.environment(params.environment(env)).id
