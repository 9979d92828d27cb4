"""What a task author writes in task.yaml: its schema, one model per block.

The fields are the paper's task card (Table 4). Every model forbids unknown keys, so a
misspelt key is an error naming it, never a silent default (best/schema.py turns pydantic's
complaints into one error per problem with its file and dotted key). The statement, the
grid, the example and the tests are the task's, in no language; under `languages:` each
language it is solved in declares its interface (in that language's own schema,
best/tasks/languages.py), its baselines and dominated solutions, and where they differ its
rows' nominal limits, data scales and tests.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, create_model, field_validator, model_validator

from best.names import TASK_NAME
from best.schema import BadKeyError
from best.scoring.protocols import PROTOCOLS, EffSpec
from best.tasks.languages import TASK_LANGUAGES

NAME = TASK_NAME


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


class RowOverride(Spec):
    """A row as one language sees it, where it differs from the grid's."""

    time_limit_ms: float | None = Field(default=None, gt=0, description="nominal, for prompts and run caps")
    data_scale: str | None = Field(default=None, min_length=1)
    tests: list[TestSpec] | None = Field(default=None, min_length=1, description="replace the row's tests")


class SideSpec(Spec):
    """What one language brings to the task (its `interface` schema is the language's own)."""

    interface: Any
    statement: str | None = Field(default=None, description="path of this language's statement, where the task's "
                                                            "wording does not fit it (an output parameter)")
    rows: list[RowOverride] = Field(default_factory=list, description="empty, or one entry per grid row")
    baselines: list[BaselineSpec] = Field(min_length=1)
    dominated: list[DominatedSpec] = Field(default_factory=list)


def _languages_spec() -> type[Spec]:
    sides = {name: create_model(f"{name.capitalize()}SideSpec", __base__=SideSpec,
                                interface=(language.interface_spec, ...))
             for name, language in TASK_LANGUAGES.items()}
    languages: type[Spec] = create_model(  # type: ignore[call-overload]
        "LanguagesSpec", __base__=Spec, **{name: (side | None, None) for name, side in sides.items()})
    return languages


if TYPE_CHECKING:
    class LanguagesSpec(Spec):
        pass
else:
    LanguagesSpec = _languages_spec()


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
    example: ExampleSpec | None = Field(default=None, description="an input and its output, as prompts show them")
    grid: GridSpec
    generator: str | None = None
    tests: list[TestSpec] = Field(default_factory=list, description="tests run in every row")
    languages: LanguagesSpec = Field(description="the languages it is solved in, each with its interface and "
                                                 "baselines: " + ", ".join(TASK_LANGUAGES))
    checker: str | None = None
    protocol: str | None = Field(default=None, description=(
        "the scoring protocol (best/scoring/protocols.py): best, or enamel with its parameters in `eff`; "
        "a task that gives `eff` alone is scored by enamel's"))
    eff: EffSpec | None = Field(default=None, description="the enamel protocol's parameters")

    @model_validator(mode="after")
    def _languages(self) -> TaskSpec:
        if not self.sides:
            raise BadKeyError("languages", f"empty (one or more of {', '.join(TASK_LANGUAGES)})")
        for name, side in self.sides.items():
            if TASK_LANGUAGES[name].needs_example and self.example is None:
                raise BadKeyError("example", f"missing (required with languages.{name}: its prompt shows it)")
            if side.rows and len(side.rows) != len(self.grid.rows):
                raise BadKeyError(f"languages.{name}.rows",
                                  f"{len(side.rows)} entries for {len(self.grid.rows)} grid rows")
        if self.eff is not None and len(self.eff.hardness) != len(self.grid.rows):
            raise BadKeyError("eff.hardness", f"{len(self.eff.hardness)} weights for {len(self.grid.rows)} rows")
        return self

    @property
    def sides(self) -> dict[str, SideSpec]:
        """The languages it declares, in the registry's order: the first is the task's reference."""
        return {name: side for name in TASK_LANGUAGES if (side := getattr(self.languages, name)) is not None}

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
