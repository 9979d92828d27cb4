"""A task's Python interface: `class Solution` with one method, or one function.

As for C++, the declaration shown to models is the single source of truth: the judge reads
the entry point and its parameters from it. A declaration is written as a prompt shows it,
without a body (`def solve(self, a: List[int]) -> int:`); it is parsed with one added.
Parameters are the task's inputs in order; the call's result is its outputs: one value, or
a tuple in the order of the task's output names when it has several.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from best.tasks import pyvalues
from best.tasks.calls import InterfaceError, MalformedValueError, ValueTypes

RETURN = "return"
PYTHON_TAGS = frozenset({"", "python", "python3", "py"})


@dataclass(frozen=True)
class PyInterface:
    declaration: str
    class_name: str | None  # None: the entry point is a function
    method: str
    params: tuple[str, ...]
    prelude: str = ""  # code every solution runs after (ENAMEL: the HumanEval prompt's imports and helpers)
    outputs: tuple[str, ...] = (RETURN,)  # what the result's values are called (the C++ side's output names)

    @property
    def entry(self) -> str:
        return f"{self.class_name}.{self.method}" if self.class_name else self.method

    def spec(self) -> dict[str, str | None]:
        """What the harness needs to find the entry point."""
        return {"class": self.class_name, "function": self.method}

    def output_names(self) -> tuple[str, ...]:
        return self.outputs

    # SolutionInterface (best/tasks/calls.py)
    label = "Python"
    fence_tag = "python"
    fence_tags = PYTHON_TAGS
    keeps_indentation = True
    takes_capacities = False

    @property
    def entry_name(self) -> str:
        return f"class {self.class_name}" if self.class_name else f"function {self.method}"

    def input_names(self) -> tuple[str, ...]:
        return self.params

    def value_types(self) -> None:
        return None

    def defines(self, code: str) -> bool:
        name, keyword = (self.class_name, "class") if self.class_name else (self.method, "def")
        return re.search(rf"^\s*{keyword}\s+{re.escape(name)}\b", code, flags=re.MULTILINE) is not None

    def code_prompt(self) -> str:
        """A comment where the body goes."""
        decl = self.declaration.rstrip()
        header = [line for line in decl.splitlines() if re.match(r"\s*(async\s+)?def\s", line)][-1]
        indent = len(header) - len(header.lstrip()) + 4
        return f"{decl}\n{' ' * indent}# write your code here"

    def encode_arguments(self, values: Mapping[str, Any], capacities: Mapping[str, Any],
                         types: ValueTypes | None) -> bytes:
        """The call's arguments in order; where a typed language is beside, as its solutions receive them."""
        try:
            return pyvalues.dumps([values[n] if types is None else types.conform_input(n, values[n])
                                   for n in self.params])
        except (pyvalues.ValueCodecError, RecursionError) as exc:
            raise MalformedValueError(str(exc)) from None

    def encode_results(self, values: Mapping[str, Any]) -> bytes:
        results = [values[n] for n in self.outputs]
        return pyvalues.dumps(results[0] if len(results) == 1 else tuple(results))

    def decode_results(self, data: bytes, types: ValueTypes | None) -> dict[str, Any]:
        try:
            result = pyvalues.loads(data)
        except pyvalues.ValueCodecError as exc:
            raise MalformedValueError(str(exc)) from None
        if len(self.outputs) == 1:
            values = [result]
        elif isinstance(result, (tuple, list)) and len(result) == len(self.outputs):
            values = list(result)
        else:
            raise MalformedValueError(f"expected a tuple of {len(self.outputs)} values ({', '.join(self.outputs)})")
        if types is not None:  # the numbers a solution in the typed language would return
            values = [types.conform_output(n, v) for n, v in zip(self.outputs, values, strict=True)]
        return dict(zip(self.outputs, values, strict=True))

    def decode_arguments(self, data: bytes) -> dict[str, Any]:
        return dict(zip(self.params, pyvalues.loads(data), strict=True))

    def value_problems(self, values: Mapping[str, Any], outputs: bool) -> list[tuple[str, str]]:
        names = self.outputs if outputs else self.params
        if set(values) != set(names):
            return [("", f"keys {sorted(values)} differ from the Python interface's {list(names)}")]
        try:
            pyvalues.dumps(dict(values))
        except (pyvalues.ValueCodecError, RecursionError) as exc:
            return [("", str(exc))]
        return []


