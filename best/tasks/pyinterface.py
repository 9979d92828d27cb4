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
from dataclasses import dataclass

from best.tasks.interface import InterfaceError

RETURN = "return"


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
