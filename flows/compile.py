"""Prefect flow for the `compile` stage: one task run per (environment, task), side by side.

Compilation is not measured, so items run on every core. A task run's result is cached
by content (its sources, the task, the toolchain settings), and the builds themselves by
the judge's build cache, so a repeated run compiles nothing twice.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from prefect import flow, task, unmapped
from prefect.cache_policies import NONE
from prefect.task_runners import ThreadPoolTaskRunner

from best.params import Params, load_params
from best.tables import GENERATIONS, read_table
from flows.common import RETRIES, RETRY_DELAY_S, gather, publish, stage_args, transient
from stages import compile as stage


@task(cache_policy=NONE, retries=RETRIES, retry_delay_seconds=RETRY_DELAY_S, retry_condition_fn=transient,
      task_run_name="compile {item.name}")
def build_item(params: Params, item: stage.Item) -> dict[str, dict[str, Any]]:
    return stage.build_item(params, item)


@flow(name="compile", log_prints=True,
      task_runner=ThreadPoolTaskRunner(max_workers=os.cpu_count() or 1))  # type: ignore[arg-type]
def compile_flow(params_path: Path, generations: Path, out: Path, *, environment: str | None = None) -> int:
    params = load_params(params_path).only(environment)
    table = read_table(generations, GENERATIONS)
    items = stage.plan(params, table)
    results = gather(items, list(build_item.map(unmapped(params), items)), "compile")
    built = {(i.environment, i.task): r for i, r in results.items()}
    written = stage.write(stage.rows(params, table, built), out)
    publish(params, "compile", {"builds": written})
    print(f"{written.num_rows} builds ({sum(written.column('ok').to_pylist())} compiled) -> {out}")
    return int(written.num_rows)


if __name__ == "__main__":
    args = stage_args(sys.argv[1:], "generations", "out")
    compile_flow(args.params, args.generations, args.out, environment=args.env)
