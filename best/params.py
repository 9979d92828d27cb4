"""Typed view of params.yaml: one namespace per stage, unknown keys rejected.

A misspelt key silently falling back to a default would change a benchmark without
anyone noticing, so every model forbids extra keys and every error names the key.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from best.errors import BestError, ParamsError, read_text

DEFAULT_PARAMS = Path("params.yaml")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BadKeyError(ValueError):
    """A model validator's complaint about one of the model's keys.

    Pydantic files a model validator's error under the model itself (`score`), so the
    validator names the key it means (`ks`) and `validation_error` puts it back in the path.
    """

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


class TasksParams(Strict):
    root: str = "data/tasks"
    select: list[str] = Field(default_factory=list, description="task ids; empty means every task")


class EnvironmentParams(Strict):
    name: str = Field(pattern=r"^[A-Za-z0-9_.-]+$")
    language: str = Field(default="cpp", description="the language judged in it: cpp or python")
    flags: list[str] = Field(default_factory=list, description="compiler flags (cpp)")
    host: str | None = None


class JudgeParams(Strict):
    environment: str = "O0"
    compiler: str = "g++"
    python: str = Field(default="/usr/bin/python3.11", description="the CPython (3.11+, under /usr) that runs "
                                                                    "Python solutions")
    std: str = "c++17"
    cache_dir: str = ".cache/best"
    time_repeats: int = Field(default=3, ge=1, description="attempts for a run over its time limit")
    tle_band: float = Field(default=2.0, ge=1.0,
                            description="runs stop at limit x band; only runs inside the band are repeated")
    wall_factor: float = Field(default=3.0, ge=1.0)
    wall_extra_ms: int = Field(default=1000, ge=0)
    max_threads: int = Field(default=1, ge=1)
    output_limit_kb: int = Field(default=65536, ge=1)
    tmp_kb: int = Field(default=1024, ge=0)
    stack_limit_mb: int = Field(default=256, ge=1, description="upper bound of the call's stack, below the memory cap")
    memory_cap_mb: int = Field(default=1024, ge=1,
                               description="extra-memory cap of a sample's run where its grid has no memory limit")
    trace_factor: float = Field(default=10.0, ge=1.0,
                                description="an interpreted solution's memory-measuring run may take this x its "
                                            "time cap (tracing slows code down)")
    compile_timeout_s: float = Field(default=60.0, gt=0)
    compile_memory_mb: int = Field(default=2048, ge=256)
    log_limit_kb: int = Field(default=64, ge=1, description="compiler and program output kept in reports")
    # The kernel's figures of a run (its CPU time and peak resident set, less an empty solution's) may
    # exceed a cell's limit x factor + allowance before the cell fails whatever the harness reported
    # (best.judge.verdict.KernelCheck, docs/sandbox.md).
    kernel_time_factor: float = Field(default=1.5, ge=1.0)
    kernel_time_allowance_ms: float = Field(default=20.0, ge=0.0)
    kernel_memory_factor: float = Field(default=2.0, ge=1.0)
    kernel_memory_allowance_kb: float = Field(default=8192.0, ge=0.0)


class CalibrateParams(Strict):
    slack: float = Field(default=10.0, gt=1.0, description="limit = slack x P when no slower class exists")
    margin: float = Field(default=2.0, ge=1.0, description="a cell discriminates when min(limit/P, F/limit) >= margin")
    memory_floor_kb: float = Field(default=1.0, ge=0.0)
    time_floor_ms: float = Field(default=1.0, ge=0.0)
    repeats: int = Field(default=3, ge=1, description="runs per baseline and test; the minimum is kept")
    max_run_ms: int = Field(default=30000, ge=1, description="cap for baselines expected to pass a row")
    memory_cap_mb: int = Field(default=1024, ge=1, description="extra-memory cap of calibration runs")


class SettingParams(Strict):
    """One weighting of the grid: ω(i, j) = τ^(i-1) σ^(j-1)."""

    name: str = Field(pattern=r"^[A-Za-z0-9_.-]+$")
    tau: float = Field(ge=0.0)
    sigma: float = Field(ge=0.0)


def _paper_settings() -> list[SettingParams]:
    return [SettingParams(name="time", tau=1.2, sigma=0.0), SettingParams(name="space", tau=0.0, sigma=1.2),
            SettingParams(name="dual", tau=1.2, sigma=1.2)]


class ScoreParams(Strict):
    settings: list[SettingParams] = Field(default_factory=_paper_settings, min_length=1)
    ks: list[int] = Field(default_factory=lambda: [1, 10], min_length=1, description="the k of pass@k, dual@k, eff@k")
    eff_tau: float = Field(default=1.2, ge=0.0, description="eff@k row weights h_i = eff_tau^(i-1)")
    headline: str = Field(default="dual", description="the setting Table 2 breaks down by difficulty")

    @model_validator(mode="after")
    def _distinct(self) -> ScoreParams:
        names = [s.name for s in self.settings]
        if len(set(names)) != len(names):
            raise BadKeyError("settings", f"setting names repeat: {names}")
        if self.headline not in names:
            raise BadKeyError("headline", f"{self.headline!r} is not one of the settings {names}")
        if any(k < 1 for k in self.ks) or len(set(self.ks)) != len(self.ks):
            raise BadKeyError("ks", f"must be distinct positive integers, got {self.ks}")
        return self


class ModelParams(Strict):
    """A model under evaluation; which keys apply depends on its backend (docs/params.md)."""

    name: str = Field(pattern=r"^[A-Za-z0-9_.:-]+$")
    backend: str
    model: str | None = Field(default=None,
                              description="openai: model name; reference: oracle|fastest|smallest|dominated")
    base_url: str | None = None
    api_key_env: str | None = Field(default=None, description="name of the environment variable with the key")
    path: str | None = Field(default=None, description="file: JSONL of samples")
    concurrency: int | None = Field(default=None, ge=1)
    timeout_s: float | None = Field(default=None, gt=0)
    max_attempts: int | None = Field(default=None, ge=1)
    backoff_s: float | None = Field(default=None, ge=0)
    max_backoff_s: float | None = Field(default=None, ge=0)
    threads: int | None = Field(default=None, ge=1, description="local: CPU threads")
    stop: list[str] = Field(default_factory=list, description="openai, local: stop sequences")
    max_tokens: int | None = Field(default=None, ge=1, description="this model's cap; default generate.max_tokens")
    samples: int | None = Field(default=None, ge=1,
                                description="this model's samples per subtask; default generate.samples")
    prompt: str | None = Field(default=None, description="this model's prompt template; default generate.prompt")
    languages: list[str] | None = Field(default=None, min_length=1,
                                        description="the languages this model writes; default generate.languages")


class GenerateParams(Strict):
    prompt: str = Field(default="original", description="template under prompts_dir: original|time|space|both")
    prompts_dir: str = "data/prompts"
    languages: list[str] = Field(default_factory=lambda: ["cpp"], min_length=1,
                                 description="the languages every model writes each task in (those the task has)")
    samples: int = Field(default=20, ge=1, description="samples per subtask (the paper: 20)")
    temperature: float = Field(default=0.8, ge=0)
    top_p: float = Field(default=0.95, gt=0, le=1)
    max_tokens: int = Field(default=1024, ge=1)
    seed: int = 0
    store: str = Field(default=".cache/best/generations.sqlite", description="durable sample store")
    models: list[ModelParams] = Field(default_factory=lambda: [ModelParams(name="reference", backend="reference")])

    @model_validator(mode="after")
    def _distinct(self) -> GenerateParams:
        names = [m.name for m in self.models]
        if len(set(names)) != len(names):
            raise BadKeyError("models", f"model names repeat: {names}")
        for where, languages in [("languages", self.languages)] + [
                (f"models.{i}.languages", m.languages) for i, m in enumerate(self.models) if m.languages]:
            if len(set(languages)) != len(languages):
                raise BadKeyError(where, f"languages repeat: {languages}")
        return self


class ExecuteParams(Strict):
    """Where and how widely the execute stage runs (docs/pipeline.md); how a run is judged is `judge`'s."""

    environments: list[str] = Field(default_factory=lambda: ["O0"], min_length=1,
                                    description="names from `environments` this machine executes in")
    runner: Literal["local", "dask"] = "local"
    workers: int = Field(default=1, ge=1, description="local: task runs side by side (timings share the machine)")
    scheduler: str | None = Field(default=None, description="dask: scheduler address, e.g. tcp://10.0.0.5:8786")

    @model_validator(mode="after")
    def _scheduler(self) -> ExecuteParams:
        if len(set(self.environments)) != len(self.environments):
            raise BadKeyError("environments", f"environments repeat: {self.environments}")
        if self.runner == "dask" and not self.scheduler:
            raise BadKeyError("scheduler", "runner dask needs a scheduler address")
        return self


