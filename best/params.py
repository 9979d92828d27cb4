"""Typed view of params.yaml: one namespace per stage, unknown keys rejected.

The models are the one place for every key's type, default and meaning: docs/params.md is
rendered from them (best/params_doc.py), and a key left out of params.yaml means what the
shipped params.yaml says, except for the keys of `DEMO_CHOICES`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from best.errors import ParamsError, unknown_names
from best.generate.settings import ModelParams as ModelParams  # noqa: PLC0414 - generate.models' entries
from best.generate.settings import OpenAIServer, Overrides, ReferenceSettings
from best.names import LABEL, MODEL_PREFIX
from best.schema import BadKeyError, Strict, parse_model, read_yaml

DEFAULT_PARAMS = Path("params.yaml")

# The keys whose value in params.yaml is the offline demo's choice rather than the default,
# and why; every other key of params.yaml equals its default (tests/unit/test_params.py).
DEMO_CHOICES: dict[str, str] = {
    "tasks.select": "the demo runs five tasks, of every difficulty and five categories; by default every task of "
                    "the pack runs",
    "environments": "the demo declares O0, O2, O3 and a Python environment; by default there is the paper's "
                    "setting alone, O0",
    "execute.environments": "the demo executes O0 and py; by default the one environment there is, O0",
    "generate.languages": "the demo asks for Python samples too, judged in its py environment; by default no "
                          "environment judges Python, so none are generated",
    "generate.models": "the demo evaluates the embedded SmolLM2 and two reference replays; by default the oracle "
                       "replay alone, which needs nothing installed",
}


class TasksParams(Strict):
    root: str = Field(default="data/tasks", description="the task pack")
    select: list[str] = Field(default_factory=list, description="task ids to use; empty means every task "
                                                                "(docs/corpus.md)")
    stated_from: dict[str, str] = Field(default_factory=lambda: {"cpp": "O0", "python": "py"}, description=(
        "per language, the environment whose calibrated limits the prompts state (`best tasks state-limits`; "
        "O0 is the paper's setting); `best tasks validate` in it fails a task whose stated limits are more "
        "than 2x from its calibration"))


class EnvironmentParams(Strict):
    """An execution environment: the machine under one compiler's flags, or one interpreter."""

    name: str = Field(pattern=LABEL, description="named in `execute.environments`, "
                                                                "`judge.environment` and storage paths")
    language: str = Field(default="cpp", description="the language judged in it, `cpp` or `python`, with the "
                                                     "baselines of that language (docs/python.md)")
    flags: list[str] = Field(default_factory=list, description="compiler flags: `[]` is the paper's setting, no "
                                                               "optimisation flag; a Python environment takes none")
    host: str | None = Field(default=None, description="a label for a study across machines")


