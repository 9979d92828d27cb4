"""The score stage on hand-built runs and limits: counts, S_std, dual@k, eff@k, gaps, errors, bytes."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from best.errors import BestError
from best.paper_tables import TABLES
from best.params import ScoreParams
from best.report.markdown import paper_tables
from best.scoring.scores import Labels, score
from best.tables import LIMITS, PAPER_TABLES, RUNS, VERDICTS, as_written
from stages.score import write
from tests.conftest import FIXTURE_TASKS

ENV = "O0"
LABELS = {"t1": Labels("easy", "Graph"), "t2": Labels("hard", "DP")}
# t1: 2x2; no baseline passes (2, 2). Time limits 10 and 100 ms (column 1), fastest baselines 2 and 20 ms.
T1_STD = {(1, 1): 2, (1, 2): 1, (2, 1): 1, (2, 2): 0}
T1_TIME = {1: (10.0, 2.0), 2: (100.0, 20.0)}


def limits_rows(env: str = ENV) -> list[dict[str, Any]]:
    rows = []
    for (r, c), passes in T1_STD.items():
        limit, base = T1_TIME[r]
        rows.append({"task": "t1", "environment": env, "environment_id": f"{env}-id", "row": r, "col": c,
                     "time_limit_ms": limit, "memory_limit_kb": 100.0 / c, "time_margin": 5.0,
                     "memory_margin": 5.0, "discriminating": True, "baseline_passes": passes,
                     "baseline_time_ms": base if passes else None})
    rows.append({"task": "t2", "environment": env, "environment_id": f"{env}-id", "row": 1, "col": 1,
                 "time_limit_ms": 50.0, "memory_limit_kb": 10.0, "time_margin": 5.0, "memory_margin": 5.0,
                 "discriminating": True, "baseline_passes": 1, "baseline_time_ms": 5.0})
    return rows


def sample(model: str, task: str, s: int, verdicts: dict[tuple[int, int], tuple[str, float | None]],
           correct: bool, *, env: str = ENV) -> list[dict[str, Any]]:
    return [{"environment": env, "model": model, "task": task, "sample": s, "row": r, "col": c, "verdict": v,
             "time_ms": t, "memory_kb": 1.0, "correct": correct} for (r, c), (v, t) in verdicts.items()]


def runs_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    # model "a", 3 samples of t1: one passes everything, one only the fast-and-big cell, one is wrong
    rows += sample("a", "t1", 0, {(1, 1): ("AC", 2.0), (1, 2): ("AC", 2.0), (2, 1): ("AC", 20.0),
                                  (2, 2): ("AC", 20.0)}, True)
    rows += sample("a", "t1", 1, {(1, 1): ("AC", 6.0), (1, 2): ("MLE", 6.0), (2, 1): ("TLE", 200.0),
                                  (2, 2): ("TLE", 200.0)}, True)
    rows += sample("a", "t1", 2, {(1, 1): ("WA", 1.0), (1, 2): ("WA", 1.0), (2, 1): ("WA", 1.0),
                                  (2, 2): ("WA", 1.0)}, False)
    # model "a" on t2: 10 samples, 4 pass
    for s in range(10):
        rows += sample("a", "t2", s, {(1, 1): ("AC" if s < 4 else "TLE", 5.0 if s < 4 else 100.0)}, s < 4)
    return rows


def measured(verdict_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Execute-stage rows whose one test yields each verdict under limits_rows()."""
    out = []
    for v in verdict_rows:
        test = {"test": "t", "ending": "returned", "time_ms": v["time_ms"], "memory_kb": 1.0, "correct": True,
                "attempts": 1, "detail": ""}
        if v["verdict"] == "TLE":
            test["ending"] = "time"
        elif v["verdict"] == "MLE":
            test["memory_kb"] = 1e9
        elif v["verdict"] == "WA":
            test["correct"] = False
        out.append({k: v[k] for k in ("environment", "model", "task", "sample", "row", "col")}
                   | {"environment_id": f"{v['environment']}-id", "build": "b", "compiled": v["verdict"] != "CE",
                      "cap_ms": 1e6, "memory_cap_kb": 1e9, "tests_total": 1, "tests": [test]})
    return out


def table(rows: list[dict[str, Any]], schema: pa.Schema) -> pa.Table:
    return pa.Table.from_pylist(rows, schema=schema)


def run_score(runs: list[dict[str, Any]] | None = None, limits: list[dict[str, Any]] | None = None
              ) -> dict[str, list[dict[str, Any]]]:
    return score(table(runs_rows() if runs is None else runs, VERDICTS),
                 table(limits_rows() if limits is None else limits, LIMITS), LABELS, ScoreParams())


def pick(rows: list[dict[str, Any]], **where: Any) -> list[dict[str, Any]]:
    return [r for r in rows if all(r[k] == v for k, v in where.items())]