class StorageParams(Strict):
    """Where stages publish their tables, and where DVC's remote lives (docs/storage.md)."""

    uri: str = Field(default="results", min_length=1, description="a local directory or s3://bucket/prefix")
    endpoint_url: str | None = Field(default=None, description="S3-compatible server, e.g. http://127.0.0.1:9000")
    region: str = "us-east-1"


class WatchEndpointParams(Strict):
    """An OpenAI-compatible server whose served models the watch flow evaluates as they appear.

    The generation settings below are those of `ModelParams`; each model discovered here gets
    them, since one server's models share its capacity (`concurrency`) and its latency.
    """

    base_url: str = Field(min_length=1, description="ends in /v1, as an openai model's base_url")
    api_key_env: str | None = Field(default=None, description="name of the environment variable with the key")
    prefix: str = Field(default="", pattern=r"^[A-Za-z0-9_.:-]*$",
                        description="model names are prefix + the served id (other characters become '-')")
    concurrency: int | None = Field(default=None, ge=1)
    timeout_s: float | None = Field(default=None, gt=0)
    max_attempts: int | None = Field(default=None, ge=1)
    backoff_s: float | None = Field(default=None, ge=0)
    max_backoff_s: float | None = Field(default=None, ge=0)
    stop: list[str] = Field(default_factory=list)
    max_tokens: int | None = Field(default=None, ge=1)
    samples: int | None = Field(default=None, ge=1)
    prompt: str | None = None


