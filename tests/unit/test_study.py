"""The stability study (Table 11) on hand-built summaries and limits: Kendall tau-b, pairs of
environments, the largest change, the Markdown, the discrimination matrix, and the stage
reading from a Layout and from storage."""

from __future__ import annotations

import math
import random
import re
from pathlib import Path
from typing import Any, cast

import pyarrow.parquet as pq
import pytest
import yaml
from typer.testing import CliRunner

from best import study
from best.cli import app
from best.errors import BestError, ParamsError
from best.layout import Layout
from best.paper_tables import table8
from best.params import Params, ScoreParams, StorageParams
from best.storage import Storage
from best.study import EnvironmentResults, Pair, kendall_tau_b, prompt_variants
from best.tables import ENVIRONMENTS, ENVIRONMENTS_KEY, LIMITS, LIMITS_KEY, SUMMARY, SUMMARY_KEY, write_table
from stages import study as stage

Row = dict[str, Any]


def brute_force_tau_b(x: list[float], y: list[float]) -> float | None:
    """tau-b from its definition over ordered pairs: Σ sgn·sgn / sqrt(Σ sgn² · Σ sgn²)."""
    def sgn(d: float) -> int:
        return 1 if d > 0 else -1 if d < 0 else 0

    pairs = [(i, j) for i in range(len(x)) for j in range(len(x)) if i != j]
    agree = sum(sgn(x[i] - x[j]) * sgn(y[i] - y[j]) for i, j in pairs)
    untied_x = sum(sgn(x[i] - x[j]) ** 2 for i, j in pairs)
    untied_y = sum(sgn(y[i] - y[j]) ** 2 for i, j in pairs)
    return agree / math.sqrt(untied_x * untied_y) if untied_x and untied_y else None


def test_tau_without_ties_is_concordant_minus_discordant_over_the_pairs() -> None:
    # y against x = 1..5: of the 10 pairs, (1,2), (1,3) and (4,5) are discordant, 7 concordant
    assert kendall_tau_b([1, 2, 3, 4, 5], [3, 1, 2, 5, 4]) == pytest.approx((7 - 3) / 10)


def test_tau_b_with_ties_shrinks_the_denominator() -> None:
    # pairs: (1,2) tied in x, (2,3) tied in y, the other 4 concordant: 4 / sqrt((6-1)(6-1))
    assert kendall_tau_b([1, 1, 2, 3], [1, 2, 2, 3]) == pytest.approx(0.8)
    # the same ties in both rankings, and agreement elsewhere, is full agreement
    assert kendall_tau_b([0.5, 0.5, 0.2], [0.6, 0.6, 0.1]) == pytest.approx(1.0)


def test_tau_of_identical_and_reversed_rankings() -> None:
    assert kendall_tau_b([0.9, 0.5, 0.1, 0.3], [0.8, 0.6, 0.2, 0.25]) == pytest.approx(1.0)
    assert kendall_tau_b([0.9, 0.5, 0.1, 0.3], [0.1, 0.5, 0.9, 0.7]) == pytest.approx(-1.0)


def test_tau_is_undefined_for_fewer_than_two_models_or_a_ranking_of_ties() -> None:
    assert kendall_tau_b([], []) is None
    assert kendall_tau_b([0.4], [0.7]) is None
    assert kendall_tau_b([0.5, 0.5, 0.5], [0.1, 0.2, 0.3]) is None
    with pytest.raises(ValueError, match="not paired"):
        kendall_tau_b([1, 2], [1])


def test_tau_agrees_with_a_brute_force_pair_count_on_random_rankings_with_ties() -> None:
    rng = random.Random(11)
    for _ in range(200):
        n = rng.randint(2, 9)
        x = [float(rng.randint(0, 3)) for _ in range(n)]
        y = [float(rng.randint(0, 3)) for _ in range(n)]
        want = brute_force_tau_b(x, y)
        got = kendall_tau_b(x, y)
        assert (got is None) == (want is None), (x, y)
        if want is not None:
            assert got == pytest.approx(want), (x, y)


def fingerprint(env: str, flags: list[str], *, host: str | None = None, cpu: str = "Intel Xeon Gold 6338") -> Row:
    return {"environment": env, "environment_id": f"{env}-id", "language": "cpp", "cpu_vendor": "GenuineIntel",
            "cpu_model": cpu, "cores": 2, "compiler": "g++", "compiler_version": "12.2.0", "flags": flags,
            "kernel": "6.1", "runtime": "glibc 2.36", "host": host}


