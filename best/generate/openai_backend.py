"""Any OpenAI-compatible endpoint: vLLM, llama.cpp's server, Ollama, hosted APIs.

Instruction-tuned models are asked through `/chat/completions` (the prompt as one user
message), base models through `/completions` (`mode: completion`: the prompt of Figure 4 as
plain text, which is what a base model continues). A reasoning model's trace, where the API
returns it apart (`reasoning_content`, or `reasoning`), is kept apart from the answer; a
reply cut at max_tokens is a completion like any other, with finish_reason "length", even
when the cut left no answer at all.

Requests are bounded per endpoint (the engine's semaphore, `concurrency`) and retried by
the one HTTP retry policy (best/retry.py) on what a later attempt can cure, here also a
reply that is not the JSON the API promises (a proxy's error page, a body cut short).
After the last attempt the sample is recorded as a generation error with the reason of
the last failure.

Before its first request the backend asks the endpoint what it serves (`GET /models`): an
endpoint that does not answer, refuses the key or does not serve the model is a mistake in
params, named at once, rather than every sample's retries spent and a table of errors.

Whatever the endpoint sends back (an answer, a reasoning trace, an error page) is stored,
published and shown in the report, and a hostile or careless server may echo the request's
key in it: the key is cut out of every such text before it leaves this module.
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any

import httpx

from best.errors import ParamsError, did_you_mean
from best.generate.backend import Backend, Completion, GenerationError, Request, register
from best.generate.settings import OpenAISettings
from best.retry import RetryPolicy, TransientError, checked, transport_failures

CHECK_TIMEOUT_S = 10.0
REDACTED = "[redacted]"


def redacted(text: str, key: str) -> str:
    """`text` without the key in it."""
    return text.replace(key, REDACTED) if key else text


def served_ids(body: Any) -> list[str]:
    """The served ids of an OpenAI `/models` reply, or ValueError saying what is off."""
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        raise ValueError("has no list `data`")
    ids = []
    for i, entry in enumerate(body["data"]):
        served = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(served, str) or not served:
            raise ValueError(f"data.{i} has no string `id`")
        ids.append(served)
    return ids


class OpenAIBackend(Backend):
    def __init__(self, settings: OpenAISettings, where: str) -> None:
        self.where = where
        self.key_env = settings.api_key_env
        self.base_url = settings.base_url.rstrip("/")
        self.model = settings.model
        self.api_key = os.environ.get(settings.api_key_env, "") if settings.api_key_env else ""
        if settings.api_key_env and not self.api_key:
            raise ParamsError(f"the environment variable {settings.api_key_env} holding the API key is not set",
                              field=f"{where}.api_key_env")
        self.concurrency = settings.concurrency
        self.policy = RetryPolicy(settings.max_attempts, settings.backoff_s, settings.max_backoff_s)
        self.stop = list(settings.stop)
        self.mode = settings.mode
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        self.client = httpx.AsyncClient(base_url=self.base_url, headers=headers,
                                        timeout=httpx.Timeout(settings.timeout_s),
                                        limits=httpx.Limits(max_connections=self.concurrency))
        self.attempts = 0  # every HTTP request made, for tests and reports

    def identity(self) -> dict[str, Any]:
        identity = {"backend": "openai", "base_url": self.base_url, "model": self.model, "stop": self.stop}
        return identity | ({"mode": self.mode} if self.mode != "chat" else {})  # chat samples keep their keys

    async def aclose(self) -> None:
        await self.client.aclose()

    async def check(self) -> None:
        """The endpoint answers, takes the key and serves the model. A server that does not list
        its models (HTTP 404 or a reply of another shape) is given the benefit of the doubt: its
        first completion will tell."""
        url = f"{self.base_url}/models"
        try:
            reply = await self.client.get("/models", timeout=CHECK_TIMEOUT_S)
        except httpx.HTTPError as exc:
            raise ParamsError(f"the endpoint does not answer: GET {url}: {type(exc).__name__}: {exc or 'no reply'}",
                              field=f"{self.where}.base_url") from None
        if reply.status_code in (401, 403):
            hint = f"the key in {self.key_env} was refused" if self.key_env else "it wants a key: set api_key_env"
            raise ParamsError(f"GET {url}: HTTP {reply.status_code}, {hint}", field=f"{self.where}.api_key_env")
        if reply.status_code >= 500:
            raise ParamsError(f"the endpoint fails: GET {url}: HTTP {reply.status_code}: "
                              f"{redacted(reply.text, self.api_key)[:200]}", field=f"{self.where}.base_url")
        try:
            ids = served_ids(reply.json()) if reply.status_code < 400 else []
        except ValueError:
            ids = []
        if ids and self.model not in ids:
            listed = ", ".join(sorted(ids)[:10]) + (" ..." if len(ids) > 10 else "")
            raise ParamsError(f"{url} does not serve {self.model!r}{did_you_mean(self.model, ids)}; it serves: "
                              f"{listed}", field=f"{self.where}.model")

    async def complete(self, request: Request) -> Completion:
        asked: dict[str, Any] = ({"messages": [{"role": "user", "content": request.prompt.text}]}
                                 if self.mode == "chat" else {"prompt": request.prompt.text})
        body = {"model": self.model, **asked,
                "temperature": request.sampling.temperature, "top_p": request.sampling.top_p,
                "max_tokens": request.sampling.max_tokens, "seed": request.seed, "n": 1}
        if self.stop:
            body["stop"] = self.stop
        try:
            completion = await self.policy.call_async(lambda: self._once(body))
        except TransientError as last:
            raise GenerationError(redacted(f"gave up after {self.policy.attempts} attempts: {last.reason}",
                                           self.api_key)) from None
        except GenerationError as error:
            raise GenerationError(redacted(str(error), self.api_key)) from None
        return dataclasses.replace(completion, text=redacted(completion.text, self.api_key),
                                   reasoning=completion.reasoning and redacted(completion.reasoning, self.api_key))

    async def _once(self, body: dict[str, Any]) -> Completion:
        self.attempts += 1
        with transport_failures():
            reply = checked(await self.client.post("/chat/completions" if self.mode == "chat" else "/completions",
                                                   json=body))
        if reply.status_code >= 400:
            raise GenerationError(f"HTTP {reply.status_code}: {reply.text[:300]}")
        try:
            data = reply.json()
            choice = data["choices"][0]
            text, reasoning = self._read(choice)
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            why = f"malformed reply ({type(exc).__name__}: {str(exc)[:100]}): {reply.text[:200]!r}"
            raise TransientError(why) from None
        usage = data.get("usage") or {}
        return Completion(text=text, tokens_in=usage.get("prompt_tokens"), tokens_out=usage.get("completion_tokens"),
                          finish_reason=choice.get("finish_reason"), reasoning=reasoning)

    def _read(self, choice: dict[str, Any]) -> tuple[str, str | None]:
        """The answer and the reasoning trace of one choice. No answer is well formed only where the
        reply was cut at max_tokens or spent itself reasoning."""
        if self.mode == "completion":
            text = choice["text"]
            reasoning = None
        else:
            message = choice["message"]
            text = message.get("content")
            reasoning = message.get("reasoning_content") or message.get("reasoning")
            if text is None and (reasoning or choice.get("finish_reason") == "length"):
                text = ""
        if not isinstance(text, str) or not isinstance(reasoning, str | None):
            raise TypeError("content is not a string")
        return text, reasoning or None


@register(OpenAISettings)
def _openai(settings: OpenAISettings, where: str) -> Backend:
    return OpenAIBackend(settings, where)
