"""Sensitivity of dual@k to its weighting (the paper's Table 10, appendix G.4).

The paper ranks its top models by dual@10 with τ = σ = α for α in {1.1, 1.2, 1.3, 1.4} and
finds no rank moves. Here the same is computed from one environment's published score
matrices (CELL_SCORES: each cell's pass@k; STD_SCORES: which cells a baseline passes), so
no sample runs again: for every α, each task's dual@k is ⟨S, W_α⟩ / ⟨S_std, W_α⟩ and a
model's figure the mean over its tasks, a gap where any task has fewer than k samples.
Pure; `best study sensitivity` reads and writes the tables.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import numpy as np

from best import metrics
from best.errors import BestError

ALPHAS = (1.1, 1.2, 1.3, 1.4)
Row = dict[str, Any]


def sensitivity(cells: list[Row], std: list[Row], k: int, alphas: tuple[float, ...] = ALPHAS) -> list[Row]:
    """One row per (model, α): dual@k with τ = σ = α, the model's rank among the models with a figure,
    and whether that rank differs from its rank at the first α."""
    shape: dict[str, tuple[int, int]] = {}
    s_std: dict[str, dict[tuple[int, int], float]] = defaultdict(dict)
    for r in std:
        rows, cols = shape.get(r["task"], (0, 0))
        shape[r["task"]] = (max(rows, r["row"]), max(cols, r["col"]))
        s_std[r["task"]][(r["row"], r["col"])] = float(r["s_std"])
    s_eval: dict[tuple[str, str], dict[tuple[int, int], float | None]] = defaultdict(dict)
    for r in cells:
        if r["k"] == k:
            s_eval[(r["model"], r["task"])][(r["row"], r["col"])] = r["pass_at_k"]
    if not s_eval:
        raise BestError(f"no cell scores at k = {k}: the environment was scored with other ks", field="score.ks")
    out: list[Row] = []
    for alpha in alphas:
        values: dict[str, float | None] = {}
        for model in sorted({m for m, _ in s_eval}):
            duals: list[float] = []
            for task in sorted(t for m, t in s_eval if m == model):
                rows, cols = shape[task]
                got = s_eval[(model, task)]
                if any(got.get((i, j)) is None for i in range(1, rows + 1) for j in range(1, cols + 1)):
                    duals = []
                    break
                matrix = np.array([[got[(i, j)] for j in range(1, cols + 1)] for i in range(1, rows + 1)])
                reference = np.array([[s_std[task].get((i, j), 0.0) for j in range(1, cols + 1)]
                                      for i in range(1, rows + 1)])
                duals.append(metrics.dual_at_k(matrix, reference, alpha, alpha, task=task))
            values[model] = float(np.mean(duals)) if duals else None
        ranked = sorted((m for m, v in values.items() if v is not None), key=lambda m: (-(values[m] or 0.0), m))
        out += [{"alpha": alpha, "model": m, "k": k, "value": v, "rank": ranked.index(m) + 1 if v is not None else None}
                for m, v in values.items()]
    first = {r["model"]: r["rank"] for r in out if r["alpha"] == alphas[0]}
    return [{**r, "moved": r["rank"] != first[r["model"]]} for r in out]


def table10(rows: list[Row]) -> list[Row]:
    """The paper's layout: one row per model (by its rank at the first α), a column per α."""
    alphas = sorted({r["alpha"] for r in rows})
    by = {(r["model"], r["alpha"]): r for r in rows}
    models = sorted({r["model"] for r in rows}, key=lambda m: (by[(m, alphas[0])]["rank"] or 1 << 30, m))
    return [{"model": m} | {f"α = {a:g}": by[(m, a)]["value"] for a in alphas}
            | {"rank": " / ".join("—" if by[(m, a)]["rank"] is None else str(by[(m, a)]["rank"]) for a in alphas)}
            for m in models]


def verdict(rows: list[Row]) -> str:
    moved = sorted({r["model"] for r in rows if r["moved"]})
    alphas = ", ".join(f"{a:g}" for a in sorted({r["alpha"] for r in rows}))
    if not moved:
        return f"No rank moves across α ∈ {{{alphas}}}."
    return f"Ranks move across α ∈ {{{alphas}}} for: {', '.join(moved)}."
