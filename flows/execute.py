"""Prefect flow for the `execute` stage: baselines, then sample rows, mapped over a task runner.

`execute.runner` picks the runner: `local` runs `execute.workers` items side by side
(default 1, since items are timings), `dask` sends them to the Dask scheduler at
`execute.scheduler`, one worker per core. Baselines go first, because they record the
expected outputs every sample is checked against and the limits every sample is run
against. Prefect retries a task run but keeps no copy of its result: each measured row
and calibration lives once, in the judge's content-keyed cache (best/cache.py), so a
repeated or resumed run re-measures nothing that finished.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from prefect import flow, task, unmapped
from prefect.cache_policies import NONE

from best.params import Params, load_params
from best.tables import BUILDS, GENERATIONS, read_table
from flows.common import RETRIES, RETRY_DELAY_S, gather, publish, stage_args, task_runner, transient
from stages import execute as stage


@task(cache_policy=NONE, retries=RETRIES, retry_delay_seconds=RETRY_DELAY_S, retry_condition_fn=transient,
      task_run_name="{item.name}")
def run_baselines(params: Params, item: stage.BaselineItem) -> list[dict[str, Any]]:
    return stage.run_baselines(params, item)


@task(cache_policy=NONE, retries=RETRIES, retry_delay_seconds=RETRY_DELAY_S, retry_condition_fn=transient,
      task_run_name="{batch.name}")
def run_rows(params: Params, batch: stage.RowBatch) -> list[dict[str, Any]]:
    return stage.run_rows(params, batch)


@flow(name="execute", log_prints=True)
def execute_flow(params_path: Path, builds: Path, generations: Path, runs_out: Path, baselines_out: Path, *,
                 environment: str | None = None) -> int:
    params = load_params(params_path).only(environment)
    built = read_table(builds, BUILDS)
    baselines, items = stage.plan(params, built, read_table(generations, GENERATIONS))
    measured_baselines = gather(baselines, list(run_baselines.map(unmapped(params), baselines)), "baselines")
    baseline_rows = [r for b in baselines for r in measured_baselines[b]]
    batches = stage.batches(items)
    measured_rows = gather(batches, list(run_rows.map(unmapped(params), batches)), "sample rows (batches)")
    results = {i: r for b in batches for i, r in zip(b.items, measured_rows[b], strict=True)}
    runs, measured = stage.write(stage.assemble(built, results, params), baseline_rows, runs_out, baselines_out)
    publish(params, "execute", {"runs": runs, "baselines": measured})
    print(f"{runs.num_rows} sample runs ({len(items)} distinct builds x rows), {measured.num_rows} baseline rows "
          f"-> {runs_out}, {baselines_out}")
    return int(runs.num_rows)


def execute(params_path: Path, builds: Path, generations: Path, runs_out: Path, baselines_out: Path, *,
            environment: str | None = None) -> int:
    """The flow on the task runner that params ask for."""
    runner = task_runner(load_params(params_path).execute)
    return int(execute_flow.with_options(task_runner=runner)(params_path, builds, generations, runs_out,
                                                             baselines_out, environment=environment))


if __name__ == "__main__":
    args = stage_args(sys.argv[1:], "builds", "generations", "runs", "baselines")
    execute(args.params, args.builds, args.generations, args.runs, args.baselines, environment=args.env)
