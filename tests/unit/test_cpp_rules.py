"""What the judge reads in a preprocessed C++ solution before it runs (best.judge.languages.cpp_rules)."""

from __future__ import annotations

import pytest

from best.judge.elf import Symbol
from best.judge.languages.cpp_rules import solution_text, source_refusal, symbol_refusal


def preprocessed(solution: str, header: str = "") -> str:
    """The shape g++ -E gives: line markers switching between the solution, headers and the shim."""
    return (f'# 0 "solution.cpp"\n# 1 "/usr/include/x.h" 1 3 4\n{header}\n# 2 "solution.cpp" 2\n{solution}\n'
            '# 1 "best-shim"\nasm volatile("mov %%rsp, %0" : "=r"(best_call_sp));\n')


def test_only_the_solutions_own_lines_are_read() -> None:
    text = solution_text(preprocessed("int x;", header="extern int f() __asm__(\"g\");"))
    assert text.strip() == "int x;"
    assert source_refusal(preprocessed("int x;", header="extern int f() __asm__(\"g\");")) is None


@pytest.mark.parametrize("source,kind", [
    ('#pragma GCC optimize("O3")', "flags"),
    ("#  pragma   GCC   target(\"avx2\")", "flags"),
    ("#pragma GCC push_options", "flags"),
    ('__attribute__((optimize("O3"))) int f() { return 1; }', "flags"),
    ('__attribute__ ((noinline, __optimize__ (3))) int f() { return 1; }', "flags"),
    ('[[gnu::target("avx2")]] int f() { return 1; }', "flags"),
    ('[[ gnu :: target_clones("avx2","default") ]] int f() { return 1; }', "flags"),
    ('int f() { asm("nop"); return 1; }', "asm"),
    ('int f() { __asm__ __volatile__("" ::: "memory"); return 1; }', "asm"),
])
def test_refused_sources(source: str, kind: str) -> None:
    why = source_refusal(preprocessed(source))
    assert why is not None and why.startswith(kind), why


@pytest.mark.parametrize("source", [
    "int target = 1, optimize = 2; int f() { return target + optimize; }",
    'const char* s = "#pragma GCC optimize asm __attribute__((optimize))"; char c = \'"\';',
    'auto r = R"x(asm("nop") __attribute__((optimize)))x";',
    "#pragma once\n#pragma GCC diagnostic ignored \"-Wall\"\nint a[10]; int f() { return a[a[1]]; }",
    "__attribute__((noinline, cold)) int f() { return 1; } int g(int target) { return target; }",
    "struct S { int target; }; [[nodiscard]] int h(S s) { return s.target; }",
])
def test_honest_sources_pass(source: str) -> None:
    assert source_refusal(preprocessed(source)) is None


def sym(name: str, *, defined: bool = True, visible: bool = True) -> Symbol:
    return Symbol(name=name, defined=defined, visible=visible, common_size=0)


LIBC = {"clock_gettime", "write", "malloc"}


@pytest.mark.parametrize("symbols,fragment", [
    ([sym("clock_gettime")], "defines `clock_gettime`"),
    ([sym("best_call_sp")], "defines `best_call_sp`"),
    ([sym("_ZN4best11driver_readERNS_6ReaderE")], "defines"),
    ([sym("__libc_malloc", defined=False)], "uses `__libc_malloc`"),
    ([sym("dlsym", defined=False)], "uses `dlsym`"),
])
def test_refused_symbols(symbols: list[Symbol], fragment: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("best.judge.languages.cpp_rules.dynamic_exports", lambda _: frozenset(LIBC))
    why = symbol_refusal(symbols, None)  # type: ignore[arg-type]
    assert why is not None and fragment in why, why


def test_honest_symbols_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("best.judge.languages.cpp_rules.dynamic_exports", lambda _: frozenset(LIBC))
    honest = [sym("write", defined=False), sym("malloc", defined=False), sym("__libc_single_threaded", defined=False),
              sym("_Z19best_solution_entryRSt6vectorIiSaIiEE"), sym("_Z14best_user_mainv"),
              sym("clock_gettime", visible=False), sym("best_helper", visible=False), sym("_ZN8Solution5solveEv")]
    assert symbol_refusal(honest, None) is None  # type: ignore[arg-type]
