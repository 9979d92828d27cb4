"""Prefect flow for the `calibrate` stage: one task run per (task, environment).

Runs are submitted one at a time on purpose (calibration is a timing; see
stages/calibrate.py), so a failed pair is retried alone and the flow's UI shows which
pair took how long. Results are not persisted by Prefect: the judge's own cache under
.cache/best already keeps each calibration, keyed by environment and task content.
"""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import DEFAULT_PARAMS, load_params
from stages import calibrate as stage


@task(cache_policy=NONE, retries=1, retry_delay_seconds=5, task_run_name="calibrate {task_id} in {env_name}")
def calibrate_pair(params_path: Path, task_id: str, env_name: str) -> list[dict[str, object]]:
    return stage.calibrate_one(load_params(params_path), task_id, env_name)


@flow(name="calibrate", log_prints=True)
def calibrate_flow(params_path: Path = DEFAULT_PARAMS, out: Path = stage.OUT) -> int:
    rows: list[dict[str, object]] = []
    for task_id, env_name in stage.plan(load_params(params_path)):
        rows += calibrate_pair(params_path, task_id, env_name)
    table = stage.write(rows, out)
    print(f"{table.num_rows} cells -> {out}")
    return int(table.num_rows)


if __name__ == "__main__":
    calibrate_flow(*(Path(a) for a in sys.argv[1:3]))
