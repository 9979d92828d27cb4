"""A task as the pipeline reads it: the checked, parsed form of its task.yaml (best/tasks/spec.py).

Rows are time ranks (larger inputs, tighter time), columns space ranks (tighter memory). A
`Task` is one language's view of the task (`Task.language`): that language's interface,
baselines and rows; `Task.for_language` gives another's, since limits are calibrated per
language from that language's baselines.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from best.errors import TaskError
from best.scoring.protocols import EffSpec
from best.tasks.calls import SolutionInterface, ValueTypes
from best.tasks.spec import CATEGORY_SEPARATOR, Category, Difficulty, ExampleSpec, TestSpec
from best.tasks.stated import Stated


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
    interface: SolutionInterface
    baselines: tuple[Baseline, ...]
    dominated: tuple[Dominated, ...]
    rows: tuple[Row, ...]  # the grid's rows with this language's nominal limits and tests
    statement: str | None = None  # where it words the task for this language
    stated: Stated | None = None  # the limits its prompts state (stated.yaml), once written


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
    interface: SolutionInterface
    example: ExampleSpec | None
    rows: tuple[Row, ...]
    columns: tuple[Column, ...]
    baselines: tuple[Baseline, ...]
    dominated: tuple[Dominated, ...]
    generator: Path | None
    checker: Path | None
    content_hash: str
    sides: tuple[Side, ...] = ()
    types: ValueTypes | None = None  # exact value types where a side declares them (C++): all sides read values so
    eff: EffSpec | None = None  # the parameters of its scoring protocol, where it takes any
    measures_memory: bool = True
    extra: dict[str, Any] = field(default_factory=dict)
    protocol: str = "best"  # the name of its scoring protocol (best/scoring/protocols.py)
    stated: Stated | None = None  # this language's stated limits (best/tasks/stated.py), once written

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

    def for_language(self, language: str) -> Task:
        """The task as solutions in `language` see it."""
        if language == self.language:
            return self
        for side in self.sides:
            if side.language == language:
                return replace(self, language=language, interface=side.interface, baselines=side.baselines,
                               dominated=side.dominated, rows=side.rows, statement=side.statement or self.statement,
                               stated=side.stated)
        raise TaskError(f"task {self.id} has no {language} solutions (it has {', '.join(self.languages)})",
                        file=self.dir / "task.yaml", field="languages")

    def prompt_limits(self, row: int, col: int) -> tuple[float, float]:
        """The time (ms) and memory (KB) limits a cell's prompt states: the stated limits once written,
        else the grid's nominal values (the author's estimate before any calibration)."""
        time_ms, memory_kb = self.rows[row - 1].time_limit_ms, self.columns[col - 1].memory_limit_kb
        if self.stated is not None:
            stated_time, stated_memory = self.stated.cell(row, col)
            time_ms, memory_kb = stated_time, memory_kb if stated_memory is None else stated_memory
        return time_ms, memory_kb

    @property
    def tag(self) -> str:
        """Task id, content hash and language: names everything derived from this version in this
        language (inputs, expected outputs, calibrations)."""
        return f"{self.id}-{self.content_hash[:12]}-{self.language}"
