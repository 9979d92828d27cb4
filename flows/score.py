"""Prefect flow for the `score` stage: one pure function over the runs and limits tables.

Scoring takes seconds, so it is a single task; its retries cover a transient read of the
inputs (say, from a mounted remote) rather than the computation.
"""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import load_params
from flows.common import publish, stage_args, transient
from stages import score as stage


@task(cache_policy=NONE, retries=1, retry_delay_seconds=5, retry_condition_fn=transient)
def score_tables(params_path: Path, runs: Path, limits: Path, out: Path, environment: str | None) -> int:
    tables = stage.run(params_path, runs, limits, out)
    publish(load_params(params_path).only(environment), "score", tables)
    return int(tables["tasks"].num_rows)


@flow(name="score", log_prints=True)
def score_flow(params_path: Path, runs: Path, limits: Path, out: Path, *, environment: str | None = None) -> int:
    rows = score_tables(params_path, runs, limits, out, environment)
    print(f"{rows} task scores -> {out}")
    return rows


if __name__ == "__main__":
    args = stage_args(sys.argv[1:], "runs", "limits", "out")
    score_flow(args.params, args.runs, args.limits, args.out, environment=args.env)
