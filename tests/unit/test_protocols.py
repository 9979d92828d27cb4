"""Scoring protocols: a task names its rules in task.yaml, and the judge, calibration and scoring follow them."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pyarrow as pa
import pytest
import yaml

from best import metrics
from best.errors import BestError
from best.judge.row import judging, measuring
from best.judge.verdict import Verdict
from best.limits import Boundary, Limits
from best.params import JudgeParams, ScoreParams
from best.scoring.protocols import BEST, ENAMEL, PROTOCOLS, Best, EffSpec, Enamel, Statistic, protocol_of
from best.scoring.scores import Labels, score
from best.tables import LIMITS, VERDICTS
from best.tasks.loader import TaskValidationError, load_task
from best.tasks.model import Task
from tests.conftest import FIXTURE_TASKS

EFF = {"hardness": [0, 2], "timeout_factor": 3.0, "tolerance_ms": 5.0, "repeats": 4, "statistic": "hodges-lehmann"}


def pair_count(tmp_path: Path, **changes: Any) -> Path:
    """The fixture task (a 2x2 grid) with `changes` made to its task.yaml."""
    d = tmp_path / "pair_count"
    shutil.copytree(FIXTURE_TASKS / "pair_count", d)
    data = yaml.safe_load((d / "task.yaml").read_text())
    data.update(changes)
    (d / "task.yaml").write_text(yaml.safe_dump(data, allow_unicode=True))
    return d


def test_the_registry_holds_each_protocol_by_name() -> None:
    assert PROTOCOLS == {"best": BEST, "enamel": ENAMEL}
    assert ENAMEL.settings.hardness == [0, 3, 3, 4] and ENAMEL.settings.statistic is Statistic.HODGES_LEHMANN


def test_a_task_is_scored_by_bests_rules_unless_it_names_another(tmp_path: Path) -> None:
    assert protocol_of(load_task(FIXTURE_TASKS / "pair_count")) == BEST
    named = load_task(pair_count(tmp_path, protocol="enamel", eff=EFF))
    assert protocol_of(named) == Enamel(EffSpec.model_validate(EFF))


def test_a_task_that_gives_enamels_parameters_alone_is_scored_by_enamel(tmp_path: Path) -> None:
    """Task files written before `protocol:` existed state only `eff:`."""
    assert protocol_of(load_task(pair_count(tmp_path, eff=EFF))) == Enamel(EffSpec.model_validate(EFF))


@pytest.mark.parametrize(("changes", "field", "message"), [
    ({"protocol": "humaneval"}, "protocol", "'humaneval' is not one of ['best', 'enamel']"),
    ({"protocol": "enamel"}, "eff", "required with protocol enamel"),
    ({"protocol": "best", "eff": EFF}, "eff", "for a task of protocol best"),
])
def test_a_protocol_and_its_parameters_must_agree(tmp_path: Path, changes: dict[str, Any], field: str,
                                                  message: str) -> None:
    with pytest.raises(TaskValidationError) as err:
        load_task(pair_count(tmp_path, **changes))
    problems = [p for p in err.value.problems if p.field == field]
    assert problems and message in problems[0].message, [str(p) for p in err.value.problems]


@pytest.fixture
def enamel_task(tmp_path: Path) -> Task:
    return load_task(pair_count(tmp_path, protocol="enamel", eff=EFF)).for_language("cpp")


LIMITS_2X2 = Limits(time_ms=(10.0, 40.0), memory_kb=((100.0, 50.0), (100.0, 50.0)))


def test_bests_judge_stops_a_run_at_the_band_and_repeats_only_what_noise_could_change() -> None:
    task = load_task(FIXTURE_TASKS / "pair_count").for_language("cpp")
    judge = JudgeParams(time_repeats=3, tle_band=2.0)
    policy = judging(task, 2, LIMITS_2X2, judge)
    assert (policy.cap_ms, policy.attempts, policy.every_attempt, policy.hodges_lehmann) == (80.0, 3, False, False)
    baseline = measuring(task, 1, cap_ms=500.0, memory_cap_kb=1024.0, repeats=5)
    assert (baseline.attempts, baseline.every_attempt, baseline.hodges_lehmann) == (5, True, False)


def test_enamels_judge_stops_at_its_timeout_and_repeats_every_answer_on_hard_rows(enamel_task: Task) -> None:
    judge = JudgeParams(time_repeats=3, tle_band=2.0)
    hard = judging(enamel_task, 2, LIMITS_2X2, judge)
    assert (hard.cap_ms, hard.attempts, hard.every_attempt, hard.hodges_lehmann) == (40.0, 4, True, True)
    assert judging(enamel_task, 1, LIMITS_2X2, judge).attempts == 1  # hardness 0: one run decides
    baseline = measuring(enamel_task, 2, cap_ms=500.0, memory_cap_kb=1024.0, repeats=5)
    assert (baseline.attempts, baseline.hodges_lehmann) == (4, True)


def test_enamels_rows_share_one_timeout_from_the_slowest_hard_row() -> None:
    derived = [Boundary(p=50.0, f=None, limit=500.0, margin=10.0), Boundary(p=8.0, f=20.0, limit=12.0, margin=1.5)]
    assert BEST.time_limits(derived) == derived
    enamel = ENAMEL.tuned(EffSpec.model_validate(EFF))
    # row 1 has hardness 0: only row 2's 8 ms counts, 3 x 8 + 5
    assert enamel.time_limits(derived) == [Boundary(p=50.0, f=None, limit=29.0, margin=29.0 / 50.0),
                                           Boundary(p=8.0, f=None, limit=29.0, margin=29.0 / 8.0)]


def test_best_takes_no_parameters() -> None:
    with pytest.raises(BestError, match="takes no eff settings"):
        Best().tuned(EffSpec.model_validate(EFF))


def test_enamels_scores_follow_each_program_through_the_levels() -> None:
    """Sample j of every row is one program: it scores as best.metrics.level_scores says, and passes
    when its levels do; an OverflowError ends a level as a timeout would."""
    settings = EffSpec.model_validate({"hardness": [0, 1, 1], "timeout_factor": 2.0, "tolerance_ms": 10.0})
    limits = [{"task": "e", "environment": "py", "environment_id": "id", "row": r, "col": 1, "time_limit_ms": 110.0,
               "memory_limit_kb": float("inf"), "time_margin": 2.0, "memory_margin": 2.0, "discriminating": True,
               "baseline_passes": 1, "baseline_time_ms": 20.0} for r in (1, 2, 3)]
    programs: dict[int, list[tuple[str, float | None, str | None]]] = {  # each level's verdict, time, detail
        0: [("AC", 10.0, None), ("AC", 30.0, None), ("AC", 60.0, None)],
        1: [("AC", 10.0, None), ("AC", 40.0, None), ("RE", None, "r3-t: uncaught exception: OverflowError")],
        2: [("AC", 10.0, None), ("WA", 1.0, "r2-t: wrong answer"), ("WA", 1.0, "r3-t: wrong answer")]}
    verdicts = [{"environment": "py", "model": "m", "task": "e", "sample": j, "row": r, "col": 1, "verdict": v,
                 "time_ms": t, "memory_kb": None, "correct": v == "AC", "detail": d}
                for j, levels in programs.items() for r, (v, t, d) in enumerate(levels, start=1)]
    result = score(pa.Table.from_pylist(verdicts, schema=VERDICTS), pa.Table.from_pylist(limits, schema=LIMITS),
                   {"e": Labels("easy", "Other", ENAMEL.tuned(settings))}, ScoreParams(ks=[1]))
    got = {r["metric"]: r["value"] for r in result["tasks"] if r["metric"] in ("pass", "eff")}
    read = [[Verdict(v) if v != "RE" else Verdict.TLE for v, _, _ in levels] for levels in programs.values()]
    effs, passed = metrics.level_scores(read, [[t for _, t, _ in levels] for levels in programs.values()], 100.0,
                                        [20.0] * 3, [0, 1, 1])
    assert passed == [True, True, False]
    assert got == {"pass": pytest.approx(2 / 3), "eff": pytest.approx(sum(effs) / 3)}
