"""The paper's metrics: pass@k, the weight matrix, dual@k and eff@k (BEST §4, F.3, F.4).

Everything here is a pure function of counts and matrices, so the scoring stage and anyone
checking our numbers compute the same thing. Rows of a grid are time ranks (stricter
downwards), columns space ranks (stricter to the right), both 1-based in the paper and
0-based in the arrays.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from best.errors import BestError
from best.judge.verdict import Verdict

Matrix = npt.NDArray[np.float64]
STOPPED = (Verdict.TLE, Verdict.MLE)  # a level stopped by time or memory ends ENAMEL's run without failing it


class MetricError(BestError):
    """A metric asked of inputs it is not defined on."""


def pass_at_k(n: int, c: int, k: int) -> float:
    """Chen et al.'s unbiased estimator 1 - C(n-c, k) / C(n, k) (paper Eqn 2).

    Computed as a product of ratios, never as binomials, so it stays exact to rounding for
    n in the thousands where C(n, k) overflows a float.
    """
    if n < 1 or k < 1 or c < 0:
        raise MetricError(f"pass@k needs n >= 1, k >= 1 and c >= 0, got n={n}, c={c}, k={k}")
    if k > n:
        raise MetricError(f"pass@{k} needs at least k samples, got n={n}")
    if c > n:
        raise MetricError(f"c={c} passing samples out of n={n}")
    if n - c < k:
        return 1.0
    ratios = 1.0 - k / np.arange(n - c + 1, n + 1, dtype=np.float64)
    return float(1.0 - np.prod(ratios))


def weight_matrix(rows: int, cols: int, tau: float, sigma: float) -> Matrix:
    """ω(i, j) = τ^(i-1) · σ^(j-1) (Eqn 8), with 0^0 = 1.

    So σ = 0 keeps column 1 only (time-only efficiency) and τ = 0 keeps row 1 only
    (space-only), as the remark after Theorem 4.1 describes.
    """
    if rows < 1 or cols < 1:
        raise MetricError(f"a grid needs at least one row and one column, got {rows}x{cols}")
    if tau < 0 or sigma < 0:
        raise MetricError(f"τ and σ must be non-negative, got τ={tau}, σ={sigma}")
    time = np.power(float(tau), np.arange(rows, dtype=np.float64))  # numpy: 0.0 ** 0 == 1.0
    space = np.power(float(sigma), np.arange(cols, dtype=np.float64))
    return np.outer(time, space)


def _matrix(values: Sequence[Sequence[float]] | Matrix, name: str) -> Matrix:
    m = np.asarray(values, dtype=np.float64)
    if m.ndim != 2 or m.size == 0:
        raise MetricError(f"{name} must be a non-empty matrix, got shape {m.shape}")
    if not np.all(np.isfinite(m)) or np.any(m < 0) or np.any(m > 1):
        raise MetricError(f"{name} holds probabilities: every entry must lie in [0, 1]")
    return m


def dual_at_k(s_eval: Sequence[Sequence[float]] | Matrix, s_std: Sequence[Sequence[float]] | Matrix,
              tau: float, sigma: float, *, task: str = "") -> float:
    """⟨S_eval, W⟩_F / ⟨S_std, W⟩_F (Eqn 1, Algorithm 1) for one task."""
    e = _matrix(s_eval, "S_eval")
    return weighted_ratio(e, s_std, weight_matrix(e.shape[0], e.shape[1], tau, sigma), task=task)


def weighted_ratio(s_eval: Sequence[Sequence[float]] | Matrix, s_std: Sequence[Sequence[float]] | Matrix,
                   w: Sequence[Sequence[float]] | Matrix, *, task: str = "") -> float:
    """⟨S_eval, W⟩_F / ⟨S_std, W⟩_F for any non-negative W (dual@k is this with Eqn 8's W)."""
    e, s = _matrix(s_eval, "S_eval"), _matrix(s_std, "S_std")
    weights = np.asarray(w, dtype=np.float64)
    if not (e.shape == s.shape == weights.shape):
        raise MetricError(f"S_eval {e.shape}, S_std {s.shape} and W {weights.shape} must have one shape",
                          file=task or None)
    denominator = float(np.sum(s * weights))
    if denominator == 0.0:
        raise MetricError("no baseline passes a cell of non-zero weight: dual@k is undefined", file=task or None)
    return float(np.sum(e * weights)) / denominator


def expected_max_at_k(scores: Sequence[float], k: int) -> float:
    """Unbiased estimate of E[max of k samples drawn without replacement] from n scores.

    With the scores sorted ascending, the r-th (1-based) is the maximum of C(r-1, k-1) of the
    C(n, k) subsets, so E = Σ_r C(r-1, k-1) / C(n, k) · x_(r). The weights are built from the
    top down by the ratio w_(r-1) = w_r · (r-k) / (r-1), starting at w_n = k / n, which keeps
    them exact where the binomials would overflow. This is ENAMEL's estimator for eff@k.
    """
    x = np.sort(np.asarray(scores, dtype=np.float64))
    n = x.size
    if k < 1 or n < k:
        raise MetricError(f"the expected maximum of k={k} needs at least k scores, got {n}")
    weights = np.zeros(n)
    w = k / n
    for r in range(n, k - 1, -1):  # r is 1-based
        weights[r - 1] = w
        if r > 1:
            w *= (r - k) / (r - 1)
    return float(np.dot(weights, x))


def eff_scores(sample_times: Sequence[Sequence[float | None]], limits: Sequence[float],
               baseline_times: Sequence[float], h: Sequence[float] | Matrix) -> list[float]:
    """Each sample's bracket in Eqn 18: Σ_i h_i (L_i - T_i) / (L_i - t*_i) / Σ_i h_i.

    `sample_times[c][i]` is sample c's time on T_(i,1) (the maximum over its tests), or None
    where it did not pass the cell, which counts as L_i (a score of 0 for that row).
    """
    lim = np.asarray(limits, dtype=np.float64)
    base = np.asarray(baseline_times, dtype=np.float64)
    weights = np.asarray(h, dtype=np.float64)
    if not (lim.shape == base.shape == weights.shape) or lim.ndim != 1:
        raise MetricError("limits, baseline times and weights must have one entry per row")
    if np.any(lim - base <= 0):
        raise MetricError("a time limit must exceed its baseline's time")
    total = float(weights.sum())
    if total <= 0:
        raise MetricError("the row weights h must not all be zero")
    out = []
    for times in sample_times:
        if len(times) != lim.size:
            raise MetricError(f"a sample has {len(times)} row times for {lim.size} rows")
        t = np.array([lim[i] if v is None else min(float(v), lim[i]) for i, v in enumerate(times)])
        out.append(float(np.sum(weights * (lim - t) / (lim - base)) / total))
    return out


def eff_at_k(sample_times: Sequence[Sequence[float | None]], limits: Sequence[float],
             baseline_times: Sequence[float], tau: float, k: int) -> float:
    """eff@k as BEST adapts it (F.4, Eqn 18): the time-only column, h_i = ω(i, 1) = τ^(i-1)."""
    h = weight_matrix(len(limits), 1, tau, 0.0)[:, 0]
    return expected_max_at_k(eff_scores(sample_times, limits, baseline_times, h), k)


def level_effs(verdicts: Sequence[Verdict], times: Sequence[float | None], timeout: float,
               reference: Sequence[float], hardness: Sequence[float]) -> tuple[list[float], bool]:
    """One program's score on each row and whether it passed, as ENAMEL defines them (Qiu et
    al., its `Evaluator.evaluate1`) for a task whose rows are its levels.

    Rows are taken in order. An accepted row scores max(0, timeout - T) / (timeout - t_ref), T
    the program's time on it (the maximum over its tests); a row stopped by time or memory ends
    the run, it and later rows scoring 0; so does the first row, but then the program has not
    passed. A wrong answer, a crash or a build that failed anywhere fails the program, with
    every score 0. Rows of hardness 0 score 0: they only decide whether it passed.
    """
    if len(verdicts) != len(hardness) or len(times) != len(hardness):
        raise MetricError(f"a sample has {len(verdicts)} row verdicts for {len(hardness)} rows")
    effs = [0.0] * len(hardness)
    for i, (verdict, t) in enumerate(zip(verdicts, times, strict=True)):
        if verdict != Verdict.AC:
            return (effs, True) if verdict in STOPPED and i > 0 else ([0.0] * len(hardness), False)
        if hardness[i] > 0:
            effs[i] = max(0.0, timeout - float(t or 0.0)) / (timeout - reference[i])
    return effs, True


def level_scores(verdicts: Sequence[Sequence[Verdict]], times: Sequence[Sequence[float | None]], timeout: float,
                 reference: Sequence[float], hardness: Sequence[float]) -> tuple[list[float], list[bool]]:
    """Each program's efficiency score (its rows' scores weighted by hardness, `level_effs`) and
    whether it passed."""
    h = np.asarray(hardness, dtype=np.float64)
    if h.ndim != 1 or len(reference) != h.size or np.any(h < 0) or h.sum() <= 0:
        raise MetricError("one non-negative hardness per row, not all zero, and one reference time per row")
    if any(timeout <= t for t, w in zip(reference, h, strict=True) if w > 0):
        raise MetricError("the timeout must exceed the reference's time on every row that counts")
    scores, passed = [], []
    for row_verdicts, row_times in zip(verdicts, times, strict=True):
        effs, ok = level_effs(row_verdicts, row_times, timeout, reference, hardness)
        scores.append(float(np.dot(h, effs) / h.sum()))
        passed.append(ok)
    return scores, passed


def hodges_lehmann(times: Sequence[float]) -> float:
    """The median of the means of every pair of times, each with itself included: ENAMEL's
    estimate of a run's time from its repeats, robust to a few slow outliers."""
    t = np.asarray(times, dtype=np.float64)
    if t.ndim != 1 or t.size == 0:
        raise MetricError("the Hodges-Lehmann estimate needs at least one time")
    i, j = np.tril_indices(t.size)
    return float(np.median((t[i] + t[j]) / 2.0))


BOOTSTRAP_RESAMPLES = 1000
BOOTSTRAP_SEED = 20260101  # fixed: the same scores always give the same interval (the tables' bytes too)


def bootstrap_interval(values: Sequence[float] | npt.NDArray[np.float64], *, level: float = 0.95,
                       resamples: int = BOOTSTRAP_RESAMPLES, seed: int = BOOTSTRAP_SEED) -> tuple[float, float] | None:
    """A percentile bootstrap interval of the mean over tasks: the tasks resampled with replacement.

    The benchmark's tasks are a sample of the problems a model could meet, so a dataset-level
    mean carries the uncertainty of which tasks were drawn (as lm-eval's stderr and inspect's
    ± do for their means); the samples' own randomness is already averaged into each task's
    pass@k. None for fewer than two tasks, which no resampling can tell apart."""
    x = np.asarray(values, dtype=np.float64)
    if x.size < 2:
        return None
    picks = np.random.default_rng(seed).integers(0, x.size, size=(resamples, x.size))
    means = x[picks].mean(axis=1)
    tail = 100 * (1 - level) / 2
    low, high = np.percentile(means, [tail, 100 - tail])
    return float(low), float(high)
