"""A task as data: the fields of the paper's task card (Table 4) in task.yaml.

The schema (the `*Spec` models) is what task authors write; `Task` is what the rest of
the pipeline reads once the files behind the spec are checked and the interface parsed.
Rows are time ranks (larger inputs, tighter time), columns space ranks (tighter memory).

A task is solved in one or more languages: C++ (the top-level `interface`, `baselines`
and `dominated`) and Python (the `python` section), each with Pareto-optimal baselines of
its own, since limits are calibrated per language from that language's baselines. The
grid, the statement and the tests are shared. A `Task` is one language's view of the task
(`Task.language`); `Task.variant` gives another's.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from best.errors import TaskError
from best.schema import BadKeyError
from best.scoring.protocols import PROTOCOLS, EffSpec
from best.tasks.interface import Interface
from best.tasks.pyinterface import PyInterface

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


CATEGORY_SEPARATOR = ", "  # between the categories of a task in one label ("Graph, Search")


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
    memory: bool = Field(default=True, description="false: a time-only grid; memory is neither measured nor "
                                                   "limited beyond the run caps (one column)")

    @model_validator(mode="after")
    def _time_only(self) -> GridSpec:
        if not self.memory and len(self.columns) != 1:
            raise ValueError("a time-only grid (memory: false) has exactly one column")
        return self


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


class PyInterfaceSpec(Spec):
    declaration: str = Field(min_length=1, description="class Solution with one method, or a function, as shown "
                                                       "in prompts (no body)")
    entry: str | None = Field(default=None, description="Solution.method or function, where the declaration "
                                                        "defines more than one")
    prelude: str = Field(default="", description="code that precedes every solution (imports, helpers)")


class PyRowSpec(Spec):
    """A row as Python sees it, where it differs from the shared grid."""

    time_limit_ms: float | None = Field(default=None, gt=0, description="nominal, for prompts and run caps")
    data_scale: str | None = Field(default=None, min_length=1)
    tests: list[TestSpec] | None = Field(default=None, min_length=1, description="replace the row's tests")


class PythonSpec(Spec):
    interface: PyInterfaceSpec
    statement: str | None = Field(default=None, description="path of Python's statement, where the task's speaks "
                                                            "of C++ (an output parameter the method returns here)")
    rows: list[PyRowSpec] = Field(default_factory=list, description="empty, or one entry per grid row")
    baselines: list[BaselineSpec] = Field(min_length=1)
    dominated: list[DominatedSpec] = Field(default_factory=list)


class ExampleSpec(Spec):
    input: dict[str, Any]
    output: dict[str, Any]


class TaskSpec(Spec):
    id: str = Field(pattern=NAME)
    title: str = Field(min_length=1)
    category: list[Category] = Field(description=(
        "one of the paper's ten categories, or a list of them: a task is counted in each (Table 5 counts 791 "
        "labels over 440 tasks)"))
    difficulty: Difficulty
    source: str = Field(min_length=1, description="where the idea comes from")
    statement: str = Field(description="path of the statement, relative to the task directory")
    interface: InterfaceSpec | None = Field(default=None, description="C++; absent for a task in Python only")
    example: ExampleSpec | None = None
    grid: GridSpec
    generator: str | None = None
    tests: list[TestSpec] = Field(default_factory=list, description="tests run in every row")
    baselines: list[BaselineSpec] = Field(default_factory=list, description="C++")
    dominated: list[DominatedSpec] = Field(default_factory=list, description="C++")
    python: PythonSpec | None = None
    checker: str | None = None
    protocol: str | None = Field(default=None, description=(
        "the scoring protocol (best/scoring/protocols.py): best, or enamel with its parameters in `eff`; "
        "a task that gives `eff` alone is scored by enamel's"))
    eff: EffSpec | None = Field(default=None, description="the enamel protocol's parameters")

    @model_validator(mode="after")
    def _languages(self) -> TaskSpec:
        if self.interface is None and self.python is None:
            raise BadKeyError("interface", "missing (required unless the task has a python section)")
        if self.interface is not None and not self.baselines:
            raise BadKeyError("baselines", "missing (required with a C++ interface: at least one baseline)")
        if self.interface is None and (self.baselines or self.dominated):
            raise BadKeyError("interface", "missing (required with C++ baselines)")
        if self.interface is not None and self.example is None:
            raise BadKeyError("example", "missing (required with a C++ interface: the paper's prompt shows it)")
        if self.python is not None and self.python.rows and len(self.python.rows) != len(self.grid.rows):
            raise BadKeyError("python.rows", f"{len(self.python.rows)} entries for {len(self.grid.rows)} grid rows")
        if self.eff is not None and len(self.eff.hardness) != len(self.grid.rows):
            raise BadKeyError("eff.hardness", f"{len(self.eff.hardness)} weights for {len(self.grid.rows)} rows")
        return self

    @model_validator(mode="after")
    def _protocol(self) -> TaskSpec:
        """enamel's parameters in `eff`, and only there; a file with `eff` alone is enamel's."""
        if self.protocol is not None and self.protocol not in PROTOCOLS:
            raise BadKeyError("protocol", f"{self.protocol!r} is not one of {sorted(PROTOCOLS)}")
        if self.protocol == "enamel" and self.eff is None:
            raise BadKeyError("eff", "missing (required with protocol enamel: its parameters)")
        if self.protocol not in (None, "enamel") and self.eff is not None:
            raise BadKeyError("eff", f"the enamel protocol's parameters, for a task of protocol {self.protocol}")
        return self

    @field_validator("category", mode="before")
    @classmethod
    def _one_or_more(cls, value: Any) -> Any:
        """One category is written as itself, several as a list (an error names the key, not an item of it)."""
        if isinstance(value, list):
            return value
        if value in {c.value for c in Category}:
            return [value]
        raise ValueError(f"Input should be {', '.join(repr(c.value) for c in Category)}, or a list of them")

    @model_validator(mode="after")
    def _categories(self) -> TaskSpec:
        if not self.category or len(set(self.category)) != len(self.category):
            raise BadKeyError("category", f"a list of distinct categories, at least one (got {self.category})")
        return self

    @property
    def categories(self) -> tuple[Category, ...]:
        return tuple(self.category)

    @property
    def protocol_name(self) -> str:
        return self.protocol or ("enamel" if self.eff is not None else "best")


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
class Side:
    """What one language brings to a task: how solutions are called, and its references."""

    language: str
    interface: Interface | PyInterface
    baselines: tuple[Baseline, ...]
    dominated: tuple[Dominated, ...]
    rows: tuple[Row, ...]  # the grid's rows with this language's nominal limits and tests
    statement: str | None = None  # where it words the task for this language


@dataclass(frozen=True)
class Task:
    id: str
    dir: Path
    title: str
    categories: tuple[Category, ...]  # the first is its main one, where one is shown
    difficulty: Difficulty
    source: str
    statement: str
    language: str  # the language of this view: its interface, baselines and rows
    interface: Interface | PyInterface
    example: ExampleSpec | None
    rows: tuple[Row, ...]
    columns: tuple[Column, ...]
    baselines: tuple[Baseline, ...]
    dominated: tuple[Dominated, ...]
    generator: Path | None
    checker: Path | None
    content_hash: str
    sides: tuple[Side, ...] = ()
    cpp_interface: Interface | None = None  # the value types of inputs and outputs, where the task has C++
    eff: EffSpec | None = None  # the parameters of its scoring protocol, where it takes any
    measures_memory: bool = True
    extra: dict[str, Any] = field(default_factory=dict)
    protocol: str = "best"  # the name of its scoring protocol (best/scoring/protocols.py)

    @property
    def category(self) -> str:
        """Its categories as one label ("Graph, Search"): how tables and listings show them."""
        return CATEGORY_SEPARATOR.join(c.value for c in self.categories)

    @property
    def cells(self) -> list[tuple[int, int]]:
        return [(r.index, c.index) for r in self.rows for c in self.columns]

    def row(self, index: int) -> Row:
        return self.rows[index - 1]

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(s.language for s in self.sides)

    def variant(self, language: str) -> Task:
        """The task as solutions in `language` see it."""
        if language == self.language:
            return self
        for side in self.sides:
            if side.language == language:
                return replace(self, language=language, interface=side.interface, baselines=side.baselines,
                               dominated=side.dominated, rows=side.rows, statement=side.statement or self.statement)
        raise TaskError(f"task {self.id} has no {language} solutions (it has {', '.join(self.languages)})",
                        file=self.dir / "task.yaml", field=language if language != "cpp" else "interface")

    @property
    def tag(self) -> str:
        """Task id with its content hash, and the language where it is not C++: names everything
        derived from this version in this language (inputs, expected outputs, calibrations)."""
        base = f"{self.id}-{self.content_hash[:12]}"
        return base if self.language == "cpp" else f"{base}-{self.language}"
