"""The environment and calibrate stages on the fixture task: their tables, their determinism, their flows."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from best.errors import BestError
from best.params import load_params
from best.session import Session
from best.tables import ENVIRONMENTS, LIMITS, read_table
from flows.calibrate import calibrate_flow
from stages import calibrate, environment
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


def test_limits_table_matches_the_calibration(pair_count_params: Path, tmp_path: Path) -> None:
    out = tmp_path / "limits.parquet"
    table = calibrate.run(pair_count_params, out)
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
    calibrate.run(pair_count_params, out)
    assert out.read_bytes() == first
    assert pq.read_metadata(out).num_rows == 4


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
    calibrate.run(pair_count_params, stage_out)
    assert calibrate_flow(pair_count_params, flow_out) == 4
    assert flow_out.read_bytes() == stage_out.read_bytes()
