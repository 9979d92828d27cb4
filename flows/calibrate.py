"""Prefect flow for the `calibrate` stage: limits derived from the baselines' runs (no run here)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import load_params
from flows.common import publish, stage_args
from stages import calibrate as stage


@task(cache_policy=NONE)
def derive_limits(params_path: Path, baselines: Path, out: Path, environment: str | None) -> int:
    table = stage.run(params_path, baselines, out)
    publish(load_params(params_path).only(environment), "calibrate", {"limits": table})
    return int(table.num_rows)


@flow(name="calibrate", log_prints=True)
def calibrate_flow(params_path: Path, baselines: Path, out: Path, *, environment: str | None = None) -> int:
    rows = derive_limits(params_path, baselines, out, environment)
    print(f"{rows} cells -> {out}")
    return rows


if __name__ == "__main__":
    args = stage_args(sys.argv[1:], "baselines", "out")
    calibrate_flow(args.params, args.baselines, args.out, environment=args.env)
