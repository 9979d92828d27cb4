"""Prefect flow for the `environment` stage (fingerprints are cheap: one task run)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.params import load_params
from flows.common import publish, stage_args
from stages import environment as stage


@flow(name="environment", log_prints=True)
def environment_flow(params_path: Path, out: Path, *, environment: str | None = None) -> int:
    table = stage.run(params_path, out, environment)
    publish(load_params(params_path).only(environment), "environment", {"environments": table})
    print(f"{table.num_rows} environments -> {out}")
    return int(table.num_rows)


if __name__ == "__main__":
    args = stage_args(sys.argv[1:], "out")
    environment_flow(args.params, args.out, environment=args.env)
