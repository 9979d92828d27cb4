"""`best import enamel` on a few of ENAMEL's problems, checked against ENAMEL's own evaluator (enam).

The imported tasks must test exactly what ENAMEL tests (the same inputs, level by level and
seed by seed, and the same answers from its reference solution), calibrate ENAMEL's
timeout, judge with ENAMEL's checker, and score ENAMEL's sample files as enam does.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml
from enam.evaluate import Evaluator

from best.enamel import SETTINGS, import_enamel, task_id
from best.judge.verdict import Verdict
from best.params import load_params
from best.session import Session
from best.tasks import pyvalues
from best.tasks.loader import load_tasks
from best.tasks.pyinterface import PyInterface
from best.tasks.testdata import load_module
from stages import enamel as study
from tests.conftest import ROOT, SHARED, needs_root

SOURCE = SHARED / "external" / "enamel"
# floats and a helper-free prompt; a tuple result; a helper in the prompt; None as an answer; a checker
# that calls the prompt's poly() with a tolerance
PROBLEMS = [0, 8, 10, 12, 32]

pytestmark = pytest.mark.skipif(not (SOURCE / "enamel.csv").is_file(), reason="ENAMEL's data is in ../shared")


@pytest.fixture(scope="module")
def pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("enamel")
    import_enamel(SOURCE, out, PROBLEMS)
    return out


@pytest.fixture(scope="module")
def enam_tests() -> Evaluator:
    evaluator = Evaluator(problems=str(SOURCE / "enamel.csv"), subset=PROBLEMS, n_tests=SETTINGS["tests"],
                          n_reps=1, hardness=SETTINGS["hardness"], memory_giga=SETTINGS["memory_gb"],
                          timeout_factor=SETTINGS["timeout_factor"], tolerence_sec=SETTINGS["tolerance_ms"] / 1000,
                          seed=SETTINGS["seed"])
    evaluator.make_tests()
    return evaluator


def test_each_problem_is_a_time_only_python_task_with_enamels_settings(pack: Path) -> None:
    tasks = load_tasks(pack / "tasks")
    assert [t.id for t in tasks] == [task_id(i) for i in PROBLEMS]
    for t in tasks:
        assert t.languages == ("python",) and not t.measures_memory and len(t.columns) == 1
        assert [len(r.tests) for r in t.rows] == SETTINGS["tests"]
        assert t.eff is not None and t.eff.hardness == SETTINGS["hardness"] and t.eff.repeats == 6
        assert [b.name for b in t.baselines] == ["reference"] and t.baselines[0].time_rank == 4
        assert len({r.data_scale for r in t.rows}) == 1  # one prompt for every row: one program runs them all
    (t8,) = (t for t in tasks if t.id == task_id(8))
    assert isinstance(t8.interface, PyInterface)
    assert t8.interface.method == "sum_product" and t8.interface.params == ("numbers",)
    assert "def sum_product(numbers: List[int]) -> Tuple[int, int]:" in t8.interface.declaration
    assert "sum and a product" in t8.statement and '"""' not in t8.interface.declaration


def test_the_imported_generators_give_enams_inputs_test_by_test(pack: Path, enam_tests: Evaluator) -> None:
    for t in load_tasks(pack / "tasks"):
        i = int(t.id.split("_")[1])
        generator = load_module(t.generator, f"enamel_generator_{i}", "generator")  # type: ignore[arg-type]
        for row, (size, tests) in zip(t.rows, enam_tests.tests[i], strict=True):
            for case, theirs in zip(row.tests, tests, strict=True):
                assert case.spec is not None and case.spec.args["size"] == size
                ours = generator.generate(np.random.RandomState(case.spec.seed), **case.spec.args)
                assert pyvalues.dumps(tuple(ours.values())) == pyvalues.dumps(tuple(theirs.input)), (t.id, case.id)


def test_a_rerun_of_the_import_writes_the_same_bytes_as_the_pack_holds(pack: Path, tmp_path: Path) -> None:
    import_enamel(SOURCE, tmp_path, PROBLEMS)
    for f in sorted((pack / "tasks").rglob("*")):
        if f.is_file():
            rel = f.relative_to(pack / "tasks")
            assert (tmp_path / "tasks" / rel).read_bytes() == f.read_bytes(), f
            assert (ROOT / "data" / "enamel" / "tasks" / rel).read_bytes() == f.read_bytes(), rel


