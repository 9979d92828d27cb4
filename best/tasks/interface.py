"""C++ in the task format: the declaration of `class Solution`, parsed into typed parameters.

The declaration shown to models in the prompt is the single source of truth: the judge
derives from it how to build each argument, which parameters are outputs and how the
result is encoded (best/tasks/codec.py). Only the value types that the test encoding
supports are accepted. C++ is a typed language: where a task has a C++ side, every other
language's values are read as its types (`ValueTypes`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from best.tasks.calls import InterfaceError, ValueTypes
from best.tasks.codec import CAPACITY, CodecError, conform, decode, encode, encode_capacity
from best.tasks.cpptypes import SCALARS, CppType, parse_type, split_top

__all__ = ["SCALARS", "CppType", "Interface", "InterfaceError", "InterfaceSpec", "Param", "parse_interface",
           "parse_type"]

CPP_TAGS = frozenset({"", "cpp", "c++", "cc", "cxx", "hpp", "h", "c"})


@dataclass(frozen=True)
class Param:
    name: str
    type: CppType
    reference: bool
    const: bool
    output: bool

    def declaration(self) -> str:
        const = "const " if self.const else ""
        ref = "&" if self.reference else ""
        return f"{const}{self.type}{ref} {self.name}"


@dataclass(frozen=True)
class Interface:
    class_name: str
    method: str
    returns: CppType | None  # None for void
    params: tuple[Param, ...]
    declaration: str

    @property
    def inputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if not p.output)

    @property
    def outputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.output)

    def output_names(self) -> tuple[str, ...]:
        """Names of everything the call produces, in encoding order."""
        names = tuple(p.name for p in self.outputs)
        return (*names, "return") if self.returns is not None else names

    def output_types(self) -> tuple[CppType, ...]:
        types = tuple(p.type for p in self.outputs)
        return (*types, self.returns) if self.returns is not None else types

    # SolutionInterface (best/tasks/calls.py)
    label = "C++"
    fence_tag = "cpp"
    fence_tags = CPP_TAGS
    keeps_indentation = False

    @property
    def entry_name(self) -> str:
        return f"class {self.class_name}"

    @property
    def takes_capacities(self) -> bool:
        return bool(self.outputs)

    def input_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.inputs)

    def value_types(self) -> ValueTypes:
        return self

    def conform_input(self, name: str, value: Any) -> Any:
        """The value as the solution's parameter holds it: encoded at its C++ type and read back."""
        t = next(p.type for p in self.inputs if p.name == name)
        return decode(encode(value, t, name), (t,))[0]

    def conform_output(self, name: str, value: Any) -> Any:
        return conform(value, self.output_types()[self.output_names().index(name)], name)

    def defines(self, code: str) -> bool:
        return re.search(rf"\b(class|struct)\s+{re.escape(self.class_name)}\b", code) is not None

    def code_prompt(self) -> str:
        decl = self.declaration.rstrip()
        head, sep, _ = decl.rpartition(");")
        if not sep:
            return decl
        return head + ") {\n        // write your code here\n    }" + decl[len(head) + 2:]

    def encode_arguments(self, values: Mapping[str, Any], capacities: Mapping[str, Any],
                         types: ValueTypes | None) -> bytes:
        return b"".join(encode_capacity(capacities.get(p.name, 0)) if p.output else
                        encode(values[p.name], p.type, p.name) for p in self.params)

    def encode_results(self, values: Mapping[str, Any]) -> bytes:
        return b"".join(encode(values[n], t, n) for n, t in zip(self.output_names(), self.output_types(), strict=True))

    def decode_results(self, data: bytes, types: ValueTypes | None) -> dict[str, Any]:
        return dict(zip(self.output_names(), decode(data, self.output_types()), strict=True))

    def decode_arguments(self, data: bytes) -> dict[str, Any]:
        values = decode(data, tuple(CAPACITY if p.output else p.type for p in self.params))
        return {p.name: v for p, v in zip(self.params, values, strict=True) if not p.output}

    def value_problems(self, values: Mapping[str, Any], outputs: bool) -> list[tuple[str, str]]:
        names, types = ((self.output_names(), self.output_types()) if outputs else
                        (self.input_names(), tuple(p.type for p in self.inputs)))
        if set(values) != set(names):
            return [("", f"keys {sorted(values)} differ from the interface's {list(names)}")]
        problems = []
        for name, t in zip(names, types, strict=True):
            try:
                encode(values[name], t, name)
            except CodecError as exc:
                problems.append((name, str(exc)))
        return problems


def _parse_param(text: str, outputs: set[str]) -> Param:
    m = re.fullmatch(r"(const\s+)?(.+?)\s*(&?)\s*([A-Za-z_]\w*)", text.strip(), flags=re.S)
    if not m:
        raise InterfaceError(f"cannot read parameter {text.strip()!r}")
    const, type_text, ref, name = bool(m.group(1)), m.group(2), bool(m.group(3)), m.group(4)
    output = name in outputs
    if output and (const or not ref):
        raise InterfaceError(f"output parameter {name!r} must be a non-const reference")
    return Param(name=name, type=parse_type(type_text), reference=ref, const=const, output=output)


def parse_interface(declaration: str, outputs: list[str]) -> Interface:
    """Parse `class Solution { public: RET method(PARAMS); };`."""
    text = re.sub(r"//[^\n]*", "", declaration)
    cls = re.search(r"\b(class|struct)\s+([A-Za-z_]\w*)\s*\{(.*)\}", text, flags=re.S)
    if not cls:
        raise InterfaceError("no `class Solution { ... }` in the declaration")
    body = cls.group(3).replace("public:", " ")
    methods = re.findall(r"([\w:<>,\s]+?)\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:\{[^{}]*\}|;)", body)
    if len(methods) != 1:
        raise InterfaceError(f"the class must declare exactly one method, found {len(methods)}")
    ret_text, method, params_text = methods[0]
    returns = None if ret_text.strip() == "void" else parse_type(ret_text)
    params = tuple(_parse_param(p, set(outputs)) for p in split_top(params_text) if p)
    names = [p.name for p in params]
    if len(set(names)) != len(names):
        raise InterfaceError(f"parameter names repeat: {names}")
    unknown = set(outputs) - set(names)
    if unknown:
        raise InterfaceError(f"outputs name no parameter: {sorted(unknown)}")
    if not params and returns is None:
        raise InterfaceError("the method takes nothing and returns nothing")
    if "return" in names:
        raise InterfaceError("a parameter may not be called 'return'")
    return Interface(class_name=cls.group(2), method=method, returns=returns, params=params,
                     declaration=declaration.strip())


class InterfaceSpec(BaseModel):
    """The C++ side's `interface` in task.yaml."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    declaration: str = Field(min_length=1, description="class Solution with one method, as prompts show it")
    outputs: list[str] = Field(default_factory=list, description="the parameters the method writes its results into")


def from_spec(spec: InterfaceSpec, outputs: tuple[str, ...] | None) -> Interface:
    """The C++ side names its outputs itself (`outputs`, and `return` where the method returns a value)."""
    return parse_interface(spec.declaration, spec.outputs)
