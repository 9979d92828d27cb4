"""Table 10 (best/sensitivity.py): dual@k under τ = σ = α, against figures worked by hand."""

from __future__ import annotations

import pytest

from best.sensitivity import sensitivity, table10, verdict

STD = [{"task": "t", "row": i, "col": j, "s_std": 1} for i in (1, 2) for j in (1, 2)]


def cells(model: str, s: list[list[float | None]], k: int = 10) -> list[dict[str, object]]:
    return [{"model": model, "task": "t", "row": i + 1, "col": j + 1, "k": k, "pass_at_k": v}
            for i, row in enumerate(s) for j, v in enumerate(row)]


def test_dual_at_k_under_each_alpha_and_a_rank_that_moves() -> None:
    # W = [[1, a], [a, a^2]]: x passes only the loosest cell, 1 / (1 + a)^2; y passes 64% of the strictest,
    # 0.64 a^2 / (1 + a)^2: y overtakes x where 0.64 a^2 = 1, at a = 1.25
    rows = sensitivity(cells("x", [[1, 0], [0, 0]]) + cells("y", [[0, 0], [0, 0.64]]) +
                       cells("gap", [[1, None], [0, 0]]), STD, 10)
    by = {(r["model"], r["alpha"]): r for r in rows}
    for a in (1.1, 1.2, 1.3, 1.4):
        assert by[("x", a)]["value"] == pytest.approx(1 / (1 + a) ** 2)
        assert by[("y", a)]["value"] == pytest.approx(0.64 * a * a / (1 + a) ** 2)
        assert by[("gap", a)]["value"] is None and by[("gap", a)]["rank"] is None
    assert [by[("x", a)]["rank"] for a in (1.1, 1.2, 1.3, 1.4)] == [1, 1, 2, 2]
    assert [by[("y", a)]["moved"] for a in (1.1, 1.2, 1.3, 1.4)] == [False, False, True, True]
    assert verdict(rows) == "Ranks move across α ∈ {1.1, 1.2, 1.3, 1.4} for: x, y."
    table = table10(rows)
    assert [r["model"] for r in table] == ["x", "y", "gap"] and table[0]["rank"] == "1 / 1 / 2 / 2"
    assert list(table[0]) == ["model", "α = 1.1", "α = 1.2", "α = 1.3", "α = 1.4", "rank"]


def test_no_move_is_said_so() -> None:
    rows = sensitivity(cells("x", [[1, 1], [1, 0]]) + cells("y", [[0, 0], [0, 1]]), STD, 10)
    assert verdict(rows) == "No rank moves across α ∈ {1.1, 1.2, 1.3, 1.4}."
