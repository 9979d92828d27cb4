"""best.metrics against hand-computed values, exact combinatorics and the paper's properties."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from best import metrics
from best.metrics import (
    MetricError,
    dual_at_k,
    eff_at_k,
    eff_scores,
    expected_max_at_k,
    pass_at_k,
    weight_matrix,
    weighted_ratio,
)


def human_eval_pass_at_k(n: int, c: int, k: int) -> float:
    """openai/human-eval's estimate_pass_at_k for one problem (human_eval/evaluation.py)."""
    if n - c < k:
        return 1.0
    return float(1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1)))


def exact_pass_at_k(n: int, c: int, k: int) -> Fraction:
    """The definition, 1 - C(n-c, k) / C(n, k), in exact rational arithmetic."""
    return 1 - Fraction(math.comb(n - c, k), math.comb(n, k))


# -- pass@k ---------------------------------------------------------------------------------

def test_pass_at_k_by_hand() -> None:
    assert pass_at_k(10, 0, 1) == 0.0
    assert pass_at_k(10, 3, 1) == pytest.approx(0.3)
    # n=5, c=2, k=2: 1 - C(3,2)/C(5,2) = 1 - 3/10
    assert pass_at_k(5, 2, 2) == pytest.approx(0.7)
    # n=4, c=1, k=3: 1 - C(3,3)/C(4,3) = 3/4
    assert pass_at_k(4, 1, 3) == pytest.approx(0.75)
    assert pass_at_k(10, 9, 2) == 1.0  # n - c < k: every k-subset holds a passing sample
    assert pass_at_k(1, 1, 1) == 1.0


def test_pass_at_k_agrees_with_human_eval_and_exact_arithmetic() -> None:
    rng = random.Random(20261123)
    for _ in range(2000):
        n = rng.randint(1, 300)
        k = rng.randint(1, n)
        c = rng.randint(0, n)
        ours = pass_at_k(n, c, k)
        assert abs(ours - human_eval_pass_at_k(n, c, k)) <= 1e-9
        assert abs(ours - float(exact_pass_at_k(n, c, k))) <= 1e-9


@pytest.mark.parametrize(("n", "c", "k", "why"), [
    (5, 0, 6, "at least k samples"), (5, 6, 1, "passing samples"), (0, 0, 1, "n >= 1"), (5, -1, 1, "c >= 0"),
    (5, 1, 0, "k >= 1"),
])
def test_pass_at_k_rejects_impossible_counts(n: int, c: int, k: int, why: str) -> None:
    with pytest.raises(MetricError, match=why):
        pass_at_k(n, c, k)


@given(n=st.integers(1, 200), data=st.data())
def test_pass_at_k_is_monotone_in_c_and_k(n: int, data: st.DataObject) -> None:
    k = data.draw(st.integers(1, n))
    c = data.draw(st.integers(0, n))
    value = pass_at_k(n, c, k)
    assert 0.0 <= value <= 1.0
    if c < n:
        assert pass_at_k(n, c + 1, k) >= value - 1e-12
    if k < n:
        assert pass_at_k(n, c, k + 1) >= value - 1e-12


# -- the weight matrix ------------------------------------------------------------------------

def test_weight_matrix_by_hand() -> None:
    w = weight_matrix(3, 3, 2.0, 3.0)
    assert w.tolist() == [[1, 3, 9], [2, 6, 18], [4, 12, 36]]


