"""Every verdict, judged end to end on the 2x2 fixture task, and `best judge` from the command line."""

from __future__ import annotations

import json
import math
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from best.limits import Calibration
from best.params import Params, load_params
from best.session import Session
from tests.conftest import ROOT, needs_root
from tests.integration.test_time_ground_truth import SPIN

pytestmark = needs_root

FIXTURES = ROOT / "tests" / "fixtures" / "tasks"
BASELINES = FIXTURES / "pair_count" / "baselines"


@pytest.fixture(scope="module")
def params_file(pair_count_params: Path) -> Path:
    return pair_count_params


@pytest.fixture(scope="module")
def session(params_file: Path) -> Iterator[Session]:
    with Session(load_params(params_file)) as s:
        yield s


@pytest.fixture(scope="module")
def calibration(session: Session) -> Calibration:
    (task,) = session.tasks(["pair_count"])
    cal = session.calibrate(task, session.params.environment())
    assert not cal.problems, cal.problems
    return cal


def verdicts(session: Session, calibration: Calibration, source: str) -> dict[tuple[int, int], str]:
    (task,) = session.tasks(["pair_count"])
    report = session.judge(task, source, session.params.environment(), calibration)
    return {(c.row, c.col): c.verdict.value for c in report.cells}


def wrap(body: str) -> str:
    return f"class Solution {{\npublic:\n    long long solve(const vector<int>& a, int k) {{\n{body}\n    }}\n}};\n"


def test_baselines_get_exactly_their_cells(session: Session, calibration: Calibration) -> None:
    fast = verdicts(session, calibration, (BASELINES / "sort_two_pointers.cpp").read_text())
    assert fast == {(1, 1): "AC", (2, 1): "AC", (1, 2): "MLE", (2, 2): "MLE"}
    small = verdicts(session, calibration, (BASELINES / "brute_force.cpp").read_text())
    assert small == {(1, 1): "AC", (1, 2): "AC", (2, 1): "TLE", (2, 2): "TLE"}


def test_wrong_answer(session: Session, calibration: Calibration) -> None:
    source = (BASELINES / "sort_two_pointers.cpp").read_text().replace("<= k", "< k")
    assert set(verdicts(session, calibration, source).values()) == {"WA"}


def test_runtime_error(session: Session, calibration: Calibration) -> None:
    assert set(verdicts(session, calibration, wrap("abort();")).values()) == {"RE"}


def test_compile_error(session: Session, calibration: Calibration) -> None:
    (task,) = session.tasks(["pair_count"])
    report = session.judge(task, wrap("return undeclared_name;"), session.params.environment(), calibration)
    assert {c.verdict.value for c in report.cells} == {"CE"}
    assert "undeclared_name" in report.build.log
    assert all(c.time_ms is None and c.memory_kb is None for c in report.cells)


def test_a_compile_log_names_no_path_of_this_machine(session: Session, calibration: Calibration) -> None:
    # An error inside a library header quotes the include chain through the precompiled prelude
    (task,) = session.tasks(["pair_count"])
    report = session.judge(task, wrap("set<int> s; s.insert(a); return 0;"), session.params.environment(),
                           calibration)
    assert "/judge/toolchain/prelude.h" in report.build.log, report.build.log[:2000]
    assert str(session.cache.root) not in report.build.log


def test_memory_limit(session: Session, calibration: Calibration) -> None:
    source = wrap("vector<char*> v; for (;;) { char* p = new char[1 << 20]; memset(p, 1, 1 << 20); v.push_back(p); }")
    assert set(verdicts(session, calibration, source).values()) == {"MLE"}


def test_output_limit(session: Session, calibration: Calibration) -> None:
    source = wrap("string s(1 << 16, 'x'); for (;;) fwrite(s.data(), 1, s.size(), stdout);")
    assert set(verdicts(session, calibration, source).values()) == {"OLE"}


def test_time_limit_everywhere(session: Session, calibration: Calibration) -> None:
    assert set(verdicts(session, calibration, wrap("for (volatile int i = 0;; ++i) {}")).values()) == {"TLE"}


def test_a_cell_stops_at_its_first_failure(session: Session, calibration: Calibration) -> None:
    """Wrong only on the hand-written extremes test: the row's later tests do not run."""
    source = wrap("if (a.size() == 5) return -1;\n" + (BASELINES / "sort_two_pointers.cpp").read_text()
                  .split("int k) {", 1)[1].rsplit("}", 2)[0])
    (task,) = session.tasks(["pair_count"])
    report = session.judge(task, source, session.params.environment(), calibration)
    first = next(c for c in report.cells if (c.row, c.col) == (1, 1))
    assert first.verdict.value == "WA" and first.test == "r1-extremes"
    assert "expected" in first.detail


