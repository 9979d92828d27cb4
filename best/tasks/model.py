"""A task as data: the fields of the paper's task card (Table 4) in task.yaml.

The schema (the `*Spec` models) is what task authors write; `Task` is what the rest of
the pipeline reads once the files behind the spec are checked and the interface parsed.
Rows are time ranks (larger inputs, tighter time), columns space ranks (tighter memory).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from best.tasks.interface import Interface

NAME = r"^[a-z0-9][a-z0-9_-]*$"


class Category(StrEnum):
    STRING = "String"
    SORT = "Sort"
    GREEDY = "Greedy"
    GRAPH = "Graph"
    DATA_STRUCTURE = "Data Structure"
    TWO_POINTERS = "Two Pointers"
    MATH = "Math"
    SEARCH = "Search"
    DP = "DP"
    OTHER = "Other"


class Difficulty(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TestSpec(Spec):
    """One test: generated from a seed and arguments, or hand-written in a JSON file."""

    name: str = Field(pattern=NAME)
    seed: int | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    file: str | None = None

    @model_validator(mode="after")
    def _one_source(self) -> TestSpec:
        if (self.seed is None) == (self.file is None):
            raise ValueError("a test has either a seed (generated) or a file (hand-written)")
        if self.file is not None and self.args:
            raise ValueError("a hand-written test takes no args")
        return self


class RowSpec(Spec):
    data_scale: str = Field(min_length=1, description="the prompt's @data_scale")
    time_limit_ms: float = Field(gt=0, description="nominal, for prompts; the judge calibrates its own")
    tests: list[TestSpec] = Field(min_length=1)


class ColumnSpec(Spec):
    memory_limit_kb: float = Field(gt=0, description="nominal, for prompts; the judge calibrates its own")
    space: str = Field(min_length=1, description="the space class this column demands, e.g. O(n)")


class GridSpec(Spec):
    rows: list[RowSpec] = Field(min_length=1)
    columns: list[ColumnSpec] = Field(min_length=1)


class BaselineSpec(Spec):
    name: str = Field(pattern=NAME)
    file: str
    time_rank: int = Field(ge=1)
    space_rank: int = Field(ge=1)


class DominatedSpec(Spec):
    """A correct but non-Pareto-optimal solution, and the cells it must fail."""

    name: str = Field(pattern=NAME)
    file: str
    fails: list[tuple[int, int]] = Field(min_length=1)


class InterfaceSpec(Spec):
    declaration: str = Field(min_length=1)
    outputs: list[str] = Field(default_factory=list)


class ExampleSpec(Spec):
    input: dict[str, Any]
    output: dict[str, Any]


class TaskSpec(Spec):
    id: str = Field(pattern=NAME)
    title: str = Field(min_length=1)
    category: Category
    difficulty: Difficulty
    source: str = Field(min_length=1, description="where the idea comes from")
    statement: str = Field(description="path of the statement, relative to the task directory")
    interface: InterfaceSpec
    example: ExampleSpec
    grid: GridSpec
    generator: str | None = None
    tests: list[TestSpec] = Field(default_factory=list, description="tests run in every row")
    baselines: list[BaselineSpec] = Field(min_length=1)
    dominated: list[DominatedSpec] = Field(default_factory=list)
    checker: str | None = None


@dataclass(frozen=True)
class Baseline:
    name: str
    path: Path
    time_rank: int
    space_rank: int

    def passes(self, row: int, col: int) -> bool:
        """Baseline b must pass cell (i, j) exactly when i <= time_rank and j <= space_rank."""
        return row <= self.time_rank and col <= self.space_rank


@dataclass(frozen=True)
class Dominated:
    name: str
    path: Path
    fails: frozenset[tuple[int, int]]


@dataclass(frozen=True)
class TestCase:
    """A test of one row. Tests shared by every row (and the example) share one input file."""

    row: int
    name: str
    spec: TestSpec | None  # None: the task's example
    shared: bool

    @property
    def id(self) -> str:
        return f"r{self.row}-{self.name}"

    @property
    def key(self) -> str:
        """Names the input file."""
        return f"all-{self.name}" if self.shared else self.id


@dataclass(frozen=True)
class Row:
    index: int  # 1-based time rank
    data_scale: str
    time_limit_ms: float
    tests: tuple[TestCase, ...]


@dataclass(frozen=True)
class Column:
    index: int  # 1-based space rank
    memory_limit_kb: float
    space: str


@dataclass(frozen=True)
class Task:
    id: str
    dir: Path
    title: str
    category: Category
    difficulty: Difficulty
    source: str
    statement: str
    interface: Interface
    example: ExampleSpec
    rows: tuple[Row, ...]
    columns: tuple[Column, ...]
    baselines: tuple[Baseline, ...]
    dominated: tuple[Dominated, ...]
    generator: Path | None
    checker: Path | None
    content_hash: str
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def cells(self) -> list[tuple[int, int]]:
        return [(r.index, c.index) for r in self.rows for c in self.columns]

    def row(self, index: int) -> Row:
        return self.rows[index - 1]

    @property
    def tag(self) -> str:
        """Task id with its content hash: names everything derived from this version."""
        return f"{self.id}-{self.content_hash[:12]}"