class WatchParams(Strict):
    """Scheduled re-evaluation (flows/watch.py): where new models come from, and where the
    params that evaluate them are written. No endpoint and no registry: nothing is ever new."""

    endpoints: list[WatchEndpointParams] = Field(default_factory=list)
    registry: str | None = Field(default=None, description="YAML file: a list of models in generate.models' form")
    params_out: str = Field(default="data/watch/params.yaml", min_length=1,
                            description="the params the watch flow writes and runs the pipeline on")


class Params(Strict):
    tasks: TasksParams = Field(default_factory=TasksParams)
    environments: list[EnvironmentParams] = Field(default_factory=lambda: [EnvironmentParams(name="O0")])
    judge: JudgeParams = Field(default_factory=JudgeParams)
    calibrate: CalibrateParams = Field(default_factory=CalibrateParams)
    generate: GenerateParams = Field(default_factory=GenerateParams)
    score: ScoreParams = Field(default_factory=ScoreParams)
    execute: ExecuteParams = Field(default_factory=ExecuteParams)
    storage: StorageParams = Field(default_factory=StorageParams)
    watch: WatchParams = Field(default_factory=WatchParams)

    @model_validator(mode="after")
    def _environments_known(self) -> Params:
        names = [e.name for e in self.environments]
        if len(set(names)) != len(names):
            raise BadKeyError("environments", f"environment names repeat: {names}")
        if self.judge.environment not in names:
            raise BadKeyError("judge.environment", f"{self.judge.environment!r} is not one of environments {names}")
        unknown = [e for e in self.execute.environments if e not in names]
        if unknown:
            raise BadKeyError("execute.environments", f"{unknown} are not among environments {names}")
        return self

    def executed(self) -> list[EnvironmentParams]:
        """The environments the pipeline executes, calibrates and scores on this machine."""
        return [self.environment(name) for name in self.execute.environments]

    def only(self, environment: str | None) -> Params:
        """These params as one branch of the fan-out over environments runs them (`--env` of
        a stage flow): everything it executes, calibrates, scores and publishes is that one."""
        if environment is None:
            return self
        self.environment(environment)  # a known name, or an error naming `environments`
        return self.model_copy(update={"execute": self.execute.model_copy(update={"environments": [environment]})})

    def environment(self, name: str | None = None) -> EnvironmentParams:
        wanted = name or self.judge.environment
        for env in self.environments:
            if env.name == wanted:
                return env
        raise ParamsError(f"unknown environment {wanted!r}; known: {[e.name for e in self.environments]}",
                          field="environments")


