"""The report counts, per model, the sources the judge refused before they ran."""

from __future__ import annotations

from best.report.markdown import refusals_section


def build(model: str, refused: str | None) -> dict[str, object]:
    return {"model": model, "refused": refused}


def test_each_model_gets_its_counts_by_kind() -> None:
    lines = refusals_section([build("m1", "flags"), build("m1", "flags"), build("m1", None), build("m2", None),
                              build("m2", "asm"), build("m3", None)])
    assert lines[0] == "### Sources the judge refused"
    assert "| m1 | 3 | 2 | 0 | 0 |" in lines
    assert "| m2 | 2 | 0 | 1 | 0 |" in lines
    assert "| m3 | 1 | 0 | 0 | 0 |" in lines


def test_no_refusal_no_section() -> None:
    assert refusals_section([build("m1", None)]) == []