def test_sample_files_become_one_program_on_every_row(pack: Path) -> None:
    lines = [yaml.safe_load(x) for x in (pack / "samples" / "humaneval-canonical.jsonl").read_text().splitlines()]
    assert len(lines) == len(PROBLEMS) * 4
    first = [x for x in lines if x["task"] == task_id(0)]
    assert [x["row"] for x in first] == [1, 2, 3, 4] and len({x["completion"] for x in first}) == 1
    assert all(x["language"] == "python" and x["col"] == 1 and x["sample"] == 0 for x in lines)


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The module's judge cache: the study meets the problems the session calibrated (the same files,
    so the same keys) and measures only what is new to it."""
    return tmp_path_factory.mktemp("enamel-cache")


@pytest.fixture(scope="module")
def session(pack: Path, cache_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Session:
    d = tmp_path_factory.mktemp("enamel-session")
    (d / "params.yaml").write_text(yaml.safe_dump({
        "tasks": {"root": str(pack / "tasks")}, "environments": [{"name": "py", "language": "python"}],
        "judge": {"environment": "py", "cache_dir": str(cache_dir)}, "execute": {"environments": ["py"]}}))
    return Session(load_params(d / "params.yaml"))


@needs_root
def test_calibration_sets_enamels_timeout_and_keeps_enamels_answers(session: Session, enam_tests: Evaluator) -> None:
    env = session.params.environment("py")
    for t in session.tasks():
        cal = session.calibrate(t, env)
        assert not cal.problems, cal.problems
        hard = max(b.p for b, h in zip(cal.time, SETTINGS["hardness"], strict=True) if h > 0)
        limit = SETTINGS["timeout_factor"] * hard + SETTINGS["tolerance_ms"]
        assert [b.limit for b in cal.time] == pytest.approx([limit] * 4)
        oracle = session.oracle(t, env)
        i = int(t.id.split("_")[1])
        for row, (_, tests) in zip(t.rows, enam_tests.tests[i], strict=True):
            for case, theirs in zip(row.tests, tests, strict=True):
                expected = oracle.expected(case)
                assert expected is not None
                assert oracle.outputs(expected)["return"] == theirs.answer, (t.id, case.id)


@needs_root
def test_enamels_checker_judges_and_a_wrong_answer_fails(session: Session) -> None:
    env = session.params.environment("py")
    (zero,) = session.tasks([task_id(32)])
    interface = zero.for_language("python").interface
    assert isinstance(interface, PyInterface)
    prompt = interface.prelude
    nan_answer = session.judge(zero, prompt + "    return 0.0 if poly(xs, 0.0) == 0 else __import__('math').nan\n", env)
    assert {c.verdict for c in nan_answer.cells} == {Verdict.WA}  # a nan is never within the checker's tolerance
    reference = session.judge(zero, (zero.dir / "baselines" / "reference.py").read_text(), env)
    assert {c.verdict for c in reference.cells} == {Verdict.AC}
    (tuple_task,) = session.tasks([task_id(8)])
    as_list = ("def sum_product(numbers):\n    p = 1\n    for x in numbers:\n        p *= x\n"
               "    return [sum(numbers), p]\n")
    report = session.judge(tuple_task, as_list, env)
    assert {c.verdict for c in report.cells} == {Verdict.WA}  # ENAMEL's checker wants the tuple it returned


@needs_root
@pytest.mark.slow
def test_the_study_scores_enamels_files_as_enam_does(tmp_path: Path, cache_dir: Path) -> None:
    summary = study.run(SOURCE, tmp_path / "study", [0, 10, 12], cache_dir=cache_dir)
    by = {s["file"]: s for s in summary}
    assert set(by) == {"enamel-references", "humaneval-canonical", "humanevalplus-canonical"}
    for s in summary:
        assert s["best_pass@1"] == s["enam_pass@1"], s  # correctness does not depend on the clock
    for who in ("best", "enam"):  # the reference scores about 1 against itself, under either evaluator
        assert 0.8 <= by["enamel-references"][f"{who}_eff@1"] <= 1.2
    assert (tmp_path / "study" / "comparison.parquet").is_file()
    text = (tmp_path / "study" / "enamel.md").read_text()
    assert "| humaneval-canonical | 3 |" in text
