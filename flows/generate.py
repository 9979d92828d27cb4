"""Prefect flow for the `generate` stage: one task run per model.

Each model's samples go to the durable sample store as they finish, so a retried or
rerun task run generates only what is missing; the table is written once every model is
done, in a fixed order.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NONE

from best.params import DEFAULT_PARAMS, load_params
from flows.common import RETRIES, publish, transient
from stages import generate as stage


@task(cache_policy=NONE, retries=RETRIES, retry_delay_seconds=10, retry_condition_fn=transient,
      task_run_name="generate {model_name}")
def generate_model(params_path: Path, model_name: str) -> list[dict[str, Any]]:
    return stage.generate(load_params(params_path), models=[model_name])


@flow(name="generate", log_prints=True)
def generate_flow(params_path: Path = DEFAULT_PARAMS, out: Path = stage.OUT) -> int:
    rows: list[dict[str, Any]] = []
    for model in load_params(params_path).generate.models:
        rows += generate_model(params_path, model.name)
    table = stage.write(rows, out)
    publish(load_params(params_path), "generate", {"generations": table})
    print(f"{table.num_rows} samples -> {out}")
    return int(table.num_rows)


if __name__ == "__main__":
    generate_flow(*(Path(a) for a in sys.argv[1:3]))