def test_main_in_the_solution_is_ignored(session: Session, calibration: Calibration) -> None:
    source = (BASELINES / "sort_two_pointers.cpp").read_text() + "\nint main() { return 1; }\n"
    assert verdicts(session, calibration, source)[(2, 1)] == "AC"


def test_a_must_fail_class_far_from_the_passing_ones_is_measured_once(tmp_path: Path) -> None:
    """The sorting baseline made to spin 40 ms a call puts brute force's row-2 time (1.5 s here)
    between 10 P and 100 P, with room for a CPU about three times faster or slower: it runs to
    completion, once on each test slower than slack x P, and the row's limit is
    still sqrt(P F) of what was measured."""
    root = tmp_path / "tasks"
    shutil.copytree(FIXTURES / "pair_count", root / "pair_count")
    source = root / "pair_count" / "baselines" / "sort_two_pointers.cpp"
    source.write_text(SPIN + source.read_text().replace("vector<int> s(a);", "spin_ms(40);\n        vector<int> s(a);"))
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"tasks": {"root": str(root)}, "environments": [{"name": "O0", "flags": []}],
                                      "judge": {"environment": "O0", "cache_dir": str(tmp_path / "cache")}}))
    with Session(load_params(params)) as s:
        (task,) = s.tasks(["pair_count"])
        cal = s.calibrate(task, s.params.environment())
        slack, repeats = s.params.calibrate.slack, s.params.calibrate.repeats
    assert not cal.problems, cal.problems
    (brute,) = [m for m in cal.measurements if m.baseline == "brute-force" and m.row == 2]
    row2 = cal.time[1]
    assert not brute.censored and slack * row2.p < brute.time_ms < slack * slack * row2.p
    slow = [t for t in brute.tests if t.time_ms is not None and t.time_ms > slack * row2.p]
    assert slow and all(t.attempts == 1 for t in slow)
    assert row2.f == brute.time_ms and row2.limit == pytest.approx(math.sqrt(row2.p * brute.time_ms))
    spun = [t for m in cal.measurements if m.baseline == "sort-two-pointers" for t in m.tests]
    assert all(t.time_ms is not None and t.time_ms >= 40 for t in spun)
    assert any(t.attempts == repeats for t in spun)  # a class that must pass gets every attempt


def test_a_slower_class_that_must_fail_is_stopped_once_it_fails_by_the_margin(pack_session: Session) -> None:
    """max_divisor_count_queries' row 3: the sieve (time rank 2) sets F; the per-query scan (rank 1)
    only has to fail by the margin, so it is stopped at margin x the row's limit, not run to F."""
    (task,) = pack_session.tasks(["max_divisor_count_queries"])
    cal = pack_session.calibrate(task, pack_session.params.environment("O0"))
    assert not cal.problems, cal.problems
    ranks = {b.name: b.time_rank for b in task.baselines}
    row3 = {ranks[m.baseline]: m for m in cal.measurements if m.row == 3}
    limit, margin = cal.time[2].limit, pack_session.params.calibrate.margin
    assert cal.time[2].f == row3[2].time_ms  # F is the fastest failing class's
    assert row3[1].censored and row3[1].time_ms == pytest.approx(margin * limit)
    assert cal.time[2].margin == pytest.approx(min(limit / cal.time[2].p, row3[2].time_ms / limit))


def test_calibration_is_cached(session: Session, calibration: Calibration) -> None:
    (task,) = session.tasks(["pair_count"])
    again = session.calibrate(task, session.params.environment())
    assert again == calibration


# --- the command line ---------------------------------------------------------------------


def cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cli_judge_json(params_file: Path, calibration: Calibration, tmp_path: Path) -> None:
    solution = tmp_path / "solution.cpp"
    solution.write_text((BASELINES / "sort_two_pointers.cpp").read_text())
    code, out, _ = cli("judge", "--task", "pair_count", "--solution", str(solution), "--json",
                       "--params", str(params_file))
    assert code == 0
    report = json.loads(out)  # exactly one JSON object
    assert set(report) == {"task", "language", "environment", "compile", "cells", "summary"}
    assert report["task"] == "pair_count" and report["language"] == "cpp"
    assert report["environment"] == calibration.environment["id"]
    assert report["compile"]["ok"] is True
    assert [(c["row"], c["col"]) for c in report["cells"]] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    cell = report["cells"][0]
    assert {"row", "col", "verdict", "time_ms", "memory_kb", "time_limit_ms", "memory_limit_kb"} <= set(cell)
    assert cell["verdict"] == "AC" and cell["time_ms"] > 0 and cell["memory_kb"] > 0
    assert cell["time_limit_ms"] == pytest.approx(calibration.time[0].limit, abs=1e-3)
    assert cell["slowest_test"].startswith("r1-") and cell["time_censored"] is False
    assert cell["stated_time_ms"] == 160.0 and cell["stated_memory_kb"] == 90.0  # the fixture's stated.yaml
    # (1,1) and (2,1) of the cells the baselines pass, (1,1) (1,2) (2,1): weights 1, 1.2, 1.2 (τ = σ = 1.2)
    assert report["summary"] == {"cells_passed": 2, "cells": 4, "setting": "dual", "dual_at_1": round(2.2 / 3.4, 4)}