def summary(env: str, values: dict[str, float | None], *, setting: str = "dual", k: int = 1) -> list[Row]:
    rows = [{"environment": env, "model": m, "metric": "dual", "setting": setting, "k": k, "by": "all",
             "group": "all", "tasks": 1, "gaps": int(v is None), "value": v} for m, v in values.items()]
    # figures the study must not take for dataset-level dual@k
    rows += [{**r, "metric": "pass", "setting": "-", "value": 0.99} for r in rows]
    rows += [{**r, "by": "difficulty", "group": "easy", "value": 0.01} for r in rows if r["metric"] == "dual"]
    return rows


def limits(env: str, task: str, margins: list[tuple[float, float]], *, margin: float = 2.0) -> list[Row]:
    return [{"task": task, "environment": env, "environment_id": f"{env}-id", "row": 1, "col": c,
             "time_limit_ms": 10.0, "memory_limit_kb": 100.0, "time_margin": t, "memory_margin": m,
             "discriminating": min(t, m) >= margin, "baseline_passes": 1, "baseline_time_ms": 1.0}
            for c, (t, m) in enumerate(margins, start=1)]


# O0 ranks a > b > c and has a gap for d; O2 keeps that order; the AMD machine swaps a and b.
VALUES: dict[str, dict[str, float | None]] = {"O0": {"a": 0.80, "b": 0.60, "c": 0.40, "d": None},
          "O2": {"a": 0.90, "b": 0.55, "c": 0.42, "d": 0.30},
          "amd-O0": {"a": 0.70, "b": 0.80, "c": 0.40, "d": 0.35}}
FLAGS = {"O0": [], "O2": ["-O2"], "amd-O0": []}
MARGINS = {"O0": [(3.0, 2.5), (1.5, 4.0)], "O2": [(2.5, 3.0), (2.0, 5.0)], "amd-O0": [(4.0, 4.0), (3.0, 2.2)]}


def environments() -> list[EnvironmentResults]:
    return [EnvironmentResults(env, fingerprint(env, FLAGS[env], host="amd-epyc" if env == "amd-O0" else None,
                                                cpu="AMD EPYC 9654" if env == "amd-O0" else "Intel Xeon Gold 6338"),
                               summary(env, VALUES[env]), limits(env, "t1", MARGINS[env]))
            for env in VALUES]


def test_every_pair_of_environments_is_compared_over_the_models_scored_in_both() -> None:
    result = study.study(environments(), ["time", "dual"])
    assert result.views == [("dual", 1)]
    got = {(p.environment_a, p.environment_b): p for p in result.pairs}
    assert list(got) == [("O0", "O2"), ("O0", "amd-O0"), ("O2", "amd-O0")]
    o0_o2 = got[("O0", "O2")]  # d is a gap in O0: three models compared, same order
    assert (o0_o2.models, o0_o2.identical, o0_o2.max_change_model, o0_o2.note) == (3, True, "a", None)
    assert o0_o2.kendall_tau == pytest.approx(1.0)
    assert o0_o2.max_change == pytest.approx(0.10)
    o0_amd = got[("O0", "amd-O0")]  # (a, b) discordant, (a, c) and (b, c) concordant
    assert (o0_amd.models, o0_amd.identical, o0_amd.max_change_model) == (3, False, "b")
    assert o0_amd.kendall_tau == pytest.approx(1 / 3)
    assert o0_amd.max_change == pytest.approx(0.20)
    o2_amd = got[("O2", "amd-O0")]  # four models: only (a, b) of the 6 pairs is discordant
    assert (o2_amd.models, o2_amd.identical, o2_amd.max_change_model) == (4, False, "b")
    assert o2_amd.kendall_tau == pytest.approx((5 - 1) / 6)
    assert o2_amd.max_change == pytest.approx(0.25)


def test_scores_rank_the_models_of_each_environment_and_keep_gaps() -> None:
    result = study.study(environments())
    ranked = {(s.environment, s.model): (s.value, s.rank) for s in result.scores}
    assert ranked[("O0", "a")] == (0.80, 1)
    assert ranked[("O0", "c")] == (0.40, 3)
    assert ranked[("O0", "d")] == (None, None)
    assert ranked[("amd-O0", "b")] == (0.80, 1)
    assert ranked[("amd-O0", "a")] == (0.70, 2)