M = TypeVar("M", bound=BaseModel)


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    """The model inside an annotation such as `GridSpec`, `list[RowSpec]` or `str | None`."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in get_args(annotation):
        found = _nested_model(arg)
        if found is not None:
            return found
    return None


def _model_at(model: type[BaseModel], loc: tuple[int | str, ...]) -> type[BaseModel] | None:
    """The model that validates the mapping at `loc` (list indices pass through), if one does."""
    current = model
    for part in loc:
        if isinstance(part, int):
            continue
        info = current.model_fields.get(part)
        nested = None if info is None else _nested_model(info.annotation)
        if nested is None:
            return None
        current = nested
    return current


def _describe(problem: Any, model: type[BaseModel] | None) -> tuple[tuple[int | str, ...], str]:
    """The path and message of one pydantic problem, in the words of someone editing the file."""
    loc: tuple[int | str, ...] = tuple(problem["loc"])
    kind, message = problem["type"], problem["msg"]
    error = (problem.get("ctx") or {}).get("error")
    at = _model_at(model, loc[:-1] if kind == "extra_forbidden" else loc) if model is not None else None
    known = list(at.model_fields) if at is not None else []
    if isinstance(error, BadKeyError):
        loc, message = (*loc, *error.key.split(".")), str(error)
    elif isinstance(error, ValueError):
        message = str(error)
    elif kind == "extra_forbidden":
        close = difflib.get_close_matches(str(loc[-1]), known, n=1, cutoff=0.6)
        message = f"unknown key (did you mean {close[0]!r}?)" if close else (
            f"unknown key (known: {', '.join(known)})" if known else "unknown key")
    elif kind == "missing":
        message = "missing (required)"
    elif kind in ("model_type", "model_attributes_type", "dict_type"):
        given = "nothing" if problem["input"] is None else f"a {type(problem['input']).__name__}"
        keys = f" of {', '.join(known)}" if known else ""
        message = f"must be a mapping{keys}, not {given}"
    elif not isinstance(problem["input"], dict) and len(repr(problem["input"])) <= 60:
        message = f"{message}, got {problem['input']!r}"  # pydantic says what it wanted, not what it found
    return loc, message


def validation_error(exc: ValidationError, file: str | Path, model: type[BaseModel] | None = None
                     ) -> list[BestError]:
    """One error per problem, each naming the dotted field path (and, for a mistyped key,
    the key that was probably meant: `model` is the schema the keys are looked up in)."""
    errors: list[BestError] = []
    for problem in exc.errors():
        loc, message = _describe(problem, model)
        errors.append(BestError(message, file=file, field=".".join(str(part) for part in loc) or None))
    return errors


def read_yaml(path: Path, error: type[BestError]) -> Any:
    text = read_text(path, error)
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else None
        raise error(f"invalid YAML: {getattr(exc, 'problem', exc)}", file=path, field=where) from None


def parse_model(model: type[M], data: Any, file: str | Path, error: type[BestError]) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = validation_error(exc, file, model)[0]
        raise error(first.message, file=first.file, field=first.field) from None


def load_params(path: Path = DEFAULT_PARAMS) -> Params:
    data = read_yaml(path, ParamsError) if path.exists() else {}
    return parse_model(Params, data or {}, path, ParamsError)