def test_cell_counts_and_pass_at_1() -> None:
    cells = run_score()["cells"]
    got = {(r["row"], r["col"]): (r["n"], r["c"], r["c_correct"], r["pass_at_k"])
           for r in pick(cells, task="t1", k=1)}
    assert got == {(1, 1): (3, 2, 2, pytest.approx(2 / 3)), (1, 2): (3, 1, 2, pytest.approx(1 / 3)),
                   (2, 1): (3, 1, 2, pytest.approx(1 / 3)), (2, 2): (3, 1, 2, pytest.approx(1 / 3))}
    # n = 3 < k = 10: a gap, not a number
    assert all(r["pass_at_k"] is None for r in pick(cells, task="t1", k=10))


def test_s_std_comes_from_the_baselines_passing_each_cell() -> None:
    std = {(r["row"], r["col"]): r["s_std"] for r in pick(run_score()["std"], task="t1")}
    assert std == {(1, 1): 1, (1, 2): 1, (2, 1): 1, (2, 2): 0}


def test_dual_at_1_by_hand() -> None:
    tasks = run_score()["tasks"]
    value = {r["setting"]: r["value"] for r in pick(tasks, task="t1", metric="dual", k=1)}
    s = [[2 / 3, 1 / 3], [1 / 3, 1 / 3]]
    # time (τ=1.2, σ=0): column 1 only, weights 1 and 1.2
    assert value["time"] == pytest.approx((s[0][0] + 1.2 * s[1][0]) / (1 + 1.2))
    # space (τ=0, σ=1.2): row 1 only
    assert value["space"] == pytest.approx((s[0][0] + 1.2 * s[0][1]) / (1 + 1.2))
    # dual: (2, 2) weighs 1.44 in the numerator but not in the denominator (no baseline passes it)
    assert value["dual"] == pytest.approx((s[0][0] + 1.2 * s[0][1] + 1.2 * s[1][0] + 1.44 * s[1][1]) / 3.4)


def test_pass_and_eff_by_hand() -> None:
    tasks = run_score()["tasks"]
    (p1,) = pick(tasks, task="t1", metric="pass", k=1)
    assert p1["value"] == pytest.approx(2 / 3)
    (p10,) = pick(tasks, task="t2", metric="pass", k=10)
    assert p10["value"] == 1.0
    (e1,) = pick(tasks, task="t1", metric="eff", k=1)
    # sample 0: baseline speed on both rows -> 1; sample 1: row 1 at 6 ms of (2, 10), row 2 failed; sample 2: 0
    s1 = (1.0 * (10 - 6) / (10 - 2)) / 2.2
    assert e1["value"] == pytest.approx((1.0 + s1 + 0.0) / 3)


def test_means_over_tasks_and_gaps() -> None:
    summary = run_score()["summary"]
    (overall,) = pick(summary, model="a", metric="pass", k=1, by="all")
    assert overall["tasks"] == 2 and overall["gaps"] == 0
    assert overall["value"] == pytest.approx((2 / 3 + 0.4) / 2)
    (easy,) = pick(summary, model="a", metric="pass", k=1, by="difficulty", group="easy")
    assert easy["value"] == pytest.approx(2 / 3)
    # at k = 10, t1 (3 samples) is a gap: the overall mean is a gap too, the hard group is not
    (gap,) = pick(summary, model="a", metric="dual", setting="dual", k=10, by="all")
    assert gap["value"] is None and gap["gaps"] == 1
    (hard,) = pick(summary, model="a", metric="dual", setting="dual", k=10, by="difficulty", group="hard")
    assert hard["value"] == pytest.approx(1.0)


def test_overall_and_difficulty_means_carry_a_bootstrap_interval_over_tasks() -> None:
    summary = run_score()["summary"]
    (overall,) = pick(summary, model="a", metric="pass", k=1, by="all")
    # two tasks, 2/3 and 0.4: resampled means are 0.4, their mean, or 2/3
    assert (overall["ci_low"], overall["ci_high"]) == (pytest.approx(0.4), pytest.approx(2 / 3))
    (easy,) = pick(summary, model="a", metric="pass", k=1, by="difficulty", group="easy")
    assert easy["ci_low"] is None and easy["ci_high"] is None  # one task: nothing to resample
    (gap,) = pick(summary, model="a", metric="dual", setting="dual", k=10, by="all")
    assert gap["ci_low"] is None  # a gap has no interval
    assert all(r["ci_low"] is None for r in summary if r["by"] not in ("all", "difficulty"))
    table2 = paper_tables(summary, ScoreParams())["table2"]
    assert "| 53.33 (40.00–66.67) |" in table2 and "a 95% bootstrap interval over the tasks" in table2


def test_runs_from_an_uncalibrated_environment_are_an_error() -> None:
    runs = runs_rows() + sample("a", "t2", 0, {(1, 1): ("AC", 5.0)}, True, env="O3")
    with pytest.raises(BestError, match="O3") as err:
        run_score(runs=runs)
    assert err.value.field == "environment" and err.value.file is not None


def test_a_sample_missing_cells_is_an_error() -> None:
    runs = [r for r in runs_rows() if not (r["task"] == "t1" and r["sample"] == 1 and r["col"] == 2)]
    with pytest.raises(BestError, match="2 of the 4 cells"):
        run_score(runs=runs)