def test_tied_models_share_a_rank_and_an_identical_ranking() -> None:
    x, y = ({"a": 0.5, "b": 0.5, "c": 0.2}, {"a": 0.6, "b": 0.6, "c": 0.1})
    assert study.ranks(x) == {"a": 1, "b": 1, "c": 3}
    pair = study.compare("X", "Y", ("dual", 10), dict(x), dict(y))
    assert (pair.identical, pair.note) == (True, None)
    assert pair.kendall_tau == pytest.approx(1.0)


def test_an_undefined_tau_says_why_instead_of_failing() -> None:
    ties = study.compare("X", "Y", ("dual", 1), {"a": 0.5, "b": 0.5}, {"a": 0.6, "b": 0.4})
    assert (ties.kendall_tau, ties.identical, ties.models) == (None, False, 2)
    assert ties.note == "every model ties in X: tau is undefined"
    alone = study.compare("X", "Y", ("dual", 1), {"a": 0.5, "b": None}, {"a": 0.6, "b": 0.4, "c": 0.3})
    assert alone == Pair("X", "Y", "dual", 1, 1, None, None, cast(float, pytest.approx(0.1)), "a",
                         "fewer than 2 models have dual@1 in both X and Y")
    nothing = study.compare("X", "Y", ("dual", 1), {}, {"a": 0.6})
    assert (nothing.models, nothing.max_change, nothing.max_change_model) == (0, None, None)


def test_no_model_is_named_as_the_largest_change_when_none_moved() -> None:
    still = study.compare("X", "Y", ("dual", 1), {"a": 0.5, "b": 0.3}, {"a": 0.5, "b": 0.3})
    assert (still.max_change, still.max_change_model, still.identical) == (0.0, None, True)


def test_table11_says_why_a_pair_has_no_tau() -> None:
    envs = environments()[:2]
    tied = [EnvironmentResults(e.name, e.fingerprint, summary(e.name, {"a": 0.5, "b": 0.5 if e.name == "O0" else 0.4}),
                               e.limits) for e in envs]
    lines = study.table11(study.study(tied), "dual", 1).splitlines()
    assert "| O0 → O2 | 2 | — | 10.00 (b) | differs |" in lines
    assert "O0 → O2: every model ties in O0: tau is undefined." in lines
    assert lines[-1] == "Model rankings differ: O0 → O2."


def test_table11_lists_environments_by_label_and_models_by_rank_in_the_first() -> None:
    text = study.table11(study.study(environments()), "dual", 1)
    lines = text.splitlines()
    assert lines[0] == "## Table 11: dual@1 (dual) across environments"
    assert lines[2] == "| environment | a | b | c | d |"  # O0's order; d, a gap there, last
    assert lines[4] == "| O0: Intel Xeon Gold 6338, no flags | 80.00 (1) | 60.00 (2) | 40.00 (3) | — |"
    assert lines[5] == "| O2: Intel Xeon Gold 6338, -O2 | 90.00 (1) | 55.00 (2) | 42.00 (3) | 30.00 (4) |"
    assert lines[6] == "| amd-O0: amd-epyc, AMD EPYC 9654, no flags | 70.00 (2) | 80.00 (1) | 40.00 (3) | 35.00 (4) |"
    assert lines[8:13] == ["| environments | models | Kendall τ | largest change | ranking |", "|---|---|---|---|---|",
                           "| O0 → O2 | 3 | 1.000 | 10.00 (a) | identical |",
                           "| O0 → amd-O0 | 3 | 0.333 | 20.00 (b) | differs |",
                           "| O2 → amd-O0 | 4 | 0.667 | 25.00 (b) | differs |"]
    assert lines[-1] == "Model rankings differ: O0 → amd-O0, O2 → amd-O0."
    same = study.study(environments()[:2])
    assert study.table11(same, "dual", 1).splitlines()[-1] == "Model rankings are identical across all 2 environments."


def test_the_discrimination_matrix_marks_grids_below_the_margin() -> None:
    result = study.study(environments())
    grids = {t.environment: t for t in result.tasks}
    assert (grids["O0"].min_margin, grids["O0"].discriminating, grids["O0"].grid_discriminates) == (1.5, 1, False)
    assert (grids["O2"].min_margin, grids["O2"].discriminating, grids["O2"].grid_discriminates) == (2.0, 2, True)
    lines = study.discrimination(result, 2.0).splitlines()
    assert lines[2] == "| task | O0 | O2 | amd-O0 |"
    assert lines[4] == "| t1 | 1.50 ! (1/2) | 2.00 (2/2) | 2.20 (2/2) |"


