"""Python values survive the trip through bytes with their types, and hostile bytes are refused."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from best.tasks import pyvalues
from best.tasks.codec import CodecError, conform
from best.tasks.interface import parse_type


def repr_of(value: object) -> str:
    """A test id: a huge integer has none that str() may write."""
    return f"int of {value.bit_length()} bits" if isinstance(value, int) and value.bit_length() > 64 else repr(value)


SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text())
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner),
    st.dictionaries(st.one_of(st.integers(), st.text()), inner, max_size=3),
    st.frozensets(st.integers(), max_size=4), st.sets(st.text(), max_size=4)), max_leaves=20)


@given(VALUES)
def test_every_value_comes_back_equal_and_of_its_type(value: object) -> None:
    back = pyvalues.loads(pyvalues.dumps(value))
    assert back == value
    assert type(back) is type(value)


@pytest.mark.parametrize("value", [(1, [2, (3,)]), {1: "a", "b": (2.5,)}, {3, 1, 2}, frozenset({"x"}),
                                   b"\x00\xff", complex(1, -2), 10**5000, -(10**5000), [float("inf")],
                                   float("-inf"), True, {"$t": [1]}], ids=repr_of)
def test_types_json_lacks_keep_their_type(value: object) -> None:
    back = pyvalues.loads(pyvalues.dumps(value))
    assert back == value and type(back) is type(value)


def test_nan_stays_nan() -> None:
    assert math.isnan(pyvalues.loads(pyvalues.dumps(float("nan"))))


def test_equal_sets_encode_alike() -> None:
    assert pyvalues.dumps({3, 1, 2}) == pyvalues.dumps({2, 3, 1}) == b'{"$s":[1,2,3]}'


def test_numpy_values_from_a_generator_become_plain_python() -> None:
    back = pyvalues.loads(pyvalues.dumps({"a": np.arange(3), "k": np.int64(7)}))
    assert back == {"a": [0, 1, 2], "k": 7} and type(back["k"]) is int


def test_objects_without_a_form_are_opaque_and_unequal_to_values() -> None:
    back = pyvalues.loads(pyvalues.dumps(x for x in range(3)))
    assert isinstance(back, pyvalues.Opaque) and back.type == "generator"
    assert back != [0, 1, 2] and back == pyvalues.Opaque("generator")


@pytest.mark.parametrize("data", [b"", b"{", b'{"$t": 1}', b'{"a": 1, "b": 2}', b'{"$zz": []}', b"\xff",
                                  b"[" * 100_000 + b"]" * 100_000, b"1" * 5000, b'{"$d": [[1]]}'],
                         ids=lambda d: repr(d[:20]))
def test_hostile_bytes_are_an_error_not_a_crash(data: bytes) -> None:
    with pytest.raises(pyvalues.ValueCodecError):
        pyvalues.loads(data)


def test_values_nested_beyond_the_limit_are_refused() -> None:
    deep: list[object] = []
    for _ in range(pyvalues.MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(pyvalues.ValueCodecError):
        pyvalues.dumps(deep)


@pytest.mark.parametrize(("cpp", "value", "expected"), [
    ("vector<long long>", (1, 2), [1, 2]),
    ("vector<array<int, 2>>", [(1, 2), [3, 4]], [[1, 2], [3, 4]]),
    ("pair<int, string>", (1, "a"), [1, "a"]),
    ("double", 3, 3.0),
    ("bool", 1, True),
])
def test_a_python_result_is_read_as_the_cpp_type_holds_it(cpp: str, value: object, expected: object) -> None:
    assert conform(value, parse_type(cpp)) == expected


@pytest.mark.parametrize(("cpp", "value"), [("int", True), ("int", 1.5), ("int", 2**31), ("long long", "3"),
                                            ("vector<int>", {1, 2}), ("array<int, 2>", [1]), ("string", 5),
                                            ("double", "x")])
def test_a_result_no_cpp_solution_could_return_is_malformed(cpp: str, value: object) -> None:
    with pytest.raises(CodecError):
        conform(value, parse_type(cpp))
