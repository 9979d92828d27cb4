"""The binary encoding of test inputs and outputs; the C++ side is best/judge/cpp/harness.h.

Arithmetic values are little-endian at their C++ size (int 4 bytes, long long and double
8, char 1), bool is one byte 0/1, string and vector are a u64 length and their elements,
array<T, N> is N elements, pair<A, B> is A then B. A vector of ints or of array<int, N>
is one contiguous block, so numpy encodes a million of them in milliseconds and the
harness reads them with one memcpy.
"""

from __future__ import annotations

import struct
from typing import Any

import numpy as np

from best.tasks.calls import MalformedValueError
from best.tasks.cpptypes import CppType

_DTYPES = {"char": "<i1", "int": "<i4", "long long": "<i8", "double": "<f8"}
_BOUNDS = {"char": (-(2**7), 2**7 - 1), "int": (-(2**31), 2**31 - 1), "long long": (-(2**63), 2**63 - 1)}


class CodecError(MalformedValueError):
    """A value does not fit its declared type; the message names where in the value."""


def _packed_element(t: CppType) -> tuple[str, tuple[int, ...]] | None:
    """Scalar kind and shape of one element when a vector of t is one contiguous block."""
    if t.kind in _DTYPES:
        return t.kind, ()
    if t.kind == "array":
        inner = _packed_element(t.args[0])
        if inner is not None:
            return inner[0], (t.size, *inner[1])
    return None


def _as_array(value: Any, kind: str, shape: tuple[int, ...], where: str) -> np.ndarray:
    try:
        wide = np.asarray(value, dtype=np.float64 if kind == "double" else np.int64)
    except (TypeError, ValueError, OverflowError) as exc:
        raise CodecError(f"{where}: not a {kind} array ({exc})") from None
    if wide.size == 0:
        wide = wide.reshape((0, *shape))
    if wide.shape[1:] != shape:
        raise CodecError(f"{where}: expected elements of shape {shape}, got {wide.shape[1:]}")
    if kind in _BOUNDS and wide.size:
        lo, hi = _BOUNDS[kind]
        if int(wide.min()) < lo or int(wide.max()) > hi:
            raise CodecError(f"{where}: value out of range for {kind}")
    return wide.astype(_DTYPES[kind])


def _encode(value: Any, t: CppType, out: bytearray, where: str) -> None:
    if t.kind == "bool":
        if value not in (0, 1, True, False):
            raise CodecError(f"{where}: not a bool: {value!r}")
        out += bytes([1 if value else 0])
    elif t.kind in _DTYPES:
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise CodecError(f"{where}: not a {t.kind}: {value!r}")
        out += _as_array([value], t.kind, (), where).tobytes()
    elif t.kind == "string":
        if not isinstance(value, str):
            raise CodecError(f"{where}: not a string: {value!r}")
        raw = value.encode("utf-8")
        out += struct.pack("<Q", len(raw)) + raw
    elif t.kind == "pair":
        if len(value) != 2:
            raise CodecError(f"{where}: a pair needs 2 items, got {len(value)}")
        _encode(value[0], t.args[0], out, f"{where}[0]")
        _encode(value[1], t.args[1], out, f"{where}[1]")
    elif t.kind == "array":
        packed = _packed_element(t)
        if packed is not None:  # one element of the block a vector of it would be
            out += _as_array([value], packed[0], packed[1], where).tobytes()
            return
        if len(value) != t.size:
            raise CodecError(f"{where}: expected {t.size} items, got {len(value)}")
        for i, item in enumerate(value):
            _encode(item, t.args[0], out, f"{where}[{i}]")
    elif t.kind == "vector":
        packed = _packed_element(t.args[0])
        if packed is not None:
            arr = _as_array(value, packed[0], packed[1], where)
            out += struct.pack("<Q", arr.shape[0]) + arr.tobytes()
            return
        out += struct.pack("<Q", len(value))
        for i, item in enumerate(value):
            _encode(item, t.args[0], out, f"{where}[{i}]")
    else:
        raise CodecError(f"{where}: unsupported type {t}")


