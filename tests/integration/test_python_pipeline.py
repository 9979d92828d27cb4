"""The pipeline's stages with a C++ and a Python environment on the fixture task, and Table 9.

One generation table holds both languages' samples; each environment builds, runs,
calibrates and scores only its own language, from its own language's baselines; the
report compares the two on the tasks both scored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
import yaml

from best.layout import Layout
from best.paper_tables import table9
from best.params import load_params
from best.tables import GENERATIONS, read_table
from stages import calibrate, execute, generate, report, score
from stages import compile as compile_stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]


@pytest.fixture(scope="module")
def scored(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Layout]:
    d = tmp_path_factory.mktemp("python-pipeline")
    params = {
        "tasks": {"root": str(FIXTURE_TASKS), "select": ["pair_count"]},
        "environments": [{"name": "O0"}, {"name": "py", "language": "python"}],
        "judge": {"cache_dir": str(d / "cache")},
        "generate": {"languages": ["cpp", "python"], "samples": 2, "prompts_dir": str(ROOT / "data" / "prompts"),
                     "store": str(d / "store.sqlite"),
                     "models": [{"name": "reference", "backend": "reference", "model": "oracle"},
                                {"name": "dominated", "backend": "reference", "model": "dominated"}]},
        "execute": {"environments": ["O0", "py"]},
        "score": {"ks": [1]},
        "storage": {"uri": str(d / "published")},
    }
    path = d / "params.yaml"
    path.write_text(yaml.safe_dump(params))
    data = Layout(d / "data")
    run_stage(generate.STAGE, path, layout=data)
    for env in ("O0", "py"):  # each branch as its flow runs it (`--env`)
        run_stage(compile_stage.STAGE, path, env, data)
        run_stage(execute.STAGE, path, env, data)
        calibrate.run(path, data.baselines(env), data.limits(env))
        score.run(path, data.runs(env), data.limits(env), data.score(env))
    report.run(path, data.root, data.report_dir)
    return path, data


def _rows(path: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = pq.read_table(path).to_pylist()
    return rows


def test_one_generation_table_holds_both_languages(scored: tuple[Path, Layout]) -> None:
    _, data = scored
    rows = read_table(data.generations, GENERATIONS).to_pylist()
    assert {r["language"] for r in rows} == {"cpp", "python"}
    python = [r for r in rows if r["language"] == "python"]
    assert len(python) == 2 * 4 * 2  # models x cells x samples
    assert all(r["code"].startswith("class Solution:") or r["code"].startswith("#") for r in python)


def test_each_environment_builds_and_runs_only_its_language(scored: tuple[Path, Layout]) -> None:
    _, data = scored
    for env in ("O0", "py"):
        builds = _rows(data.builds(env))
        assert len(builds) == 2 * 4 * 2 and all(b["ok"] for b in builds), [b["log"] for b in builds if not b["ok"]]
        assert {b["environment"] for b in builds} == {env}
    py_baselines = {r["baseline"] for r in _rows(data.baselines("py"))}
    assert py_baselines == {"brute-force", "sort-two-pointers"}
    ids = {r["environment_id"] for r in _rows(data.limits("py"))}
    assert len(ids) == 1 and "cpython" in ids.pop()


def test_the_oracle_scores_one_and_the_dominated_solution_less_in_both_languages(
        scored: tuple[Path, Layout]) -> None:
    _, data = scored
    for env in ("O0", "py"):
        dual = {(r["model"], r["setting"]): r["value"] for r in _rows(data.score(env) / "tasks.parquet")
                if r["metric"] == "dual"}
        assert dual[("reference", "dual")] == pytest.approx(1.0), env
        assert dual[("dominated", "dual")] < 1.0, env


def test_table9_compares_the_languages_on_the_tasks_both_scored(scored: tuple[Path, Layout]) -> None:
    path, data = scored
    params = load_params(path)
    envs = [(e, lang, _rows(data.score(e) / "tasks.parquet")) for e, lang in (("O0", "cpp"), ("py", "python"))]
    rows, tasks = table9(envs, params.score)
    assert tasks == ["pair_count"]
    by = {(r["model"], r["setting"]): r for r in rows}
    assert by[("reference", "dual")]["O0 (cpp)"] == pytest.approx(1.0)
    assert by[("reference", "dual")]["py (python)"] == pytest.approx(1.0)
    text = data.report.read_text()
    assert "Table 9: dual@k across languages, on the 1 task(s) every environment scored" in text
    assert "| O0 (cpp) | py (python) |" in text
    page = data.report_html.read_text()
    assert 'id="table9"' in page and "Environment py (python)" in page