def test_limits_from_another_machine_than_the_fingerprint_are_refused() -> None:
    envs = environments()
    stale = EnvironmentResults("O2", envs[1].fingerprint, envs[1].summary,
                               [{**r, "environment_id": "elsewhere"} for r in envs[1].limits],
                               {"limits": "s3://b/O2/calibrate/limits.parquet"})
    with pytest.raises(BestError, match="come from machine") as err:
        study.study([envs[0], stale])
    assert (err.value.file, err.value.field) == ("s3://b/O2/calibrate/limits.parquet", "environment_id")


def test_a_repeated_dual_at_k_is_refused() -> None:
    env = environments()[0]
    twice = EnvironmentResults(env.name, env.fingerprint, env.summary + env.summary[:1], env.limits,
                               {"summary": "score/O0/summary.parquet"})
    with pytest.raises(BestError, match="appears twice") as err:
        study.study([twice, environments()[1]])
    assert err.value.file == "score/O0/summary.parquet"


def publish_layout(root: Path) -> Layout:
    data = Layout(root)
    for env in environments():
        write_table([env.fingerprint], ENVIRONMENTS, ENVIRONMENTS_KEY, data.environment(env.name))
        write_table(env.summary, SUMMARY, SUMMARY_KEY, data.score(env.name) / "summary.parquet")
        write_table(env.limits, LIMITS, LIMITS_KEY, data.limits(env.name))
    return data


def params_file(tmp_path: Path, uri: Path) -> Path:
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({
        "environments": [{"name": "O0"}, {"name": "O2", "flags": ["-O2"]}, {"name": "amd-O0", "host": "amd-epyc"}],
        "execute": {"environments": ["O0", "O2", "amd-O0"]}, "storage": {"uri": str(uri)}}))
    return path


def test_the_stage_reads_a_layout_or_storage_and_writes_the_same_bytes(tmp_path: Path) -> None:
    data = publish_layout(tmp_path / "data")
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "published")))
    for env in ["O0", "O2", "amd-O0"]:
        storage.publish("environment", "environments", pq.read_table(data.environment(env)), [env])
        storage.publish("score", "summary", pq.read_table(data.score(env) / "summary.parquet"), [env])
        storage.publish("calibrate", "limits", pq.read_table(data.limits(env)), [env])
    params = params_file(tmp_path, tmp_path / "published")
    # storage lists environments by name, the layout in execute.environments' order: name them alike
    names = ["O0", "O2", "amd-O0"]
    stage.run(params, tmp_path / "local", environments=names, local=True, data=data)
    result = stage.run(params, tmp_path / "stored")
    assert [e.name for e in result.environments] == ["O0", "O2", "amd-O0"]
    for name in ("scores.parquet", "pairs.parquet", "tasks.parquet", "table11.md"):
        assert (tmp_path / "local" / name).read_bytes() == (tmp_path / "stored" / name).read_bytes(), name
    pairs = pq.read_table(tmp_path / "stored" / "pairs.parquet").to_pylist()
    assert [(p["environment_a"], p["environment_b"], p["models"]) for p in pairs] == [
        ("O0", "O2", 3), ("O0", "amd-O0", 3), ("O2", "amd-O0", 4)]
    assert (tmp_path / "stored" / "table11.md").read_text().startswith("# Cross-environment stability\n")
    first = (tmp_path / "stored" / "scores.parquet").read_bytes()
    stage.run(params, tmp_path / "stored")
    assert (tmp_path / "stored" / "scores.parquet").read_bytes() == first


def test_a_missing_table_is_an_error_naming_where_it_should_be(tmp_path: Path) -> None:
    data = publish_layout(tmp_path / "data")
    data.limits("O2").unlink()
    params = params_file(tmp_path, tmp_path / "published")
    with pytest.raises(BestError, match="environment O2 has no limits table") as err:
        stage.run(params, tmp_path / "out", local=True, data=data)
    assert err.value.file == str(data.limits("O2"))
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "published")))
    for env in ["O0", "O2"]:
        storage.publish("environment", "environments", pq.read_table(data.environment(env)), [env])
        storage.publish("score", "summary", pq.read_table(data.score(env) / "summary.parquet"), [env])
    storage.publish("calibrate", "limits", pq.read_table(data.limits("O0")), ["O0"])
    with pytest.raises(BestError, match=re.escape(f"no table at {tmp_path / 'published' / 'O2' / 'calibrate'}")):
        stage.run(params, tmp_path / "out")
    with pytest.raises(BestError, match=re.escape("nothing published for environment(s) amd-O0")) as err:
        stage.run(params, tmp_path / "out", environments=["O0", "amd-O0"])
    assert err.value.field == "--env"


