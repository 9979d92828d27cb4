"""Task runs retry what may be transient, and stop at once on the project's own errors."""

from __future__ import annotations

import pytest
from prefect import flow, task

from best.errors import BestError
from flows.common import RETRIES, transient

pytestmark = pytest.mark.server  # a Prefect flow: Prefect's API starts

attempts: dict[str, int] = {}


@task(retries=RETRIES, retry_delay_seconds=0, retry_condition_fn=transient)
def flaky(kind: str) -> str:
    attempts[kind] = attempts.get(kind, 0) + 1
    if kind == "user error":
        raise BestError("a broken task file", field="baselines")
    if attempts[kind] <= RETRIES:
        raise ConnectionError("the worker went away")
    return "done"


@flow
def run(kind: str) -> str:
    return flaky(kind)


def test_transient_failures_are_retried_and_user_errors_are_not() -> None:
    assert run("lost connection") == "done"
    assert attempts["lost connection"] == RETRIES + 1
    with pytest.raises(BestError, match="a broken task file"):
        run("user error")
    assert attempts["user error"] == 1