class JudgeParams(Strict):
    environment: str = Field(default="O0", description="the environment `best judge` and `best tasks validate` use")
    compiler: str = Field(default="g++", description="the C++ compiler")
    python: str = Field(default="/usr/bin/python3.11", description=(
        "the CPython (3.11 or later, under `/usr`, which the sandbox shows) that runs Python solutions; Debian's, "
        "installed by `make install`"))
    std: str = Field(default="c++17", description="the C++ standard")
    cache_dir: str = Field(default=".cache/best", description="builds, inputs, expected outputs, calibrations")
    time_repeats: int = Field(default=3, ge=1, description=(
        "attempts for a sample's run that answered right over its time limit (noise can explain it); the fastest "
        "counts. No other run is repeated"))
    tle_band: float = Field(default=2.0, ge=1.0, description="a sample's run is stopped at its row's calibrated "
                                                             "limit x band, and then not repeated")
    wall_factor: float = Field(default=3.0, ge=1.0, description="wall-clock limit of the call = CPU cap x factor")
    wall_extra_ms: int = Field(default=1000, ge=0, description="plus this, for the whole process (start-up, inputs)")
    max_threads: int = Field(default=1, ge=1, description="threads a solution may run (1: none besides its own); "
                                                          "thread and process creation fail")
    output_limit_kb: int = Field(default=65536, ge=1, description="stdout + stderr + the encoded result")
    tmp_kb: int = Field(default=1024, ge=0, description="size of the run's private writable `/tmp/run`")
    stack_limit_mb: int = Field(default=256, ge=1, description="the call's stack, never above the memory cap (a "
                                                               "Python run's RLIMIT_STACK)")
    memory_cap_mb: int = Field(default=1024, ge=1, description="a sample's memory cap where its grid has no memory "
                                                               "limit (elsewhere: the loosest column's limit)")
    trace_factor: float = Field(default=10.0, ge=1.0, description=(
        "a Python solution's memory-measuring run may take this x its time cap (tracing slows code down)"))
    compile_timeout_s: float = Field(default=60.0, gt=0, description="bound of one compilation's time")
    compile_memory_mb: int = Field(default=2048, ge=256, description="bound of one compilation's memory")
    log_limit_kb: int = Field(default=64, ge=1, description="compiler and program output kept in reports")
    kernel_time_factor: float = Field(default=1.5, ge=1.0, description=(
        "the process's CPU time beyond an empty solution's may reach limit x factor + allowance before the cell "
        "fails (TLE), whatever the harness reported; the process's CPU limit is the cap x factor + allowance + the "
        "empty solution's time (docs/sandbox.md, \"Trust\")"))
    kernel_time_allowance_ms: float = Field(default=20.0, ge=0.0, description="the allowance of `kernel_time_factor`")
    kernel_memory_factor: float = Field(default=2.0, ge=1.0, description=(
        "likewise the process's peak resident set beyond an empty solution's (MLE); read by the score stage, so "
        "changing it rescores without running anything again"))
    kernel_memory_allowance_kb: float = Field(default=8192.0, ge=0.0,
                                              description="the allowance of `kernel_memory_factor`")


class CalibrateParams(Strict):
    slack: float = Field(default=10.0, gt=1.0, description="limit = slack x P where no slower class exists (the "
                                                           "paper's \"about 10x slower than the baselines\")")
    margin: float = Field(default=2.0, ge=1.0, description="a cell discriminates when min(limit/P, F/limit) >= "
                                                           "margin; one with a smaller margin is reported. A "
                                                           "slower class that must fail a row is stopped at "
                                                           "margin x its limit")
    memory_floor_kb: float = Field(default=1.0, ge=0.0, description="no memory limit below this (any O(1) stack "
                                                                    "frame fits)")
    time_floor_ms: float = Field(default=1.0, ge=0.0, description="no time limit below this")
    repeats: int = Field(default=3, ge=1, description="runs per baseline and test; the fastest counts (a test "
                                                      "no slower than an earlier one of its row runs once, as "
                                                      "does a must-fail class's test slower than slack x P)")
    max_run_ms: int = Field(default=30000, ge=1, description="how long a baseline that must pass a row may take")
    memory_cap_mb: int = Field(default=1024, ge=1, description="extra-memory cap of calibration runs")


class SettingParams(Strict):
    """One weighting of the grid: ω(i, j) = τ^(i-1) σ^(j-1)."""

    name: str = Field(pattern=LABEL, description="the setting's name in the score tables")
    tau: float = Field(ge=0.0, description="τ, the weight's base along the rows (time)")
    sigma: float = Field(ge=0.0, description="σ, the weight's base along the columns (space)")


def _paper_settings() -> list[SettingParams]:
    return [SettingParams(name="time", tau=1.2, sigma=0.0), SettingParams(name="space", tau=0.0, sigma=1.2),
            SettingParams(name="dual", tau=1.2, sigma=1.2)]


class ScoreParams(Strict):
    settings: list[SettingParams] = Field(default_factory=_paper_settings, min_length=1, description=(
        "named weightings of the grid, one dual@k each: the paper's three of Table 2"))
    ks: list[int] = Field(default_factory=lambda: [1, 10], min_length=1, description=(
        "the k of pass@k, dual@k and eff@k; a model with fewer than k samples of a task gets a gap, and a k above "
        "the samples of every model is an error of the score stage"))
    eff_tau: float = Field(default=1.2, ge=0.0, description="eff@k's row weights h_i = eff_tau^(i-1) = ω(i, 1)")
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


def _oracle_replay() -> list[ModelParams]:
    return [ReferenceSettings(name="reference", backend="reference")]