def test_the_command_prints_the_headline_table_or_one_error_line(tmp_path: Path) -> None:
    data = publish_layout(tmp_path / "data")
    params = params_file(tmp_path, tmp_path / "published")
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "published")))
    storage.publish("environment", "environments", pq.read_table(data.environment("O0")), ["O0"])
    storage.publish("score", "summary", pq.read_table(data.score("O0") / "summary.parquet"), ["O0"])
    storage.publish("calibrate", "limits", pq.read_table(data.limits("O0")), ["O0"])
    runner = CliRunner()
    alone = runner.invoke(app, ["study", "stability", "--params", str(params), "--out", str(tmp_path / "out")])
    assert alone.exit_code == 2
    assert alone.stderr.strip().splitlines() == [
        f"error: {params}: storage.uri: a stability study compares at least two environments; "
        f"{tmp_path / 'published'} gives 1: O0"]
    for env in ["O2"]:
        storage.publish("environment", "environments", pq.read_table(data.environment(env)), [env])
        storage.publish("score", "summary", pq.read_table(data.score(env) / "summary.parquet"), [env])
        storage.publish("calibrate", "limits", pq.read_table(data.limits(env)), [env])
    done = runner.invoke(app, ["study", "stability", "--params", str(params), "--out", str(tmp_path / "out")])
    assert done.exit_code == 0, done.output
    assert "| O0: Intel Xeon Gold 6338, no flags | 80.00 (1) | 60.00 (2) | 40.00 (3) | — |" in done.stdout
    assert "| O0 → O2 | 3 | 1.000 | 10.00 (a) | identical |" in done.stdout
    assert "| t1 | 1.50 ! (1/2) | 2.00 (2/2) |" in done.stdout
    assert f"tables: {tmp_path / 'out' / 'scores.parquet'}" in done.stdout


def test_prompt_variants_are_extra_model_entries_and_table_8_sets_them_side_by_side() -> None:
    data: dict[str, Any] = {"generate": {"samples": 20, "models": [
        {"name": "m", "backend": "reference", "model": "fastest"},
        {"name": "other", "backend": "reference"}]}}
    study = prompt_variants(data, ["m"], ["time", "both"])
    assert [e["name"] for e in study["generate"]["models"]] == ["m", "other", "m+time", "m+both"]
    assert study["generate"]["models"][2] == {"name": "m+time", "backend": "reference", "model": "fastest",
                                              "prompt": "time"}
    assert study["generate"]["samples"] == 20 and data["generate"]["models"][0] == {  # the input is left alone
        "name": "m", "backend": "reference", "model": "fastest"}
    Params.model_validate(study)  # a name with "+" is a valid model name
    with pytest.raises(ParamsError, match="unknown model"):
        prompt_variants(data, ["n"], ["time"])

    params = ScoreParams(ks=[1, 10])
    summary = [{"environment": "O0", "model": model, "metric": "dual", "setting": s.name, "k": 10, "by": "all",
                "group": "all", "value": value + (0.1 if s.name == "time" else 0.0)}
               for model, value in (("m", 0.5), ("m+time", 0.6), ("m+both", 0.55), ("other", 0.2))
               for s in params.settings]
    (row,) = table8(summary, params)  # only the model that has variants
    assert row == {"environment": "O0", "model": "m",
                   "time original": 0.6, "time both": pytest.approx(0.65), "time time": pytest.approx(0.7),
                   "space original": 0.5, "space both": 0.55, "space time": 0.6,
                   "dual original": 0.5, "dual both": 0.55, "dual time": 0.6}


def test_best_study_prompts_plans_the_variant_entries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"generate": {"models": [{"name": "m", "backend": "reference"}]}}))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["study", "prompts", "--model", "m", "--variant", "time", "--plan-only",
                                      "--params", str(params)])
    assert result.exit_code == 0, result.output
    written = yaml.safe_load((tmp_path / "data" / "study" / "prompts" / "params.yaml").read_text())
    assert [(e["name"], e.get("prompt")) for e in written["generate"]["models"]] == [("m", None), ("m+time", "time")]
    unknown = CliRunner().invoke(app, ["study", "prompts", "--model", "x", "--plan-only", "--params", str(params)])
    assert unknown.exit_code != 0 and "unknown model" in unknown.output
