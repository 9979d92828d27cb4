"""Prefect flow for the `score` stage: one pure function over the runs and limits tables.

Scoring takes seconds, so it is a single task; its retries cover a transient read of the
inputs (say, from a mounted remote) rather than the computation.
"""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import DEFAULT_PARAMS, load_params
from flows.common import publish, transient
from stages import score as stage


@task(cache_policy=NONE, retries=1, retry_delay_seconds=5, retry_condition_fn=transient)
def score_tables(params_path: Path, runs: Path, limits: Path, out: Path) -> int:
    tables = stage.run(params_path, runs, limits, out)
    publish(load_params(params_path), "score", tables)
    return int(tables["tasks"].num_rows)


@flow(name="score", log_prints=True)
def score_flow(params_path: Path = DEFAULT_PARAMS, runs: Path = stage.RUNS_IN, limits: Path = stage.LIMITS_IN,
               out: Path = stage.OUT) -> int:
    rows = score_tables(params_path, runs, limits, out)
    print(f"{rows} task scores -> {out}")
    return rows


if __name__ == "__main__":
    score_flow(*(Path(a) for a in sys.argv[1:5]))
