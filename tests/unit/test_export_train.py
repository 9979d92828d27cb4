"""`best export train` (Table 7's data) on a tiny scored run, against records built by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from best.generate.prompts import load_template, render
from best.tables import GENERATIONS, VERDICTS
from best.tasks.loader import load_task
from tests.conftest import FIXTURE_TASKS, ROOT

TASK = load_task(FIXTURE_TASKS / "pair_count")


def verdict(model: str, cell: tuple[int, int], sample: int, verdict: str, time_ms: float, *, correct: bool = True
            ) -> dict[str, Any]:
    row, col = cell
    return {"environment": "O0", "model": model, "task": "pair_count", "sample": sample, "row": row, "col": col,
            "verdict": verdict, "time_ms": time_ms, "memory_kb": 100.0 + sample, "correct": correct, "detail": None}


VERDICT_ROWS = [
    verdict("m", (1, 1), 0, "AC", 5.0), verdict("m", (1, 1), 1, "AC", 3.0), verdict("m", (1, 1), 2, "TLE", 50.0),
    verdict("m", (1, 1), 3, "TLE", 20.0), verdict("reference", (1, 1), 0, "AC", 1.0),  # a replay: never a sample
    verdict("m", (1, 2), 0, "MLE", 4.0),  # correct, too large: no passing sample, so the baseline
    verdict("m", (2, 1), 0, "WA", 4.0, correct=False),
]


def code(model: str, row: int, col: int, sample: int) -> str:
    return f"class Solution {{ /* {model} {row}{col} #{sample} */ }};\n"


def scored_run(d: Path) -> Path:
    (d / "data" / "score" / "O0").mkdir(parents=True)
    (d / "data" / "generate").mkdir(parents=True)
    scored = d / "data" / "score" / "O0" / "verdicts.parquet"
    pq.write_table(pa.Table.from_pylist(VERDICT_ROWS, schema=VERDICTS), scored)
    generations = [{"model": v["model"], "language": "cpp", "task": "pair_count", "row": v["row"], "col": v["col"],
                    "sample": v["sample"], "key": f"k{i}", "prompt_hash": "h",
                    "code": code(v["model"], v["row"], v["col"], v["sample"])} for i, v in enumerate(VERDICT_ROWS)]
    generated = d / "data" / "generate" / "generations.parquet"
    pq.write_table(pa.Table.from_pylist(generations, schema=GENERATIONS), generated)
    params = d / "params.yaml"
    params.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "generate": {"prompts_dir": str(ROOT / "data" / "prompts"),
                     "models": [{"name": "m", "backend": "file", "path": "x.jsonl"},
                                {"name": "reference", "backend": "reference"}]}}))
    return params


def prompt(row: int, col: int) -> str:
    return render(load_template(ROOT / "data" / "prompts", "original"), TASK, row, col, "original").text


def fenced(text: str) -> str:
    return f"```cpp\n{text.rstrip()}\n```"


def test_sft_and_dpo_records_from_a_scored_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    params = scored_run(tmp_path)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["export", "train", "--params", str(params)])
    assert result.exit_code == 0, result.output
    assert "3 SFT and 1 DPO record(s) from O0" in result.output
    sft = [json.loads(line) for line in (tmp_path / "data" / "export" / "sft.jsonl").read_text().splitlines()]
    dpo = [json.loads(line) for line in (tmp_path / "data" / "export" / "dpo.jsonl").read_text().splitlines()]
    base = {"task": "pair_count", "language": "cpp", "environment": "O0"}
    baseline = {r: (TASK.dir / f"baselines/{n}.cpp").read_text() for r, n in
                (((1, 2), "brute_force"), ((2, 1), "sort_two_pointers"))}
    assert sft == [
        # the fastest passing sample; the replay's 1 ms sample is not a model's
        {**base, "row": 1, "col": 1, "prompt": prompt(1, 1), "completion": fenced(code("m", 1, 1, 1)),
         "source": "sample", "model": "m", "sample": 1, "baseline": None, "time_ms": 3.0, "memory_kb": 101.0},
        # no sample passes: the most efficient baseline that does ((2, 2) has none, so no record)
        {**base, "row": 1, "col": 2, "prompt": prompt(1, 2), "completion": fenced(baseline[(1, 2)]),
         "source": "baseline", "model": None, "sample": None, "baseline": "brute-force", "time_ms": None,
         "memory_kb": None},
        {**base, "row": 2, "col": 1, "prompt": prompt(2, 1), "completion": fenced(baseline[(2, 1)]),
         "source": "baseline", "model": None, "sample": None, "baseline": "sort-two-pointers", "time_ms": None,
         "memory_kb": None},
    ]
    # the fastest passing sample over the slowest correct one that fails the cell's limits
    assert dpo == [{**base, "row": 1, "col": 1, "prompt": prompt(1, 1), "chosen": fenced(code("m", 1, 1, 1)),
                    "rejected": fenced(code("m", 1, 1, 2)), "chosen_model": "m", "chosen_sample": 1,
                    "chosen_time_ms": 3.0, "chosen_memory_kb": 101.0, "rejected_model": "m", "rejected_sample": 2,
                    "rejected_verdict": "TLE", "rejected_time_ms": 50.0, "rejected_memory_kb": 102.0}]


def test_a_held_out_task_gives_no_record_and_an_unknown_one_is_named(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    params = scored_run(tmp_path)
    monkeypatch.chdir(tmp_path)
    held = CliRunner().invoke(app, ["export", "train", "--params", str(params), "--hold-out", "pair_count"])
    assert held.exit_code == 0, held.output
    assert "0 SFT and 0 DPO record(s)" in held.output
    assert (tmp_path / "data" / "export" / "sft.jsonl").read_text() == ""
    unknown = CliRunner().invoke(app, ["export", "train", "--params", str(params), "--hold-out", "pair_cuont"])
    assert unknown.exit_code != 0 and "pair_cuont" in unknown.output and "--hold-out" in unknown.output