class GenerateParams(Strict):
    prompt: str = Field(default="original", pattern=LABEL, description=(
        "template file under `prompts_dir`: `original` is the paper's Figure 4; `time`, `space`, `both` are "
        "Table 8's variants"))
    prompts_dir: str = Field(default="data/prompts", description="where templates live (C++ at the top, Python in "
                                                                 "`python/`)")
    languages: list[str] = Field(default_factory=lambda: ["cpp"], min_length=1, description=(
        "the languages every model writes: each task is generated in those of them it has solutions in"))
    samples: int = Field(default=20, ge=1, description=(
        "samples per subtask (cell), as in the paper; k of `score.ks` needs at least k (fewer leave gaps)"))
    temperature: float = Field(default=0.8, ge=0, description="sampling temperature (the paper: 0.8)")
    top_p: float = Field(default=0.95, gt=0, le=1, description="nucleus sampling (the paper: 0.95)")
    max_tokens: int = Field(default=32768, ge=1, description=(
        "cap of tokens per sample, room for a reasoning model's trace; a model's own overrides it (a server whose "
        "context is shorter refuses the request: set the model's `max_tokens`). A reply cut here is recorded with "
        "finish_reason `length` and counted in the report"))
    seed: int = Field(default=0, description="sample i of a subtask is seeded seed + i")
    store: str = Field(default=".cache/best/generations.sqlite", description=(
        "the durable sample store: survives `dvc repro` and kills"))
    models: list[ModelParams] = Field(default_factory=_oracle_replay, description=(
        "the models under evaluation, each `{name, backend, ...}` with its backend's settings"))

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


class DaskTLSParams(Strict):
    """A client's credentials for a scheduler that asks for mutual TLS (`best infra init` makes
    them: infra/secrets/ca.pem, client.pem, client-key.pem)."""

    ca_file: str = Field(min_length=1, description="the cluster's CA certificate (PEM)")
    cert: str = Field(min_length=1, description="this client's certificate (PEM), signed by that CA")
    key: str = Field(min_length=1, description="this client's private key (PEM)")


LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})


class ExecuteParams(Strict):
    """Where and how widely the execute stage runs (docs/pipeline.md); how a run is judged is `judge`'s."""

    environments: list[str] = Field(default_factory=lambda: ["O0"], min_length=1, description=(
        "names from `environments` that this machine executes, calibrates and scores: one branch of the DVC "
        "pipeline each (`compile@O2`, ...), on the same generations"))
    pool: Literal["local", "dask"] = Field(default="local", description="`local` (threads) or `dask`")
    workers: int = Field(default=1, ge=1, description=(
        "local: items side by side; more than one shares cores between timings"))
    scheduler: str | None = Field(default=None, description=(
        "dask: the scheduler's address, `tls://10.0.0.5:8786`; plain `tcp://` only on this machine's loopback, "
        "since Dask runs whatever a client sends"))
    tls: DaskTLSParams | None = Field(default=None, description=(
        "dask: this client's credentials for a `tls://` scheduler; default distributed's own settings "
        "(DASK_DISTRIBUTED__COMM__TLS__CA_FILE, __CLIENT__CERT, __CLIENT__KEY)"))

    @model_validator(mode="after")
    def _scheduler(self) -> ExecuteParams:
        if len(set(self.environments)) != len(self.environments):
            raise BadKeyError("environments", f"environments repeat: {self.environments}")
        if self.pool == "dask" and not self.scheduler:
            raise BadKeyError("scheduler", "runner dask needs a scheduler address")
        if self.scheduler:
            scheme, _, rest = self.scheduler.rpartition("://")
            host = rest.rsplit(":", 1)[0] if rest.count(":") == 1 or rest.startswith("[") else rest
            if scheme not in ("", "tcp", "tls"):
                raise BadKeyError("scheduler", f"{self.scheduler!r}: the scheme is tls:// (or tcp:// on loopback)")
            if scheme != "tls" and host not in LOOPBACK_HOSTS and not host.startswith("127."):
                raise BadKeyError("scheduler", (
                    f"{self.scheduler!r} is reached without TLS: anyone who reaches its port runs code on its "
                    "workers. Use tls://, with the credentials of `best infra init` (docs/security.md)"))
            if self.tls is not None and scheme != "tls":
                raise BadKeyError("tls", f"credentials are for a tls:// scheduler, not {self.scheduler!r}")
        return self


