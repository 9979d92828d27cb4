"""The settings of a model under evaluation, one pydantic model per backend.

`ModelParams` is their union, told apart by `backend`: an entry of `generate.models` is
checked against its backend's own keys and defaults when params.yaml loads, so a missing
`base_url` or a misspelt key is named there before any sample is asked for, and each
backend receives its settings typed. This module imports nothing from the backends, so
that params.py can hold the union without loading an HTTP client or llama.cpp.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias, get_args

from pydantic import Field, field_validator

from best.names import LABEL, MODEL_NAME
from best.schema import Strict

SELECTS = "selects this backend"


class Named(Strict):
    """What names an entry; a base of its own so that these keys come first (pydantic lists
    a base's fields before its subclasses')."""

    name: str = Field(pattern=MODEL_NAME,
                      description="the model's name in every table; unique among `generate.models`")
    backend: str = Field(description="the backend that makes its samples, which decides its other keys")


class Overrides(Strict):
    """What one model (or every model a watched endpoint serves) may set for itself over
    `generate`'s value: None is generate's."""

    max_tokens: int | None = Field(default=None, ge=1, description="its cap of tokens per sample; "
                                                                   "default `generate.max_tokens`")
    samples: int | None = Field(default=None, ge=1, description="its samples per subtask; default `generate.samples`")
    prompt: str | None = Field(default=None, pattern=LABEL, description=(
        "its prompt template; default `generate.prompt`. Changing one model's prompt regenerates that model's "
        "samples only"))
    languages: list[str] | None = Field(default=None, min_length=1,
                                        description="the languages it writes; default `generate.languages`")


class ModelSettings(Overrides, Named):
    """What every backend's settings have: the name, the backend, and the overrides."""

    weights: Literal["open", "closed"] | None = Field(default=None, description=(
        "whether its weights are published: Table 2 then sorts the models into open- and closed-source groups, "
        "as the paper does"))


class OpenAIServer(Strict):
    """An OpenAI-compatible server and how it is asked: what its models share, so a watched
    endpoint (params.WatchEndpointParams) passes these on to every model it serves."""

    base_url: str = Field(min_length=1, description="the API's root, ending in `/v1`")
    mode: Literal["chat", "completion"] = Field(default="chat", description=(
        "`chat`: `/chat/completions`, the prompt as one user message (instruction-tuned models); `completion`: "
        "`/completions`, the prompt as plain text (base models, the paper's Table 6)"))
    api_key_env: str | None = Field(default=None, description="name of the environment variable holding the key")
    concurrency: int = Field(default=4, ge=1, description="requests in flight at once")
    timeout_s: float = Field(default=120.0, gt=0, description="one request's timeout")
    max_attempts: int = Field(default=5, ge=1, description="requests per sample: 429, 408/409/425, 5xx, timeouts, "
                                                           "dropped connections and malformed replies are retried, "
                                                           "other 4xx are not")
    backoff_s: float = Field(default=1.0, ge=0, description="retry n waits a random time up to backoff_s x 2^(n-1) "
                                                            "(full jitter), or what Retry-After says")
    max_backoff_s: float = Field(default=60.0, ge=0, description="cap of every wait between attempts, "
                                                                 "Retry-After's included")
    stop: list[str] = Field(default_factory=list, description="stop sequences")


class OpenAISettings(OpenAIServer, ModelSettings):
    """Any OpenAI-compatible endpoint (vLLM, llama.cpp's server, Ollama, hosted APIs), asked
    through chat completions or, for a base model, plain completions."""

    backend: Literal["openai"] = Field(description=SELECTS)
    model: str = Field(min_length=1, description="the model's name at the endpoint")


class LocalSettings(ModelSettings):
    """The embedded offline model, SmolLM2-135M-Instruct, run in-process by llama.cpp."""

    backend: Literal["local"] = Field(description=SELECTS)
    model: str | None = Field(default=None, description="a GGUF file; default the embedded SmolLM2")
    threads: int = Field(default=2, ge=1, description="CPU threads llama.cpp uses")
    stop: list[str] = Field(default_factory=list, description="stop sequences (params.yaml stops SmolLM2 at the "
                                                              "end of its first code block)")


ReferenceMode = Literal["oracle", "fastest", "smallest", "dominated"]


class ReferenceSettings(ModelSettings):
    """Replays the task's own code in the request's language, for the pipeline's own checks."""

    backend: Literal["reference"] = Field(description=SELECTS)
    model: ReferenceMode = Field(default="oracle", description=(
        "`oracle`: a baseline that passes the cell (dual@k = 1 by construction); `fastest` / `smallest`: the "
        "baseline of the highest time / space rank; `dominated`: the task's first dominated solution, correct but "
        "not Pareto-optimal"))

    @field_validator("model", mode="before")
    @classmethod
    def _known_mode(cls, value: object) -> object:
        if value not in get_args(ReferenceMode):
            raise ValueError(f"reference mode {value!r} is not one of {', '.join(get_args(ReferenceMode))}")
        return value


class FileSettings(ModelSettings):
    """Samples generated elsewhere, imported from a file."""

    backend: Literal["file"] = Field(description=SELECTS)
    path: str = Field(min_length=1, description="JSONL, one sample a line: `task`, `row`, `col`, `sample`, "
                                                "`completion`, and `language` where it is not `cpp`")


# `title` names an entry in errors: "model 'm' has an unknown backend 'openia'".
ModelParams: TypeAlias = Annotated[OpenAISettings | LocalSettings | ReferenceSettings | FileSettings,
                                   Field(discriminator="backend", title="model")]
BACKEND_SETTINGS: tuple[type[ModelSettings], ...] = get_args(get_args(ModelParams)[0])
