"""Any OpenAI-compatible chat-completions endpoint: vLLM, llama.cpp's server, Ollama, hosted APIs.

Requests are bounded per endpoint (the engine's semaphore, `concurrency`) and retried with
exponential backoff and full jitter on what a later attempt can cure: 429, 5xx, timeouts,
dropped connections and replies that are not the JSON the API promises (a proxy's error
page, a body cut short). `Retry-After` is honoured, capped by `max_backoff_s`. Other
client errors (400, 401, 404) are not retried. After the last attempt the sample is
recorded as a generation error with the reason of the last failure.
"""

from __future__ import annotations

import asyncio
import email.utils
import os
import random
import time
from typing import Any

import httpx

from best.errors import ParamsError
from best.generate.backend import Backend, Completion, GenerationError, Request, register, require

RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}


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


class RetryableError(Exception):
    def __init__(self, reason: str, wait: float | None = None) -> None:
        super().__init__(reason)
        self.reason, self.wait = reason, wait


class OpenAIBackend(Backend):
    def __init__(self, settings: dict[str, Any], where: str) -> None:
        self.base_url = str(require(settings, "base_url", where)).rstrip("/")
        self.model = str(require(settings, "model", where))
        key_env = settings.get("api_key_env")
        self.api_key = os.environ.get(key_env, "") if key_env else ""
        if key_env and not self.api_key:
            raise ParamsError(f"the environment variable {key_env} holding the API key is not set",
                            field=f"{where}.api_key_env")
        self.concurrency = int(settings.get("concurrency") or 4)
        self.timeout_s = float(settings.get("timeout_s") or 120.0)
        self.max_attempts = int(settings.get("max_attempts") or 5)
        backoff = settings.get("backoff_s")
        self.backoff_s = 1.0 if backoff is None else float(backoff)
        self.max_backoff_s = float(settings.get("max_backoff_s") or 60.0)
        self.stop = [str(x) for x in settings.get("stop") or []]
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        self.client = httpx.AsyncClient(base_url=self.base_url, headers=headers,
                                        timeout=httpx.Timeout(self.timeout_s),
                                        limits=httpx.Limits(max_connections=self.concurrency))
        self.attempts = 0  # every HTTP request made, for tests and reports

    def identity(self) -> dict[str, Any]:
        return {"backend": "openai", "base_url": self.base_url, "model": self.model, "stop": self.stop}

    async def aclose(self) -> None:
        await self.client.aclose()

    async def complete(self, request: Request) -> Completion:
        body = {"model": self.model, "messages": [{"role": "user", "content": request.prompt.text}],
                "temperature": request.sampling.temperature, "top_p": request.sampling.top_p,
                "max_tokens": request.sampling.max_tokens, "seed": request.seed, "n": 1}
        if self.stop:
            body["stop"] = self.stop
        last = "no attempt"
        for attempt in range(self.max_attempts):
            try:
                return await self._once(body)
            except RetryableError as r:
                last = r.reason
                if attempt + 1 == self.max_attempts:
                    break
                backoff = random.uniform(0, min(self.max_backoff_s, self.backoff_s * 2 ** attempt))
                await asyncio.sleep(min(self.max_backoff_s, r.wait) if r.wait is not None else backoff)
        raise GenerationError(f"gave up after {self.max_attempts} attempts: {last}")

    async def _once(self, body: dict[str, Any]) -> Completion:
        self.attempts += 1
        try:
            reply = await self.client.post("/chat/completions", json=body)
        except httpx.TimeoutException as exc:
            raise RetryableError(f"timeout ({type(exc).__name__})") from None
        except httpx.TransportError as exc:
            raise RetryableError(f"connection error ({type(exc).__name__}: {exc})") from None
        if reply.status_code in RETRY_STATUS:
            wait = retry_after(reply.headers.get("retry-after"), time.time())
            raise RetryableError(f"HTTP {reply.status_code}", wait)
        if reply.status_code >= 400:
            raise GenerationError(f"HTTP {reply.status_code}: {reply.text[:300]}")
        try:
            data = reply.json()
            choice = data["choices"][0]
            text = choice["message"]["content"]
            if not isinstance(text, str):
                raise TypeError("content is not a string")
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            why = f"malformed reply ({type(exc).__name__}: {str(exc)[:100]}): {reply.text[:200]!r}"
            raise RetryableError(why) from None
        usage = data.get("usage") or {}
        return Completion(text=text, tokens_in=usage.get("prompt_tokens"), tokens_out=usage.get("completion_tokens"),
                          finish_reason=choice.get("finish_reason"))


@register("openai")
def _openai(settings: dict[str, Any], where: str) -> Backend:
    return OpenAIBackend(settings, where)
