"""The score stage run as its Prefect flow writes what the stage function writes."""

from __future__ import annotations

from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml

from best.tables import LIMITS, RUNS
from flows.stage_flow import run_flow
from stages import score as stage
from tests.conftest import FIXTURE_TASKS
from tests.unit.test_score_stage import limits_rows, measured, runs_rows, table

pytestmark = pytest.mark.server  # a Prefect flow: Prefect's API starts


def test_score_flow_matches_the_stage(tmp_path: Path) -> None:
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"tasks": {"root": str(FIXTURE_TASKS)}, "score": {"ks": [1, 3]},
                                      "storage": {"uri": str(tmp_path / "published")}}))
    pq.write_table(table([{**r, "task": "pair_count"} for r in limits_rows() if r["task"] == "t1"], LIMITS),
                   tmp_path / "limits.parquet")
    runs = measured([{**r, "task": "pair_count"} for r in runs_rows() if r["task"] == "t1"])
    pq.write_table(table(runs, RUNS),
                   tmp_path / "runs.parquet")
    rows = run_flow("score", params, runs=tmp_path / "runs.parquet", limits=tmp_path / "limits.parquet",
                    score=tmp_path / "flow")["tasks"]
    stage.run(params, tmp_path / "runs.parquet", tmp_path / "limits.parquet", tmp_path / "direct")
    assert rows == 10  # 3 settings x 2 ks dual@k, plus pass@k and eff@k at each k
    for f in (tmp_path / "direct").rglob("*"):
        if f.is_file():
            assert (tmp_path / "flow" / f.relative_to(tmp_path / "direct")).read_bytes() == f.read_bytes(), f
