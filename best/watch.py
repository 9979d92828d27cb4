"""Which models wait to be evaluated: served by a watched endpoint or listed in the registry,
and not yet on the leaderboard.

A deployment serves new models without telling anyone, so the watch flow (flows/watch.py)
asks each endpoint in `watch.endpoints` what it serves (`GET <base_url>/models`, which
vLLM, llama.cpp's server, Ollama and hosted APIs all answer) and reads the registry file,
a list of models in generate.models' form for backends that cannot be listed (a file of
imported samples, a local GGUF). The leaderboard is what the score stage last published:
the `summary` table of each executed environment in storage, since that is what any
machine sharing the storage sees, whichever machine scored it.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import httpx
import yaml
from pydantic import TypeAdapter, ValidationError

from best.errors import BestError, ParamsError
from best.generate import backend as backends
from best.generate.openai_backend import redacted, served_ids
from best.generate.settings import ModelParams, OpenAISettings
from best.names import SERVED_ID_MAX, model_name_of, shown
from best.params import Params, WatchEndpointParams
from best.retry import RetryPolicy, TransientError, checked, transport_failures
from best.schema import parse_model, read_yaml, validation_error
from best.storage import Storage

LIST_ATTEMPTS = 3
LIST_TIMEOUT_S = 10.0
LIST_BACKOFF_S = 1.0
LIST_MAX_BACKOFF_S = 10.0
# What an endpoint has that its models do not: the rest it passes on to every model it serves.
ENDPOINT_ONLY = frozenset(WatchEndpointParams.model_fields) - frozenset(OpenAISettings.model_fields)
MODEL = TypeAdapter[ModelParams](ModelParams)


def _get(url: str, headers: dict[str, str], where: str, policy: RetryPolicy) -> httpx.Response:
    """The reply to a GET, retried by the HTTP retry policy (best/retry.py)."""
    def once() -> httpx.Response:
        with transport_failures():
            return checked(httpx.get(url, headers=headers, timeout=LIST_TIMEOUT_S))

    try:
        return policy.call(once)
    except TransientError as last:
        raise BestError(f"GET {url} failed after {policy.attempts} attempt(s): {last.reason}",
                        field=f"{where}.base_url") from None


def served_models(endpoint: WatchEndpointParams, where: str, *, attempts: int = LIST_ATTEMPTS,
                  backoff_s: float = LIST_BACKOFF_S) -> list[str]:
    """The ids an endpoint serves, sorted: servers list them in any order, and the params the
    watch flow writes must not change when only the order did."""
    url = f"{endpoint.base_url.rstrip('/')}/models"
    headers, key = {}, ""
    if endpoint.api_key_env:
        key = os.environ.get(endpoint.api_key_env, "")
        if not key:
            raise ParamsError(f"the environment variable {endpoint.api_key_env} holding the API key is not set",
                              field=f"{where}.api_key_env")
        headers["Authorization"] = f"Bearer {key}"
    reply = _get(url, headers, where, RetryPolicy(attempts, backoff_s, LIST_MAX_BACKOFF_S))
    if reply.status_code in (401, 403):
        hint = (f"the key in {endpoint.api_key_env} was refused" if endpoint.api_key_env
                else "it wants a key: set api_key_env")
        raise BestError(f"GET {url}: HTTP {reply.status_code}, {hint}", field=f"{where}.api_key_env")
    text = redacted(reply.text, key)  # for messages: what the endpoint sends back may echo the key
    if reply.status_code >= 400:
        raise BestError(f"GET {url}: HTTP {reply.status_code}: {text[:200]} (base_url should end in /v1)",
                        field=f"{where}.base_url")
    try:
        body = reply.json()
    except ValueError:
        raise BestError(f"GET {url}: the reply is not JSON: {text[:200]!r}", field=f"{where}.base_url") from None
    try:
        ids = served_ids(body)
    except ValueError as exc:
        raise BestError(f"GET {url}: the reply {exc}, so it is not an OpenAI model list "
                        f"{{\"data\": [{{\"id\": ...}}, ...]}}: {text[:200]!r}",
                        field=f"{where}.base_url") from None
    return sorted(set(ids))


def endpoint_models(endpoint: WatchEndpointParams, where: str, **listing: Any) -> list[ModelParams]:
    """The openai models of everything an endpoint serves, with the endpoint's settings."""
    shared = endpoint.model_dump(exclude=set(ENDPOINT_ONLY), exclude_defaults=True)
    models: list[ModelParams] = []
    for served in served_models(endpoint, where, **listing):
        name = model_name_of(endpoint.prefix, served)
        if name is None:
            # One odd id must not keep the endpoint's other models from being evaluated.
            print(f"{where}: skipped the served id {shown(served)}: it cannot name a model (a name needs "
                  f"a printable id of at most {SERVED_ID_MAX} characters, with a letter or a digit)")
            continue
        models.append(OpenAISettings(name=name, backend="openai", model=served, **shared))
    return models