def test_a_cell_outside_the_grid_is_an_error() -> None:
    runs = [{**r, "row": 3} if (r["task"], r["sample"], r["row"], r["col"]) == ("t1", 0, 2, 2) else r
            for r in runs_rows()]
    with pytest.raises(BestError, match=r"3 of the 4 cells of its grid and cells outside it: \[\(3, 2\)\]"):
        run_score(runs=runs)


def test_an_unknown_verdict_is_an_error_naming_the_field() -> None:
    runs = [{**r, "verdict": "PASSED"} if r["task"] == "t2" and r["sample"] == 0 else r for r in runs_rows()]
    with pytest.raises(BestError, match="PASSED") as err:
        run_score(runs=runs)
    assert err.value.field == "verdict"


def test_duplicate_cells_are_an_error() -> None:
    with pytest.raises(BestError, match="twice"):
        run_score(runs=runs_rows() + runs_rows()[:1])


def test_outputs_are_byte_deterministic_and_the_tables_mark_gaps(tmp_path: Path) -> None:
    result = run_score()
    write(result, ScoreParams(), tmp_path / "a")
    shuffled = run_score(runs=list(reversed(runs_rows())), limits=list(reversed(limits_rows())))
    write(shuffled, ScoreParams(), tmp_path / "b")
    files = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert {str(f) for f in files} >= {"cells.parquet", "std.parquet", "tasks.parquet", "summary.parquet",
                                       "tables/table2.parquet", "tables/table2.md", "tables/table12.md",
                                       "tables/table13_15.md", "tables/table16_25.md"}
    for f in files:
        assert (tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes(), f
    table2 = (tmp_path / "a" / "tables" / "table2.md").read_text()
    assert "| O0 | a |" in table2 and "—" in table2
    # a group with no task (medium) is blank, a group with too few samples a gap
    table12 = (tmp_path / "a" / "tables" / "table12.md").read_text()  # dual@10: the dual setting's columns last
    (line,) = [line for line in table12.splitlines() if line.startswith("| O0 | a |")]
    assert line.endswith("| — |  | 100.00 | — |"), line
    row = pq.read_table(tmp_path / "a" / "tables" / "table2.parquet").to_pylist()[0]
    assert row["dual dual@10"] is None
    assert row["pass@1"] == pytest.approx((2 / 3 + 0.4) / 2)


def score_inputs(d: Path) -> Path:
    """params.yaml, limits.parquet and runs.parquet in `d` for the fixture task; the params' path."""
    params = d / "params.yaml"
    params.write_text(yaml.safe_dump({"tasks": {"root": str(FIXTURE_TASKS)}, "score": {"ks": [1]}}))
    limits = [{**r, "task": "pair_count"} for r in limits_rows() if r["task"] == "t1"]
    runs = [{**r, "task": "pair_count"} for r in runs_rows() if r["task"] == "t1"]
    pq.write_table(table(limits, LIMITS), d / "limits.parquet")
    pq.write_table(table(measured(runs), RUNS), d / "runs.parquet")
    return params


def test_best_score_prints_table_2_from_the_stage_tables(tmp_path: Path) -> None:
    params = score_inputs(tmp_path)
    args = ["score", "--runs", str(tmp_path / "runs.parquet"), "--limits", str(tmp_path / "limits.parquet"),
            "--out", str(tmp_path / "score"), "--params", str(params)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "## Table 2" in result.output
    assert "| O0 | a |" in result.output and "| 66.67 |" in result.output  # pass@1 = 2/3 (one task: no interval)
    as_csv = CliRunner().invoke(app, [*args, "--format", "csv"])
    assert as_csv.exit_code == 0, as_csv.output
    (a_row,) = [r for r in csv.DictReader(io.StringIO(as_csv.stdout)) if r["model"] == "a"]
    assert float(a_row["pass@1"]) == pytest.approx(2 / 3)  # fractions, as the Parquet holds them
    (row,) = pq.read_table(tmp_path / "score" / "tasks.parquet").filter(
        pc.equal(pq.read_table(tmp_path / "score" / "tasks.parquet")["metric"], "pass")).to_pylist()
    assert (row["difficulty"], row["category"]) == ("easy", "Two Pointers")
    # a missing input is one line naming the file, exit status 2
    missing = CliRunner().invoke(app, [*args[:1], "--runs", str(tmp_path / "nope.parquet"), *args[3:]])
    assert missing.exit_code == 2
    assert "nope.parquet" in missing.output


def test_the_paper_tables_have_the_columns_their_schemas_declare(tmp_path: Path) -> None:
    result, params = run_score(), ScoreParams()
    written = write(result, params, tmp_path)
    for name, (_, build) in TABLES.items():
        declared = PAPER_TABLES[name](params)
        assert list(build(result["summary"], params)[0]) == declared.names, name
        # a column no group fills (no medium task here) keeps Arrow's null type, any other the declared one
        assert written[name].schema == as_written(declared, written[name].to_pylist()), name
    assert written["table12"].schema.field("dual medium").type == pa.null()
    assert written["table12"].schema.field("dual hard").type == pa.float64()
