"""The one primitive repeats a run only where its verdict could change, against a spin of known length."""

from __future__ import annotations

from pathlib import Path

from best.judge.row import Policy, measuring, run_test
from best.judge.verdict import Ending
from best.tasks import model
from best.tasks.loader import load_task
from tests.conftest import FIXTURE_TASKS, Probe, PyProbe, needs_root, py_solution, solution
from tests.integration.test_time_ground_truth import SPIN

pytestmark = needs_root

CASE = model.TestCase(1, "small", None, False)


def right(case: model.TestCase, path: Path, output: bytes) -> tuple[bool, str]:
    return True, ""


def wrong(case: model.TestCase, path: Path, output: bytes) -> tuple[bool, str]:
    return False, "wrong answer: expected something else"


def judged(limit_ms: float, band: float = 4.0) -> Policy:
    return Policy(cap_ms=limit_ms * band, memory_cap_kb=64 * 1024, attempts=3, time_limit_ms=limit_ms,
                  memory_limit_kb=64 * 1024)


def test_a_run_is_repeated_only_where_noise_could_change_its_verdict(probe: Probe) -> None:
    build = probe.build(solution("spin_ms(30); return 0;", SPIN))
    path = probe.inputs["small"]
    over = run_test(probe.runner, build, CASE, path, check=right, policy=judged(20.0), memory=True)
    assert (over.ending, over.correct, over.attempts) == ("returned", True, 3)  # 30 ms against 20: try again
    assert over.time_ms is not None and 30 <= over.time_ms <= 37  # the fastest attempt
    within = run_test(probe.runner, build, CASE, path, check=right, policy=judged(100.0), memory=True)
    assert (within.correct, within.attempts) == (True, 1)  # no attempt can make it slower than it was
    answered_wrong = run_test(probe.runner, build, CASE, path, check=wrong, policy=judged(20.0), memory=True)
    assert (answered_wrong.correct, answered_wrong.attempts) == (False, 1)
    assert answered_wrong.detail.startswith("wrong answer")
    stopped = run_test(probe.runner, build, CASE, path, check=right, policy=judged(5.0, band=2.0), memory=True)
    assert (stopped.ending, stopped.attempts) == (Ending.TIME.value, 1)  # too slow for noise to explain


def test_a_baseline_is_measured_on_every_attempt(probe: Probe) -> None:
    build = probe.build(solution("spin_ms(5); return 0;", SPIN))
    task = load_task(FIXTURE_TASKS / "pair_count").for_language("cpp")
    policy = measuring(task, 1, cap_ms=1000.0, memory_cap_kb=64 * 1024, repeats=3)
    t = run_test(probe.runner, build, CASE, probe.inputs["small"], check=right, policy=policy, memory=True)
    assert (t.correct, t.attempts) == (True, 3)
    assert t.time_ms is not None and 5 <= t.time_ms <= 7


def test_a_baseline_test_no_slower_than_its_rows_slowest_so_far_is_not_repeated(probe: Probe) -> None:
    """The row's time is the slowest test's fastest attempt: a 5 ms test after a 50 ms one cannot move it."""
    build = probe.build(solution("spin_ms(5); return 0;", SPIN))
    task = load_task(FIXTURE_TASKS / "pair_count").for_language("cpp")
    policy = measuring(task, 1, cap_ms=1000.0, memory_cap_kb=64 * 1024, repeats=3)
    after_slower = run_test(probe.runner, build, CASE, probe.inputs["small"], check=right, policy=policy,
                            memory=True, floor_ms=50.0)
    assert (after_slower.correct, after_slower.attempts) == (True, 1)
    after_faster = run_test(probe.runner, build, CASE, probe.inputs["small"], check=right, policy=policy,
                            memory=True, floor_ms=1.0)
    assert (after_faster.correct, after_faster.attempts) == (True, 3)


def test_a_must_fail_baseline_test_far_above_the_passing_classes_runs_once(probe: Probe) -> None:
    """Calibration sets `repeat_below_ms` to slack x P for a class that must fail: above it one attempt."""
    build = probe.build(solution("spin_ms(5); return 0;", SPIN))
    task = load_task(FIXTURE_TASKS / "pair_count").for_language("cpp")
    far = measuring(task, 1, cap_ms=1000.0, memory_cap_kb=64 * 1024, repeats=3, repeat_below_ms=2.0)
    once = run_test(probe.runner, build, CASE, probe.inputs["small"], check=right, policy=far, memory=True)
    assert (once.correct, once.attempts) == (True, 1)
    near = measuring(task, 1, cap_ms=1000.0, memory_cap_kb=64 * 1024, repeats=3, repeat_below_ms=50.0)
    every = run_test(probe.runner, build, CASE, probe.inputs["small"], check=right, policy=near, memory=True)
    assert (every.correct, every.attempts) == (True, 3)


HELD_KB = 4096  # what each probe below holds before it spins past its cap


def test_a_stopped_baseline_keeps_the_memory_it_reached_in_either_language(probe: Probe, py_probe: PyProbe) -> None:
    """A class that must fail a row is stopped at its cap, yet its memory bounds the row's cells: it
    must read what the program held when stopped, not the memory of the row's earlier, small tests.
    A compiled run reports it; an interpreted build's timing run counts none, so the row measures
    it again with a memory run stopped at the same CPU time."""
    task = load_task(FIXTURE_TASKS / "pair_count").for_language("cpp")
    policy = measuring(task, 1, cap_ms=300.0, memory_cap_kb=64 * 1024, repeats=3)
    cpp = probe.build(solution(f"vector<char> held({HELD_KB} << 10, 1); spin_ms(60000); return held[7];", SPIN))
    py = py_probe.build(py_solution(f"held = bytearray({HELD_KB} << 10)\nwhile True:\n    pass"))
    for build, path in ((cpp, probe.inputs["small"]), (py, py_probe.inputs["small"])):
        t = run_test(probe.runner, build, CASE, path, check=right, policy=policy, memory=True)
        assert (t.ending, t.attempts) == (Ending.TIME.value, 1), (build.interpreted, t)
        assert t.memory_kb is not None and HELD_KB <= t.memory_kb <= HELD_KB + 64, (build.interpreted, t.memory_kb)
    judged_run = run_test(probe.runner, py, CASE, py_probe.inputs["small"], check=right, policy=judged(100.0),
                          memory=True)
    assert judged_run.ending == Ending.TIME.value and judged_run.memory_kb is None  # a sample's TLE needs no memory
