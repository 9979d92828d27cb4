"""The stability study end to end: two environments of one machine (-O0 and -O2), each run
through the real stages as one branch of the fan-out and published to storage, then
`best study stability` over what storage holds."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
import yaml
from bs4 import BeautifulSoup, Tag
from typer.testing import CliRunner

from best.cli import app
from best.layout import Layout
from best.params import load_params
from best.storage import Storage
from flows.study import study_flow
from stages import calibrate, environment, execute, generate, score, study
from stages import compile as compile_stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.unit.test_study import brute_force_tau_b, params_file, publish_layout

SAMPLES = 2
RIGHT = (FIXTURE_TASKS / "pair_count" / "baselines" / "sort_two_pointers.cpp").read_text()
WRONG = "class Solution {\npublic:\n    long long solve(const vector<int>& a, int k) { return 0; }\n};\n"
ENVIRONMENTS = ["O0", "O2"]


def write_params(tmp_path: Path) -> Path:
    """Three models that rank apart: the oracle (every cell), the file model (sample 0 is the
    sort-and-two-pointers baseline, right in column 1, sample 1 answers 0) and the dominated
    solution (cell (1, 1) only)."""
    shutil.copytree(FIXTURE_TASKS / "pair_count", tmp_path / "tasks" / "pair_count")
    samples = tmp_path / "samples.jsonl"
    samples.write_text("".join(
        json.dumps({"task": "pair_count", "row": r, "col": c, "sample": s,
                    "completion": f"```cpp\n{RIGHT if s == 0 else WRONG}```\n"}) + "\n"
        for r in (1, 2) for c in (1, 2) for s in range(SAMPLES)))
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(tmp_path / "tasks")},
        "environments": [{"name": "O0", "flags": []}, {"name": "O2", "flags": ["-O2"]}],
        "judge": {"environment": "O0", "cache_dir": str(tmp_path / "cache"), "output_limit_kb": 2048},
        "generate": {"samples": SAMPLES, "store": str(tmp_path / "store.sqlite"),
                     "prompts_dir": str(ROOT / "data" / "prompts"),
                     "models": [{"name": "reference", "backend": "reference", "model": "oracle"},
                                {"name": "dominated", "backend": "reference", "model": "dominated"},
                                {"name": "imported", "backend": "file", "path": str(samples)}]},
        "score": {"ks": [1, 2]},
        "execute": {"environments": ENVIRONMENTS},
        "storage": {"uri": str(tmp_path / "published")},
    }))
    return path


def run_branch(params_path: Path, env: str, data: Layout) -> None:
    """What dvc.yaml's branch for `env` runs: the stages on params narrowed to it, each
    stage's tables published as its flow publishes them."""
    branch = params_path.with_name(f"params-{env}.yaml")
    narrowed = yaml.safe_load(params_path.read_text())
    narrowed["execute"]["environments"] = [env]
    branch.write_text(yaml.safe_dump(narrowed))
    storage = Storage.from_params(load_params(branch).storage)
    published = {("environment", "environments"): environment.run(branch, data.environment(env)),
                 ("compile", "builds"): run_stage(compile_stage.STAGE, branch, env, data)["builds"]}
    executed = run_stage(execute.STAGE, branch, env, data)
    published |= {("execute", "runs"): executed["runs"], ("execute", "baselines"): executed["baselines"],
                  ("calibrate", "limits"): calibrate.run(branch, data.baselines(env), data.limits(env))}
    published |= {("score", name): table
                  for name, table in score.run(branch, data.runs(env), data.limits(env), data.score(env)).items()}
    for (stage_name, name), table in published.items():
        storage.publish(stage_name, name, table, [env])


def dual(data: Layout, env: str, k: int) -> dict[str, float]:
    return {r["model"]: r["value"] for r in pq.read_table(data.score(env) / "summary.parquet").to_pylist()
            if (r["metric"], r["setting"], r["k"], r["by"], r["group"]) == ("dual", "dual", k, "all", "all")}


