"""What the stage flows share: retry rules, task runners, progress, publishing."""

from __future__ import annotations

from typing import Any, TypeVar

import pyarrow as pa
from prefect import Task
from prefect.client.schemas.objects import State, TaskRun
from prefect.futures import PrefectFuture, as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner

from best.errors import BestError
from best.params import ExecuteParams, Params
from best.progress import Progress
from best.storage import Storage

RETRIES = 2
RETRY_DELAY_S = 5
T = TypeVar("T")
R = TypeVar("R")


def transient(task: Task[..., Any], run: TaskRun, state: State[Any]) -> bool:
    """Retry what may go away (a lost worker, a full queue, a flaky mount), not a user error."""
    try:
        state.result(raise_on_failure=True)
    except BestError:
        return False
    except Exception:  # anything else may not happen again
        return True
    return False


def gather(items: list[T], futures: list[PrefectFuture[R]], label: str) -> dict[T, R]:
    """Each item's result, as task runs finish, with a progress line on stderr."""
    item_of = {id(f): i for f, i in zip(futures, items, strict=True)}
    bar = Progress(total=len(items), label=label)
    results: dict[T, R] = {}
    for future in as_completed(futures):
        results[item_of[id(future)]] = future.result()
        bar.tick()
    return {i: results[i] for i in items}


def task_runner(execute: ExecuteParams) -> TaskRunner[Any]:
    """`execute.pool`: threads on this machine, or a Dask cluster at `execute.scheduler`."""
    if execute.pool == "dask":
        from prefect_dask.task_runners import DaskTaskRunner  # noqa: PLC0415 - Dask loads only where asked for

        return DaskTaskRunner(address=execute.scheduler)
    return ThreadPoolTaskRunner(max_workers=execute.workers)


def publish(params: Params, stage: str, tables: dict[str, pa.Table]) -> list[str]:
    """Every table of a stage, under <storage.uri>/<environment>/<stage>/<name>.parquet."""
    storage = Storage.from_params(params.storage)
    environments = [e.name for e in params.executed()]
    return [uri for name, table in sorted(tables.items()) for uri in storage.publish(stage, name, table, environments)]
