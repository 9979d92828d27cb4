"""The one retry policy of every HTTP call: what is retried, how long to wait, when to stop.

A failure is retried when a later attempt can cure it: no connection, a timeout, a 429 or
5xx (an endpoint restarting to load a model answers so for a while), or a reply that is not
what the API promises (the caller raises `TransientError` for it). Waits grow exponentially
with full jitter, so that clients failing together do not come back together, and a
server's `Retry-After` is honoured, both capped by `max_backoff_s`. Other client errors
(400, 401, 404) will not be better in a second and are the caller's to report.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

import httpx
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_random_exponential,
)

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
T = TypeVar("T")


class TransientError(Exception):
    """A failure a later attempt may cure; `wait` is what the server asked for, if it did."""

    def __init__(self, reason: str, wait: float | None = None) -> None:
        super().__init__(reason)
        self.reason, self.wait = reason, wait


def retry_after(value: str | None, now: float) -> float | None:
    """Seconds to wait from a Retry-After header: a number of seconds or an HTTP date."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - now)


@contextmanager
def transport_failures() -> Iterator[None]:
    """httpx's failures to get any reply, as TransientError."""
    try:
        yield
    except httpx.TimeoutException as exc:
        raise TransientError(f"timeout ({type(exc).__name__})") from None
    except httpx.TransportError as exc:
        raise TransientError(f"{type(exc).__name__}: {exc}") from None


def checked(reply: httpx.Response) -> httpx.Response:
    """The reply, or TransientError when its status says to ask again later."""
    if reply.status_code in RETRY_STATUS:
        raise TransientError(f"HTTP {reply.status_code}", retry_after(reply.headers.get("retry-after"), time.time()))
    return reply


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int
    backoff_s: float
    max_backoff_s: float

    def _wait(self, state: RetryCallState) -> float:
        failure = state.outcome.exception() if state.outcome is not None else None
        if isinstance(failure, TransientError) and failure.wait is not None:
            return min(self.max_backoff_s, failure.wait)
        # attempt n (from 1) waits uniformly in [0, min(max, backoff x 2^(n-1))]
        return float(wait_random_exponential(multiplier=self.backoff_s, max=self.max_backoff_s)(state))

    def _options(self) -> dict[str, Any]:
        return {"stop": stop_after_attempt(self.attempts), "wait": self._wait,
                "retry": retry_if_exception_type(TransientError), "reraise": True}

    def call(self, attempt: Callable[[], T]) -> T:
        """`attempt()` until it returns, or its last TransientError after `attempts` tries."""
        return Retrying(**self._options())(attempt)

    async def call_async(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """The same for a coroutine; the waits are asyncio's, so other requests go on."""
        async def once() -> T:  # tenacity awaits only what a coroutine function returns
            return await attempt()

        return await AsyncRetrying(**self._options())(once)
