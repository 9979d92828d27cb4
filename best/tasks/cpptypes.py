"""C++ value types: what a declaration's parameters may hold, and how their text is read.

The test encoding (best/tasks/codec.py) supports exactly these types; a declaration with any
other is refused when the task loads, not when a test is encoded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from best.tasks.calls import InterfaceError

SCALARS = ("bool", "char", "int", "long long", "double")
_SCALAR_ALIASES = {"long long int": "long long", "signed char": "char", "int64_t": "long long", "int32_t": "int"}


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


def split_top(text: str, sep: str = ",") -> list[str]:
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
    kind, inner = m.group(1), split_top(m.group(2))
    if kind == "vector" and len(inner) == 1:
        return CppType("vector", (parse_type(inner[0]),))
    if kind == "pair" and len(inner) == 2:
        return CppType("pair", (parse_type(inner[0]), parse_type(inner[1])))
    if kind == "array" and len(inner) == 2 and inner[1].isdigit() and int(inner[1]) > 0:
        return CppType("array", (parse_type(inner[0]),), int(inner[1]))
    raise InterfaceError(f"malformed type {text.strip()!r}")
