"""Python values as bytes: the inputs and outputs of Python solutions.

JSON carries lists, strings, booleans, None, finite floats (repr-exact) and integers; every
other value is a one-key object naming its type: {"$t": [...]} a tuple, {"$d": [[k, v], ...]}
a dict (any keys, in order), {"$s": [...]} / {"$fs": [...]} a set / frozenset (sorted where
its items sort, so equal sets encode alike), {"$f": "nan"} a float JSON cannot spell,
{"$b": "base64"} bytes, {"$c": [re, im]} a complex, {"$i": "hex"} an integer too long for
a decimal string (hex parses in linear time, where a hostile decimal string of millions of
digits would take the host minutes), and {"$o": "type name"} anything else, which decodes
to an `Opaque` that equals only an Opaque of the same type. Since every JSON object is a
tag, no value can pass for another.

This one file is shared by the host and the harness inside the sandbox (which copies it
into its toolchain), so it imports nothing but the standard library.
"""

from __future__ import annotations

import base64
import json
import math
from typing import Any

LONG_INT_BITS = 4096  # beyond this an integer is written in hex
MAX_DEPTH = 200  # deeper nesting than any task's data: an output that deep is rejected, not a recursion


class ValueCodecError(ValueError):
    """Bytes that are not an encoded value, or a value nested beyond MAX_DEPTH."""


class Opaque:
    """A returned object the encoding has no form for (a generator, a lambda): wrong wherever a
    value was expected, but comparable with another of its type so that checkers can say so."""

    __slots__ = ("type",)

    def __init__(self, type_name: str) -> None:
        self.type = type_name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and other.type == self.type

    def __hash__(self) -> int:
        return hash(("Opaque", self.type))

    def __repr__(self) -> str:
        return f"<{self.type} object>"


def _sortable(items: list[Any]) -> list[Any]:
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)


def to_json(value: Any, depth: int = 0) -> Any:
    """The JSON-native form of a value (the tags above)."""
    if depth > MAX_DEPTH:
        raise ValueCodecError(f"nested deeper than {MAX_DEPTH} levels")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        value = int(value)  # an int subclass (IntEnum) is its value
        if value.bit_length() > LONG_INT_BITS:
            return {"$i": format(value, "x")}
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$f": repr(value)}
    if isinstance(value, list):
        return [to_json(v, depth + 1) for v in value]
    if isinstance(value, tuple):
        return {"$t": [to_json(v, depth + 1) for v in value]}
    if isinstance(value, dict):
        return {"$d": [[to_json(k, depth + 1), to_json(v, depth + 1)] for k, v in value.items()]}
    if isinstance(value, (set, frozenset)):
        tag = "$fs" if isinstance(value, frozenset) else "$s"
        return {tag: [to_json(v, depth + 1) for v in _sortable(list(value))]}
    if isinstance(value, (bytes, bytearray)):
        return {"$b": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, complex):
        return {"$c": [to_json(value.real, depth + 1), to_json(value.imag, depth + 1)]}
    if isinstance(value, Opaque):
        return {"$o": value.type}
    if hasattr(value, "tolist"):  # numpy arrays and scalars from a task's generator
        return to_json(value.tolist(), depth)
    return {"$o": type(value).__name__}


def from_json(data: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise ValueCodecError(f"nested deeper than {MAX_DEPTH} levels")
    if isinstance(data, list):
        return [from_json(v, depth + 1) for v in data]
    if not isinstance(data, dict):
        return data
    if len(data) != 1:
        raise ValueCodecError(f"an object must be one tag, got keys {sorted(data)[:5]}")
    ((tag, body),) = data.items()
    if tag == "$t":
        return tuple(from_json(v, depth + 1) for v in _list(body, tag))
    if tag == "$d":
        pairs = _list(body, tag)
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise ValueCodecError("a dict is a list of [key, value] pairs")
        return {from_json(k, depth + 1): from_json(v, depth + 1) for k, v in pairs}
    if tag in ("$s", "$fs"):
        items = [from_json(v, depth + 1) for v in _list(body, tag)]
        return frozenset(items) if tag == "$fs" else set(items)
    if tag == "$f" and body in ("nan", "inf", "-inf"):
        return float(body)
    if tag == "$i" and isinstance(body, str):
        return int(body, 16)
    if tag == "$b" and isinstance(body, str):
        return base64.b64decode(body.encode("ascii"), validate=True)
    if tag == "$c":
        real, imag = _list(body, tag)
        return complex(from_json(real, depth + 1), from_json(imag, depth + 1))
    if tag == "$o" and isinstance(body, str):
        return Opaque(body)
    raise ValueCodecError(f"unknown tag {tag!r}")


def _list(body: Any, tag: str) -> list[Any]:
    if not isinstance(body, list):
        raise ValueCodecError(f"{tag} holds a list")
    return body


def dumps(value: Any) -> bytes:
    """Canonical bytes: equal values of the same types encode alike (sets and frozensets sorted)."""
    return json.dumps(to_json(value), separators=(",", ":"), allow_nan=False).encode("ascii")


def loads(data: bytes) -> Any:
    """The value, or ValueCodecError for anything else (untrusted output included)."""
    try:
        return from_json(json.loads(data))
    except ValueCodecError:
        raise
    except (ValueError, TypeError, RecursionError, MemoryError, UnicodeDecodeError) as exc:
        raise ValueCodecError(f"not an encoded value: {type(exc).__name__}: {str(exc)[:200]}") from None
