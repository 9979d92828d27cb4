"""Each declared stage as a Prefect flow: its phases' items as task runs, its tables published.

The flow does what `stages.stage.run` does in one process, through the same `run_with`:
only the mapping of a phase's items differs (task runs on the runner the phase's spread
asks for, retried on what may pass by itself), and the tables are published to storage
once written. Prefect keeps no copy of a result: builds, measured rows and calibrations
live once, in the judge's content-keyed cache, so a retried or rerun task run redoes
nothing that finished.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import Any

import pyarrow as pa
from prefect import Flow, flow, task
from prefect.cache_policies import NONE
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner

from best.layout import DATA, Layout
from best.params import Params, load_params
from flows.common import RETRIES, gather, publish, task_runner, transient
from stages import registry
from stages.stage import Context, Mapper, Phase, Stage, run_with


@task(cache_policy=NONE, retries=RETRIES, retry_condition_fn=transient)
def do_item(stage: str, phase: str, params: Params, item: Any) -> Any:
    """One item of a phase, found by name so that a Dask worker needs only the module."""
    return registry.phase(stage, phase).work(params, item)


def _mapper(stage: Stage, ctx: Context) -> Mapper:
    def run_phase(phase: Phase[Any], items: list[Any]) -> dict[Any, Any]:
        runs = [do_item.with_options(task_run_name=f"{stage.name}: {i.name}",
                                     retry_delay_seconds=phase.retry_delay_s)
                .submit(stage.name, phase.name, ctx.params, i) for i in items]
        return gather(items, runs, f"{stage.name}: {phase.name}")
    return run_phase


def _summary(tables: dict[str, pa.Table], ctx: Context) -> str:
    written = [f"{t.num_rows} {name} -> {ctx.paths.get(name, ctx.layout.root)}" for name, t in sorted(tables.items())]
    return ", ".join(written) or "written"


@cache
def flow_of(name: str) -> Flow[..., dict[str, int]]:
    stage = registry.stage(name)

    @flow(name=stage.name, description=stage.summary, log_prints=True)
    def stage_flow(params_path: Path, environment: str | None = None, data: Path = DATA.root,
                   paths: dict[str, Path] | None = None) -> dict[str, int]:
        ctx = stage.context(params_path, environment, Layout(data), **(paths or {}))
        tables = run_with(stage, ctx, _mapper(stage, ctx))
        publish(ctx.params, stage.name, tables)
        print(f"{stage.name}{f' ({environment})' if environment else ''}: {_summary(tables, ctx)}")
        return {table: int(t.num_rows) for table, t in tables.items()}

    return stage_flow


def runner_for(stage: Stage, params: Params) -> TaskRunner[Any]:
    """Measured work as execute.pool allows (timings share the machine), the rest on every core or one."""
    spreads = {p.spread for p in stage.phases}
    if "measured" in spreads:
        return task_runner(params.execute)
    return ThreadPoolTaskRunner(max_workers=(os.cpu_count() or 1) if "cores" in spreads else 1)


def run_flow(name: str, params_path: Path, environment: str | None = None, data: Path = DATA.root,
             **paths: Path) -> dict[str, int]:
    """The stage's flow on the task runner its phases ask for (a subflow when called inside a flow)."""
    stage_flow = flow_of(name)
    runner = runner_for(registry.stage(name), load_params(params_path))
    return stage_flow.with_options(task_runner=runner)(params_path, environment, data, paths or None)
