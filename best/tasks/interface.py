"""A task's interface: the C++ declaration of `class Solution`, parsed into typed parameters.

The declaration shown to models in the prompt is the single source of truth: the judge
derives from it how to build each argument, which parameters are outputs and how the
result is encoded. Only the value types that the test encoding supports are accepted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SCALARS = ("bool", "char", "int", "long long", "double")
_SCALAR_ALIASES = {"long long int": "long long", "signed char": "char", "int64_t": "long long", "int32_t": "int"}


class InterfaceError(ValueError):
    """The declaration uses a form the judge cannot build arguments for."""


@dataclass(frozen=True)
class CppType:
    """A value type: a scalar, string, vector<T>, array<T, N> or pair<A, B>."""

    kind: str
    args: tuple[CppType, ...] = ()
    size: int = 0  # N of array<T, N>

    def __str__(self) -> str:
        if self.kind in SCALARS or self.kind == "string":
            return self.kind
        if self.kind == "array":
            return f"array<{self.args[0]}, {self.size}>"
        inner = ", ".join(str(a) for a in self.args)
        return f"{self.kind}<{inner}>"

    @property
    def fixed_size(self) -> int | None:
        """Encoded size in bytes when it does not depend on the value."""
        sizes = {"bool": 1, "char": 1, "int": 4, "long long": 8, "double": 8}
        if self.kind in sizes:
            return sizes[self.kind]
        if self.kind == "array":
            inner = self.args[0].fixed_size
            return None if inner is None else inner * self.size
        if self.kind == "pair":
            a, b = (t.fixed_size for t in self.args)
            return None if a is None or b is None else a + b
        return None


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


def _split_top(text: str, sep: str = ",") -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for ch in text:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth < 0:
                raise InterfaceError(f"unbalanced '>' in {text!r}")
        if ch == sep and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    if depth != 0:
        raise InterfaceError(f"unbalanced '<' in {text!r}")
    parts.append("".join(current))
    return [p.strip() for p in parts]


def parse_type(text: str) -> CppType:
    t = re.sub(r"\s+", " ", text.strip()).replace("std::", "")
    t = _SCALAR_ALIASES.get(t, t)
    if t in SCALARS:
        return CppType(t)
    if t == "string":
        return CppType("string")
    m = re.fullmatch(r"(vector|array|pair)\s*<(.*)>", t)
    if not m:
        raise InterfaceError(f"unsupported type {text.strip()!r} (supported: {', '.join(SCALARS)}, string, "
                             "vector<T>, array<T, N>, pair<A, B>)")
    kind, inner = m.group(1), _split_top(m.group(2))
    if kind == "vector" and len(inner) == 1:
        return CppType("vector", (parse_type(inner[0]),))
    if kind == "pair" and len(inner) == 2:
        return CppType("pair", (parse_type(inner[0]), parse_type(inner[1])))
    if kind == "array" and len(inner) == 2 and inner[1].isdigit() and int(inner[1]) > 0:
        return CppType("array", (parse_type(inner[0]),), int(inner[1]))
    raise InterfaceError(f"malformed type {text.strip()!r}")


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
    params = tuple(_parse_param(p, set(outputs)) for p in _split_top(params_text) if p)
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
