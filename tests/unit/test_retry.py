"""The one HTTP retry policy (best/retry.py): what it retries, how long it waits, when it stops."""

from __future__ import annotations

import asyncio
import email.utils
import time

import httpx
import pytest
from tenacity import RetryCallState, Retrying

from best.retry import RetryPolicy, TransientError, checked, retry_after, transport_failures


def flaky(failures: list[Exception], calls: list[int]) -> str:
    calls.append(1)
    if failures:
        raise failures.pop(0)
    return "ok"


def test_transient_failures_are_retried_until_a_reply() -> None:
    calls: list[int] = []
    failures: list[Exception] = [TransientError("HTTP 500"), TransientError("HTTP 503")]
    assert RetryPolicy(attempts=3, backoff_s=0.0, max_backoff_s=0.0).call(lambda: flaky(failures, calls)) == "ok"
    assert len(calls) == 3


def test_the_last_failure_is_raised_after_the_last_attempt() -> None:
    calls: list[int] = []
    failures: list[Exception] = [TransientError("HTTP 500"), TransientError("HTTP 502"), TransientError("HTTP 504")]
    with pytest.raises(TransientError, match="HTTP 502"):
        RetryPolicy(attempts=2, backoff_s=0.0, max_backoff_s=0.0).call(lambda: flaky(failures, calls))
    assert len(calls) == 2


def test_other_errors_are_not_retried() -> None:
    calls: list[int] = []
    with pytest.raises(ValueError, match="HTTP 400"):
        RetryPolicy(attempts=5, backoff_s=0.0, max_backoff_s=0.0).call(lambda: flaky([ValueError("HTTP 400")], calls))
    assert len(calls) == 1


def test_coroutines_are_retried_alike() -> None:
    calls: list[int] = []
    failures: list[Exception] = [TransientError("timeout (ReadTimeout)")]

    async def attempt() -> str:
        return flaky(failures, calls)

    assert asyncio.run(RetryPolicy(attempts=2, backoff_s=0.0, max_backoff_s=0.0).call_async(attempt)) == "ok"
    assert len(calls) == 2


def wait_after(policy: RetryPolicy, attempt: int, failure: Exception) -> float:
    state = RetryCallState(Retrying(), fn=None, args=(), kwargs={})
    state.attempt_number = attempt
    state.set_exception((type(failure), failure, None))
    return policy._wait(state)


def test_waits_are_jittered_exponential_and_capped() -> None:
    policy = RetryPolicy(attempts=10, backoff_s=1.0, max_backoff_s=6.0)
    for attempt, ceiling in [(1, 1.0), (2, 2.0), (3, 4.0), (4, 6.0), (9, 6.0)]:
        waits = [wait_after(policy, attempt, TransientError("HTTP 500")) for _ in range(200)]
        assert min(waits) >= 0.0 and max(waits) <= ceiling
        assert max(waits) > ceiling / 2 and min(waits) < ceiling / 2  # full jitter: anywhere from 0 to the ceiling


def test_retry_after_is_honoured_up_to_the_cap() -> None:
    policy = RetryPolicy(attempts=10, backoff_s=100.0, max_backoff_s=6.0)
    assert wait_after(policy, 1, TransientError("HTTP 429", wait=2.5)) == 2.5
    assert wait_after(policy, 1, TransientError("HTTP 429", wait=600.0)) == 6.0


def test_retry_after_reads_seconds_and_dates() -> None:
    now = time.time()
    assert retry_after("7", now) == 7.0
    assert retry_after(email.utils.formatdate(now + 30, usegmt=True), now) == pytest.approx(30, abs=1.5)
    assert retry_after("soon", now) is None and retry_after(None, now) is None


@pytest.mark.parametrize("status,retried", [(429, True), (500, True), (503, True), (408, True), (400, False),
                                            (401, False), (404, False), (200, False)])
def test_which_statuses_are_retried(status: int, retried: bool) -> None:
    reply = httpx.Response(status, headers={"Retry-After": "3"})
    if retried:
        with pytest.raises(TransientError) as info:
            checked(reply)
        assert (info.value.reason, info.value.wait) == (f"HTTP {status}", 3.0)
    else:
        assert checked(reply) is reply


def test_no_reply_is_transient() -> None:
    with pytest.raises(TransientError, match=r"^timeout \(ReadTimeout\)$"), transport_failures():
        raise httpx.ReadTimeout("slow")
    with pytest.raises(TransientError, match=r"^ConnectError: refused$"), transport_failures():
        raise httpx.ConnectError("refused")
