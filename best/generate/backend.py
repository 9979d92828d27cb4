"""The one interface every model backend implements, and the registry that names them.

A backend turns one request (a rendered prompt, the sample's index and seed, the sampling
parameters) into one completion, or raises GenerationError with a reason that is recorded
against the sample. `identity()` is everything about the backend that changes what it
returns (model, endpoint, weights); it is part of each sample's cache key.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from best.errors import ParamsError
from best.generate.prompts import Prompt
from best.tasks.model import Task


class GenerationError(Exception):
    """This sample could not be generated; the reason is stored with it."""


@dataclass(frozen=True)
class Sampling:
    temperature: float
    top_p: float
    max_tokens: int


@dataclass(frozen=True)
class Request:
    task: Task
    prompt: Prompt
    sample: int
    seed: int
    sampling: Sampling


@dataclass(frozen=True)
class Completion:
    text: str
    tokens_in: int | None = None
    tokens_out: int | None = None
    finish_reason: str | None = None


class Backend(abc.ABC):
    concurrency: int = 1

    @abc.abstractmethod
    def identity(self) -> dict[str, Any]:
        """What, besides the request, determines the completion."""

    @abc.abstractmethod
    async def complete(self, request: Request) -> Completion:
        """One completion, or GenerationError."""

    async def aclose(self) -> None:  # noqa: B027 - most backends hold nothing
        """Release connections or models."""


Factory = Callable[[dict[str, Any], str], Backend]
REGISTRY: dict[str, Factory] = {}


def register(name: str) -> Callable[[Factory], Factory]:
    def add(factory: Factory) -> Factory:
        REGISTRY[name] = factory
        return factory
    return add


def create(kind: str, settings: dict[str, Any], where: str) -> Backend:
    """A backend from its params entry; `where` names that entry in errors."""
    from best.generate import local_backend, openai_backend, replay  # noqa: F401, PLC0415 - they register themselves

    if kind not in REGISTRY:
        raise ParamsError(f"model {settings.get('name')!r} has an unknown backend {kind!r} "
                          f"(known: {', '.join(sorted(REGISTRY))})", field=f"{where}.backend")
    return REGISTRY[kind](settings, where)


def require(settings: dict[str, Any], key: str, where: str) -> Any:
    if settings.get(key) in (None, ""):
        raise ParamsError(f"model {settings.get('name')!r}: its backend needs {key!r}", field=f"{where}.{key}")
    return settings[key]
