"""What the stage flows share: retry rules, task runners, progress, publishing."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import pyarrow as pa
from prefect import Task
from prefect.client.schemas.objects import State, TaskRun
from prefect.futures import PrefectFuture, as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner

from best.errors import BestError, ParamsError
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

        security = dask_security(execute)
        return DaskTaskRunner(address=execute.scheduler, client_kwargs={"security": security} if security else None)
    return ThreadPoolTaskRunner(max_workers=execute.workers)


def dask_security(execute: ExecuteParams) -> Any:
    """The client's side of a `tls://` scheduler's mutual TLS (None for loopback tcp://, which
    ExecuteParams admits only there): `execute.tls`, else distributed's own settings. Missing
    credentials are named here, before a connection that would fail with an SSL error."""
    from distributed import Security  # noqa: PLC0415

    if not (execute.scheduler or "").startswith("tls://"):
        return None
    if execute.tls is not None:
        for field in ("ca_file", "cert", "key"):
            path = Path(getattr(execute.tls, field))
            if not path.is_file():
                raise ParamsError(f"no such file: {path}", field=f"execute.tls.{field}")
        return Security(tls_ca_file=execute.tls.ca_file, tls_client_cert=execute.tls.cert,  # type: ignore[no-untyped-call]
                        tls_client_key=execute.tls.key, require_encryption=True)
    security = Security(require_encryption=True)  # type: ignore[no-untyped-call]
    if not (getattr(security, "tls_ca_file", None) and getattr(security, "tls_client_cert", None)):
        raise ParamsError(f"{execute.scheduler} asks for this client's TLS credentials: set execute.tls "
                          "(ca_file, cert, key), or DASK_DISTRIBUTED__COMM__TLS__CA_FILE, __CLIENT__CERT and "
                          "__CLIENT__KEY (docs/infra.md)", field="execute.tls")
    return security


def publish(params: Params, stage: str, tables: dict[str, pa.Table]) -> list[str]:
    """Every table of a stage, under <storage.uri>/<environment>/<stage>/<name>.parquet."""
    storage = Storage.from_params(params.storage)
    environments = [e.name for e in params.executed()]
    return [uri for name, table in sorted(tables.items()) for uri in storage.publish(stage, name, table, environments)]
