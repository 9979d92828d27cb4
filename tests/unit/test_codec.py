from __future__ import annotations

import struct

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from best.tasks.codec import CodecError, decode, encode, encode_capacity
from best.tasks.interface import parse_type

INT = st.integers(-(2**31), 2**31 - 1)
LONG = st.integers(-(2**63), 2**63 - 1)


@given(st.lists(INT))
def test_vector_int_round_trip(values: list[int]) -> None:
    t = parse_type("vector<int>")
    data = encode(values, t)
    assert data[:8] == struct.pack("<Q", len(values))
    assert len(data) == 8 + 4 * len(values)
    assert decode(data, (t,)) == [values]


@given(st.lists(st.tuples(INT, INT, INT).map(list)), st.lists(LONG), st.text(), st.booleans())
def test_mixed_round_trip(ops: list[list[int]], longs: list[int], text: str, flag: bool) -> None:
    types = (parse_type("vector<array<int, 3>>"), parse_type("vector<long long>"), parse_type("string"),
             parse_type("bool"))
    data = b"".join(encode(v, t) for v, t in zip((ops, longs, text, flag), types, strict=True))
    assert decode(data, types) == [ops, longs, text, flag]


@given(st.lists(st.tuples(st.text(max_size=5), st.lists(st.booleans(), max_size=4)).map(list), max_size=5))
def test_nested_round_trip(value: list[list[object]]) -> None:
    t = parse_type("vector<pair<string, vector<bool>>>")
    assert decode(encode(value, t), (t,)) == [value]


def test_numpy_arrays_encode_like_lists() -> None:
    t = parse_type("vector<array<int, 3>>")
    rows = [[1, 2, 3], [-4, 5, -6]]
    assert encode(np.array(rows), t) == encode(rows, t)
    assert encode(np.empty((0, 3), dtype=np.int64), t) == encode([], t)


@pytest.mark.parametrize("type_text,value", [
    ("array<int, 4>", [1, -2, 3, 2**31 - 1]),
    ("array<array<long long, 2>, 3>", [[1, 2], [3, 4], [-(2**63), 2**63 - 1]]),
    ("pair<int, array<double, 2>>", [7, [0.5, -1.25]]),
    ("vector<pair<int, array<int, 2>>>", [[1, [2, 3]], [4, [5, 6]]]),
])
def test_arrays_outside_vectors_round_trip(type_text: str, value: list[object]) -> None:
    """An array that is a parameter itself, or inside a pair, is its N elements (as in a vector of it)."""
    t = parse_type(type_text)
    data = encode(value, t)
    assert decode(data, (t,)) == [value]
    if type_text == "array<int, 4>":
        assert data == struct.pack("<4i", *value)


@pytest.mark.parametrize("value,type_text,where", [
    ([1, 2, 3], "array<int, 4>", "shape"),
    ([1, 2**40], "array<int, 2>", "out of range"),
    ([2**31], "vector<int>", "out of range"),
    ([[1, 2]], "vector<array<int, 3>>", "shape"),
    (2, "bool", "not a bool"),
    ("7", "int", "not a int"),
    (True, "long long", "not a long long"),
    ([1, 2, 3], "pair<int, int>", "pair needs 2"),
    (5, "string", "not a string"),
])
def test_values_that_do_not_fit(value: object, type_text: str, where: str) -> None:
    with pytest.raises(CodecError, match=where):
        encode(value, parse_type(type_text))


def test_trailing_bytes_and_short_data() -> None:
    t = parse_type("vector<int>")
    with pytest.raises(CodecError):
        decode(encode([1, 2], t) + b"\x00", (t,))
    with pytest.raises(CodecError):
        decode(encode([1, 2], t)[:-1], (t,))


def test_capacity() -> None:
    assert encode_capacity(3) == struct.pack("<Q", 3)
    with pytest.raises(CodecError):
        encode_capacity(-1)