def test_zero_to_the_zero_is_one() -> None:
    np.testing.assert_allclose(weight_matrix(3, 3, 1.2, 0.0), [[1.0, 0.0, 0.0], [1.2, 0.0, 0.0], [1.44, 0.0, 0.0]])
    np.testing.assert_allclose(weight_matrix(3, 3, 0.0, 1.2), [[1.0, 1.2, 1.44], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    assert weight_matrix(2, 2, 0.0, 0.0).tolist() == [[1, 0], [0, 0]]


def test_weight_matrix_rejects_negative_weights_and_empty_grids() -> None:
    with pytest.raises(MetricError):
        weight_matrix(3, 3, -1.0, 1.0)
    with pytest.raises(MetricError):
        weight_matrix(0, 3, 1.0, 1.0)


# -- dual@k -----------------------------------------------------------------------------------

S_STD = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]


def test_dual_at_k_by_hand() -> None:
    # the worked example of docs/metrics.md
    s_eval = [[1.0, 0.5, 0.0], [0.5, 0.25, 0.0], [0.0, 0.0, 0.0]]
    w = [[1, 1.2, 1.44], [1.2, 1.44, 1.728], [1.44, 1.728, 2.0736]]
    numerator = 1.0 * 1 + 0.5 * 1.2 + 0.5 * 1.2 + 0.25 * 1.44
    denominator = sum(sum(r) for r in w)
    assert denominator == pytest.approx(13.2496)
    assert dual_at_k(s_eval, S_STD, 1.2, 1.2) == pytest.approx(numerator / denominator)
    assert dual_at_k(s_eval, S_STD, 1.2, 1.2) == pytest.approx(0.19321, abs=1e-5)
    assert dual_at_k(s_eval, S_STD, 1.2, 0.0) == pytest.approx(1.6 / 3.64)  # time only


def test_dual_at_k_counts_only_cells_the_baselines_pass() -> None:
    s_std = [[1, 1], [1, 0]]  # no baseline is both fast and small
    s_eval = [[1.0, 1.0], [1.0, 0.0]]
    assert dual_at_k(s_eval, s_std, 2.0, 2.0) == 1.0


def test_dual_at_k_with_nothing_to_compare_is_an_error_naming_the_task() -> None:
    with pytest.raises(MetricError, match="range_sum_query"):
        dual_at_k([[0.5, 0.5]], [[0, 1]], 1.2, 0.0, task="range_sum_query")


def test_dual_at_k_rejects_mismatched_or_invalid_matrices() -> None:
    with pytest.raises(MetricError, match="one shape"):
        dual_at_k([[1.0, 0.0]], S_STD, 1.2, 1.2)
    with pytest.raises(MetricError, match=r"\[0, 1\]"):
        dual_at_k([[1.5]], [[1]], 1.2, 1.2)


probabilities = st.floats(0.0, 1.0, allow_nan=False)
grids = st.integers(1, 4).flatmap(lambda r: st.integers(1, 4).flatmap(
    lambda c: st.lists(st.lists(probabilities, min_size=c, max_size=c), min_size=r, max_size=r)))
weights = st.floats(0.0, 3.0, allow_nan=False)


def _std_of(grid: list[list[float]]) -> list[list[float]]:
    """A baseline matrix with the top-left cell passed, so the denominator is never zero."""
    std = [[1.0 if v > 0.5 else 0.0 for v in row] for row in grid]
    std[0][0] = 1.0
    return std


@settings(max_examples=200)
@given(grid=grids, tau=weights, sigma=weights)
def test_dual_at_k_of_the_baselines_themselves_is_one(grid: list[list[float]], tau: float, sigma: float) -> None:
    std = _std_of(grid)
    assert dual_at_k(std, std, tau, sigma) == pytest.approx(1.0, abs=1e-12)


@settings(max_examples=200)
@given(grid=grids, other=grids, tau=weights)
def test_time_only_dual_depends_only_on_column_one(grid: list[list[float]], other: list[list[float]],
                                                     tau: float) -> None:
    std = _std_of(grid)
    changed = [[row[0], *(other[i % len(other)][0] for _ in row[1:])] for i, row in enumerate(grid)]
    assert dual_at_k(changed, std, tau, 0.0) == pytest.approx(dual_at_k(grid, std, tau, 0.0), abs=1e-12)


@settings(max_examples=200)
@given(grid=grids, tau=weights, sigma=weights, scale=st.floats(1e-3, 1e3))
def test_scaling_w_leaves_dual_unchanged(grid: list[list[float]], tau: float, sigma: float, scale: float) -> None:
    std = _std_of(grid)
    w = weight_matrix(len(grid), len(grid[0]), tau, sigma)
    assert weighted_ratio(grid, std, w * scale) == pytest.approx(dual_at_k(grid, std, tau, sigma), rel=1e-9)


def test_random_inputs_match_a_direct_reading_of_eqn_1() -> None:
    rng = np.random.default_rng(7)
    for _ in range(500):
        r, c = rng.integers(1, 6, size=2)
        s_eval = rng.random((r, c))
        s_std = (rng.random((r, c)) < 0.7).astype(float)
        s_std[0, 0] = 1.0
        tau, sigma = rng.uniform(0, 3, size=2)
        num = sum(s_eval[i, j] * tau ** i * sigma ** j for i in range(r) for j in range(c))
        den = sum(s_std[i, j] * tau ** i * sigma ** j for i in range(r) for j in range(c))
        assert dual_at_k(s_eval, s_std, tau, sigma) == pytest.approx(num / den, rel=1e-12)


# -- eff@k ------------------------------------------------------------------------------------

def test_expected_max_matches_enumeration_of_subsets() -> None:
    rng = random.Random(3)
    for _ in range(200):
        n = rng.randint(1, 8)
        k = rng.randint(1, n)
        xs = [rng.random() for _ in range(n)]
        subsets = list(itertools.combinations(xs, k))
        brute = sum(max(s) for s in subsets) / len(subsets)
        assert expected_max_at_k(xs, k) == pytest.approx(brute, abs=1e-12)


def test_expected_max_by_hand() -> None:
    assert expected_max_at_k([0.2, 0.8, 0.5], 1) == pytest.approx(0.5)  # the mean
    assert expected_max_at_k([0.2, 0.8, 0.5], 3) == pytest.approx(0.8)  # the maximum
    # k=2 of {0.2, 0.5, 0.8}: pairs' maxima 0.5, 0.8, 0.8
    assert expected_max_at_k([0.2, 0.8, 0.5], 2) == pytest.approx(2.1 / 3)
    with pytest.raises(MetricError):
        expected_max_at_k([0.1], 2)


def test_expected_max_is_stable_for_many_samples() -> None:
    xs = [i / 999 for i in range(1000)]
    # i / 999 for i in 0..999: k draws without replacement from 1..M have E[max] = k (M + 1) / (k + 1)
    assert expected_max_at_k(xs, 1) == pytest.approx(0.5)
    assert expected_max_at_k(xs, 1000) == pytest.approx(1.0)
    assert expected_max_at_k(xs, 10) == pytest.approx((10 * 1001 / 11 - 1) / 999, rel=1e-12)


def test_eff_scores_by_hand() -> None:
    # two rows: limits 10 and 100 ms, baseline 2 and 20 ms, h = (1, 1.2)
    limits, base = [10.0, 100.0], [2.0, 20.0]
    scores = eff_scores([[2.0, 20.0], [6.0, None], [None, None]], limits, base, [1.0, 1.2])
    assert scores[0] == pytest.approx(1.0)  # as fast as the baseline on every row
    assert scores[1] == pytest.approx((1.0 * (10 - 6) / 8 + 1.2 * 0) / 2.2)
    assert scores[2] == 0.0
    # eff@1 is the mean score; eff@3 the best one
    assert eff_at_k([[2.0, 20.0], [6.0, None], [None, None]], limits, base, 1.2, 1) == pytest.approx(
        (1.0 + 0.5 / 2.2) / 3)
    assert eff_at_k([[2.0, 20.0], [6.0, None], [None, None]], limits, base, 1.2, 3) == pytest.approx(1.0)


def test_eff_needs_limits_above_the_baseline() -> None:
    with pytest.raises(MetricError, match="exceed"):
        eff_scores([[1.0]], [5.0], [5.0], [1.0])


def test_bootstrap_interval_of_a_mean_over_tasks() -> None:
    assert metrics.bootstrap_interval([0.4]) is None  # one task: nothing to resample
    assert metrics.bootstrap_interval([0.25] * 30) == (0.25, 0.25)  # every resample has the same mean
    # two tasks: resampled means are 0 (1/4), 0.5 (1/2) and 1 (1/4), so the 2.5% and 97.5% points are 0 and 1
    assert metrics.bootstrap_interval([0.0, 1.0]) == (0.0, 1.0)
    values = np.random.default_rng(7).normal(0.5, 0.1, size=400)
    low, high = metrics.bootstrap_interval(values) or (0.0, 0.0)
    assert metrics.bootstrap_interval(values) == (low, high)  # seeded: the same tables' bytes every run
    assert low < values.mean() < high
    normal_width = 2 * 1.96 * values.std() / np.sqrt(values.size)  # what theory gives for a mean of 400
    assert 0.8 * normal_width < high - low < 1.2 * normal_width