@needs_root
def test_stability_study_over_two_published_environments(tmp_path: Path) -> None:
    """Runs the stability study on two environments of tiny params and checks the Kendall tau
    and the table against values computed in the test."""
    params = write_params(tmp_path)
    data = Layout(tmp_path / "data")
    generations = run_stage(generate.STAGE, params, layout=data)["generations"]
    for env in ENVIRONMENTS:
        Storage.from_params(load_params(params).storage).publish("generate", "generations", generations, [env])
        run_branch(params, env, data)

    done = CliRunner().invoke(app, ["study", "stability", "--params", str(params), "--out", str(tmp_path / "study")])
    assert done.exit_code == 0, done.output
    printed = done.stdout.splitlines()
    fingerprints = {env: pq.read_table(data.environment(env)).to_pylist()[0] for env in ENVIRONMENTS}
    pairs = {p["k"]: p for p in pq.read_table(tmp_path / "study" / "pairs.parquet").to_pylist()}
    for k in (1, 2):
        o0, o2 = dual(data, "O0", k), dual(data, "O2", k)
        assert set(o0) == set(o2) == {"reference", "dominated", "imported"}
        assert len(set(o0.values())) == 3, o0  # three distinct ranks: the comparison means something
        models = sorted(o0)
        tau = brute_force_tau_b([o0[m] for m in models], [o2[m] for m in models])
        change = max(abs(o2[m] - o0[m]) for m in models)
        moved = [m for m in models if abs(o2[m] - o0[m]) == change]
        assert pairs[k]["kendall_tau"] == pytest.approx(tau)
        assert pairs[k]["max_change"] == pytest.approx(change)
        # the same samples under limits calibrated apart: a model may not move at all
        assert pairs[k]["max_change_model"] == (moved[0] if change else None)

        # Table 11 as printed: columns by rank in O0, one row per environment, then the pair
        columns = sorted(o0, key=lambda m: -o0[m])
        start = printed.index(f"## Table 11: dual@{k} (dual) across environments")
        assert printed[start + 2] == "| environment | " + " | ".join(columns) + " |"
        ranks = {env: {m: 1 + sum(v > values[m] for v in values.values()) for m in values}
                 for env, values in (("O0", o0), ("O2", o2))}
        for offset, (env, values) in enumerate([("O0", o0), ("O2", o2)]):
            flags = " ".join(fingerprints[env]["flags"]) or "no flags"
            cells = [f"{100 * values[m]:.2f} ({ranks[env][m]})" for m in columns]
            assert printed[start + 4 + offset] == (f"| {env}: {fingerprints[env]['cpu_model']}, {flags} | "
                                                   + " | ".join(cells) + " |")
        named = f" ({moved[0]})" if change else ""
        ranking = "identical" if ranks["O0"] == ranks["O2"] else "differs"
        assert printed[start + 9] == f"| O0 → O2 | 3 | {tau:.3f} | {100 * change:.2f}{named} | {ranking} |"

    grid = {r["environment"]: r for r in pq.read_table(tmp_path / "study" / "tasks.parquet").to_pylist()}
    for env in ENVIRONMENTS:
        limits: list[dict[str, Any]] = pq.read_table(data.limits(env)).to_pylist()
        assert grid[env]["min_margin"] == min(min(c["time_margin"], c["memory_margin"]) for c in limits)
        assert grid[env]["grid_discriminates"] == all(c["discriminating"] for c in limits)
    assert (tmp_path / "study" / "table11.md").read_text().count("## Table 11") == 2 * 3  # every setting and k

    # `best report` adds the study found in the data folder to the page
    shutil.copytree(tmp_path / "study", data.study)
    done = CliRunner().invoke(app, ["report", "--params", str(params), "--data", str(data.root), "--out",
                                    str(tmp_path / "report")])
    assert done.exit_code == 0, done.output
    page = BeautifulSoup((tmp_path / "report" / "index.html").read_text(), "html.parser")
    for k in (1, 2):
        o0, o2 = dual(data, "O0", k), dual(data, "O2", k)
        table = page.find("table", id=f"table11-dual-{k}")
        assert isinstance(table, Tag)
        models = [th.get_text() for th in table.select("thead th")][1:]
        assert models == sorted(o0)
        rows = {tr.td.get_text(): [td.get_text() for td in tr.find_all("td")[1:]] for tr in table.select("tbody tr")
                if tr.td}
        for env, values in (("O0", o0), ("O2", o2)):
            rank = {m: 1 + sum(v > values[m] for v in values.values()) for m in values}
            assert rows[env] == [f"{100 * values[m]:.2f} ({rank[m]})" for m in models]
    pairs_table = page.find("table", id="stability-pairs")
    assert isinstance(pairs_table, Tag)
    shown = {(tr.find_all("td")[1].get_text(), tr.find_all("td")[2].get_text()): tr.find_all("td")[4].get_text()
             for tr in pairs_table.select("tbody tr")}
    assert shown[("dual", "1")] == f"{pairs[1]['kendall_tau']:.3f}"


@pytest.mark.server  # a Prefect flow: Prefect's API starts
def test_the_study_flow_writes_what_the_stage_writes(tmp_path: Path) -> None:
    data = publish_layout(tmp_path / "data")
    params = params_file(tmp_path, tmp_path / "published")
    assert study_flow(params, tmp_path / "flow", local=True, data=data.root) == str(tmp_path / "flow" / "table11.md")
    study.run(params, tmp_path / "direct", local=True, data=data)
    for name in ("scores.parquet", "pairs.parquet", "tasks.parquet", "table11.md"):
        assert (tmp_path / "flow" / name).read_bytes() == (tmp_path / "direct" / name).read_bytes(), name