def test_cli_judge_explains_its_verdicts(params_file: Path, calibration: Calibration, tmp_path: Path) -> None:
    solution = tmp_path / "solution.cpp"
    solution.write_text((BASELINES / "brute_force.cpp").read_text())
    code, out, _ = cli("judge", "--task", "pair_count", "--solution", str(solution), "--params", str(params_file))
    assert code == 0
    lines = out.splitlines()
    accepted = next(li for li in lines if li.startswith("  (1,2) AC "))
    assert "slowest test: r1-" in accepted and "(160) ms" in accepted  # the stated limit beside the calibrated
    stopped = next(li for li in lines if li.startswith("  (2,1) TLE "))
    assert "time > " in stopped and "(stopped, " in stopped  # a lower bound, said to be one
    assert "memory - /" in stopped  # a run stopped for time has no memory figure to read
    assert any("(row, col) = (time rank, space rank)" in li for li in lines)
    assert lines[-1].startswith("summary: 2 of 4 cells passed; as every cell's sample, this solution's dual@1 "
                                "on the task is 0.65 (setting dual")


def test_cli_compile_error_is_still_a_completed_judgement(params_file: Path, tmp_path: Path) -> None:
    solution = tmp_path / "broken.cpp"
    solution.write_text("class Solution { this is not C++ };")
    code, out, _ = cli("judge", "--task", "pair_count", "--solution", str(solution), "--json",
                       "--params", str(params_file))
    assert code == 0
    report = json.loads(out)
    assert report["compile"]["ok"] is False and report["compile"]["log"]
    assert {c["verdict"] for c in report["cells"]} == {"CE"}


@pytest.mark.parametrize("setup,message", [
    (lambda p: None, "not found"),
    (lambda p: p.write_text(""), "empty"),
    (lambda p: p.write_bytes(b"\x7fELF\x00\x01binary"), "binary"),
    (lambda p: p.write_bytes(b"class \xff\xfe Solution"), "UTF-8"),
    (lambda p: p.mkdir(), "not a regular file"),
])
def test_cli_rejects_bad_solution_files(params_file: Path, tmp_path: Path, setup: object, message: str) -> None:
    path = tmp_path / "solution.cpp"
    setup(path)  # type: ignore[operator]
    code, out, err = cli("judge", "--task", "pair_count", "--solution", str(path), "--params", str(params_file))
    assert code != 0 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and str(path) in lines[0]


def test_cli_unknown_task(params_file: Path, tmp_path: Path) -> None:
    solution = tmp_path / "s.cpp"
    solution.write_text(wrap("return 0;"))
    code, _, err = cli("judge", "--task", "no_such_task", "--solution", str(solution), "--params", str(params_file))
    assert code != 0 and "unknown task" in err and len(err.strip().splitlines()) == 1


def test_cli_broken_task_pack(tmp_path: Path) -> None:
    root = tmp_path / "tasks"
    (root / "broken").mkdir(parents=True)
    (root / "broken" / "task.yaml").write_text("id: broken\ntitle: [unclosed\n")
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"tasks": {"root": str(root)}, "judge": {"cache_dir": str(tmp_path / "c")}}))
    solution = tmp_path / "s.cpp"
    solution.write_text(wrap("return 0;"))
    code, _, err = cli("judge", "--task", "broken", "--solution", str(solution), "--params", str(params))
    assert code != 0 and "task.yaml" in err and len(err.strip().splitlines()) == 1


def test_params_are_validated(tmp_path: Path) -> None:
    params = tmp_path / "params.yaml"
    params.write_text("judge:\n  time_repeat: 3\n")
    code, _, err = cli("tasks", "list", "--params", str(params))
    assert code == 2 and "judge.time_repeat" in err and "unknown key" in err
    assert Params().judge.time_repeats == 3
