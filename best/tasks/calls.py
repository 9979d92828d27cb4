"""What the rest of the pipeline may ask of any language's interface, and nothing more.

A task states its inputs and outputs once, by name; each language declares how its
solutions are called (a C++ class, a Python function) and how the values of a test
travel to them and back. Test data, the oracle, calibration, prompts and code extraction
talk to that declaration only through `SolutionInterface`, so none of them knows which
language it is judging, and a new language is a new implementation of this protocol
(registered in best/tasks/languages.py) and a judge module that builds its programs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class MalformedValueError(ValueError):
    """Bytes that are not a value of the interface, or a value it cannot carry."""


class ValueTypes(Protocol):
    """Exact value types (integer widths, fixed sizes), where a language declares them: every
    other language's values are read as these, so all languages are judged on the same numbers."""

    def conform_input(self, name: str, value: Any) -> Any:
        """The input as a solution of the typed language receives it; MalformedValueError if it cannot."""

    def conform_output(self, name: str, value: Any) -> Any:
        """A result as a solution of the typed language would return it; MalformedValueError if none could."""


class SolutionInterface(Protocol):
    """How solutions in one language are called, as its task.yaml section declares them."""

    @property
    def declaration(self) -> str:
        """The text prompts show: the single source of truth for the entry point and its parameters."""

    @property
    def label(self) -> str:
        """The language as readers call it (C++, Python)."""

    @property
    def entry_name(self) -> str:
        """What a solution must define, as messages name it (class Solution, function solve)."""

    @property
    def fence_tag(self) -> str:
        """The info string its code is fenced with in Markdown (```cpp)."""

    @property
    def fence_tags(self) -> frozenset[str]:
        """The info strings of a Markdown code fence that may hold this language's code."""

    @property
    def keeps_indentation(self) -> bool:
        """Whether a block's leading whitespace is part of the program (extraction keeps it)."""

    @property
    def takes_capacities(self) -> bool:
        """Whether a test's input carries room for outputs (a generator's `reserve`)."""

    def input_names(self) -> tuple[str, ...]:
        """The task's inputs, in the order of the call."""

    def output_names(self) -> tuple[str, ...]:
        """What the call produces, in the order results are encoded."""

    def value_types(self) -> ValueTypes | None:
        """This language's exact types, or None where its values are untyped."""

    def defines(self, code: str) -> bool:
        """Whether a piece of code defines the entry point (what a model's answer must hold)."""

    def code_prompt(self) -> str:
        """The declaration with an empty body where the model writes its code."""

    def encode_arguments(self, values: Mapping[str, Any], capacities: Mapping[str, Any],
                         types: ValueTypes | None) -> bytes:
        """A test's input file; MalformedValueError for values the interface cannot carry."""

    def encode_results(self, values: Mapping[str, Any]) -> bytes:
        """Results by name, as a solution's output would hold them (a task's declared example)."""

    def decode_results(self, data: bytes, types: ValueTypes | None) -> dict[str, Any]:
        """A solution's output by name, read as the typed language would; MalformedValueError if it is not one."""

    def decode_arguments(self, data: bytes) -> dict[str, Any]:
        """A test's input values by name (what a checker receives)."""

    def value_problems(self, values: Mapping[str, Any], outputs: bool) -> list[tuple[str, str]]:
        """What is wrong with values a task file gives for the inputs (or the outputs), as
        (the key under the values, message) pairs; the key is "" for the values as a whole."""


class InterfaceError(ValueError):
    """The declaration uses a form the judge cannot build arguments for."""
