"""The stage protocol: what a stage reads, writes and depends on, declared once, and how it runs.

A stage is pure work over Parquet tables. Its declaration (stages/registry.py) names its
input and output tables (each with its place in the data layout, best/layout.py), the
params keys it reads and its work: zero or more *phases*, each a plan of independent
items and a function that does one item, then a `finish` that assembles the items'
results and writes the tables. Everything that runs a stage derives from that one
declaration: `run` below (in this process: the CLI, the ENAMEL study, tests), the Prefect
flows (flows/stage_flow.py: the same phases, each item a task run), the pipeline flow (the
declarations in order) and dvc.yaml (stages/dvcfile.py writes it; a test checks it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Literal, Protocol, TypeVar

import pyarrow as pa

from best.errors import BestError
from best.layout import DATA, Layout
from best.params import Params, load_params


class Named(Protocol):
    """A unit of work: hashable (a Prefect task run and a Dask future are keyed by it) and named."""

    @property
    def name(self) -> str: ...


Item = TypeVar("Item", bound=Named)


@dataclass(frozen=True)
class Slot:
    """One table a stage reads or writes, and where the layout keeps it in an environment."""

    name: str
    path: Callable[[Layout, str], Path]


@dataclass(frozen=True)
class Context:
    """Everything a stage's work sees: the params, the environment of a fan-out branch, and its tables' paths."""

    params_path: Path
    params: Params
    environment: str | None
    layout: Layout
    paths: dict[str, Path]

    def __getitem__(self, slot: str) -> Path:
        return self.paths[slot]


@dataclass(frozen=True)
class Phase(Generic[Item]):
    """Independent items planned from the inputs, each done by `work` (a task run in a flow).

    `spread` says how widely a flow may run them: `cores` (not measured: every core),
    `measured` (timings: as execute.pool and execute.workers allow) or `serial` (one at
    a time, each item spreading its own work, as a model's requests do)."""

    name: str
    plan: Callable[[Context], Sequence[Item]]
    work: Callable[[Params, Item], Any]
    spread: Literal["cores", "measured", "serial"] = "serial"
    retry_delay_s: float = 5.0


@dataclass(frozen=True)
class Stage:
    name: str
    summary: str
    inputs: tuple[Slot, ...]
    outputs: tuple[Slot, ...]
    params: tuple[str, ...]
    finish: Callable[[Context, list[dict[Any, Any]]], dict[str, pa.Table]]
    phases: tuple[Phase[Any], ...] = ()
    per_environment: bool = True
    always_changed: bool = False
    data: tuple[str, ...] = ()  # folders of data it reads besides its tables (task files, prompts)

    def context(self, params_path: Path, environment: str | None = None, layout: Layout = DATA,
                **paths: Path | None) -> Context:
        """The stage's tables where the layout keeps them, unless a caller names another place.

        A stage run per environment works on the one it is given; given none, on every
        executed environment at once (as a test or a one-environment params file wants),
        its tables where the caller names them, else in the first environment's places."""
        given = {name: path for name, path in paths.items() if path is not None}
        unknown = set(given) - {s.name for s in (*self.inputs, *self.outputs)}
        if unknown:
            raise BestError(f"stage {self.name} has no table {', '.join(sorted(unknown))} (its tables: "
                            f"{', '.join(s.name for s in (*self.inputs, *self.outputs))})", field="--path")
        params = load_params(params_path)
        if self.per_environment:
            params = params.only(environment)
        branch = environment or (params.execute.environments[0] if self.per_environment else "")
        where = {s.name: given.get(s.name) or s.path(layout, branch) for s in (*self.inputs, *self.outputs)}
        return Context(params_path, params, environment, layout, where)


Mapper = Callable[[Phase[Any], list[Any]], dict[Any, Any]]


def run_with(stage: Stage, ctx: Context, mapper: Mapper) -> dict[str, pa.Table]:
    """Plan each phase, do its items with `mapper`, then finish: the one shape of every stage run."""
    return stage.finish(ctx, [mapper(phase, list(phase.plan(ctx))) for phase in stage.phases])


def run(stage: Stage, params_path: Path, environment: str | None = None, layout: Layout = DATA,
        **paths: Path | None) -> dict[str, pa.Table]:
    """The stage in this process, items one after another: what `best stage` and the ENAMEL study run."""
    ctx = stage.context(params_path, environment, layout, **paths)
    return run_with(stage, ctx, lambda phase, items: {item: phase.work(ctx.params, item) for item in items})


def table_paths(pairs: list[str]) -> dict[str, Path]:
    """`--path TABLE=PATH` options, as the keyword arguments of `run` and `context`."""
    paths = {}
    for pair in pairs:
        name, sep, path = pair.partition("=")
        if not sep or not name or not path:
            raise BestError(f"expected TABLE=PATH, got {pair!r}", field="--path")
        paths[name] = Path(path)
    return paths
