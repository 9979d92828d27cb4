"""The one interface every model backend implements, and the registry that finds a
backend's factory from its settings (one member of best.generate.settings.ModelParams).

A backend turns one request (a rendered prompt, the sample's index and seed, the sampling
parameters) into one completion, or raises GenerationError with a reason that is recorded
against the sample. `identity()` is everything about the backend that changes what it
returns (model, endpoint, weights); it is part of each sample's cache key.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from best.generate.prompts import Prompt
from best.generate.settings import ModelParams, ModelSettings
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
    finish_reason: str | None = None  # "length": cut at max_tokens
    reasoning: str | None = None  # a reasoning model's trace, where the API returns it apart from the answer


class Backend(abc.ABC):
    concurrency: int = 1

    @abc.abstractmethod
    def identity(self) -> dict[str, Any]:
        """What, besides the request, determines the completion."""

    @abc.abstractmethod
    async def complete(self, request: Request) -> Completion:
        """One completion, or GenerationError."""

    async def check(self) -> None:  # noqa: B027 - most backends have nothing to reach
        """Before the first request of a run: raise ParamsError if the backend cannot serve any
        (a dead endpoint, a model it does not have), so a run fails at once, not sample by sample."""

    async def aclose(self) -> None:  # noqa: B027 - most backends hold nothing
        """Release connections or models."""


S = TypeVar("S", bound=ModelSettings)
Factory = Callable[[S, str], Backend]
REGISTRY: dict[type[ModelSettings], Factory[Any]] = {}


def register(settings: type[S]) -> Callable[[Factory[S]], Factory[S]]:
    """Register the factory of the backend whose settings are `settings` (a member of ModelParams)."""
    def add(factory: Factory[S]) -> Factory[S]:
        REGISTRY[settings] = factory
        return factory
    return add


def create(settings: ModelParams, where: str) -> Backend:
    """The backend of a params entry; `where` names that entry in errors."""
    from best.generate import local_backend, openai_backend, replay  # noqa: F401, PLC0415 - they register themselves

    return REGISTRY[type(settings)](settings, where)
