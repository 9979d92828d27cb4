"""The environment, execute (baselines) and calibrate stages on the fixture task: tables, determinism, flows."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from best.errors import BestError
from best.params import load_params
from best.session import Session
from best.tables import BASELINE_RUNS, BASELINE_RUNS_KEY, ENVIRONMENTS, LIMITS, read_table, write_table
from flows.stage_flow import run_flow
from stages import calibrate, environment, execute
from tests.conftest import needs_root

pytestmark = needs_root


def test_environment_table_fingerprints_each_environment(pair_count_params: Path, tmp_path: Path) -> None:
    out = tmp_path / "environments.parquet"
    table = environment.run(pair_count_params, out)
    assert table.schema.equals(ENVIRONMENTS)
    (row,) = table.to_pylist()
    with Session(load_params(pair_count_params)) as session:
        fp = session.environment(load_params(pair_count_params).environment("O0"))
    assert row["environment"] == "O0"
    assert row["environment_id"] == fp.id
    assert row["cores"] == len(os.sched_getaffinity(0))
    assert row["flags"] == []
    first = out.read_bytes()
    environment.run(pair_count_params, out)
    assert out.read_bytes() == first


def baselines(params_path: Path, out: Path) -> Path:
    """The execute stage's baseline table for the fixture task."""
    params = load_params(params_path)
    with Session(params) as session:
        rows = execute.run_baselines(params, execute.BaselineItem("O0", "pair_count"), session)
    write_table(rows, BASELINE_RUNS, BASELINE_RUNS_KEY, out)
    return out


def test_limits_are_derived_from_the_baselines_runs_alone(pair_count_params: Path, tmp_path: Path) -> None:
    measured = baselines(pair_count_params, tmp_path / "baselines.parquet")
    assert {(r["baseline"], r["row"]) for r in read_table(measured, BASELINE_RUNS).to_pylist()} == {
        ("brute-force", 1), ("brute-force", 2), ("sort-two-pointers", 1), ("sort-two-pointers", 2)}
    out = tmp_path / "limits.parquet"
    table = calibrate.run(pair_count_params, measured, out)
    params = load_params(pair_count_params)
    with Session(params) as session:
        (task,) = session.tasks(["pair_count"])
        cal = session.calibrate(task, params.environment("O0"))
    rows = read_table(out, LIMITS).to_pylist()
    assert rows == table.to_pylist()
    assert [(r["row"], r["col"]) for r in rows] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    for r in rows:
        assert r["task"] == "pair_count"
        assert r["environment_id"] == cal.environment["id"]
        assert r["time_limit_ms"] == cal.limits.time_ms[r["row"] - 1]
        assert r["memory_limit_kb"] == cal.limits.memory_kb[r["row"] - 1][r["col"] - 1]
        assert r["discriminating"] == (cal.margin(r["row"], r["col"]) >= params.calibrate.margin)
        # the baselines declared for the cell, and only they, pass it; t* is the fastest of them
        declared = {b.name for b in task.baselines if b.passes(r["row"], r["col"])}
        assert r["baseline_passes"] == len(declared)
        assert r["baseline_time_ms"] == min((m.time_ms for m in cal.measurements
                                             if m.row == r["row"] and m.baseline in declared), default=None)
    assert sum(r["baseline_passes"] == 0 for r in rows) == 1  # the fixture's (2, 2): no baseline is fast and small
    # A second run reuses the cached calibration and must give the same bytes.
    first = out.read_bytes()
    calibrate.run(pair_count_params, measured, out)
    assert out.read_bytes() == first
    assert pq.read_metadata(out).num_rows == 4


def test_limits_from_another_version_of_the_task_are_refused(pair_count_params: Path, tmp_path: Path) -> None:
    measured = read_table(baselines(pair_count_params, tmp_path / "b.parquet"), BASELINE_RUNS).to_pylist()
    stale = [{**r, "task_hash": "0" * 16} for r in measured]
    write_table(stale, BASELINE_RUNS, BASELINE_RUNS_KEY, tmp_path / "stale.parquet")
    with pytest.raises(BestError, match="another version of the task") as err:
        calibrate.run(pair_count_params, tmp_path / "stale.parquet", tmp_path / "limits.parquet")
    assert err.value.field == "task_hash"


def test_a_failed_calibration_is_an_error_naming_task_and_environment(pair_count_params: Path) -> None:
    params = load_params(pair_count_params)
    with Session(params) as session:
        (task,) = session.tasks(["pair_count"])
        cal = session.calibrate(task, params.environment("O0"))
    broken = dataclasses.replace(cal, problems=("baseline brute-force fails cell (1,1): TLE",))
    with pytest.raises(BestError) as err:
        calibrate.limits_rows(broken, 2.0)
    assert "pair_count" in str(err.value)
    assert "environment O0" in str(err.value)
    assert "brute-force fails cell (1,1)" in str(err.value)


@pytest.mark.slow
def test_calibrate_flow_writes_the_same_table_as_the_stage(pair_count_params: Path, tmp_path: Path) -> None:
    stage_out, flow_out = tmp_path / "stage.parquet", tmp_path / "flow.parquet"
    measured = baselines(pair_count_params, tmp_path / "baselines.parquet")
    calibrate.run(pair_count_params, measured, stage_out)
    assert run_flow("calibrate", pair_count_params, baselines=measured, limits=flow_out) == {"limits": 4}
    assert flow_out.read_bytes() == stage_out.read_bytes()