class StorageParams(Strict):
    """Where stages publish their tables, and where DVC's remote lives (docs/storage.md)."""

    uri: str = Field(default="results", min_length=1, description=(
        "where stages publish their tables: a directory or `s3://bucket/prefix`"))
    endpoint_url: str | None = Field(default=None, description=(
        "an S3-compatible server (MinIO, Ceph, moto), e.g. http://127.0.0.1:9000; credentials come from the "
        "`AWS_*` variables"))
    region: str = Field(default="us-east-1", description="the S3 region")


class WatchEndpointParams(Overrides, OpenAIServer):
    """An OpenAI-compatible server whose served models the watch flow evaluates as they appear.

    Each model discovered here gets the endpoint's settings, those of an `openai` model but its
    name and served id, since one server's models share its capacity and its latency.
    """

    prefix: str = Field(default="", pattern=MODEL_PREFIX, description=(
        "a served id becomes the model named prefix + id, characters outside `A-Za-z0-9_.:-` replaced by `-`"))


class WatchParams(Strict):
    """Scheduled re-evaluation (flows/watch.py): where new models come from, and where the
    params that evaluate them are written. No endpoint and no registry: nothing is ever new."""

    endpoints: list[WatchEndpointParams] = Field(default_factory=list, description=(
        "OpenAI-compatible servers; `GET <base_url>/models` lists what they serve"))
    registry: str | None = Field(default=None, description=(
        "a YAML file (relative, like every path here, to the directory the flow runs in) holding a list of models "
        "in `generate.models`' form (any backend); its mistakes are named by file and entry, e.g. "
        "`registry.yaml: 1.backend`"))
    params_out: str = Field(default="data/watch/params.yaml", min_length=1, description=(
        "the params the flow writes and runs the pipeline on (never the params file itself)"))


class Params(Strict):
    tasks: TasksParams = Field(default_factory=TasksParams, description="the task pack")
    environments: list[EnvironmentParams] = Field(default_factory=lambda: [EnvironmentParams(name="O0")],
                                                  description="execution environments")
    judge: JudgeParams = Field(default_factory=JudgeParams, description="how one run is bounded and judged")
    calibrate: CalibrateParams = Field(default_factory=CalibrateParams, description="how limits are calibrated")
    generate: GenerateParams = Field(default_factory=GenerateParams, description="how samples are generated")
    score: ScoreParams = Field(default_factory=ScoreParams, description="how judged samples become metrics")
    execute: ExecuteParams = Field(default_factory=ExecuteParams, description="where and how widely runs happen")
    storage: StorageParams = Field(default_factory=StorageParams, description="where tables are published")
    watch: WatchParams = Field(default_factory=WatchParams, description="scheduled re-evaluation")

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
        for language, name in self.tasks.stated_from.items():
            env = next((e for e in self.environments if e.name == name), None)
            if env is not None and env.language != language:  # an absent one is an error where it is used
                raise BadKeyError(f"tasks.stated_from.{language}", f"environment {name!r} judges {env.language}")
        return self

    def stated_environment(self, language: str) -> EnvironmentParams:
        """The environment whose calibration a language's prompts state."""
        name = self.tasks.stated_from.get(language)
        if name is None:
            raise ParamsError(f"no environment states the {language} limits", field=f"tasks.stated_from.{language}")
        env = next((e for e in self.environments if e.name == name), None)
        if env is None:
            raise ParamsError(f"{name!r} is not one of environments {[e.name for e in self.environments]}",
                              field=f"tasks.stated_from.{language}")
        return env

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
        known = [e.name for e in self.environments]
        raise ParamsError(f"{unknown_names('environment', [wanted], known)}; known: {known}", field="environments")


def load_params(path: Path = DEFAULT_PARAMS) -> Params:
    data = read_yaml(path, ParamsError) if path.exists() else {}
    return parse_model(Params, data or {}, path, ParamsError)
