"""Prefect flow for the `environment` stage (fingerprints are cheap: one task run)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.params import DEFAULT_PARAMS, load_params
from flows.common import publish
from stages import environment as stage


@flow(name="environment", log_prints=True)
def environment_flow(params_path: Path = DEFAULT_PARAMS, out: Path = stage.OUT) -> int:
    table = stage.run(params_path, out)
    publish(load_params(params_path), "environment", {"environments": table})
    print(f"{table.num_rows} environments -> {out}")
    return int(table.num_rows)


if __name__ == "__main__":
    environment_flow(*(Path(a) for a in sys.argv[1:3]))
