"""The kernel's figures of a run against ground truth, and the tolerances that honest code stays within.

The kernel's figures (best.judge.run: the process's CPU time and peak resident set, less
an empty solution's on the same test) check the harness's from outside. For them to
convict only code that bends the harness, honest programs of known cost must land where
their cost says, and inside KernelCheck's tolerances (docs/sandbox.md states them).
"""

from __future__ import annotations

import pytest

from best.judge.verdict import KERNEL_CHECK, Ending
from tests.conftest import Probe, PyProbe, needs_root, py_solution, solution

pytestmark = needs_root

MB = 1024  # KB


def test_an_empty_solution_costs_nothing_beyond_itself(probe: Probe) -> None:
    """What is left is the empty run's own noise (decoding a million numbers varies by a fifth from run
    to run): it must stay well inside the allowance the check grants every run."""
    m = probe.run(solution("return 0;"), input="million")
    assert m.kernel_time_ms is not None and m.kernel_time_ms < KERNEL_CHECK.time_allowance_ms / 2, m.kernel_time_ms
    assert m.kernel_memory_kb is not None and m.kernel_memory_kb < 1 * MB, m.kernel_memory_kb


def test_known_cpu_time_reads_as_such(probe: Probe) -> None:
    m = probe.run(solution("volatile long long s = 0; for (long long i = 0; i < 200000000LL; ++i) s += i;"
                           " return 1;"))
    assert m.time_ms is not None and m.time_ms > 100
    assert m.kernel_time_ms is not None
    assert 0.9 * m.time_ms - 5 <= m.kernel_time_ms <= m.time_ms + 10, (m.time_ms, m.kernel_time_ms)


def test_known_python_cpu_time_reads_as_such(py_probe: PyProbe) -> None:
    """The interpreter's start-up (tens of ms, a third of it noise) is the harness's: counted from
    the handover, the kernel reads what the call took."""
    m = py_probe.run(py_solution("s = 0\nfor i in range(5_000_000):\n    s += i\nreturn 1"), memory=False)
    assert m.time_ms is not None and m.time_ms > 100 and m.kernel_time_ms is not None
    assert 0.9 * m.time_ms - 5 <= m.kernel_time_ms <= m.time_ms + 10, (m.time_ms, m.kernel_time_ms)


@pytest.mark.parametrize("mb", [16, 64])
def test_known_resident_memory_reads_as_such(probe: Probe, mb: int) -> None:
    m = probe.run(solution(f"vector<char> v({mb} << 20, 1); return v[12345];"))
    assert m.kernel_memory_kb is not None
    assert abs(m.kernel_memory_kb - mb * MB) <= 1 * MB, m.kernel_memory_kb  # pages, and the code around


@pytest.mark.parametrize("body", [
    "std::set<int> s; for (int i = 0; i < 500000; ++i) s.insert(i); return s.size();",  # 40-byte nodes
    "std::list<int> l; for (int i = 0; i < 500000; ++i) l.push_back(i); return l.size();",  # 24-byte nodes
    "std::vector<std::vector<int>> v(200000, std::vector<int>(3)); return v.size();",  # small blocks
    "std::unordered_map<int, int> m; for (int i = 0; i < 300000; ++i) m[i] = i; return m.size();",
    "std::string s; for (int i = 0; i < 4000000; ++i) s += 'x'; return s.size();",  # growth by doubling
])
def test_honest_cpp_allocation_stays_within_the_memory_tolerance(probe: Probe, body: str) -> None:
    m = probe.run(solution(body))
    assert m.ending is Ending.RETURNED and m.memory_kb is not None and m.kernel_memory_kb is not None
    assert m.kernel_memory_kb <= KERNEL_CHECK.memory_bound_kb(m.memory_kb), (m.memory_kb, m.kernel_memory_kb)


@pytest.mark.parametrize("body", [
    "v = list(range(500000))\nreturn len(v)",
    "d = {i: str(i) for i in range(200000)}\nreturn len(d)",
    "s = set(range(300000))\nreturn len(s)",
    "import fractions, decimal, statistics\nreturn 1",  # modules the harness does not count as data
    "x = [[i] for i in range(200000)]\nreturn len(x)",
])
def test_honest_python_stays_within_both_tolerances(py_probe: PyProbe, body: str) -> None:
    m = py_probe.run(py_solution(body))
    assert m.ending is Ending.RETURNED and m.memory_kb is not None and m.time_ms is not None
    assert m.kernel_memory_kb is not None and m.kernel_time_ms is not None
    assert m.kernel_memory_kb <= KERNEL_CHECK.memory_bound_kb(m.memory_kb), (m.memory_kb, m.kernel_memory_kb)
    assert m.kernel_time_ms <= KERNEL_CHECK.time_bound_ms(m.time_ms), (m.time_ms, m.kernel_time_ms)


def test_honest_cpp_time_stays_within_the_time_tolerance(probe: Probe) -> None:
    """Teardown of a large resident set is the process's, after the call: the tolerance covers it."""
    m = probe.run(solution("vector<long long> v(32 << 20); for (size_t i = 0; i < v.size(); i += 512) v[i] = i;"
                           " return v[512];"))
    assert m.time_ms is not None and m.kernel_time_ms is not None
    assert m.kernel_time_ms <= KERNEL_CHECK.time_bound_ms(m.time_ms), (m.time_ms, m.kernel_time_ms)
