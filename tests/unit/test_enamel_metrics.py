"""ENAMEL's definitions, checked against ENAMEL's own evaluator (the package enam) on the same numbers."""

from __future__ import annotations

import numpy as np
import pytest
from enam.evaluate import calc_eff, calc_eff_at_k, calc_exec_time, calc_pass_at_k
from hypothesis import given
from hypothesis import strategies as st

from best import metrics
from best.judge.verdict import Verdict

TIMES = st.lists(st.floats(min_value=1e-6, max_value=10.0), min_size=1, max_size=12)


@given(TIMES)
def test_hodges_lehmann_is_enams(times: list[float]) -> None:
    assert metrics.hodges_lehmann(times) == pytest.approx(float(calc_exec_time(times)), rel=1e-12)


@given(st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=1, max_size=30), st.integers(1, 30))
def test_eff_at_k_is_enams_estimator(scores: list[float], k: int) -> None:
    k = min(k, len(scores))
    assert metrics.expected_max_at_k(scores, k) == pytest.approx(float(calc_eff_at_k(np.array(scores), k)),
                                                                 abs=1e-12)


@pytest.mark.parametrize(("n", "c", "k"), [(10, 3, 1), (10, 3, 5), (20, 0, 10), (5, 5, 1), (100, 37, 10)])
def test_pass_at_k_is_enams(n: int, c: int, k: int) -> None:
    assert metrics.pass_at_k(n, c, k) == pytest.approx(float(calc_pass_at_k(n, c, k)), abs=1e-12)


HARDNESS = [0, 3, 3, 4]
REFERENCE = [0.001, 0.010, 0.100, 0.200]
TIMEOUT = 2 * 0.200


def enam_scores(verdicts: list[str], times: list[float]) -> tuple[float, bool]:
    """What Evaluator.evaluate1 and evaluate compute for one program from its levels' outcomes."""
    effs: list[float] = []
    for j, (v, t) in enumerate(zip(verdicts, times, strict=True)):
        if v in ("TLE", "MLE"):
            if j == 0:
                return 0.0, False
            break
        if v != "AC":
            return 0.0, False
        effs.append(calc_eff(elapsed=t, ref=REFERENCE[j], timeout=TIMEOUT) if HARDNESS[j] else 0.0)
    effs += [0.0] * (len(HARDNESS) - len(effs))
    return float(np.average(effs, weights=HARDNESS)), True


PROGRAMS = [
    (["AC", "AC", "AC", "AC"], [0.001, 0.01, 0.1, 0.2]),  # as fast as the reference: 1
    (["AC", "AC", "AC", "AC"], [0.002, 0.02, 0.15, 0.39]),
    (["AC", "AC", "AC", "AC"], [0.002, 0.02, 0.45, 0.41]),  # slower than the timeout, within the tolerance: 0
    (["AC", "AC", "TLE", "AC"], [0.001, 0.01, 0.4, 0.2]),  # a level stopped by time ends the run, still passed
    (["TLE", "AC", "AC", "AC"], [0.4, 0.01, 0.1, 0.2]),  # the first level stopped: not passed
    (["AC", "WA", "AC", "AC"], [0.001, 0.01, 0.1, 0.2]),  # a wrong answer anywhere fails it
    (["AC", "AC", "RE", "AC"], [0.001, 0.01, 0.1, 0.2]),
    (["AC", "MLE", "AC", "AC"], [0.001, 0.01, 0.1, 0.2]),
    (["CE", "CE", "CE", "CE"], [0.0, 0.0, 0.0, 0.0]),
]


@pytest.mark.parametrize(("verdicts", "times"), PROGRAMS)
def test_level_scores_are_enams_per_program(verdicts: list[str], times: list[float]) -> None:
    (score,), (passed,) = metrics.level_scores([[Verdict(v) for v in verdicts]], [times], TIMEOUT, REFERENCE,
                                               HARDNESS)
    want_score, want_passed = enam_scores(verdicts, times)
    assert passed == want_passed
    assert score == pytest.approx(want_score, abs=1e-12)


def test_level_scores_refuse_a_timeout_below_the_reference() -> None:
    with pytest.raises(metrics.MetricError):
        metrics.level_scores([[Verdict.AC] * 4], [[0.1] * 4], 0.15, REFERENCE, HARDNESS)


def test_an_overflow_ends_a_level_as_enam_says_and_other_crashes_fail() -> None:
    from best.scoring.protocols import ENAMEL  # noqa: PLC0415 - the enamel protocol's reading of a cell

    assert ENAMEL.verdict(Verdict.RE, "r3-l2-c0: uncaught exception: OverflowError: int too large") == "TLE"
    assert ENAMEL.verdict(Verdict.RE, "r3-l2-c0: uncaught exception: ValueError: x") == "RE"
    assert ENAMEL.verdict(Verdict.WA, "r3-l2-c0: wrong answer: OverflowError") == "WA"
    (_, ), (passed,) = metrics.level_scores([[Verdict.AC, Verdict.AC, Verdict.TLE, Verdict.TLE]],
                                            [[0.001, 0.01, 0.4, 0.4]], TIMEOUT, REFERENCE, HARDNESS)
    assert passed
