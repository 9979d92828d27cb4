from __future__ import annotations

import pytest

from best.tasks.interface import CppType, InterfaceError, parse_interface, parse_type

RANGE_SUM = """class Solution {
public:
    void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer);
};"""


@pytest.mark.parametrize("text,expected", [
    ("int", "int"),
    ("long long int", "long long"),
    ("std::vector<std::string>", "vector<string>"),
    ("vector<array<int,3>>", "vector<array<int, 3>>"),
    ("pair<int, vector<pair<long long, bool>>>", "pair<int, vector<pair<long long, bool>>>"),
    ("vector < vector < char > >", "vector<vector<char>>"),
])
def test_types_parse_and_print(text: str, expected: str) -> None:
    assert str(parse_type(text)) == expected


@pytest.mark.parametrize("text", ["float", "map<int, int>", "vector<int", "array<int, n>", "array<int, 0>",
                                  "pair<int>", "vector<int, int>", "int*"])
def test_unsupported_types_are_rejected(text: str) -> None:
    with pytest.raises(InterfaceError):
        parse_type(text)


def test_fixed_sizes() -> None:
    assert parse_type("array<int, 3>").fixed_size == 12
    assert parse_type("pair<int, long long>").fixed_size == 12
    assert parse_type("vector<int>").fixed_size is None


def test_range_sum_interface() -> None:
    iface = parse_interface(RANGE_SUM, ["answer"])
    assert iface.method == "solve" and iface.returns is None
    assert [p.name for p in iface.inputs] == ["a", "ops"]
    assert [p.name for p in iface.outputs] == ["answer"]
    assert iface.output_names() == ("answer",)
    assert iface.params[1].type == CppType("vector", (CppType("array", (CppType("int"),), 3),))


def test_return_value_and_const_reference() -> None:
    iface = parse_interface("class Solution { public: long long solve(const vector<int>& a, int k); };", [])
    assert iface.returns == CppType("long long")
    assert iface.params[0].const and iface.params[0].reference
    assert not iface.params[1].reference
    assert iface.output_names() == ("return",)


@pytest.mark.parametrize("declaration,outputs,message", [
    ("int x;", [], "no `class Solution"),
    ("class Solution { public: void solve(vector<int>& a); int other(int b); };", [], "exactly one method"),
    ("class Solution { public: void solve(const vector<int>& a); };", ["a"], "non-const reference"),
    ("class Solution { public: void solve(vector<int>& a); };", ["b"], "name no parameter"),
    ("class Solution { public: void solve(); };", [], "nothing"),
    ("class Solution { public: void solve(int a, int a); };", [], "repeat"),
])
def test_bad_declarations(declaration: str, outputs: list[str], message: str) -> None:
    with pytest.raises(InterfaceError, match=message):
        parse_interface(declaration, outputs)
