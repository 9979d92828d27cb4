"""Prefect flow for the `calibrate` stage: limits derived from the baselines' runs (no run here)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import DEFAULT_PARAMS, load_params
from flows.common import publish
from stages import calibrate as stage


@task(cache_policy=NONE)
def derive_limits(params_path: Path, baselines: Path, out: Path) -> int:
    table = stage.run(params_path, baselines, out)
    publish(load_params(params_path), "calibrate", {"limits": table})
    return int(table.num_rows)


@flow(name="calibrate", log_prints=True)
def calibrate_flow(params_path: Path = DEFAULT_PARAMS, baselines: Path = stage.BASELINES_IN,
                   out: Path = stage.OUT) -> int:
    rows = derive_limits(params_path, baselines, out)
    print(f"{rows} cells -> {out}")
    return rows


if __name__ == "__main__":
    calibrate_flow(*(Path(a) for a in sys.argv[1:4]))
