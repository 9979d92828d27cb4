"""Verdicts read from recorded rows after calibration: precedence, caps and machines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow as pa
import pytest

from best.errors import BestError
from best.judge.verdict import COMPILE_ERROR, CellVerdict, TestRun, Verdict, cell_verdict
from best.scoring.verdicts import check_caps, verdicts
from best.tables import LIMITS, RUNS


def test(ending: str = "returned", time_ms: float = 5.0, memory_kb: float = 10.0, correct: bool = True
         ) -> dict[str, Any]:
    return {"test": "t", "ending": ending, "time_ms": time_ms, "memory_kb": memory_kb, "correct": correct,
            "attempts": 1, "detail": ""}


test.__test__ = False  # type: ignore[attr-defined]  # a helper, not a test


def verdict(r: dict[str, Any], *, time_limit_ms: float, memory_limit_kb: float) -> CellVerdict:
    """As the score stage reads a recorded row."""
    if not r["compiled"]:
        return COMPILE_ERROR
    return cell_verdict([TestRun(**t) for t in r["tests"]], r["tests_total"], time_limit_ms=time_limit_ms,
                        memory_limit_kb=memory_limit_kb)


def run(*tests: dict[str, Any], total: int | None = None, compiled: bool = True, env_id: str = "m1",
        cap_ms: float = 1000.0) -> dict[str, Any]:
    return {"environment": "O0", "environment_id": env_id, "model": "m", "task": "t", "sample": 0, "row": 1,
            "col": 1, "build": "b", "compiled": compiled, "cap_ms": cap_ms, "memory_cap_kb": 1e6,
            "tests_total": len(tests) if total is None else total, "tests": list(tests)}


@pytest.mark.parametrize(("tests", "total", "expected"), [
    ([test(), test()], 2, Verdict.AC),
    ([test(), test(time_ms=50.0)], 2, Verdict.TLE),            # over the row's time limit
    ([test(memory_kb=500.0), test(time_ms=50.0)], 2, Verdict.MLE),  # the first broken rule decides
    ([test(), test(correct=False)], 3, Verdict.WA),             # stopped at the wrong answer
    ([test(ending="time", time_ms=1000.0, correct=False)], 3, Verdict.TLE),
    ([test(ending="memory", correct=False)], 3, Verdict.MLE),
    ([test(ending="crash", correct=False)], 3, Verdict.RE),
    ([test(ending="output", correct=False)], 3, Verdict.OLE),
])
def test_the_first_test_that_breaks_a_rule_decides(tests: list[dict[str, Any]], total: int,
                                                    expected: Verdict) -> None:
    v = verdict(run(*tests, total=total), time_limit_ms=20.0, memory_limit_kb=100.0)
    assert v.verdict is expected
    assert v.correct == (len(tests) == total and all(t["correct"] for t in tests))


def test_correct_ignores_time_and_memory_but_not_missing_tests() -> None:
    slow_big = verdict(run(test(time_ms=500.0, memory_kb=1e5), test()), time_limit_ms=20.0, memory_limit_kb=100.0)
    assert slow_big.verdict is Verdict.TLE and slow_big.correct
    assert (slow_big.time_ms, slow_big.memory_kb) == (500.0, 1e5)
    assert verdict(run(compiled=False), time_limit_ms=20.0, memory_limit_kb=100.0).verdict is Verdict.CE


def test_a_cap_below_the_limit_leaves_the_verdict_unknown() -> None:
    with pytest.raises(BestError, match=r"not those the runs were made under; execute again") as err:
        check_caps(run(test(), cap_ms=10.0), 20.0, 100.0, file=Path("runs.parquet"))
    assert err.value.field == "cap_ms"
    check_caps(run(test(), cap_ms=40.0), 20.0, 100.0, file=Path("runs.parquet"))


def limits(env_id: str) -> pa.Table:
    return pa.Table.from_pylist([{"task": "t", "environment": "O0", "environment_id": env_id, "row": 1, "col": 1,
                                  "time_limit_ms": 20.0, "memory_limit_kb": 100.0, "time_margin": 3.0,
                                  "memory_margin": 3.0, "discriminating": True, "baseline_passes": 1,
                                  "baseline_time_ms": 4.0}], schema=LIMITS)


def test_runs_are_judged_only_by_limits_of_their_own_machine() -> None:
    runs = pa.Table.from_pylist([run(test())], schema=RUNS)
    (row,) = verdicts(runs, limits("m1"))
    assert (row["verdict"], row["correct"]) == ("AC", True)
    with pytest.raises(BestError, match="runs come from machine m1, limits from m2") as err:
        verdicts(runs, limits("m2"))
    assert err.value.field == "environment_id"