def registry_models(path: Path) -> list[ModelParams]:
    """The registry's models, each checked as generate would check it, so that a mistake in
    the file is named there and not in the params the watch flow writes from it."""
    if not path.is_file():
        raise BestError("no such registry file", file=path, field="watch.registry")
    data = read_yaml(path, BestError)
    if data is None:
        return []
    if not isinstance(data, list):
        raise BestError(f"must be a list of models in generate.models' form, not a {type(data).__name__}",
                        file=path)
    models: list[ModelParams] = []
    for i, entry in enumerate(data):
        try:
            model = MODEL.validate_python(entry)
        except ValidationError as exc:
            first = validation_error(exc, path, ModelParams)[0]
            raise BestError(first.message, file=path, field=f"{i}.{first.field}" if first.field else str(i)) from None
        try:
            asyncio.run(backends.create(model, str(i)).aclose())
        except BestError as exc:
            raise BestError(exc.message, file=path, field=exc.field) from None
        models.append(model)
    return models


def discovered(params: Params, **listing: Any) -> list[ModelParams]:
    """Every model the endpoints serve (in the order of `watch.endpoints`, each sorted) and
    every registry entry as given. Two with one name would be one model to the pipeline,
    which keys everything by name, so that is an error naming both origins."""
    found: list[tuple[str, ModelParams]] = []
    for i, endpoint in enumerate(params.watch.endpoints):
        where = f"watch.endpoints.{i}"
        found += [(where, m) for m in endpoint_models(endpoint, where, **listing)]
    if params.watch.registry is not None:
        found += [(params.watch.registry, m) for m in registry_models(Path(params.watch.registry))]
    origin: dict[str, tuple[str, ModelParams]] = {}
    for where, model in found:
        if model.name in origin:
            first_where, first = origin[model.name]
            if first_where == where:
                ids = (f"the served ids {first.model!r} and {model.model!r}" if isinstance(first, OpenAISettings)
                       and isinstance(model, OpenAISettings) else "two entries")
                raise ParamsError(f"{ids} both become model name {model.name!r}", field=where)
            served = f" (served as {model.model!r})" if isinstance(model, OpenAISettings) else ""
            raise ParamsError(f"model name {model.name!r}{served} comes from both {first_where} and {where}; "
                              "give an endpoint a prefix", field="watch")
        origin[model.name] = (where, model)
    return [m for _, m in found]


def scored(params: Params) -> set[str]:
    """The models on the leaderboard of every executed environment: one scored in O0 but not
    yet in a newly added O2 still needs its O2 branch. A summary that was never published
    means nothing is scored there; one that cannot be read is an error, since taking an
    unreachable store for an empty one would quietly re-evaluate every model."""
    storage = Storage.from_params(params.storage)
    boards: list[set[str]] = []
    for env in params.executed():
        try:
            summary = storage.read(env.name, "score", "summary")
        except BestError as exc:
            if isinstance(exc.__cause__, FileNotFoundError):
                return set()
            raise
        boards.append({str(m) for m in summary.column("model").to_pylist()})
    return set.intersection(*boards) if boards else set()


def new_models(found: list[ModelParams], done: set[str]) -> list[str]:
    return [m.name for m in found if m.name not in done]


def watch_params(raw: Any, params: Params, found: list[ModelParams], out: Path) -> str:
    """The params file's content with generate.models extended by every discovered model it
    does not name, as YAML. Already scored models stay in, so the summary the pipeline
    republishes keeps them on the leaderboard; their samples come from the sample store and
    their builds and runs from the caches, so only new models reach an endpoint or the
    judge. A configured model keeps its own settings over a discovered one of that name.
    Keys keep the file's order, so the same inputs always write the same bytes."""
    data = dict(raw or {})
    generate = dict(data.get("generate") or {})
    models = list(generate["models"] if "models" in generate
                  else [m.model_dump(exclude_defaults=True) for m in params.generate.models])
    named = {m.name for m in params.generate.models}
    models += [m.model_dump(exclude_defaults=True) for m in found if m.name not in named]
    data["generate"] = {**generate, "models": models}
    parse_model(Params, data, out, ParamsError)  # what the pipeline will load, checked before it is written
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120)
