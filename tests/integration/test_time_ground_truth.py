"""CPU and wall time of the call against spins and sleeps of known length."""

from __future__ import annotations

import pytest

from best.judge.verdict import Ending
from tests.conftest import Probe, needs_root, solution

pytestmark = needs_root

SPIN = """
static long long spin_ms(long long ms) {
  timespec t0, t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
  volatile long long x = 0;
  do {
    for (int i = 0; i < 1000; ++i) x += i;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  } while ((t.tv_sec - t0.tv_sec) * 1000000000LL + (t.tv_nsec - t0.tv_nsec) < ms * 1000000LL);
  return x;
}
"""


@pytest.mark.parametrize("ms", [2, 30, 300])
def test_spinning_is_charged(probe: Probe, ms: int) -> None:
    """Calls shorter than a scheduler tick included: the CPU timer must not blunt the clock."""
    m = probe.run(solution(f"spin_ms({ms}); return 0;", SPIN))
    assert m.ending is Ending.RETURNED
    assert m.time_ms is not None and ms <= m.time_ms <= ms * 1.2 + 1.0
    assert m.wall_ms is not None and m.wall_ms >= ms


def test_sleeping_is_not_cpu_time(probe: Probe) -> None:
    m = probe.run(solution("usleep(300000); return 1;"))
    assert m.ending is Ending.RETURNED
    assert m.time_ms is not None and m.time_ms < 5
    assert m.wall_ms is not None and 300 <= m.wall_ms < 400


def test_spinning_past_the_cap_is_stopped_there(probe: Probe) -> None:
    m = probe.run(solution("spin_ms(5000); return 0;", SPIN), cap_ms=150)
    assert m.ending is Ending.TIME
    assert m.detail == "CPU time limit of the call"
    assert m.time_ms is not None and 150 <= m.time_ms < 200


def test_sleeping_past_the_wall_limit_is_stopped(probe: Probe) -> None:
    m = probe.run(solution("sleep(30); return 0;"), cap_ms=100)  # wall limit of the call: 300 ms
    assert m.ending is Ending.TIME
    assert "slept" in m.detail
    assert m.wall_ms is not None and 300 <= m.wall_ms < 1000


def test_construction_and_destruction_are_charged(probe: Probe) -> None:
    source = SPIN + ("class Solution {\npublic:\n  Solution() { spin_ms(20); }\n  ~Solution() { spin_ms(20); }\n"
                     "  long long solve(vector<int>& a) { return a[0]; }\n};\n")
    m = probe.run(source)
    assert m.time_ms is not None and m.time_ms >= 40