def encode(value: Any, t: CppType, where: str = "value") -> bytes:
    out = bytearray()
    _encode(value, t, out, where)
    return bytes(out)


def encode_capacity(n: int) -> bytes:
    """An output parameter is encoded as the capacity the judge reserves for it."""
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise CodecError(f"capacity must be a non-negative integer, got {n!r}")
    return struct.pack("<Q", int(n))


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise CodecError("encoded value ends early")
        chunk = self.data[self.pos : self.pos + n]
        self.pos += n
        return chunk

    def length(self) -> int:
        (n,) = struct.unpack("<Q", self.take(8))
        if n > len(self.data) - self.pos:
            raise CodecError("length exceeds the encoded data")
        return int(n)


def _decode(r: _Reader, t: CppType) -> Any:
    if t.kind == "capacity":  # an output parameter's slot in a test input
        (n,) = struct.unpack("<Q", r.take(8))
        return int(n)
    if t.kind == "bool":
        b = r.take(1)[0]
        if b > 1:
            raise CodecError(f"bool byte is {b}")
        return bool(b)
    if t.kind in _DTYPES:
        (v,) = np.frombuffer(r.take(t.fixed_size or 0), dtype=_DTYPES[t.kind]).tolist()
        return v
    if t.kind == "string":
        return r.take(r.length()).decode("utf-8", errors="replace")
    if t.kind == "pair":
        return [_decode(r, t.args[0]), _decode(r, t.args[1])]
    count = r.length() if t.kind == "vector" else t.size
    element = t.args[0]
    packed = _packed_element(element)
    if packed is not None:
        kind, shape = packed
        size = element.fixed_size or 0
        arr = np.frombuffer(r.take(count * size), dtype=_DTYPES[kind]).reshape((count, *shape))
        return arr.tolist()
    return [_decode(r, element) for _ in range(count)]


CAPACITY = CppType("capacity")


def decode(data: bytes, types: tuple[CppType, ...]) -> list[Any]:
    """Decode consecutive values; trailing bytes are an error."""
    r = _Reader(data)
    values = [_decode(r, t) for t in types]
    if r.pos != len(data):
        raise CodecError(f"{len(data) - r.pos} bytes left after the last value")
    return values


def conform(value: Any, t: CppType, where: str = "value") -> Any:
    """A Python value as the C++ type `t` would hold it: lists for vectors, arrays and pairs
    (tuples accepted), int for integers (bools and fractional floats refused), float for double.
    A Python solution's result is read this way, so its answer is compared with the same
    numbers a C++ solution's would be, and a value no C++ solution could return is malformed."""
    if t.kind == "bool":
        if not isinstance(value, (bool, int)) or value not in (0, 1):
            raise CodecError(f"{where}: not a bool: {value!r}"[:200])
        return bool(value)
    if t.kind in _BOUNDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise CodecError(f"{where}: not an integer ({t.kind}): {value!r}"[:200])
        lo, hi = _BOUNDS[t.kind]
        if not lo <= value <= hi:
            raise CodecError(f"{where}: {value} does not fit {t.kind}"[:200])
        return int(value)
    if t.kind == "double":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise CodecError(f"{where}: not a number: {value!r}"[:200])
        return float(value)
    if t.kind == "string":
        if not isinstance(value, str):
            raise CodecError(f"{where}: not a string: {value!r}"[:200])
        return value
    if not isinstance(value, (list, tuple)):
        raise CodecError(f"{where}: not a list ({t}): {value!r}"[:200])
    if t.kind == "pair" and len(value) != 2:
        raise CodecError(f"{where}: a pair needs 2 items, got {len(value)}")
    if t.kind == "array" and len(value) != t.size:
        raise CodecError(f"{where}: expected {t.size} items, got {len(value)}")
    if t.kind == "pair":
        return [conform(value[0], t.args[0], f"{where}[0]"), conform(value[1], t.args[1], f"{where}[1]")]
    return [conform(v, t.args[0], f"{where}[{i}]") for i, v in enumerate(value)]