def _with_bodies(declaration: str) -> str:
    """Append `...` to every header that ends a line without a body, so the text parses."""
    lines = declaration.rstrip().splitlines()
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        stripped = line.rstrip()
        if re.match(r"\s*(async\s+)?(def|class)\b", line) and stripped.endswith(":"):
            following = next((x for x in lines[i + 1:] if x.strip()), "")
            indent = len(line) - len(line.lstrip())
            if len(following) - len(following.lstrip()) <= indent:
                out.append(" " * (indent + 4) + "...")
    return "\n".join(out) + "\n"


def _params(fn: ast.FunctionDef | ast.AsyncFunctionDef, method: bool) -> tuple[str, ...]:
    a = fn.args
    if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
        raise InterfaceError(f"{fn.name} must take plain positional parameters")
    names = [p.arg for p in a.args]
    if method:
        if not names or names[0] != "self":
            raise InterfaceError(f"method {fn.name} must take self first")
        names = names[1:]
    if len(set(names)) != len(names):
        raise InterfaceError(f"parameter names repeat: {names}")
    return tuple(names)


def parse_py_interface(declaration: str, *, entry: str | None = None, prelude: str = "",
                       outputs: tuple[str, ...] = (RETURN,)) -> PyInterface:
    """The entry point of a declaration: `entry` names it ("Solution.solve" or "fn"); without
    it the declaration must hold exactly one class with one method, or one function."""
    try:
        tree = ast.parse(_with_bodies(declaration))
    except SyntaxError as exc:
        raise InterfaceError(f"the declaration is not Python: {exc.msg} (line {exc.lineno})") from None
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    functions = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if entry is not None:
        cls_name, _, name = entry.rpartition(".")
        if cls_name:
            classes = [c for c in classes if c.name == cls_name]
            functions = []
        else:
            classes, functions = [], [f for f in functions if f.name == name]
        if not classes and not functions:
            raise InterfaceError(f"the declaration does not define {entry}")
    if len(classes) + len(functions) != 1:
        raise InterfaceError("the declaration must hold one class with one method, or one function "
                             f"(found {len(classes)} class(es), {len(functions)} function(s))")
    if classes:
        methods = [n for n in classes[0].body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                   and not n.name.startswith("_")]
        if entry is not None:
            methods = [m for m in methods if m.name == entry.rpartition(".")[2]]
        if len(methods) != 1:
            raise InterfaceError(f"class {classes[0].name} must declare exactly one method, found {len(methods)}")
        return PyInterface(declaration.rstrip(), classes[0].name, methods[0].name, _params(methods[0], True),
                           prelude, outputs)
    return PyInterface(declaration.rstrip(), None, functions[0].name, _params(functions[0], False), prelude, outputs)


class PyInterfaceSpec(BaseModel):
    """The Python side's `interface` in task.yaml."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    declaration: str = Field(min_length=1, description="class Solution with one method, or a function, as shown "
                                                       "in prompts (no body)")
    entry: str | None = Field(default=None, description="Solution.method or function, where the declaration "
                                                        "defines more than one")
    prelude: str = Field(default="", description="code that precedes every solution (imports, helpers)")


def from_spec(spec: PyInterfaceSpec, outputs: tuple[str, ...] | None) -> PyInterface:
    """Python names no outputs of its own: a single result is `return`, several take the names another side gives."""
    return parse_py_interface(spec.declaration, entry=spec.entry, prelude=spec.prelude, outputs=outputs or (RETURN,))
